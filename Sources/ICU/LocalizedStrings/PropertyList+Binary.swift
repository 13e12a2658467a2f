/// Reads a binary property list (`bplist00`) into a ``PropertyListValue``.
///
/// The format: the 8-byte header, the objects, a table of each object's
/// offset, and a 32-byte trailer (the sizes of an offset and of an object
/// reference, the number of objects, the top object, the table's offset).
/// Arrays, sets and dictionaries hold references (indexes into the table),
/// so objects may be shared, and a malicious file may refer to itself.
///
/// Every offset, length and reference is checked against the file before it
/// is used. Each object is read once and remembered, with how many values it
/// expands to and how deep it nests, so shared objects cost no time and a
/// tree of more than ``PropertyList/valueLimit`` values or deeper than
/// ``PropertyList/depthLimit`` is refused before it is built; an object met
/// again while it is being read is a reference cycle, refused.
struct BinaryPropertyListReader {
    private typealias Failure = PropertyList.Failure

    private let bytes: [UInt8]
    private var offsetSize = 0
    private var referenceSize = 0
    private var objectCount = 0
    private var tableOffset = 0
    /// Where the objects end: the trailer's start.
    private var objectsEnd = 0

    /// Per object: what it reads as, the values it expands to, the levels of
    /// arrays and dictionaries in it (0 for a string or number).
    private struct Read {
        var value: PropertyListValue
        var size: Int
        var height: Int
    }

    private var done: [Int: Read] = [:]
    private var open: Set<Int> = []

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func read() throws(PropertyList.Failure) -> PropertyListValue {
        guard bytes.starts(with: "bplist00".utf8) else {
            throw Failure(reason: "not a binary property list of version 00", offset: 0)
        }
        guard bytes.count >= 8 + 1 + 32 else { throw Failure(reason: "a binary property list too short for its trailer", offset: 0) }
        let trailer = bytes.count - 32
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw Failure(reason: "offsets of \(offsetSize) and references of \(referenceSize) bytes", offset: trailer + 6)
        }
        let count = integer(at: trailer + 8, size: 8), top = integer(at: trailer + 16, size: 8)
        let table = integer(at: trailer + 24, size: 8)
        // The offset table lies between the objects and the trailer, whole.
        guard table >= 9, table <= UInt64(trailer), count >= 1, count <= (UInt64(trailer) - table) / UInt64(offsetSize) else {
            throw Failure(reason: "an offset table of \(count) objects at byte \(table) does not fit", offset: trailer + 8)
        }
        guard top < count else { throw Failure(reason: "the top object \(top) of \(count) objects", offset: trailer + 16) }
        objectCount = Int(count)
        tableOffset = Int(table)
        objectsEnd = tableOffset
        return try object(Int(top), level: 1).value
    }

    /// The big-endian unsigned integer of `size` bytes at `offset` (in the file).
    private func integer(at offset: Int, size: Int) -> UInt64 {
        bytes[offset..<(offset + size)].reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// The object `index` of the table, met at `level` (the root dictionary is at 1).
    private mutating func object(_ index: Int, level: Int) throws(Failure) -> Read {
        if let known = done[index] {
            guard level + known.height - 1 <= PropertyList.depthLimit else { throw tooDeep(at: offset(of: index)) }
            return known
        }
        let start = offset(of: index)
        guard start >= 8, start < objectsEnd else {
            throw Failure(reason: "object \(index) at byte \(start), outside the objects", offset: tableOffset)
        }
        guard open.insert(index).inserted else {
            throw Failure(reason: "object \(index) refers to itself (a reference cycle)", offset: start)
        }
        let result = try parse(index, at: start, level: level)
        open.remove(index)
        done[index] = result
        return result
    }

    private func offset(of index: Int) -> Int {
        let value = integer(at: tableOffset + index * offsetSize, size: offsetSize)
        return value > UInt64(Int.max) ? Int.max : Int(value)
    }

    private func tooDeep(at offset: Int) -> Failure {
        Failure(reason: "arrays and dictionaries nested more than \(PropertyList.depthLimit) deep", offset: offset)
    }

    private mutating func parse(_ index: Int, at start: Int, level: Int) throws(Failure) -> Read {
        let marker = bytes[start]
        let low = Int(marker & 0x0F)
        func leaf(_ value: PropertyListValue = .other) -> Read { Read(value: value, size: 1, height: 0) }
        switch marker >> 4 {
        case 0x0:
            // null, false, true, fill
            guard [0x00, 0x08, 0x09, 0x0F].contains(marker) else { throw unknown(marker, start) }
            return leaf()
        case 0x1:
            guard low <= 4 else { throw unknown(marker, start) }
            _ = try range(start + 1, count: 1 << low, of: start)
            return leaf()
        case 0x2:
            guard low == 2 || low == 3 else { throw unknown(marker, start) }
            _ = try range(start + 1, count: 1 << low, of: start)
            return leaf()
        case 0x3:
            guard marker == 0x33 else { throw unknown(marker, start) }
            _ = try range(start + 1, count: 8, of: start)
            return leaf()
        case 0x4:
            let (first, count) = try length(at: start)
            _ = try range(first, count: count, of: start)
            return leaf()
        case 0x5:
            let (first, count) = try length(at: start)
            let text = try range(first, count: count, of: start)
            guard bytes[text].allSatisfy({ $0 < 0x80 }) else { throw Failure(reason: "an ASCII string that is not ASCII", offset: start) }
            return leaf(.string(String(decoding: bytes[text], as: UTF8.self)))
        case 0x6:
            let (first, count) = try length(at: start)
            guard count <= objectsEnd / 2 else { throw truncated(start) }
            let text = try range(first, count: count * 2, of: start)
            let bytes = self.bytes
            let units = stride(from: text.lowerBound, to: text.upperBound, by: 2).lazy.map {
                UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
            }
            guard let utf8 = PropertyList.utf8(units, capacity: count * 3) else {
                throw Failure(reason: "a UTF-16 string with a lone surrogate", offset: start)
            }
            let string = String(decoding: utf8, as: UTF8.self)
            return leaf(.string(string))
        case 0x7:
            // UTF-8 strings, which Apple's reader takes too.
            let (first, count) = try length(at: start)
            let text = try range(first, count: count, of: start)
            guard let string = String(validating: bytes[text], as: UTF8.self) else {
                throw Failure(reason: "a UTF-8 string that is not UTF-8", offset: start)
            }
            return leaf(.string(string))
        case 0x8:
            _ = try range(start + 1, count: low + 1, of: start)
            return leaf()
        case 0xA, 0xB, 0xC, 0xD:
            let dictionary = marker >> 4 == 0xD
            let (first, count) = try length(at: start)
            guard count <= objectsEnd / referenceSize else { throw truncated(start) }
            let references = try range(first, count: count * (dictionary ? 2 : 1) * referenceSize, of: start)
            func reference(_ i: Int) throws(Failure) -> Int {
                let value = integer(at: references.lowerBound + i * referenceSize, size: referenceSize)
                guard value < UInt64(objectCount) else {
                    throw Failure(reason: "a reference to object \(value) of \(objectCount)", offset: start)
                }
                return Int(value)
            }
            // A set is nothing a string table reads: its members are only checked to be in the table.
            if marker >> 4 != 0xA && !dictionary {
                for i in 0..<count { _ = try reference(i) }
                return leaf()
            }
            guard level <= PropertyList.depthLimit else { throw tooDeep(at: start) }
            var size = 1, height = 1
            func add(_ child: Read) throws(Failure) {
                size += child.size
                height = max(height, child.height + 1)
                guard size <= PropertyList.valueLimit else {
                    throw Failure(reason: "more than \(PropertyList.valueLimit) values, counting each use of a shared one",
                                  offset: start)
                }
            }
            if dictionary {
                var entries: [String: PropertyListValue] = [:]
                entries.reserveCapacity(count)
                for i in 0..<count {
                    let keyIndex = try reference(i)
                    guard case .string(let key) = try object(keyIndex, level: level + 1).value else {
                        throw Failure(reason: "a dictionary key that is not a string", offset: start)
                    }
                    let child = try object(try reference(count + i), level: level + 1)
                    try add(child)
                    entries[key] = child.value
                }
                return Read(value: .dictionary(entries), size: size, height: height)
            }
            var items: [PropertyListValue] = []
            items.reserveCapacity(count)
            for i in 0..<count {
                let child = try object(try reference(i), level: level + 1)
                try add(child)
                items.append(child.value)
            }
            return Read(value: .array(items), size: size, height: height)
        default:
            throw unknown(marker, start)
        }
    }

    /// The start and length of the object at `start`: the marker's low four
    /// bits, or, when they are all set, the integer object after the marker.
    private func length(at start: Int) throws(Failure) -> (first: Int, count: Int) {
        let low = Int(bytes[start] & 0x0F)
        guard low == 0x0F else { return (start + 1, low) }
        guard start + 1 < objectsEnd else { throw truncated(start) }
        let marker = bytes[start + 1]
        guard marker >> 4 == 0x1, marker & 0x0F <= 3 else {
            throw Failure(reason: "a length that is not an integer", offset: start + 1)
        }
        let size = 1 << Int(marker & 0x0F)
        let digits = try range(start + 2, count: size, of: start)
        let value = integer(at: digits.lowerBound, size: size)
        guard value <= UInt64(objectsEnd) else { throw truncated(start) }
        return (digits.upperBound, Int(value))
    }

    /// The bytes `first..<first + count`, when they lie within the objects.
    private func range(_ first: Int, count: Int, of start: Int) throws(Failure) -> Range<Int> {
        guard count >= 0, first <= objectsEnd, count <= objectsEnd - first else { throw truncated(start) }
        return first..<(first + count)
    }

    private func truncated(_ start: Int) -> Failure {
        Failure(reason: "the object at byte \(start) runs past the objects", offset: start)
    }

    private func unknown(_ marker: UInt8, _ start: Int) -> Failure {
        let hex = String(marker, radix: 16)
        return Failure(reason: "an object of the unknown kind 0x\(hex.count == 1 ? "0" + hex : hex)", offset: start)
    }
}
