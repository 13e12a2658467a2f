import FoundationEssentials
@_spi(Testing) @testable import ICU
import Testing

/// Numeric selection on the value as the function's options write it
/// (spec/functions/number.md, "Rule Selection": the operand "as modified by
/// function options"; ICU selects with `uplrules_selectFormatted` on the
/// formatted number): rounding, significant digits and `:percent`'s scale
/// decide both the plural category and which exact key matches, in the
/// compiled plan as in resolution.
@Suite("MessageFormat 2 selection on the formatted value")
struct MessageFormat2SelectionTests {
    /// Formats by the plan (where there is one) and by resolution, both with no error.
    static func expectSelects(_ source: String, locale: LocaleID = "en_US", _ arguments: [String: MessageArgument] = [:],
                              _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let message = try MessageFormat2(source, locale: locale, options: .init(bidiIsolation: .none))
        let planned = message.formatWithErrors(arguments)
        let resolved = message.formatByResolution(arguments)
        #expect(planned.output == expected && planned.errors.isEmpty, "\(source) \(arguments): \(planned)",
                sourceLocation: sourceLocation)
        #expect(resolved.output == expected && resolved.errors.isEmpty, "\(source) \(arguments): \(resolved)",
                sourceLocation: sourceLocation)
    }

    /// ICU's own expectations (testdata/message2/icu-test-selectors.json): 1.25
    /// with no fraction digits is "1", which is `one` in English.
    @Test(arguments: [
        (1.25, 0, "1 dollar"),
        (1.25, 2, "1.25 dollars"),
        (0.6, 0, "1 dollar"),
        (1.004, 2, "1 dollar"),
        (1.006, 2, "1.01 dollars"),
    ])
    func pluralOfTheRoundedValue(_ price: Double, _ maxF: Int, _ expected: String) throws {
        try Self.expectSelects(".local $c = {$price :number maximumFractionDigits=$maxF} .match $c one {{{$c} dollar}} * {{{$c} dollars}}",
                               ["price": .double(price), "maxF": .integer(maxF)], expected)
        try Self.expectSelects(".input {$price :number maximumFractionDigits=\(maxF)} .match $price one {{{$price} dollar}} * {{{$price} dollars}}",
                               ["price": .double(price)], expected)
    }

    /// Visible fraction digits count: 1 with two fraction digits is "1.00", `other`.
    @Test func minimumDigitsShowFractionDigits() throws {
        try Self.expectSelects(".local $c = {$price :number minimumFractionDigits=2} .match $c one {{{$c} dollar}} * {{{$c} dollars}}",
                               ["price": .integer(1)], "1.00 dollars")
        try Self.expectSelects(".input {$n :number minimumSignificantDigits=2} .match $n one {{{$n} dollar}} * {{{$n} dollars}}",
                               ["n": .integer(1)], "1.0 dollars")
        try Self.expectSelects(".input {$n :number maximumSignificantDigits=2} .match $n one {{{$n} dollar}} * {{{$n} dollars}}",
                               ["n": .double(1.04)], "1 dollar")
    }

    /// Ordinals: 1.6 with no fraction digits is 2, "2nd"; 23 to one significant digit is 20, "20th".
    @Test func ordinalOfTheRoundedValue() throws {
        let source = ".input {$n :number select=ordinal %@} .match $n one {{{$n}st}} two {{{$n}nd}} few {{{$n}rd}} * {{{$n}th}}"
        try Self.expectSelects(source.replacingOccurrences(of: "%@", with: "maximumFractionDigits=0"), ["n": .double(1.6)], "2nd")
        try Self.expectSelects(source.replacingOccurrences(of: "%@", with: "maximumSignificantDigits=1"), ["n": .integer(23)], "20th")
        try Self.expectSelects(source.replacingOccurrences(of: "%@", with: "maximumSignificantDigits=1"), ["n": .integer(21)], "20th")
        try Self.expectSelects(source.replacingOccurrences(of: "%@", with: "roundingIncrement=5 maximumFractionDigits=0"),
                               ["n": .integer(22)], "20th")
    }

    /// French: 1.5 is `one` ("1,5 jour"), but with no fraction digits it is 2, `other`.
    @Test func frenchPluralOfTheRoundedValue() throws {
        let source = ".input {$n :number maximumFractionDigits=0} .match $n one {{{$n} jour}} * {{{$n} jours}}"
        try Self.expectSelects(source, locale: "fr_FR", ["n": .double(1.5)], "2 jours")
        try Self.expectSelects(source, locale: "fr_FR", ["n": .double(1.4)], "1 jour")
    }

    /// An exact key matches the value written: 1.25 with no fraction digits is 1,
    /// and 12 to one significant digit is 10, not 12.
    @Test func exactKeysMatchTheRoundedValue() throws {
        try Self.expectSelects(".input {$n :number maximumFractionDigits=0} .match $n 1 {{exactly one}} * {{{$n}}}",
                               ["n": .double(1.25)], "exactly one")
        try Self.expectSelects(".input {$n :number select=exact maximumFractionDigits=1} .match $n 1.3 {{1.3}} * {{{$n}}}",
                               ["n": .decimal("1.25")], "1.3")
        for select in ["exact", "plural", "ordinal"] {
            let source = ".input {$n :number select=\(select) maximumSignificantDigits=1} .match $n 12 {{twelve}} 10 {{ten}} * {{{$n}}}"
            try Self.expectSelects(source, ["n": .integer(12)], "ten")
            try Self.expectSelects(source, ["n": .integer(10)], "ten")
        }
        try Self.expectSelects(".input {$n :integer} .match $n 1 {{one}} * {{{$n}}}", ["n": .double(1.9)], "one")
    }

    /// `:percent` selects on the percentage written: 0.0125 is "1%", `one`, and matches the key 1.
    @Test func percentSelectsOnTheRoundedPercentage() throws {
        try Self.expectSelects(".local $p = {$x :percent} .match $p one {{{$p}: one}} * {{{$p}: other}}",
                               ["x": .double(0.0125)], "1%: one")
        try Self.expectSelects(".local $p = {$x :percent} .match $p 1 {{exactly {$p}}} * {{{$p}: other}}",
                               ["x": .double(0.0125)], "exactly 1%")
        try Self.expectSelects(".local $p = {$x :percent maximumFractionDigits=1} .match $p 1 {{exactly {$p}}} * {{{$p}: other}}",
                               ["x": .double(0.0125)], "1.3%: other")
    }
}

/// A property over many locales, values and options: the variant `.match`
/// chooses is the plural category of the number as written, found
/// independently (ICU formats the value with the same rounding, in plain
/// digits, and ``PluralRules`` reads that text), and an exact key matches
/// exactly when the written value equals it.
@Suite("MessageFormat 2 selection agrees with formatting")
struct MessageFormat2SelectionPropertyTests {
    /// Options, whether they select ordinals, and ICU's skeleton for the same
    /// rounding and scale with plain digits (`group-off`, in `en`).
    static let options: [(mf2: String, ordinal: Bool, plain: String)] = [
        ("", false, ".### rounding-mode-half-up"),
        ("maximumFractionDigits=0", false, "precision-integer rounding-mode-half-up"),
        ("maximumFractionDigits=1", false, ".# rounding-mode-half-up"),
        ("minimumFractionDigits=1 maximumFractionDigits=1", false, ".0 rounding-mode-half-up"),
        ("minimumFractionDigits=2", false, ".00# rounding-mode-half-up"),
        ("maximumSignificantDigits=1", false, "@ rounding-mode-half-up"),
        ("minimumSignificantDigits=3", false, "@@@################## rounding-mode-half-up"),
        ("roundingIncrement=5 maximumFractionDigits=1", false, "precision-increment/0.5 rounding-mode-half-up"),
        ("maximumFractionDigits=0 roundingMode=floor", false, "precision-integer rounding-mode-floor"),
        ("maximumFractionDigits=0 roundingMode=halfEven", false, "precision-integer rounding-mode-half-even"),
        ("select=ordinal maximumFractionDigits=0", true, "precision-integer rounding-mode-half-up"),
        ("select=ordinal maximumSignificantDigits=1", true, "@ rounding-mode-half-up"),
    ]

    static let values = ["0", "0.4", "0.5", "0.6", "1", "1.004", "1.25", "1.5", "1.6", "1.95", "2", "2.5", "3.14159",
                         "11", "21.7", "22", "101.5", "1000.5", "-1.5", "0.05", "12", "23", "1234567.891"]

    static let locales: [LocaleID] = ["en", "fr", "ru", "pl", "ar", "cy", "lv", "he", "pt", "ga", "sl", "cs", "it", "ko"]

    static let categories = ["zero", "one", "two", "few", "many", "other"]

    /// The category keys and `*`, each variant writing its key; with `exact`, first a numeric key.
    static func source(_ options: String, exact: String?) -> String {
        let keys = (exact.map { [$0] } ?? []) + categories
        return ".input {$n :number \(options)} .match $n " + keys.map { "\($0) {{\($0)}}" }.joined(separator: " ")
            + " * {{*}}"
    }

    /// A sweep (``Sweep``): every third locale by default, all with `SWIFT_ICU_SWEEP=full`.
    @Test(.tags(.sweep), arguments: options.indices)
    func chosenKeyIsTheCategoryOfTheWrittenValue(_ index: Int) throws {
        let option = Self.options[index]
        for locale in Sweep.sample(Self.locales, every: 3, sanitizer: 7, offset: index) {
            let rules = try PluralRules(option.ordinal ? .ordinal : .cardinal, locale: locale)
            let byCategory = try MessageFormat2(Self.source(option.mf2, exact: nil), locale: locale, options: .init(bidiIsolation: .none))
            for value in Self.values {
                let written = try #require(RawICU.number(Double(value)!, skeleton: "group-off " + option.plain, locale: "en"))
                let category = try rules.category(forDecimal: written).rawValue
                let arguments: [String: MessageArgument] = ["n": .decimal(value)]
                #expect(byCategory.format(arguments) == category, "\(value) as \(written), \(option.mf2), \(locale)")
                #expect(byCategory.formatByResolution(arguments).output == category)
                // A key equal to the value given matches only where the value written equals it.
                let unrounded = try MessageFormat2(Self.source(option.mf2, exact: value), locale: locale, options: .init(bidiIsolation: .none))
                #expect(unrounded.format(arguments) == (Double(written) == Double(value) ? value : category),
                        "\(value) as \(written), \(option.mf2), \(locale)")
                // A key equal to the value written matches.
                let rounded = try MessageFormat2(Self.source(option.mf2, exact: written), locale: locale, options: .init(bidiIsolation: .none))
                #expect(rounded.format(arguments) == written, "\(value) as \(written), \(option.mf2), \(locale)")
            }
        }
    }
}
