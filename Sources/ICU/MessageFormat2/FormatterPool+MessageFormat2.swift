extension FormatterPool {
    /// The MessageFormat 2 message of a source, in a locale (the current locale
    /// when `nil`): parsed once per source, locale and bidi isolation while the
    /// pool keeps it.
    ///
    /// ```swift
    /// let message = try FormatterPool.shared.messageFormat2(
    ///     ".input {$n :number} .match $n one {{{$n} item}} * {{{$n} items}}", locale: "en",
    ///     options: .init(bidiIsolation: .none))
    /// message.format(["n": 2])   // "2 items"
    /// ```
    ///
    /// A source that does not parse throws the same error each time it is
    /// asked for; the pool keeps that answer too. A message with functions
    /// beyond the default registry (``MessageFormat2/Options/functions``) is
    /// not kept: it is parsed at each call, as ``MessageFormat2/init(_:locale:options:)``
    /// parses it.
    ///
    /// - Throws: what ``MessageFormat2/init(_:locale:options:)`` throws: the
    ///   locale's validation error for a locale that is not valid, and for a
    ///   syntax or data model error an ``ICUError`` whose
    ///   ``ICUError/messageFormat2Error`` is the specification's error.
    public func messageFormat2(_ source: String, locale: LocaleID? = nil,
                               options: MessageFormat2.Options = .init()) throws(ICUError) -> MessageFormat2 {
        guard options.functions.isEmpty else {
            return try MessageFormat2(source, locale: locale ?? currentLocale, options: options)
        }
        let parsed = try storage.value(MessageFormat2Request.self, locale: locale,
                                       spec: .init(bidiIsolation: options.bidiIsolation, source: ExactText(source)))
        return try parsed.result.get()
    }

    /// A ``MessageFormat2`` by source and bidi isolation, with the default registry.
    enum MessageFormat2Request: PoolRequest {
        struct Spec: Hashable, Sendable {
            let bidiIsolation: MessageFormat2.BidiIsolation
            let source: ExactText
        }

        static var kind: Kind { .messageFormat2 }

        static func key(_ locale: LocaleID, _ spec: Spec) -> Key { .messageFormat2(locale, spec.bidiIsolation, spec.source) }

        static func make(_ locale: LocaleID, _ spec: Spec, pool: FormatterPool) throws(ICUError) -> MessageFormat2.Parsed {
            // A locale that is not valid is thrown, not kept as the parse's
            // failure (the handles' accessor: no ICU handle is opened here).
            _ = try locale.icuName
            return MessageFormat2.Parsed(result: Result { () throws(ICUError) in
                try MessageFormat2(spec.source.text, locale: locale, options: .init(bidiIsolation: spec.bidiIsolation))
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
        let result: Result<MessageFormat2, ICUError>

        init(result: Result<MessageFormat2, ICUError>) { self.result = result }
    }
}
