import FoundationEssentials

extension MessageFormat {
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
            func admits(_ argument: MessageArgument) -> Bool {
                switch (self, argument) {
                case (.any, _), (.number, .integer), (.number, .double), (.number, .decimal),
                     (.text, .string), (.date, .date): true
                default: false
                }
            }
        }
    }
}

extension MessageArgument {
    /// What the argument is, in words for an ICU message's errors.
    var typeName: String {
        switch self {
        case .integer, .double, .decimal: "a number"
        case .string: "text"
        case .date: "a date"
        }
    }
}
