import ICUBridge

extension UNumberFormatterHandle {
    /// Formats `value` into `buffer` at `offset`, as a piece of a longer text
    /// that the caller assembles in one buffer, and returns the offset after it;
    /// nil when ICU fails or the piece does not fit, where the caller formats
    /// the whole text another way (`unumf_formatDouble`).
    @inline(__always)
    func write(_ value: Double, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int? {
        let raw = self.raw
        return Self.write(into: buffer, at: offset) { icub_unumf_format_double(raw, value, $0, $1, &$2) }
    }

    /// The same for an integer (`unumf_formatInt`).
    @inline(__always)
    func write(_ value: Int64, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int? {
        let raw = self.raw
        return Self.write(into: buffer, at: offset) { icub_unumf_format_int(raw, value, $0, $1, &$2) }
    }

    /// Runs `write` on the room left in `buffer` after `offset`: the offset
    /// after what it wrote, or nil on a failure or when it did not fit.
    @inline(__always)
    private static func write(into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int,
                              _ write: BridgeText.Writer) -> Int? {
        guard offset < buffer.count, let base = buffer.baseAddress else { return nil }
        var status: Int32 = 0
        let room = buffer.count - offset
        let length = (base + offset).withMemoryRebound(to: CChar.self, capacity: room) { write($0, Int32(room), &status) }
        guard status <= 0, length >= 0, Int(length) <= room else { return nil }
        return offset + Int(length)
    }
}
