/// One printf-style specifier, read.
struct FormatSpec: Sendable, Hashable {
    enum Conversion: Sendable, Hashable {
        case object, text, signed, unsigned, hex, upperHex, octal, fixed, exponent, general
    }
    /// The argument, counting from 0.
    var argument: Int
    var conversion: Conversion
    var leftAligned = false
    var alwaysSign = false
    /// The space flag: a space where a positive number has no sign.
    var spaceForSign = false
    var zeroPadded = false
    var alternate = false
    var width = 0
    var precision: Int?
    /// The specifier as written, for messages.
    var written: String
    /// The number skeleton of a numeric conversion: ``NumberSkeleton/decimal``
    /// for the decimal style's integers; `nil` for the others.
    var skeleton: NumberSkeleton?
    /// `%g`'s second skeleton, in scientific notation, for the values C
    /// writes that way.
    var scientificSkeleton: NumberSkeleton?
    /// The C format that writes the digits of a floating-point or `%x %X %o`
    /// conversion (`%.2f`, `%#08llx`), its precision and width written out:
    /// each argument `withVaList` takes costs a dynamic cast.
    var cFormat: String?

    var isInteger: Bool { [.signed, .unsigned, .hex, .upperHex, .octal].contains(conversion) }
    var isFloatingPoint: Bool { [.fixed, .exponent, .general].contains(conversion) }
}

extension FormatSpec {
    /// The number skeletons that write a numeric specifier in a locale, and
    /// its C format. The digits are C's (see `TextFormatting`); a skeleton
    /// only has to keep them: as many fraction or significant digits as C
    /// writes, the minimum integer digits of an integer's precision, the
    /// point of the `#` flag.
    mutating func setSkeletons() {
        var spec = self
        defer { self = spec }
        let sign = spec.alwaysSign ? " sign-always" : ""
        let point = spec.alternate ? " decimal-always" : ""
        // C's digits of a floating-point conversion: its precision and `#`, no sign flags, no width.
        let cDigits = (spec.alternate ? "%#." : "%.") + String(spec.precision ?? 6)
        switch spec.conversion {
        case .signed, .unsigned:
            // `+` is for signed conversions only, as in C; a precision is a minimum of digits.
            var tokens = ["group-on-aligned"]
            if spec.alwaysSign, spec.conversion == .signed { tokens.append("sign-always") }
            if let precision = spec.precision, precision > 1 { tokens.append("integer-width/*" + String(repeating: "0", count: precision)) }
            spec.skeleton = NumberSkeleton(tokens.count == 1 ? "" : tokens.joined(separator: " "))
        case .fixed:
            let digits = spec.precision ?? 6
            spec.skeleton = NumberSkeleton((digits == 0 ? "precision-integer" : "." + String(repeating: "0", count: digits))
                + " group-on-aligned" + sign + point)
            spec.cFormat = cDigits + "f"
        case .exponent:
            let digits = spec.precision ?? 6
            spec.skeleton = NumberSkeleton("scientific " + (digits == 0 ? "precision-integer" : "." + String(repeating: "0", count: digits)) + sign + point)
            spec.cFormat = cDigits + "e"
        case .general:
            let digits = max(1, spec.precision ?? 6)
            let significant = spec.alternate ? String(repeating: "@", count: digits)
                                             : "@" + String(repeating: "#", count: digits - 1)
            spec.skeleton = NumberSkeleton(significant + " group-on-aligned" + sign + point)
            spec.scientificSkeleton = NumberSkeleton("scientific " + significant + sign + point)
            spec.cFormat = cDigits + "g"
        case .hex, .upperHex, .octal:
            // ASCII, as C writes them: C does all of it.
            spec.cFormat = "%" + (spec.leftAligned ? "-" : "") + (spec.zeroPadded ? "0" : "") + (spec.alternate ? "#" : "")
                + (spec.width > 0 ? String(spec.width) : "") + (spec.precision.map { "." + String($0) } ?? "")
                + (spec.conversion == .octal ? "llo" : spec.conversion == .hex ? "llx" : "llX")
        case .object, .text:
            break
        }
    }
}

/// The number format of a numeric specifier, as the pool styles it asks for,
/// made when the format is read so that rendering builds no skeleton text.
struct NumberSkeleton: Sendable, Hashable {
    /// The skeleton's style; `nil` for the decimal style's integers (`""`).
    let grouped: NumberFormat.Style?
    /// For a skeleton that groups digits (`group-on-aligned`), the same with
    /// `group-off`, for locales whose decimal style does not group; else `nil`.
    let ungrouped: NumberFormat.Style?

    init(_ skeleton: String) {
        guard !skeleton.isEmpty else {
            grouped = nil
            ungrouped = nil
            return
        }
        grouped = .skeleton(skeleton)
        ungrouped = skeleton.contains("group-on-aligned") ? .skeleton(skeleton.replacing("group-on-aligned", with: "group-off")) : nil
    }

    /// The decimal style's integers.
    static let decimal = NumberSkeleton("")
}
