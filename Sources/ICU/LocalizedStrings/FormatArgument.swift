/// One argument of a localized format, as `String(format:)` takes a
/// `CVarArg`: an integer, a floating-point number or text.
///
/// ```swift
/// let arguments: [FormatArgument] = [3, 5]          // integers
/// let mixed: [FormatArgument] = ["Anna", 2.5]       // text and a double
/// ```
///
/// Which arguments a specifier accepts: `%d %i %ld %lld` a signed or
/// unsigned integer; `%u %lu %llu %x %X %o` an integer that is not negative;
/// `%f %e %g` (and `%F %E %G`) any number; `%@` anything, text as it is and
/// numbers as Swift prints them; `%s` text. Any other pairing is an error,
/// never a garbled string.
public enum FormatArgument: Sendable, Hashable, CustomStringConvertible {
    /// A signed integer.
    case integer(Int64)
    /// An unsigned integer above `Int64.max` is the only use of this case
    /// that `integer` cannot hold.
    case unsignedInteger(UInt64)
    /// A floating-point number.
    case double(Double)
    /// Text, for `%@` and `%s`.
    case text(String)

    /// The argument as `%@` writes it.
    public var description: String {
        switch self {
        case .integer(let value): String(value)
        case .unsignedInteger(let value): String(value)
        case .double(let value): value.description
        case .text(let value): value
        }
    }

    /// A short name of the argument's type, for messages.
    var typeName: String {
        switch self {
        case .integer: "an integer"
        case .unsignedInteger: "an unsigned integer"
        case .double: "a floating-point number"
        case .text: "text"
        }
    }
}

extension FormatArgument: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral {
    /// An integer argument.
    public init(integerLiteral value: Int64) { self = .integer(value) }
    /// A floating-point argument.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// A text argument.
    public init(stringLiteral value: String) { self = .text(value) }
}

extension FormatArgument {
    /// An integer argument.
    @inlinable
    public init(_ value: Int) { self = .integer(Int64(value)) }

    /// An integer argument.
    @inlinable
    public init(_ value: UInt) { self = UInt64(value) <= UInt64(Int64.max) ? .integer(Int64(value)) : .unsignedInteger(UInt64(value)) }

    /// An integer argument of any type, or `nil` when it needs more than 64
    /// bits (below `Int64.min` or above `UInt64.max`).
    @inlinable  // Specialized for the caller's type: generic, it converted through witness tables.
    public init?<T: BinaryInteger>(exactly value: T) {
        if let signed = Int64(exactly: value) {
            self = .integer(signed)
        } else if let unsigned = UInt64(exactly: value) {
            self = .unsignedInteger(unsigned)
        } else {
            return nil
        }
    }

    /// A floating-point argument.
    public init(_ value: Double) { self = .double(value) }

    /// A text argument.
    public init(_ value: String) { self = .text(value) }
}
