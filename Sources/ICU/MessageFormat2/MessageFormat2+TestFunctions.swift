// The MessageFormat Working Group's test functions (test/README.md in its
// repository): functions with locale-independent behaviour, for running the
// conformance tests. Messages get them only when asked for.

extension MessageFormat2 {
    /// `:test:function`, `:test:select` and `:test:format`, as the Working
    /// Group's conformance tests define them; pass them as `functions:` to run
    /// those tests. Not meant for messages shown to people.
    public static let conformanceTestFunctions: [String: any MessageFunction] = [
        "test:function": TestFunction(formats: true, selects: true),
        "test:select": TestFunction(formats: false, selects: true),
        "test:format": TestFunction(formats: true, selects: false),
    ]
}

/// One of the three test functions: a number with 0 or 1 decimal places that
/// can be told to fail when formatted or selected on.
struct TestFunction: MessageFunction {
    let formats: Bool
    let selects: Bool

    func resolve(_ operand: MessageValue?, options: [String: MessageValue],
                 locale: LocaleID) throws(MessageFormat2.Error) -> MessageValue {
        var input: Double
        var decimalPlaces = 0
        var failsFormat = false
        var failsSelect = false
        if let operand, operand.function?.hasPrefix("test:") == true, case .double(let value) = operand.input {
            input = value
            decimalPlaces = operand.options["decimalPlaces"] == .integer(1) ? 1 : 0
            failsFormat = operand.options["failsFormat"] == .integer(1)
            failsSelect = operand.options["failsSelect"] == .integer(1)
        } else if let operand, let text = NumberFunction.number(operand.input), let value = Double(text) {
            input = value
        } else {
            throw MessageFormat2.Error(.badOperand, detail: ":test:function needs a number")
        }
        if let option = options["decimalPlaces"] {
            switch option.text {
            case "0": decimalPlaces = 0
            case "1": decimalPlaces = 1
            default: throw MessageFormat2.Error(.badOption, detail: "decimalPlaces=\(option.text)")
            }
        }
        if let option = options["fails"] {
            switch option.text {
            case "always": failsFormat = true; failsSelect = true
            case "format": failsFormat = true
            case "select": failsSelect = true
            case "never": break
            default: throw MessageFormat2.Error(.badOption, detail: "fails=\(option.text)")
            }
        }
        let formatted: Result<String, MessageFormat2.Error>
        if !formats {
            formatted = .failure(MessageFormat2.Error(.messageFunctionError, detail: "not-formattable"))
        } else if failsFormat {
            formatted = .failure(MessageFormat2.Error(.badOption, detail: "fails=format"))
        } else {
            let magnitude = abs(input)
            var text = (input < 0 ? "-" : "") + String(Int(magnitude.rounded(.down)))
            if decimalPlaces == 1 {
                text += "." + String(Int(((magnitude - magnitude.rounded(.down)) * 10).rounded(.down)))
            }
            formatted = .success(text)
        }
        let matching = input != 1 ? [] : decimalPlaces == 1 ? ["1.0", "1"] : ["1"]
        let selectFails = failsSelect
        var selector: MessageValue.Selector?
        if selects {
            selector = { keys throws(MessageFormat2.Error) in
                if selectFails { throw MessageFormat2.Error(.badOption, detail: "fails=select") }
                return matching.filter { keys.contains($0) }
            }
        }
        let carried: [String: MessageArgument] = [
            "decimalPlaces": .integer(decimalPlaces),
            "failsFormat": .integer(failsFormat ? 1 : 0),
            "failsSelect": .integer(failsSelect ? 1 : 0),
        ]
        return MessageValue(input: .double(input), result: formatted, selector: selector, function: "test:function",
                            options: carried)
    }
}
