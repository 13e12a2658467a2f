extension FormatterPool {
    /// The MessageFormat 2 message of a source, in a locale (the current locale
    /// when `nil`): parsed once per source, locale and bidi isolation while the
    /// pool keeps it, with the default function registry.
    ///
    /// ```swift
    /// let message = try FormatterPool.shared.messageFormat2(
    ///     ".input {$n :number} .match $n one {{{$n} item}} * {{{$n} items}}", locale: "en", bidiIsolation: .none)
    /// message.format(["n": 2])   // "2 items"
    /// ```
    ///
    /// A source that does not parse throws the same ``MessageFormat2/Error``
    /// each time it is asked for; the pool keeps that answer too.
    ///
    /// - Throws: ``MessageFormat2/Error`` for a syntax or data model error;
    ///   ``ICUError`` is never thrown here, as creating a message calls no ICU.
    public func messageFormat2(_ source: String, locale: LocaleID? = nil,
                               bidiIsolation: MessageFormat2.BidiIsolation = .default) throws(MessageFormat2.Error) -> MessageFormat2 {
        let parsed: MessageFormat2.Parsed
        do {
            parsed = try storage.value(MessageFormat2Request.self, locale: locale,
                                       spec: .init(bidiIsolation: bidiIsolation, source: ExactText(source)))
        } catch {
            // Making a message calls no ICU, so the pool has no ICU error to
            // pass on; should one come, it is reported, not dropped.
            throw MessageFormat2.Error(.messageFunctionError, detail: "\(error)")
        }
        return try parsed.result.get()
    }

    /// A ``MessageFormat2`` by source and bidi isolation.
    enum MessageFormat2Request: PoolRequest {
        struct Spec: Hashable, Sendable {
            let bidiIsolation: MessageFormat2.BidiIsolation
            let source: ExactText
        }

        static var kind: Kind { .messageFormat2 }

        static func key(_ locale: LocaleID, _ spec: Spec) -> Key { .messageFormat2(locale, spec.bidiIsolation, spec.source) }

        static func make(_ locale: LocaleID, _ spec: Spec, pool: FormatterPool) throws(ICUError) -> MessageFormat2.Parsed {
            MessageFormat2.Parsed(result: Result { () throws(MessageFormat2.Error) in
                try MessageFormat2(spec.source.text, locale: locale, bidiIsolation: spec.bidiIsolation)
            })
        }
    }
}

extension MessageFormat2 {
    /// A parsed message, or why its source does not parse, as the pool keeps it.
    ///
    /// Sendable notes: immutable after creation; a `MessageFormat2` is a value
    /// that may be formatted from any thread.
    final class Parsed: Sendable {
        let result: Result<MessageFormat2, MessageFormat2.Error>

        init(result: Result<MessageFormat2, MessageFormat2.Error>) { self.result = result }
    }
}
