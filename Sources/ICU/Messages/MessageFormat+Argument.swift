import FoundationEssentials

extension MessageFormat {
    /// A value for one argument of a message.
    ///
    /// Literals make the common ones: `3` is ``integer(_:)``, `2.5`
    /// ``double(_:)``, `"Ann"` ``string(_:)``.
    public enum Argument: Sendable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
        ExpressibleByStringLiteral {
        /// An integer (`icu::Formattable(int64_t)`).
        case integer(Int)
        /// A binary floating-point number (`icu::Formattable(double)`).
        case double(Double)
        /// A decimal number as text, such as `"12345678901234567890.5"`, read
        /// exactly, with no rounding to a `Double`. ICU writes it, and chooses
        /// plural forms by it, as the locale's number format writes it:
        /// `"1.50"` and `"1.0"` are written "1.5" and "1" (and `"1.0"` is `one`
        /// in English) (`icu::Formattable(StringPiece, status)`).
        case decimal(String)
        /// Text, for `select` and plain `{name}` arguments (`icu::Formattable(UnicodeString)`).
        case string(String)
        /// An instant, for `date` and `time` arguments (`icu::Formattable(UDate, kIsDate)`).
        case date(Date)

        /// An ``integer(_:)``.
        public init(integerLiteral value: Int) { self = .integer(value) }
        /// A ``double(_:)``.
        public init(floatLiteral value: Double) { self = .double(value) }
        /// A ``string(_:)``.
        public init(stringLiteral value: String) { self = .string(value) }

        /// What the argument is, in words for errors.
        var typeName: String {
            switch self {
            case .integer, .double, .decimal: "a number"
            case .string: "text"
            case .date: "a date"
            }
        }
    }

    /// An argument a pattern names, and the values it takes.
    public struct Parameter: Sendable, Hashable {
        /// The name as the pattern writes it: `"count"` for `{count}`, `"0"` for `{0}`.
        public var name: String
        /// The number of a numbered argument (`{0}`), `nil` for a named one.
        public var number: Int?
        /// What values the argument takes.
        public var accepts: Accepted

        /// The values an argument takes, from every use of it in the pattern.
        public enum Accepted: String, Sendable, Hashable, CustomStringConvertible {
            /// Any value: it is only ever used as `{name}`.
            case any
            /// Numbers: `plural`, `selectordinal`, `choice`, `number`,
            /// `spellout`, `ordinal` and `duration` arguments.
            case number
            /// Dates: `date` and `time` arguments.
            case date
            /// Text: `select` arguments.
            case text

            /// `any`, `number`, `date` or `text`.
            public var description: String { rawValue }

            /// What an argument of a type takes; `nil` for a type ICU does not know.
            init?(argumentType type: String) {
                switch type {
                case "none": self = .any
                case "number", "spellout", "ordinal", "duration", "plural", "selectordinal", "choice": self = .number
                case "date", "time": self = .date
                case "select": self = .text
                default: return nil
                }
            }

            /// Whether `argument` is one of these values.
            func admits(_ argument: Argument) -> Bool {
                switch (self, argument) {
                case (.any, _), (.number, .integer), (.number, .double), (.number, .decimal),
                     (.text, .string), (.date, .date): true
                default: false
                }
            }
        }
    }
}
