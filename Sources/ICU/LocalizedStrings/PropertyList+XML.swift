/// Reads an XML property list (UTF-8) into a ``PropertyListValue``, in one
/// pass and without recursion: the open arrays and dictionaries are a stack,
/// at most ``PropertyList/depthLimit`` deep.
///
/// It reads what Apple's writer and hand-written files hold: an XML
/// declaration, a `DOCTYPE`, comments and processing instructions between
/// elements, `<plist>` around the value (or not), CDATA sections and entity
/// and character references in text, empty elements (`<string/>`, `<dict/>`),
/// and `<string>`, `<key>`, `<dict>`, `<array>`, `<integer>`, `<real>`,
/// `<date>`, `<data>`, `<true/>` and `<false/>`.
struct XMLPropertyListReader {
    private let bytes: [UInt8]
    private let valueLimit: Int
    private var position = 0
    private var values = 0
    /// Where each key of the root dictionary is first written: the offset of its `<key>`.
    private(set) var rootKeyOffsets: [String: Int] = [:]
    /// Each key of the root dictionary written again: the offsets of its first
    /// `<key>` and of the later one, in the order they are met.
    private(set) var rootKeyRepeats: [(key: String, first: Int, again: Int)] = []

    /// A reader of `bytes` that refuses more than `valueLimit` values.
    init(_ bytes: [UInt8], valueLimit: Int = PropertyList.valueLimit) {
        self.bytes = bytes
        self.valueLimit = valueLimit
    }

    private typealias Failure = PropertyList.Failure

    /// An array or dictionary whose end tag is still to come. A class, so
    /// that adding to it never copies what it holds.
    private final class Open {
        let isDictionary: Bool
        var items: [PropertyListValue] = []
        var entries: [String: PropertyListValue] = [:]
        /// A dictionary's key whose value is still to come.
        var key: String?

        init(isDictionary: Bool) {
            self.isDictionary = isDictionary
        }
    }

    mutating func read() throws(PropertyList.Failure) -> PropertyListValue {
        try skipMarkup(prolog: true)
        var wrapped = false
        if at("<plist") && isNameEnd(at: position + 6) {
            let tag = try startTag()
            guard !tag.empty else { throw Failure(reason: "<plist/> holds no value", offset: tag.offset) }
            wrapped = true
        }
        let value = try readValue()
        try skipMarkup()
        if wrapped {
            let offset = position
            guard try endTag() == "plist" else {
                throw Failure(reason: offset < bytes.count ? "</plist> expected" : "the file ends before </plist>",
                              offset: offset)
            }
            try skipMarkup()
        }
        guard position == bytes.count else { throw Failure(reason: "text after the property list's value", offset: position) }
        return value
    }

    /// The value at `position`, with everything inside it.
    private mutating func readValue() throws(Failure) -> PropertyListValue {
        var stack: [Open] = []
        while true {
            try skipMarkup()
            let offset = position
            guard position < bytes.count else {
                throw Failure(reason: stack.isEmpty ? "no value" : "the file ends inside \(stack.count) open elements",
                              offset: offset)
            }
            guard bytes[position] == UInt8(ascii: "<") else {
                throw Failure(reason: "text where an element belongs", offset: offset)
            }
            let value: PropertyListValue
            if at("</") {
                guard let open = stack.popLast() else { throw Failure(reason: "an end tag with nothing open", offset: offset) }
                let name = try endTag()
                guard name == (open.isDictionary ? "dict" : "array") else {
                    throw Failure(reason: "</\(name ?? "")> closes <\(open.isDictionary ? "dict" : "array")>", offset: offset)
                }
                if let key = open.key { throw Failure(reason: "the key '\(key)' has no value", offset: offset) }
                value = open.isDictionary ? .dictionary(open.entries) : .array(open.items)
            } else {
                let tag = try startTag()
                if let open = stack.last, open.isDictionary, open.key == nil {
                    guard tag.name == "key" else {
                        throw Failure(reason: "<\(tag.name)> where a dictionary's <key> belongs", offset: offset)
                    }
                    let key = tag.empty ? "" : try text(of: "key", tag: offset)
                    if stack.count == 1 {
                        if let first = rootKeyOffsets[key] {
                            rootKeyRepeats.append((key, first, offset))
                        } else {
                            rootKeyOffsets[key] = offset
                        }
                    }
                    open.key = key
                    continue
                }
                switch tag.name {
                case "dict", "array":
                    guard stack.count < PropertyList.depthLimit else {
                        throw Failure(reason: "arrays and dictionaries nested more than \(PropertyList.depthLimit) deep",
                                      offset: offset)
                    }
                    if !tag.empty {
                        stack.append(Open(isDictionary: tag.name == "dict"))
                        continue
                    }
                    value = tag.name == "dict" ? .dictionary([:]) : .array([])
                case "string":
                    value = .string(tag.empty ? "" : try text(of: "string", tag: offset))
                case "integer", "real", "date":
                    let content = tag.empty ? "" : try text(of: tag.name, tag: offset)
                    guard Self.isValid(content, tag.name) else {
                        throw Failure(reason: "<\(tag.name)> of '\(content)'", offset: offset)
                    }
                    value = .other
                case "data":
                    let content = tag.empty ? "" : try text(of: "data", tag: offset)
                    guard content.utf8.allSatisfy(Self.isBase64) else {
                        throw Failure(reason: "<data> that is not base 64", offset: offset)
                    }
                    value = .other
                case "true", "false":
                    if !tag.empty {
                        guard try endTag() == tag.name else { throw Failure(reason: "<\(tag.name)> is empty", offset: offset) }
                    }
                    value = .other
                case "key":
                    throw Failure(reason: "a <key> outside a dictionary", offset: offset)
                default:
                    throw Failure(reason: "<\(tag.name)> is not a property list element", offset: offset)
                }
            }
            values += 1
            guard values <= valueLimit else {
                throw Failure(reason: "more than \(valueLimit) values", offset: offset)
            }
            guard let open = stack.last else { return value }
            if let key = open.key {
                open.entries[key] = value
                open.key = nil
            } else {
                open.items.append(value)
            }
        }
    }

    // MARK: Tags

    /// The start tag at `position` (`<name attributes>` or `<name/>`), past it.
    private mutating func startTag() throws(Failure) -> (name: String, empty: Bool, offset: Int) {
        let offset = position
        position += 1
        let name = try self.name()
        // Attributes are read past, their quoted values whole (they may hold `>`).
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") {
                position += 1
                return (name, false, offset)
            }
            if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") {
                position += 2
                return (name, true, offset)
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                guard let end = bytes[(position + 1)...].firstIndex(of: byte) else { break }
                position = end + 1
            } else if byte == UInt8(ascii: "<") {
                break
            } else {
                position += 1
            }
        }
        throw Failure(reason: "the tag <\(name)> is not closed", offset: offset)
    }

    /// The end tag at `position` (`</name>`, white space before `>`), past it: its name.
    private mutating func endTag() throws(Failure) -> String? {
        guard at("</") else { return nil }
        let offset = position
        position += 2
        let name = try self.name()
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
            throw Failure(reason: "the end tag </\(name)> is not closed", offset: offset)
        }
        position += 1
        return name
    }

    private mutating func name() throws(Failure) -> String {
        let start = position
        while position < bytes.count, !isNameEnd(at: position) { position += 1 }
        guard position > start else { throw Failure(reason: "a tag without a name", offset: start) }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private func isNameEnd(at index: Int) -> Bool {
        guard index < bytes.count else { return true }
        let byte = bytes[index]
        return Self.isSpace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "<")
    }

    // MARK: Text

    /// The text of the element `name`, from `position` (past its start tag)
    /// to past its end tag: references replaced, CDATA sections taken as
    /// they are, comments and processing instructions left out. Its faults
    /// are located at `tag`, the start tag's offset.
    private mutating func text(of name: String, tag start: Int) throws(Failure) -> String {
        var text: [UInt8] = []
        var runStart = position
        while true {
            guard let next = bytes[position...].firstIndex(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") }) else {
                throw Failure(reason: "the file ends inside <\(name)>", offset: start)
            }
            text += bytes[runStart..<next]
            position = next
            if bytes[position] == UInt8(ascii: "&") {
                try reference(into: &text)
            } else if at("<![CDATA[") {
                guard let end = find("]]>", from: position + 9) else {
                    throw Failure(reason: "a CDATA section without its ]]>", offset: position)
                }
                text += bytes[(position + 9)..<end]
                position = end + 3
            } else if at("<!--") || at("<?") {
                try skipCommentOrInstruction()
            } else {
                let offset = position
                guard let end = try endTag() else {
                    throw Failure(reason: "an element inside <\(name)>", offset: offset)
                }
                guard end == name else { throw Failure(reason: "</\(end)> closes <\(name)>", offset: offset) }
                break
            }
            runStart = position
        }
        guard let string = String(validating: text, as: UTF8.self) else {
            throw Failure(reason: "the text of <\(name)> is not UTF-8", offset: start)
        }
        return string
    }

    /// The entity or character reference at `position` (`&amp;`, `&#10;`, `&#x1B;`), past it.
    private mutating func reference(into text: inout [UInt8]) throws(Failure) {
        let offset = position
        guard let semicolon = bytes[position...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
            throw Failure(reason: "an & that begins no reference (write &amp;)", offset: offset)
        }
        let name = String(decoding: bytes[(position + 1)..<semicolon], as: UTF8.self)
        position = semicolon + 1
        switch name {
        case "amp": text.append(UInt8(ascii: "&"))
        case "lt": text.append(UInt8(ascii: "<"))
        case "gt": text.append(UInt8(ascii: ">"))
        case "quot": text.append(UInt8(ascii: "\""))
        case "apos": text.append(UInt8(ascii: "'"))
        default:
            var digits = Substring(name)
            guard digits.popFirst() == "#" else { throw Failure(reason: "the unknown entity &\(name);", offset: offset) }
            let radix = digits.first == "x" || digits.first == "X" ? 16 : 10
            if radix == 16 { digits = digits.dropFirst() }
            guard digits.allSatisfy(\.isASCII), let value = UInt32(digits, radix: radix), let scalar = Unicode.Scalar(value) else {
                throw Failure(reason: "&\(name); is no Unicode scalar", offset: offset)
            }
            text += Array(String(Character(scalar)).utf8)
        }
    }

    // MARK: Markup between elements

    /// Past white space, comments and processing instructions — and, in
    /// the prolog, the `DOCTYPE`.
    private mutating func skipMarkup(prolog: Bool = false) throws(Failure) {
        while true {
            skipSpace()
            if at("<!--") || at("<?") {
                try skipCommentOrInstruction()
            } else if prolog && at("<!DOCTYPE") {
                try skipDoctype()
            } else {
                return
            }
        }
    }

    private mutating func skipCommentOrInstruction() throws(Failure) {
        let comment = at("<!--")
        let end = comment ? "-->" : "?>"
        guard let found = find(end, from: position + (comment ? 4 : 2)) else {
            throw Failure(reason: comment ? "a comment without its -->" : "a processing instruction without its ?>",
                          offset: position)
        }
        position = found + end.utf8.count
    }

    /// Past `<!DOCTYPE …>`, an internal subset in brackets and quoted identifiers included.
    private mutating func skipDoctype() throws(Failure) {
        let offset = position
        var quote: UInt8?
        var inSubset = false
        position += 9
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                inSubset = true
            } else if byte == UInt8(ascii: "]") {
                inSubset = false
            } else if byte == UInt8(ascii: ">") && !inSubset {
                return
            }
        }
        throw Failure(reason: "a DOCTYPE without its >", offset: offset)
    }

    private mutating func skipSpace() {
        while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
    }

    // MARK: Helpers

    private func at(_ text: String) -> Bool {
        let count = text.utf8.count
        return position + count <= bytes.count && bytes[position..<(position + count)].elementsEqual(text.utf8)
    }

    private func find(_ text: String, from start: Int) -> Int? {
        let pattern = Array(text.utf8)
        var i = start
        while let first = bytes[min(i, bytes.count)...].firstIndex(of: pattern[0]), first + pattern.count <= bytes.count {
            if bytes[first..<(first + pattern.count)].elementsEqual(pattern) { return first }
            i = first + 1
        }
        return nil
    }

    /// XML's white space: space, tab, carriage return and line feed.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
    }

    static func isBase64(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "="):
            true
        default:
            isSpace(byte)
        }
    }

    /// Whether `text` is an `<integer>` (decimal or `0x` hexadecimal, with a
    /// sign), a `<real>` (a decimal number, `nan`, `inf`) or a `<date>`
    /// (`2024-05-01T12:00:00Z`), white space around it allowed.
    static func isValid(_ text: String, _ element: String) -> Bool {
        let trimmed = text.utf8.drop(while: isSpace).reversed().drop(while: isSpace).reversed()
        let content = String(decoding: trimmed, as: UTF8.self)
        switch element {
        case "integer":
            var digits = Substring(content)
            let negative = digits.first == "-"
            if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
            if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
                return UInt64(digits.dropFirst(2), radix: 16) != nil && !negative
            }
            return negative ? Int64("-" + digits) != nil : UInt64(digits) != nil
        case "real":
            return Double(content) != nil
        default:
            let pattern = Array("0000-00-00T00:00:00Z".utf8)
            return content.utf8.count == pattern.count
                && zip(content.utf8, pattern).allSatisfy { $1 == UInt8(ascii: "0") ? (0x30...0x39).contains($0) : $0 == $1 }
        }
    }
}
