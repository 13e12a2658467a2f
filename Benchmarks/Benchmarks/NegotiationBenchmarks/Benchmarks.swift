// An Accept-Language header against 20 supported locales: afresh, remembered, ICU's own reading,
// Foundation's Bundle; reading headers of growing size.
import Benchmark
import BenchmarkSupport
import Foundation
import ICU
import ICUBridge

// Choosing a site's locale for a request's Accept-Language header: a typical browser
// header of 5 entries against 20 supported locales, with a matcher built once.
//   library   SupportedLocales.negotiate(PreferredLanguages(acceptLanguage:)): the header
//             read and matched afresh, as for a header never seen before
//   memo      SupportedLocales.negotiate(acceptLanguage:): the same header again, answered
//             from the matcher's memo of headers
//   parsed    SupportedLocales.negotiate(_:) of the header read before: the matching
//             alone, ICU's LocaleMatcher::getBestMatchResult and the bridge around it
//   raw       ICU reading and matching the header itself, through ICUBridge, on a
//             LocaleMatcher built once: LocaleMatcher::getBestMatchForListString, the
//             chosen ID into a reused buffer, then a String (ICU rejects a whole header
//             for one malformed entry; the library reads headers itself)
//   Bundle    Foundation's nearest: the header split by hand (entries, ";q=", sorted by
//             weight) and Bundle.preferredLocalizations(from:forPreferences:)
// Names: Negotiation.header5.<row>, and `.paired` (see `compare`).
//
// PreferredLanguages.parse.<size>: reading headers of 5 entries, of 1 KiB and of 8 KiB
// (64 entries padded with white space), and of 1 MiB (only the first 8 KiB is read):
// the cost grows with the bytes read, linearly.
// SupportedLocales.create.20: building the matcher, what `library` saves by reuse.

let supported = ["en-US", "en-GB", "de", "de-CH", "fr", "fr-CA", "es", "es-419", "it", "pt-BR",
                 "pt-PT", "nl", "sv", "da", "nb", "fi", "pl", "ja", "zh-Hans", "zh-Hant"]

/// A header padded to about `bytes` bytes with white space in 64 entries.
func paddedHeader(bytes: Int) -> String {
    let padding = String(repeating: " ", count: max(0, bytes / 64 - 12))
    return (0..<64).map { _ in "de-CH\(padding);q=0.5" }.joined(separator: ",")
}

/// Foundation's way: split the header, order by weight, ask Bundle.
func foundationNegotiation(_ header: String) -> String? {
    var weighted: [(range: String, weight: Double, order: Int)] = []
    for (order, element) in header.split(separator: ",").enumerated() {
        let parts = element.split(separator: ";")
        let range = parts[0].trimmingCharacters(in: .whitespaces)
        var weight = 1.0
        if parts.count > 1, let q = parts[1].trimmingCharacters(in: .whitespaces).split(separator: "=").last,
           let value = Double(q) { weight = value }
        if weight > 0, range != "*" { weighted.append((range, weight, order)) }
    }
    weighted.sort { $0.weight != $1.weight ? $0.weight > $1.weight : $0.order < $1.order }
    return Bundle.preferredLocalizations(from: supported, forPreferences: weighted.map(\.range)).first
}

let benchmarks: @Sendable () -> Void = {
    useDefaultConfiguration()
    // Made at run time: a literal would be a constant the optimizer could see.
    let header = ["fr-CH", "fr;q=0.9", "en;q=0.8", "de;q=0.7", "*;q=0.5"].joined(separator: ", ")
    let matcher = try! SupportedLocales(supported.map { try LocaleID($0) })
    let parsed = PreferredLanguages(acceptLanguage: header)

    let rawMatcher: OpaquePointer = {
        var status: Int32 = 0
        // The IDs NUL-terminated, end to end, as the bridge takes them.
        let ids = matcher.locales.flatMap { $0.identifier.utf8.map { CChar(bitPattern: $0) } + [0] }
        return OpaquePointer(icub_localematcher_open(ids, Int32(matcher.locales.count), &status)!)
    }()
    let output = RawOutput()
    var headerBytes = Array(header.utf8).map { CChar(bitPattern: $0) }
    let headerLength = Int32(headerBytes.count)
    headerBytes.append(0)

    compare("Negotiation.header5", [
        Row("library") { supported[matcher.negotiate(PreferredLanguages(acceptLanguage: header)).index] },
        Row("memo") { supported[matcher.negotiate(acceptLanguage: header).index] },
        Row("parsed") { supported[matcher.negotiate(parsed).index] },
        Row("raw") { () -> String in
            output.string { dest, capacity, status in
                icub_localematcher_best_for_header(UnsafePointer(rawMatcher), headerBytes, headerLength, dest, capacity, &status)
            }
        },
        Row("Bundle") { foundationNegotiation(header) ?? "" },
    ])

    let oneKiB = paddedHeader(bytes: 1024)
    let eightKiB = paddedHeader(bytes: 8 * 1024)
    let megabyte = String(repeating: "de-CH;q=0.5,", count: (1 << 20) / 12)
    perCall("PreferredLanguages.parse.header5") { PreferredLanguages(acceptLanguage: header).entries.count }
    perCall("PreferredLanguages.parse.1KiB") { PreferredLanguages(acceptLanguage: oneKiB).entries.count }
    perCall("PreferredLanguages.parse.8KiB") { PreferredLanguages(acceptLanguage: eightKiB).entries.count }
    perCall("PreferredLanguages.parse.1MiB") { PreferredLanguages(acceptLanguage: megabyte).entries.count }
    perCall("SupportedLocales.create.20") { try SupportedLocales(supported.map { try LocaleID($0) }).locales.count }
}
