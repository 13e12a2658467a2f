import ICU
import Testing

/// A format's expansion is bounded in pieces and in text, counting each use of
/// a variable anew (fuzz finding F22): a variable with a long form, named many
/// times over, made a small file read into, and render, gigabytes.
@Suite("Localized strings: expansion limits")
struct LocalizedStringsExpansionTests {
    func error(_ format: String, _ variables: [String: PluralVariable] = [:]) -> ICUError? {
        do {
            _ = try LocalizedStringFormat(format, variables: variables)
            return nil
        } catch {
            return error
        }
    }

    /// 2,000 uses of a 100 KB form: 200 MB of text from a format of 114 KB.
    @Test func textRepeatedPastTheLimitIsRefused() throws {
        let variables = ["b": PluralVariable(forms: [.other: String(repeating: "x", count: 100_000)])]
        let refused = try #require(error(String(repeating: "%1$#@b@", count: 2000), variables))
        #expect(refused.kind == .badInput)
        #expect(refused.description.contains("MiB of text"), "\(refused)")
    }

    @Test func textRepeatedWithinTheLimitRenders() throws {
        let variables = ["b": PluralVariable(forms: [.other: String(repeating: "x", count: 10_000)])]
        let format = try LocalizedStringFormat(String(repeating: "%1$#@b@", count: 100), variables: variables)
        #expect(try format.render([1], locale: "en").utf8.count == 1_000_000)
    }

    /// Text runs count as pieces, as `expansionLimit` says.
    @Test func textRunsCountAsPieces() throws {
        let half = LocalizedStringFormat.expansionLimit / 2
        #expect(error(String(repeating: "a%1$d", count: half)) == nil)
        let refused = try #require(error(String(repeating: "a%1$d", count: half + 1)))
        #expect(refused.description.contains("pieces"), "\(refused)")
    }
}
