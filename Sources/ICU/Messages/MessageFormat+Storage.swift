import FoundationEssentials
import Synchronization

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
        /// Whether each parameter chooses a plural form (`plural`,
        /// `selectordinal`), for which ICU 72 fails on NaN with
        /// `U_INTERNAL_PROGRAM_ERROR` when it reads the locale's rules.
        private let choosesPluralForm: [Bool]
        private let handle: MessageFormatHandle
        /// The message compiled to render without ICU, checked against ICU when
        /// made — at the first call, not at creation, so that a message made
        /// only to be checked (as lint does) or rendered once costs no probes.
        private let lazilyCompiled = CompiledOnce<Compiled>()

        /// The compiled message, made at the first call (the first stored wins
        /// when threads race); `nil` for a message only ICU renders (see ``Compiled``).
        var compiled: Compiled? {
            lazilyCompiled.value { [handle, parameters, pattern, locale] in
                Compiled.compile(pattern, locale: locale, parameters: parameters) { arguments in
                    try? Self.formatThroughICU(handle, parameters, arguments)
                }
            }
        }

        init(pattern: String, locale: LocaleID, timeZone: TimeZoneID) throws(ICUError) {
            self.pattern = pattern
            self.locale = locale
            self.timeZone = timeZone
            // ICU parses the pattern (and reports its syntax errors) before the uses are read.
            let handle = try MessageFormatHandle(pattern: pattern, locale: locale, timeZone: timeZone.identifier)
            self.handle = handle
            let parameters: [Parameter]
            (parameters, choosesPluralForm) = try Self.parameters(of: pattern, locale: locale)
            self.parameters = parameters
        }

        /// ICU's rendering of the message with checked arguments in parameter order.
        private static func formatThroughICU(_ handle: MessageFormatHandle, _ parameters: [Parameter],
                                             _ arguments: UnsafeBufferPointer<MessageArgument>) throws(ICUError) -> String {
            try handle.format(count: arguments.count) { (parameters[$0].name, arguments[$0].handleValue) }
        }

        /// Each argument once, with what every use of it admits, and whether one chooses a plural form.
        private static func parameters(of pattern: String, locale: LocaleID) throws(ICUError) -> ([Parameter], [Bool]) {
            var parameters: [Parameter] = []
            var plural: [Bool] = []
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
                    plural.append(use.choosesPluralForm)
                    continue
                }
                if use.choosesPluralForm { plural[at] = true }
                switch (parameters[at].accepts, accepts) {
                case (_, .any): break
                case (.any, _): parameters[at].accepts = accepts
                case let (known, new) where known == new: break
                case let (known, new):
                    throw failure("argument '\(use.name)' is used as \(known.phrase) and as \(new.phrase), which no value is")
                }
            }
            return (parameters, plural)
        }

        /// An error of a format call.
        func failure(_ reason: String) -> ICUError {
            ICUError(code: .illegalArgument, operation: "formatting the message '\(pattern.prefix(64))' in \(locale)",
                     reason: reason)
        }

        /// The message with the argument `value(parameter)` gives for each
        /// parameter, every one checked before the message is rendered (by the
        /// compiled message when it has one and renders these values, else by
        /// ICU, or by ICU alone when `throughICU`); the checked arguments are
        /// kept on the stack.
        func format(throughICU: Bool = false, _ value: (Parameter) throws(ICUError) -> MessageArgument?) throws(ICUError) -> String {
            let parameters = self.parameters
            return try withUnsafeTemporaryAllocation(of: MessageArgument.self, capacity: Swift.max(parameters.count, 1)) {
                checked throws(ICUError) in
                let base = checked.baseAddress!
                var filled = 0
                // ICU reads decimal text when it takes the arguments, whether the
                // message uses the value or not, and refuses malformed digits
                // (U_DECIMAL_NUMBER_SYNTAX_ERROR): a call with any goes to ICU (F45).
                var decimalText = false
                defer { base.deinitialize(count: filled) }
                for parameter in parameters {
                    guard let argument = try value(parameter) else {
                        throw failure("no argument '\(parameter.name)'")
                    }
                    guard parameter.accepts.admits(argument) else {
                        throw failure("argument '\(parameter.name)' is \(argument.typeName); its use takes \(parameter.accepts.phrase)")
                    }
                    if choosesPluralForm[filled], argument.isNaN {
                        throw failure("argument '\(parameter.name)' is NaN, which has no plural form")
                    }
                    if case .decimal = argument { decimalText = true }
                    (base + filled).initialize(to: argument)
                    filled += 1
                }
                let arguments = UnsafeBufferPointer(start: base, count: filled)
                if !throughICU, !decimalText, let compiled, let text = compiled.render(arguments) { return text }
                return try Self.formatThroughICU(handle, parameters, arguments)
            }
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

extension MessageFormatHandle.Use {
    /// Whether the use chooses a form by the locale's plural rules.
    var choosesPluralForm: Bool { type == "plural" || type == "selectordinal" }
}

extension MessageArgument {
    /// Whether the argument is a NaN: a `Double`, or decimal text ICU reads as one (`NaN`, `-nan`, `sNaN`).
    var isNaN: Bool {
        switch self {
        case .double(let value): value.isNaN
        case .decimal(let text):
            text.utf8.count <= 5 && ["nan", "-nan", "+nan", "snan", "-snan", "+snan"].contains(text.lowercased())
        case .integer, .string, .date: false
        }
    }

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
