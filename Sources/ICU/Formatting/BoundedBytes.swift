/// Bytes appended to a buffer of fixed capacity on the stack, which refuses
/// what would not fit: where the compiled formats (numeric durations, ranges of
/// whole numbers) assemble their text without allocating.
struct BoundedBytes {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private var count = 0

    /// Runs `body` on an empty buffer of `capacity` bytes on the stack.
    static func withStack<R>(capacity: Int, _ body: (inout BoundedBytes) -> R?) -> R? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var bytes = BoundedBytes(buffer: buffer)
            return body(&bytes)
        }
    }

    private init(buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

    /// Appends `bytes`; false, appending nothing, when they do not fit.
    @inline(__always)
    mutating func append<C: Collection<UInt8>>(_ bytes: C) -> Bool {
        guard count + bytes.count <= buffer.count else { return false }
        for byte in bytes {
            buffer[count] = byte
            count += 1
        }
        return true
    }

    /// The bytes appended so far.
    var written: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: buffer[..<count]) }
}
