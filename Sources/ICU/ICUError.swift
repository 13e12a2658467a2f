/// The one error every throwing call in this library throws.
///
/// It carries ICU's status code and name (such as `U_ILLEGAL_ARGUMENT_ERROR`),
/// what was being attempted, and, for text that failed to parse, the UTF-8
/// offset in the input where parsing stopped.
///
/// ```swift
/// do {
///     _ = try NumberFormat(.currency(code: "XYZ"), locale: "en_US")
/// } catch {
///     print(error)  // opening a currency formatter for 'XYZ' in en_US: U_ILLEGAL_ARGUMENT_ERROR (unknown ISO 4217 currency code)
/// }
/// ```
///
/// The names are ICU's `UErrorCode` names, as `u_errorName` returns them.
///
/// ``kind`` tells the caller's bad input (an unknown locale, currency or zone,
/// a malformed skeleton or pattern, text that does not parse — in a server, a
/// `400`) from a failure of ICU itself (memory, missing data — a `500`):
///
/// ```swift
/// func status(of error: ICUError) -> Int {
///     error.kind == .badInput ? 400 : 500
/// }
/// ```
public struct ICUError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An ICU status code (`UErrorCode`). Only failures (values > 0) appear in errors.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The `UErrorCode` value.
        public var rawValue: Int32
        /// The code with this `UErrorCode` value.
        public init(rawValue: Int32) { self.rawValue = rawValue }

        /// `U_ILLEGAL_ARGUMENT_ERROR`: an argument (ID, code, pattern…) is not valid.
        public static let illegalArgument = Code(rawValue: ICUStatus.illegalArgument)
        /// `U_INVALID_FORMAT_ERROR`: a pattern or format is malformed.
        public static let invalidFormat = Code(rawValue: ICUStatus.invalidFormat)
        /// `U_MISSING_RESOURCE_ERROR`: data that should be there is not (ICU's
        /// data, or a string a bundle's catalog lacks).
        public static let missingResource = Code(rawValue: ICUStatus.missingResource)
        /// `U_PARSE_ERROR`: text could not be parsed.
        public static let parseError = Code(rawValue: ICUStatus.parseError)
        /// `U_UNSUPPORTED_ERROR`: ICU does not support the request.
        public static let unsupported = Code(rawValue: ICUStatus.unsupported)
        /// `U_NUMBER_SKELETON_SYNTAX_ERROR`: a number skeleton is malformed.
        public static let numberSkeletonSyntax = Code(rawValue: ICUStatus.numberSkeletonSyntax)
        /// `U_DECIMAL_NUMBER_SYNTAX_ERROR`: text is not a decimal number.
        public static let decimalNumberSyntax = Code(rawValue: ICUStatus.decimalNumberSyntax)

        /// Whose fault a failure with this code is: ICU's own codes for bad
        /// arguments, formats, parse and syntax errors, unsupported requests and
        /// invalid characters are ``Kind/badInput``; every other failure is ICU's.
        public var kind: Kind { ICUStatus.isInputError(rawValue) ? .badInput : .internalFailure }

        /// ICU's name for the code, such as `U_PARSE_ERROR` (`u_errorName`).
        public var name: String { ICUStatus.name(rawValue) }
        /// The code's name (`u_errorName`).
        public var description: String { name }
    }

    /// Whose fault a failure is: the input's, or ICU's.
    public enum Kind: String, Hashable, Sendable, CustomStringConvertible {
        /// The input cannot be used: an ID, code, skeleton, pattern, option or
        /// text that is malformed, unknown, or asks for something ICU does not do.
        case badInput
        /// ICU failed on valid input: out of memory, its data missing or broken.
        case internalFailure

        /// The case name: `badInput` or `internalFailure`.
        public var description: String { rawValue }
    }

    /// ICU's status code.
    public var code: Code
    /// Whose fault the failure is (by default from ``code``: argument, format,
    /// parse, syntax and unsupported-request codes are bad input; the others,
    /// such as `U_MEMORY_ALLOCATION_ERROR` and `U_MISSING_RESOURCE_ERROR`, are ICU's).
    public var kind: Kind
    /// What was being attempted, such as "parsing '12x' as a decimal number in en_US".
    public var operation: String
    /// More detail than ICU's code gives, when there is some.
    public var reason: String?
    /// For text that failed to parse (and skeletons that failed to compile): the
    /// offset, in UTF-8 bytes of the input, where ICU stopped.
    public var utf8Offset: Int?
    /// For a file that failed to load (a `.strings`, `.stringsdict` or
    /// `.xcstrings` file): the file, line and column of the fault.
    public var location: FileLocation?
    /// For a MessageFormat 2 message that does not parse, or a
    /// ``LocalizedMessage`` whose MessageFormat 2 formatting met an error: the
    /// specification's error (its ``MessageFormat2/Error/kind`` is the error
    /// type, such as `syntax-error` or `unresolved-variable`), whose
    /// description also begins ``reason``.
    ///
    /// ```swift
    /// do {
    ///     _ = try MessageFormat2("{{unclosed", locale: "en")
    /// } catch {
    ///     print(error.messageFormat2Error?.kind == .syntaxError)   // true
    /// }
    /// ```
    public var messageFormat2Error: MessageFormat2.Error?

    /// An error with ICU's code, what was being attempted, and optionally why and where in the input.
    public init(code: Code, operation: String, reason: String? = nil, utf8Offset: Int? = nil, kind: Kind? = nil,
                location: FileLocation? = nil) {
        self.code = code
        self.kind = kind ?? code.kind
        self.operation = operation
        self.reason = reason
        self.utf8Offset = utf8Offset
        self.location = location
    }

    /// ICU's name for the code, such as `U_ILLEGAL_ARGUMENT_ERROR`.
    public var name: String { code.name }

    /// "<file>:<line>:<column>: <operation>: <ICU name> (<reason>) at offset <n>", the parts that are known.
    public var description: String {
        var text = location.map { "\($0): " } ?? ""
        text += "\(operation): \(code.name)"
        if let reason { text += " (\(reason))" }
        if let utf8Offset { text += " at offset \(utf8Offset)" }
        return text
    }
}

/// A place in a file: what ``ICUError/location`` names for a file that failed to load.
public struct FileLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's path, as it was given.
    public var file: String
    /// The line, counting from 1.
    public var line: Int
    /// The column, counting from 1, in characters (Unicode scalars) of the line.
    public var column: Int

    /// A place in `file`.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, as compilers write it.
    public var description: String { "\(file):\(line):\(column)" }
}
