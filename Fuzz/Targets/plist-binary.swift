// Target `plist-binary`: binary property lists (`bplist00`) built from the
// input's bytes as a table of objects whose arrays, sets and dictionaries
// refer to any object — shared, cyclic and deeply chained structure that
// random bytes would almost never spell — written by the tests' writer
// (Tests/ICUTests/LocalizedStrings/PropertyListWriter.swift), then read by
// the library.
//
// Input: byte 0 the flags (bit 0: damage the file afterwards; bits 1–2:
// references of the fewest bytes, 2, 4 or 8; bits 4–7: the XML style of the
// cross-check), byte 1 the number of objects less one, byte 2 the top
// object; then each object: a kind byte and its contents (see `object`); a
// reference byte of 255 names the next object, so a run of arrays is a
// chain. With bit 0, the remaining bytes are up to 4 (position, position,
// value) triples written over the file.
//
// Properties: a model of the object table (its own walk: cycles through
// arrays, dictionaries and keys, the depth of arrays and dictionaries, the
// values each use of a shared object adds) says whether the file is within
// the documented limits with a dictionary of string keys at the top; the
// reader gives the model's tree then, the same as the XML of that tree
// reads to, and throws an `ICUError` (`.badInput`, `U_PARSE_ERROR`, at line
// 1 column 1 of the path) otherwise. A damaged file reads or throws such an
// error. Reading twice gives the same. Reading allocates at most 256 bytes
// per byte of the file, plus 256 KiB (`readPropertyList`); `-timeout` is 3 s.
//
// Its inputs are bounded in size (its reads also in allocations): 1 GiB of memory.
// fuzz: dict=strings max_len=2048 timeout=3 rss=1024
// fuzz: sources=Tests/ICUTests/LocalizedStrings/PropertyListWriter.swift
@_spi(Testing) import ICU

let path = "fuzz.stringsdict"
let depthLimit = StringTable.propertyListDepthLimit
let valueLimit = StringTable.propertyListValueLimit

/// The scalars strings are made of: ASCII, markup characters, controls, other planes.
let alphabet: [Unicode.Scalar] = ["a", "Z", " ", "&", "<", ">", "\u{0}", "\u{1B}", "\r", "\n", "é", "ü", "中", "😀", "\u{FEFF}", "%"]

func object(_ input: inout FuzzInput, _ index: Int, _ count: Int) -> BinaryPropertyListWriter.Object {
    func reference() -> Int {
        let byte = Int(input.byte())
        return byte == 255 ? (index + 1) % count : byte % count
    }
    func length(_ limit: Int) -> Int {
        let byte = Int(input.byte())
        // From 200 on, long enough for the length to be an integer object of its own.
        return byte >= 200 ? 15 + (byte - 200) * 7 : byte % limit
    }
    switch input.byte() % 16 {
    case 0:
        return .string(String(decoding: (0..<length(20)).map { _ in 0x20 + input.byte() % 0x5F }, as: UTF8.self))
    case 1:
        var text = ""
        for _ in 0..<length(12) { text.unicodeScalars.append(alphabet[Int(input.byte()) % alphabet.count]) }
        return .string(text)
    case 2: return .integer(input.int64())
    case 3: return .real(Double(bitPattern: UInt64(bitPattern: input.int64())))
    case 4: return .boolean(input.byte() & 1 == 0)
    case 5: return .date(Double(input.int64() % 1_000_000_000))
    case 6: return .data((0..<length(20)).map { _ in input.byte() })
    case 7: return .uid(UInt64(bitPattern: input.int64()))
    case 8: return .null
    case 9: return .set((0..<length(6)).map { _ in reference() })
    case 10, 11, 12: return .array((0..<length(6)).map { _ in reference() })
    default: return .dictionary((0..<length(6)).map { _ in (key: reference(), value: reference()) })
    }
}

/// The model's answer for an object table: the tree the top object reads as, or why it is refused.
struct Model {
    let objects: [BinaryPropertyListWriter.Object]
    private var state: [Int: (size: Int, height: Int)] = [:]
    private var open: Set<Int> = []

    init(_ objects: [BinaryPropertyListWriter.Object]) {
        self.objects = objects
    }

    /// The values the object expands to (at most `valueLimit + 1`) and its levels of arrays and dictionaries.
    mutating func measure(_ index: Int) -> (size: Int, height: Int)? {
        if let known = state[index] { return known }
        guard open.insert(index).inserted else { return nil }
        defer { open.remove(index) }
        var size = 1, height = 1
        var children: [Int]
        switch objects[index] {
        case .array(let items): children = items
        case .dictionary(let entries):
            for entry in entries {
                guard case .string = objects[entry.key] else { return nil }
            }
            children = entries.map(\.value)
        default:
            state[index] = (1, 0)
            return (1, 0)
        }
        for child in children {
            guard let measured = measure(child) else { return nil }
            size = min(size + measured.size, valueLimit + 1)
            height = max(height, measured.height + 1)
        }
        state[index] = (size, height)
        return (size, height)
    }

    func value(_ index: Int) -> PropertyListValue {
        switch objects[index] {
        case .string(let text): return .string(text)
        case .array(let items): return .array(items.map(value))
        case .dictionary(let entries):
            var result: [String: PropertyListValue] = [:]
            for entry in entries {
                guard case .string(let key) = objects[entry.key] else { return .other }
                result[key] = value(entry.value)
            }
            return .dictionary(result)
        default: return .other
        }
    }

    func node(_ index: Int) -> PropertyListNode {
        switch objects[index] {
        case .string(let text): return .string(text)
        case .integer(let value): return .integer(value)
        case .real(let value): return .real(value.isNaN ? 0 : value)
        case .boolean(let value): return .boolean(value)
        case .data(let bytes): return .data(bytes)
        case .array(let items): return .array(items.map(node))
        case .dictionary(let entries):
            return .dictionary(entries.map { entry in
                guard case .string(let key) = objects[entry.key] else { return (key: "", value: .date) }
                return (key: key, value: node(entry.value))
            })
        default: return .date
        }
    }
}

/// Reads as `readPropertyList` does; an error in a binary file is at 1:1.
func readChecked(_ bytes: [UInt8]) -> Result<[String: PropertyListValue], ICUError> {
    let read = readPropertyList(bytes, path: path)
    if case .failure(let error) = read, bytes.starts(with: "bplist".utf8) {
        require(error.location?.line == 1 && error.location?.column == 1, "a binary file's error off 1:1: \(error)")
    }
    return read
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let flags = input.byte()
    let count = Int(input.byte()) + 1
    let top = Int(input.byte()) % count
    var writer = BinaryPropertyListWriter()
    for index in 0..<count { writer.add(object(&input, index, count)) }
    let referenceSize = [nil, 2, 4, 8][Int(flags >> 1) & 3]
    var bytes = writer.bytes(top: top, referenceSize: referenceSize)
    trace("\(count) objects, top \(top), \(bytes.count) bytes")

    if flags & 1 != 0 {
        for _ in 0..<4 where input.offset < input.bytes.count {
            let position = (Int(input.byte()) << 8 | Int(input.byte())) % bytes.count
            bytes[position] = input.byte()
        }
        _ = readChecked(bytes)
        return 0
    }

    var model = Model(writer.objects)
    let measured = model.measure(top)
    let read = readChecked(bytes)
    guard case .dictionary = writer.objects[top], let measured, measured.height <= depthLimit, measured.size <= valueLimit else {
        trace("model: refused (\(measured.map { "\($0.size) values, \($0.height) deep" } ?? "a cycle or a key that is no string"))")
        if case .success = read { require(false, "read a file the model refuses") }
        return 0
    }
    trace("model: \(measured.size) values, \(measured.height) deep")
    guard case .success(let root) = read else {
        require(false, "refused a file the model reads: \(read)")
        return 0
    }
    guard measured.size <= 2_000 else { return 0 }
    require(PropertyListValue.dictionary(root) == model.value(top), "read other than the model's tree")
    guard measured.size <= 500 else { return 0 }
    let xml = model.node(top).xml(style: Int(flags >> 4))
    switch readChecked(Array(xml.utf8)) {
    case .success(let fromXML): require(fromXML == root, "the XML of the tree reads differently:\n\(xml)")
    case .failure(let error): require(false, "the XML of the tree fails: \(error)\n\(xml)")
    }
    return 0
}
