/// Writes the ASCII of a machine-readable date into a caller's buffer, which the caller has
/// made at least as long as the longest text of its format; allocates nothing.
struct DateTextWriter {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

    @inline(__always)  // the writers' inner step
    mutating func byte(_ byte: UInt8) {
        buffer[count] = byte
        count += 1
    }

    /// `value`, in 0 … 99, in two digits.
    @inline(__always)  // the writers' inner step
    mutating func pair(_ value: Int64) {
        buffer[count] = UInt8(truncatingIfNeeded: value / 10) &+ 0x30
        buffer[count + 1] = UInt8(truncatingIfNeeded: value % 10) &+ 0x30
        count += 2
    }

    /// `value` in exactly `width` digits, zero-padded; `value` is in 0 ..< 10^width.
    @inline(__always)  // the writers' inner step
    mutating func digits(_ value: Int64, _ width: Int) {
        digits(magnitude: value.magnitude, width)
    }

    @inline(__always)  // the writers' inner step
    private mutating func digits(magnitude: UInt64, _ width: Int) {
        var rest = magnitude
        var index = count + width - 1
        while index >= count {
            buffer[index] = UInt8(truncatingIfNeeded: rest % 10) + 0x30
            rest /= 10
            index -= 1
        }
        count += width
    }

    /// A year: four digits in 0000…9999, otherwise ISO 8601's expanded form, a sign and as
    /// many digits as it takes beyond four (`+10000`, `-0001`).
    mutating func year(_ year: Int64) {
        if (0...9999).contains(year) { return digits(year, 4) }
        byte(year < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
        let magnitude = year.magnitude
        var width = 4
        var limit: UInt64 = 10_000
        while width < 19, magnitude >= limit {
            width += 1
            limit *= 10
        }
        digits(magnitude: magnitude, width)
    }

    /// `.` and the fraction's first `width` digits (truncated), or, for `width` `nil`, the
    /// digits up to the last that is not zero (none for zero nanoseconds).
    mutating func fraction(_ nanoseconds: Int32, width: Int?) {
        var value = Int64(nanoseconds)
        var digitsToWrite = 9
        if let width {
            guard width > 0 else { return }
            for _ in width..<9 { value /= 10 }
            digitsToWrite = width
        } else {
            guard value != 0 else { return }
            while value % 10 == 0 {
                value /= 10
                digitsToWrite -= 1
            }
        }
        byte(UInt8(ascii: "."))
        digits(value, digitsToWrite)
    }

    /// Three letters from a table of names, the `index`th from 1.
    mutating func name(_ table: StaticString, _ index: Int64, length: Int) {
        let start = table.utf8Start + Int(index - 1) * length
        for offset in 0..<length { byte(start[offset]) }
    }

    /// The local fields of an instant shifted by an offset: days since 1970 and the second of the day.
    static func localDay(seconds: Int64, offsetSeconds: Int32) -> (days: Int64, secondOfDay: Int64) {
        // The offset joins the second of the day, not the seconds, which may be near Int64's ends.
        var (days, secondOfDay) = CivilCalendar.floorDivide(seconds, CivilCalendar.secondsPerDay)
        secondOfDay += Int64(offsetSeconds)
        if secondOfDay < 0 {
            days -= 1
            secondOfDay += CivilCalendar.secondsPerDay
        } else if secondOfDay >= CivilCalendar.secondsPerDay {
            days += 1
            secondOfDay -= CivilCalendar.secondsPerDay
        }
        return (days, secondOfDay)
    }
}
