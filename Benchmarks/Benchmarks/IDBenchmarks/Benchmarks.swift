// Making a `LocaleID` or `TimeZoneID` from a text seen before, reading a `LocaleID`'s tag, and the
// memory a million distinct IDs leave behind.
import Benchmark
import BenchmarkSupport
import Foundation
import ICU
import ICUBridge

// Making a LocaleID or TimeZoneID from a text seen before, and reading a
// LocaleID's tag: what a server pays per request that names its locale.
//   library     LocaleID(text) / TimeZoneID(text), text a String made at run time (not a
//               literal), made once before the measurement, so every call is a hit in the
//               bounded intern table; languageTag: the property of a held LocaleID
//   literal     `let id: LocaleID = "de-DE"` (init(stringLiteral:), which interns the same way)
//   Locale      Foundation's Locale(identifier:) / TimeZone(identifier:) from the same text;
//               languageTag: `locale.identifier(.bcp47)` of a held Locale
//   raw         what validating the text afresh costs in ICU calls, through ICUBridge, into
//               reused buffers, then the Strings: uloc_forLanguageTag + uloc_canonicalize +
//               uloc_toLanguageTag (strict) for a locale, ucal_getCanonicalTimeZoneID for a
//               zone; languageTag: uloc_toLanguageTag, what the property cost before it was stored
// Names: LocaleID.create.repeated.<row>, LocaleID.languageTag.<row>,
// TimeZoneID.create.repeated.<row>; `.paired` times the rows in turn (see `compare`).
//
// LocaleID.create.distinct.<count>: <count> distinct, valid IDs ("en-x-" and a base-36
// counter that never repeats), in one iteration, with resident memory and the mallocs left
// unfreed, to show that memory stays flat however many distinct texts arrive: the table
// holds at most 4,096 entries. Compare the 10,000 and the 1,000,000 rows.

/// Two reused buffers for the raw rows, which chain ICU calls.
final class RawBuffers {
    let first = UnsafeMutablePointer<CChar>.allocate(capacity: 160)
    let second = UnsafeMutablePointer<CChar>.allocate(capacity: 160)
    let capacity: Int32 = 160

    deinit {
        first.deallocate()
        second.deallocate()
    }

    static func string(_ pointer: UnsafeMutablePointer<CChar>, _ length: Int32) -> String {
        pointer.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            String(decoding: UnsafeBufferPointer(start: $0, count: Int(length)), as: UTF8.self)
        }
    }
}

/// The distinct rows' counter, carried on from one row to the next.
final class Counter: @unchecked Sendable {
    var next = 0
}

let benchmarks: @Sendable () -> Void = {
    useDefaultConfiguration()
    // Made at run time: a literal would be a constant the optimizer could see.
    let localeText = ["de", "DE"].joined(separator: "-")
    let zoneText = ["America", "Los_Angeles"].joined(separator: "/")
    _ = try! LocaleID(localeText)
    _ = try! TimeZoneID(zoneText)

    // LocaleID from a text seen before.
    do {
        let buffers = RawBuffers()
        compare("LocaleID.create.repeated", [
            Row("library") { try LocaleID(localeText) },
            Row("literal") { () -> LocaleID in
                let id: LocaleID = "de-DE"
                return id
            },
            Row("Locale") { Locale(identifier: localeText) },
            Row("raw") { () -> (String, String) in
                var status: Int32 = 0
                var parsed: Int32 = 0
                let fromTag = localeText.withCString {
                    icub_uloc_for_language_tag($0, buffers.first, buffers.capacity, &parsed, &status)
                }
                precondition(status <= 0 && fromTag < buffers.capacity)
                let idLength = icub_uloc_canonicalize(buffers.first, buffers.second, buffers.capacity, &status)
                precondition(status <= 0 && idLength < buffers.capacity)
                let tagLength = icub_uloc_to_language_tag(buffers.second, 1, buffers.first, buffers.capacity, &status)
                precondition(status <= 0 && tagLength < buffers.capacity)
                return (RawBuffers.string(buffers.second, idLength), RawBuffers.string(buffers.first, tagLength))
            },
        ])
    }

    // The BCP 47 tag of a held ID.
    do {
        let id = try! LocaleID(localeText)
        let locale = Locale(identifier: localeText)
        let output = RawOutput()
        let identifier = id.identifier
        compare("LocaleID.languageTag", [
            Row("library") { id.languageTag },
            Row("Locale") { locale.identifier(.bcp47) },
            Row("raw") { output.string { icub_uloc_to_language_tag(identifier, 1, $0, $1, &$2) } },
        ])
    }

    // TimeZoneID from a text seen before.
    do {
        let output = RawOutput()
        let length = Int32(zoneText.utf8.count)
        compare("TimeZoneID.create.repeated", [
            Row("library") { try TimeZoneID(zoneText) },
            Row("TimeZone") { TimeZone(identifier: zoneText)! },
            Row("raw") {
                output.string { dest, capacity, status in
                    var isSystemID: Int32 = 0
                    return zoneText.withCString {
                        icub_ucal_canonical_time_zone_id($0, length, dest, capacity, &isSystemID, &status)
                    }
                }
            },
        ])
    }

    // Memory with many distinct IDs: one iteration each, the counter carried on so that no
    // text repeats between the rows.
    let counter = Counter()
    for (label, count) in [("10k", 10_000), ("1M", 1_000_000)] {
        let configuration = Benchmark.Configuration(
            metrics: [.wallClock, .peakMemoryResident, .peakMemoryResidentDelta, .mallocCountTotal,
                      .mallocFreeDelta, .memoryLeakedBytes, .throughput],
            warmupIterations: 0, scalingFactor: .one, maxDuration: .seconds(1), maxIterations: 1, thresholds: [:])
        Benchmark("LocaleID.create.distinct.\(label)", configuration: configuration) { benchmark in
            for _ in 0..<count {
                blackHole(try LocaleID("en-x-\(String(counter.next, radix: 36))"))
                counter.next += 1
            }
        }
    }
}
