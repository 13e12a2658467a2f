import FoundationEssentials

/// A value passed to a message: text, a number or a date.
///
/// The one argument type of every message the library formats: ICU
/// ``MessageFormat``, ``MessageFormat2``, Apple's format strings
/// (``LocalizedStringFormat``, ``StringBundle``) and ``LocalizedMessage``.
///
/// ```swift
/// let arguments: [MessageArgument] = [3, 5]          // integers
/// let mixed: [MessageArgument] = ["Anna", 2.5]       // text and a double
/// let exact: MessageArgument = .decimal("1.50")      // a decimal, as written
/// ```
///
/// **ICU MessageFormat** receives an ``integer(_:)`` as `Formattable(int64_t)`,
/// a ``double(_:)`` as `Formattable(double)`, a ``decimal(_:)`` as
/// `Formattable(StringPiece, status)` (read exactly: `"1.50"` is written "1.5",
/// and chooses plural forms as written), a ``string(_:)`` as
/// `Formattable(UnicodeString)` (for `select` and plain `{name}`), and a
/// ``date(_:)`` as `Formattable(UDate, kIsDate)` (for `date` and `time`).
///
/// **MessageFormat 2** reads numbers, decimals and number-literal strings as
/// `:number` operands, text for `:string`, and dates for `:datetime`.
///
/// **Apple's format strings** pair each specifier with the arguments it
/// accepts: `%d %i %ld %lld` a signed or unsigned integer; `%u %lu %llu %x %X %o`
/// an integer that is not negative; `%f %e %g` (and `%F %E %G`) any number;
/// `%@` anything but a date, text as it is and numbers as Swift prints them;
/// `%s` text. A ``decimal(_:)`` counts as the number it writes: an integer
/// when it is one that 64 bits hold (signed, or unsigned up to
/// `UInt64.max`), else a floating-point number. A date pairs with no
/// specifier. Any other pairing is an error, never a garbled string.
///
/// An integer above `Int.max` (up to `UInt64.max`, which `%llu` writes) is a
/// ``decimal(_:)`` of its digits, as `MessageArgument(UInt.max)` and
/// ``init(exactly:)`` make it:
///
/// ```swift
/// let largest = MessageArgument(exactly: UInt64.max)   // .decimal("18446744073709551615")
/// ```
public enum MessageArgument: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral {
    /// Text.
    case string(String)
    /// An integer.
    case integer(Int)
    /// A binary floating-point number.
    case double(Double)
    /// A decimal number written out exactly, such as `"1.50"` (its visible
    /// fraction digits count for plural selection), or an integer beyond `Int`.
    case decimal(String)
    /// An instant, for `:datetime`, `:date` and `:time` (its time zone is UTC
    /// unless the expression's `timeZone` option gives another), and ICU
    /// MessageFormat's `date` and `time`.
    case date(Date)

    /// A string argument.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An integer argument.
    public init(integerLiteral value: Int) { self = .integer(value) }
    /// A floating-point argument.
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension MessageArgument {
    /// An integer argument.
    @inlinable
    public init(_ value: Int) { self = .integer(value) }

    /// An integer argument: ``integer(_:)``, or above `Int.max` the
    /// ``decimal(_:)`` of its digits.
    @inlinable
    public init(_ value: UInt) { self = Int(exactly: value).map(MessageArgument.integer) ?? .decimal(String(value)) }

    /// An integer argument of any type: ``integer(_:)``, or above `Int.max`
    /// the ``decimal(_:)`` of its digits; `nil` when it needs more than 64
    /// bits (below `Int64.min` or above `UInt64.max`), which no format
    /// specifier takes.
    @inlinable  // Specialized for the caller's type: generic, it converted through witness tables.
    public init?<T: BinaryInteger>(exactly value: T) {
        if let signed = Int64(exactly: value) {
            self = .integer(Int(signed))
        } else if let unsigned = UInt64(exactly: value) {
            self = .decimal(String(unsigned))
        } else {
            return nil
        }
    }

    /// A floating-point argument.
    @inlinable
    public init(_ value: Double) { self = .double(value) }

    /// A text argument.
    @inlinable
    public init(_ value: String) { self = .string(value) }
}
