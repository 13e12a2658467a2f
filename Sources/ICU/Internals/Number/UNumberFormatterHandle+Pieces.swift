import ICUBridge

extension UNumberFormatterHandle {
    /// Formats `value` into `buffer` at `offset`, as a piece of a longer text
    /// that the caller assembles in one buffer, and returns the offset after it;
    /// nil when ICU fails or the piece does not fit, where the caller formats
    /// the whole text another way (`unumf_formatDouble`).
    @inline(__always)
    func write(_ value: Double, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int? {
        guard offset < buffer.count, let base = buffer.baseAddress else { return nil }
        var status: Int32 = 0
        let room = buffer.count - offset
        let length = (base + offset).withMemoryRebound(to: CChar.self, capacity: room) {
            icub_unumf_format_double(raw, value, $0, Int32(room), &status)
        }
        guard status <= 0, length >= 0, Int(length) <= room else { return nil }
        return offset + Int(length)
    }
}

extension UNumberFormatterHandle {
    /// ``write(_:into:at:)-(Double,_,_)`` for an integer (`unumf_formatInt`).
    @inline(__always)
    func write(_ value: Int64, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int? {
        guard offset < buffer.count, let base = buffer.baseAddress else { return nil }
        var status: Int32 = 0
        let room = buffer.count - offset
        let length = (base + offset).withMemoryRebound(to: CChar.self, capacity: room) {
            icub_unumf_format_int(raw, value, $0, Int32(room), &status)
        }
        guard status <= 0, length >= 0, Int(length) <= room else { return nil }
        return offset + Int(length)
    }
}
