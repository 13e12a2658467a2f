import FoundationEssentials

extension MessageFormat {
    /// A value around existing storage (a pooled one).
    init(storage: Storage) { self.storage = storage }

    /// What ``MessageFormat``s share between their copies: what the message was
    /// created for, its parameters, and the ICU format.
    final class Storage: Sendable {
        let pattern: String
        let locale: LocaleID
        let timeZone: TimeZoneID
        let parameters: [Parameter]
        private let handle: MessageFormatHandle

        init(pattern: String, locale: LocaleID, timeZone: TimeZoneID) throws(ICUError) {
            self.pattern = pattern
            self.locale = locale
            self.timeZone = timeZone
            // ICU parses the pattern (and reports its syntax errors) before the uses are read.
            handle = try MessageFormatHandle(pattern: pattern, locale: locale.identifier, timeZone: timeZone.identifier)
            parameters = try Self.parameters(of: pattern, locale: locale)
        }

        /// Each argument once, with what every use of it admits.
        private static func parameters(of pattern: String, locale: LocaleID) throws(ICUError) -> [Parameter] {
            var parameters: [Parameter] = []
            var index: [ExactText: Int] = [:]
            for use in try MessageFormatHandle.uses(of: pattern) {
                let failure = { (reason: String) in
                    ICUError(code: .illegalArgument, operation: "opening the message '\(pattern.prefix(64))' for \(locale)",
                             reason: reason)
                }
                guard let accepts = Parameter.Accepted(argumentType: use.type) else {
                    throw failure("argument '\(use.name)' has the type '\(use.type)', which ICU does not know")
                }
                let key = ExactText(use.name)
                guard let at = index[key] else {
                    index[key] = parameters.count
                    parameters.append(Parameter(name: use.name, number: use.number, accepts: accepts))
                    continue
                }
                switch (parameters[at].accepts, accepts) {
                case (_, .any): break
                case (.any, _): parameters[at].accepts = accepts
                case let (known, new) where known == new: break
                case let (known, new):
                    throw failure("argument '\(use.name)' is used as \(known.phrase) and as \(new.phrase), which no value is")
                }
            }
            return parameters
        }

        /// An error of a format call.
        func failure(_ reason: String) -> ICUError {
            ICUError(code: .illegalArgument, operation: "formatting the message '\(pattern.prefix(64))' in \(locale)",
                     reason: reason)
        }

        /// The message with the argument `value(parameter)` gives for each parameter.
        func format(_ value: (Parameter) throws(ICUError) -> Argument?) throws(ICUError) -> String {
            var arguments: [(name: String, value: MessageFormatHandle.Value)] = []
            arguments.reserveCapacity(parameters.count)
            for parameter in parameters {
                guard let argument = try value(parameter) else {
                    throw failure("no argument '\(parameter.name)'")
                }
                guard parameter.accepts.admits(argument) else {
                    throw failure("argument '\(parameter.name)' is \(argument.typeName); its use takes \(parameter.accepts.phrase)")
                }
                arguments.append((parameter.name, argument.handleValue))
            }
            return try handle.format(arguments)
        }
    }
}

extension MessageFormat.Parameter.Accepted {
    /// The values, in words for errors.
    var phrase: String {
        switch self {
        case .any: "any value"
        case .number: "a number"
        case .date: "a date"
        case .text: "text"
        }
    }
}

extension MessageFormat.Argument {
    /// The value as it crosses to ICU.
    var handleValue: MessageFormatHandle.Value {
        switch self {
        case .integer(let value): .integer(Int64(value))
        case .double(let value): .double(value)
        case .decimal(let text): .decimal(text)
        case .string(let text): .string(text)
        case .date(let date): .date(date.timeIntervalSince1970 * 1000)
        }
    }
}
