import FoundationEssentials

// `:datetime`, `:date` and `:time` (spec/functions/datetime.md) over the
// library's DateFormat and DatePatternGenerator: the options name a set of
// fields and a length, which become a pattern template (`yMMMd`, `jms`) that
// the locale's best pattern is found for.

/// `:datetime`, `:date` and `:time`: an ISO 8601 date/time literal or a
/// ``MessageArgument/date(_:)`` formatted with the locale's best pattern for
/// the fields the options ask for. None of them selects.
struct DateTimeFunction: MessageFunction {
    enum Kind: String {
        case date, time, datetime

        /// The options the function reads from its own expression, beside the
        /// override options; each must be a literal.
        var styleOptions: [String] {
            switch self {
            case .date: ["fields", "length"]
            case .time: ["precision", "timeZoneStyle"]
            case .datetime: ["dateFields", "dateLength", "timePrecision", "timeZoneStyle"]
            }
        }

        /// The override options, which a value from any of the three carries along.
        var overrideOptions: [String] { self == .date ? ["timeZone", "calendar"] : ["timeZone", "calendar", "hour12"] }
    }

    let kind: Kind

    /// A date/time operand: its wall-clock fields as seconds since 1970 read
    /// as UTC, and its UTC offset if it has one.
    struct Operand {
        var wallSeconds: Double
        var offsetSeconds: Int?
    }

    func resolve(_ operand: MessageValue?, options: [String: MessageValue],
                 locale: LocaleID) throws(MessageFormat2.Error) -> MessageValue {
        let name = kind.rawValue
        guard let operand, let value = Self.operand(operand.input) else {
            throw MessageFormat2.Error(.badOperand, detail: ":\(name) needs an ISO 8601 date or a date")
        }
        var errors: [MessageFormat2.Error] = []
        var settings: [String: MessageArgument] = [:]
        if let function = operand.function, Kind(rawValue: function) != nil {
            for key in kind.overrideOptions { settings[key] = operand.options[key] }
        }
        for key in kind.overrideOptions {
            if let option = options[key] { settings[key] = .string(option.text) }
        }
        for key in kind.styleOptions {
            guard let option = options[key] else { continue }
            guard option.isLiteral else {
                errors.append(MessageFormat2.Error(.badOption, detail: "\(key) must be a literal"))
                continue
            }
            settings[key] = .string(option.text)
        }
        func text(_ key: String) -> String? { settings[key].map { MessageValue(input: $0, formatted: "").text } }
        let template = try Self.template(kind, text)
        var zone = TimeZoneID.utc
        switch text("timeZone") {
        case nil, "UTC":
            break
        case "input":
            if let offset = value.offsetSeconds {
                zone = try Self.zone(offset: offset)
            } else {
                errors.append(MessageFormat2.Error(.badOperand, detail: "timeZone=input for a date without an offset"))
            }
        case let identifier?:
            zone = try Self.zone(identifier)
        }
        var formatLocale = locale
        if let calendar = text("calendar") {
            formatLocale = try Self.locale(locale, calendar: calendar)
        }
        // A date without an offset is wall-clock time in the zone it is shown in.
        var instant = value.wallSeconds
        if let offset = value.offsetSeconds {
            instant -= Double(offset)
        } else if zone != .utc {
            let guess = (try? zone.offsets(at: Date(timeIntervalSince1970: instant)).total) ?? 0
            let total = (try? zone.offsets(at: Date(timeIntervalSince1970: instant - Double(guess))).total) ?? guess
            instant -= Double(total)
        }
        let format: DateFormat
        do {
            format = try FormatterPool.shared.dateFormat(template: template, locale: formatLocale, timeZone: zone)
        } catch {
            throw MessageFormat2.Error(.badOption, detail: "\(error)")
        }
        var result = MessageValue(input: operand.input, formatted: format.format(Date(timeIntervalSince1970: instant)),
                                  direction: locale.isRightToLeft ? .rightToLeft : .leftToRight,
                                  function: name, options: settings)
        result.errors = errors
        return result
    }

    /// The pattern template for the options, such as `yMMMd` or `yMMMMdjms`.
    static func template(_ kind: Kind, _ text: (String) -> String?) throws(MessageFormat2.Error) -> String {
        func bad(_ key: String, _ value: String) -> MessageFormat2.Error {
            MessageFormat2.Error(.badOption, detail: "\(key)=\(value)")
        }
        func date(fields fieldsKey: String, length lengthKey: String) throws(MessageFormat2.Error) -> String {
            let month: String
            let weekday: String
            switch text(lengthKey) {
            case nil, "medium": month = "MMM"; weekday = "EEE"
            case "long": month = "MMMM"; weekday = "EEEE"
            case "short": month = "M"; weekday = "EEE"
            case let other?: throw bad(lengthKey, other)
            }
            switch text(fieldsKey) {
            case "weekday": return weekday
            case "day-weekday": return "d" + weekday
            case "month-day": return month + "d"
            case "month-day-weekday": return month + "d" + weekday
            case nil, "year-month-day": return "y" + month + "d"
            case "year-month-day-weekday": return "y" + month + "d" + weekday
            case let other?: throw bad(fieldsKey, other)
            }
        }
        func time(precision precisionKey: String) throws(MessageFormat2.Error) -> String {
            var hour: String
            switch text("hour12") {
            case nil: hour = "j"
            case "true": hour = "h"
            case "false": hour = "H"
            case let other?: throw bad("hour12", other)
            }
            switch text(precisionKey) {
            case "hour": break
            case nil, "minute": hour += "mm"
            case "second": hour += "mmss"
            case let other?: throw bad(precisionKey, other)
            }
            switch text("timeZoneStyle") {
            case nil: break
            case "long": hour += "zzzz"
            case "short": hour += "z"
            case let other?: throw bad("timeZoneStyle", other)
            }
            return hour
        }
        switch kind {
        case .date: return try date(fields: "fields", length: "length")
        case .time: return try time(precision: "precision")
        case .datetime: return try date(fields: "dateFields", length: "dateLength") + time(precision: "timePrecision")
        }
    }

    /// A `timeZone` option: `UTC`, an offset (`+01:00`) or a zone ID ICU knows.
    static func zone(_ identifier: String) throws(MessageFormat2.Error) -> TimeZoneID {
        let bytes = Array(identifier.utf8)
        if bytes.count == 6, bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-"), bytes[3] == UInt8(ascii: ":"),
           let hours = Int(identifier.dropFirst().prefix(2)), let minutes = Int(identifier.suffix(2)),
           hours <= 23, minutes <= 59 {
            return try zone(offset: (bytes[0] == UInt8(ascii: "-") ? -1 : 1) * (hours * 3600 + minutes * 60))
        }
        do {
            return try TimeZoneID(identifier)
        } catch {
            throw MessageFormat2.Error(.badOption, detail: "timeZone=\(identifier)")
        }
    }

    /// The fixed zone of a UTC offset, in seconds (`GMT+01:00`); UTC for zero.
    static func zone(offset: Int) throws(MessageFormat2.Error) -> TimeZoneID {
        guard offset != 0 else { return .utc }
        let magnitude = abs(offset) / 60
        let text = (offset < 0 ? "GMT-" : "GMT+") + twoDigits(magnitude / 60) + ":" + twoDigits(magnitude % 60)
        do {
            return try TimeZoneID(text)
        } catch {
            throw MessageFormat2.Error(.badOption, detail: "timeZone=\(text)")
        }
    }

    /// `locale` with its `calendar` keyword set to a Unicode calendar identifier.
    static func locale(_ locale: LocaleID, calendar: String) throws(MessageFormat2.Error) -> LocaleID {
        let parts = calendar.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.allSatisfy({ (3...8).contains($0.utf8.count) && $0.utf8.allSatisfy { b in
            (0x30...0x39).contains(b) || (0x61...0x7A).contains(b) } }) else {
            throw MessageFormat2.Error(.badOption, detail: "calendar=\(calendar)")
        }
        let identifier = locale.identifier
        do {
            return try LocaleID(identifier + (identifier.contains("@") ? ";" : "@") + "calendar=" + calendar)
        } catch {
            throw MessageFormat2.Error(.badOption, detail: "calendar=\(calendar)")
        }
    }

    /// A date/time operand, or `nil` for a value that is none.
    static func operand(_ input: MessageArgument) -> Operand? {
        switch input {
        case .date(let date): date.timeIntervalSince1970.isFinite
            ? Operand(wallSeconds: date.timeIntervalSince1970, offsetSeconds: 0) : nil
        case .string(let text): parse(text)
        case .integer, .double, .decimal: nil
        }
    }

    /// A date/time literal value: `YYYY-MM-DD`, optionally followed by
    /// `THH:MM:SS`, up to three fraction digits, and `Z` or `±HH:MM`.
    static func parse(_ text: String) -> Operand? {
        var bytes = Array(text.utf8)[...]
        func number(_ count: Int) -> Int? {
            guard bytes.count >= count else { return nil }
            var value = 0
            for b in bytes.prefix(count) {
                guard (0x30...0x39).contains(b) else { return nil }
                value = value * 10 + Int(b - 0x30)
            }
            bytes.removeFirst(count)
            return value
        }
        func skip(_ c: Character) -> Bool {
            guard bytes.first == c.asciiValue else { return false }
            bytes.removeFirst()
            return true
        }
        guard let year = number(4), year > 0, skip("-"), let month = number(2), (1...12).contains(month), skip("-"),
              let day = number(2), day >= 1, Int64(day) <= CivilCalendar.daysInMonth(year: Int64(year), month: Int64(month)) else { return nil }
        var seconds = Double(CivilCalendar.days(year: Int64(year), month: Int64(month), day: Int64(day)) * 86_400)
        var offset: Int?
        if skip("T") {
            guard let hour = number(2), hour <= 23, skip(":"), let minute = number(2), minute <= 59, skip(":"),
                  let second = number(2), second <= 59 else { return nil }
            seconds += Double(hour * 3600 + minute * 60 + second)
            if skip(".") {
                var digits = 0
                var scale = 0.1
                while let b = bytes.first, (0x30...0x39).contains(b) {
                    seconds += Double(b - 0x30) * scale
                    scale /= 10
                    digits += 1
                    bytes.removeFirst()
                }
                guard (1...3).contains(digits) else { return nil }
            }
            if skip("Z") {
                offset = 0
            } else if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                bytes.removeFirst()
                guard let hours = number(2), skip(":"), let minutes = number(2), minutes <= 59,
                      hours < 14 || (hours == 14 && minutes == 0) else { return nil }
                offset = (sign == UInt8(ascii: "-") ? -1 : 1) * (hours * 3600 + minutes * 60)
            }
        }
        guard bytes.isEmpty else { return nil }
        return Operand(wallSeconds: seconds, offsetSeconds: offset)
    }

    static func twoDigits(_ n: Int) -> String { n < 10 ? "0" + String(n) : String(n) }

    /// Writes ``isoText(_:)``.
    private static let isoFormat = try? ISO8601Format(syntax: .rfc3339, fractionDigits: 0)

    /// A date as ISO 8601 in UTC, to the second: `2006-01-02T15:04:06Z`; a
    /// date that is not finite as its number of seconds (`nan`).
    static func isoText(_ date: Date) -> String {
        (try? isoFormat?.format(date)) ?? String(date.timeIntervalSince1970)
    }

    /// A date passed to a message and used with no function: as `:datetime` formats it.
    static func argumentValue(_ date: Date, locale: LocaleID) -> MessageValue {
        (try? DateTimeFunction(kind: .datetime).resolve(MessageValue(input: .date(date), formatted: ""),
                                                         options: [:], locale: locale))
            ?? MessageValue(input: .date(date), formatted: isoText(date))
    }
}
