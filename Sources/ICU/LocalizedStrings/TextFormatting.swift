#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What rendering a localized format needs of one locale, made once and
/// shared: its cardinal plural rules, its integer format, and the number
/// formats of the other specifiers met so far (a few per locale: one per
/// skeleton, such as `%.2f`'s).
final class TextFormatting: Sendable {
    let locale: LocaleID
    let plurals: PluralRules
    let integers: NumberFormat
    private let numbers: Lock<[String: NumberFormat]>

    init(locale: LocaleID) throws(ICUError) {
        self.locale = locale
        plurals = try PluralRules(locale: locale)
        integers = try NumberFormat(.decimal, locale: locale)
        numbers = Lock([:])
    }

    /// The formatting of `locale`, made on first use and kept (for up to 256 locales).
    static func of(_ locale: LocaleID) throws(ICUError) -> TextFormatting {
        try shared.value(for: locale.identifier) { _ throws(ICUError) in try TextFormatting(locale: locale) }
    }

    private static let shared = InternTable<TextFormatting>(capacity: 256)

    /// The number format of a skeleton, made once.
    func numberFormat(_ skeleton: String) throws(ICUError) -> NumberFormat {
        if skeleton.isEmpty { return integers }
        if let made = numbers.withLock({ $0[skeleton] }) { return made }
        let made = try NumberFormat(.skeleton(skeleton), locale: locale)
        return numbers.withLock { kept in
            if let earlier = kept[skeleton] { return earlier }
            if kept.count >= 64 { kept.removeAll() }
            kept[skeleton] = made
            return made
        }
    }

    // MARK: Plural choices

    /// The form of `choice` for its argument: `zero` for 0 when there is one
    /// (Apple's rule), else the form of the CLDR category, else `other`.
    func form(of choice: PluralChoice, for argument: FormatArgument) throws(ICUError) -> [FormatPiece] {
        let category: PluralRules.Category
        switch argument {
        case .integer(let value):
            if value < 0, let type = choice.valueType, type.conversion != .signed, type.isInteger {
                throw mismatch("the plural variable '\(choice.name)' counts numbers that are not negative (%\(type.written.dropFirst()))",
                               argument, choice.argument)
            }
            if value == 0, let zero = choice.forms[0] { return zero }
            category = plurals.category(for: Int(value))
        case .unsignedInteger(let value):
            if value == 0, let zero = choice.forms[0] { return zero }
            category = plurals.category(for: Double(value))
        case .double(let value):
            if let type = choice.valueType, type.isInteger {
                throw mismatch("the plural variable '\(choice.name)' counts integers (%\(type.written.dropFirst()))",
                               argument, choice.argument)
            }
            guard value.isFinite else {
                throw mismatch("the plural variable '\(choice.name)' needs a finite number", argument, choice.argument)
            }
            if value == 0, let zero = choice.forms[0] { return zero }
            if let precision = choice.valueType?.precision, choice.valueType?.conversion == .fixed {
                category = try plurals.category(forDecimal: Self.fixed(value, precision))
            } else {
                category = plurals.category(for: value)
            }
        case .text:
            throw mismatch("the plural variable '\(choice.name)' needs a number", argument, choice.argument)
        }
        return choice.forms[category.rank] ?? choice.other
    }

    /// `value` with `precision` fraction digits, as C's `%.Nf` writes it.
    static func fixed(_ value: Double, _ precision: Int) -> String {
        // Room for 309 integer digits, a sign, a point and 100 fraction digits.
        var buffer = [CChar](repeating: 0, count: 512)
        let written = withVaList([Int32(precision), value]) { arguments in
            vsnprintf(&buffer, buffer.count, "%.*f", arguments)
        }
        guard written > 0, Int(written) < buffer.count else { return String(value) }
        return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    // MARK: Specifiers

    /// Appends `argument` as `spec` writes it.
    func append(_ spec: FormatSpec, _ argument: FormatArgument, to output: inout String) throws(ICUError) {
        var text: String
        switch spec.conversion {
        case .object:
            text = argument.description
        case .text:
            guard case .text(let value) = argument else { throw mismatch("'\(spec.written)' needs text", argument, spec.argument) }
            text = value
        case .signed, .unsigned:
            text = try integer(spec, argument)
        case .hex, .upperHex, .octal:
            let value: UInt64
            switch argument {
            case .integer(let signed) where signed >= 0: value = UInt64(signed)
            case .unsignedInteger(let unsigned): value = unsigned
            default: throw mismatch("'\(spec.written)' needs an integer that is not negative", argument, spec.argument)
            }
            text = String(value, radix: spec.conversion == .octal ? 8 : 16, uppercase: spec.conversion == .upperHex)
            if let precision = spec.precision, text.utf8.count < precision {
                text = String(repeating: "0", count: precision - text.utf8.count) + text
            }
            if spec.alternate, value != 0 { text = (spec.conversion == .octal ? "0" : spec.conversion == .hex ? "0x" : "0X") + text }
        case .fixed, .exponent, .general:
            let value: Double
            switch argument {
            case .integer(let signed): value = Double(signed)
            case .unsignedInteger(let unsigned): value = Double(unsigned)
            case .double(let double): value = double
            case .text: throw mismatch("'\(spec.written)' needs a number", argument, spec.argument)
            }
            var skeleton = spec.skeleton ?? ""
            if spec.conversion == .general, value.isFinite, value != 0, let scientific = spec.scientificSkeleton {
                // C's %g: scientific when the exponent is below -4 or at least the precision.
                let digits = max(1, spec.precision ?? 6)
                let exponent = Self.decimalExponent(value, significantDigits: digits)
                if exponent < -4 || exponent >= digits { skeleton = scientific }
            }
            text = try numberFormat(skeleton).format(value)
        }
        if spec.spaceForSign, !spec.alwaysSign, [.signed, .fixed, .exponent, .general].contains(spec.conversion),
           let first = text.unicodeScalars.first, first != "-", first != "\u{2212}", first != "\u{200E}", first != "\u{061C}" {
            text = " " + text
        }
        if spec.width > 0 {
            let length = text.count
            if length < spec.width {
                let padding = spec.width - length
                if spec.leftAligned {
                    text += String(repeating: " ", count: padding)
                } else if spec.zeroPadded, spec.conversion != .object, spec.conversion != .text {
                    // The locale's zero for decimal numbers (Arabic-Indic ٠ in ar); ASCII for %x and %o.
                    let zero = [.hex, .upperHex, .octal].contains(spec.conversion) ? "0" : integers.format(0)
                    let zeros = String(repeating: zero, count: padding)
                    // After the sign and the bidirectional marks around it (ar writes "\u{061C}-٤٢").
                    let prefix = text.unicodeScalars.prefix { "-+\u{2212}\u{061C}\u{200E}\u{200F}".unicodeScalars.contains($0) }
                    text = String(String.UnicodeScalarView(prefix)) + zeros
                        + String(String.UnicodeScalarView(text.unicodeScalars.dropFirst(prefix.count)))
                } else {
                    text = String(repeating: " ", count: padding) + text
                }
            }
        }
        output += text
    }

    private func integer(_ spec: FormatSpec, _ argument: FormatArgument) throws(ICUError) -> String {
        let format = try numberFormat(spec.skeleton ?? "")
        switch argument {
        case .integer(let value):
            if spec.conversion == .unsigned, value < 0 {
                throw mismatch("'\(spec.written)' needs a number that is not negative", argument, spec.argument)
            }
            return format.format(Int(value))
        case .unsignedInteger(let value):
            if let small = Int(exactly: value) { return format.format(small) }
            return (try? format.format(decimal: String(value))) ?? String(value)
        case .double, .text:
            throw mismatch("'\(spec.written)' needs an integer", argument, spec.argument)
        }
    }

    /// The exponent of `value` in scientific notation once rounded to `digits` significant digits.
    static func decimalExponent(_ value: Double, significantDigits digits: Int) -> Int {
        // Room for a sign, 100 digits, a point and the exponent: a shorter buffer
        // cut the exponent off, and `%.59g` of 1e300 was written with 301 digits.
        var buffer = [CChar](repeating: 0, count: 128)
        let written = withVaList([Int32(digits - 1), value]) { arguments in
            vsnprintf(&buffer, buffer.count, "%.*e", arguments)
        }
        guard written > 0 else { return 0 }
        let text = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        guard let e = text.lastIndex(of: "e"), let exponent = Int(text[text.index(after: e)...]) else { return 0 }
        return exponent
    }

    private func mismatch(_ need: String, _ argument: FormatArgument, _ index: Int) -> ICUError {
        ICUError(code: .illegalArgument, operation: "rendering argument \(index + 1) in \(locale)",
                 reason: "\(need); it is \(argument.typeName)")
    }
}
