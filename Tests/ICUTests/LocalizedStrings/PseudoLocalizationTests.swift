@testable import ICU
import Testing

/// The pseudo-localization transform: literal text rewritten, syntax kept.
@Suite("PseudoLocalization")
struct PseudoLocalizationTests {
    let accents = PseudoLocalization(.accents)
    let double = PseudoLocalization(.double)
    let bidi = PseudoLocalization(.bidi)

    @Test func accentsBracketAndPad() {
        #expect(accents.text("This is accented") == "[Ŧĥîš îš åççéñţéð ······]")
        #expect(accents.format("Delete %@?") == "[Ðéļéţé %@? ···]")
        #expect(accents.format("") == "[]")
        // Specifiers kept as written, `%%` too.
        #expect(accents.format("%1$@ of %2$lld at %.2f%% (%#x)") == "[%1$@ öƒ %2$lld åţ %.2f%% (%#x) ·····]")
    }

    @Test func doubleWritesRunsTwice() {
        #expect(double.text("Save") == "Save Save")
        #expect(double.format("Delete %@?") == "Delete Delete %@?")
        #expect(double.format("%d files") == "%d files files")
        #expect(double.format("%1$@ %2$@") == "%1$@ %2$@")
    }

    @Test func bidiOverridesEachWord() {
        let rlo = "\u{200F}\u{202E}", pdf = "\u{202C}\u{200F}"
        #expect(bidi.format("Hi %@, ok?") == "\(rlo)Hi\(pdf) %@\(rlo),\(pdf) \(rlo)ok?\(pdf)")
    }

    @Test func markupIsKept() {
        #expect(accents.text("<b>Bold</b> &amp; <a href=\"x\">link</a>") == "[<b>Ɓöļð</b> &amp; <a href=\"x\">ļîñķ</a> ····]")
        #expect(double.text("Click <b>here</b>") == "Click Click <b>here here</b>")
    }

    @Test func textThatIsNoFormatKeepsEachPercent() {
        // "Up to 50%" reads as no format: the `%` stays, and no specifier is made.
        let doubled = double.format("Up to 50%")
        #expect(doubled == "Up to 50 Up to 50%")
        #expect(!LocalizedStringFormat(lenient: doubled).isValid)
        #expect(accents.format("50%k") == "[50%k ·]")
        // "% o" is a specifier (octal, with the space flag), as the library reads it.
        #expect(double.format("50% off") == "50% off ff")
    }

    @Test func pluralVariablesKeepTheirStructure() throws {
        let format = try LocalizedStringFormat("%lu of %#@runs@", variables: [
            "runs": PluralVariable(valueType: "lu", forms: [.one: "%lu run", .other: "%lu runs"]),
        ])
        let pseudo = try accents.format(format)
        #expect(pseudo.text == "[%lu öƒ %#@runs@ ··]")
        #expect(pseudo.variables["runs"]?.forms == [.one: "%lu ŕûñ ··", .other: "%lu ŕûñš ··"])
        #expect(pseudo.variables["runs"]?.valueType == "lu")
        #expect(try pseudo.render([1, 1], locale: "en") == "[1 öƒ 1 ŕûñ ·· ··]")
        #expect(try pseudo.render([2, 3], locale: "en") == "[2 öƒ 3 ŕûñš ·· ··]")
    }

    @Test func icuMessagesKeepArgumentsKeywordsAndQuotes() throws {
        #expect(try accents.message("{n, plural, one {# file} other {# files}}", syntax: .icu)
                == "[{n, plural, one {# ƒîļé ··} other {# ƒîļéš ··}}]")
        let greeting = try accents.message("Hi {name}, it''s '{'here'}' {g, select, female {her} other {their}}", syntax: .icu)
        #expect(greeting == "[Ĥî {name}, îţ''š '{'ĥéŕé'}' {g, select, female {ĥéŕ ·} other {ţĥéîŕ ··}} ·····]")
        #expect(try double.message("{n, number} items", syntax: .icu) == "{n, number} items items")
        let message = try accents.message("{0} of {1, number, integer}", syntax: .icu)
        #expect(try LocalizedMessage(message, syntax: .icu, locale: "en").format([.string("A"), .integer(1234)]) == "[A öƒ 1,234 ··]")
        #expect(throws: ICUError.self) { try accents.message("{n, plural, one {x}", syntax: .icu) }
        // The character a quoting apostrophe quotes stays beside it (fuzz target pseudo, bidi-inside-a-quotation).
        let rlo = "\u{200F}\u{202E}", pdf = "\u{202C}\u{200F}"
        let quoted = try bidi.message("a '{''her, ok", syntax: .icu)
        #expect(quoted == "\(rlo)a\(pdf) '{''\(rlo)her,\(pdf) \(rlo)ok\(pdf)")
        #expect(try LocalizedMessage(quoted, syntax: .icu, locale: "en").format([MessageArgument]())
                == "\(rlo)a\(pdf) {'\(rlo)her,\(pdf) \(rlo)ok\(pdf)")
        #expect(try double.message("it''s {n} '{'x'}'", syntax: .icu) == "it it''s s {n} '{'x x'}'")
    }

    @Test func messageFormat2KeepsPlaceholdersMarkupAndKeys() throws {
        #expect(try accents.message("Hello {$name}!", syntax: .messageFormat2) == "{{[Ĥéļļö {$name}! ···]}}")
        let source = """
            .input {$n :number}
            .match $n
            one {{{#b}One{/b} file}}
            * {{{$n} files}}
            """
        #expect(try accents.message(source, syntax: .messageFormat2) == """
            .input {$n :number}
            .match $n
            one {{[{#b}Öñé{/b} ƒîļé ···]}}
            * {{[{$n} ƒîļéš ··]}}
            """)
        #expect(throws: ICUError.self) { try accents.message("{{unclosed", syntax: .messageFormat2) }
    }

    @Test func languages() {
        #expect(PseudoLocalization.Mode.accents.language(for: "en") == "en-XA")
        #expect(PseudoLocalization.Mode.bidi.language(for: "en-GB") == "en-XB")
        #expect(PseudoLocalization.Mode.double.language(for: "de") == "de-XD")
    }
}
