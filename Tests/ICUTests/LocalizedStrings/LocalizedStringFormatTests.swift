import FoundationEssentials
import ICU
import ICUBridge
import Testing

/// printf-style specifiers and plural variables, rendered in a locale.
@Suite("Localized strings: formats")
struct LocalizedStringFormatTests {
    /// Numbers in the locale's digits, separators and grouping, as
    /// `localizedStringWithFormat` writes them.
    @Test(.cldr42) func numbersAreLocalized() throws {
        #expect(try render("%d", [1234567]) == "1,234,567")
        #expect(try render("%d", [1234567], "de") == "1.234.567")
        #expect(try render("%ld", [-1234567], "fr") == "-1\u{202F}234\u{202F}567")
        #expect(try render("%lu", [1234567], "ar") == "١٬٢٣٤٬٥٦٧")
        #expect(try render("%lld", [1234567], "hi-IN") == "12,34,567")
        #expect(try render("%llu", [.decimal(String(UInt64.max))]) == "18,446,744,073,709,551,615")
        #expect(try render("%f", [1234.5]) == "1,234.500000")
        #expect(try render("%.2f", [1234.5], "de") == "1.234,50")
        #expect(try render("%.0f", [2.5]) == "2")
        #expect(try render("%.1f", [3], "ar") == "٣٫٠")
        #expect(try render("%e", [1234.5]) == "1.234500E3")
        #expect(try render("%.2e", [0.000123], "de") == "1,23E-4")
        #expect(try render("%g", [1234.5]) == "1,234.5")
        #expect(try render("%g", [0.0001]) == "0.0001")
        #expect(try render("%g", [0.00001]) == "1E-5")
        #expect(try render("%g", [1234567.0]) == "1.23457E6")
        #expect(try render("%g", [1.5], "ru") == "1,5")
    }

    /// In a form, unnumbered specifiers count on from the variable's own
    /// argument, as Apple's formatter counts them.
    /// The numbers of the tests above, each compared with ICU's own format in
    /// this process: `unum` DECIMAL for integers, `unumf` with the specifier's
    /// skeleton for the others, so that they hold on any ICU.
    @Test func numbersAsICUWritesThem() throws {
        let integers: [(String, MessageArgument, Double, LocaleID)] = [
            ("%d", 1234567, 1234567, "en"), ("%d", 1234567, 1234567, "de"), ("%ld", -1234567, -1234567, "fr"),
            ("%lu", 1234567, 1234567, "ar"), ("%lld", 1234567, 1234567, "hi-IN"), ("%lu", 1234, 1234, "de"),
            ("%d", -5, -5, "ar"),
        ]
        for (format, argument, value, locale) in integers {
            #expect(try render(format, [argument], locale)
                == RawICU.number(value, unumStyle: Int32(ICUB_UNUM_DECIMAL), locale: locale.identifier), "\(format) in \(locale)")
        }
        let others: [(String, Double, LocaleID, String)] = [
            ("%f", 1234.5, "en", ".000000 group-on-aligned"), ("%.2f", 1234.5, "de", ".00 group-on-aligned"),
            ("%.1f", 3, "ar", ".0 group-on-aligned"), ("%e", 1234.5, "en", "scientific .000000"),
            ("%.2e", 0.000123, "de", "scientific .00"), ("%g", 1234.5, "en", "@##### group-on-aligned"),
            ("%g", 0.00001, "en", "scientific @#####"), ("%g", 1234567.0, "en", "scientific @#####"),
            ("%g", 1.5, "ru", "@##### group-on-aligned"),
        ]
        for (format, value, locale, skeleton) in others {
            #expect(try render(format, [.double(value)], locale)
                == RawICU.number(value, skeleton: skeleton, locale: locale.identifier), "\(format) in \(locale)")
        }
        let thousands = try #require(RawICU.number(1234, unumStyle: Int32(ICUB_UNUM_DECIMAL), locale: "de"))
        #expect(try render("%#@files@", [1234], "de", Self.files) == "\(thousands) files")
        for (value, locale) in [(21.0, "ru"), (3, "ru"), (5, "ru"), (1, "en"), (0, "en"), (10, "lv")] {
            let category = try #require(RawICU.plural(value, locale: locale))
            #expect(try PluralRules(locale: LocaleID(locale)).category(for: value).rawValue == category, "\(value) in \(locale)")
        }
    }

    @Test func specifiersInAFormCountOnFromTheVariable() throws {
        let files = ["n": PluralVariable(forms: [.one: "%lld file in %@", .other: "%lld files in %@"])]
        #expect(try render("%#@n@", [3, "Docs"], "en", files) == "3 files in Docs")
        #expect(try render("%@: %#@n@", ["A", 1, "Docs"], "en", files) == "A: 1 file in Docs")
        #expect(try LocalizedStringFormat("%#@n@", variables: files).argumentCount == 2)
    }

    @Test(.cldr42) func theSpaceFlag() throws {
        #expect(try render("[% d] [% d] [% .1f] [%+ d] [% x]", [5, -5, 2.5, 5, 255]) == "[ 5] [-5] [ 2.5] [+5] [ff]")
        #expect(try render("[% d]", [-5], "ar") == "[؜-٥]")
    }

    @Test(.cldr42) func otherSpecifiers() throws {
        #expect(try render("%@ has %d", ["Anna", 3]) == "Anna has 3")
        #expect(try render("%@ %@ %@", [1234, 1.5, "x"]) == "1234 1.5 x")
        #expect(try render("%s", ["text"]) == "text")
        #expect(try render("%x %X %o %#x", [255, 255, 8, 255]) == "ff FF 10 0xff")
        #expect(try render("100%% of %d", [5]) == "100% of 5")
        #expect(try render("[%5d] [%-5d] [%05d] [%+d]", [42, 42, -42, 42]) == "[   42] [42   ] [-0042] [+42]")
        #expect(try render("[%6@]", ["ab"]) == "[    ab]")
        // The mark before ar's sign takes no width: -42 is three wide.
        #expect(try render("[%05d] [%04x] [%05d]", [42, 255, -42], "ar") == "[٠٠٠٤٢] [00ff] [\u{061C}-٠٠٤٢]")
        #expect(try render("no specifiers", []) == "no specifiers")
        #expect(try render("no specifiers", [1, 2]) == "no specifiers")
    }

    /// `%2$@` takes the second argument: translations reorder them.
    @Test func positionalArguments() throws {
        #expect(try render("Von %2$lu Läufen hast du %1$lu absolviert", [1, 3], "de") == "Von 3 Läufen hast du 1 absolviert")
        #expect(try render("%2$@ %1$@ %2$@", ["a", "b"]) == "b a b")
        #expect(try LocalizedStringFormat("%3$@").argumentCount == 3)
    }

    /// Extra arguments are ignored, as `String(format:)` does; too few is an error.
    @Test func argumentCounts() throws {
        #expect(try render("%d", [1, 2, 3]) == "1")
        #expect(throws: ICUError.self) { try render("%d %d", [1]) }
    }

    static let files = ["files": PluralVariable(valueType: "lu", forms: [.one: "%lu file", .other: "%lu files"])]

    @Test(.cldr42) func aPluralVariable() throws {
        #expect(try render("%#@files@", [1], "en", Self.files) == "1 file")
        #expect(try render("%#@files@", [0], "en", Self.files) == "0 files")
        #expect(try render("%#@files@", [1234], "de", Self.files) == "1.234 files")
        // An unnumbered specifier in a form is the variable's own argument.
        #expect(try render("%@: %#@files@", ["Docs", 1], "en", Self.files) == "Docs: 1 file")
        #expect(try render("%2$#@files@ in %1$@", ["Docs", 2], "en", Self.files) == "2 files in Docs")
    }

    /// Apple's `zero` rule: a `zero` form is used for 0 whatever the
    /// language's rules (English has no `zero` category).
    @Test func applesZeroRule() throws {
        let variables = ["n": PluralVariable(forms: [.zero: "none", .one: "one", .other: "%d"])]
        #expect(try PluralRules(locale: "en").categories == [.one, .other])
        #expect(try render("%#@n@", [0], "en", variables) == "none")
        #expect(try render("%#@n@", [0.0], "en", variables) == "none")
        #expect(try render("%#@n@", [.decimal("0")], "en", variables) == "none")
        #expect(try render("%#@n@", [1], "en", variables) == "one")
        #expect(try render("%#@n@", [2], "en", variables) == "2")
        // Latvian's CLDR `zero` category also takes 10 and 11…; Apple's rule adds nothing there.
        #expect(try render("%#@n@", [10], "lv", variables) == "none")
    }

    /// A category without a form falls back to `other`.
    @Test(.cldr42) func aMissingCategoryFallsBackToOther() throws {
        let variables = ["n": PluralVariable(forms: [.one: "%d день", .other: "%d дн."])]
        #expect(try render("%#@n@", [21], "ru", variables) == "21 день")
        #expect(try render("%#@n@", [3], "ru", variables) == "3 дн.")  // few
        #expect(try render("%#@n@", [5], "ru", variables) == "5 дн.")  // many
    }

    /// Fraction digits: `1.0` with `%.1f` is not `one` in English.
    @Test func fractions() throws {
        let fixed = ["n": PluralVariable(valueType: ".1f", forms: [.one: "%.1f star", .other: "%.1f stars"])]
        #expect(try render("%#@n@", [1.0], "en", fixed) == "1.0 stars")
        #expect(try render("%#@n@", [1.5], "en", fixed) == "1.5 stars")
        let general = ["n": PluralVariable(valueType: "g", forms: [.one: "%g star", .other: "%g stars"])]
        #expect(try render("%#@n@", [1.0], "en", general) == "1 star")
        #expect(try render("%#@n@", [1], "en", general) == "1 star")
    }

    /// Variables inside forms, as the nested example does.
    @Test(.cldr42) func nestedVariables() throws {
        let variables = [
            "done": PluralVariable(valueType: "lu", forms: [.zero: "No runs completed yet", .one: "One %2$#@total@",
                                                            .other: "%lu %2$#@total@"]),
            "total": PluralVariable(valueType: "lu", forms: [.one: "run completed", .other: "of %lu runs completed"]),
        ]
        #expect(try render("%1$#@done@", [1, 3], "en", variables) == "One of 3 runs completed")
        #expect(try render("%1$#@done@", [1234, 5678], "de", variables) == "1.234 of 5.678 runs completed")
        #expect(try LocalizedStringFormat("%1$#@done@", variables: variables).argumentCount == 2)
    }

    /// Formats compare by their text and variables.
    @Test func equality() throws {
        #expect(try LocalizedStringFormat("%d", variables: [:]) == LocalizedStringFormat("%d"))
        #expect(try LocalizedStringFormat("%d") != LocalizedStringFormat("%u"))
        #expect(try LocalizedStringFormat("%d").description == "%d")
    }

    @Test func argumentsFromSwiftValues() throws {
        #expect(MessageArgument(exactly: 3 as UInt8) == .integer(3))
        // Above Int.max: the decimal of its digits, which every syntax reads exactly.
        #expect(MessageArgument(exactly: UInt64.max) == .decimal("18446744073709551615"))
        #expect(MessageArgument(UInt.max) == .decimal("18446744073709551615"))
        #expect(MessageArgument(UInt(7)) == .integer(7))
        #expect(MessageArgument(exactly: Int64.min) == .integer(Int.min))
        #expect(MessageArgument(-3) == .integer(-3))
        #expect(MessageArgument(exactly: Int128(-1) << 100) == nil)
        #expect(MessageArgument(exactly: UInt128(1) << 100) == nil)
        #expect(MessageArgument(2.5) == .double(2.5))
        #expect(MessageArgument("x") == .string("x"))
        #expect(try render("%@", [.integer(-4)]) == "-4")
    }

    /// A decimal argument counts as the number it writes: an integer where 64
    /// bits hold it (unsigned up to UInt64.max, for `%llu` and `%llx`), else a
    /// Double; text that is no number is bad input, and a date pairs with no specifier.
    @Test func decimalsAndDatesAsSpecifiersTakeThem() throws {
        #expect(try render("%d", [.decimal("-12")]) == render("%d", [-12]))
        #expect(try render("%llx", [.decimal("18446744073709551615")]) == "ffffffffffffffff")
        #expect(try render("%llo", [.decimal("9223372036854775808")]) == "1000000000000000000000")
        #expect(try render("%.2f", [.decimal("18446744073709551615")]) == render("%.2f", [.double(18446744073709551615)]))
        #expect(try render("%.2f", [.decimal("1.005")]) == render("%.2f", [1.005]))
        #expect(try render("%@", [.decimal("1.50")]) == "1.5")
        #expect(try render("%@", [.decimal("18446744073709551615")]) == "18446744073709551615")
        let plural = ["n": PluralVariable(forms: [.one: "one", .other: "%llu"])]
        #expect(try render("%#@n@", [.decimal("18446744073709551615")], "en", plural) == "18,446,744,073,709,551,615")
        #expect(try render("%#@n@", [.decimal("1")], "en", plural) == "one")
        #expect { try render("%d", [.decimal("1.5")]) } throws: {
            ($0 as? ICUError)?.reason == "'%d' needs an integer; it is a floating-point number"
        }
        #expect { try render("%d", [.decimal("18446744073709551616")]) } throws: {
            ($0 as? ICUError)?.reason == "'%d' needs an integer; it is a floating-point number"
        }
        #expect { try render("%f", [.decimal("1x")]) } throws: {
            ($0 as? ICUError)?.name == "U_DECIMAL_NUMBER_SYNTAX_ERROR" && ($0 as? ICUError)?.kind == .badInput
        }
        for format in ["%@", "%d", "%f", "%s", "%x"] {
            #expect(throws: ICUError.self) { try render(format, [.date(Date(timeIntervalSince1970: 0))]) }
        }
    }
}
