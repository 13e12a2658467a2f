/// Why a machine-readable date did not parse, and where: a static message, so that the
/// parsers allocate nothing until the public layer turns it into an ``ICUError``.
struct DateTextFailure: Error {
    /// The UTF-8 offset of the byte at fault.
    let offset: Int
    let message: StaticString
}

/// A cursor over the UTF-8 bytes of a date, for the parsers of ISO 8601, HTTP dates and
/// strptime-style patterns. It reads the caller's buffer in place and allocates nothing.
struct DateTextCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var atEnd: Bool { offset >= bytes.count }

    /// The next byte, or 0 at the end (a NUL byte is never valid in a date either).
    var peek: UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    func byte(at index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }

    func failure(_ message: StaticString, at offset: Int? = nil) -> DateTextFailure {
        DateTextFailure(offset: min(offset ?? self.offset, bytes.count), message: message)
    }

    @inline(__always)  // the parsers' inner step
    mutating func skip(_ byte: UInt8) -> Bool {
        guard peek == byte, !atEnd else { return false }
        offset += 1
        return true
    }

    mutating func expect(_ byte: UInt8, _ message: StaticString) throws(DateTextFailure) {
        guard skip(byte) else { throw failure(message) }
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    /// How many digits follow, without reading them.
    func digitCount() -> Int {
        var index = offset
        while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
        return index - offset
    }

    /// Exactly `count` digits, as a number.
    @inline(__always)  // the parsers' inner step
    mutating func digits(_ count: Int, _ message: StaticString) throws(DateTextFailure) -> Int64 {
        var value: Int64 = 0
        for index in offset..<offset + count {
            let digit = byte(at: index) &- 0x30
            guard digit < 10 else { throw failure(message, at: index) }
            value = value * 10 + Int64(digit)
        }
        offset += count
        return value
    }

    /// One to `maximum` digits, as a number (strptime's `%d`, `%j`, `%Y`): as many as follow, up to `maximum`.
    @inline(__always)  // the strptime program's inner step
    mutating func digits(upTo maximum: Int, _ message: StaticString) throws(DateTextFailure) -> Int64 {
        var value: Int64 = 0
        var index = offset
        let end = min(bytes.count, offset + maximum)
        while index < end {
            let digit = bytes[index] &- 0x30
            guard digit < 10 else { break }
            value = value &* 10 &+ Int64(digit)
            index += 1
        }
        guard index > offset else { throw failure(message) }
        offset = index
        return value
    }

    /// The digits of a fraction after its separator, as nanoseconds: at least one digit;
    /// digits after the ninth are read and dropped, never rounded, so that a text never
    /// becomes a later second.
    mutating func fractionNanoseconds() throws(DateTextFailure) -> Int32 {
        let count = digitCount()
        guard count > 0 else { throw failure("expected a digit after the decimal sign") }
        var value: Int32 = 0
        for index in 0..<9 {
            value = value * 10 + (index < count ? Int32(bytes[offset + index] &- 0x30) : 0)
        }
        offset += count
        return value
    }

    /// Three letters of a case-sensitive table of names, such as `Jan` … `Dec`, as their
    /// index from 1.
    mutating func name(in names: StaticString, length: Int, _ message: StaticString) throws(DateTextFailure) -> Int64 {
        guard offset + length <= bytes.count else { throw failure(message) }
        let table = UnsafeBufferPointer(start: names.utf8Start, count: names.utf8CodeUnitCount)
        var entry = 0
        while entry + length <= table.count {
            var matches = true
            for index in 0..<length where table[entry + index] != bytes[offset + index] {
                matches = false
                break
            }
            if matches {
                offset += length
                return Int64(entry / length + 1)
            }
            entry += length
        }
        throw failure(message)
    }
}
