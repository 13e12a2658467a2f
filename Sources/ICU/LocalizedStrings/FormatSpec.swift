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
    /// The number skeleton of a numeric conversion: `""` for the decimal
    /// style's integers; `nil` for the others.
    var skeleton: String?
    /// `%g`'s second skeleton, in scientific notation, for the exponents C
    /// writes that way.
    var scientificSkeleton: String?

    var isInteger: Bool { [.signed, .unsigned, .hex, .upperHex, .octal].contains(conversion) }
    var isFloatingPoint: Bool { [.fixed, .exponent, .general].contains(conversion) }
}

extension FormatSpec {
    /// The number skeletons that write a numeric specifier in a locale.
    mutating func setSkeletons() {
        var spec = self
        defer { self = spec }
        let sign = spec.alwaysSign ? " sign-always" : ""
        switch spec.conversion {
        case .signed, .unsigned:
            spec.skeleton = spec.alwaysSign ? ".### group-on-aligned sign-always" : ""
        case .fixed:
            let digits = spec.precision ?? 6
            spec.skeleton = (digits == 0 ? "precision-integer" : "." + String(repeating: "0", count: digits))
                + " group-on-aligned" + sign
        case .exponent:
            let digits = spec.precision ?? 6
            spec.skeleton = "scientific " + (digits == 0 ? "precision-integer" : "." + String(repeating: "0", count: digits)) + sign
        case .general:
            let digits = max(1, spec.precision ?? 6)
            let significant = spec.alternate ? String(repeating: "@", count: digits)
                                             : "@" + String(repeating: "#", count: digits - 1)
            spec.skeleton = significant + " group-on-aligned" + sign
            spec.scientificSkeleton = "scientific " + significant + sign
        case .object, .text, .hex, .upperHex, .octal:
            spec.skeleton = nil
        }
    }
}
