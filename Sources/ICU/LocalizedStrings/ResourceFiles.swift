import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading resource files and folders (FoundationEssentials' `Data` and
/// `FileManager`), with the errors the readers throw.
@_spi(CLI) public enum ResourceFiles {
    /// The bytes of the regular file at `path`, refusing more than `limit`.
    ///
    /// Read with `open`, `fstat` and `read`, at most `limit + 1` bytes: a
    /// device (`/dev/zero`), a pipe or a file that grows while it is read
    /// never makes it read without end, and a FIFO is not waited on.
    static func read(_ path: String, limit: Int) throws(ICUError) -> [UInt8] {
        func failure(_ reason: String) -> ICUError {
            ICUError(code: .fileAccess, operation: "reading \(path)", reason: reason, kind: .badInput,
                     location: FileLocation(file: path, line: 1, column: 1))
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let error = errno
            throw failure(error == ENOENT ? "no such file" : String(cString: strerror(error)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure(String(cString: strerror(errno))) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw failure("it is a directory")
        default: throw failure("it is not a regular file")
        }
        guard Int(status.st_size) <= limit else { throw tooLarge(path, Int(status.st_size), limit) }
        // The size `fstat` gave, and one byte more to see whether the file grew since.
        let expected = min(Int(status.st_size), limit) + 1
        var bytes = try readUpTo(descriptor, expected, failure)
        var full = bytes.count == expected
        while full, bytes.count <= limit {
            let wanted = min(1 << 16, limit + 1 - bytes.count)
            let more = try readUpTo(descriptor, wanted, failure)
            bytes += more
            full = more.count == wanted
        }
        guard bytes.count <= limit else { throw tooLarge(path, bytes.count, limit) }
        return bytes
    }

    /// At most `count` bytes from `descriptor`: fewer only at its end.
    private static func readUpTo(_ descriptor: Int32, _ count: Int,
                                 _ failure: (String) -> ICUError) throws(ICUError) -> [UInt8] {
        var error: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, read in
            read = 0
            while read < count {
                let n = readBytes(descriptor, buffer.baseAddress! + read, count - read)
                if n > 0 {
                    read += n
                } else if n == 0 {
                    break
                } else if errno != EINTR {
                    error = errno
                    break
                }
            }
        }
        if error != 0 { throw failure(String(cString: strerror(error))) }
        return bytes
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

    /// Writes `bytes` to the file at `path`, replacing it whole (written
    /// beside it, then moved into place). Extraction (ICUExtract) writes through it too.
    @_spi(CLI) public static func write(_ bytes: [UInt8], to path: String) throws(ICUError) {
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw ICUError(code: .fileAccess, operation: "writing \(path)", reason: "\(error)", kind: .badInput,
                           location: FileLocation(file: path, line: 1, column: 1))
        }
    }

    /// Makes the folder at `path` and the folders above it, when missing.
    static func createDirectory(_ path: String) throws(ICUError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw ICUError(code: .fileAccess, operation: "making the folder \(path)", reason: "\(error)", kind: .badInput,
                           location: FileLocation(file: path, line: 1, column: 1))
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

/// `read(2)`, named apart from `ResourceFiles.read`.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

extension ICUError.Code {
    /// `U_FILE_ACCESS_ERROR`: a file could not be read (for the tools, such as extraction, that read files too).
    @_spi(CLI) public static let fileAccess = ICUError.Code(rawValue: 4)
    /// `U_BUFFER_OVERFLOW_ERROR`: more data than the limit.
    static let bufferOverflow = ICUError.Code(rawValue: 15)
}
