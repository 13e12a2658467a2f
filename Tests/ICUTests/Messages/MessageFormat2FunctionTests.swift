import FoundationEssentials
@testable import ICU
import Testing

/// The MF2 functions beyond `:string`, `:number` and `:integer`: ICU 72's text
/// for `:percent`, `:currency`, `:unit`, `:date`, `:time` and `:datetime`,
/// each also compared with ICU's own number skeleton or best pattern in this
/// process; their errors; `bad-variant-key`; dates passed as arguments.
@Suite("MessageFormat 2 functions")
struct MessageFormat2FunctionTests {
    /// A message, the text ICU 72 gives it, and the raw ICU call that gives the same text.
    struct Case: Sendable, CustomStringConvertible {
        let locale: LocaleID
        let source: String
        let cldr42: String
        /// The skeleton (numbers) or template (dates) ICU is asked for directly.
        let raw: String
        let value: Double
        var zone = "UTC"

        var description: String { "\(locale) \(source)" }

        func format() -> (String, [MessageFormat2.Error.Kind]) {
            guard let message = try? MessageFormat2(source, locale: locale, options: .init(bidiIsolation: .none)) else {
                return ("<syntax>", [])
            }
            let (output, errors) = message.formatWithErrors()
            return (output, errors.map(\.kind))
        }
    }

    static let numbers: [Case] = [
        Case(locale: "en_US", source: "{0.1234 :percent maximumFractionDigits=1}", cldr42: "12.3%",
             raw: "percent scale/100 .#", value: 0.1234),
        Case(locale: "de_DE", source: "{0.1234 :percent}", cldr42: "12\u{A0}%",
             raw: "percent scale/100 precision-integer", value: 0.1234),
        Case(locale: "en_US", source: "{-5 :currency currency=usd currencySign=accounting}", cldr42: "($5.00)",
             raw: "currency/USD sign-accounting", value: -5),
        // 1234.5 rounds half away from zero, as the specification says, not half-even as ICU does by default.
        Case(locale: "en_US", source: "{1234.5 :currency currency=JPY}", cldr42: "\u{A5}1,235",
             raw: "currency/JPY rounding-mode-half-up", value: 1234.5),
        Case(locale: "en_US", source: "{1234.5 :currency currency=EUR currencyDisplay=code}", cldr42: "EUR\u{A0}1,234.50",
             raw: "currency/EUR unit-width-iso-code", value: 1234.5),
        Case(locale: "en_US", source: "{1 :currency currency=EUR currencyDisplay=name}", cldr42: "1.00 euros",
             raw: "currency/EUR unit-width-full-name", value: 1),
        Case(locale: "en_US", source: "{5 :currency currency=USD trailingZeroDisplay=stripIfInteger}", cldr42: "$5",
             raw: "currency/USD precision-currency-standard/w", value: 5),
        Case(locale: "en_US", source: "{5.01 :currency currency=USD trailingZeroDisplay=stripIfInteger}", cldr42: "$5.01",
             raw: "currency/USD precision-currency-standard/w", value: 5.01),
        Case(locale: "de_DE", source: "{42 :currency currency=EUR}", cldr42: "42,00\u{A0}\u{20AC}",
             raw: "currency/EUR", value: 42),
        Case(locale: "en_US", source: "{88 :unit unit=kilometer-per-hour}", cldr42: "88 km/h",
             raw: "unit/kilometer-per-hour", value: 88),
        Case(locale: "en_US", source: "{88 :unit unit=kilometer-per-hour unitDisplay=long}", cldr42: "88 kilometers per hour",
             raw: "unit/kilometer-per-hour unit-width-full-name", value: 88),
        Case(locale: "en_US", source: "{88 :unit unit=kilometer-per-hour unitDisplay=narrow}", cldr42: "88km/h",
             raw: "unit/kilometer-per-hour unit-width-narrow", value: 88),
        Case(locale: "en_US", source: "{123.5 :unit unit=meter usage=road maximumFractionDigits=0}", cldr42: "405 ft",
             raw: "unit/meter usage/road precision-integer", value: 123.5),
        Case(locale: "fr_FR", source: "{1234.5 :unit unit=liter}", cldr42: "1\u{202F}234,5\u{202F}l",
             raw: "unit/liter", value: 1234.5),
    ]

    /// 2006-01-02T15:04:06Z.
    static let instant = 1_136_214_246.0

    static let dates: [Case] = [
        Case(locale: "en_US", source: "{|2006-01-02T15:04:06| :datetime dateFields=year-month-day-weekday dateLength=long timePrecision=second}",
             cldr42: "Monday, January 2, 2006 at 3:04:06\u{202F}PM", raw: "yMMMMdEEEEjmmss", value: instant),
        Case(locale: "en_US", source: "{|2006-01-02T15:04:06| :date fields=weekday}", cldr42: "Mon",
             raw: "EEE", value: instant),
        Case(locale: "en_US", source: "{|2006-01-02T15:04:06| :date fields=month-day length=short}", cldr42: "1/2",
             raw: "Md", value: instant),
        Case(locale: "en_US", source: "{|2006-01-02T15:04:06| :time hour12=false}", cldr42: "15:04",
             raw: "Hmm", value: instant),
        Case(locale: "en_US", source: "{|2006-01-02T15:04:06| :time timeZoneStyle=short timeZone=|America/New_York|}",
             cldr42: "3:04\u{202F}PM EST", raw: "jmmz", value: instant + 5 * 3600, zone: "America/New_York"),
        Case(locale: "en_US", source: "{|2006-01-02T15:04:06Z| :time timeZoneStyle=short timeZone=|America/New_York|}",
             cldr42: "10:04\u{202F}AM EST", raw: "jmmz", value: instant, zone: "America/New_York"),
        Case(locale: "en_US", source: "{|2006-01-02T15:04:06+01:00| :time timeZone=input timeZoneStyle=short}",
             cldr42: "3:04\u{202F}PM GMT+1", raw: "jmmz", value: instant - 3600, zone: "GMT+01:00"),
        Case(locale: "ja_JP", source: "{|2006-01-02| :date calendar=japanese length=long}",
             cldr42: "\u{5E73}\u{6210}18\u{5E74}1\u{6708}2\u{65E5}", raw: "yMMMMd", value: instant - 15 * 3600 - 246),
        Case(locale: "de_DE", source: "{|2006-01-02T15:04:06| :datetime}", cldr42: "2. Jan. 2006, 15:04",
             raw: "yMMMdjmm", value: instant),
    ]

    @Test(.cldr42, arguments: numbers + dates)
    func writesICU72Text(_ test: Case) {
        let (output, errors) = test.format()
        #expect(output == test.cldr42)
        #expect(errors.isEmpty)
    }

    @Test(arguments: numbers)
    func numbersAsUnumf(_ test: Case) {
        #expect(test.format().0 == RawICU.number(test.value, skeleton: test.raw, locale: test.locale.identifier))
    }

    @Test(arguments: dates)
    func datesAsUdat(_ test: Case) {
        // The Japanese calendar comes from the locale's keyword, as ICU reads it.
        let locale = test.source.contains("calendar=japanese") ? test.locale.identifier + "@calendar=japanese"
            : test.locale.identifier
        #expect(test.format().0 == RawICU.date(Date(timeIntervalSince1970: test.value), template: test.raw,
                                              locale: locale, zone: test.zone))
    }

    /// Rounding follows the specification's default (half away from zero)
    /// unless `roundingMode` says otherwise; the other digit options.
    @Test(arguments: [
        ("{2.5 :number maximumFractionDigits=0}", "3"),
        ("{2.5 :number maximumFractionDigits=0 roundingMode=halfEven}", "2"),
        ("{1.5 :number maximumFractionDigits=0 roundingMode=floor}", "1"),
        ("{1.27 :number roundingIncrement=5 maximumFractionDigits=2}", "1.25"),
        ("{1.2345 :number maximumFractionDigits=2 maximumSignificantDigits=2 roundingPriority=lessPrecision}", "1.2"),
        ("{3 :number minimumFractionDigits=2 trailingZeroDisplay=stripIfInteger}", "3"),
        ("{41 :offset add=1}", "42"),
        ("{0.5 :offset subtract=1}", "-0.5"),
    ])
    func roundsAndOffsets(_ source: String, _ expected: String) throws {
        let message = try MessageFormat2(source, locale: "en_US", options: .init(bidiIsolation: .none))
        #expect(message.formatWithErrors().output == expected)
        #expect(message.formatWithErrors().errors.isEmpty)
    }

    /// `:currency`'s `roundingIncrement` counts the currency's minor unit (ECMA-402,
    /// and ICU's testdata/message2/currency-options.json): 5 is €0.05, ¥5, 0.005 BHD;
    /// with `fractionDigits`, a unit of its last digit. `fractionDigits=auto` is the
    /// currency's own digits, with an increment too. Each is also ICU's own skeleton.
    @Test(arguments: [
        ("{42.75 :currency currency=EUR roundingIncrement=5}", "\u{20AC}42.75", "currency/EUR precision-increment/0.05 rounding-mode-half-up", 42.75),
        ("{42.75 :currency currency=EUR roundingIncrement=2}", "\u{20AC}42.76", "currency/EUR precision-increment/0.02 rounding-mode-half-up", 42.75),
        ("{42.75 :currency currency=EUR roundingIncrement=250}", "\u{20AC}42.50", "currency/EUR precision-increment/2.50 rounding-mode-half-up", 42.75),
        ("{42.75 :currency currency=EUR roundingIncrement=1000}", "\u{20AC}40.00", "currency/EUR precision-increment/10.00 rounding-mode-half-up", 42.75),
        ("{-42.75 :currency currency=EUR roundingIncrement=10 roundingMode=floor}", "-\u{20AC}42.80", "currency/EUR precision-increment/0.10 rounding-mode-floor", -42.75),
        ("{42.725 :currency currency=EUR roundingIncrement=5 roundingMode=halfEven}", "\u{20AC}42.70", "currency/EUR precision-increment/0.05 rounding-mode-half-even", 42.725),
        ("{42.17 :currency currency=EUR fractionDigits=2 roundingIncrement=5}", "\u{20AC}42.15", "currency/EUR precision-increment/0.05 rounding-mode-half-up", 42.17),
        ("{42.75 :currency currency=EUR fractionDigits=auto roundingIncrement=5}", "\u{20AC}42.75", "currency/EUR precision-increment/0.05 rounding-mode-half-up", 42.75),
        ("{42.75 :currency currency=EUR fractionDigits=1 roundingIncrement=2}", "\u{20AC}42.8", "currency/EUR precision-increment/0.2 rounding-mode-half-up", 42.75),
        ("{42.75 :currency currency=EUR fractionDigits=0 roundingIncrement=5}", "\u{20AC}45", "currency/EUR precision-increment/5 rounding-mode-half-up", 42.75),
        ("{1234 :currency currency=JPY roundingIncrement=5}", "\u{A5}1,235", "currency/JPY precision-increment/5 rounding-mode-half-up", 1234),
        ("{1234 :currency currency=JPY roundingIncrement=50 fractionDigits=auto}", "\u{A5}1,250", "currency/JPY precision-increment/50 rounding-mode-half-up", 1234),
        ("{42.7512 :currency currency=BHD roundingIncrement=5}", "BHD\u{A0}42.750", "currency/BHD precision-increment/0.005 rounding-mode-half-up", 42.7512),
        ("{42.7512 :currency currency=BHD roundingIncrement=25 currencyDisplay=code}", "BHD\u{A0}42.750", "currency/BHD unit-width-iso-code precision-increment/0.025 rounding-mode-half-up", 42.7512),
    ])
    func currencyIncrementsCountTheMinorUnit(_ source: String, _ icu72: String, _ skeleton: String, _ value: Double) throws {
        let (output, errors) = try MessageFormat2(source, locale: "en_US", options: .init(bidiIsolation: .none)).formatWithErrors()
        #expect(errors.isEmpty)
        #expect(output == RawICU.number(value, skeleton: skeleton, locale: "en_US"))
        if TestedICU.isPinned { #expect(output == icu72) }
    }

    /// Errors the specification names, and the fallback written in their place.
    @Test(arguments: [
        ("{42 :currency currency=EURO}", "{|42|}", [MessageFormat2.Error.Kind.badOption]),
        (".local $n = {42 :currency currency=EUR} {{{$n :currency currency=USD}}}", "\u{20AC}42.00", [.badOption]),
        ("{1 :unit}", "{|1|}", [.badOperand]),
        ("{1 :unit unit=Meter}", "{|1|}", [.badOption]),
        ("{1 :unit unit=horse}", "{|1|}", [.badOption]),
        ("{1 :unit unit=meter usage=Road}", "{|1|}", [.badOption]),
        ("{1 :number roundingMode=sideways}", "{|1|}", [.badOption]),
        ("{1 :number roundingIncrement=3}", "{|1|}", [.badOption]),
        ("{1 :percent roundingPriority=most}", "{|1|}", [.badOption]),
        ("{1 :offset add=100}", "{|1|}", [.badOption]),
        ("{1 :offset add=01}", "{|1|}", [.badOption]),
        ("{|2006-02-30| :date}", "{|2006-02-30|}", [.badOperand]),
        ("{|2006-01-02T24:00:00| :datetime}", "{|2006-01-02T24:00:00|}", [.badOperand]),
        ("{|2006-01-02T15:04:06+14:01| :datetime}", "{|2006-01-02T15:04:06+14:01|}", [.badOperand]),
        ("{|0000-01-02| :date}", "{|0000-01-02|}", [.badOperand]),
        ("{42 :date}", "{|42|}", [.badOperand]),
        ("{|2006-01-02| :date length=huge}", "{|2006-01-02|}", [.badOption]),
        ("{|2006-01-02| :date calendar=x}", "{|2006-01-02|}", [.badOption]),
        ("{|2006-01-02| :time timeZone=|Mars/Olympus|}", "{|2006-01-02|}", [.badOption]),
        ("{|2006-01-02| :time hour12=maybe}", "{|2006-01-02|}", [.badOption]),
        (".local $d = {|2006-01-02| :date} .match $d * {{x}}", "x", [.badSelector]),
        (".local $n = {42 :unit unit=meter} .match $n * {{x}}", "x", [.badSelector]),
    ])
    func reportsErrors(_ source: String, _ fallback: String, _ kinds: [MessageFormat2.Error.Kind]) throws {
        let (output, errors) = try MessageFormat2(source, locale: "en_US", options: .init(bidiIsolation: .none)).formatWithErrors()
        #expect(output == fallback)
        #expect(errors.map(\.kind) == kinds)
    }

    /// `timeZone=input` on a date without an offset is a bad operand, and the
    /// date is still written (in UTC).
    @Test func inputZoneWithoutOffset() throws {
        let message = try MessageFormat2("{|2006-01-02T15:04:06| :time timeZone=input hour12=false}", locale: "en_US",
                                         options: .init(bidiIsolation: .none))
        #expect(message.formatWithErrors().output == "15:04")
        #expect(message.formatWithErrors().errors.map(\.kind) == [.badOperand])
    }

    /// A variable cannot set a style option of a date function: bad-option, and the option is ignored.
    @Test func styleOptionFromVariable() throws {
        let message = try MessageFormat2(".local $l = {long} {{{|2006-01-02| :date fields=weekday length=$l}}}",
                                         locale: "en_US", options: .init(bidiIsolation: .none))
        let withoutLength = try MessageFormat2("{|2006-01-02| :date fields=weekday}", locale: "en_US",
                                               options: .init(bidiIsolation: .none)).format()
        #expect(message.formatWithErrors().output == withoutLength)
        #expect(message.formatWithErrors().errors.map(\.kind) == [.badOption])
    }

    /// A key that is neither a number literal nor a plural category is a
    /// bad variant key for a numeric selector; the other keys still select.
    @Test func badVariantKey() throws {
        let message = try MessageFormat2(
            ".local $n = {42 :number} .match $n 1 {{one exactly}} horse {{horse}} * {{other}}",
            locale: "en_US", options: .init(bidiIsolation: .none))
        let (output, errors) = message.formatWithErrors()
        #expect(output == "other")
        #expect(errors.map(\.kind) == [.badVariantKey])
        // Keys of :string are never bad.
        let text = try MessageFormat2(".local $s = {horse :string} .match $s horse {{horse}} * {{other}}",
                                      locale: "en_US", options: .init(bidiIsolation: .none)).formatWithErrors()
        #expect(text.output == "horse" && text.errors.isEmpty)
    }

    /// `:percent` selects on the value times 100.
    @Test func percentSelectsOnHundredfold() throws {
        let message = try MessageFormat2(".local $p = {1 :percent} .match $p 1 {{one}} 100 {{hundred}} * {{other}}",
                                         locale: "en_US", options: .init(bidiIsolation: .none))
        #expect(message.format() == "hundred")
    }

    /// A `Date` argument is an instant in UTC; without a function it is written as `:datetime` writes it.
    @Test func dateArguments() throws {
        let date = MessageArgument.date(Date(timeIntervalSince1970: Self.instant))
        let literal = try MessageFormat2("{|2006-01-02T15:04:06Z| :datetime timePrecision=second}", locale: "en_US",
                                         options: .init(bidiIsolation: .none)).format()
        #expect(try MessageFormat2("{$d :datetime timePrecision=second}", locale: "en_US", options: .init(bidiIsolation: .none))
            .format(["d": date]) == literal)
        let plain = try MessageFormat2("{|2006-01-02T15:04:06Z| :datetime}", locale: "en_US", options: .init(bidiIsolation: .none)).format()
        #expect(try MessageFormat2("{$d}", locale: "en_US", options: .init(bidiIsolation: .none)).format(["d": date]) == plain)
        #expect(MessageValue(input: date, formatted: "").text == "2006-01-02T15:04:06Z")
        #expect(try MessageFormat2("{$d :number}", locale: "en_US", options: .init(bidiIsolation: .none))
            .formatWithErrors(["d": date]).errors.map(\.kind) == [.badOperand])
    }

    /// Date literals: leap days by the Gregorian rules, fractions of a second, offsets up to ±14:00.
    @Test func dateLiterals() {
        #expect(DateTimeFunction.parse("2004-02-29") != nil)
        #expect(DateTimeFunction.parse("2100-02-29") == nil)
        #expect(DateTimeFunction.parse("2000-02-29")?.wallSeconds == 951_782_400)
        #expect(DateTimeFunction.parse("2006-01-02T15:04:06.250Z")?.wallSeconds == Self.instant + 0.25)
        #expect(DateTimeFunction.parse("2006-01-02T15:04:06.2500") == nil)
        #expect(DateTimeFunction.parse("2006-01-02T15:04:06-14:00")?.offsetSeconds == -50_400)
        #expect(DateTimeFunction.parse("2006-01-02T15:04") == nil)
        #expect(DateTimeFunction.parse("2006-1-02") == nil)
        #expect(DateTimeFunction.isoText(Date(timeIntervalSince1970: -1)) == "1969-12-31T23:59:59Z")
        #expect(DateTimeFunction.isoText(Date(timeIntervalSince1970: .nan)) == "nan")
        #expect(DateTimeFunction.operand(.date(Date(timeIntervalSince1970: .infinity))) == nil)
    }
}
