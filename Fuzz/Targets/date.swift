// Target `date`: an instant formatted in a time zone by styles, a template or
// a pattern; formatted text parsed back; arbitrary text parsed.
//
// Input: byte 0 picks the mode (0 styles, 1 template, 2 pattern, 3 round trip,
// 4 parsing text), byte 1 the locale (fuzzLocales), byte 2 the time zone
// (zones; from 224 on, the zone ID is text up to a newline), byte 3 the
// instant (below 224: the next 8 bytes as big-endian Int64 milliseconds;
// from 224 on, one of `instants`), bytes 4 and 5 the date and time styles;
// the rest is the template, pattern or text.
//
// Properties: what opens formats every instant; one beyond ICU's calendar range
// (about ±5.8 million years), ±∞ and NaN format as the range's nearest end (NaN
// as its start); output is valid UTF-8, the same twice, from a pooled format as
// from a fresh one, through `format(_:)`, `format(_:appendingTo:)` and
// `formatToParts(_:)` (whose parts cover the string); a format that takes the
// compiled path (decided at creation) writes what ICU's `udat` writes on the same
// handle, and reports the same parts (`@_spi(Testing)`); in round-trip mode
// strict parsing of `yyyy-MM-dd'T'HH:mm:ss.SSS` output gives the same
// millisecond for every instant of years 1 to 9999 (or throws U_UNSUPPORTED_ERROR
// for algorithmic digits, as documented); parsing never crashes and
// gives the same answer twice.
//
// An input may take 30 s: ICU 72's islamic-umalqura calendar (ar_SA) takes over a
// second per format under ASan at the ends of its range (F19), and more on a
// loaded machine.
// fuzz: dict=date timeout=30
import FoundationEssentials
@_spi(Testing) import ICU

/// Most inputs miss (locales × zones × styles, templates, patterns), and a miss
/// in a full pool scans all its entries (FINDINGS.md P1): a small pool.
let pool = FormatterPool(capacity: 256, currentLocale: "en_US")
let openedLimit = 1000

let zones = [
    "UTC", "America/Los_Angeles", "Europe/Berlin", "Asia/Tokyo", "Australia/Lord_Howe", "Asia/Kathmandu",
    "Pacific/Kiritimati", "Pacific/Apia", "America/St_Johns", "Europe/Dublin", "Africa/Casablanca",
    "Antarctica/Troll", "Etc/GMT+12", "GMT+03:00", "America/Sao_Paulo", "Asia/Kolkata", "Europe/London",
    "US/Pacific", "EST5EDT", "Etc/Unknown", "PST", "GMT-14:00", "Europe/Moscow", "Asia/Tehran",
]

let instants: [Double] = [
    0, -1, 1_388_934_489_000, 1_370_859_240_000, -62_135_596_800_000, 253_402_300_799_999,
    -12_219_292_800_000, -12_219_292_800_001, 8.64e15, -8.64e15, 8.64e15 + 1, 1.8e17, -1.9e17,
    Double(Int64.max), Double(Int64.min), .nan, .infinity, -.infinity, 0.5, -0.5, 1e300, -1e300,
    // The ends of ICU's calendar range, and just beyond.
    183_882_168_921_600_000, 183_882_168_921_601_024, -184_303_902_528_000_000, -184_303_902_528_001_024,
]

/// Years 2 to 9998 in UTC (Gregorian, Julian before 1582): years 1 to 9999 in
/// every zone, which a four-digit year without an era writes unambiguously.
let roundTripRange: ClosedRange<Int64> = -62_104_060_800_000 ... 253_370_764_799_999
let roundTripPattern = "yyyy-MM-dd'T'HH:mm:ss.SSS"

/// The milliseconds since 1970 ICU's calendars hold (Julian days ±0x7F000000);
/// both ends are whole seconds, which a `Date` holds exactly.
let instantRange: ClosedRange<Double> = -184_303_902_528_000_000 ... 183_882_168_921_600_000

nonisolated(unsafe) var opened: [String: Result<DateFormat, ICUError>] = [:]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let mode = input.byte() % 5
    let localeName = input.pick(fuzzLocales)
    let zoneSelector = input.byte()
    let instantSelector = input.byte()
    let dateStyle = input.pick(DateFormat.Style.allCases)
    let timeStyle = input.pick(DateFormat.Style.allCases)
    var millis: Double
    var exactMillis: Int64? = nil
    if instantSelector >= 224 {
        millis = instants[Int(instantSelector - 224) % instants.count]
    } else {
        let raw = input.int64()
        exactMillis = raw
        millis = Double(raw)
    }
    let zoneName = zoneSelector >= 224 ? text(input.field()) : zones[Int(zoneSelector) % zones.count]
    let rest = text(input.rest())
    let locale = try! LocaleID(localeName)
    let zone: TimeZoneID
    do {
        zone = try TimeZoneID(zoneName)
    } catch {
        trace("zone \(quoted(zoneName)) refused: \(error)")
        return 0
    }
    if mode == 3 {
        let span = UInt64(roundTripRange.upperBound - roundTripRange.lowerBound) + 1
        let ms = roundTripRange.lowerBound + Int64(UInt64(bitPattern: exactMillis ?? Int64(millis.isFinite ? millis.truncatingRemainder(dividingBy: 1e15) : 0)) % span)
        // The Gregorian calendar, whatever the locale's own (ar_SA's is islamic-umalqura).
        let id = locale.identifier
        let gregorian = id.contains("calendar=") ? String(id.prefix { $0 != "@" }) + "@calendar=gregorian"
            : id + (id.contains("@") ? ";calendar=gregorian" : "@calendar=gregorian")
        roundTrip(ms, locale: gregorian, zone: zone)
        return 0
    }
    let date = Date(timeIntervalSince1970: millis / 1000)
    trace("mode \(mode), \(localeName), zone \(quoted(zoneName)), \(millis) ms, styles \(dateStyle)/\(timeStyle), text \(quoted(rest))")

    let fresh: Result<DateFormat, ICUError>
    let pooled: Result<DateFormat, ICUError>
    switch mode {
    case 0, 4:
        let key = "\(dateStyle)|\(timeStyle)|\(localeName)|\(zone.identifier)"
        fresh = opened[key] ?? Result { () throws(ICUError) in
            try DateFormat(date: dateStyle, time: timeStyle, locale: locale, timeZone: zone)
        }
        if opened.count >= openedLimit { opened.removeAll() }
        opened[key] = fresh
        pooled = Result { () throws(ICUError) in try pool.dateFormat(date: dateStyle, time: timeStyle, locale: locale, timeZone: zone) }
    case 1:
        fresh = Result { () throws(ICUError) in try DateFormat(template: rest, locale: locale, timeZone: zone) }
        pooled = Result { () throws(ICUError) in try pool.dateFormat(template: rest, locale: locale, timeZone: zone) }
    default:
        fresh = Result { () throws(ICUError) in try DateFormat(pattern: rest, locale: locale, timeZone: zone) }
        pooled = Result { () throws(ICUError) in try pool.dateFormat(pattern: rest, locale: locale, timeZone: zone) }
    }
    let format: DateFormat, pooledFormat: DateFormat
    switch (fresh, pooled) {
    case (.success(let a), .success(let b)):
        format = a; pooledFormat = b
        require(a.pattern == b.pattern, "\(localeName), \(quoted(rest)): fresh pattern \(quoted(a.pattern)), pooled \(quoted(b.pattern))")
    case (.failure(let a), .failure(let b)):
        require(a.code == b.code, "\(localeName), mode \(mode), \(quoted(rest)): fresh format fails with \(a), pooled with \(b)")
        trace("refused: \(a)")
        return 0
    default:
        require(false, "\(localeName), mode \(mode), \(quoted(rest)): fresh format \(fresh), pooled \(pooled)")
        return 0
    }

    if mode == 4 {
        for lenient in [false, true] {
            let a = Result { () throws(ICUError) in try format.parse(rest, lenient: lenient) }
            let b = Result { () throws(ICUError) in try format.parse(rest, lenient: lenient) }
            let c = Result { () throws(ICUError) in try pooledFormat.parse(rest, lenient: lenient) }
            trace("parse (lenient: \(lenient)) -> \(a)")
            func same(_ x: Result<Date, ICUError>, _ y: Result<Date, ICUError>) -> Bool {
                switch (x, y) {
                case (.success(let p), .success(let q)): p == q || (p.timeIntervalSince1970.isNaN && q.timeIntervalSince1970.isNaN)
                case (.failure(let p), .failure(let q)): p.code == q.code && p.utf8Offset == q.utf8Offset
                default: false
                }
            }
            require(same(a, b), "parsing \(quoted(rest)) in \(localeName) (lenient: \(lenient)): \(a), then \(b)")
            require(same(a, c), "parsing \(quoted(rest)) in \(localeName) (lenient: \(lenient)): fresh \(a), pooled \(c)")
        }
        return 0
    }

    let first = format.format(date)
    trace("-> \(quoted(first))")
    let second = format.format(date)
    let fromPool = pooledFormat.format(date)
    var bytes = Array("prefix".utf8)
    format.format(date, appendingTo: &bytes)
    require(Array(first.utf8) == Array(second.utf8), "\(format.pattern) in \(localeName), \(millis) ms: \(quoted(first)), then \(quoted(second))")
    require(Array(first.utf8) == Array(fromPool.utf8), "\(format.pattern) in \(localeName), \(millis) ms: fresh \(quoted(first)), pooled \(quoted(fromPool))")
    require(isValidUTF8(Array(bytes.dropFirst(6))), "\(format.pattern) in \(localeName), \(millis) ms: invalid UTF-8 \(bytes)")
    require(bytes == Array("prefix".utf8) + Array(first.utf8),
            "\(format.pattern) in \(localeName), \(millis) ms: appendingTo wrote \(bytes.dropFirst(6)), format \(quoted(first))")
    let parts = format.formatToParts(date)
    checkParts(parts, equal: first, "\(format.pattern) in \(localeName), \(millis) ms")
    checkCompiledPath(format, date, first, parts, "\(format.pattern) in \(localeName), zone \(quoted(zoneName)), \(millis) ms")
    // Beyond ICU's calendar range (NaN included) an instant formats as the range's nearest end.
    let held = date.timeIntervalSince1970 * 1000
    if !(held >= instantRange.lowerBound && held <= instantRange.upperBound) {
        let end = held > instantRange.upperBound ? instantRange.upperBound : instantRange.lowerBound
        let expected = format.format(Date(timeIntervalSince1970: end / 1000))
        trace("beyond the calendar range: as \(end) ms, \(quoted(expected))")
        require(Array(first.utf8) == Array(expected.utf8),
                "\(format.pattern) in \(localeName): \(millis) ms formats as \(quoted(first)), the range's end \(end) ms as \(quoted(expected))")
    }
    return 0
}

/// Formats `ms` with the full-precision pattern and parses it back strictly.
func roundTrip(_ ms: Int64, locale localeName: String, zone: TimeZoneID) {
    let date = Date(timeIntervalSince1970: Double(ms) / 1000)
    let key = "roundtrip|\(localeName)|\(zone.identifier)"
    let cached = opened[key] ?? Result { () throws(ICUError) in
        try DateFormat(pattern: roundTripPattern, locale: LocaleID(localeName), timeZone: zone)
    }
    opened[key] = cached
    guard case .success(let format) = cached else {
        require(false, "\(roundTripPattern) in \(localeName), zone \(zone): \(cached)")
        return
    }
    trace("round trip of \(ms) ms in \(localeName), zone \(zone)")
    do {
        let output = format.format(date)
        checkCompiledPath(format, date, output, format.formatToParts(date), "\(roundTripPattern) in \(localeName), zone \(zone), \(ms) ms")
        let parsed = try format.parse(output)
        let back = (parsed.timeIntervalSince1970 * 1000).rounded()
        trace("\(quoted(output)) -> \(back) ms")
        // A zone's repeated hour parses as one of its two instants; only UTC is exact.
        if zone.identifier == "UTC" || zone.identifier == "Etc/GMT+12" || zone.identifier.hasPrefix("GMT") {
            require(back == Double(ms), "\(roundTripPattern) in \(localeName), zone \(zone): \(ms) ms formats as \(quoted(output)), which parses as \(back) ms")
        } else {
            require(abs(back - Double(ms)) <= 7_200_000 && format.format(parsed) == output || back == Double(ms),
                    "\(roundTripPattern) in \(localeName), zone \(zone): \(ms) ms formats as \(quoted(output)), which parses as \(back) ms")
        }
    } catch {
        // Documented: ICU cannot read algorithmic digits (三千一百二十六) back (FINDINGS.md F3).
        let algorithmic = (try? LocaleID(localeName).keywordValue("numbers")).flatMap { $0 }.map(algorithmicNumbering.contains) ?? false
        require(algorithmic && error.code == .unsupported,
                "\(roundTripPattern) in \(localeName), zone \(zone): \(ms) ms fails: \(error)")
    }
}

/// The compiled path writes what `udat` writes on the same handle, text and parts
/// (the same fields, in the same order, over the same ranges).
func checkCompiledPath(_ format: DateFormat, _ date: Date, _ text: String, _ parts: FormattedParts<DateFormat.Field>,
                       _ context: @autoclosure () -> String) {
    guard format.takesCompiledPath else { return }
    let icu = format.formatThroughICU(date)
    require(Array(text.utf8) == Array(icu.utf8), "\(context()): compiled \(quoted(text)), udat \(quoted(icu))")
    let icuParts = format.formatToPartsThroughICU(date)
    func describe(_ p: FormattedParts<DateFormat.Field>) -> String {
        p.fields.map { "\($0.field):\(quoted(String($0.text)))@\(p.string.utf8.distance(from: p.string.startIndex, to: $0.range.lowerBound))" }
            .joined(separator: " ")
    }
    require(parts == icuParts, "\(context()): compiled parts \(describe(parts)), udat parts \(describe(icuParts))")
}
