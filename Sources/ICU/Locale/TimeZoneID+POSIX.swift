#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension TimeZoneID {
    /// Reads a value of the POSIX `TZ` environment variable.
    ///
    /// ```swift
    /// try TimeZoneID(posixTZ: "Europe/Berlin")    // Europe/Berlin
    /// try TimeZoneID(posixTZ: ":Asia/Tokyo")      // Asia/Tokyo
    /// try TimeZoneID(posixTZ: "UTC+3")            // GMT-03:00: three hours behind UTC
    /// try TimeZoneID(posixTZ: "<+0330>-3:30")     // GMT+03:30
    /// _ = try TimeZoneID(posixTZ: "CET-1CEST,M3.5.0,M10.5.0/3")  // throws U_ILLEGAL_ARGUMENT_ERROR
    /// ```
    ///
    /// Three forms are read:
    /// - A POSIX standard-time name and offset without daylight-saving rules
    ///   (`UTC+3`, `EST5`, `GMT-2`, `<+0330>-3:30`), as the custom zone with that
    ///   offset (`GMT-03:00`). POSIX offsets count hours *west* of Greenwich, so
    ///   `UTC+3` is three hours behind UTC; the name is not kept. This form wins
    ///   over ICU's own reading of `GMT+3`, which has the opposite sign.
    /// - A zone ID ICU knows, such as `Europe/Berlin`, `UTC` or `EST5EDT`; a
    ///   leading `:` is dropped, and what follows it is only read as a zone ID.
    /// - The empty value, as UTC, which is how the GNU and musl C libraries read it.
    ///
    /// - Parameter value: The value of `TZ`.
    /// - Throws: ``ICUError`` with `U_ILLEGAL_ARGUMENT_ERROR` for anything else,
    ///   such as daylight-saving rules in a value ICU does not know as a zone ID
    ///   (`CET-1CEST,M3.5.0,M10.5.0/3`), or an offset of 24 hours or more.
    ///
    /// The corresponding C function is `ucal_getCanonicalTimeZoneID`.
    public init(posixTZ value: String) throws(ICUError) {
        let operation = "reading TZ '\(value.prefix(64))'"
        if value.isEmpty {
            self = .utc
            return
        }
        if value.hasPrefix(":") {
            do {
                try self.init(String(value.dropFirst()))
            } catch {
                throw ICUError(code: .illegalArgument, operation: operation, reason: "unknown time zone ID")
            }
            return
        }
        let form = POSIXTimeZoneReader.form(of: value)
        if case .standardTime(let westSeconds) = form {
            try self.init(customOffsetSeconds: -westSeconds, operation: operation)
            return
        }
        if let known = try? TimeZoneID(value) {
            self = known
            return
        }
        let reason = switch form {
        case .hoursOutOfRange: "the offset is more than 24 hours"
        case .daylightSavingTime:
            "daylight-saving rules are read only in zone IDs ICU knows, such as EST5EDT; give a zone ID such as America/New_York"
        default: "neither a time zone ID, such as Europe/Berlin, nor a POSIX offset, such as UTC+3"
        }
        throw ICUError(code: .illegalArgument, operation: operation, reason: reason)
    }

    /// The custom zone `GMT±hh:mm[:ss]` for an offset east of Greenwich.
    private init(customOffsetSeconds seconds: Int, operation: String) throws(ICUError) {
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let magnitude = abs(seconds)
        var id = "GMT" + (seconds < 0 ? "-" : "+") + twoDigits(magnitude / 3600) + ":" + twoDigits(magnitude / 60 % 60)
        if magnitude % 60 != 0 { id += ":" + twoDigits(magnitude % 60) }
        do {
            try self.init(id)
        } catch {
            // ICU's custom zones stop at 23:59:59; POSIX allows 24:00:00.
            throw ICUError(code: .illegalArgument, operation: operation,
                           reason: "ICU has no time zone \(id)")
        }
    }

    /// The zone that the `TZ` variable of an environment names, or `nil` when
    /// `TZ` is unset.
    ///
    /// ```swift
    /// let zone = try TimeZoneID.fromEnvironment() ?? .current
    /// ```
    ///
    /// - Parameter environment: The variables, by name; by default the process's (`getenv`).
    /// - Throws: ``ICUError`` with `U_ILLEGAL_ARGUMENT_ERROR` when `TZ` is set
    ///   to a value that ``init(posixTZ:)`` does not read.
    public static func fromEnvironment(
        _ environment: (String) -> String? = { name in getenv(name).map { String(cString: $0) } }
    ) throws(ICUError) -> TimeZoneID? {
        guard let value = environment("TZ") else { return nil }
        return try TimeZoneID(posixTZ: value)
    }
}

/// A cursor over a POSIX `TZ` value: `std offset [dst [offset] [,rule]]`.
private struct POSIXTimeZoneReader {
    /// What a value starts with.
    enum Form {
        /// A name and an offset, and nothing after them: the offset in seconds
        /// *west* of Greenwich, as POSIX counts it.
        case standardTime(westSeconds: Int)
        /// A name and an offset of more than 24 hours.
        case hoursOutOfRange
        /// A name and an offset followed by a daylight-saving name.
        case daylightSavingTime
        /// Anything else.
        case other
    }

    private let bytes: [UInt8]
    private var offset = 0

    private init(_ value: String) { bytes = Array(value.utf8) }

    static func form(of value: String) -> Form {
        var reader = POSIXTimeZoneReader(value)
        guard reader.name(), let seconds = reader.offsetSeconds() else { return .other }
        if reader.offset == reader.bytes.count {
            return abs(seconds) <= 24 * 3600 ? .standardTime(westSeconds: seconds) : .hoursOutOfRange
        }
        return reader.name() ? .daylightSavingTime : .other
    }

    /// `[+-]hh[:mm[:ss]]`, in seconds.
    private mutating func offsetSeconds() -> Int? {
        var sign = 1
        if skip(UInt8(ascii: "-")) {
            sign = -1
        } else {
            _ = skip(UInt8(ascii: "+"))
        }
        guard let hours = number() else { return nil }
        var minutes = 0, seconds = 0
        if skip(UInt8(ascii: ":")) {
            guard let value = number(), value < 60 else { return nil }
            minutes = value
            if skip(UInt8(ascii: ":")) {
                guard let value = number(), value < 60 else { return nil }
                seconds = value
            }
        }
        return sign * (hours * 3600 + minutes * 60 + seconds)
    }

    /// A zone name: three or more letters, or `<`, three or more letters,
    /// digits, `+` or `-`, and `>`.
    private mutating func name() -> Bool {
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        func isQuotable(_ byte: UInt8) -> Bool {
            isLetter(byte) || Self.isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
        }
        let quoted = skip(UInt8(ascii: "<"))
        let start = offset
        while offset < bytes.count, quoted ? isQuotable(bytes[offset]) : isLetter(bytes[offset]) { offset += 1 }
        return offset - start >= 3 && (!quoted || skip(UInt8(ascii: ">")))
    }

    /// One or two digits.
    private mutating func number() -> Int? {
        var value = 0, count = 0
        while count < 2, offset < bytes.count, Self.isDigit(bytes[offset]) {
            value = value * 10 + Int(bytes[offset] - UInt8(ascii: "0"))
            offset += 1
            count += 1
        }
        return count > 0 ? value : nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func skip(_ byte: UInt8) -> Bool {
        guard offset < bytes.count, bytes[offset] == byte else { return false }
        offset += 1
        return true
    }
}
