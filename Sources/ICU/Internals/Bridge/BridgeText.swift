import ICUBridge

/// Text across the C bridge: UTF-8 in (``withUTF8(_:_:_:)``) and out through
/// the one buffer helper (``withOutput(_:_:_:)``), as every bridge function
/// that takes or returns text expects (see icu_bridge.h).
enum BridgeText {
    /// A bridge call that writes UTF-8 into `dest` (at most `capacity` bytes) and
    /// returns the full length, setting ICUB_BUFFER_OVERFLOW_ERROR when it did not fit.
    typealias Writer = (_ dest: UnsafeMutablePointer<CChar>, _ capacity: Int32, _ status: inout Int32) -> Int32

    /// Bytes of the stack buffer tried first: most formatted values fit.
    static let stackCapacity = 256

    /// The one buffer helper: runs `write` into a stack buffer and, when ICU
    /// reports that the output did not fit, again into a heap buffer of the exact
    /// size ICU asked for, so output of any length comes back whole. `consume`
    /// sees the bytes only while they are valid.
    @inline(__always)
    static func withOutput<R>(_ operation: @autoclosure () -> String,
                              _ write: Writer,
                              _ consume: (UnsafeBufferPointer<UInt8>) -> R) throws(ICUError) -> R {
        var status: Int32 = 0
        var needed: Int32 = 0
        let first: R? = withUnsafeTemporaryAllocation(of: CChar.self, capacity: stackCapacity) { buffer in
            let base = buffer.baseAddress!
            needed = write(base, Int32(stackCapacity), &status)
            guard status <= 0, needed <= Int32(stackCapacity) else { return nil }
            return base.withMemoryRebound(to: UInt8.self, capacity: Int(needed)) {
                consume(UnsafeBufferPointer(start: $0, count: Int(needed)))
            }
        }
        if let first { return first }
        if status != ICUStatus.bufferOverflow && status > 0 { try ICUStatus.check(status, operation()) }
        // Too long for the stack: once more, with the size ICU asked for.
        let capacity = Int(needed)
        let heap = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        defer { heap.deallocate() }
        status = 0
        let length = write(heap, Int32(capacity), &status)
        try ICUStatus.check(status, operation())
        return heap.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            consume(UnsafeBufferPointer(start: $0, count: Int(length)))
        }
    }

    /// ``withOutput(_:_:_:)`` returning a new `String`.
    @inline(__always)
    static func string(_ operation: @autoclosure () -> String, _ write: Writer) throws(ICUError) -> String {
        try withOutput(operation(), write) { String(decoding: $0, as: UTF8.self) }
    }

    /// The longest text the parsers read, in UTF-8 bytes. ICU's number and date
    /// parsers take time quadratic in the length of a run of digits (the 1 MB
    /// inputs of the bad-input tests would take seconds), and no text people
    /// type comes near this.
    static let parseInputLimit = 64 * 1024

    /// Throws for text too long to parse in reasonable time.
    @inline(__always)
    static func checkParseInput(_ text: String, _ operation: @autoclosure () -> String) throws(ICUError) {
        guard text.utf8.count <= parseInputLimit else {
            throw ICUError(code: .illegalArgument, operation: operation(),
                           reason: "text of \(text.utf8.count) bytes; parsing reads at most \(parseInputLimit)")
        }
    }

    /// Runs `body` with the UTF-8 bytes of `text` and their count, without copying
    /// a native string. Text longer than Int32.max bytes is an error.
    @inline(__always)
    static func withUTF8<R>(_ text: String, _ operation: @autoclosure () -> String,
                            _ body: (UnsafePointer<CChar>, Int32) throws(ICUError) -> R) throws(ICUError) -> R {
        var text = text
        let result: Result<R, ICUError> = text.withUTF8 { bytes in
            guard bytes.count < Int(Int32.max) else {
                return .failure(ICUError(code: .illegalArgument, operation: operation(), reason: "input longer than 2 GiB"))
            }
            // An empty buffer may have no base address; ICU wants a valid pointer.
            let empty: CChar = 0
            return withUnsafePointer(to: empty) { fallback in
                let pointer = bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) } ?? fallback
                do throws(ICUError) { return .success(try body(pointer, Int32(bytes.count))) }
                catch { return .failure(error) }
            }
        }
        return try result.get()
    }
}
