extension BridgeText {
    /// The buffer helper for output about as long as its input (case mapping):
    /// `write` goes straight into the storage of a new `String` of `capacity`
    /// bytes, so that text of any length costs one `String` and no copy, where
    /// ``withOutput(_:_:_:)`` would write a long text twice and copy it once. When
    /// ICU reports that the output did not fit, it runs once more into a `String`
    /// of the exact size ICU asked for. No output is ever truncated.
    ///
    /// `write` must write valid UTF-8 (as ICU does for valid input): the `String`
    /// is checked, and ill-formed bytes would become U+FFFD.
    static func string(capacity: Int, _ operation: @autoclosure () -> String, _ write: Writer) throws(ICUError) -> String {
        guard capacity < Int(Int32.max) else {
            throw ICUError(code: .init(rawValue: ICUStatus.illegalArgument), operation: operation(),
                           reason: "output longer than 2 GiB")
        }
        var status: Int32 = 0
        var needed: Int32 = 0
        func attempt(_ size: Int) -> String {
            String(unsafeUninitializedCapacity: Swift.max(size, 1)) { buffer in
                buffer.withMemoryRebound(to: CChar.self) { bytes in
                    needed = write(bytes.baseAddress!, Int32(bytes.count), &status)
                }
                return status > 0 ? 0 : Int(needed)
            }
        }
        let first = attempt(capacity)
        if status <= 0 { return first }
        if status != ICUStatus.bufferOverflow { try ICUStatus.check(status, operation()) }
        // Longer than guessed: once more, with the size ICU asked for.
        status = 0
        let second = attempt(Int(needed))
        try ICUStatus.check(status, operation())
        return second
    }
}
