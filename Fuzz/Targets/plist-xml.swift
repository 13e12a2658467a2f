// Target `plist-xml`: XML property lists generated from the input's bytes,
// in two modes, of at most about 256 KiB each.
//
// Tree mode (byte 0 even): a tree of every kind of value, with chains of up
// to 256 nested arrays or dictionaries (a byte says how many; 600 nodes in
// all), written by the tests' writer
// (Tests/ICUTests/LocalizedStrings/PropertyListWriter.swift) in the style of
// byte 0's bits 1–4 (character references, CDATA, `\r\n` and
// comments, no `<plist>`). Properties: a tree within the documented depth
// reads as the tree (a dictionary keeps a repeated key's last value), the
// same as its binary form reads; a deeper one throws the depth error.
//
// Token mode (byte 0 odd): a stream of tags, text, references, CDATA,
// comments, processing instructions, line breaks and raw bytes, each chosen
// by a byte (a repeat token writes the next one up to 255 times). Properties:
// reading throws an `ICUError` (`.badInput`, `U_PARSE_ERROR`) located in the
// file (its path, a line it has, a column within that line or just past it),
// or gives a tree that reads back the same written by the writer, as XML and
// as binary.
//
// Both: reading twice gives the same; reading allocates at most 256 bytes
// per byte of the file, plus 256 KiB (`readPropertyList`); `-timeout` is 3 s.
//
// Its inputs are bounded in size (its reads also in allocations): 1 GiB of memory.
// fuzz: dict=strings max_len=2048 timeout=3 rss=1024
// fuzz: sources=Tests/ICUTests/LocalizedStrings/PropertyListWriter.swift
@_spi(Testing) import ICU

let path = "fuzz.stringsdict"
let alphabet: [Unicode.Scalar] = ["a", "Z", " ", "&", "<", ">", "]", "\u{0}", "\u{1B}", "\t", "\r", "\n", "é", "中", "😀", "%"]

func text(_ input: inout FuzzInput) -> String {
    var text = ""
    for _ in 0..<(input.byte() % 12) { text.unicodeScalars.append(alphabet[Int(input.byte()) % alphabet.count]) }
    return text
}

/// A value of at most `budget` nodes in all (each level of a chain counts), so that an input stays cheap.
func node(_ input: inout FuzzInput, depth: Int, budget: inout Int) -> PropertyListNode {
    budget -= 1
    let kind = budget > 0 ? input.byte() % 11 : input.byte() % 7
    switch kind {
    case 0, 1: return .string(text(&input))
    case 2: return .integer(input.int64())
    case 3: return .real(Double(input.int64() % 1_000_000) / 64)
    case 4: return .boolean(input.byte() & 1 == 0)
    case 5: return .date
    case 6: return .data((0..<(input.byte() % 16)).map { _ in input.byte() })
    case 7:
        return .array(depth >= 5 ? [] : (0..<(input.byte() % 5)).map { _ in node(&input, depth: depth + 1, budget: &budget) })
    case 8, 9:
        return .dictionary(depth >= 5 ? [] : (0..<(input.byte() % 5)).map { _ in
            (key: text(&input), value: node(&input, depth: depth + 1, budget: &budget))
        })
    default:
        // A chain: levels nested arrays or dictionaries, as the pattern's bits say, around one value.
        let levels = min(Int(input.byte()) + 1, max(budget, 1)), pattern = input.byte()
        budget -= levels
        var inner = depth >= 5 ? PropertyListNode.string("end") : node(&input, depth: depth + 1, budget: &budget)
        for level in 0..<levels {
            inner = pattern >> (level % 8) & 1 == 0 ? .array([inner]) : .dictionary([(key: "k", value: inner)])
        }
        return inner
    }
}

/// The most bytes token mode writes (and then one token more).
let outputLimit = 256 << 10

/// The stream of tokens of token mode.
func tokens(_ input: inout FuzzInput) -> [UInt8] {
    var out: [UInt8] = []
    func token(_ kind: UInt8) {
        let fixed = ["<dict>", "</dict>", "<array>", "</array>", "<key>", "</key>", "<string>", "</string>", "<true/>",
                     "<false></false>", "<!-- c<dict> -->", "<?pi ?> ?>", "<plist version=\"1.0\">", "</plist>", "<string/>",
                     "<dict/>", "<array/>", "<key/>", "<integer>0x1F</integer>", "<real>-1.5e3</real>", "<data>AAE=</data>",
                     "<date>2024-05-01T12:00:00Z</date>", "<integer>12a</integer>", "<dict >", "</dict\n>", "<set/>"]
        switch Int(kind) % (fixed.count + 7) {
        case let i where i < fixed.count: out += Array(fixed[i].utf8)
        case fixed.count: out += Array(PropertyListNode.escaped(text(&input), style: Int(input.byte())).utf8)
        case fixed.count + 1: out += Array("<![CDATA[\(text(&input))]]>".utf8)
        case fixed.count + 2:
            let references = ["&amp;", "&lt;", "&#0;", "&#x1B;", "&#X1F600;", "&#xD800;", "&#1114112;", "&bogus;", "&", "&#;", "&#x;"]
            out += Array(references[Int(input.byte()) % references.count].utf8)
        case fixed.count + 3: out += [["\n"], ["\r"], ["\r", "\n"]][Int(input.byte()) % 3].map { UInt8(ascii: $0) }
        case fixed.count + 4: out.append(input.byte())
        case fixed.count + 5: out += Array("<?xml version=\"1.0\"?><!DOCTYPE plist [ <!ENTITY a \"]>\"> ]>".utf8)
        default:
            let times = Int(input.byte()), next = input.byte()
            for _ in 0..<times where out.count <= outputLimit {
                token(next % UInt8(fixed.count))
            }
        }
    }
    while input.offset < input.bytes.count && out.count <= outputLimit { token(input.byte()) }
    return out
}

/// Reads as `readPropertyList` does; an error is on a line of the file, in or just past it.
func readChecked(_ bytes: [UInt8]) -> Result<[String: PropertyListValue], ICUError> {
    let read = readPropertyList(bytes, path: path)
    // UTF-16 text is located in its UTF-8 form.
    guard case .failure(let error) = read, let location = error.location,
          !bytes.starts(with: [0xFE, 0xFF]) && !bytes.starts(with: [0xFF, 0xFE]) else { return read }
    let lines = lineLengths(bytes)
    require(location.line >= 1 && location.line <= lines.count, "line \(location.line) of \(lines.count): \(error)")
    require(location.column >= 1 && location.column <= lines[location.line - 1] + 1,
            "column \(location.column) of a line of \(lines[location.line - 1]) scalars: \(error)")
    return read
}

/// The length in scalars (UTF-8 lead bytes) of each line, lines ending at `\n`, `\r` or `\r\n`.
func lineLengths(_ bytes: [UInt8]) -> [Int] {
    var lengths = [0]
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while index < bytes.count {
        let byte = bytes[index]
        if byte == 0x0A || byte == 0x0D {
            if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            lengths.append(0)
        } else if byte & 0xC0 != 0x80 {
            lengths[lengths.count - 1] += 1
        }
        index += 1
    }
    return lengths
}

/// A value read, as the writer's tree: numbers, dates, data and booleans all read as `.other`.
func node(_ value: PropertyListValue) -> PropertyListNode {
    switch value {
    case .string(let text): .string(text)
    case .array(let items): .array(items.map(node))
    case .dictionary(let entries): .dictionary(entries.sorted { $0.key < $1.key }.map { (key: $0.key, value: node($0.value)) })
    case .other: .boolean(true)
    }
}

/// The tree's binary form reads as `root`.
func requireBinaryReads(_ tree: PropertyListNode, as root: [String: PropertyListValue]) {
    var writer = BinaryPropertyListWriter()
    let top = writer.add(tree)
    switch readChecked(writer.bytes(top: top)) {
    case .success(let fromBinary): require(fromBinary == root, "the binary form reads differently")
    case .failure(let error): require(false, "the binary form fails: \(error)")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let mode = input.byte()
    if mode & 1 != 0 {
        let bytes = tokens(&input)
        trace("tokens: \(quoted(String(decoding: bytes, as: UTF8.self)))")
        guard case .success(let root) = readChecked(bytes) else { return 0 }
        let tree = node(.dictionary(root))
        switch readChecked(Array(tree.xml(style: Int(mode >> 1)).utf8)) {
        case .success(let again): require(again == root, "written back, read differently")
        case .failure(let error): require(false, "written back, fails: \(error)")
        }
        requireBinaryReads(tree, as: root)
        return 0
    }

    var budget = 600
    let tree = PropertyListNode.dictionary((0..<(input.byte() % 6)).map { _ in
        (key: text(&input), value: node(&input, depth: 1, budget: &budget))
    })
    let xml = Array(tree.xml(style: Int(mode >> 1)).utf8)
    trace("tree: \(tree.valueCount) values, \(tree.depth) deep, \(xml.count) bytes")
    let read = readChecked(xml)
    guard tree.depth <= StringTable.propertyListDepthLimit else {
        guard case .failure(let error) = read else {
            require(false, "read a tree \(tree.depth) deep")
            return 0
        }
        require(error.reason == "arrays and dictionaries nested more than 64 deep", "\(error)")
        return 0
    }
    guard case .success(let root) = read else {
        require(false, "refused a tree \(tree.depth) deep of \(tree.valueCount) values: \(read)")
        return 0
    }
    require(PropertyListValue.dictionary(root) == tree.expected, "read other than the tree")
    requireBinaryReads(tree, as: root)
    return 0
}
