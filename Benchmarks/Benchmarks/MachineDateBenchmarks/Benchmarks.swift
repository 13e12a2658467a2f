// Machine dates: RFC 3339 and HTTP dates read and written by the library's pure-Swift path, beside
// Foundation's `Date.ISO8601FormatStyle`, `ISO8601DateFormatter` and `DateFormatter` (en_US_POSIX),
// and beside the C library's `strptime_l` and `strftime_l` in the POSIX locale with `timegm`, the
// advice of Apple's date formatting guide for fixed-format dates.
import Benchmark
import BenchmarkSupport
import Foundation
import Glibc
import ICU

// Each call reads or writes the next of 1,000 instants, 18 minutes and a few milliseconds apart
// from 1 June 2024 (`summerInstants`), at -07:00; RFC 3339 rows without the milliseconds, so that every
// row reads or writes the same text:
//   library          ISO8601Format.rfc3339.parse of a String, or format into a caller's buffer
//   library.string   format to a String (one allocation: the String's storage)
//   library.pattern  POSIXDatePattern("%Y-%m-%d %H:%M:%S %z") on the guide's form, 2014-02-07 12:00:00 -0700
//   strptime_l       strptime_l with the pattern on the guide's form in the C locale, then timegm and
//                    the offset; strftime_l for writing
//   ISO8601FormatStyle, ISO8601DateFormatter   Foundation, held and reused
// HTTP dates: library (HTTPDateFormat), strptime_l and strftime_l with "%a, %d %b %Y %H:%M:%S GMT",
// and DateFormatter with "EEE, dd MMM yyyy HH:mm:ss zzz" in en_US_POSIX: this toolchain's Foundation
// has no Date.HTTPFormatStyle.
// Names: MachineDates.<parse|format>.<rfc3339|http>.<row>, and `.paired` (see `compare` in BenchmarkSupport);
// MachineDates.parse.guide.paired: library.pattern against strptime_l, both on the guide's form.

/// `strptime_l`, which Glibc's Swift module does not declare (it is a GNU extension), from the C library itself.
typealias StrptimeL = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeMutablePointer<tm>?,
                                      locale_t?) -> UnsafeMutablePointer<CChar>?
let strptimeL = unsafeBitCast(dlsym(nil, "strptime_l"), to: StrptimeL.self)
/// The POSIX locale, `newlocale(LC_ALL_MASK, "C", nil)`: glibc's LC_ALL_MASK, a macro Swift does not import.
nonisolated(unsafe) let posixLocale = newlocale(0x1FBF, "C", nil)

/// Seconds since 1970 of a text by `strptime_l`, `timegm` and the parsed offset.
@inline(__always)
func strptimeSeconds(_ text: UnsafePointer<CChar>, _ format: UnsafePointer<CChar>) -> Int {
    var fields = tm()
    guard strptimeL(text, format, &fields, posixLocale) != nil else { return -1 }
    let offset = fields.tm_gmtoff
    return timegm(&fields) - offset
}

/// The next of a list, in turn. The items and the index live in memory allocated once for the
/// whole run, so that taking the next one retains nothing but the item (a class, or a closure's
/// copy of one, was retained around every call) and a row costs its own work and a read.
struct Cycle<T> {
    private let items: UnsafeMutableBufferPointer<T>
    private let index: UnsafeMutablePointer<Int>
    init(_ items: [T]) {
        self.items = .allocate(capacity: items.count)
        _ = self.items.initialize(from: items)
        index = .allocate(capacity: 1)
        index.initialize(to: 0)
    }
    func next() -> T {
        index.pointee = index.pointee == items.count - 1 ? 0 : index.pointee + 1
        return items[index.pointee]
    }
}

let benchmarks: @Sendable () -> Void = {
    useDefaultConfiguration()
    let offset = try! UTCOffset(hours: -7)
    let instants = summerInstants.map { ExactInstant(secondsSince1970: Int64($0 / 1000), nanoseconds: Int64($0.truncatingRemainder(dividingBy: 1000)) * 1_000_000) }
    let wholeInstants = instants.map { ExactInstant(secondsSince1970: $0.secondsSince1970) }
    let dates = instants.map { Date($0) }
    let rfc3339 = ISO8601Format.rfc3339
    let iso8601Texts = wholeInstants.map { rfc3339.format($0, utcOffset: offset) }
    let pattern = try! POSIXDatePattern("%Y-%m-%d %H:%M:%S %z")
    let guideTexts = wholeInstants.map { pattern.format($0, utcOffset: offset) }
    let guideCStrings = guideTexts.map { Array($0.utf8CString) }
    let http = HTTPDateFormat()
    let httpTexts = wholeInstants.map { try! http.format($0) }
    let httpCStrings = httpTexts.map { Array($0.utf8CString) }

    let style = Date.ISO8601FormatStyle(timeZone: TimeZone(secondsFromGMT: -25_200)!)
    let isoFormatter = ISO8601DateFormatter()
    isoFormatter.timeZone = TimeZone(secondsFromGMT: -25_200)
    let httpFormatter = DateFormatter()
    httpFormatter.locale = Locale(identifier: "en_US_POSIX")
    httpFormatter.timeZone = TimeZone(identifier: "GMT")
    httpFormatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"

    show("MachineDates.parse.rfc3339.library", try! rfc3339.parse(iso8601Texts[0]))
    show("MachineDates.parse.rfc3339.strptime_l", guideCStrings[0].withUnsafeBufferPointer { strptimeSeconds($0.baseAddress!, "%Y-%m-%d %H:%M:%S %z") })
    show("MachineDates.parse.rfc3339.ISO8601FormatStyle", try! style.parse(iso8601Texts[0]))
    show("MachineDates.format.rfc3339.library.string", rfc3339.format(wholeInstants[0], utcOffset: offset))
    show("MachineDates.format.rfc3339.ISO8601FormatStyle", style.format(Date(wholeInstants[0])))
    show("MachineDates.parse.http.DateFormatter", httpFormatter.date(from: httpTexts[0]) as Any)
    show("MachineDates.format.http.DateFormatter", httpFormatter.string(from: dates[0]))

    let texts = (Cycle(iso8601Texts), Cycle(iso8601Texts), Cycle(iso8601Texts), Cycle(iso8601Texts))
    let guide = (Cycle(guideTexts), Cycle(guideCStrings))
    compare("MachineDates.parse.rfc3339", [
        Row("library") { try rfc3339.parse(texts.0.next()) },
        Row("library.pattern") { try pattern.parse(guide.0.next()) },
        Row("strptime_l") { guide.1.next().withUnsafeBufferPointer { strptimeSeconds($0.baseAddress!, "%Y-%m-%d %H:%M:%S %z") } },
        Row("ISO8601FormatStyle") { try style.parse(texts.2.next()) },
    ])
    // A row a thousand times longer than the library's, in the same rotation, would empty the
    // caches the short rows run in (100 calls of it take 4 ms): it is paired with the library alone.
    perCall("MachineDates.parse.rfc3339.ISO8601DateFormatter") { isoFormatter.date(from: texts.3.next()) }
    paired("MachineDates.parse.rfc3339.ISO8601DateFormatter.paired", calls: 100, [
        Row("library") { try rfc3339.parse(texts.1.next()) },
        Row("ISO8601DateFormatter") { isoFormatter.date(from: texts.3.next()) },
    ])
    // The guide's advice against the library on the same text and pattern: `.paired` only.
    let sameText = (Cycle(guideTexts), Cycle(guideCStrings))
    paired("MachineDates.parse.guide.paired", calls: 100, [
        Row("library.pattern") { try pattern.parse(sameText.0.next()) },
        Row("strptime_l") { sameText.1.next().withUnsafeBufferPointer { strptimeSeconds($0.baseAddress!, "%Y-%m-%d %H:%M:%S %z") } },
    ])

    // Output buffers allocated once for the whole run and captured as constants, so that no row
    // pays an exclusivity check on a captured variable.
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: ISO8601Format.maximumLength)
    let cBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: 64)
    // Whole seconds on every row, so that each writes the same text (the style writes no fraction).
    let wholeDates = wholeInstants.map { Date($0) }
    let formatTurns = (Cycle(wholeInstants), Cycle(wholeInstants), Cycle(wholeDates), Cycle(wholeDates), Cycle(wholeInstants))
    compare("MachineDates.format.rfc3339", [
        Row("library") { rfc3339.format(formatTurns.0.next(), utcOffset: offset, into: buffer) },
        Row("library.string") { rfc3339.format(formatTurns.1.next(), utcOffset: offset) },
        Row("strftime_l") { () -> Int in
            var time = time_t(formatTurns.4.next().secondsSince1970) - 25_200
            var fields = tm()
            gmtime_r(&time, &fields)
            return strftime_l(cBuffer, 64, "%Y-%m-%dT%H:%M:%S-07:00", &fields, posixLocale)
        },
        Row("ISO8601FormatStyle") { style.format(formatTurns.2.next()) },
        Row("ISO8601DateFormatter") { isoFormatter.string(from: formatTurns.3.next()) },
    ])

    let httpTurns = (Cycle(httpTexts), Cycle(httpCStrings), Cycle(httpTexts))
    compare("MachineDates.parse.http", [
        Row("library") { try http.parse(httpTurns.0.next()) },
        Row("strptime_l") { httpTurns.1.next().withUnsafeBufferPointer { strptimeSeconds($0.baseAddress!, "%a, %d %b %Y %H:%M:%S GMT") } },
        Row("DateFormatter") { httpFormatter.date(from: httpTurns.2.next()) },
    ])

    let httpBuffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: HTTPDateFormat.length)
    let httpFormatTurns = (Cycle(instants), Cycle(instants), Cycle(instants), Cycle(dates))
    compare("MachineDates.format.http", [
        Row("library") { try http.format(httpFormatTurns.0.next(), into: httpBuffer) },
        Row("library.string") { try http.format(httpFormatTurns.1.next()) },
        Row("strftime_l") { () -> Int in
            var time = time_t(httpFormatTurns.2.next().secondsSince1970)
            var fields = tm()
            gmtime_r(&time, &fields)
            return strftime_l(cBuffer, 64, "%a, %d %b %Y %H:%M:%S GMT", &fields, posixLocale)
        },
        Row("DateFormatter") { httpFormatter.string(from: httpFormatTurns.3.next()) },
    ])
}
