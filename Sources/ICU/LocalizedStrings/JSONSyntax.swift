/// Finds where JSON text first breaks the grammar of RFC 8259, to say where
/// a String Catalog is not valid JSON: `JSONDecoder`, which reads the
/// catalog, says only that it is not. (This checks; it builds nothing.)
struct JSONSyntax {
    struct Failure {
        var offset: Int
        var reason: String
    }

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    /// The member of the outermost object whose own members' places are recorded.
    private var recordedMember: String?
    /// The outermost object's member being read.
    private var outerKey: [UInt8] = []
    /// Where each member of the recorded member starts: the offset of its key's
    /// opening quote, by the key's text as it is written between the quotes.
    private var recorded: [[UInt8]: Int] = [:]
    /// Each member of the recorded member written again: where its key is
    /// first written and where again, in the order they are met.
    private var recordedAgain: [(key: [UInt8], first: Int, again: Int)] = []

    /// Whether to find the members a later one of the same name overrides.
    private var findingOverridden = false
    /// Each overridden member: from its key's opening quote to past the comma after its value.
    private var overridden: [Range<Int>] = []

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// `bytes` with every object member that a later member of the same name
    /// overrides written over with spaces (line breaks kept, so that every
    /// place keeps its line and offset): what is left has one member of each
    /// name, the last, as Apple's `.strings` keeps the last of a key written
    /// twice. `bytes` unchanged for JSON that is not valid.
    static func keepingTheLastOfEachName(_ bytes: [UInt8]) -> [UInt8] {
        guard let checker = read(bytes, { $0.findingOverridden = true }), !checker.overridden.isEmpty else { return bytes }
        var kept = bytes
        for range in checker.overridden {
            for i in range where kept[i] != UInt8(ascii: "\n") && kept[i] != UInt8(ascii: "\r") {
                kept[i] = UInt8(ascii: " ")
            }
        }
        return kept
    }

    /// A member's name as JSONDecoder compares it: decoded, as a `String`.
    /// (JSONDecoder keeps an object's members in a dictionary keyed by
    /// `String`, so names equal as Swift strings are one name to it.)
    private static func name(_ written: ArraySlice<UInt8>) -> String {
        StringCatalog.unquotedJSON(Array(written))
    }

    /// Where each member of the outermost object's member `member` starts (the
    /// offset of its key's opening quote), by the key's text as written between
    /// the quotes, in one pass: `["greeting": 57]` for the `strings` of a
    /// catalog. Empty for JSON that is not valid.
    static func memberOffsets(in bytes: [UInt8], of member: String) -> [[UInt8]: Int] {
        members(in: bytes, of: member).offsets
    }

    /// ``memberOffsets(in:of:)``, and each member written again with the
    /// offsets of its key's first and later opening quote, in one pass.
    static func members(in bytes: [UInt8], of member: String)
        -> (offsets: [[UInt8]: Int], repeated: [(key: [UInt8], first: Int, again: Int)]) {
        guard let checker = read(bytes, { $0.recordedMember = member }) else { return ([:], []) }
        return (checker.recorded, checker.recordedAgain)
    }

    /// A checker set up by `setUp` that has read the JSON value of `bytes`
    /// (after a UTF-8 byte order mark), or `nil` for JSON that is not valid.
    private static func read(_ bytes: [UInt8], _ setUp: (inout JSONSyntax) -> Void) -> JSONSyntax? {
        var checker = JSONSyntax(bytes)
        setUp(&checker)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { checker.index = 3 }
        do throws(Failure) {
            checker.skipSpace()
            try checker.value()
            return checker
        } catch {
            return nil
        }
    }

    /// The first syntax error in `bytes`, or `nil` for valid JSON.
    static func firstError(in bytes: [UInt8]) -> Failure? {
        var checker = JSONSyntax(bytes)
        // JSONDecoder reads a UTF-8 byte order mark as nothing.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { checker.index = 3 }
        do throws(Failure) {
            checker.skipSpace()
            try checker.value()
            checker.skipSpace()
            if checker.index < bytes.count { throw Failure(offset: checker.index, reason: "text after the end of the JSON value") }
            return nil
        } catch {
            return error
        }
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private func fail(_ reason: String) -> Failure {
        Failure(offset: index, reason: index < bytes.count ? reason : "the text ends; \(reason)")
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
        guard index < bytes.count, bytes[index] == byte else { throw fail("\(what) expected") }
        index += 1
    }

    private mutating func value() throws(Failure) {
        guard index < bytes.count else { throw fail("a value expected") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            depth += 1
            guard depth <= 512 else { throw fail("more than 512 nested objects and arrays") }
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; depth -= 1; return }
            // Where each member of this object starts and ends, by name, while finding overridden ones.
            var members: [String: Range<Int>] = [:]
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("a key in double quotes expected") }
                let keyStart = index
                try string()
                let memberName = findingOverridden ? Self.name(bytes[(keyStart + 1)..<(index - 1)]) : ""
                if let recordedMember {
                    let key = Array(bytes[(keyStart + 1)..<(index - 1)])
                    if depth == 1 {
                        outerKey = key
                    } else if depth == 2, outerKey.elementsEqual(recordedMember.utf8) {
                        if let first = recorded[key] {
                            recordedAgain.append((key, first, keyStart))
                        } else {
                            recorded[key] = keyStart
                        }
                    }
                }
                skipSpace()
                try expect(UInt8(ascii: ":"), "':' after the key")
                skipSpace()
                try value()
                skipSpace()
                if findingOverridden {
                    if let earlier = members[memberName] { overridden.append(earlier) }
                    // Up to and with the comma: a member followed by one of its name is never the last.
                    members[memberName] = keyStart..<(index < bytes.count && bytes[index] == UInt8(ascii: ",") ? index + 1 : index)
                }
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                try expect(UInt8(ascii: "}"), "',' or '}'")
                depth -= 1
                return
            }
        case UInt8(ascii: "["):
            depth += 1
            guard depth <= 512 else { throw fail("more than 512 nested objects and arrays") }
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; depth -= 1; return }
            while true {
                skipSpace()
                try value()
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                try expect(UInt8(ascii: "]"), "',' or ']'")
                depth -= 1
                return
            }
        case UInt8(ascii: "\""):
            try string()
        case UInt8(ascii: "t"): try word("true")
        case UInt8(ascii: "f"): try word("false")
        case UInt8(ascii: "n"): try word("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try number()
        default:
            throw fail("a value expected")
        }
    }

    private mutating func word(_ text: String) throws(Failure) {
        for byte in text.utf8 {
            guard index < bytes.count, bytes[index] == byte else { throw fail("'\(text)' expected") }
            index += 1
        }
    }

    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    private mutating func number() throws(Failure) {
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard digits() > 0 else { throw fail("a digit expected") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw fail("a digit expected after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw fail("a digit expected in the exponent") }
        }
    }

    private mutating func string() throws(Failure) {
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { index += 1; return }
            if byte < 0x20 { throw fail("a control character inside a string") }
            if byte >= 0x80 {
                guard let length = Self.utf8Length(bytes, at: index) else { throw fail("text that is not UTF-8 inside a string") }
                index += length
                continue
            }
            if byte == UInt8(ascii: "\\") {
                let escape = index
                index += 1
                guard index < bytes.count else { break }
                switch bytes[index] {
                case UInt8(ascii: "u"):
                    let unit = try hexUnit()
                    if (0xDC00...0xDFFF).contains(unit) {
                        index = escape
                        throw fail("a \\u escape of a low surrogate without a high one")
                    }
                    if (0xD800...0xDBFF).contains(unit) {
                        guard index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\"), bytes[index + 2] == UInt8(ascii: "u") else {
                            index = escape
                            throw fail("a \\u escape of a high surrogate without a low one")
                        }
                        index += 2
                        guard (0xDC00...0xDFFF).contains(try hexUnit()) else {
                            index = escape
                            throw fail("a \\u escape of a high surrogate without a low one")
                        }
                    }
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                     UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    break
                default:
                    throw fail("an unknown escape")
                }
            }
            index += 1
        }
        throw fail("a string is never closed")
    }

    /// Reads the four hexadecimal digits after `\u` (at `index`), leaving `index` on the last.
    private mutating func hexUnit() throws(Failure) -> UInt32 {
        var unit: UInt32 = 0
        for _ in 0..<4 {
            index += 1
            guard index < bytes.count else { throw fail("\\u needs four hexadecimal digits") }
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw fail("\\u needs four hexadecimal digits")
            }
            unit = unit << 4 | UInt32(digit)
        }
        return unit
    }

    /// The length of the well-formed UTF-8 sequence at `start` (Unicode's table
    /// 3-7: no overlong forms, no surrogates, nothing above U+10FFFF), or `nil`.
    static func utf8Length(_ bytes: [UInt8], at start: Int) -> Int? {
        let lead = bytes[start]
        let length: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; second = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; second = 0x80...0x9F
        case 0xF0: length = 4; second = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; second = 0x80...0x8F
        default: return nil
        }
        guard start + length <= bytes.count, second.contains(bytes[start + 1]) else { return nil }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[start + offset]) { return nil }
        return length
    }
}

extension JSONSyntax.Failure: Error {}
