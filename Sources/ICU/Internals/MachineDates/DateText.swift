extension DateTextFailure {
    /// The library's error for this failure: `U_PARSE_ERROR` with the message and the byte offset.
    ///
    /// - Parameter what: What the text was read as, such as "an RFC 3339 timestamp".
    func error(reading bytes: UnsafeBufferPointer<UInt8>, as what: String) -> ICUError {
        ICUError(code: .parseError, operation: "reading '\(DateText.quoted(bytes))' as \(what)",
                 reason: message.description, utf8Offset: offset)
    }
}

/// What the machine-date types share to read a `String` in place and to make one.
enum DateText {
    /// The first 64 bytes of a text, for an error's message.
    static func quoted(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let shown = String(decoding: UnsafeBufferPointer(rebasing: bytes.prefix(64)), as: UTF8.self)
        return bytes.count > 64 ? shown + "…" : shown
    }

    /// Runs `body` on the UTF-8 of `text` in place when the string is stored contiguously
    /// (native strings are), else on a copy.
    static func withUTF8<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) throws(ICUError) -> R) throws(ICUError) -> R {
        if let result = text.utf8.withContiguousStorageIfAvailable({ bytes in
            Result { () throws(ICUError) in try body(bytes) }
        }) {
            return try result.get()
        }
        return try Array(text.utf8).withUnsafeBufferPointer { bytes in
            Result { () throws(ICUError) in try body(bytes) }
        }.get()
    }

    /// The string of at most `capacity` ASCII bytes that `write` writes, built in place.
    static func string(capacity: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int) -> String {
        String(unsafeUninitializedCapacity: capacity, initializingUTF8With: write)
    }
}
