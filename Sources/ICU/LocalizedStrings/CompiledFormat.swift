/// One piece of a compiled format: text, a specifier, or a plural choice.
/// (Optionals rather than an enum with payloads: see `CompiledDatePattern`
/// for why arrays stay out of multi-payload enums. A class, so that rendering
/// takes each piece with one retain, where a struct was copied with every
/// string its specifier holds.)
final class FormatPiece: Sendable {
    let literal: String
    let spec: FormatSpec?
    let plural: PluralChoice?

    init(literal: String = "", spec: FormatSpec? = nil, plural: PluralChoice? = nil) {
        self.literal = literal
        self.spec = spec
        self.plural = plural
    }
}

/// A use of a plural variable: its argument and the compiled form of each
/// category. A format that names a variable again for the same argument
/// shares the choice.
final class PluralChoice: Sendable {
    let name: String
    /// The argument, counting from 0.
    let argument: Int
    /// The variable's value type, read as a specifier (`nil`: any number).
    let valueType: FormatSpec?
    /// The forms, by category rank (zero, one, two, few, many, other).
    let forms: [[FormatPiece]?]
    /// The `other` form, which every variable has.
    let other: [FormatPiece]
    /// The pieces and text bytes of the forms, counting each use of a variable
    /// within them anew: what a use adds to a format's expansion.
    let expandedPieces: Int
    let expandedTextBytes: Int

    init(name: String, argument: Int, valueType: FormatSpec?, forms: [[FormatPiece]?], other: [FormatPiece],
         expandedPieces: Int, expandedTextBytes: Int) {
        self.name = name
        self.argument = argument
        self.valueType = valueType
        self.forms = forms
        self.other = other
        self.expandedPieces = expandedPieces
        self.expandedTextBytes = expandedTextBytes
    }
}

/// A format read into pieces once, or the reason it is not a format.
final class CompiledFormat: Sendable {
    static let pieceLimit = 10_000
    /// The most UTF-8 bytes of text a format may expand to: twice the largest
    /// file (`StringTable.byteLimit`), the most text a file of any encoding holds.
    static let textLimit = 2 * StringTable.byteLimit

    let pieces: [FormatPiece]
    let argumentCount: Int
    let failure: ICUError?
    /// Whether the format is text without specifiers; then `plainText` is what it renders.
    let isPlainText: Bool
    let plainText: String

    /// What a format may keep for each byte of its text and its variables'
    /// forms, `storageAllowance` more (see `LocalizedStringFormat.storagePerByte`).
    static let storagePerByte = 4
    static let storageAllowance = 1024

    /// What the format keeps: a byte for each piece, with the bytes of its text
    /// or its specifier as written, a shared choice once.
    let storedSize: Int

    init(text: String, variables: [String: PluralVariable]) throws(ICUError) {
        var parser = FormatParser(variables: variables, whole: text)
        pieces = try parser.parse(text, first: 0)
        storedSize = parser.storedSize
        let source = variables.values.reduce(text.utf8.count) { sum, variable in
            variable.forms.values.reduce(sum) { $0 + $1.utf8.count }
        }
        guard storedSize <= Self.storagePerByte * source + Self.storageAllowance else {
            throw ICUError(code: .invalidFormat, operation: "reading the format '\(Self.quoted(text))'",
                           reason: "its variables, each read again for each argument it is named for, "
                               + "make \(storedSize) bytes of pieces from \(source) bytes of text, "
                               + "more than \(Self.storagePerByte) per byte")
        }
        argumentCount = parser.highestArgument + 1
        failure = nil
        isPlainText = pieces.allSatisfy { $0.spec == nil && $0.plural == nil }
        plainText = isPlainText ? pieces.map(\.literal).joined() : text
    }

    init(failure: ICUError, text: String) {
        pieces = []
        storedSize = 0
        argumentCount = 0
        self.failure = failure
        isPlainText = true
        plainText = text
    }

    /// The format with `arguments`: the forms chosen by the plural rules of
    /// `plurals`' locale, the numbers written in `numbers`' locale (`plurals`'
    /// when `nil`, the common case, which then makes one value per render).
    func render(_ arguments: [MessageArgument], plurals: inout TextFormatting,
                numbers: inout TextFormatting?) throws(ICUError) -> String {
        if let failure { throw failure }
        guard arguments.count >= argumentCount else {
            throw ICUError(code: .illegalArgument, operation: "rendering the format '\(Self.quoted(plainText))'",
                           reason: "it needs \(argumentCount) argument\(argumentCount == 1 ? "" : "s"), got \(arguments.count)")
        }
        if isPlainText { return plainText }
        var output = ""
        try append(pieces, arguments, &plurals, &numbers, to: &output)
        return output
    }

    private func append(_ pieces: [FormatPiece], _ arguments: [MessageArgument], _ plurals: inout TextFormatting,
                        _ numbers: inout TextFormatting?, to output: inout String) throws(ICUError) {
        for piece in pieces {
            if let spec = piece.spec {
                if numbers != nil {
                    try numbers!.append(spec, arguments[spec.argument], to: &output)
                } else {
                    try plurals.append(spec, arguments[spec.argument], to: &output)
                }
            } else if let choice = piece.plural {
                let form = try plurals.form(of: choice, for: arguments[choice.argument])
                try append(form, arguments, &plurals, &numbers, to: &output)
            } else {
                output += piece.literal
            }
        }
    }

    static func quoted(_ text: String) -> String {
        text.count > 80 ? String(text.prefix(80)) + "…" : text
    }
}
