import FoundationEssentials

/// Reading resource files and folders (FoundationEssentials' `Data` and
/// `FileManager`), with the errors the readers throw.
enum ResourceFiles {
    /// The bytes of the file at `path`, refusing more than `limit`.
    static func read(_ path: String, limit: Int) throws(ICUError) -> [UInt8] {
        let manager = FileManager.default
        var isDirectory = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory else {
            throw ICUError(code: .fileAccess, operation: "reading \(path)",
                           reason: isDirectory ? "it is a directory" : "no such file", kind: .badInput,
                           location: FileLocation(file: path, line: 1, column: 1))
        }
        if let size = (try? manager.attributesOfItem(atPath: path))?[.size] as? Int, size > limit {
            throw tooLarge(path, size, limit)
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ICUError(code: .fileAccess, operation: "reading \(path)", reason: "\(error)", kind: .badInput,
                           location: FileLocation(file: path, line: 1, column: 1))
        }
        guard data.count <= limit else { throw tooLarge(path, data.count, limit) }
        return [UInt8](data)
    }

    static func tooLarge(_ path: String, _ size: Int, _ limit: Int) -> ICUError {
        ICUError(code: .bufferOverflow, operation: "reading \(path)",
                 reason: "the file has \(size) bytes; the limit is \(limit)", kind: .badInput,
                 location: FileLocation(file: path, line: 1, column: 1))
    }

    /// The names in a directory, sorted.
    static func contents(of directory: String) throws(ICUError) -> [String] {
        var isDirectory = false
        let exists = FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory)
        guard exists, isDirectory else {
            // Said plainly: FileManager's error would print as a dump of its `userInfo`.
            throw ICUError(code: .fileAccess, operation: "listing \(directory)",
                           reason: exists ? "it is not a directory" : "no such directory", kind: .badInput,
                           location: FileLocation(file: directory, line: 1, column: 1))
        }
        do {
            return try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        } catch {
            throw ICUError(code: .fileAccess, operation: "listing \(directory)", reason: "\(error)", kind: .badInput,
                           location: FileLocation(file: directory, line: 1, column: 1))
        }
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory
    }

    /// Where `needle` first appears in `bytes` (as UTF-8), as a line and column,
    /// or line 1 column 1 when it does not.
    static func location(of needle: String, in bytes: [UInt8], file: String, after start: Int = 0) -> (FileLocation, Int) {
        let pattern = Array(needle.utf8)
        var found: Int?
        if !pattern.isEmpty, bytes.count >= pattern.count, start <= bytes.count - pattern.count {
            var i = start
            while i <= bytes.count - pattern.count {
                if bytes[i] == pattern[0], bytes[i..<(i + pattern.count)].elementsEqual(pattern) {
                    found = i
                    break
                }
                i += 1
            }
        }
        return (location(atOffset: found ?? 0, in: bytes, file: file), found ?? 0)
    }

    /// The lines and columns of many UTF-8 offsets, in one pass over `bytes`.
    /// Lines end at a line feed, and with `carriageReturns` also at a
    /// carriage return (`\r\n` is one line break), as XML counts them.
    static func locations<Key>(atOffsets offsets: [Key: Int], in bytes: [UInt8], file: String,
                               carriageReturns: Bool = false) -> [Key: FileLocation] {
        var located: [Key: FileLocation] = [:]
        located.reserveCapacity(offsets.count)
        var line = 1, column = 1, position = 0
        for (key, offset) in offsets.sorted(by: { $0.value < $1.value }) {
            while position < min(offset, bytes.count) {
                let byte = bytes[position]
                let afterReturn = carriageReturns && position > 0 && bytes[position - 1] == 0x0D
                if byte == UInt8(ascii: "\n") ? !afterReturn : carriageReturns && byte == 0x0D {
                    line += 1
                    column = 1
                } else if byte != UInt8(ascii: "\n") && byte & 0xC0 != 0x80 {
                    column += 1
                }
                position += 1
            }
            located[key] = FileLocation(file: file, line: line, column: column)
        }
        return located
    }

    /// The line and column (in Unicode scalars) of a UTF-8 offset.
    static func location(atOffset offset: Int, in bytes: [UInt8], file: String) -> FileLocation {
        var line = 1, column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return FileLocation(file: file, line: line, column: column)
    }
}

extension ICUError.Code {
    /// `U_FILE_ACCESS_ERROR`: a file could not be read.
    static let fileAccess = ICUError.Code(rawValue: 4)
    /// `U_BUFFER_OVERFLOW_ERROR`: more data than the limit.
    static let bufferOverflow = ICUError.Code(rawValue: 15)
}
