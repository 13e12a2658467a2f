// Target `relative-time`: a value and a unit, or two instants, written as a
// relative time in a locale with a style, numeric mode and capitalization.
//
// Input: byte 0 picks the locale (the guide's seven, then fuzzLocales); byte 1
// the style (bits 0–1), the numeric mode (bit 2) and the capitalization (bits
// 3–5); byte 2 the unit (one of the fifteen) and the zone (bits 4–7, for
// instants); the next 8 bytes are the value, a Double's bits; the next 16 two
// Int64 millisecond counts from 1970 (a date and its reference, read modulo
// ten times ICU's calendar range); what is left is a unit's name.
//
// Properties: a value's text (NaN and the infinities too) equals ICU's own call
// (`ureldatefmt_formatNumeric` or `ureldatefmt_format`, on a formatter of its
// own with the same settings), is not empty, and a pooled format writes the
// same; a whole value in Int's range is written the same by the Int overload
// (but -0.0, which is in the past). Two
// instants either throw `U_ILLEGAL_ARGUMENT_ERROR` (an instant beyond ICU's
// calendars) or give a unit and value as documented: seconds, minutes and
// hours carry the clock's truncated count and are chosen under a minute, an
// hour, a day apart; days (1…6), weeks (1…4), months and years only from a day
// apart; the value's sign is the sign of the distance; and the text is the
// value's in that unit. A unit's name reads as a unit or throws
// `U_ILLEGAL_ARGUMENT_ERROR`, never anything else.
// fuzz: max_len=64 sources=Tests/ICUTests/RelativeTimeFormatting/RelativeTimeFormat+ICUConstants.swift
import FoundationEssentials
import ICU
import ICUBridge

let pool = FormatterPool(capacity: 1024, currentLocale: "en_US")

let locales = ["en", "de", "fr", "ru", "ar", "ja", "zh"] + fuzzLocales
let zones = ["UTC", "Europe/Berlin", "America/Sao_Paulo", "Australia/Lord_Howe", "Pacific/Apia", "Asia/Tokyo",
             "America/St_Johns", "Pacific/Kiritimati", "Antarctica/Troll", "Asia/Kathmandu", "Africa/Casablanca",
             "America/Havana", "Europe/Dublin", "Pacific/Chatham", "Asia/Tehran", "America/Santiago"]
let styles = RelativeTimeFormat.Width.allCases
let capitalizations = RelativeTimeFormat.Capitalization.allCases
let units = RelativeTimeFormat.Unit.allCases

/// ICU's calendars reach about 5.8 million years (1.84e17 ms) from 1970;
/// instants are read up to ten times as far, so that both sides of the edge are tried.
let millisecondRange: Int64 = 1_843_039_025_280_000_000

nonisolated(unsafe) var opened: [String: RelativeTimeFormat] = [:]
nonisolated(unsafe) var calendars: [String: CalendarRules] = [:]

/// ICU's own text for a value, on a formatter of its own.
func raw(_ value: Double, _ unit: RelativeTimeFormat.Unit, _ format: RelativeTimeFormat) -> String? {
    var status: Int32 = 0
    guard let f = icub_ureldatefmt_open(format.locale.identifier, format.width.icuValue,
                                        format.capitalization.icuValue, &status), status <= 0 else { return nil }
    defer { icub_ureldatefmt_close(f) }
    var capacity: Int32 = 256
    for _ in 0..<2 {
        status = 0
        var out = [CChar](repeating: 0, count: Int(capacity))
        let length = icub_ureldatefmt_format(f, value, unit.icuValue, format.numeric == .always ? 1 : 0, &out, capacity, &status)
        if status == Int32(ICUB_BUFFER_OVERFLOW_ERROR) { capacity = length; continue }
        guard status <= 0 else { return nil }
        return String(decoding: out[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    return nil
}

func isBadInput(_ error: ICUError) -> Bool { error.code == .illegalArgument && error.kind == .badInput }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let localeName = input.pick(locales)
    let settings = input.byte()
    let style = styles[Int(settings & 3) % styles.count]
    let numeric: RelativeTimeFormat.Numeric = settings & 4 != 0 ? .auto : .always
    let capitalization = capitalizations[Int(settings >> 3 & 7) % capitalizations.count]
    let choice = input.byte()
    let unit = units[Int(choice & 15) % units.count]
    let zone = zones[Int(choice >> 4)]
    let value = Double(bitPattern: UInt64(bitPattern: input.int64()))
    let dateMillis = input.int64() % millisecondRange
    let referenceMillis = input.int64() % millisecondRange
    let name = text(input.rest())
    trace("\(localeName) \(style) \(numeric) \(capitalization): \(value) \(unit); \(dateMillis) ms relative to \(referenceMillis) ms in \(zone); unit name \(quoted(name))")

    let key = "\(localeName)|\(settings & 0x3F)"
    if opened[key] == nil {
        do {
            opened[key] = try RelativeTimeFormat(locale: LocaleID(localeName), options: .init(width: style, numeric: numeric, capitalization: capitalization))
        } catch {
            require(false, "relative times of \(localeName) fail: \(error)")
        }
    }
    let format = opened[key]!

    // A value and a unit.
    do {
        let got = format.format(value, unit)
        let expected = raw(value, unit, format)
        require(got == expected, "\(value) \(unit) in \(localeName): \(quoted(got)), ICU \(expected.map(quoted) ?? "fails")")
        require(!got.isEmpty, "\(value) \(unit) in \(localeName): empty")
        let pooled = try pool.relativeTimeFormat(locale: LocaleID(localeName), options: .init(width: style, numeric: numeric, capitalization: capitalization))
        let fromPool = pooled.format(value, unit)
        require(fromPool == got, "\(value) \(unit) in \(localeName): pooled \(quoted(fromPool)), fresh \(quoted(got))")
        // -0.0 is in the past ("0 days ago"), the Int 0 in the future.
        if value == value.rounded(), value.sign == .plus || value != 0, let whole = Int(exactly: value) {
            let asInt = format.format(whole, unit)
            require(asInt == got, "\(value) \(unit) in \(localeName): Int \(quoted(asInt)), Double \(quoted(got))")
        }
    } catch {
        require(false, "\(value) \(unit) in \(localeName): the pool fails: \(error)")
    }

    // Two instants.
    do {
        if calendars[zone] == nil {
            calendars[zone] = try CalendarRules(.gregorian, locale: "en", timeZone: TimeZoneID(zone))
        }
        let calendar = calendars[zone]!
        let date = Date(timeIntervalSince1970: Double(dateMillis) / 1000)
        let reference = Date(timeIntervalSince1970: Double(referenceMillis) / 1000)
        let (amount, chosen): (Int, RelativeTimeFormat.Unit)
        do {
            (amount, chosen) = try RelativeTimeFormat.amount(of: date, relativeTo: reference, in: calendar)
        } catch {
            require(isBadInput(error), "\(dateMillis) relative to \(referenceMillis) in \(zone): \(error)")
            return 0
        }
        let seconds = date.timeIntervalSince(reference)
        let distance = abs(seconds)
        let expectedSign = seconds > 0 ? 1 : seconds < 0 ? -1 : 0
        let what = "\(dateMillis) relative to \(referenceMillis) in \(zone): \(amount) \(chosen)"
        require(amount.signum() == expectedSign || (amount == 0 && distance < 1), what)
        switch chosen {
        case .second: require(distance < 60 && amount == Int(seconds), what)
        case .minute: require(distance >= 60 && distance < 3600 && amount == Int(seconds / 60), what)
        case .hour: require(distance >= 3600 && amount == Int(seconds / 3600) && abs(amount) <= 26, what)
        // The lower bounds leave room for the time of day and for zones that
        // skipped a date (Pacific/Apia's 30 December 2011).
        case .day: require(distance >= 86_400 && (1...6).contains(abs(amount)), what)
        case .week: require(distance >= 5 * 86_400 && (1...4).contains(abs(amount)), what)
        case .month: require(distance >= 25 * 86_400 && (1...11).contains(abs(amount)), what)
        case .year: require(distance >= 360 * 86_400, what)
        default: require(false, "\(what): a unit never chosen")
        }
        let text = try format.format(date, relativeTo: reference, in: calendar)
        require(text == format.format(amount, chosen), "\(what): \(quoted(text))")
    } catch {
        require(false, "\(dateMillis) relative to \(referenceMillis) in \(zone) throws: \(error)")
    }

    // A unit's name.
    do {
        let read = try RelativeTimeFormat.Unit(name)
        require(read.rawValue == name || read.rawValue + "s" == name, "unit name \(quoted(name)) reads as \(read)")
    } catch {
        require(isBadInput(error), "unit name \(quoted(name)): \(error)")
    }
    return 0
}
