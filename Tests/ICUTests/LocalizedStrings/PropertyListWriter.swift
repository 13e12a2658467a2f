// Writes property lists for tests and for the property-list fuzz targets
// (Fuzz/fuzz.sh compiles this file into them): the same tree as XML and as
// binary, and binary object tables with shared objects and cycles, which no
// tree can express. Test code only: the library reads property lists, it
// never writes them.
@_spi(Testing) import ICU

/// A property list to write.
indirect enum PropertyListNode {
    case string(String)
    case integer(Int64)
    case real(Double)
    case boolean(Bool)
    case date
    case data([UInt8])
    case array([PropertyListNode])
    case dictionary([(key: String, value: PropertyListNode)])

    /// What the library reads it as: a dictionary keeps a repeated key's last value.
    var expected: PropertyListValue {
        switch self {
        case .string(let text): .string(text)
        case .array(let items): .array(items.map(\.expected))
        case .dictionary(let entries):
            .dictionary(Dictionary(entries.map { ($0.key, $0.value.expected) }) { _, last in last })
        default: .other
        }
    }

    /// The values it holds, itself included (dictionary keys not counted).
    var valueCount: Int {
        switch self {
        case .array(let items): 1 + items.reduce(0) { $0 + $1.valueCount }
        case .dictionary(let entries): 1 + entries.reduce(0) { $0 + $1.value.valueCount }
        default: 1
        }
    }

    /// The levels of arrays and dictionaries, itself included.
    var depth: Int {
        switch self {
        case .array(let items): 1 + (items.map(\.depth).max() ?? 0)
        case .dictionary(let entries): 1 + (entries.map(\.value.depth).max() ?? 0)
        default: 0
        }
    }

    /// The whole XML document. `style` varies how text is written (bit 0:
    /// every non-ASCII or control scalar as a character reference; bit 1:
    /// text in CDATA sections where it can be; bit 2: `\r\n` line breaks and
    /// a comment before each element; bit 3: no `<plist>` around the value).
    func xml(style: Int = 0) -> String {
        let lineBreak = style & 4 != 0 ? "\r\n" : "\n"
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>" + lineBreak
        out += "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">"
        out += lineBreak
        let wrapped = style & 8 == 0
        if wrapped { out += "<plist version=\"1.0\">" + lineBreak }
        write(into: &out, style: style, lineBreak: lineBreak)
        if wrapped { out += "</plist>" + lineBreak }
        return out
    }

    private func write(into out: inout String, style: Int, lineBreak: String) {
        if style & 4 != 0 { out += "<!-- - -->" }
        switch self {
        case .string(let text):
            out += text.isEmpty ? "<string/>" : "<string>" + Self.escaped(text, style: style) + "</string>"
        case .integer(let value): out += "<integer>\(value)</integer>"
        case .real(let value): out += "<real>\(value)</real>"
        case .boolean(let value): out += value ? "<true/>" : "<false/>"
        case .date: out += "<date>2024-05-01T12:00:00Z</date>"
        case .data(let bytes): out += "<data>" + Self.base64(bytes) + "</data>"
        case .array(let items):
            guard !items.isEmpty else { out += "<array/>"; break }
            out += "<array>" + lineBreak
            for item in items { item.write(into: &out, style: style, lineBreak: lineBreak) }
            out += "</array>"
        case .dictionary(let entries):
            guard !entries.isEmpty else { out += "<dict/>"; break }
            out += "<dict>" + lineBreak
            for (key, value) in entries {
                out += "<key>" + Self.escaped(key, style: style) + "</key>"
                value.write(into: &out, style: style, lineBreak: lineBreak)
            }
            out += "</dict>"
        }
        out += lineBreak
    }

    static func escaped(_ text: String, style: Int) -> String {
        if style & 2 != 0, !text.contains("]]>"), !text.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" }) {
            return "<![CDATA[" + text + "]]>"
        }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default:
                // A carriage return written as itself would be read back as itself, but
                // XML readers may normalize line breaks: written as a reference, always.
                if (style & 1 != 0 && (scalar.value >= 0x80 || scalar.value < 0x20)) || scalar == "\r" || scalar.value == 0 {
                    out += "&#x" + String(scalar.value, radix: 16) + ";"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var out: [UInt8] = []
        for chunk in stride(from: 0, to: bytes.count, by: 3) {
            let group = bytes[chunk..<min(chunk + 3, bytes.count)]
            let bits = group.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (16 - 8 * UInt32($1.offset)) }
            for i in 0..<4 {
                out.append(i <= group.count ? alphabet[Int(bits >> (18 - 6 * UInt32(i)) & 0x3F)] : UInt8(ascii: "="))
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

/// A binary property list (`bplist00`) as a table of objects, whose arrays,
/// sets and dictionaries refer to other objects by index: shared and cyclic
/// references included.
struct BinaryPropertyListWriter {
    enum Object {
        case string(String)
        case integer(Int64)
        case real(Double)
        case boolean(Bool)
        case date(Double)
        case data([UInt8])
        case uid(UInt64)
        case null
        case array([Int])
        case set([Int])
        case dictionary([(key: Int, value: Int)])
    }

    var objects: [Object] = []

    /// Adds an object: its index.
    @discardableResult
    mutating func add(_ object: Object) -> Int {
        objects.append(object)
        return objects.count - 1
    }

    /// Adds a tree, each string once when `sharing` (as Apple's writer does): the root's index.
    mutating func add(_ node: PropertyListNode, sharing: Bool = true) -> Int {
        var strings: [String: Int] = [:]
        return add(node, sharing: sharing, strings: &strings)
    }

    private mutating func add(_ node: PropertyListNode, sharing: Bool, strings: inout [String: Int]) -> Int {
        func string(_ text: String) -> Int {
            // Keyed by the UTF-8 bytes: Swift's `==` would join canonically equivalent strings.
            let key = text.utf8.map { String($0, radix: 16) }.joined(separator: ",")
            if sharing, let index = strings[key] { return index }
            let index = add(.string(text))
            strings[key] = index
            return index
        }
        switch node {
        case .string(let text): return string(text)
        case .integer(let value): return add(.integer(value))
        case .real(let value): return add(.real(value))
        case .boolean(let value): return add(.boolean(value))
        case .date: return add(.date(736_257_600))
        case .data(let bytes): return add(.data(bytes))
        case .array(let items):
            let index = add(.null)
            objects[index] = .array(items.map { add($0, sharing: sharing, strings: &strings) })
            return index
        case .dictionary(let entries):
            let index = add(.null)
            let keys = entries.map { string($0.key) }
            let values = entries.map { add($0.value, sharing: sharing, strings: &strings) }
            objects[index] = .dictionary(Array(zip(keys, values)).map { (key: $0.0, value: $0.1) })
            return index
        }
    }

    /// The file, with `top` as its root; references and offsets of the
    /// fewest bytes that hold them, or of `referenceSize` bytes.
    func bytes(top: Int, referenceSize: Int? = nil) -> [UInt8] {
        let references = referenceSize ?? Self.size(of: UInt64(max(objects.count - 1, 0)))
        var out = Array("bplist00".utf8)
        var offsets: [Int] = []
        func bigEndian(_ value: UInt64, _ size: Int) {
            for i in (0..<size).reversed() { out.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(i)))) }
        }
        func marker(_ kind: UInt8, _ count: Int) {
            if count < 15 {
                out.append(kind << 4 | UInt8(count))
            } else {
                out.append(kind << 4 | 0x0F)
                let size = Self.size(of: UInt64(count))
                let power = size == 1 ? 0 : size == 2 ? 1 : size <= 4 ? 2 : 3
                out.append(0x10 | UInt8(power))
                bigEndian(UInt64(count), 1 << power)
            }
        }
        for object in objects {
            offsets.append(out.count)
            switch object {
            case .string(let text):
                if text.utf8.allSatisfy({ $0 < 0x80 }) {
                    marker(0x5, text.utf8.count)
                    out += text.utf8
                } else {
                    marker(0x6, text.utf16.count)
                    for unit in text.utf16 { bigEndian(UInt64(unit), 2) }
                }
            case .integer(let value):
                if value >= 0 && value <= 0xFF {
                    out.append(0x10)
                    bigEndian(UInt64(value), 1)
                } else if value >= 0 && value <= 0xFFFF {
                    out.append(0x11)
                    bigEndian(UInt64(value), 2)
                } else {
                    out.append(0x13)
                    bigEndian(UInt64(bitPattern: value), 8)
                }
            case .real(let value):
                out.append(0x23)
                bigEndian(value.bitPattern, 8)
            case .boolean(let value): out.append(value ? 0x09 : 0x08)
            case .date(let value):
                out.append(0x33)
                bigEndian(value.bitPattern, 8)
            case .data(let bytes):
                marker(0x4, bytes.count)
                out += bytes
            case .uid(let value):
                out.append(0x87)
                bigEndian(value, 8)
            case .null: out.append(0x00)
            case .array(let items), .set(let items):
                if case .array = object { marker(0xA, items.count) } else { marker(0xC, items.count) }
                for item in items { bigEndian(UInt64(item), references) }
            case .dictionary(let entries):
                marker(0xD, entries.count)
                for entry in entries { bigEndian(UInt64(entry.key), references) }
                for entry in entries { bigEndian(UInt64(entry.value), references) }
            }
        }
        let table = out.count
        let offsetSize = Self.size(of: UInt64(max(table, 1)))
        for offset in offsets { bigEndian(UInt64(offset), offsetSize) }
        out += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(references)]
        bigEndian(UInt64(objects.count), 8)
        bigEndian(UInt64(top), 8)
        bigEndian(UInt64(table), 8)
        return out
    }

    /// The fewest bytes (1, 2, 4 or 8) that hold `value`.
    static func size(of value: UInt64) -> Int {
        value <= 0xFF ? 1 : value <= 0xFFFF ? 2 : value <= 0xFFFF_FFFF ? 4 : 8
    }
}
