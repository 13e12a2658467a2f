import FoundationEssentials
@testable import ICU
import ICUBridge
import Testing

/// Date inputs that used to give wrong or empty output.
@Suite("DateFormat: exact instants and patterns that write nothing")
struct DateFormatReliabilityTests {
    /// The pattern letters and widths ICU 72 writes nothing for, found by asking
    /// ICU itself: the library refuses exactly those.
    @Test func patternWidthsICUWritesNothingForAreRefused() throws {
        for letter in DatePatternSyntax.patternLetters.sorted() {
            for width in 1...9 {
                let pattern = String(repeating: Character(Unicode.Scalar(letter)), count: width)
                let icuWrites = try rawOutput(pattern: pattern).isEmpty == false
                let accepted = (try? DateFormat(pattern: pattern, locale: "en_US", timeZone: losAngeles())) != nil
                #expect(accepted == icuWrites, "\(pattern): ICU writes \(icuWrites ? "something" : "nothing")")
            }
        }
    }

    @Test func aBadWidthInsideAPatternNamesItsOffset() throws {
        let error = try requireICUError("U_INVALID_FORMAT_ERROR", mentioning: "yyyy OO") {
            try DateFormat(pattern: "yyyy OO", locale: "en_US", timeZone: .utc)
        }
        #expect(error.utf8Offset == 5)
        #expect(try DateFormat(pattern: "yyyy 'OO' O", locale: "en_US", timeZone: .utc).format(Date(timeIntervalSince1970: 0))
            == RawICU.date(Date(timeIntervalSince1970: 0), pattern: "yyyy 'OO' O", locale: "en_US", zone: "UTC"))
    }

    /// ICU's best pattern for `OOO` in es_ES is `OOO`, which writes nothing.
    @Test(.cldr42) func bestPatternsADateFormatCannotUseAreRefused() throws {
        let error = try requireICUError("U_ILLEGAL_ARGUMENT_ERROR", mentioning: "OOO") {
            try DatePatternGenerator(locale: "es_ES").bestPattern(for: "OOO")
        }
        #expect(error.reason?.hasPrefix("ICU's pattern for this template, 'OOO'") == true, "\(error)")
        #expect(throws: ICUError.self) { try DateFormat(template: "OOO", locale: "es_ES", timeZone: .utc) }
    }

    /// ICU 72 writes dates in algorithmic numbering systems but cannot read them back.
    @Test func datesInAlgorithmicNumberingSystemsAreNotParsed() throws {
        let format = try DateFormat(pattern: "yyyy-MM-dd", locale: "zh@numbers=hans", timeZone: .utc)
        let text = format.format(Date(timeIntervalSince1970: 0))
        #expect(text == RawICU.date(Date(timeIntervalSince1970: 0), pattern: "yyyy-MM-dd", locale: "zh@numbers=hans", zone: "UTC"))
        for lenient in [false, true] {
            try requireICUError("U_UNSUPPORTED_ERROR", mentioning: "zh@numbers=hans") { try format.parse(text, lenient: lenient) }
        }
    }

    /// A `Date` made from whole milliseconds formats as those milliseconds, at
    /// every millisecond of a second, in years near and far.
    @Test("a whole millisecond formats as itself", arguments: [
        Int64(0), 172_310_156_000, 1_420_070_399_000, -12_219_292_800_000, 253_402_300_799_000, -62_135_596_800_000,
        1_099_511_627_776_000, -2_199_023_255_552_000,
    ])
    func wholeMillisecondsFormatAsThemselves(base: Int64) throws {
        let format = try DateFormat(pattern: "SSS", locale: "en_US_POSIX", timeZone: .utc)
        for millisecond in 0..<1000 {
            let date = Date(timeIntervalSince1970: Double(base + Int64(millisecond)) / 1000)
            let expected = String(repeating: "0", count: millisecond < 10 ? 2 : millisecond < 100 ? 1 : 0) + String(millisecond)
            #expect(format.format(date) == expected, "\(base + Int64(millisecond)) ms")
        }
    }

    @Test func fractionsOfAMillisecondAreTruncatedNeverRoundedUp() throws {
        let format = try DateFormat(pattern: "yyyy-MM-dd HH:mm:ss.SSS", locale: "en_US_POSIX", timeZone: .utc)
        #expect(format.format(Date(timeIntervalSince1970: 172_310_156.468)) == "1975-06-18 07:55:56.468")
        #expect(format.format(Date(timeIntervalSince1970: 1.0006)) == "1970-01-01 00:00:01.000")
        #expect(format.format(Date(timeIntervalSince1970: 0.9994)) == "1970-01-01 00:00:00.999")
        #expect(format.format(Date(timeIntervalSince1970: 1_420_070_399.9996)) == "2014-12-31 23:59:59.999")
    }

    /// `udat_format` of `pattern` in en_US, Los Angeles, at 2014-01-05 15:08:09 UTC, straight through the bridge.
    private func rawOutput(pattern: String) throws -> String {
        var status: Int32 = 0
        let zone = "America/Los_Angeles"
        let format = try #require(pattern.withCString {
            icub_udat_open(Int32(ICUB_UDAT_PATTERN), Int32(ICUB_UDAT_PATTERN), "en_US", zone, Int32(zone.utf8.count),
                           $0, Int32(pattern.utf8.count), &status)
        })
        defer { icub_udat_close(format) }
        var buffer = [CChar](repeating: 0, count: 512)
        let length = icub_udat_format(format, 1_388_934_489_000, &buffer, 512, &status)
        #expect(status <= 0)
        return String(decoding: buffer[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
