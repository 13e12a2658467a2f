@testable import ICU
import Testing

/// `FormatterPool.messageFormat2`: one parse per source, locale and bidi
/// isolation; a source that does not parse throws each time.
@Suite("MessageFormat 2 in the pool")
struct MessageFormat2PoolTests {
    static let source = ".input {$n :number} .match $n one {{{$n} item}} * {{{$n} items}}"

    @Test func formatsAsAMessageOfItsOwn() throws {
        let pool = FormatterPool()
        let pooled = try pool.messageFormat2(Self.source, locale: "en", bidiIsolation: .none)
        let own = try MessageFormat2(Self.source, locale: "en", bidiIsolation: .none)
        for n in [0, 1, 3] {
            #expect(pooled.format(["n": .integer(n)]) == own.format(["n": .integer(n)]))
        }
        #expect(pooled.locale == "en" && pooled.bidiIsolation == .none)
        let isolated = try pool.messageFormat2("{$x}", locale: "en")
        #expect(isolated.format(["x": "a"]) == "\u{2068}a\u{2069}")
        #expect(try pool.messageFormat2("{$x}", locale: "en", bidiIsolation: .none).format(["x": "a"]) == "a")
    }

    @Test func keepsOneParsePerKey() throws {
        let pool = FormatterPool()
        let first = try pool.storage.value(FormatterPool.MessageFormat2Request.self, locale: "en",
                                           spec: .init(bidiIsolation: .none, source: ExactText(Self.source)))
        let second = try pool.storage.value(FormatterPool.MessageFormat2Request.self, locale: "en",
                                            spec: .init(bidiIsolation: .none, source: ExactText(Self.source)))
        #expect(first === second)
        let other = try pool.storage.value(FormatterPool.MessageFormat2Request.self, locale: "de",
                                           spec: .init(bidiIsolation: .none, source: ExactText(Self.source)))
        #expect(first !== other)
    }

    @Test func throwsTheSyntaxErrorEachTime() {
        let pool = FormatterPool()
        for _ in 0..<2 {
            do {
                _ = try pool.messageFormat2("{$", locale: "en")
                Issue.record("'{$' parsed")
            } catch {
                #expect(error.kind == .syntaxError)
            }
        }
    }
}
