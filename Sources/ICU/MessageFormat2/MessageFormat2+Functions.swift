import FoundationEssentials

// The default function registry (spec/functions): `:string`, the numeric
// functions (`:number`, `:integer`, `:percent`, `:offset`, `:currency`,
// `:unit`) over the library's NumberFormat and PluralRules, and the date and
// time functions (MessageFormat2+DateFunctions.swift).

extension MessageFormat2 {
    /// The functions a message can call: the app's first, then the defaults.
    struct FunctionRegistry: Sendable {
        let custom: [String: any MessageFunction]

        subscript(name: String) -> (any MessageFunction)? {
            if let function = custom[name] { return function }
            switch name {
            case "string": return StringFunction()
            case "date": return DateTimeFunction(kind: .date)
            case "time": return DateTimeFunction(kind: .time)
            case "datetime": return DateTimeFunction(kind: .datetime)
            default: return NumberFunction.Kind(rawValue: name).map(NumberFunction.init)
            }
        }

        /// Whether a default function reads only its operand's input, never its formatted text.
        func readsInputOnly(_ name: String) -> Bool {
            NumberFunction.Kind(rawValue: name) != nil || DateTimeFunction.Kind(rawValue: name) != nil
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

/// The numeric functions: a number formatted with an ICU number skeleton
/// built from the options. `:number`, `:integer`, `:offset` and `:percent`
/// select an exactly equal numeric key first, then the plural category;
/// `:currency` and `:unit` do not select.
struct NumberFunction: MessageFunction {
    enum Kind: String {
        /// The locale's decimal format.
        case number
        /// The operand truncated to an integer.
        case integer
        /// Times 100 with the locale's percent sign; selects on the value times 100.
        case percent
        /// The operand plus `add` or minus `subtract`, formatted as `:number` with the operand's options.
        case offset
        /// An amount of the `currency` option's currency.
        case currency
        /// A measure of the `unit` option's unit.
        case unit

        /// The options the function reads from its own expression.
        var optionNames: [String] {
            switch self {
            case .number, .integer: Self.numberOptions
            case .percent: Self.percentOptions
            case .offset: []
            case .currency: Self.currencyOptions
            case .unit: Self.unitOptions
            }
        }

        private static let numberOptions = names(.number)
        private static let percentOptions = names(.percent)
        private static let currencyOptions = names(.currency)
        private static let unitOptions = names(.unit)

        private static func names(_ kind: Kind) -> [String] {
            switch kind {
            case .number, .integer:
                ["select", "minimumIntegerDigits", "minimumFractionDigits", "maximumFractionDigits",
                 "minimumSignificantDigits", "maximumSignificantDigits", "useGrouping", "signDisplay",
                 "trailingZeroDisplay", "roundingPriority", "roundingIncrement", "roundingMode"]
            case .percent:
                ["minimumFractionDigits", "maximumFractionDigits", "minimumSignificantDigits",
                 "maximumSignificantDigits", "useGrouping", "signDisplay", "trailingZeroDisplay",
                 "roundingPriority", "roundingMode"]
            case .offset:
                []
            case .currency:
                ["currency", "currencySign", "currencyDisplay", "minimumIntegerDigits", "fractionDigits",
                 "minimumSignificantDigits", "maximumSignificantDigits", "useGrouping", "trailingZeroDisplay",
                 "roundingPriority", "roundingIncrement", "roundingMode"]
            case .unit:
                ["unit", "usage", "unitDisplay", "minimumIntegerDigits", "minimumFractionDigits",
                 "maximumFractionDigits", "minimumSignificantDigits", "maximumSignificantDigits", "useGrouping",
                 "signDisplay", "roundingPriority", "roundingIncrement", "roundingMode"]
            }
        }

        /// Whether the function's value selects: `:currency` and `:unit` do not.
        var selects: Bool { self != .currency && self != .unit }
    }

    let kind: Kind

    /// The plural keywords a numeric selector knows beside number literals.
    static let pluralKeywords: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    func resolve(_ operand: MessageValue?, options: [String: MessageValue],
                 locale: LocaleID) throws(MessageFormat2.Error) -> MessageValue {
        let name = kind.rawValue
        guard let operand, var number = Self.number(operand.input) else {
            throw MessageFormat2.Error(.badOperand, detail: ":\(name) needs a number")
        }
        // A value from a numeric function brings its options along.
        let fromNumeric = operand.function.flatMap(Kind.init(rawValue:)) != nil
        var settings = fromNumeric ? operand.options : [:]
        var errors: [MessageFormat2.Error] = []
        var canSelect = kind.selects
        var keepsCurrency = false
        switch kind {
        case .percent:
            for discarded in ["minimumIntegerDigits", "roundingIncrement", "select"] { settings[discarded] = nil }
        case .offset:
            number = try Self.offset(number, options: options)
        case .currency:
            // The currency of an amount cannot be changed, only given to a number.
            if settings["currency"] != nil, options["currency"] != nil {
                errors.append(MessageFormat2.Error(.badOption, detail: "currency of a :currency value"))
                keepsCurrency = true
            }
        case .number, .integer, .unit:
            break
        }
        if kind == .number || kind == .integer || kind == .offset {
            // `select` must be written as a literal on the expression itself: a
            // value from a variable, or carried by the operand, cannot select.
            if let value = options["select"], !value.isLiteral {
                errors.append(MessageFormat2.Error(.badOption, detail: "select must be a literal"))
                canSelect = false
            } else if options["select"] == nil, settings["select"] != nil {
                errors.append(MessageFormat2.Error(.badOption, detail: "select must be a literal"))
                canSelect = false
            }
            settings["select"] = nil
        }
        for key in kind.optionNames where !(keepsCurrency && key == "currency") {
            if let value = options[key], key != "select" || canSelect { settings[key] = .string(value.text) }
        }
        if kind == .integer {
            settings["maximumFractionDigits"] = .string("0")
            number = Self.truncated(number)
        }
        let skeleton = try Self.skeleton(settings, kind: kind)
        let format: NumberFormat
        do {
            format = try FormatterPool.shared.numberFormat(.skeleton(skeleton), locale: locale)
        } catch {
            throw MessageFormat2.Error(.badOption, detail: "\(error)")
        }
        let formatted: Result<String, MessageFormat2.Error>
        do {
            formatted = .success(try format.format(decimal: number))
        } catch {
            formatted = .failure(MessageFormat2.Error(.badOperand, detail: "\(error)"))
        }
        var value = MessageValue(input: .decimal(number), result: formatted,
                                 direction: locale.isRightToLeft ? .rightToLeft : .leftToRight,
                                 selector: nil, function: name, options: settings)
        if canSelect {
            let select = kind == .percent ? "plural" : settings["select"].map { MessageValue(input: $0, formatted: "").text } ?? "plural"
            guard ["plural", "ordinal", "exact"].contains(select) else {
                throw MessageFormat2.Error(.badOption, detail: "select=\(select)")
            }
            value.selector = Self.selector(for: number, as: format, select: select,
                                           unrounded: kind == .percent ? Self.timesHundred(number) : number,
                                           locale: locale)
            value.acceptsKey = { key in Self.pluralKeywords.contains(key) || Self.isNumberLiteral(key) }
        }
        value.errors = errors
        return value
    }

    /// Selection on `number` as `format` writes it (spec/functions/number.md,
    /// "Number Selection"; "Rule Selection" takes the operand as the options
    /// modify it): a key equal to the number written, rounded (and times 100 for
    /// `:percent`), then the plural category of what is written, its visible
    /// fraction digits counted, unless `select=exact`. ICU selects so too
    /// (`uplrules_selectFormatted` on the formatted number). Built against ICU
    /// 67, which cannot tell the rounded number, keys are compared with `unrounded`.
    static func selector(for number: String, as format: NumberFormat, select: String, unrounded: String,
                         locale: LocaleID) -> MessageValue.Selector {
        return { keys throws(MessageFormat2.Error) in
            let written: Double?
            let category: String?
            do {
                written = Double(try format.storage.rounded(decimal: number) ?? unrounded)
                category = select == "exact" ? nil : try format.storage.category(
                    ofDecimal: number,
                    in: FormatterPool.shared.pluralRules(select == "ordinal" ? .ordinal : .cardinal, locale: locale)).rawValue
            } catch {
                throw MessageFormat2.Error(.badSelector, detail: "\(error)")
            }
            return keys.filter { key in isNumberLiteral(key) && Double(key) == written } + keys.filter { $0 == category }
        }
    }

    /// `:offset`'s `add` or `subtract` (exactly one, a digit size option) applied to `number`.
    static func offset(_ number: String, options: [String: MessageValue]) throws(MessageFormat2.Error) -> String {
        let add = options["add"].map(\.text)
        let subtract = options["subtract"].map(\.text)
        guard (add == nil) != (subtract == nil), let amount = add ?? subtract else {
            throw MessageFormat2.Error(.badOption, detail: ":offset needs one of add and subtract")
        }
        guard let n = digitSize(amount), let value = Decimal(string: number) else {
            throw MessageFormat2.Error(.badOption, detail: (add == nil ? "subtract=" : "add=") + amount)
        }
        let result = add == nil ? value - Decimal(n) : value + Decimal(n)
        return result.description
    }

    /// A digit size option (`"0" / (("1"-"9") [DIGIT])`) as an integer.
    static func digitSize(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        guard (1...2).contains(bytes.count), bytes.allSatisfy({ (0x30...0x39).contains($0) }),
              bytes.count == 1 || bytes[0] != 0x30 else { return nil }
        return Int(text)
    }

    /// Decimal text times 100, for `:percent` selection.
    static func timesHundred(_ number: String) -> String {
        guard let value = Decimal(string: number) else { return number }
        return (value * 100).description
    }

    /// The operand as decimal text, or `nil` for one that is not a number.
    static func number(_ input: MessageArgument) -> String? {
        switch input {
        case .integer(let i): return String(i)
        case .double(let d): return d.isFinite ? MessageValue(input: input, formatted: "").text : nil
        case .decimal(let s), .string(let s): return isNumberLiteral(s) ? s : nil
        case .date: return nil
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

    /// The ICU number skeleton for a function's resolved options.
    static func skeleton(_ settings: [String: MessageArgument], kind: Kind) throws(MessageFormat2.Error) -> String {
        func text(_ name: String) -> String? { settings[name].map { MessageValue(input: $0, formatted: "").text } }
        func bad(_ name: String, _ value: String) -> MessageFormat2.Error {
            MessageFormat2.Error(.badOption, detail: "\(name)=\(value)")
        }
        func digits(_ name: String) throws(MessageFormat2.Error) -> Int? {
            guard let value = text(name) else { return nil }
            guard let n = Int(value), (0...99).contains(n) else { throw bad(name, value) }
            return n
        }
        var stems: [String] = []
        var currency: String? = nil
        switch kind {
        case .percent:
            stems.append("percent scale/100")
        case .currency:
            guard let code = text("currency") else {
                throw MessageFormat2.Error(.badOperand, detail: ":currency needs a currency")
            }
            guard code.utf8.count == 3, code.utf8.allSatisfy({ ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }) else {
                throw bad("currency", code)
            }
            currency = code.uppercased()
            stems.append("currency/" + code.uppercased())
            switch text("currencyDisplay") {
            case nil, "symbol": break
            case "narrowSymbol": stems.append("unit-width-narrow")
            case "name": stems.append("unit-width-full-name")
            case "code": stems.append("unit-width-iso-code")
            case "never": stems.append("unit-width-hidden")
            case let other?: throw bad("currencyDisplay", other)
            }
        case .unit:
            guard let unit = text("unit") else { throw MessageFormat2.Error(.badOperand, detail: ":unit needs a unit") }
            guard !unit.isEmpty, unit.utf8.allSatisfy(NumberFormat.Options.isIdentifierByte) else { throw bad("unit", unit) }
            stems.append("unit/" + unit)
            if let usage = text("usage") {
                guard !usage.isEmpty, usage.utf8.allSatisfy(NumberFormat.Options.isIdentifierByte) else { throw bad("usage", usage) }
                stems.append("usage/" + usage)
            }
            switch text("unitDisplay") {
            case nil, "short": break
            case "narrow": stems.append("unit-width-narrow")
            case "long": stems.append("unit-width-full-name")
            case let other?: throw bad("unitDisplay", other)
            }
        case .number, .integer, .offset:
            break
        }
        // Precision: fraction digits (or the currency's own), significant
        // digits, or both with a rounding priority.
        let minimumSignificant = try digits("minimumSignificantDigits")
        let maximumSignificant = try digits("maximumSignificantDigits")
        var fraction: String?
        if kind == .currency {
            switch text("fractionDigits") {
            case nil, "auto": fraction = "precision-currency-standard"
            case let value?:
                guard let n = digitSize(value) else { throw bad("fractionDigits", value) }
                fraction = n == 0 ? "precision-integer" : "." + String(repeating: "0", count: n)
            }
        } else {
            let minimumFraction = try digits("minimumFractionDigits")
            let maximumFraction = try digits("maximumFractionDigits")
            // JavaScript's defaults: 0…3 fraction digits, none for a percentage.
            let defaultMaximum = kind == .percent ? 0 : 3
            let low = minimumFraction ?? 0
            let high = max(low, maximumFraction ?? max(low, defaultMaximum))
            fraction = high == 0 ? "precision-integer"
                : "." + String(repeating: "0", count: low) + String(repeating: "#", count: high - low)
        }
        var precision = fraction ?? ""
        if minimumSignificant != nil || maximumSignificant != nil {
            let low = max(1, minimumSignificant ?? 1)
            let high = max(low, maximumSignificant ?? 21)
            let significant = String(repeating: "@", count: low) + String(repeating: "#", count: high - low)
            switch text("roundingPriority") {
            case nil, "auto": precision = significant
            case "morePrecision": precision = (fraction.map { $0 == "precision-integer" ? "." : $0 } ?? "") + "/" + significant + "r"
            case "lessPrecision": precision = (fraction.map { $0 == "precision-integer" ? "." : $0 } ?? "") + "/" + significant + "s"
            case let other?: throw bad("roundingPriority", other)
            }
        } else if let priority = text("roundingPriority"), !["auto", "morePrecision", "lessPrecision"].contains(priority) {
            throw bad("roundingPriority", priority)
        }
        if let increment = text("roundingIncrement"), increment != "1" {
            let allowed = ["2", "5", "10", "20", "25", "50", "100", "200", "250", "500", "1000", "2000", "2500", "5000"]
            guard allowed.contains(increment) else { throw bad("roundingIncrement", increment) }
            // The increment counts units of the last fraction digit written (ECMA-402's
            // roundingIncrement, as ICU reads it): for a currency, of its minor unit
            // unless fractionDigits says how many digits (5 is €0.05, ¥5, 0.005 BHD).
            let scale: Int
            if let currency {
                switch text("fractionDigits") {
                case nil, "auto":
                    do { scale = try UCurr.fractionDigits(of: currency) } catch { throw bad("currency", currency) }
                case let value?:
                    guard let n = digitSize(value) else { throw bad("fractionDigits", value) }
                    scale = n
                }
            } else {
                scale = max(0, (try digits("maximumFractionDigits")) ?? 0)
            }
            precision = "precision-increment/" + Self.shifted(increment, fractionDigits: scale)
        }
        switch text("trailingZeroDisplay") {
        case nil, "auto": break
        case "stripIfInteger": precision += "/w"
        case let other?: throw bad("trailingZeroDisplay", other)
        }
        stems.append(precision)
        if let mode = text("roundingMode") {
            guard let token = roundingModes[mode] else { throw bad("roundingMode", mode) }
            stems.append(token)
        } else {
            stems.append("rounding-mode-half-up")
        }
        if let width = try digits("minimumIntegerDigits"), width > 1 {
            stems.append("integer-width/+" + String(repeating: "0", count: width))
        }
        switch text("useGrouping") {
        case nil, "auto": break
        case "always": stems.append("group-on-aligned")
        case "never": stems.append("group-off")
        case "min2": stems.append("group-min2")
        case let other?: throw bad("useGrouping", other)
        }
        let accounting = kind == .currency && text("currencySign") == "accounting"
        if kind == .currency, let sign = text("currencySign"), sign != "standard", sign != "accounting" {
            throw bad("currencySign", sign)
        }
        switch (kind == .currency ? nil : text("signDisplay"), accounting) {
        case (nil, false), ("auto", false): break
        case (nil, true), ("auto", true): stems.append("sign-accounting")
        case ("always", _): stems.append("sign-always")
        case ("exceptZero", _): stems.append("sign-except-zero")
        case ("never", _): stems.append("sign-never")
        case ("negative", _): stems.append("sign-negative")
        case (let other?, _): throw bad("signDisplay", other)
        }
        return stems.joined(separator: " ")
    }

    /// The specification's rounding modes and their skeleton tokens.
    static let roundingModes = [
        "ceil": "rounding-mode-ceiling", "floor": "rounding-mode-floor", "expand": "rounding-mode-up",
        "trunc": "rounding-mode-down", "halfCeil": "rounding-mode-half-ceiling", "halfFloor": "rounding-mode-half-floor",
        "halfExpand": "rounding-mode-half-up", "halfTrunc": "rounding-mode-half-down", "halfEven": "rounding-mode-half-even",
    ]

    /// An integer increment at `fractionDigits` places: `5` at 2 places is `0.05`.
    static func shifted(_ increment: String, fractionDigits: Int) -> String {
        guard fractionDigits > 0 else { return increment }
        let padded = String(repeating: "0", count: max(0, fractionDigits + 1 - increment.count)) + increment
        let split = padded.index(padded.endIndex, offsetBy: -fractionDigits)
        return padded[..<split] + "." + padded[split...]
    }

    /// Formats a number with a skeleton in `locale`.
    static func format(_ input: MessageArgument, skeleton: String, locale: LocaleID) throws(ICUError) -> String {
        let format = try FormatterPool.shared.numberFormat(skeleton.isEmpty ? .decimal : .skeleton(skeleton), locale: locale)
        switch input {
        case .integer(let i): return format.format(i)
        case .double(let d): return format.format(d)
        case .decimal(let s), .string(let s): return try format.format(decimal: s)
        case .date: throw ICUError(code: .illegalArgument, operation: "formatting a number", reason: "a date is no number")
        }
    }
}
