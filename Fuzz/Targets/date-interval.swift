// Target `date-interval`: the interval between two instants, formatted in a time
// zone by a template.
//
// Input: byte 0 the locale (fuzzLocales), byte 1 the time zone (zones), bytes 2
// and 3 the two instants (below 224: the next 8 bytes as big-endian Int64
// milliseconds; from 224 on, one of `instants`); the rest is the template.
//
// Properties: a template opens a `DateIntervalFormat` exactly when it opens a
// `DateFormat` (the two check templates alike), and failures are bad input;
// what opens formats every pair, in either order, including NaN, ±∞ and
// instants beyond ICU's calendars (read as the range's nearest end, NaN as its
// start); output is valid UTF-8 and not empty, the same twice, the same
// through `format(from:to:appendingTo:)`, from a pooled format as from a
// fresh one, and ICU's own (`udtitvfmt_format`, whichever path the library
// takes: the compiled one writes most intervals); and two equal instants give what the `DateFormat` for the same
// template writes, for templates without `C` (with it, ICU's interval format
// writes AM/PM where the date format writes a template's `B` day period); both
// ignore a template's characters but letters. In the Umm al-Qura calendar
// (`ar_SA`) instants stay within 100,000 years of 1970, where ICU 72 is quick.
// fuzz: dict=date timeout=30
import FoundationEssentials
@_spi(Testing) import ICU

/// Most inputs miss (locales × zones × templates): a small pool.
let pool = FormatterPool(capacity: 256, currentLocale: "en_US")

let zones = [
    "UTC", "America/Los_Angeles", "Europe/Berlin", "Asia/Tokyo", "Australia/Lord_Howe", "Asia/Kathmandu",
    "Pacific/Kiritimati", "Pacific/Apia", "America/St_Johns", "Europe/Dublin", "Africa/Casablanca",
    "Antarctica/Troll", "Etc/GMT+12", "GMT+03:00", "America/Sao_Paulo", "Europe/London",
]

let instants: [Double] = [
    0, -1, 1_388_916_000_000, 1_389_088_800_000, 1_388_934_000_000, 1_423_476_000_000,
    -62_135_596_800_000, 253_402_300_799_999, -12_219_292_800_001, 8.64e15, -8.64e15,
    .nan, .infinity, -.infinity, 0.5, 1e300, -1e300,
    // The ends of ICU's calendar range, and just beyond.
    183_882_168_921_600_000, 183_882_168_921_601_024, -184_303_902_528_000_000, -184_303_902_528_001_024,
]

/// An instant; in the Umm al-Qura calendar (`ar_SA`), one after 100,000 years from 1970
/// (NaN and +∞ included, which read as the range's ends) is brought within them: ICU 72
/// walks year by year after that calendar's table, 57 ms a computation at the range's end,
/// and an input asks for dozens (F19, F32).
func instant(_ input: inout FuzzInput, _ selector: UInt8, umalqura: Bool) -> Date {
    var millis = selector >= 224 ? instants[Int(selector - 224) % instants.count] : Double(input.int64())
    if umalqura, !(millis <= umalquraFarthest) {
        millis = millis.isFinite ? millis.truncatingRemainder(dividingBy: umalquraFarthest) : umalquraFarthest
    }
    return Date(timeIntervalSince1970: millis / 1000)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let localeName = input.pick(fuzzLocales)
    let zoneName = input.pick(zones)
    let (first, second) = (input.byte(), input.byte())
    let umalqura = localeName.hasPrefix("ar_SA") || localeName.contains("umalqura")
    let start = instant(&input, first, umalqura: umalqura)
    let end = instant(&input, second, umalqura: umalqura)
    let template = text(input.rest())
    trace("\(localeName), zone \(zoneName), \(start.timeIntervalSince1970) s to \(end.timeIntervalSince1970) s, template \(quoted(template))")
    let locale = try! LocaleID(localeName)
    let zone = try! TimeZoneID(zoneName)

    let fresh = Result { () throws(ICUError) in try DateIntervalFormat(template: template, locale: locale, timeZone: zone) }
    let pooled = Result { () throws(ICUError) in try pool.dateIntervalFormat(template: template, locale: locale, timeZone: zone) }
    let date = Result { () throws(ICUError) in try DateFormat(template: template, locale: locale, timeZone: zone) }
    let format: DateIntervalFormat, pooledFormat: DateIntervalFormat
    switch (fresh, pooled, date) {
    case (.success(let a), .success(let b), .success):
        format = a; pooledFormat = b
    case (.failure(let a), .failure(let b), .failure):
        require(a.kind == .badInput, "\(localeName), \(quoted(template)): fails with \(a), not bad input")
        require(a.code == b.code, "\(localeName), \(quoted(template)): fresh format fails with \(a), pooled with \(b)")
        trace("refused: \(a)")
        return 0
    default:
        require(false, "\(localeName), \(quoted(template)): fresh \(fresh), pooled \(pooled), date format \(date)")
        return 0
    }

    for (from, to) in [(start, end), (end, start), (start, start)] {
        let text = format.format(from: from, to: to)
        trace("-> \(quoted(text))")
        require(!text.isEmpty && !text.unicodeScalars.contains("\u{FFFD}"),
                "\(localeName), \(quoted(template)): \(quoted(text)) is empty or not valid UTF-8")
        require(format.format(from: from, to: to) == text, "\(localeName), \(quoted(template)): differs the second time")
        require(pooledFormat.format(from: from, to: to) == text, "\(localeName), \(quoted(template)): pooled format differs")
        let icu = format.formatThroughICU(from: from, to: to)
        require(icu == text, "\(localeName), \(quoted(template)): \(quoted(text)), ICU writes \(quoted(icu))")
        var bytes: [UInt8] = []
        format.format(from: from, to: to, appendingTo: &bytes)
        require(bytes == Array(text.utf8), "\(localeName), \(quoted(template)): appended bytes differ from \(quoted(text))")
    }
    // With `C` (the locale's hour and day period), ICU's interval format takes
    // AM/PM where the pattern generator takes a `B` of the template ("CB" in
    // en_US: "9 AM", the date format "9 in the morning").
    // Characters but letters are ignored by both (ICU's own pattern generator would
    // read "Q'QQ'Q" as "QQ" and "yMM?Md" months as "MM" and "M").
    if case .success(let dateFormat) = date, !template.utf8.contains(UInt8(ascii: "C")) {
        let one = format.format(from: start, to: start)
        require(one == dateFormat.format(start),
                "\(localeName), \(quoted(template)): one instant gives \(quoted(one)), the date format \(quoted(dateFormat.format(start)))")
    }
    return 0
}
