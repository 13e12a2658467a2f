import ICUBridge

/// A `UDateFormat` (udat).
///
/// Sendable notes: `udat_formatCalendar` and `udat_parse` only read the handle
/// (formatting writes to a calendar that one thread holds at a time; parsing
/// clones ICU's own); measured here with 8 threads on one handle: no wrong
/// output. Every setter (`udat_setLenient`) runs before the handle is shared,
/// and never again. The calendars come from `calendars`: the primary one when
/// free, else a spare cloned from the formatter's own.
final class _ICUDateFormat: @unchecked Sendable {
    let raw: OpaquePointer
    /// Calendars to format on, one thread at a time: `udat_format` would clone
    /// the formatter's calendar on every call (3 of its 7 allocations).
    private let calendars: _ExclusiveHandles

    enum Style: Int32 {
        case full = 0, long = 1, medium = 2, short = 3, none = -1, pattern = -2
    }

    init(timeStyle: Style, dateStyle: Style, locale: LocaleID, timeZone: TimeZoneID,
         pattern: String?, lenient: Bool) throws(ICUError) {
        var status: Int32 = 0
        let operation = { "opening a date format for \(locale) in \(timeZone)" }
        let raw = try _ICU.withUTF8(timeZone.identifier, operation()) { zone, zoneCount in
            locale.identifier.withCString { loc in
                if let pattern {
                    var pattern = pattern
                    return pattern.withUTF8 { p in
                        p.withMemoryRebound(to: CChar.self) {
                            icub_udat_open(timeStyle.rawValue, dateStyle.rawValue, loc, zone, zoneCount,
                                           $0.baseAddress ?? zone, Int32($0.count), &status)
                        }
                    }
                }
                return icub_udat_open(timeStyle.rawValue, dateStyle.rawValue, loc, zone, zoneCount, nil, 0, &status)
            }
        }
        try _ICU.check(status, operation())
        guard let raw else { throw ICUError(code: .illegalArgument, operation: operation()) }
        icub_udat_set_lenient(raw, lenient ? 1 : 0)
        do throws(ICUError) {
            calendars = _ExclusiveHandles(primary: try Self.makeCalendar(raw)) { icub_ucal_close($0) }
        } catch {
            icub_udat_close(raw)
            throw error
        }
        self.raw = raw
    }

    private init(raw: OpaquePointer) throws(ICUError) {
        do throws(ICUError) {
            calendars = _ExclusiveHandles(primary: try Self.makeCalendar(raw)) { icub_ucal_close($0) }
        } catch {
            icub_udat_close(raw)
            throw error
        }
        self.raw = raw
    }

    /// A copy with its own leniency: setters never touch a shared handle.
    func clone(lenient: Bool) throws(ICUError) -> _ICUDateFormat {
        var status: Int32 = 0
        let copy = icub_udat_clone(raw, &status)
        try _ICU.check(status, "cloning a date format")
        guard let copy else { throw ICUError(code: .illegalArgument, operation: "cloning a date format") }
        icub_udat_set_lenient(copy, lenient ? 1 : 0)
        return try _ICUDateFormat(raw: copy)
    }

    deinit {
        icub_udat_close(raw)
    }

    func pattern() throws(ICUError) -> String {
        try _ICU.string("reading a date pattern") { icub_udat_pattern(raw, $0, $1, &$2) }
    }

    @inline(__always)
    func output<R>(millis: Double, _ operation: @autoclosure () -> String,
                   _ consume: (UnsafeBufferPointer<UInt8>) -> R) throws(ICUError) -> R {
        let raw = self.raw
        // The common case written out: a closure here costs measurably on a ~1 µs format.
        if let calendar = calendars.takePrimary() {
            defer { calendars.givePrimaryBack() }
            return try _ICU.withOutput(operation(), { icub_udat_format_calendar(raw, calendar, millis, $0, $1, &$2) }, consume)
        }
        return try calendars.withHandle(make: { () throws(ICUError) in try Self.makeCalendar(raw) }) { calendar throws(ICUError) in
            try _ICU.withOutput(operation(), { icub_udat_format_calendar(raw, calendar, millis, $0, $1, &$2) }, consume)
        }
    }

    /// A clone of the formatter's calendar (`udat_getCalendar`, `ucal_clone`): only read while cloned.
    private static func makeCalendar(_ raw: OpaquePointer) throws(ICUError) -> OpaquePointer {
        var status: Int32 = 0
        let calendar = icub_udat_calendar_clone(raw, &status)
        try _ICU.check(status, "cloning a date format's calendar")
        guard let calendar else { throw ICUError(code: .illegalArgument, operation: "cloning a date format's calendar") }
        return calendar
    }

    /// Parses the whole text into milliseconds since 1970; a parse error carries
    /// the UTF-8 offset where ICU stopped.
    func parse(_ text: String, _ operation: @autoclosure () -> String) throws(ICUError) -> Double {
        try _ICU.checkParseInput(text, operation())
        return try _ICU.withUTF8(text, operation()) { bytes, count throws(ICUError) in
            var offset: Int32 = -1
            var status: Int32 = 0
            let millis = icub_udat_parse(raw, bytes, count, &offset, &status)
            try _ICU.check(status, operation(), utf8Offset: offset)
            return millis
        }
    }
}
