#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Lines of a file descriptor, read in large chunks: `\n` ends a line, and a
/// `\r` before it, or at the end of the input, is dropped. Invalid UTF-8 is
/// repaired with U+FFFD.
struct LineReader {
    let fileDescriptor: Int32
    private var pending: [UInt8] = []
    private var start = 0
    private var atEnd = false
    /// The `errno` of a failed read, which ended the input.
    private(set) var readError: Int32?

    init(fileDescriptor: Int32) { self.fileDescriptor = fileDescriptor }

    /// The next line, or `nil` at the end of input; `beforeBlocking` runs before each read.
    mutating func next(beforeBlocking: () -> Void) -> String? {
        while true {
            if let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = line(upTo: newline)
                start = newline + 1
                return line
            }
            if atEnd {
                guard start < pending.count else { return nil }
                let line = line(upTo: pending.count)
                start = pending.count
                return line
            }
            pending.removeSubrange(0..<start)
            start = 0
            beforeBlocking()
            fill()
        }
    }

    /// The line from `start` to `end`, without a `\r` just before `end`.
    private func line(upTo end: Int) -> String {
        var end = end
        if end > start, pending[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: pending[start..<end], as: UTF8.self)
    }

    private mutating func fill() {
        let chunk = 1 << 16
        let old = pending.count
        pending.append(contentsOf: repeatElement(0, count: chunk))
        var count: Int
        repeat {
            count = pending.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress! + old, chunk) }
        } while count < 0 && errno == EINTR
        if count < 0 { readError = errno }
        pending.removeLast(chunk - max(count, 0))
        if count <= 0 { atEnd = true }
    }
}
