/// A function a message calls by name (`{$amount :app:money}`): the app's own,
/// beside the default registry.
///
/// A function resolves an operand and options into a ``MessageValue`` that
/// knows how to format itself and, if the function selects, which variant
/// keys it matches.
///
/// ```swift
/// struct Shout: MessageFunction {
///     func resolve(_ operand: MessageValue?, options: [String: MessageValue],
///                  locale: LocaleID) throws(MessageFormat2.Error) -> MessageValue {
///         guard case .string(let text)? = operand?.input else {
///             throw MessageFormat2.Error(.badOperand, detail: ":app:shout needs text")
///         }
///         return MessageValue(input: .string(text), formatted: text.uppercased())
///     }
/// }
/// let message = try MessageFormat2("{$name :app:shout}!", locale: "en_US",
///                                  options: .init(bidiIsolation: .none, functions: ["app:shout": Shout()]))
/// message.format(["name": "hey"])   // "HEY!"
/// ```
public protocol MessageFunction: Sendable {
    /// Resolves an expression that calls this function.
    ///
    /// - Parameters:
    ///   - operand: The operand's resolved value, or `nil` for `{:function}`.
    ///   - options: The options, `u:` options removed, by name.
    ///   - locale: The message's locale, or the `u:locale` option's.
    /// - Throws: ``MessageFormat2/Error`` (`bad-operand`, `bad-option`, …); the
    ///   expression is then formatted as its fallback.
    func resolve(_ operand: MessageValue?, options: [String: MessageValue],
                 locale: LocaleID) throws(MessageFormat2.Error) -> MessageValue
}

/// The resolved value of an expression, option or variable.
public struct MessageValue: Sendable {
    /// The direction of a formatted value, for bidi isolation.
    public enum Direction: Hashable, Sendable {
        /// Left to right.
        case leftToRight
        /// Right to left.
        case rightToLeft
        /// Not known: isolated with U+2068 FIRST STRONG ISOLATE.
        case unknown
    }

    /// Which variant keys a value matches, best first; `nil` for a value that cannot select.
    public typealias Selector = @Sendable (_ keys: [String]) throws(MessageFormat2.Error) -> [String]

    /// The value another function receives when this one is its operand.
    public var input: MessageArgument
    /// The function that resolved this value, such as `"number"`, or `nil`.
    public var function: String?
    /// The options this value carries to a function that takes it as its operand.
    public var options: [String: MessageArgument]
    /// The formatted text, or why it cannot be formatted.
    public var formatted: Result<String, MessageFormat2.Error>
    /// The formatted text's direction.
    public var direction: Direction
    /// How the value selects, or `nil` for a value that cannot select.
    public var selector: Selector?
    /// Whether the value was written as a literal in the message (for options).
    public var isLiteral: Bool
    /// Errors met while resolving that did not stop it, such as an option
    /// that was ignored; they are reported with the message's other errors.
    public var errors: [MessageFormat2.Error] = []
    /// Whether `u:dir` asked for isolation whatever the message's direction.
    var isolate = false
    /// Which variant keys the selector can match at all, or `nil` for any:
    /// another key is a `bad-variant-key` error (`|a|` for `:number`).
    var acceptsKey: (@Sendable (String) -> Bool)?

    /// A value that formats as `formatted`.
    public init(input: MessageArgument, formatted: String, direction: Direction = .unknown,
                selector: Selector? = nil, function: String? = nil, options: [String: MessageArgument] = [:]) {
        self.init(input: input, result: .success(formatted), direction: direction, selector: selector,
                  function: function, options: options)
    }

    /// A value whose formatting succeeds or fails as `result` says.
    public init(input: MessageArgument, result: Result<String, MessageFormat2.Error>, direction: Direction = .unknown,
                selector: Selector? = nil, function: String? = nil, options: [String: MessageArgument] = [:]) {
        self.input = input
        self.formatted = result
        self.direction = direction
        self.selector = selector
        self.function = function
        self.options = options
        self.isLiteral = false
    }

    /// The value's text when it is used as an option or key: a string as it
    /// is, a number as written, a date in ISO 8601 (`2006-01-02T15:04:06Z`).
    public var text: String {
        switch input {
        case .string(let s), .decimal(let s): s
        case .integer(let i): String(i)
        case .double(let d): d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
        case .date(let date): DateTimeFunction.isoText(date)
        }
    }
}
