// The default function registry (spec/functions): `:string`, `:number`,
// `:integer`, over the library's NumberFormat and PluralRules.

extension MessageFormat2 {
    /// The functions a message can call: the app's first, then the defaults.
    struct FunctionRegistry: Sendable {
        let custom: [String: any MessageFunction]

        subscript(name: String) -> (any MessageFunction)? {
            if let function = custom[name] { return function }
            switch name {
            case "string": return StringFunction()
            case "number": return NumberFunction(kind: .number)
            case "integer": return NumberFunction(kind: .integer)
            default: return nil
            }
        }
    }
}

/// `:string`: text as it is; selects the key equal to it.
struct StringFunction: MessageFunction {
    func resolve(_ operand: MessageValue?, options: [String: MessageValue],
                 locale: LocaleID) throws(MessageFormat2.Error) -> MessageValue {
        guard let operand else { throw MessageFormat2.Error(.badOperand, detail: ":string needs an operand") }
        let text = operand.text
        return MessageValue(input: .string(text), formatted: text, selector: { keys in
            keys.filter { $0 == text }
        }, function: "string")
    }
}

/// `:number` and `:integer`: a number formatted with the locale's decimal
/// format and the digit, grouping and sign options; selects an exactly equal
/// numeric key first, then the plural category (`select=plural|ordinal|exact`).
struct NumberFunction: MessageFunction {
    enum Kind { case number, integer }
    let kind: Kind

    /// The options both functions take, in the order they are applied.
    static let optionNames = ["select", "minimumIntegerDigits", "minimumFractionDigits", "maximumFractionDigits",
                              "minimumSignificantDigits", "maximumSignificantDigits", "useGrouping", "signDisplay"]

    func resolve(_ operand: MessageValue?, options: [String: MessageValue],
                 locale: LocaleID) throws(MessageFormat2.Error) -> MessageValue {
        let name = kind == .integer ? "integer" : "number"
        guard let operand, var number = Self.number(operand.input) else {
            throw MessageFormat2.Error(.badOperand, detail: ":\(name) needs a number")
        }
        // A value from :number or :integer brings its options along.
        var settings = operand.function == "number" || operand.function == "integer" ? operand.options : [:]
        // `select` must be written as a literal on the expression itself: a
        // value from a variable, or carried by the operand, cannot select.
        var errors: [MessageFormat2.Error] = []
        var canSelect = true
        if let value = options["select"], !value.isLiteral {
            errors.append(MessageFormat2.Error(.badOption, detail: "select must be a literal"))
            canSelect = false
        } else if options["select"] == nil, settings["select"] != nil {
            errors.append(MessageFormat2.Error(.badOption, detail: "select must be a literal"))
            canSelect = false
        }
        settings["select"] = nil
        for key in Self.optionNames {
            if let value = options[key], key != "select" || canSelect { settings[key] = .string(value.text) }
        }
        if kind == .integer {
            settings["maximumFractionDigits"] = .string("0")
            number = Self.truncated(number)
        }
        let skeleton = try Self.skeleton(settings)
        let select = settings["select"].map { MessageValue(input: $0, formatted: "").text } ?? "plural"
        guard ["plural", "ordinal", "exact"].contains(select) else {
            throw MessageFormat2.Error(.badOption, detail: "select=\(select)")
        }
        let formatted: Result<String, MessageFormat2.Error>
        do {
            formatted = .success(try Self.format(.decimal(number), skeleton: skeleton, locale: locale))
        } catch {
            formatted = .failure(MessageFormat2.Error(.badOperand, detail: "\(error)"))
        }
        let minimumFraction = settings["minimumFractionDigits"].flatMap { Int(MessageValue(input: $0, formatted: "").text) }
        let operandsText = Self.padded(number, fractionDigits: minimumFraction ?? 0)
        let numeric = Double(number)
        let selector: MessageValue.Selector = { keys throws(MessageFormat2.Error) in
            var exact = keys.filter { key in Self.isNumberLiteral(key) && Double(key) == numeric }
            guard select != "exact" else { return exact }
            let rules: PluralRules
            let category: PluralRules.Category
            do {
                rules = try PluralRules(locale: locale, kind: select == "ordinal" ? .ordinal : .cardinal)
                category = try rules.category(forDecimal: operandsText)
            } catch {
                throw MessageFormat2.Error(.badSelector, detail: "\(error)")
            }
            exact += keys.filter { $0 == category.rawValue }
            return exact
        }
        var value = MessageValue(input: .decimal(number), result: formatted,
                                 direction: locale.isRightToLeft ? .rightToLeft : .leftToRight,
                                 selector: canSelect ? selector : nil, function: name, options: settings)
        value.errors = errors
        return value
    }

    /// The operand as decimal text, or `nil` for one that is not a number.
    static func number(_ input: MessageArgument) -> String? {
        switch input {
        case .integer(let i): return String(i)
        case .double(let d): return d.isFinite ? MessageValue(input: input, formatted: "").text : nil
        case .decimal(let s), .string(let s): return isNumberLiteral(s) ? s : nil
        }
    }

    /// `number-literal = ["-"] (%x30 / (%x31-39 *DIGIT)) ["." 1*DIGIT] [%i"e" ["-" / "+"] 1*DIGIT]`.
    static func isNumberLiteral(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        func digits() -> Int {
            var count = 0
            while let b = bytes.first, (0x30...0x39).contains(b) { bytes.removeFirst(); count += 1 }
            return count
        }
        if bytes.first == UInt8(ascii: "-") { bytes.removeFirst() }
        let leadingZero = bytes.first == UInt8(ascii: "0")
        let integer = digits()
        guard integer > 0, !(leadingZero && integer > 1) else { return false }
        if bytes.first == UInt8(ascii: ".") {
            bytes.removeFirst()
            guard digits() > 0 else { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes.removeFirst()
            if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes.removeFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }

    /// The integer part of decimal text (exponents applied by Double where present).
    static func truncated(_ number: String) -> String {
        if number.contains(where: { $0 == "e" || $0 == "E" }) {
            let value = (Double(number) ?? 0).rounded(.towardZero)
            return abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        let integer = number.prefix { $0 != "." }
        return integer == "-0" ? "0" : String(integer)
    }

    /// Decimal text with at least `fractionDigits` fraction digits, for plural operands.
    static func padded(_ number: String, fractionDigits: Int) -> String {
        guard fractionDigits > 0, !number.contains(where: { $0 == "e" || $0 == "E" }) else { return number }
        let present = number.firstIndex(of: ".").map { number.distance(from: $0, to: number.endIndex) - 1 }
        let missing = fractionDigits - (present ?? 0)
        guard missing > 0 else { return number }
        return number + (present == nil ? "." : "") + String(repeating: "0", count: missing)
    }

    /// The ICU number skeleton for the options.
    static func skeleton(_ settings: [String: MessageArgument]) throws(MessageFormat2.Error) -> String {
        func text(_ name: String) -> String? { settings[name].map { MessageValue(input: $0, formatted: "").text } }
        func digits(_ name: String) throws(MessageFormat2.Error) -> Int? {
            guard let value = text(name) else { return nil }
            guard let n = Int(value), (0...99).contains(n) else {
                throw MessageFormat2.Error(.badOption, detail: "\(name)=\(value)")
            }
            return n
        }
        var stems: [String] = []
        let minimumFraction = try digits("minimumFractionDigits")
        let maximumFraction = try digits("maximumFractionDigits")
        let minimumSignificant = try digits("minimumSignificantDigits")
        let maximumSignificant = try digits("maximumSignificantDigits")
        if minimumSignificant != nil || maximumSignificant != nil {
            let low = max(1, minimumSignificant ?? 1)
            let high = max(low, maximumSignificant ?? 21)
            stems.append(String(repeating: "@", count: low) + String(repeating: "#", count: high - low))
        } else if minimumFraction != nil || maximumFraction != nil {
            let low = minimumFraction ?? 0
            let high = max(low, maximumFraction ?? max(low, 3))
            stems.append(high == 0 ? "precision-integer"
                         : "." + String(repeating: "0", count: low) + String(repeating: "#", count: high - low))
        }
        if let width = try digits("minimumIntegerDigits"), width > 1 {
            stems.append("integer-width/+" + String(repeating: "0", count: width))
        }
        switch text("useGrouping") {
        case nil, "auto": break
        case "always": stems.append("group-on-aligned")
        case "never": stems.append("group-off")
        case "min2": stems.append("group-min2")
        case let other?: throw MessageFormat2.Error(.badOption, detail: "useGrouping=\(other)")
        }
        switch text("signDisplay") {
        case nil, "auto": break
        case "always": stems.append("sign-always")
        case "exceptZero": stems.append("sign-except-zero")
        case "never": stems.append("sign-never")
        case "negative": stems.append("sign-negative")
        case let other?: throw MessageFormat2.Error(.badOption, detail: "signDisplay=\(other)")
        }
        return stems.joined(separator: " ")
    }

    /// Formats a number with a skeleton in `locale`.
    static func format(_ input: MessageArgument, skeleton: String, locale: LocaleID) throws(ICUError) -> String {
        let format = try NumberFormat(skeleton.isEmpty ? .decimal : .skeleton(skeleton), locale: locale)
        switch input {
        case .integer(let i): return format.format(i)
        case .double(let d): return format.format(d)
        case .decimal(let s), .string(let s): return try format.format(decimal: s)
        }
    }
}
