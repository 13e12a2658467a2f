import ICU
import Testing

/// `DurationValue`: ISO 8601 durations read strictly, amounts kept as
/// written, and every malformed, overflowing or contradictory input refused
/// with a typed error at its offset.
@Suite("Duration values")
struct DurationValueTests {
    @Test(arguments: [
        ("PT1H2M3S", false, [(DurationValue.Unit.hours, 1.0), (.minutes, 2), (.seconds, 3)]),
        ("P1DT2H", false, [(.days, 1), (.hours, 2)]),
        ("P2W", false, [(.weeks, 2)]),
        ("PT2.5S", false, [(.seconds, 2.5)]),
        ("PT2,5S", false, [(.seconds, 2.5)]),
        ("-PT1H30M", true, [(.hours, 1), (.minutes, 30)]),
        ("+P1Y", false, [(.years, 1)]),
        ("PT0H0M30S", false, [(.hours, 0), (.minutes, 0), (.seconds, 30)]),
        ("P1Y2M3W4DT5H6M7S", false, [(.years, 1), (.months, 2), (.weeks, 3), (.days, 4), (.hours, 5), (.minutes, 6), (.seconds, 7)]),
        ("P0001D", false, [(.days, 1)]),
        ("PT90M", false, [(.minutes, 90)]),
        ("P1.5D", false, [(.days, 1.5)]),
        ("PT9007199254740991S", false, [(.seconds, 9_007_199_254_740_991)]),
    ])
    func readsAmountsAsWritten(text: String, negative: Bool, amounts: [(DurationValue.Unit, Double)]) throws {
        let value = try DurationValue(iso8601: text)
        #expect(value.isNegative == negative)
        #expect(value.components.map(\.unit) == amounts.map(\.0))
        #expect(value.components.map(\.magnitude) == amounts.map(\.1))
        #expect(value == (try DurationValue(amounts.map { ($0.0, negative ? -$0.1 : $0.1) })))
    }

    /// Every failure is `U_PARSE_ERROR`, bad input, at the offset where the
    /// text stops being a duration, with the reason.
    @Test(arguments: [
        ("", 0, "the text is empty"),
        ("P", 1, "'P' with no amount after it"),
        ("-P", 2, "'P' with no amount after it"),
        ("PT", 2, "'T' with no time amount after it"),
        ("P1DT", 4, "'T' with no time amount after it"),
        ("1D", 0, "a duration starts with 'P'"),
        (" PT1S", 0, "a duration starts with 'P'"),
        ("pt1s", 0, "a duration starts with 'P'"),
        ("--P1D", 1, "a duration starts with 'P'"),
        ("PT1S ", 4, "expected a digit"),
        ("P1", 2, "an amount with no unit letter after it"),
        ("P1H", 2, "expected 'Y', 'M', 'W' or 'D' after an amount before 'T'"),
        ("PT1D", 3, "expected 'H', 'M' or 'S' after an amount of time"),
        ("PT1s", 3, "expected 'H', 'M' or 'S' after an amount of time"),
        ("P1D1Y", 4, "'Y' (years) after days"),
        ("PT1M1M", 5, "'M' (minutes) after minutes"),
        ("P1DT1HT1M", 6, "a second 'T'"),
        ("PT1.5H2M", 6, "an amount after the one with a fraction at 3"),
        ("PT1.S", 4, "expected a digit after the decimal sign"),
        ("PT.5S", 2, "'T' with no time amount after it"),
        ("PT0.1234567891S", 13, "more than nine fraction digits"),
        ("PT9007199254740992S", 2, "an amount of 2^53 (9,007,199,254,740,992) or more"),
        ("P99999999999999999999999Y", 1, "an amount of 2^53 (9,007,199,254,740,992) or more"),
        ("PT1H\u{0}", 4, "expected a digit"),
        ("P١D", 1, "expected a digit"),
        ("PT−1S", 2, "'T' with no time amount after it"),
        ("PT1000000.123456789S", 2, "an amount with a fraction and more than 15 significant digits"),
        ("P1Y0.1234567891D", 14, "more than nine fraction digits"),
    ])
    func malformedTextFailsAtItsOffset(text: String, offset: Int, reason: String) {
        do {
            let value = try DurationValue(iso8601: text)
            Issue.record("\(text.debugDescription) read as \(value)")
        } catch {
            #expect(error.code == .parseError)
            #expect(error.kind == .badInput)
            #expect(error.utf8Offset == offset, "\(text.debugDescription)")
            #expect(error.reason == reason, "\(text.debugDescription)")
        }
    }

    /// Amounts given as numbers: NaN, infinities, 2^53 and more, mixed signs,
    /// fractions before the smallest amount, a unit twice and none at all fail.
    @Test func badAmountsFail() {
        func expectRefused(_ make: () throws -> DurationValue, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(sourceLocation: sourceLocation) { try make() } throws: { error in
                (error as? ICUError)?.code == .illegalArgument && (error as? ICUError)?.kind == .badInput
            }
        }
        expectRefused { try DurationValue() }
        expectRefused { try DurationValue(seconds: .nan) }
        expectRefused { try DurationValue(hours: .infinity) }
        expectRefused { try DurationValue(minutes: -.infinity) }
        expectRefused { try DurationValue(days: 9_007_199_254_740_992) }
        expectRefused { try DurationValue(days: 1e300) }
        expectRefused { try DurationValue(hours: -1, minutes: 30) }
        expectRefused { try DurationValue(years: 1, seconds: -0.5) }
        expectRefused { try DurationValue(hours: 1.5, minutes: 30) }
        expectRefused { try DurationValue([(.hours, 1), (.hours, 2)]) }
        expectRefused { try DurationValue([]) }
    }

    @Test func amountsAsGiven() throws {
        let value = try DurationValue(days: -1, hours: 0, seconds: -2.25)
        #expect(value.isNegative)
        #expect(value.amount(of: .days) == -1)
        #expect(value.amount(of: .hours) == 0)
        #expect(value.amount(of: .seconds) == -2.25)
        #expect(value.amount(of: .minutes) == nil)
        #expect(value.components.map(\.billionths) == [0, 0, 250_000_000])
        // Zero amounts alone are not negative; a fraction rounds to the nearest billionth.
        #expect(try !DurationValue(iso8601: "-PT0S").isNegative)
        #expect(try DurationValue(seconds: 0.9999999999).components[0].whole == 1)
        #expect(try DurationValue(seconds: -0.0) == DurationValue(seconds: 0))
        // A Double's fraction is the decimal it stands for, to 15 significant digits.
        #expect(try DurationValue(seconds: 0.1 + 0.2).components[0].billionths == 300_000_000)
        #expect(try DurationValue(seconds: 999_999_999.99999).components[0].billionths == 999_990_000)
        #expect(try DurationValue(seconds: 1_000_000.123456789).iso8601 == "PT1000000.12345679S")
    }

    /// ``DurationValue/iso8601`` reads back as the same value.
    @Test(arguments: ["PT1H2M3S", "-P1DT0H", "P2W", "PT2.5S", "P1Y2M3W4DT5H6M7.000000001S", "PT0S", "P1.25D"])
    func iso8601RoundTrips(text: String) throws {
        let value = try DurationValue(iso8601: text)
        #expect(value.iso8601 == text)
        #expect(try DurationValue(iso8601: try #require(value.iso8601)) == value)
    }

    @Test func iso8601HasNoLetterForMilliseconds() throws {
        #expect(try DurationValue(seconds: 1, milliseconds: 5).iso8601 == nil)
        #expect(try DurationValue(iso8601: "PT2,50S").iso8601 == "PT2.5S")
    }

    /// A million-byte text fails as fast as a short one, at its first bad byte.
    @Test func longTextFailsAtItsFirstBadByte() {
        let text = "PT" + String(repeating: "0", count: 1_000_000) + "1X"
        #expect { try DurationValue(iso8601: text) } throws: { ($0 as? ICUError)?.utf8Offset == 1_000_003 }
    }
}
