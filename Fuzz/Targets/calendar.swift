// Target `calendar`: an instant's calendar fields, dates from fuzzed fields, and arithmetic in every calendar system.
//
// Input: byte 0 picks the system (CalendarRules.System.allCases), byte 1 the
// locale, byte 2 the time zone, byte 3 the field for arithmetic, byte 4 the
// period, byte 5 strict (even) or lenient (odd); then 8 bytes of big-endian
// Int64 milliseconds (below ±2^62 folded into ICU's range half the time), 8
// bytes of the amount to add and a byte of how far to shift it right, and
// eighteen fields for `date(from:)`, each a byte (zero: unset) and 8 bytes whose
// top four are its Int32 value.
//
// Properties: from the year 692 to 9999, the components of an instant are in
// their ranges (month 1…13, day 1…31, weekday 1…7, hour 0…23 …; not in the
// astronomical Islamic calendar, whose days far from today run past 31) and
// (ICU's strict check refuses years below 1, such as Islamic years before the
// Hijra, and Gregorian years beyond 144,683) give the instant back from
// era, year, month, leap flag, day, time and offsets, strictly (Chinese
// and Dangi only from ICU 75: before, their shared cache of new years shifts
// months in a process that uses both); the same from the pool; NaN, ±∞ and
// instants beyond the range are `.badInput`; the period around an instant
// contains it; the days of its month include its day (not for Chinese and Dangi
// before ICU 75, nor the astronomical Islamic calendar, whose actual maximum of a
// month can fall short) and the months of its year are 12 or 13; adding N of a field moves the instant N's way
// (the other way for a year for the week of year in era 0 of the Gregorian, ROC and Coptic calendars;
// years may also move back less than a million years, as ICU moves them) or throws `.badInput`, and in UTC N days later is N days of difference; fuzzed fields
// give a date within ICU's range or a `.badInput` error, the same twice.
// fuzz: max_len=200
import FoundationEssentials
import ICU

let pool = FormatterPool(capacity: 256, currentLocale: "en_US")
let locales: [LocaleID] = ["en_US", "de_DE", "ar_EG", "ja_JP", "he_IL", "zh_CN", "th_TH", "fa_IR", "ar_SA", "ko_KR"]
let zones = ["UTC", "America/Los_Angeles", "Australia/Lord_Howe", "Asia/Kathmandu", "Pacific/Apia", "Europe/Berlin",
             "America/Sao_Paulo", "Asia/Tehran"].map { try! TimeZoneID($0) }
/// ICU's calendars hold ±(Julian days 0x7F000000 about 1970): a little inside, so that offsets stay in range.
let range = -184_303_902_528_000_000.0 + 86_400_000 ... 183_882_168_921_600_000.0 - 86_400_000
let icuRange = -184_303_902_528_000_000.0 ... 183_882_168_921_600_000.0
/// From 692-03-24 to 9999-12-31 (proleptic Gregorian): every system's years are 1 or more there.
let roundTripRange = -40_322_592_000_000.0 ... 253_402_300_799_999.0
let sharedNewYearCache = SystemICU.current.icu.major < 75

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let system = input.pick(CalendarRules.System.allCases)
    let locale = input.pick(locales)
    let zone = input.pick(zones)
    let field = input.pick(CalendarRules.Field.allCases)
    let period = input.pick(CalendarRules.Period.allCases)
    let strictness: CalendarRules.Strictness = input.byte() & 1 == 0 ? .strict : .lenient
    var millis = Double(input.int64())
    if millis.magnitude < 0x1p62, Int(millis) & 1 == 0 {
        millis = (millis.truncatingRemainder(dividingBy: range.upperBound)).rounded()
    }
    // ICU 72's Umm al-Qura calendar reads an instant after its table (1600 AH) by walking
    // year by year: 10 ms a field computation at a million years, 57 ms at 5.8 million
    // (F19, F32; docs/calendars.md). Its instants are kept within 100,000 years of 1970 (about
    // 1 ms), so that an input's dozens of computations stay far inside the timeout.
    if system == .islamicUmmAlQura, millis > umalquraFarthest, millis <= range.upperBound {
        millis = millis.truncatingRemainder(dividingBy: umalquraFarthest).rounded()
    }
    let amount = Int(input.int64() >> Int64(input.byte() % 64))
    var values: [Int?] = []
    for _ in 0..<18 {
        let set = input.byte() != 0
        let value = Int(Int32(bitPattern: UInt32(truncatingIfNeeded: input.int64() >> 32)))
        values.append(set ? value : nil)
    }
    trace("\(system) \(locale) \(zone) \(field) \(period) \(strictness) millis \(millis) amount \(amount) fields \(values)")

    guard let rules = try? CalendarRules(system, locale: locale, timeZone: zone),
          let pooled = try? pool.calendarRules(system, locale: locale, timeZone: zone) else {
        require(false, "no \(system) calendar for \(locale) in \(zone)")
        return 0
    }
    let date = Date(timeIntervalSince1970: millis / 1000)
    checkInstant(rules, pooled, date, inRange: range.contains(millis), field: field, period: period, amount: amount)

    // ICU 72's Hebrew calendar rolls a lenient month over into years one year at a
    // time: 0.4 s for a month of ±1.8 billion (F35, docs/calendars.md). Its months are
    // kept within ±2,350,000 (about 190,000 years, under a millisecond).
    if system == .hebrew, strictness == .lenient, let month = values[3] { values[3] = month % 2_350_000 }
    let fields = CalendarRules.Components(
        eraYear: values[0].map { CalendarRules.EraYear(era: $0, year: values[1] ?? 1) }, extendedYear: values[2],
        month: values[3], isLeapMonth: values[4].map { $0 & 1 == 1 }, day: values[5], weekday: values[6],
        weekdayOrdinal: values[7], dayOfYear: values[8], weekOfYear: values[9], yearForWeekOfYear: values[10],
        weekOfMonth: values[11], hour: values[12], minute: values[13], second: values[14], millisecond: values[15],
        zoneOffset: values[16], dstOffset: values[17])
    let made = Result { () throws(ICUError) in try rules.date(from: fields, strictness) }
    let again = Result { () throws(ICUError) in try pooled.date(from: fields, strictness) }
    trace("-> \(made)")
    switch (made, again) {
    case (.success(let a), .success(let b)):
        require(a == b, "\(system): \(fields) gives \(a), then \(b)")
        require(icuRange.contains(a.timeIntervalSince1970 * 1000), "\(system): \(fields) gives \(a), beyond ICU's range")
    case (.failure(let a), .failure(let b)):
        require(a.kind == .badInput && a.code == b.code, "\(system): \(fields) fails with \(a), then \(b)")
    default:
        require(false, "\(system): \(fields) gives \(made), then \(again)")
    }
    return 0
}

func checkInstant(_ rules: CalendarRules, _ pooled: CalendarRules, _ date: Date, inRange: Bool,
                  field: CalendarRules.Field, period: CalendarRules.Period, amount: Int) {
    let system = rules.system
    guard inRange else {
        for seconds in [Double.nan, .infinity, -.infinity, 2e14, -2e14] {
            do {
                _ = try rules.components(of: Date(timeIntervalSince1970: seconds))
                require(false, "\(system): components of \(seconds) s from 1970")
            } catch {
                require(error.kind == .badInput, "\(system): components of \(seconds) fail with \(error)")
            }
        }
        return
    }
    let c: CalendarRules.Components
    do {
        c = try rules.components(of: date)
        let again = try pooled.components(of: date)
        require(again == c, "\(system): pooled components differ")
    } catch {
        require(false, "\(system): components of \(date.timeIntervalSince1970) fail: \(error)")
        return
    }
    let ranges: [(String, Int?, ClosedRange<Int>)] = [
        ("month", c.month, 1...13), ("day", c.day, 1...31), ("weekday", c.weekday, 1...7),
        ("weekdayOrdinal", c.weekdayOrdinal, 1...5), ("dayOfYear", c.dayOfYear, 1...390), ("weekOfYear", c.weekOfYear, 1...56),
        ("weekOfMonth", c.weekOfMonth, 0...6), ("hour", c.hour, 0...23), ("minute", c.minute, 0...59),
        ("second", c.second, 0...59), ("millisecond", c.millisecond, 0...999),
    ]
    // Far from today ICU's fields leave their ranges (the astronomical Islamic calendar's day 32
    // in 3629, a Chinese month 0 before its epoch: docs/calendars.md): checked from 692 to 9999.
    for (name, value, allowed) in ranges where system != .islamic && roundTripRange.contains(date.timeIntervalSince1970 * 1000) {
        require(value.map(allowed.contains) == true, "\(system): \(name) \(String(describing: value)) of \(date.timeIntervalSince1970)")
    }
    // The instant back from its date, time and offsets.
    // ICU's strict check refuses years below 1 (Islamic years before the Hijra, Japanese ones
    // before 645) and Gregorian-based years beyond 144,683: from the year 692 to 9999. The
    // astronomical Islamic calendar's fields far from UTC name days its strict check refuses
    // (day 30 of a 29-day month in 2215 AH at UTC+13: docs/calendars.md), so it is left out.
    if system != .islamic, !(sharedNewYearCache && (system == .chinese || system == .dangi)),
       roundTripRange.contains(date.timeIntervalSince1970 * 1000) {
        let fields = CalendarRules.Components(eraYear: c.eraYear, month: c.month, isLeapMonth: c.isLeapMonth, day: c.day,
                                              hour: c.hour, minute: c.minute, second: c.second, millisecond: c.millisecond,
                                              zoneOffset: c.zoneOffset, dstOffset: c.dstOffset)
        let back = Result { () throws(ICUError) in try rules.date(from: fields) }
        let millis = date.timeIntervalSince1970 * 1000
        // Within the millisecond: an instant a few nanoseconds short of one reads as that one.
        require((try? back.get()).map { ($0.timeIntervalSince1970 * 1000 - millis).magnitude < 1 } == true,
                "\(system): \(fields) of \(millis) gives back \(back)")
    }
    // The period around it.
    if let start = try? rules.start(of: period, containing: date), let end = try? rules.end(of: period, containing: date) {
        require(start <= date && date < end, "\(system): \(period) of \(date.timeIntervalSince1970) is \(start)..<\(end)")
    }
    if let days = try? rules.range(of: .day, at: date), let months = try? rules.monthsInYear(at: date) {
        // Before ICU 75, ICU's Chinese and Dangi calendars can give a month's actual maximum below its
        // last day, and its astronomical Islamic one does (docs/calendars.md).
        require(c.day.map(days.contains) == true || system == .islamic
                    || sharedNewYearCache && (system == .chinese || system == .dangi),
                "\(system): day \(String(describing: c.day)) not in \(days)")
        require((12...13).contains(months), "\(system): \(months) months in the year of \(date.timeIntervalSince1970)")
    }
    // Arithmetic.
    do {
        let later = try rules.adding(amount, field, to: date)
        // Years may move back a short way: ICU counts the Gregorian, ROC and Coptic years of
        // era 0 backwards, and moves Chinese, Dangi and Islamic years for the week of year
        // erratically. A move of a million years the other way would be ICU's wrap-around.
        let shortMove = abs(later.timeIntervalSince(date)) < 31_556_952_000_000
        // In era 0 of the systems whose years there count backwards, ICU negates an amount
        // of years: a year for the week of year, which counts forwards, moves against it.
        let backwards = field == .yearForWeekOfYear && [.gregorian, .iso8601, .roc, .coptic].contains(system)
            && c.eraYear?.era == 0
        require(field == .era || amount == 0 || ((amount > 0) != backwards) == (later >= date) || later == date
                    || (field == .year || field == .yearForWeekOfYear) && shortMove,
                "\(system): adding \(amount) \(field) to \(date.timeIntervalSince1970) gives \(later)")
        if field == .day, rules.timeZone == .utc, amount.magnitude < 100_000 {
            let difference = try rules.difference(from: date, to: later, in: .day)
            require(difference == amount, "\(system): \(amount) days later is \(difference) days of difference")
        }
    } catch {
        require(error.kind == .badInput, "\(system): adding \(amount) \(field) fails with \(error)")
    }
    do {
        _ = try rules.rolling(amount, field, in: date)
    } catch {
        require(error.kind == .badInput, "\(system): rolling \(amount) \(field) fails with \(error)")
    }
}
