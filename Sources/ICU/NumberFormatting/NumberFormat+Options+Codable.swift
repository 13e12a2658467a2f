import FoundationEssentials

// Each option encodes as one string: the enumerations as their case name
// ("exceptZero", "compactShort"), the others in the text form their
// `description` gives. Decoding an unknown string throws
// `DecodingError.dataCorrupted`; values ICU would refuse for other reasons
// (an unknown currency or unit) decode, and the format's initializer throws.

extension NumberFormat.Precision: Codable, CustomStringConvertible {
    /// The precision as one string: `integer`, `unlimited`, `currencyStandard`,
    /// `currencyCash`, `fractionDigits:2...4`, `fractionDigits:2...` (no maximum),
    /// `significantDigits:1...3`, `increment:0.05`. An exact count is written
    /// as a range of one: `fractionDigits:2...2`.
    public var description: String {
        switch kind {
        case .fractionDigits(let minimum, let maximum): "fractionDigits:" + NumberFormat.rangeText(minimum, maximum)
        case .significantDigits(let minimum, let maximum): "significantDigits:" + NumberFormat.rangeText(minimum, maximum)
        case .integer: "integer"
        case .increment(let increment): "increment:\(increment)"
        case .currencyStandard: "currencyStandard"
        case .currencyCash: "currencyCash"
        case .unlimited: "unlimited"
        }
    }

    /// The precision that `description` writes as `text`, or `nil`.
    init?(text: String) {
        switch text {
        case "integer": self = .integer
        case "unlimited": self = .unlimited
        case "currencyStandard": self = .currencyStandard
        case "currencyCash": self = .currencyCash
        default:
            let (name, argument) = NumberFormat.split(text)
            switch name {
            case "fractionDigits":
                guard let (minimum, maximum) = NumberFormat.range(argument) else { return nil }
                self.init(kind: .fractionDigits(minimum: minimum, maximum: maximum))
            case "significantDigits":
                guard let (minimum, maximum) = NumberFormat.range(argument), minimum >= 1 else { return nil }
                self.init(kind: .significantDigits(minimum: minimum, maximum: maximum))
            case "increment":
                guard Self.isPositiveDecimal(argument) else { return nil }
                self.init(kind: .increment(ExactText(argument)))
            default: return nil
            }
        }
    }

    /// Decodes the string form of ``description``.
    public init(from decoder: any Decoder) throws {
        self = try NumberFormat.decodeText(from: decoder, Self.init(text:))
    }

    /// Encodes the string form of ``description``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

extension NumberFormat.IntegerWidth: Codable, CustomStringConvertible {
    /// The width as one string: `3...` (at least 3 digits), `1...3`, `0...0`.
    public var description: String { NumberFormat.rangeText(minimum, maximum) }

    /// Decodes the string form of ``description``.
    public init(from decoder: any Decoder) throws {
        self = try NumberFormat.decodeText(from: decoder) { text in
            NumberFormat.range(text).map { Self(minimum: $0.minimum, maximum: $0.maximum) }
        }
    }

    /// Encodes the string form of ``description``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

extension NumberFormat.Unit: Codable, CustomStringConvertible {
    /// The unit as one string: `currency` (the locale's), `currency:EUR`,
    /// `percent`, `permille`, `measure:kilometer-per-hour`.
    public var description: String {
        switch kind {
        case .currency(let code): code.map { "currency:\($0)" } ?? "currency"
        case .percent: "percent"
        case .permille: "permille"
        case .measure(let identifier): "measure:\(identifier)"
        }
    }

    /// The unit that `description` writes as `text`, or `nil`.
    init?(text: String) {
        switch text {
        case "currency": self = .localCurrency
        case "percent": self = .percent
        case "permille": self = .permille
        default:
            let (name, argument) = NumberFormat.split(text)
            guard !argument.isEmpty else { return nil }
            switch name {
            case "currency": self = .currency(code: argument)
            case "measure": self = .measure(argument)
            default: return nil
            }
        }
    }

    /// Decodes the string form of ``description``.
    public init(from decoder: any Decoder) throws {
        self = try NumberFormat.decodeText(from: decoder, Self.init(text:))
    }

    /// Encodes the string form of ``description``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

extension NumberFormat.Options: Codable {
    enum CodingKeys: String, CodingKey {
        case unit, notation, precision, roundingMode, grouping, integerWidth, numberingSystem
        case currencyDisplay, width, signDisplay, decimalSeparator, scale
    }

    /// Decodes the options from a keyed container of strings, one key per option
    /// that is set: `{"unit": "currency:EUR", "signDisplay": "accounting", "scale": "0.5"}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init()
        unit = try container.decodeIfPresent(NumberFormat.Unit.self, forKey: .unit)
        notation = try container.decodeIfPresent(NumberFormat.Notation.self, forKey: .notation)
        precision = try container.decodeIfPresent(NumberFormat.Precision.self, forKey: .precision)
        roundingMode = try container.decodeIfPresent(NumberFormat.RoundingMode.self, forKey: .roundingMode)
        grouping = try container.decodeIfPresent(NumberFormat.Grouping.self, forKey: .grouping)
        integerWidth = try container.decodeIfPresent(NumberFormat.IntegerWidth.self, forKey: .integerWidth)
        numberingSystem = try container.decodeIfPresent(String.self, forKey: .numberingSystem)
        currencyDisplay = try container.decodeIfPresent(NumberFormat.CurrencyDisplay.self, forKey: .currencyDisplay)
        width = try container.decodeIfPresent(NumberFormat.Width.self, forKey: .width)
        signDisplay = try container.decodeIfPresent(NumberFormat.SignDisplay.self, forKey: .signDisplay)
        decimalSeparator = try container.decodeIfPresent(NumberFormat.DecimalSeparatorDisplay.self, forKey: .decimalSeparator)
        if let text = try container.decodeIfPresent(String.self, forKey: .scale) {
            // A plain decimal number, as `Decimal` writes one: `Decimal(string:)` alone would read "5x" as 5.
            let digits = text.hasPrefix("-") ? String(text.dropFirst()) : text
            let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
            guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
                  let scale = Decimal(string: text) else {
                throw DecodingError.dataCorruptedError(forKey: .scale, in: container,
                                                       debugDescription: "'\(text.prefix(32))' is no decimal number")
            }
            self.scale = scale
        }
    }

    /// Encodes the options that are set, each as one string; the scale as `Decimal` writes it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(unit, forKey: .unit)
        try container.encodeIfPresent(notation, forKey: .notation)
        try container.encodeIfPresent(precision, forKey: .precision)
        try container.encodeIfPresent(roundingMode, forKey: .roundingMode)
        try container.encodeIfPresent(grouping, forKey: .grouping)
        try container.encodeIfPresent(integerWidth, forKey: .integerWidth)
        try container.encodeIfPresent(numberingSystem, forKey: .numberingSystem)
        try container.encodeIfPresent(currencyDisplay, forKey: .currencyDisplay)
        try container.encodeIfPresent(width, forKey: .width)
        try container.encodeIfPresent(signDisplay, forKey: .signDisplay)
        try container.encodeIfPresent(decimalSeparator, forKey: .decimalSeparator)
        try container.encodeIfPresent(scale?.description, forKey: .scale)
    }
}

extension NumberFormat.Style: Codable {
    enum CodingKeys: String, CodingKey {
        case style, currencyCode, skeleton, options
    }

    /// Decodes a style from its keyed form: `{"style": "decimal"}`,
    /// `{"style": "currency", "currencyCode": "EUR"}`, `{"style": "skeleton", "skeleton": "…"}`,
    /// `{"style": "options", "options": {…}}`. The style names are the static
    /// members' names (`spellOut`, `compactShort`); an unknown one throws
    /// `DecodingError.dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .style)
        switch name {
        case "decimal": self = .decimal
        case "currency":
            self = try container.decodeIfPresent(String.self, forKey: .currencyCode).map { .currency(code: $0) } ?? .currency
        case "percent": self = .percent
        case "scientific": self = .scientific
        case "spellOut": self = .spellOut
        case "ordinal": self = .ordinal
        case "compactShort": self = .compactShort
        case "compactLong": self = .compactLong
        case "skeleton": self = .skeleton(try container.decode(String.self, forKey: .skeleton))
        case "options": self = .options(try container.decode(NumberFormat.Options.self, forKey: .options))
        default:
            throw DecodingError.dataCorruptedError(forKey: .style, in: container,
                                                   debugDescription: "unknown number style '\(name.prefix(32))'")
        }
    }

    /// Encodes the style in the keyed form ``init(from:)`` reads. A modifier
    /// applied to spell-out, ordinal or a raw skeleton (a style no format can be
    /// created with) throws `EncodingError.invalidValue`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let name: String
        switch kind {
        case .decimal: name = "decimal"
        case .currency(let code):
            name = "currency"
            try container.encodeIfPresent(code?.text, forKey: .currencyCode)
        case .percent: name = "percent"
        case .scientific: name = "scientific"
        case .spellOut: name = "spellOut"
        case .ordinal: name = "ordinal"
        case .compactShort: name = "compactShort"
        case .compactLong: name = "compactLong"
        case .skeleton(let skeleton):
            name = "skeleton"
            try container.encode(skeleton.text, forKey: .skeleton)
        case .options(let options):
            name = "options"
            try container.encode(options, forKey: .options)
        case .misplacedOptions:
            throw EncodingError.invalidValue(self, EncodingError.Context(
                codingPath: encoder.codingPath, debugDescription: misplacedOptionsReason ?? "\(self)"))
        }
        try container.encode(name, forKey: .style)
    }
}

// MARK: Text forms

extension NumberFormat {
    /// `minimum...maximum`, or `minimum...` without a maximum.
    static func rangeText(_ minimum: Int, _ maximum: Int?) -> String {
        "\(minimum)..." + (maximum.map(String.init) ?? "")
    }

    /// The counts `rangeText` writes: digits only, the minimum at most the maximum.
    static func range(_ text: String) -> (minimum: Int, maximum: Int?)? {
        guard let dots = text.firstRange(of: "...") else { return nil }
        func count(_ digits: Substring) -> Int? {
            guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy(\.isASCIIDigit) else { return nil }
            return Int(digits)
        }
        guard let minimum = count(text[..<dots.lowerBound]) else { return nil }
        let rest = text[dots.upperBound...]
        if rest.isEmpty { return (minimum, nil) }
        guard let maximum = count(rest), minimum <= maximum else { return nil }
        return (minimum, maximum)
    }

    /// `name:argument` split at its first colon; no colon, an empty argument.
    static func split(_ text: String) -> (name: Substring, argument: String) {
        guard let colon = text.firstIndex(of: ":") else { return (text[...], "") }
        return (text[..<colon], String(text[text.index(after: colon)...]))
    }

    /// A value decoded from one string by `parse`; `nil` is `DecodingError.dataCorrupted`.
    static func decodeText<T>(from decoder: any Decoder, _ parse: (String) -> T?) throws -> T {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = parse(text) else {
            throw DecodingError.dataCorruptedError(in: container,
                                                   debugDescription: "'\(text.prefix(64))' is no \(T.self) text")
        }
        return value
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
