#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What rendering a localized format takes of one locale: its cardinal plural
/// rules and its number formats, asked of a ``FormatterPool`` the first time
/// a render needs each and held only until the render returns, so that the
/// pool alone decides what stays in memory.
///
/// A value made per render (one for the plural rules' locale, one for the
/// numbers'), passed `inout` down the format's pieces: a message with two
/// counts asks the pool once for the rules and once for the integer format.
/// A ``StringBundle`` starts it with its localization's rules and decimal
/// style, which it holds (``StringBundle/LocalizationFormats``).
struct TextFormatting {
    let pool: FormatterPool
    let locale: LocaleID
    private var pluralRules: PluralRules?
    private var integerFormat: NumberFormat?
    private var grouping: Bool?

    init(pool: FormatterPool, locale: LocaleID) {
        self.pool = pool
        self.locale = locale
    }

    /// Starts with a localization's rules and decimal style, already made.
    init(pool: FormatterPool, _ formats: StringBundle.LocalizationFormats) {
        self.pool = pool
        self.locale = formats.locale
        self.pluralRules = formats.plurals
        self.integerFormat = formats.integers
        self.grouping = formats.groups
    }

    /// The locale's cardinal plural rules.
    mutating func plurals() throws(ICUError) -> PluralRules {
        if let pluralRules { return pluralRules }
        let rules = try pool.pluralRules(.cardinal, locale: locale)
        pluralRules = rules
        return rules
    }

    /// The locale's decimal style, which writes the integers of `%d` and `%lu`.
    mutating func integers() throws(ICUError) -> NumberFormat {
        if let integerFormat { return integerFormat }
        let format = try pool.numberFormat(.decimal, locale: locale)
        integerFormat = format
        return format
    }

    /// Whether the locale's decimal style groups digits (en_US_POSIX's does not).
    mutating func groups() throws(ICUError) -> Bool {
        if let grouping { return grouping }
        let groups = Self.groups(try integers())
        grouping = groups
        return groups
    }

    /// Whether a decimal style groups digits: whether it writes a million with
    /// anything but digits.
    static func groups(_ integers: NumberFormat) -> Bool {
        integers.format(1_000_000).unicodeScalars.contains { !writesNumber($0) }
    }

    /// The number format of a specifier's skeleton (the decimal style for
    /// `""`). A skeleton groups digits as the decimal style does where the
    /// locale groups them (`group-on-aligned`: from 1,000 on, also in es and
    /// pl), and is used without grouping where the locale's decimal style has none.
    mutating func numberFormat(_ skeleton: NumberSkeleton) throws(ICUError) -> NumberFormat {
        guard let grouped = skeleton.grouped else { return try integers() }
        if let ungrouped = skeleton.ungrouped, try !groups() { return try pool.numberFormat(ungrouped, locale: locale) }
        return try pool.numberFormat(grouped, locale: locale)
    }

    // MARK: Plural choices

    /// The form of `choice` for its argument: `zero` for 0 when there is one
    /// (Apple's rule), else the form of the CLDR category, else `other`.
    mutating func form(of choice: PluralChoice, for argument: MessageArgument) throws(ICUError) -> [FormatPiece] {
        let argument = try Self.printfValue(argument, choice.argument, locale)
        let category: PluralRules.Category
        switch argument {
        case .integer(let value):
            if value < 0, let type = choice.valueType, type.conversion != .signed, type.isInteger {
                throw mismatch("the plural variable '\(choice.name)' counts numbers that are not negative (%\(type.written.dropFirst()))",
                               argument, choice.argument)
            }
            if value == 0, let zero = choice.forms[0] { return zero }
            category = try plurals().category(for: value)
        case .decimal(let digits):
            // An integer above Int.max (printfValue): not 0, and of no form of its own.
            category = try plurals().category(forDecimal: digits)
        case .double(let value):
            if let type = choice.valueType, type.isInteger {
                throw mismatch("the plural variable '\(choice.name)' counts integers (%\(type.written.dropFirst()))",
                               argument, choice.argument)
            }
            guard value.isFinite else {
                throw mismatch("the plural variable '\(choice.name)' needs a finite number", argument, choice.argument)
            }
            if value == 0, let zero = choice.forms[0] { return zero }
            // The category of the number as its value type prints it (C's digits), when
            // that is a plain decimal: 0.15 with `.1f` is printed 0.1 and counts as 0.1.
            var printed: String?
            if let type = choice.valueType, type.conversion == .fixed && type.precision != nil || type.conversion == .general {
                printed = Self.printed(value, type)
            }
            if let printed, !printed.utf8.contains(UInt8(ascii: "e")) {
                category = try plurals().category(forDecimal: printed)
            } else {
                category = try plurals().category(for: value)
            }
        case .string, .date:
            throw mismatch("the plural variable '\(choice.name)' needs a number", argument, choice.argument)
        }
        return choice.forms[category.rank] ?? choice.other
    }

    /// The digits C's `printf` writes for `value` with a floating-point
    /// `spec`'s conversion, precision and `#` flag, without its sign flags
    /// and width: `0.1` for `%.1f` of 0.15 (the exact binary value, rounded),
    /// `1.234500e+03` for `%e` of 1234.5. A finite `value` only.
    static func printed(_ value: Double, _ spec: FormatSpec) -> String {
        // Room for 309 integer digits, a sign, a point and 100 fraction digits.
        cPrinted(spec.cFormat ?? "%f", value, capacity: 512) ?? String(value)
    }

    /// What C's `vsnprintf` writes for `format` and `argument` into a buffer
    /// of `capacity` bytes, or `nil` when it does not fit.
    private static func cPrinted(_ format: String, _ argument: some CVarArg, capacity: Int) -> String? {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
            let written = withVaList([argument]) { vsnprintf(buffer.baseAddress!, buffer.count, format, $0) }
            guard written >= 0, Int(written) < buffer.count else { return nil }
            return String(cString: buffer.baseAddress!)
        }
    }

    // MARK: Specifiers

    /// Appends `argument` as `spec` writes it: C's digits and C's flags, width
    /// and precision, in the locale's digits, separators and signs.
    mutating func append(_ spec: FormatSpec, _ argument: MessageArgument, to output: inout String) throws(ICUError) {
        let argument = try Self.printfValue(argument, spec.argument, locale)
        switch spec.conversion {
        case .object:
            let text: String
            switch argument {
            case .string(let value): text = value
            case .integer(let value): text = String(value)
            case .double(let value): text = value.description
            case .decimal(let digits): text = digits
            case .date: throw mismatch("'\(spec.written)' needs text or a number", argument, spec.argument)
            }
            try append(Self.truncated(text, spec.precision), spec, zeros: false, to: &output)
        case .text:
            guard case .string(let value) = argument else { throw mismatch("'\(spec.written)' needs text", argument, spec.argument) }
            try append(Self.truncated(value, spec.precision), spec, zeros: false, to: &output)
        case .signed, .unsigned:
            // C ignores the `0` flag when an integer has a precision.
            try append(try integer(spec, argument), spec, zeros: spec.precision == nil, to: &output)
        case .hex, .upperHex, .octal:
            let unsigned: UInt64? = switch argument {
            case .integer(let signed): UInt64(exactly: signed)
            case .decimal(let digits): UInt64(digits)
            case .double, .string, .date: nil
            }
            guard let value = unsigned else {
                throw mismatch("'\(spec.written)' needs an integer that is not negative", argument, spec.argument)
            }
            // ASCII, as C writes them: C does all of it.
            output += Self.unsigned(value, spec)
        case .fixed, .exponent, .general:
            let value: Double
            switch argument {
            case .integer(let signed): value = Double(signed)
            case .decimal(let digits): value = Double(digits) ?? .nan
            case .double(let double): value = double
            case .string, .date: throw mismatch("'\(spec.written)' needs a number", argument, spec.argument)
            }
            guard value.isFinite else {
                // The locale's symbols (∞, NaN); C pads them with spaces, never zeros.
                var text = try numberFormat(spec.skeleton ?? .decimal).format(value)
                // A NaN has a sign too: C writes `-nan` for `% f` of a negative one, and ICU `-NaN`.
                if spec.spaceForSign, !spec.alwaysSign, value.sign == .plus { text = " " + text }
                try append(text, spec, zeros: false, to: &output)
                return
            }
            let digits = Self.printed(value, spec)
            var skeleton = spec.skeleton ?? .decimal
            if spec.conversion == .general, let scientific = spec.scientificSkeleton, digits.utf8.contains(UInt8(ascii: "e")) {
                skeleton = scientific
            }
            // The digits are C's; ICU writes them (its rounding finds nothing left to round).
            var text = try numberFormat(skeleton).format(decimal: digits)
            if spec.spaceForSign, !spec.alwaysSign, digits.utf8.first != UInt8(ascii: "-") { text = " " + text }
            try append(text, spec, zeros: true, to: &output)
        }
    }

    /// Appends `text` padded to the width of `spec`: with spaces, or, for a
    /// number with the `0` flag, with the locale's zeros after its sign.
    /// Bidirectional marks are invisible and take no width.
    private mutating func append(_ text: String, _ spec: FormatSpec, zeros: Bool, to output: inout String) throws(ICUError) {
        guard spec.width > 0 else { return output += text }
        let length = text.count - text.unicodeScalars.reduce(0) { $0 + (Self.isBidiMark($1) ? 1 : 0) }
        guard length < spec.width else { return output += text }
        let padding = spec.width - length
        if spec.leftAligned {
            output += text
            output += String(repeating: " ", count: padding)
        } else if zeros, spec.zeroPadded {
            // After what comes before the first digit: the sign, the space of the
            // space flag and the bidirectional marks around the sign (ar writes "\u{061C}-٤٢").
            let digits = text.unicodeScalars
            let first = digits.firstIndex(where: Self.writesNumber) ?? digits.endIndex
            output += Substring(digits[..<first])
            output += String(repeating: try integers().format(0), count: padding)
            output += Substring(digits[first...])
        } else {
            output += String(repeating: " ", count: padding)
            output += text
        }
    }

    /// Whether `scalar` writes a number's value: a digit of any script, or a
    /// letter of an algorithmic numbering system (roman `XLII`), rather than
    /// a sign, a space or a mark.
    static func writesNumber(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.numericType != nil || scalar.properties.isAlphabetic
    }

    /// The marks that set the direction of text around them and are not seen:
    /// ALM, LRM, RLM, the embeddings, overrides and isolates.
    static func isBidiMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// At most `precision` characters of `text`, as C's `%.Ns` keeps (counting characters, not bytes).
    static func truncated(_ text: String, _ precision: Int?) -> String {
        guard let precision, text.utf8.count > precision else { return text }
        return String(text.prefix(precision))
    }

    /// `value` as C's `%llx`, `%llX` or `%llo` with the flags, width and precision of `spec`.
    static func unsigned(_ value: UInt64, _ spec: FormatSpec) -> String {
        // The widest: a width of 1000 (the parser's limit), or "0X" and 100 digits of precision.
        cPrinted(spec.cFormat ?? "%llx", value, capacity: 1024) ?? ""
    }

    private mutating func integer(_ spec: FormatSpec, _ argument: MessageArgument) throws(ICUError) -> String {
        let format = try numberFormat(spec.skeleton ?? .decimal)
        var text: String
        let negative: Bool
        switch argument {
        case .integer(let value):
            if spec.conversion == .unsigned, value < 0 {
                throw mismatch("'\(spec.written)' needs a number that is not negative", argument, spec.argument)
            }
            text = format.format(value)
            negative = value < 0
            // C writes no digit for 0 with a precision of 0: only the sign the flags ask.
            if value == 0, spec.precision == 0 { text = String(text.unicodeScalars.filter { !Self.writesNumber($0) }) }
        case .decimal(let digits):
            // An integer above Int.max (printfValue), written exactly.
            text = (try? format.format(decimal: digits)) ?? digits
            negative = false
        case .double, .string, .date:
            throw mismatch("'\(spec.written)' needs an integer", argument, spec.argument)
        }
        if spec.spaceForSign, !spec.alwaysSign, spec.conversion == .signed, !negative { text = " " + text }
        return text
    }

    private func mismatch(_ need: String, _ argument: MessageArgument, _ index: Int) -> ICUError {
        if case .date = argument { return Self.noDates(index, locale) }
        return ICUError(code: .illegalArgument, operation: "rendering argument \(index + 1) in \(locale)",
                        reason: "\(need); it is \(Self.typeName(argument))")
    }

    /// A date argument: no specifier takes one.
    private static func noDates(_ index: Int, _ locale: LocaleID) -> ICUError {
        ICUError(code: .illegalArgument, operation: "rendering argument \(index + 1) in \(locale)",
                 reason: "an Apple format string has no specifier for a date")
    }

    /// What an argument is, in words for a specifier's errors (after ``printfValue(_:_:_:)``).
    private static func typeName(_ argument: MessageArgument) -> String {
        switch argument {
        case .integer: "an integer"
        case .decimal: "an unsigned integer"
        case .double: "a floating-point number"
        case .string: "text"
        case .date: "a date"
        }
    }

    /// `argument` as a specifier reads it: a ``MessageArgument/decimal(_:)``
    /// as the number it writes — an `.integer` where `Int` holds it, its
    /// digits still where it is an unsigned integer above `Int.max` (up to
    /// `UInt64.max`, as `%llu` takes), else a `.double`. Other arguments are
    /// as they are: after this, a `.decimal` is an unsigned integer above `Int.max`.
    static func printfValue(_ argument: MessageArgument, _ index: Int, _ locale: LocaleID) throws(ICUError) -> MessageArgument {
        guard case .decimal(let text) = argument else { return argument }
        if let value = Int(text) { return .integer(value) }
        if let value = UInt64(text) { return .decimal(String(value)) }
        if MessageFormat2.isNumberLiteral(text), let value = Double(text) { return .double(value) }
        throw ICUError(code: .decimalNumberSyntax, operation: "rendering argument \(index + 1) in \(locale)",
                       reason: "'\(text.prefix(64))' is not a decimal number")
    }
}
