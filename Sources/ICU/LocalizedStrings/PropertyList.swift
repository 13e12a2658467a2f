/// A property list value, as a `.stringsdict` file holds them.
@_spi(Testing)
public indirect enum PropertyListValue: Hashable, Sendable {
    case string(String)
    case dictionary([String: PropertyListValue])
    case array([PropertyListValue])
    /// A number, date, data, boolean (or, in a binary property list, a UID,
    /// null or set): nothing a `.stringsdict` file reads.
    case other

    var kindName: String {
        switch self {
        case .string: "a string"
        case .dictionary: "a dictionary"
        case .array: "an array"
        case .other: "a number, date, data or boolean"
        }
    }
}

/// A property list whose root is a dictionary, read from the bytes of an XML
/// (`<plist>`) or binary (`bplist00`) property list by this library's own
/// readers, in time linear in the file.
///
/// Neither reader recurses deeper than ``depthLimit``, and neither builds a
/// tree of more than ``valueLimit`` values: a binary property list's shared
/// references count once per use, and a reference cycle is refused. So a file
/// of a few bytes cannot hold the reader (or whatever walks the tree) for
/// longer than a file of a megabyte would.
struct PropertyList {
    /// The deepest nesting of arrays and dictionaries read: the root
    /// dictionary is level 1. A `.stringsdict` file needs about 5.
    static let depthLimit = 64
    /// The most values (strings, dictionaries, arrays, numbers… but not
    /// dictionary keys) a property list may expand to, every use of a shared
    /// value in a binary property list counted.
    static let valueLimit = 1 << 20

    /// The root dictionary.
    let root: [String: PropertyListValue]
    /// Where each key of the root dictionary is first written (its `<key>`
    /// tag), in an XML property list. A binary property list has no lines:
    /// its keys have no locations.
    let keyLocations: [String: FileLocation]
    /// Each key of the root dictionary written more than once in an XML
    /// property list, where it is first written and where again (the value
    /// read is the last one's).
    let repeatedKeys: [(key: String, first: FileLocation, again: FileLocation)]

    /// A fault in a property list: why, and where (a UTF-8 offset into the
    /// XML text, or a byte offset into a binary property list).
    struct Failure: Error {
        var reason: String
        var offset: Int
    }

    /// Reads `bytes`, an XML or binary property list whose root is a dictionary.
    ///
    /// - Throws: ``ICUError`` (`U_PARSE_ERROR`, `.badInput`) located in
    ///   `file`: the line and column of an XML fault, line 1 column 1 for a
    ///   binary one (whose reason names the byte offset).
    init(bytes: [UInt8], file: String) throws(ICUError) {
        let binary = bytes.starts(with: "bplist".utf8)
        var text = bytes
        do throws(Failure) {
            let value: PropertyListValue
            var keyOffsets: [String: Int] = [:]
            var repeats: [(key: String, first: Int, again: Int)] = []
            if binary {
                var reader = BinaryPropertyListReader(bytes)
                value = try reader.read()
            } else {
                text = try Self.utf8(bytes)
                var reader = XMLPropertyListReader(text)
                value = try reader.read()
                keyOffsets = reader.rootKeyOffsets
                repeats = reader.rootKeyRepeats
            }
            guard case .dictionary(let root) = value else {
                throw Failure(reason: "the root is \(value.kindName), not a dictionary", offset: 0)
            }
            self.root = root
            let firstLocations = ResourceFiles.locations(atOffsets: keyOffsets, in: text, file: file, carriageReturns: true)
            keyLocations = firstLocations
            let againLocations = ResourceFiles.locations(atOffsets: Dictionary(uniqueKeysWithValues: repeats.indices.map { ($0, repeats[$0].again) }),
                                                         in: text, file: file, carriageReturns: true)
            let start = FileLocation(file: file, line: 1, column: 1)
            repeatedKeys = repeats.indices.map { index in
                (repeats[index].key, firstLocations[repeats[index].key] ?? start, againLocations[index] ?? start)
            }
        } catch let failure {
            let location = binary
                ? FileLocation(file: file, line: 1, column: 1)
                : ResourceFiles.locations(atOffsets: [0: failure.offset], in: text, file: file, carriageReturns: true)[0]
                    ?? FileLocation(file: file, line: 1, column: 1)
            throw ICUError(code: .parseError, operation: "reading \(file)",
                           reason: binary ? "at byte \(failure.offset): \(failure.reason)" : failure.reason,
                           location: location)
        }
    }

    /// XML text as UTF-8: without a UTF-8 byte order mark, or transcoded
    /// from UTF-16 with one (line and column are the same in both).
    static func utf8(_ bytes: [UInt8]) throws(Failure) -> [UInt8] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
        let bigEndian: Bool
        if bytes.starts(with: [0xFE, 0xFF]) {
            bigEndian = true
        } else if bytes.starts(with: [0xFF, 0xFE]) {
            bigEndian = false
        } else {
            return bytes
        }
        guard bytes.count % 2 == 0 else { throw Failure(reason: "UTF-16 text of an odd number of bytes", offset: 0) }
        let units = stride(from: 2, to: bytes.count, by: 2).lazy.map { (i: Int) -> UInt16 in
            let (high, low) = bigEndian ? (bytes[i], bytes[i + 1]) : (bytes[i + 1], bytes[i])
            return UInt16(high) << 8 | UInt16(low)
        }
        guard let utf8 = utf8(units, capacity: bytes.count) else {
            // Located at the start: the file has no UTF-8 copy whose lines could be counted.
            throw Failure(reason: "not UTF-16: a lone surrogate", offset: 0)
        }
        return utf8
    }

    /// UTF-16 code units as UTF-8, or nil for a lone surrogate.
    static func utf8(_ units: some Sequence<UInt16>, capacity: Int) -> [UInt8]? {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(capacity)
        let failed = transcode(units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: true) {
            utf8.append($0)
        }
        return failed ? nil : utf8
    }
}
