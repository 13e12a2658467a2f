import ICU

/// `message --icu PATTERN`: a message in ICU's MessageFormat syntax, its ARGs
/// typed by the pattern's use of each argument.
extension MessageCommand {
    func runICU(_ pattern: String) throws {
        let timeZone = try options.resolvedTimeZone()
        let values = arguments.isEmpty ? [] : [arguments.joined(separator: "\t")]
        let forcedText = Set(string.map { Array($0.utf8) })
        try Batch(options: options, category: .messages).run(values) { locale throws(ICUError) in
            try formatterPool.messageFormat(pattern, locale: locale, timeZone: timeZone)
        } localeEnd: { message, line in
            Self.localeEnd(line, arguments: message.parameters.count)
        } convert: { message, text throws(ICUError) in
            Record(try Self.render(message, Self.fields(text, arguments: message.parameters.count), forcedText: forcedText))
        }
    }

    /// Renders the ARGs of one message: `NAME=VALUE` for a named argument of
    /// the pattern, and the others for `{0}`, `{1}`, … in order.
    static func render(_ message: MessageFormat, _ fields: [InputBytes],
                       forcedText: Set<[UInt8]>) throws(ICUError) -> String {
        var byName: [[UInt8]: MessageFormat.Parameter] = [:]
        var byNumber: [Int: MessageFormat.Parameter] = [:]
        for parameter in message.parameters {
            if let number = parameter.number { byNumber[number] = parameter } else { byName[Array(parameter.name.utf8)] = parameter }
        }
        var arguments: [String: MessageArgument] = [:]
        var position = 0
        for field in fields {
            if let equals = field.firstIndex(of: UInt8(ascii: "=")),
               let parameter = byName[Array(field[..<equals])] {
                arguments[parameter.name] = try argument(field[(equals + 1)...], for: parameter, forcedText: forcedText)
                continue
            }
            guard let parameter = byNumber[position] else {
                let names = byName.values.map { "\($0.name)=VALUE" }.sorted()
                throw ICUError(code: .illegalArgument, operation: "reading argument \(position + 1)",
                               reason: "the message has no argument {\(position)}"
                                   + (names.isEmpty ? "" : "; give its arguments as " + names.joined(separator: ", ")))
            }
            arguments[parameter.name] = try argument(field, for: parameter, forcedText: forcedText)
            position += 1
        }
        return try message.format(arguments)
    }

    /// An ARG read as its argument's uses take it: a number for plurals and
    /// numbers, an instant for dates, text for selects; for a plain `{name}`,
    /// a number when it reads as one (unless `--string` names it), else text.
    static func argument(_ bytes: InputBytes, for parameter: MessageFormat.Parameter,
                         forcedText: Set<[UInt8]>) throws(ICUError) -> MessageArgument {
        let text = String(decoding: bytes, as: UTF8.self)
        switch parameter.accepts {
        case .text:
            return .string(text)
        case .date:
            return .date(try Instant.parse(bytes))
        case .any where forcedText.contains(Array(parameter.name.utf8)):
            return .string(text)
        case .any:
            return number(text) ?? .string(text)
        case .number:
            guard let value = number(text) else {
                throw ICUError(code: .illegalArgument, operation: "reading argument '\(parameter.name)' '\(text.prefix(64))'",
                               reason: "the message takes a number there, such as 3 or -2.5")
            }
            return value
        }
    }

    /// An integer, or any other decimal number as text, which ICU reads exactly (no rounding to a `Double`).
    private static func number(_ text: String) -> MessageArgument? {
        if let value = Int(text) { return .integer(value) }
        return DecimalSyntax.isDecimal(text) ? .decimal(text) : nil
    }
}
