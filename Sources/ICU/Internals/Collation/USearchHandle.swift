import ICUBridge

/// A `UStringSearch` (usearch.c) for one pattern on one collator, opened in
/// `init` and closed in `deinit`.
///
/// Sendable notes: not `Sendable`. A search holds its text and its position
/// (`usearch_setText`, `usearch_next` move it) and ICU does not synchronize
/// it, so one thread at a time uses each: a shared search keeps its handles in
/// ``ExclusiveHandles``. The collator it was opened on is retained, so it
/// outlives the search, and is only read.
final class USearchHandle {
    private let raw: UnsafeMutablePointer<icub_usearch>
    private let collator: UCollatorHandle

    /// `usearch_openFromCollator` for a pattern. An empty pattern is an error.
    init(pattern: String, collator: UCollatorHandle) throws(ICUError) {
        let operation = "opening a search for '\(pattern.prefix(64))'"
        if pattern.isEmpty {
            throw ICUError(code: .init(rawValue: ICUStatus.illegalArgument), operation: operation, reason: "the text to find is empty")
        }
        raw = try BridgeText.withUTF8(pattern, operation) { bytes, count throws(ICUError) in
            try openHandle(operation) { status, _ in icub_usearch_open(bytes, count, collator.raw, &status) }
        }
        self.collator = collator
    }

    deinit { icub_usearch_close(raw) }

    /// Matches that fit on the stack; more are found again into a buffer of their number.
    private static let stackMatches = 16

    /// ``matches(utf8:limit:_:)`` in a string's UTF-8, read in place.
    func matches(in text: String, limit: Int32, _ found: (_ start: Int, _ end: Int) -> Void) throws(ICUError) {
        try BridgeText.withUTF8(text, "searching text") { bytes, count throws(ICUError) in
            try matches(utf8: UCollatorHandle.buffer(bytes, count), limit: limit, found)
        }
    }

    /// The UTF-8 offsets of the pattern's matches in UTF-8 text, each the first
    /// byte and the byte after it, in order; at most `limit` of them (all for 0)
    /// (`usearch_setText`, `usearch_first`, `usearch_next`). `found` sees each
    /// match. Invalid UTF-8 is an error.
    func matches(utf8 text: UnsafeBufferPointer<UInt8>, limit: Int32,
                 _ found: (_ start: Int, _ end: Int) -> Void) throws(ICUError) {
        guard text.count <= Int(Int32.max) / 2 else {
            throw ICUError(code: .init(rawValue: ICUStatus.illegalArgument), operation: "searching text",
                           reason: "text of \(text.count) bytes")
        }
        let pointer = UCollatorHandle.pointer(text)
        let length = Int32(text.count)
        var status: Int32 = 0
        let raw = self.raw
        let count = withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * Self.stackMatches) { buffer in
            let count = icub_usearch_find(raw, pointer, length, limit, buffer.baseAddress!, Int32(Self.stackMatches), &status)
            if status <= 0 {
                for i in 0..<Int(count) { found(Int(buffer[2 * i]), Int(buffer[2 * i + 1])) }
            }
            return count
        }
        if status <= 0 { return }
        guard status == ICUStatus.bufferOverflow else { return try ICUStatus.check(status, "searching text") }
        status = 0
        let ranges = [Int32](unsafeUninitializedCapacity: 2 * Int(count)) { buffer, initialized in
            let written = icub_usearch_find(raw, pointer, length, limit, buffer.baseAddress!, count, &status)
            initialized = status <= 0 ? 2 * Int(written) : 0
        }
        try ICUStatus.check(status, "searching text")
        for i in stride(from: 0, to: ranges.count, by: 2) { found(Int(ranges[i]), Int(ranges[i + 1])) }
    }
}
