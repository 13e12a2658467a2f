@testable import ICU
import Testing

@Suite struct CollationSearchTests {
    @Test func primaryStrengthFindsAccentedText() throws {
        let rules = try CollationRules(locale: "fr", options: .init(strength: .primary))
        let text = "Envoyez votre Résumé et votre résumé."
        let search = try CollationSearch("resume", rules: rules)
        #expect(search.ranges(in: text).map { String(text[$0]) } == ["Résumé", "résumé"])
        #expect(search.firstRange(in: text).map { String(text[$0]) } == "Résumé")
        #expect(search.needle == "resume")
    }

    /// A search made from a locale and options opens the rules those make, and finds what they find.
    @Test func aSearchByLocaleAndOptions() throws {
        let text = "Hauptstraße 5, STRASSE 7"
        let search = try CollationSearch("strasse", locale: "de", options: .init(strength: .primary))
        #expect(search.ranges(in: text).map { String(text[$0]) } == ["straße", "STRASSE"])
        #expect(search.rules.locale == "de" && search.rules.options == .init(strength: .primary))
        let byRules = try CollationSearch("strasse", rules: CollationRules(locale: "de", options: .init(strength: .primary)))
        #expect(byRules.ranges(in: text) == search.ranges(in: text))
        // The default options keep case and accents apart (tertiary strength).
        #expect(try CollationSearch("strasse", locale: "de").ranges(in: text).map { String(text[$0]) } == [])
        #expect(throws: ICUError.self) { try CollationSearch("", locale: "de") }
        #expect(throws: ICUError.self) { try CollationSearch("x", locale: "de@collation=nonsense") }
    }

    @Test func germanSharpSFoundBySS() throws {
        let german = try CollationRules(locale: "de", options: .init(strength: .primary))
        let text = "Hauptstraße 5, STRASSE 7"
        #expect(try german.ranges(of: "strasse", in: text).map { String(text[$0]) } == ["straße", "STRASSE"])
        #expect(try german.firstRange(of: "Straße", in: "keine") == nil)
    }

    /// Ranges are of the original string, past characters of every UTF-8 length;
    /// at primary strength an added accent is no difference.
    @Test func rangesIndexTheOriginalText() throws {
        let rules = try CollationRules(locale: "en", options: .init(strength: .primary))
        let text = "😀 ÉCOLE é\u{301}cole école"
        let ranges = try rules.ranges(of: "ecole", in: text)
        #expect(ranges.map { String(text[$0]) } == ["ÉCOLE", "é\u{301}cole", "école"])
        #expect(ranges.first.map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) } == 5)
    }

    @Test func tertiaryStrengthKeepsAccents() throws {
        let rules = try CollationRules(locale: "fr")
        #expect(try rules.ranges(of: "resume", in: "résumé resume").count == 1)
    }

    @Test func manyMatchesBeyondTheStack() throws {
        let rules = try CollationRules(locale: "en", options: .init(strength: .primary))
        let text = String(repeating: "Ab ", count: 100)
        let ranges = try rules.ranges(of: "ab", in: text)
        #expect(ranges.count == 100)
        #expect(ranges.allSatisfy { text[$0] == "Ab" })
        #expect(try rules.firstRange(of: "ab", in: text) == ranges.first)
    }

    @Test func emptyTextHasNoMatch() throws {
        let rules = try CollationRules(locale: "en")
        #expect(try rules.ranges(of: "a", in: "").isEmpty)
    }
}
