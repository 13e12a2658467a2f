#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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

/// A use of a plural variable: its argument and the compiled form of each category.
final class PluralChoice: Sendable {
    let name: String
    /// The argument, counting from 0.
    let argument: Int
    /// The variable's value type, read as a specifier (`nil`: any number).
    let valueType: FormatSpec?
    /// The forms, by category rank (zero, one, two, few, many, other).
    let forms: [[FormatPiece]?]

    init(name: String, argument: Int, valueType: FormatSpec?, forms: [[FormatPiece]?]) {
        self.name = name
        self.argument = argument
        self.valueType = valueType
        self.forms = forms
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

    init(text: String, variables: [String: PluralVariable]) throws(ICUError) {
        var parser = FormatParser(variables: variables, whole: text)
        pieces = try parser.parse(text, own: nil)
        argumentCount = parser.highestArgument + 1
        failure = nil
        isPlainText = pieces.allSatisfy { $0.spec == nil && $0.plural == nil }
        plainText = isPlainText ? pieces.map(\.literal).joined() : text
    }

    init(failure: ICUError, text: String) {
        pieces = []
        argumentCount = 0
        self.failure = failure
        isPlainText = true
        plainText = text
    }

    func render(_ arguments: [FormatArgument], plurals: TextFormatting, numbers: TextFormatting) throws(ICUError) -> String {
        if let failure { throw failure }
        guard arguments.count >= argumentCount else {
            throw ICUError(code: .illegalArgument, operation: "rendering the format '\(Self.quoted(plainText))'",
                           reason: "it needs \(argumentCount) argument\(argumentCount == 1 ? "" : "s"), got \(arguments.count)")
        }
        if isPlainText { return plainText }
        var output = ""
        try append(pieces, arguments, plurals, numbers, to: &output)
        return output
    }

    private func append(_ pieces: [FormatPiece], _ arguments: [FormatArgument], _ plurals: TextFormatting,
                        _ numbers: TextFormatting, to output: inout String) throws(ICUError) {
        for piece in pieces {
            if let spec = piece.spec {
                try numbers.append(spec, arguments[spec.argument], to: &output)
            } else if let choice = piece.plural {
                let form = try plurals.form(of: choice, for: arguments[choice.argument])
                try append(form, arguments, plurals, numbers, to: &output)
            } else {
                output += piece.literal
            }
        }
    }

    static func quoted(_ text: String) -> String {
        text.count > 80 ? String(text.prefix(80)) + "…" : text
    }
}

/// Reads formats and their variables into pieces.
struct FormatParser {
    let variables: [String: PluralVariable]
    /// The outermost format, for messages.
    let whole: String
    var highestArgument = -1
    var pieceCount = 0
    /// The bytes of the text runs read so far, counting each use of a variable anew.
    var textBytes = 0
    /// The variables being read, innermost last: a variable met again is a loop.
    var open: [String] = []

    init(variables: [String: PluralVariable], whole: String) {
        self.variables = variables
        self.whole = whole
    }

    private func failure(_ reason: String, at offset: Int? = nil, in text: String) -> ICUError {
        let inner = text == whole ? "" : " (in the form '\(CompiledFormat.quoted(text))')"
        return ICUError(code: .invalidFormat, operation: "reading the format '\(CompiledFormat.quoted(whole))'\(inner)",
                        reason: reason, utf8Offset: offset)
    }

    /// Reads `text`; `own` is the argument of the variable whose form it is
    /// (what unnumbered specifiers stand for), `nil` at the top level.
    mutating func parse(_ text: String, own: Int?) throws(ICUError) -> [FormatPiece] {
        let bytes = Array(text.utf8)
        var pieces: [FormatPiece] = []
        var literal: [UInt8] = []
        var next = 0
        var i = 0
        func flush() throws(ICUError) {
            if !literal.isEmpty {
                textBytes += literal.count
                guard textBytes <= CompiledFormat.textLimit else {
                    throw failure("it expands to more than \(CompiledFormat.textLimit >> 20) MiB of text", at: i, in: text)
                }
                pieces.append(FormatPiece(literal: String(decoding: literal, as: UTF8.self)))
                literal.removeAll(keepingCapacity: true)
                try count(at: i, in: text)
            }
        }
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "%") else {
                literal.append(bytes[i])
                i += 1
                continue
            }
            let start = i
            i += 1
            guard i < bytes.count else { throw failure("a lone '%' ends the format", at: start, in: text) }
            if bytes[i] == UInt8(ascii: "%") {
                literal.append(bytes[i])
                i += 1
                continue
            }
            // %N$
            var position: Int?
            var j = i
            var number = 0
            while j < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[j]), number < 1_000_000 {
                number = number * 10 + Int(bytes[j] - UInt8(ascii: "0"))
                j += 1
            }
            if j > i, j < bytes.count, bytes[j] == UInt8(ascii: "$") {
                guard number > 0 else { throw failure("argument positions count from 1", at: start, in: text) }
                guard number <= 1000 else { throw failure("argument position \(number) is beyond 1000", at: start, in: text) }
                position = number - 1
                i = j + 1
            }
            func argument() -> Int {
                if let position { return position }
                if let own { return own }
                defer { next += 1 }
                return next
            }
            // %#@name@
            if i + 1 < bytes.count, bytes[i] == UInt8(ascii: "#"), bytes[i + 1] == UInt8(ascii: "@") {
                guard let close = bytes[(i + 2)...].firstIndex(of: UInt8(ascii: "@")) else {
                    throw failure("'%#@' without its closing '@'", at: start, in: text)
                }
                let name = String(decoding: bytes[(i + 2)..<close], as: UTF8.self)
                var index = argument()
                if position == nil, let fixed = variables[name]?.argument {
                    guard fixed >= 1, fixed <= 1000 else {
                        throw failure("the variable '\(name)' takes argument \(fixed), not in 1...1000", at: start, in: text)
                    }
                    index = fixed - 1
                }
                try flush()
                pieces.append(FormatPiece(plural: try choice(name, argument: index, at: start, in: text)))
                try count(at: start, in: text)
                i = close + 1
                continue
            }
            var spec = FormatSpec(argument: 0, conversion: .object, written: "")
            flags: while i < bytes.count {
                switch bytes[i] {
                case UInt8(ascii: "-"): spec.leftAligned = true
                case UInt8(ascii: "+"): spec.alwaysSign = true
                case UInt8(ascii: "0"): spec.zeroPadded = true
                case UInt8(ascii: "#"): spec.alternate = true
                case UInt8(ascii: " "), UInt8(ascii: "'"): break
                default: break flags
                }
                i += 1
            }
            if i < bytes.count, bytes[i] == UInt8(ascii: "*") {
                throw failure("a width taken from the arguments ('*') is not supported", at: start, in: text)
            }
            while i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) {
                spec.width = min(spec.width * 10 + Int(bytes[i] - UInt8(ascii: "0")), 10_000)
                i += 1
            }
            if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
                i += 1
                if i < bytes.count, bytes[i] == UInt8(ascii: "*") {
                    throw failure("a precision taken from the arguments ('.*') is not supported", at: start, in: text)
                }
                var precision = 0
                while i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) {
                    precision = min(precision * 10 + Int(bytes[i] - UInt8(ascii: "0")), 10_000)
                    i += 1
                }
                guard precision <= 100 else { throw failure("a precision above 100", at: start, in: text) }
                spec.precision = precision
            }
            // Length modifiers change nothing here: arguments carry their own width.
            while i < bytes.count, "hlqLzjt".utf8.contains(bytes[i]) { i += 1 }
            guard i < bytes.count else { throw failure("the specifier '\(String(decoding: bytes[start...], as: UTF8.self))' has no conversion", at: start, in: text) }
            let conversion = bytes[i]
            i += 1
            spec.written = String(decoding: bytes[start..<i], as: UTF8.self)
            switch conversion {
            case UInt8(ascii: "@"): spec.conversion = .object
            case UInt8(ascii: "s"), UInt8(ascii: "S"): spec.conversion = .text
            case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "D"): spec.conversion = .signed
            case UInt8(ascii: "u"), UInt8(ascii: "U"): spec.conversion = .unsigned
            case UInt8(ascii: "x"): spec.conversion = .hex
            case UInt8(ascii: "X"): spec.conversion = .upperHex
            case UInt8(ascii: "o"), UInt8(ascii: "O"): spec.conversion = .octal
            case UInt8(ascii: "f"), UInt8(ascii: "F"): spec.conversion = .fixed
            case UInt8(ascii: "e"), UInt8(ascii: "E"): spec.conversion = .exponent
            case UInt8(ascii: "g"), UInt8(ascii: "G"): spec.conversion = .general
            default:
                throw failure("'\(spec.written)' is not a supported specifier", at: start, in: text)
            }
            Self.setSkeletons(&spec)
            spec.argument = argument()
            highestArgument = max(highestArgument, spec.argument)
            try flush()
            pieces.append(FormatPiece(spec: spec))
            try count(at: start, in: text)
        }
        try flush()
        return pieces
    }

    private mutating func count(at offset: Int, in text: String) throws(ICUError) {
        pieceCount += 1
        guard pieceCount <= CompiledFormat.pieceLimit else {
            throw failure("it expands to more than \(CompiledFormat.pieceLimit) pieces", at: offset, in: text)
        }
    }

    private mutating func choice(_ name: String, argument: Int, at offset: Int, in text: String) throws(ICUError) -> PluralChoice {
        guard let variable = variables[name] else {
            throw failure("no variable '\(name)' is defined for '%#@\(name)@'", at: offset, in: text)
        }
        guard !open.contains(name) else {
            throw failure("the variable '\(name)' contains itself (\((open + [name]).joined(separator: " → ")))", at: offset, in: text)
        }
        guard variable.forms[.other] != nil else {
            throw failure("the plural variable '\(name)' has no 'other' form", at: offset, in: text)
        }
        var valueType: FormatSpec?
        if let type = variable.valueType {
            valueType = try Self.valueType(type, of: name, whole: whole)
        }
        highestArgument = max(highestArgument, argument)
        open.append(name)
        defer { open.removeLast() }
        var forms: [[FormatPiece]?] = Array(repeating: nil, count: PluralRules.Category.allCases.count)
        for category in PluralRules.Category.allCases {
            guard let form = variable.forms[category] else { continue }
            forms[category.rank] = try parse(form, own: argument)
        }
        return PluralChoice(name: name, argument: argument, valueType: valueType, forms: forms)
    }

    /// Reads `NSStringFormatValueTypeKey` as a numeric specifier.
    static func valueType(_ type: String, of name: String, whole: String) throws(ICUError) -> FormatSpec {
        var parser = FormatParser(variables: [:], whole: "%" + type)
        let pieces: [FormatPiece]
        do {
            pieces = try parser.parse("%" + type, own: 0)
        } catch {
            pieces = []
        }
        guard pieces.count == 1, let spec = pieces[0].spec, spec.isInteger || spec.isFloatingPoint else {
            throw ICUError(code: .invalidFormat, operation: "reading the format '\(CompiledFormat.quoted(whole))'",
                           reason: "the value type '\(type)' of the variable '\(name)' is not a number's (such as lu, d, f or .1f)")
        }
        return spec
    }

    /// The number skeletons that write a numeric specifier in a locale.
    static func setSkeletons(_ spec: inout FormatSpec) {
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
