@testable import ICU
import Testing

/// `FormatterPool.messageFormat2`: one parse per source, locale and bidi
/// isolation; a source that does not parse throws each time.
@Suite("MessageFormat 2 in the pool")
struct MessageFormat2PoolTests {
    static let source = ".input {$n :number} .match $n one {{{$n} item}} * {{{$n} items}}"

    @Test func formatsAsAMessageOfItsOwn() throws {
        let pool = FormatterPool()
        let pooled = try pool.messageFormat2(Self.source, locale: "en", options: .init(bidiIsolation: .none))
        let own = try MessageFormat2(Self.source, locale: "en", options: .init(bidiIsolation: .none))
        for n in [0, 1, 3] {
            #expect(pooled.format(["n": .integer(n)]) == own.format(["n": .integer(n)]))
        }
        #expect(pooled.locale == "en" && pooled.options.bidiIsolation == .none)
        let isolated = try pool.messageFormat2("{$x}", locale: "en")
        #expect(isolated.format(["x": "a"]) == "\u{2068}a\u{2069}")
        #expect(try pool.messageFormat2("{$x}", locale: "en", options: .init(bidiIsolation: .none)).format(["x": "a"]) == "a")
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
                #expect(error.messageFormat2Error?.kind == .syntaxError)
                #expect(error.kind == .badInput && error.code == .invalidFormat)
                #expect(error.reason?.hasPrefix("syntax-error") == true, "\(error)")
            }
        }
    }

    /// An invalid locale is the locale's own error, as every initializer
    /// throws it, never a MessageFormat 2 error; the pool keeps no answer for it.
    @Test func anInvalidLocaleThrowsTheLocalesError() throws {
        let pool = FormatterPool()
        let bad = LocaleID("!!")
        let expected = try #require(throws: ICUError.self) { try bad.icuName }
        for _ in 0..<2 {
            let pooled = try #require(throws: ICUError.self) { try pool.messageFormat2("{$x}", locale: bad) }
            #expect(pooled == expected)
            #expect(pooled.kind == .badInput && pooled.messageFormat2Error == nil)
        }
        let own = try #require(throws: ICUError.self) { try MessageFormat2("{$x}", locale: bad) }
        #expect(own == expected)
        // Before the source is read: the locale's error, not the syntax error.
        #expect(throws: expected) { try MessageFormat2("{$", locale: bad) }
    }

    /// A message with functions of its own is made at each call with them.
    @Test func functionsOfItsOwnAreMadeEachCall() throws {
        let pool = FormatterPool()
        let options = MessageFormat2.Options(bidiIsolation: .none, functions: MessageFormat2.conformanceTestFunctions)
        let message = try pool.messageFormat2("{1 :test:format}", locale: "en", options: options)
        #expect(message.format() == (try MessageFormat2("{1 :test:format}", locale: "en", options: options)).format())
        #expect(message.options == options)
        #expect(options != MessageFormat2.Options(bidiIsolation: .none))
        #expect(pool.count == 0)
    }
}
