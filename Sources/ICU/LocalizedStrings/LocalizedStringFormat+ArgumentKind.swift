extension LocalizedStringFormat {
    /// What one argument of a format takes, as its specifiers say: which
    /// ``MessageArgument`` ``LocalizedStringFormat/render(_:locale:pool:)`` accepts
    /// in that place. A program that reads arguments from text (a command
    /// line, a file) learns from it whether `3` is meant as a number or as text.
    public enum ArgumentKind: Sendable, Hashable {
        /// An integer (``MessageArgument/integer(_:)``, or a
        /// ``MessageArgument/decimal(_:)`` that is one, up to `UInt64.max`): `%d %i
        /// %u %x %X %o` and their length forms (`%ld`, `%lu`, `%lld`), or a
        /// plural variable whose value type is one of those. `%u %x %X %o`
        /// refuse a negative one.
        case integer
        /// Any number, an integer, a ``MessageArgument/double(_:)`` or a
        /// ``MessageArgument/decimal(_:)``: `%f %e
        /// %g` (and `%F %E %G`), or a plural variable whose value type is one
        /// of those or is not given.
        case number
        /// Text (``MessageArgument/string(_:)``): `%s`.
        case text
        /// Anything but a date: `%@` writes text as it is and numbers as Swift prints them.
        case object
        /// Nothing: no specifier reads the argument (the first one, when the
        /// format has only `%2$@`). Rendering ignores it.
        case unused

        /// How much the kind demands, for an argument that several specifiers read.
        fileprivate var rank: Int {
            switch self {
            case .unused: 0
            case .object: 1
            case .text: 2
            case .number: 3
            case .integer: 4
            }
        }
    }

    /// What each argument takes, from the first: ``argumentCount`` kinds.
    ///
    /// ```swift
    /// let format = try LocalizedStringFormat("%@ ran %#@km@", variables: [
    ///     "km": PluralVariable(valueType: "g", forms: [.one: "%g kilometer", .other: "%g kilometers"]),
    /// ])
    /// format.argumentKinds    // [.object, .number]
    /// ```
    ///
    /// An argument that several specifiers read takes what the most demanding
    /// of them asks: an integer, then a number, then text. A text that is not
    /// a valid format (``isValid``) takes no arguments.
    public var argumentKinds: [ArgumentKind] {
        var kinds = Array(repeating: ArgumentKind.unused, count: argumentCount)
        func note(_ kind: ArgumentKind, at index: Int) {
            if kind.rank > kinds[index].rank { kinds[index] = kind }
        }
        func read(_ pieces: [FormatPiece]) {
            for piece in pieces {
                if let spec = piece.spec {
                    note(ArgumentKind(spec.conversion), at: spec.argument)
                } else if let choice = piece.plural {
                    note(choice.valueType?.isInteger == true ? .integer : .number, at: choice.argument)
                    for case let form? in choice.forms { read(form) }
                }
            }
        }
        read(compiled.pieces)
        return kinds
    }
}

extension LocalizedStringFormat.ArgumentKind {
    /// What a conversion takes.
    init(_ conversion: FormatSpec.Conversion) {
        switch conversion {
        case .object: self = .object
        case .text: self = .text
        case .signed, .unsigned, .hex, .upperHex, .octal: self = .integer
        case .fixed, .exponent, .general: self = .number
        }
    }
}
