@testable import ICU
import Testing

/// A pattern of numeric fields reads the text nearly every date of it is at fixed places
/// (`StrptimeProgram.FixedLayout`): that reading must be what the steps read, or nothing.
@Suite("POSIX date patterns: the fixed layout")
struct StrptimeFixedLayoutTests {
    static let numericPatterns = ["%Y-%m-%d %H:%M:%S %z", "%F %T", "%Y%m%d%H%M%S", "%d/%m/%Y", "%D %T",
                                  "%m/%d/%y %H:%M %z", "%Y-%m-%dT%H:%M:%S%z", "%e.%m.%Y", "%Y-%m-%d  %H%n%M"]

    @Test func numericPatternsHaveOneAndOthersNone() throws {
        for pattern in Self.numericPatterns {
            #expect(try StrptimeProgram(Array(pattern.utf8)).fixed != nil, "\(pattern)")
        }
        for pattern in ["%a, %d %b %Y %T %Z", "%Y/%j %H%M%S", "%Y-%m-%d %Z", "%Y %Y-%m-%d", "%Y-%m-%d %H %H", "%B %d %Y"] {
            #expect(try StrptimeProgram(Array(pattern.utf8)).fixed == nil, "\(pattern)")
        }
    }

    /// Texts the pattern writes, and the same with one byte changed: where the fixed layout
    /// answers, its answer is the steps'; on every unchanged text but a leap second, it answers.
    @Test func theFixedLayoutReadsWhatTheStepsRead() throws {
        var random = SplitMix64(seed: 0x5EED_F1DE)
        let replacements = Array("0123456789+-: Z/.T\t".utf8) + [0xC3]
        for pattern in Self.numericPatterns {
            let program = try StrptimeProgram(Array(pattern.utf8))
            let fixed = try #require(program.fixed)
            var answered = 0
            for round in 0..<20_000 {
                let seconds = Int64.random(in: -62_135_596_800...253_402_300_799, using: &random)
                let offset = Int32.random(in: -86_399...86_399, using: &random) / 60 * 60
                var text = [UInt8](repeating: 0, count: program.maximumLength)
                let length = text.withUnsafeMutableBufferPointer { program.write(seconds: seconds, offsetSeconds: offset, into: $0) }
                text.removeLast(text.count - length)
                let unchanged = round % 2 == 0
                if !unchanged {
                    text[Int.random(in: 0..<text.count, using: &random)] = replacements.randomElement(using: &random)!
                }
                let (fast, steps) = text.withUnsafeBufferPointer { bytes in
                    (fixed.parse(bytes), Result { () throws(DateTextFailure) in try program.parseBySteps(bytes) })
                }
                if let fast {
                    answered += 1
                    #expect(fast == (try? steps.get()), "\(pattern) on \(String(decoding: text, as: UTF8.self))")
                } else if unchanged {
                    #expect(Bool(false), "\(pattern): the fixed layout does not read its own \(String(decoding: text, as: UTF8.self))")
                }
            }
            #expect(answered >= 10_000, "\(pattern): \(answered)")
        }
    }
}

/// RFC 3339's common shape (`2014-02-07T12:00:00.5-07:00`) is read straight from the bytes
/// (`ISO8601Scanner.commonTimestamp`): that reading must be the scanner's, or nothing.
@Suite("ISO 8601 timestamps: the common shape")
struct ISO8601CommonShapeTests {
    @Test(arguments: [true, false]) func theCommonShapeReadsWhatTheScannerReads(rfc3339: Bool) throws {
        var random = SplitMix64(seed: rfc3339 ? 0xC0_3339 : 0xC0_8601)
        let replacements = Array("0123456789+-: Zz.Tt,W[".utf8) + [0xC3, 0x7F]
        var answered = 0
        for round in 0..<40_000 {
            let seconds = Int64.random(in: -62_167_219_200...253_402_300_799, using: &random)
            let nanoseconds = [0, 500_000_000, 123_000_000, 1, Int64.random(in: 0..<1_000_000_000, using: &random)].randomElement(using: &random)!
            let offset = Int32.random(in: -86_399...86_399, using: &random) / 60 * 60
            let format = try ISO8601Format(syntax: .iso8601, fractionDigits: [nil, 3, 9].randomElement(using: &random)!)
            var text = Array(format.format(ExactInstant(secondsSince1970: seconds, nanoseconds: nanoseconds),
                                           utcOffset: try UTCOffset(seconds: Int(offset))).utf8)
            if round % 7 == 1 { text[10] = [UInt8(ascii: "t"), UInt8(ascii: " ")].randomElement(using: &random)! }
            let unchanged = round % 2 == 0
            if !unchanged {
                text[Int.random(in: 0..<text.count, using: &random)] = replacements.randomElement(using: &random)!
            }
            let (common, scanned) = text.withUnsafeBufferPointer { bytes in
                var scanner = ISO8601Scanner(bytes, rfc3339: rfc3339)
                return (ISO8601Scanner.commonTimestamp(bytes), Result { () throws(DateTextFailure) in try scanner.timestamp() })
            }
            let shown = String(decoding: text, as: UTF8.self)
            if let common {
                answered += 1
                let scan = try #require(try? scanned.get(), "\(shown): the common shape reads it, the scanner does not")
                #expect(common.seconds == scan.seconds && common.nanoseconds == scan.nanoseconds
                        && common.offsetSeconds == scan.offsetSeconds && common.isLocalOffsetUnknown == scan.isLocalOffsetUnknown,
                        "\(shown): \(common), scanned \(scan)")
            } else if unchanged, text[0] != UInt8(ascii: "+"), text[0] != UInt8(ascii: "-") {  // four-digit years
                #expect(Bool(false), "\(shown): the common shape does not read it")
            }
        }
        #expect(answered >= 20_000, "\(answered)")
    }
}
