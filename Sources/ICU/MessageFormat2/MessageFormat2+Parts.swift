extension MessageFormat2 {
    /// One piece of a formatted message: text, markup, or a placeholder.
    ///
    /// Formatting to parts is for output that is not plain text: markup
    /// (`{#b}…{/b}`, `{#img src=|x.png|/}`) becomes the caller's own tags or
    /// attributed runs, and each placeholder says where it came from. The text
    /// of the parts, joined, is what ``MessageFormat2/format(_:)`` writes.
    public enum Part: Hashable, Sendable {
        /// Literal text of the pattern.
        case text(String)
        /// A markup placeholder, which writes no text.
        case markup(Markup)
        /// An expression placeholder: its formatted value, or its fallback.
        case placeholder(Placeholder)

        /// `{#name}`, `{#name/}` or `{/name}`, with its options.
        public struct Markup: Hashable, Sendable {
            /// Whether the markup opens, closes, or stands alone.
            public enum Kind: String, Hashable, Sendable {
                /// `{#name}`.
                case open
                /// `{#name/}`.
                case standalone
                /// `{/name}`.
                case close

                init(_ kind: MessageFormat2.Markup.Kind) {
                    switch kind {
                    case .open: self = .open
                    case .standalone: self = .standalone
                    case .close: self = .close
                    }
                }
            }

            /// Whether the markup opens, closes, or stands alone.
            public var kind: Kind
            /// The markup's name, such as `b` or `html:img`.
            public var name: String
            /// Each option's value as text (a literal as written, a variable's
            /// value as its text); an option whose variable has no value is left
            /// out, and so is `u:dir`, which markup may not have.
            public var options: [String: String]
        }

        /// A formatted expression.
        public struct Placeholder: Hashable, Sendable {
            /// The expression's operand or function as the specification writes
            /// a fallback, without the braces: `$count`, `|literal|`, `:function`.
            public var source: String
            /// The function the expression calls, such as `number`, or `nil`.
            public var function: String?
            /// The formatted value, or the fallback text (`{$count}`) where it
            /// could not be formatted.
            public var text: String
            /// Whether ``text`` is the fallback.
            public var isFallback: Bool
            /// U+2066, U+2067 or U+2068 where the bidi isolation strategy
            /// isolates the value, else empty.
            public var leadingIsolation: String
            /// U+2069 where the value is isolated, else empty.
            public var trailingIsolation: String
        }

        /// The text the part contributes to the formatted message: a
        /// placeholder's text inside its isolation marks, nothing for markup.
        public var string: String {
            switch self {
            case .text(let text): text
            case .markup: ""
            case .placeholder(let placeholder):
                placeholder.leadingIsolation + placeholder.text + placeholder.trailingIsolation
            }
        }
    }

    /// Formats the message into parts, and reports every error met on the way,
    /// as ``formatWithErrors(_:)`` does.
    ///
    /// ```swift
    /// let message = try MessageFormat2("{#b}{$n :integer}{/b} new {$x}", locale: "en_US")
    /// let (parts, errors) = message.formatToParts(["n": 5])
    /// // [.markup(open b), .placeholder(5, function "integer"), .markup(close b),
    /// //  .text(" new "), .placeholder("{$x}", fallback, isolated by U+2068 … U+2069)]
    /// // errors: [unresolved-variable: $x]
    /// ```
    ///
    /// Parts are formatted by resolving the message on each call, never by
    /// its compiled plan.
    public func formatToParts(_ arguments: [String: MessageArgument] = [:]) -> (parts: [Part], errors: [Error]) {
        var resolver = Resolver(message: self, arguments: arguments)
        let parts = resolver.formatToParts()
        return (parts, resolver.errors)
    }
}
