import FoundationEssentials

/// A message in Unicode MessageFormat 2 syntax, parsed once and formatted many times.
///
/// MessageFormat 2 is the Unicode MessageFormat Working Group's successor to
/// ICU's `MessageFormat`: declarations (`.input`, `.local`), selection over
/// several values at once (`.match`), markup (`{#b}…{/b}`) and a registry of
/// formatting functions (`:number`, `:integer`, `:string`, …).
///
/// ```swift
/// let message = try MessageFormat2("""
///     .input {$count :number}
///     .match $count
///     one {{You have {$count} new message.}}
///     *   {{You have {$count} new messages.}}
///     """, locale: "en_US", options: .init(bidiIsolation: .none))
/// message.format(["count": 1])   // "You have 1 new message."
/// ```
///
/// Creating a message parses it and checks its data model: a syntax or data
/// model error throws an ``ICUError`` whose ``ICUError/messageFormat2Error``
/// is the specification's ``Error``. Formatting never throws: a placeholder
/// that cannot be formatted is written as its fallback (`{$name}`,
/// `{|literal|}`, `{:function}`), and ``formatWithErrors(_:)`` reports why.
///
/// ICU 72 has no MessageFormat 2; this library implements it over its own
/// number formatting and plural rules (`unumf_formatDecimal`, `uplrules_select`).
public struct MessageFormat2: Sendable {
    /// The message's source text.
    public let source: String
    /// The locale that functions format and select with.
    public let locale: LocaleID
    /// The bidi isolation and functions the message was created with.
    public let options: Options
    let model: Model
    /// Each declared variable's index in `model.declarations`.
    let declarationIndices: [String: Int]
    let functions: FunctionRegistry
    let messageDirection: MessageValue.Direction
    /// The compiled plan, made at the first call, not at creation, so that a
    /// message parsed only to be checked costs no probes (``Compiled``).
    let plan = CompiledOnce<Compiled>()

    /// How placeholders are isolated (the specification's "bidirectional isolation strategy").
    public enum BidiIsolation: String, Hashable, Sendable, CaseIterable {
        /// The Default Bidi Strategy: each expression placeholder is wrapped in
        /// U+2066/U+2067/U+2068 … U+2069 unless it is known to run the message's
        /// own left-to-right direction.
        case `default`
        /// Placeholders are written as they are.
        case none
    }

    /// What a message is created with beyond its source and locale.
    public struct Options: Sendable, Hashable {
        /// ``BidiIsolation/default`` unless the output goes where isolation
        /// characters are not wanted.
        public var bidiIsolation: BidiIsolation
        /// Functions the message may call beyond the default registry, by name
        /// without the colon (`"app:money"`); these win over default functions
        /// of the same name.
        ///
        /// Two options are equal when they name the same functions and each
        /// pair is equal: by `==` where the function's type is `Hashable`,
        /// else by its type alone.
        public var functions: [String: any MessageFunction]

        /// Options with the default bidi isolation and registry unless given.
        public init(bidiIsolation: BidiIsolation = .default, functions: [String: any MessageFunction] = [:]) {
            self.bidiIsolation = bidiIsolation
            self.functions = functions
        }

        public static func == (a: Options, b: Options) -> Bool {
            a.bidiIsolation == b.bidiIsolation && a.functions.count == b.functions.count
                && a.functions.allSatisfy { name, function in
                    b.functions[name].map { identity(of: $0) == identity(of: function) } ?? false
                }
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(bidiIsolation)
            // Order-independent: a dictionary's order is no part of its value.
            var functionsHash = 0
            for (name, function) in functions {
                var one = Hasher()
                one.combine(name)
                one.combine(Self.identity(of: function))
                functionsHash ^= one.finalize()
            }
            hasher.combine(functionsHash)
        }

        /// What a function is compared by: its value where its type is `Hashable`, else its type.
        private static func identity(of function: any MessageFunction) -> AnyHashable {
            if let hashable = function as? any Hashable { return AnyHashable(hashable) }
            return AnyHashable(ObjectIdentifier(type(of: function)))
        }
    }

    /// Parses `source` and checks its data model.
    ///
    /// - Parameters:
    ///   - source: The message, in MessageFormat 2 syntax.
    ///   - locale: The locale functions format and select with; its direction
    ///     is the message's direction for bidi isolation.
    ///   - options: The bidi isolation, and functions beyond the default registry.
    /// - Throws: ``ICUError`` of kind `.badInput`: the locale's validation
    ///   error for a locale that is not valid; for a message that does not
    ///   parse, an error whose ``ICUError/messageFormat2Error`` is the
    ///   specification's ``Error``, of kind `syntax-error`
    ///   (`U_INVALID_FORMAT_ERROR`) or one of the data model errors
    ///   (`variant-key-mismatch`, `missing-fallback-variant`,
    ///   `missing-selector-annotation`, `duplicate-declaration`,
    ///   `duplicate-option-name`, `duplicate-variant`; `U_ILLEGAL_ARGUMENT_ERROR`),
    ///   with the specification's name first in its reason.
    public init(_ source: String, locale: LocaleID, options: Options = .init()) throws(ICUError) {
        // A message is parsed, not opened in ICU: an invalid literal's error is
        // read from the handles' accessor before the source.
        _ = try locale.icuName
        self.source = source
        self.locale = locale
        self.options = options
        do {
            self.model = try Parser.parse(source)
        } catch {
            throw ICUError(error, operation: "reading the MessageFormat 2 message '\(source.prefix(64))' in \(locale)")
        }
        // The data model check refused a name declared twice.
        self.declarationIndices = Dictionary(model.declarations.enumerated().map { ($1.name, $0) },
                                             uniquingKeysWith: { first, _ in first })
        self.functions = FunctionRegistry(custom: options.functions)
        self.messageDirection = locale.isRightToLeft ? .rightToLeft : .leftToRight
    }

    /// Formats the message with `arguments`, writing fallbacks where a
    /// placeholder cannot be formatted.
    ///
    /// A message whose placeholders are numbers with literal options, and
    /// whose `.match` selects on them, is compiled at its first call: later
    /// calls with integer arguments write its text with no resolution
    /// (docs/messages-mf2.md, "The compiled plan"); other calls are resolved.
    public func format(_ arguments: [String: MessageArgument] = [:]) -> String {
        if let written = compiled?.format(arguments) { return written }
        return formatByResolution(arguments).output
    }

    /// Formats the message, and reports every resolution, selection and
    /// formatting error met on the way, in order.
    public func formatWithErrors(_ arguments: [String: MessageArgument] = [:]) -> (output: String, errors: [Error]) {
        // The compiled plan formats only calls that meet no error.
        if let written = compiled?.format(arguments) { return (written, []) }
        return formatByResolution(arguments)
    }

    /// The message formatted by resolving its model, never by its compiled plan.
    @_spi(Testing) public func formatByResolution(_ arguments: [String: MessageArgument] = [:]) -> (output: String, errors: [Error]) {
        var resolver = Resolver(message: self, arguments: arguments)
        let output = resolver.formatToString()
        return (output, resolver.errors)
    }

    /// Whether the message has a compiled plan (made now if it was not yet).
    @_spi(Testing) public var isCompiled: Bool { compiled != nil }
}

extension MessageFormat2 {
    /// The Default Bidi Strategy (spec/formatting.md, "Handling Bidirectional
    /// Text"): what is written before and after a placeholder of `direction`.
    func isolationMarks(direction: MessageValue.Direction, isolate: Bool) -> (open: String, close: String) {
        guard options.bidiIsolation == .default else { return ("", "") }
        switch direction {
        case .leftToRight where messageDirection == .leftToRight && !isolate: return ("", "")
        case .leftToRight: return ("\u{2066}", "\u{2069}")
        case .rightToLeft: return ("\u{2067}", "\u{2069}")
        case .unknown: return ("\u{2068}", "\u{2069}")
        }
    }

    /// A MessageFormat 2 error, named as the specification names it.
    public struct Error: Swift.Error, Hashable, Sendable, CustomStringConvertible {
        /// The specification's error types.
        public enum Kind: String, Hashable, Sendable, CaseIterable {
            /// The source does not follow the message syntax.
            case syntaxError = "syntax-error"
            /// A variant has a different number of keys than there are selectors.
            case variantKeyMismatch = "variant-key-mismatch"
            /// No variant has only `*` keys.
            case missingFallbackVariant = "missing-fallback-variant"
            /// A selector does not refer to a declaration with a function.
            case missingSelectorAnnotation = "missing-selector-annotation"
            /// A variable is declared twice, or declared after it was used.
            case duplicateDeclaration = "duplicate-declaration"
            /// An option name appears twice on one function or markup.
            case duplicateOptionName = "duplicate-option-name"
            /// Two variants have the same keys.
            case duplicateVariant = "duplicate-variant"
            /// A variable has no value.
            case unresolvedVariable = "unresolved-variable"
            /// A function is not in the registry.
            case unknownFunction = "unknown-function"
            /// A function cannot use its operand.
            case badOperand = "bad-operand"
            /// A function cannot use an option's value.
            case badOption = "bad-option"
            /// A value cannot be used for selection.
            case badSelector = "bad-selector"
            /// A variant key is not valid for its selector.
            case badVariantKey = "bad-variant-key"
            /// A function failed in a way of its own.
            case messageFunctionError = "message-function-error"
        }

        /// The specification's error type.
        public var kind: Kind
        /// What went wrong, where that says more than the kind.
        public var detail: String?

        /// An error of `kind`.
        public init(_ kind: Kind, detail: String? = nil) {
            self.kind = kind
            self.detail = detail
        }

        /// "<type>: <detail>".
        public var description: String { detail.map { "\(kind.rawValue): \($0)" } ?? kind.rawValue }
    }
}

extension ICUError {
    /// A MessageFormat 2 error as the library's one error type: bad input,
    /// `U_INVALID_FORMAT_ERROR` for a syntax error and `U_ILLEGAL_ARGUMENT_ERROR`
    /// for the others, the specification's name first in the reason, and the
    /// error itself in ``messageFormat2Error``.
    init(_ error: MessageFormat2.Error, operation: String) {
        self.init(code: error.kind == .syntaxError ? .invalidFormat : .illegalArgument, operation: operation,
                  reason: error.description, kind: .badInput)
        messageFormat2Error = error
    }
}

extension MessageFormat2 {
    /// Whether `text` is a number literal of the specification
    /// (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?`), the text `:number`
    /// accepts as its operand.
    public static func isNumberLiteral(_ text: String) -> Bool {
        NumberFunction.isNumberLiteral(text)
    }
}
