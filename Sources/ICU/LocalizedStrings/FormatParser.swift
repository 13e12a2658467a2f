/// Reads formats and their variables into pieces.
struct FormatParser {
    /// The most arguments a format takes: positions run from 1 to this.
    static let argumentLimit = 1000
    /// The deepest nesting of variables read (`LocalizedStringFormat.variableNestingLimit`).
    static let variableNestingLimit = 64
    let variables: [String: PluralVariable]
    /// The outermost format, for messages.
    let whole: String
    var highestArgument = -1
    var pieceCount = 0
    /// The bytes of the text runs read so far, counting each use of a variable anew.
    var textBytes = 0
    /// The variables being read, innermost last: a variable met again is a loop.
    var open: [String] = []
    /// The choices read so far, by the variable's name (as bytes) and argument:
    /// a variable named again for the same argument is the choice read before,
    /// shared, so that a use costs one piece however long its forms are.
    private var choices: [ChoiceKey: PluralChoice] = [:]
    /// The pieces made, each counted as a byte with the bytes of its text or
    /// of its specifier as written, a shared choice once: a measure of what
    /// the compiled format keeps in memory.
    private(set) var storedSize = 0
    /// Where each specifier (`%d`, `%2$@`, `%#@name@`) of the outermost text
    /// read stands, as UTF-8 offsets: what pseudo-localization keeps as written.
    private(set) var specifierSpans: [Range<Int>] = []

    /// The forms read so far that are the same for any argument (no piece
    /// in them takes its argument in order), by the variable's name as bytes:
    /// a variable named for another argument shares them.
    private var sharedForms: [[UInt8]: Forms] = [:]
    /// How many pieces have taken their argument in order, counting on from
    /// the variable's own argument: while it stays the same, what is read
    /// does not depend on that argument.
    private var takenInOrder = 0

    private struct ChoiceKey: Hashable {
        let name: [UInt8]
        let argument: Int
    }

    /// A variable's forms, read, and what one use of them adds to the expansion.
    private struct Forms {
        let forms: [[FormatPiece]?]
        let other: [FormatPiece]
        let valueType: FormatSpec?
        let expandedPieces: Int
        let expandedTextBytes: Int
    }

    init(variables: [String: PluralVariable], whole: String) {
        self.variables = variables
        self.whole = whole
    }

    private func failure(_ reason: String, at offset: Int? = nil, in text: String) -> ICUError {
        let inner = text == whole ? "" : " (in the form '\(CompiledFormat.quoted(text))')"
        return ICUError(code: .invalidFormat, operation: "reading the format '\(CompiledFormat.quoted(whole))'\(inner)",
                        reason: reason, utf8Offset: offset)
    }

    /// Reads `text`, whose unnumbered specifiers take the arguments in order
    /// from `first` on: 0 at the top level, the variable's own argument in a
    /// variable's form (as Apple's formatter counts them).
    mutating func parse(_ text: String, first: Int) throws(ICUError) -> [FormatPiece] {
        let bytes = Array(text.utf8)
        var pieces: [FormatPiece] = []
        var literal: [UInt8] = []
        var next = first
        var i = 0
        func flush() throws(ICUError) {
            if !literal.isEmpty {
                try expand(text: literal.count, at: i, in: text)
                storedSize += literal.count
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
                guard number <= Self.argumentLimit else {
                    throw failure("argument position \(number) is beyond \(Self.argumentLimit)", at: start, in: text)
                }
                position = number - 1
                i = j + 1
            }
            func argument() throws(ICUError) -> Int {
                if let position { return position }
                // Counting on from a variable's argument can pass the last position one could write.
                guard next < Self.argumentLimit else {
                    throw failure("an unnumbered specifier would take argument \(next + 1), beyond \(Self.argumentLimit)",
                                  at: start, in: text)
                }
                defer { next += 1 }
                return next
            }
            // %#@name@
            if i + 1 < bytes.count, bytes[i] == UInt8(ascii: "#"), bytes[i + 1] == UInt8(ascii: "@") {
                guard let close = bytes[(i + 2)...].firstIndex(of: UInt8(ascii: "@")) else {
                    throw failure("'%#@' without its closing '@'", at: start, in: text)
                }
                let name = String(decoding: bytes[(i + 2)..<close], as: UTF8.self)
                var index = try argument()
                if position == nil, let fixed = variables[name]?.argument {
                    guard fixed >= 1, fixed <= Self.argumentLimit else {
                        throw failure("the variable '\(name)' takes argument \(fixed), not in 1...\(Self.argumentLimit)", at: start, in: text)
                    }
                    index = fixed - 1
                } else if position == nil {
                    takenInOrder += 1
                }
                try flush()
                pieces.append(FormatPiece(plural: try choice(name, argument: index, at: start, in: text)))
                try count(at: start, in: text)
                i = close + 1
                if open.isEmpty { specifierSpans.append(start..<i) }
                continue
            }
            var spec = FormatSpec(argument: 0, conversion: .object, written: "")
            flags: while i < bytes.count {
                switch bytes[i] {
                case UInt8(ascii: "-"): spec.leftAligned = true
                case UInt8(ascii: "+"): spec.alwaysSign = true
                case UInt8(ascii: "0"): spec.zeroPadded = true
                case UInt8(ascii: "#"): spec.alternate = true
                case UInt8(ascii: " "): spec.spaceForSign = true
                case UInt8(ascii: "'"): break
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
            guard spec.width <= 1000 else { throw failure("a width above 1000", at: start, in: text) }
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
            spec.setSkeletons()
            spec.argument = try argument()
            if position == nil { takenInOrder += 1 }
            highestArgument = max(highestArgument, spec.argument)
            try flush()
            storedSize += spec.written.utf8.count
            pieces.append(FormatPiece(spec: spec))
            if open.isEmpty { specifierSpans.append(start..<i) }
            try count(at: start, in: text)
        }
        try flush()
        return pieces
    }

    /// Counts a piece made.
    private mutating func count(at offset: Int, in text: String) throws(ICUError) {
        storedSize += 1
        try expand(pieces: 1, at: offset, in: text)
    }

    /// Counts what rendering writes, each use of a variable anew: the bound on
    /// the time and output of one rendering.
    private mutating func expand(pieces: Int = 0, text bytes: Int = 0, at offset: Int, in text: String) throws(ICUError) {
        pieceCount += pieces
        guard pieceCount <= CompiledFormat.pieceLimit else {
            throw failure("it expands to more than \(CompiledFormat.pieceLimit) pieces", at: offset, in: text)
        }
        textBytes += bytes
        guard textBytes <= CompiledFormat.textLimit else {
            throw failure("it expands to more than \(CompiledFormat.textLimit >> 20) MiB of text", at: offset, in: text)
        }
    }

    private mutating func choice(_ name: String, argument: Int, at offset: Int, in text: String) throws(ICUError) -> PluralChoice {
        guard let variable = variables[name] else {
            throw failure("no variable '\(name)' is defined for '%#@\(name)@'", at: offset, in: text)
        }
        guard !open.contains(name) else {
            throw failure("the variable '\(name)' contains itself (\((open + [name]).joined(separator: " → ")))", at: offset, in: text)
        }
        let key = ChoiceKey(name: Array(name.utf8), argument: argument)
        if let read = choices[key] {
            try expand(pieces: read.expandedPieces, text: read.expandedTextBytes, at: offset, in: text)
            return read
        }
        highestArgument = max(highestArgument, argument)
        let forms: Forms
        if let shared = sharedForms[key.name] {
            try expand(pieces: shared.expandedPieces, text: shared.expandedTextBytes, at: offset, in: text)
            forms = shared
        } else {
            let inOrderBefore = takenInOrder
            forms = try read(variable, name, argument: argument, at: offset, in: text)
            if takenInOrder == inOrderBefore { sharedForms[key.name] = forms }
        }
        let read = PluralChoice(name: name, argument: argument, valueType: forms.valueType, forms: forms.forms,
                                other: forms.other, expandedPieces: forms.expandedPieces,
                                expandedTextBytes: forms.expandedTextBytes)
        choices[key] = read
        return read
    }

    /// Reads the forms of `variable` for `argument`.
    private mutating func read(_ variable: PluralVariable, _ name: String, argument: Int,
                               at offset: Int, in text: String) throws(ICUError) -> Forms {
        let (piecesBefore, textBefore) = (pieceCount, textBytes)
        guard variable.forms[.other] != nil else {
            throw failure("the plural variable '\(name)' has no 'other' form", at: offset, in: text)
        }
        var valueType: FormatSpec?
        if let type = variable.valueType {
            valueType = try Self.valueType(type, of: name, whole: whole)
        }
        guard open.count < Self.variableNestingLimit else {
            throw failure("variables nested more than \(Self.variableNestingLimit) deep ('\(name)')", at: offset, in: text)
        }
        open.append(name)
        defer { open.removeLast() }
        var forms: [[FormatPiece]?] = Array(repeating: nil, count: PluralRules.Category.allCases.count)
        for category in PluralRules.Category.allCases {
            guard let form = variable.forms[category] else { continue }
            forms[category.rank] = try parse(form, first: argument)
        }
        guard let other = forms[PluralRules.Category.other.rank] else {
            throw failure("the plural variable '\(name)' has no 'other' form", at: offset, in: text)
        }
        return Forms(forms: forms, other: other, valueType: valueType, expandedPieces: pieceCount - piecesBefore,
                     expandedTextBytes: textBytes - textBefore)
    }

    /// Reads `NSStringFormatValueTypeKey` as a numeric specifier.
    static func valueType(_ type: String, of name: String, whole: String) throws(ICUError) -> FormatSpec {
        var parser = FormatParser(variables: [:], whole: "%" + type)
        let pieces: [FormatPiece]
        do {
            pieces = try parser.parse("%" + type, first: 0)
        } catch {
            pieces = []
        }
        guard pieces.count == 1, let spec = pieces[0].spec, spec.isInteger || spec.isFloatingPoint else {
            throw ICUError(code: .invalidFormat, operation: "reading the format '\(CompiledFormat.quoted(whole))'",
                           reason: "the value type '\(type)' of the variable '\(name)' is not a number's (such as lu, d, f or .1f)")
        }
        return spec
    }

}
