/// Reads a `.strings` file: the old-style property list that maps keys to
/// values (`"key" = "value";`), with `/* */` and `//` comments, the escapes
/// `\" \' \\ \n \t \r \a \b \f \v`, `\Uh` to `\Uhhhh` (one to four hexadecimal
/// digits, surrogate pairs joined), octal `\ooo`, any other escaped character
/// standing for itself, unquoted keys and values of the characters old-style
/// property lists allow (`A-Z a-z 0-9 _ $ + / : . -`), `"key";` for a value
/// equal to its key, and an optional `{ … }` around it all. Text is UTF-8
/// (with or without a BOM) or UTF-16 with a BOM.
struct StringsFileReader {
    struct Entry {
        var key: String
        var value: String
        var line: Int
        var column: Int
        /// The text of the last `/* */` comment between the entry before and the key, trimmed.
        var comment: String?
    }

    private let scalars: [Unicode.Scalar]
    private let file: String
    private var index = 0
    private var line = 1
    private var column = 1
    /// The last `/* */` comment read since the last entry.
    private var comment: String?

    /// Decodes `bytes` (UTF-8, or UTF-16 with a BOM).
    init(bytes: [UInt8], file: String) throws(ICUError) {
        self.file = file
        self.scalars = try Self.decode(bytes, file: file)
    }

    static func decode(_ bytes: [UInt8], file: String) throws(ICUError) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            let little = bytes[0] == 0xFF
            guard bytes.count % 2 == 0 else {
                throw ICUError(code: .invalidFormat, operation: "reading \(file)",
                               reason: "UTF-16 text with an odd number of bytes",
                               location: FileLocation(file: file, line: 1, column: 1))
            }
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2 - 1)
            var i = 2
            while i + 1 < bytes.count {
                units.append(little ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]))
                i += 2
            }
            try decode(units, UTF16(), into: &scalars, file: file, failure: "text that is not valid UTF-16")
            return scalars
        }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        try decode(bytes[start...], UTF8(), into: &scalars, file: file,
                   failure: "text that is neither UTF-8 nor UTF-16 with a byte order mark")
        return scalars
    }

    /// Appends the scalars of `units`, failing at the first invalid sequence.
    private static func decode<Units: Sequence, Codec: UnicodeCodec>(
        _ units: Units, _ codec: Codec, into scalars: inout [Unicode.Scalar], file: String, failure: String
    ) throws(ICUError) where Units.Element == Codec.CodeUnit {
        var codec = codec
        var iterator = units.makeIterator()
        while true {
            switch codec.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return
            case .error:
                throw ICUError(code: .invalidFormat, operation: "reading \(file)", reason: failure,
                               location: location(of: scalars, in: file))
            }
        }
    }

    /// Where the text read so far ends.
    static func location(of scalars: [Unicode.Scalar], in file: String) -> FileLocation {
        var line = 1, column = 1
        for scalar in scalars {
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return FileLocation(file: file, line: line, column: column)
    }

    /// Reads every entry, in order.
    mutating func entries() throws(ICUError) -> [Entry] {
        var entries: [Entry] = []
        try skipSpace()
        var braced = false
        if peek == "{" {
            braced = true
            advance()
        }
        while true {
            try skipSpace()
            guard let scalar = peek else {
                if braced { throw failure("the '{' that opens the file is never closed") }
                return entries
            }
            if braced, scalar == "}" {
                advance()
                try skipSpace()
                if peek != nil { throw failure("text after the closing '}'") }
                return entries
            }
            let keyLine = line, keyColumn = column
            let keyComment = comment
            comment = nil
            let key = try string(what: "a key")
            try skipSpace()
            if peek == ";" {
                advance()
                entries.append(Entry(key: key, value: key, line: keyLine, column: keyColumn, comment: keyComment))
                continue
            }
            guard peek == "=" else { throw failure(peek == nil ? "the file ends after a key; '=' expected" : "'=' expected after the key") }
            advance()
            try skipSpace()
            let value = try string(what: "a value")
            try skipSpace()
            guard peek == ";" else { throw failure(peek == nil ? "the file ends after a value; ';' expected" : "';' expected after the value") }
            advance()
            entries.append(Entry(key: key, value: value, line: keyLine, column: keyColumn, comment: keyComment))
            comment = nil
        }
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    private func failure(_ reason: String) -> ICUError {
        ICUError(code: .parseError, operation: "reading \(file)", reason: reason,
                 location: FileLocation(file: file, line: line, column: column))
    }

    private mutating func skipSpace() throws(ICUError) {
        while let scalar = peek {
            if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                advance()
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let startLine = line, startColumn = column
                advance(); advance()
                let textStart = index
                while true {
                    guard let inside = peek else {
                        throw ICUError(code: .parseError, operation: "reading \(file)", reason: "a '/*' comment is never closed",
                                       location: FileLocation(file: file, line: startLine, column: startColumn))
                    }
                    if inside == "*", index + 1 < scalars.count, scalars[index + 1] == "/" {
                        var text = scalars[textStart..<index]
                        while let first = text.first, first.properties.isWhitespace { text.removeFirst() }
                        while let last = text.last, last.properties.isWhitespace { text.removeLast() }
                        comment = String(String.UnicodeScalarView(text))
                        advance(); advance()
                        break
                    }
                    advance()
                }
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while let inside = peek, inside != "\n" { advance() }
            } else {
                return
            }
        }
    }

    private static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "+", "/", ":", ".", "-": true
        default: false
        }
    }

    private mutating func string(what: String) throws(ICUError) -> String {
        guard let first = peek else { throw failure("the file ends where \(what) was expected") }
        if first == "\"" || first == "'" {
            return try quoted(first)
        }
        guard Self.isUnquoted(first) else { throw failure("\(what) was expected, not '\(first.escaped(asASCII: true))'") }
        var text = String.UnicodeScalarView()
        while let scalar = peek, Self.isUnquoted(scalar) {
            // `//` and `/*` start comments even after an unquoted string.
            if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" || scalars[index + 1] == "*" { break }
            text.append(scalar)
            advance()
        }
        return String(text)
    }

    private mutating func quoted(_ quote: Unicode.Scalar) throws(ICUError) -> String {
        let startLine = line, startColumn = column
        advance()
        var text = String.UnicodeScalarView()
        var pendingHighSurrogate: UInt32?
        while true {
            guard let scalar = peek else {
                throw ICUError(code: .parseError, operation: "reading \(file)", reason: "a string is never closed",
                               location: FileLocation(file: file, line: startLine, column: startColumn))
            }
            if scalar == quote {
                if pendingHighSurrogate != nil { throw failure("a \\U escape of a lone high surrogate") }
                advance()
                return String(text)
            }
            guard scalar == "\\" else {
                if pendingHighSurrogate != nil { throw failure("a \\U escape of a lone high surrogate") }
                text.append(scalar)
                advance()
                continue
            }
            let escapeLine = line, escapeColumn = column
            advance()
            guard let escaped = peek else { throw failure("the file ends inside an escape") }
            if escaped == "U" {
                // One to four hexadecimal digits, as Apple's property list reader takes them.
                advance()
                var value: UInt32 = 0
                var digits = 0
                while digits < 4, let digit = peek, digit.isASCII, let nibble = UInt32(String(digit), radix: 16) {
                    value = value << 4 | nibble
                    digits += 1
                    advance()
                }
                guard digits > 0 else {
                    throw ICUError(code: .parseError, operation: "reading \(file)", reason: "\\U without a hexadecimal digit",
                                   location: FileLocation(file: file, line: escapeLine, column: escapeColumn))
                }
                if let high = pendingHighSurrogate {
                    guard (0xDC00...0xDFFF).contains(value) else { throw failure("a \\U escape of a lone high surrogate") }
                    text.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00))!)
                    pendingHighSurrogate = nil
                } else if (0xD800...0xDBFF).contains(value) {
                    pendingHighSurrogate = value
                } else if let scalar = Unicode.Scalar(value) {
                    text.append(scalar)
                } else {
                    throw ICUError(code: .parseError, operation: "reading \(file)", reason: "\\U escape of a lone low surrogate",
                                   location: FileLocation(file: file, line: escapeLine, column: escapeColumn))
                }
                continue
            }
            if pendingHighSurrogate != nil { throw failure("a \\U escape of a lone high surrogate") }
            if ("0"..."7").contains(escaped) {
                var value: UInt32 = 0
                var digits = 0
                while digits < 3, let digit = peek, ("0"..."7").contains(digit) {
                    value = value * 8 + (digit.value - 0x30)
                    digits += 1
                    advance()
                }
                text.append(Unicode.Scalar(UInt8(truncatingIfNeeded: value)))
                continue
            }
            switch escaped {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "r": text.append("\r")
            case "a": text.append("\u{07}")
            case "b": text.append("\u{08}")
            case "f": text.append("\u{0C}")
            case "v": text.append("\u{0B}")
            default: text.append(escaped)  // \" \' \\ and any other character stand for themselves
            }
            advance()
        }
    }
}
