#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Lines of a file descriptor as bytes, read in large chunks: `\n` ends a
/// line, and a `\r` before it, or at the end of the input, is dropped.
///
/// Each byte is looked at once, so a long line costs time in proportion to its
/// length; a line longer than ``lineLimit`` bytes is not kept: the reader skips
/// to its end and reports it as ``Line/tooLong(_:)``.
struct LineReader {
    /// The most bytes a line may have, its line break not counted: 1 MiB.
    static let lineLimit = 1 << 20

    /// One line of the input.
    enum Line {
        /// A line's bytes, without its line break; valid until the next call to ``LineReader/next(beforeBlocking:)``
        /// unless copied.
        case text(ArraySlice<UInt8>)
        /// A line of more than ``LineReader/lineLimit`` bytes, with its first bytes to name it by.
        case tooLong(ArraySlice<UInt8>)
    }

    let fileDescriptor: Int32
    private let limit: Int
    private var pending: [UInt8] = []
    private var start = 0
    /// Where the search for a newline goes on: the bytes from `start` to here hold none.
    private var scanned = 0
    /// The first bytes of a line over the limit, while the reader skips the rest of it.
    private var skipping: ArraySlice<UInt8>?
    private var atEnd = false
    /// The `errno` of a failed read, which ended the input.
    private(set) var readError: Int32?
    /// How many bytes the search for newlines has looked at: each byte of the
    /// input once, so this ends equal to the input's length.
    private(set) var bytesSearched = 0

    /// - Parameter lineLimit: The most bytes a line may have; ``lineLimit`` but in tests.
    init(fileDescriptor: Int32, lineLimit: Int = LineReader.lineLimit) {
        self.fileDescriptor = fileDescriptor
        self.limit = lineLimit
    }

    /// The next line, or `nil` at the end of input; `beforeBlocking` runs before each read.
    mutating func next(beforeBlocking: () -> Void) -> Line? {
        while true {
            if let newline = nextNewline() {
                defer { start = newline + 1; scanned = start }
                return line(upTo: newline)
            }
            scanned = pending.count
            if atEnd {
                guard start < pending.count || skipping != nil else { return nil }
                defer { start = pending.count; scanned = start }
                return line(upTo: pending.count)
            }
            // Over the limit even if a `\r` ends it: keep its first bytes, drop the rest as it comes.
            if skipping == nil, pending.count - start > limit + 1 {
                // A copy: the slice would keep the whole buffer.
                skipping = Array(pending[start..<(start + min(64, limit))])[...]
            }
            if skipping != nil {
                pending.removeAll(keepingCapacity: true)
            } else {
                pending.removeSubrange(0..<start)
            }
            start = 0
            scanned = pending.count
            beforeBlocking()
            fill()
        }
    }

    /// The index of the first `\n` from `scanned` on.
    private mutating func nextNewline() -> Int? {
        let (found, searched) = pending.withUnsafeBytes { bytes -> (Int?, Int) in
            guard scanned < bytes.count, let base = bytes.baseAddress else { return (nil, 0) }
            guard let found = memchr(base + scanned, Int32(UInt8(ascii: "\n")), bytes.count - scanned) else {
                return (nil, bytes.count - scanned)
            }
            let index = base.distance(to: UnsafeRawPointer(found))
            return (index, index + 1 - scanned)
        }
        bytesSearched += searched
        return found
    }

    /// The line from `start` to `end`, without a `\r` just before `end`.
    private mutating func line(upTo end: Int) -> Line {
        if let prefix = skipping {
            skipping = nil
            return .tooLong(prefix)
        }
        var end = end
        if end > start, pending[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        guard end - start <= limit else { return .tooLong(pending[start..<(start + min(64, limit))]) }
        return .text(pending[start..<end])
    }

    /// Where each read lands before its bytes join `pending`: only what was read is copied.
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)

    private mutating func fill() {
        var count: Int
        repeat {
            count = chunk.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress!, $0.count) }
        } while count < 0 && errno == EINTR
        if count < 0 { readError = errno }
        if count > 0 { pending.append(contentsOf: chunk[..<count]) }
        if count <= 0 { atEnd = true }
    }
}
