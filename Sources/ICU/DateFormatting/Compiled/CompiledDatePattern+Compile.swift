// Compiling: deciding, once per format, whether each field of its pattern is
// written exactly as ICU writes it, and reading what the writers need from ICU.

extension CompiledDatePattern {
    /// Calendars whose fields the compiled path reads from ICU's own calendar
    /// (`ucal_get`) and writes as it writes the Gregorian ones: ICU's
    /// `SimpleDateFormat` writes their fields with no rule of their own. Not
    /// here: `hebrew` (month numbers and names shift in leap years), `chinese`
    /// and `dangi` (leap months, numeric eras), and `islamic-umalqura`, whose
    /// calendar arithmetic costs ICU 72 more than the whole format far from today.
    static let calendarsWithICUFields: Set<String> = [
        "japanese", "buddhist", "roc", "persian", "islamic", "islamic-civil", "islamic-tbla", "islamic-rgsa",
        "coptic", "ethiopic", "ethiopic-amete-alem", "indian", "iso8601",
    ]

    /// A run of a pattern: literal text (quotes resolved) or a field letter repeated `width` times.
    enum Piece: Equatable {
        case literal([UInt8])
        case field(UInt8, width: Int)
    }

    /// Splits a pattern as ICU reads it: ASCII letters outside quotes are fields,
    /// `''` is a quote, quoted text and everything else is literal.
    static func pieces(of pattern: String) -> [Piece]? {
        var result: [Piece] = []
        var literal: [UInt8] = []
        var quoted = false
        let bytes = Array(pattern.utf8)
        var i = 0
        func flush() { if !literal.isEmpty { result.append(.literal(literal)); literal = [] } }
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "'") {
                if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "'") {
                    literal.append(b)
                    i += 2
                    continue
                }
                quoted.toggle()
                i += 1
                continue
            }
            if !quoted, (b >= 65 && b <= 90) || (b >= 97 && b <= 122) {
                var width = 1
                while i + width < bytes.count, bytes[i + width] == b { width += 1 }
                flush()
                result.append(.field(b, width: width))
                i += width
                continue
            }
            literal.append(b)
            i += 1
        }
        if quoted { return nil }
        flush()
        return result
    }

    /// Compiles the pattern `handle` formats with (its `udat_toPattern`), or
    /// decides that it stays on `udat`.
    ///
    /// - Parameters:
    ///   - pattern: The handle's own pattern.
    ///   - handle: The format: its symbols, number format, calendar and zone are read once.
    ///   - locale: The locale the handle was opened with.
    ///   - timeZone: The zone ID the handle was opened with.
    static func compile(pattern: String, handle: UDateFormatHandle, locale: LocaleID,
                        timeZone: String) throws(ICUError) -> Decision {
        let calendar = try handle.calendarType()
        guard calendar == "gregorian" || calendarsWithICUFields.contains(calendar) else {
            return .fallback("calendar \(calendar)")
        }
        guard let pieces = pieces(of: pattern) else { return .fallback("unterminated quote") }

        // The numbering system's digits and minus sign, as the format's own number format writes them.
        guard let all = try handle.formatNumber(1_234_567_890, minDigits: 1, maxDigits: 10),
              let negative = try handle.formatNumber(-1, minDigits: 1, maxDigits: 10) else {
            return .fallback("numbering system is not decimal")
        }
        let scalars = String(decoding: all, as: UTF8.self).unicodeScalars.map { Array(String($0).utf8) }
        guard scalars.count == 10 else { return .fallback("digits are not one scalar each") }
        let digits = [scalars[9]] + scalars[0..<9]
        guard negative.count > digits[1].count, negative.suffix(digits[1].count).elementsEqual(digits[1]) else {
            return .fallback("negative numbers end with a suffix")
        }
        let minus = Array(negative.dropLast(digits[1].count))

        var tables: [[[UInt8]]] = []
        var yearNames: [[(year: Int32, text: [UInt8])]] = []
        var symbolCache: [UDateFormatHandle.SymbolType: Int] = [:]
        /// The index in `tables` of a type of symbols, read from ICU once.
        func symbols(_ type: UDateFormatHandle.SymbolType) throws(ICUError) -> Int {
            if let found = symbolCache[type] { return found }
            tables.append(try handle.symbols(type))
            symbolCache[type] = tables.count - 1
            return tables.count - 1
        }

        // ICU notes whether a pattern has minutes and seconds (`fHasMinute`,
        // `fHasSecond`): day periods (`B`, `b`) say noon and midnight only when those are 0.
        let hasMinute = pieces.contains { piece in
            if case .field(UInt8(ascii: "m"), _) = piece { return true } else { return false }
        }
        let hasSecond = pieces.contains { piece in
            if case .field(UInt8(ascii: "s"), _) = piece { return true } else { return false }
        }

        var elements: [(Element, UDatField?)] = []
        var zoneFields: [String] = []
        var needsFirstWeekday = false
        for piece in pieces {
            switch piece {
            case .literal(let bytes):
                elements.append((.literal(bytes), nil))
            case .field(let letter, let width):
                if handle.hasNumberOverride(letter) {
                    guard letter == UInt8(ascii: "y"), let (min, max, names) = try namedYears(handle, width: width) else {
                        return .fallback("'\(Character(Unicode.Scalar(letter)))' has a number format of its own")
                    }
                    yearNames.append(names)
                    elements.append((.namedYears(min: min, max: max, table: yearNames.count - 1), .year))
                    continue
                }
                let w = Int32(width)
                let element: Element?
                switch letter {
                case UInt8(ascii: "G"):
                    // ICU: 4 is the names, 5 the narrow eras, any other width the abbreviations.
                    switch width {
                    case 4: element = .text(.era, table: try symbols(.eraNames))
                    case 5: element = .text(.era, table: try symbols(.narrowEras))
                    default: element = .text(.era, table: try symbols(.eras))
                    }
                case UInt8(ascii: "y"):
                    element = width == 2 ? .number(.year, min: 2, max: 2) : .number(.year, min: w, max: 10)
                case UInt8(ascii: "Y"):
                    element = width == 2 ? .number(.yearForWeekOfYear, min: 2, max: 2)
                        : .number(.yearForWeekOfYear, min: w, max: 10)
                case UInt8(ascii: "u"): element = .number(.extendedYear, min: w, max: 10)
                case UInt8(ascii: "M"), UInt8(ascii: "L"):
                    let standalone = letter == UInt8(ascii: "L")
                    switch width {
                    case 3: element = .text(.month, table: try symbols(standalone ? .standaloneShortMonths : .shortMonths))
                    case 4: element = .text(.month, table: try symbols(standalone ? .standaloneMonths : .months))
                    case 5: element = .text(.month, table: try symbols(standalone ? .standaloneNarrowMonths : .narrowMonths))
                    default: element = .number(.month, min: w, max: 10)
                    }
                case UInt8(ascii: "d"): element = .number(.dayOfMonth, min: w, max: 10)
                case UInt8(ascii: "D"): element = .number(.dayOfYear, min: w, max: 10)
                case UInt8(ascii: "F"): element = .number(.dayOfWeekInMonth, min: w, max: 10)
                case UInt8(ascii: "w"): element = .number(.weekOfYear, min: w, max: 10)
                case UInt8(ascii: "W"): element = .number(.weekOfMonth, min: w, max: 10)
                case UInt8(ascii: "H"): element = .number(.hourOfDay, min: w, max: 10)
                case UInt8(ascii: "k"): element = .number(.hourOfDay1To24, min: w, max: 10)
                case UInt8(ascii: "K"): element = .number(.hour0To11, min: w, max: 10)
                case UInt8(ascii: "h"): element = .number(.hour1To12, min: w, max: 10)
                case UInt8(ascii: "m"): element = .number(.minute, min: w, max: 10)
                case UInt8(ascii: "s"): element = .number(.second, min: w, max: 10)
                case UInt8(ascii: "S"): element = .fraction(width: w)
                case UInt8(ascii: "A"): element = .number(.millisecondsInDay, min: w, max: 10)
                case UInt8(ascii: "g"): element = .number(.julianDay, min: w, max: 10)
                case UInt8(ascii: "E"), UInt8(ascii: "e"), UInt8(ascii: "c"):
                    let standalone = letter == UInt8(ascii: "c")
                    if letter != UInt8(ascii: "E"), width < 3 {
                        needsFirstWeekday = true
                        // ICU writes `cc` with one digit at least, `ee` with two.
                        element = .number(.localDayOfWeek, min: standalone ? 1 : w, max: 10)
                        break
                    }
                    let type: UDateFormatHandle.SymbolType
                    switch width {
                    case 4: type = standalone ? .standaloneWeekdays : .weekdays
                    case 5: type = standalone ? .standaloneNarrowWeekdays : .narrowWeekdays
                    case 6: type = standalone ? .standaloneShorterWeekdays : .shorterWeekdays
                    default: type = standalone ? .standaloneShortWeekdays : .shortWeekdays
                    }
                    element = .text(.dayOfWeek, table: try symbols(type))
                case UInt8(ascii: "a"):
                    // Narrow AM/PM (`aaaaa`): no C API reads them.
                    element = width < 5 ? .text(.amPm, table: try symbols(.amPms)) : nil
                case UInt8(ascii: "B"), UInt8(ascii: "b"):
                    element = try dayPeriodTexts(letter: letter, width: width, hasMinute: hasMinute, hasSecond: hasSecond,
                                                 locale: locale).map { texts in
                        tables.append(texts)
                        return .text(.dayPeriod(minute: hasMinute, second: hasSecond), table: tables.count - 1)
                    }
                case UInt8(ascii: "Q"), UInt8(ascii: "q"):
                    let standalone = letter == UInt8(ascii: "q")
                    switch width {
                    case 3: element = .text(.quarter, table: try symbols(standalone ? .standaloneShortQuarters : .shortQuarters))
                    case 4: element = .text(.quarter, table: try symbols(standalone ? .standaloneQuarters : .quarters))
                    case 5...: element = .text(.quarter, table: try symbols(standalone ? .standaloneNarrowQuarters : .narrowQuarters))
                    default: element = .number(.quarter, min: w, max: 10)
                    }
                case UInt8(ascii: "z"), UInt8(ascii: "Z"), UInt8(ascii: "v"), UInt8(ascii: "V"),
                     UInt8(ascii: "O"), UInt8(ascii: "X"), UInt8(ascii: "x"):
                    let field = String(repeating: Character(Unicode.Scalar(letter)), count: width)
                    guard ZoneTextCache.isCacheable(field) else { return .fallback("generic zone names ('\(field)') depend on another zone's transitions") }
                    zoneFields.append(field)
                    element = .zone(zoneFields.count - 1)
                default:
                    element = nil  // U, r, and any letter ICU does not know
                }
                guard let element, let code = UDatField(patternLetter: letter) else {
                    return .fallback("'\(String(repeating: Character(Unicode.Scalar(letter)), count: min(width, 8)))' is not written by the fast path")
                }
                elements.append((element, code))
            }
        }
        let zones = zoneFields.isEmpty ? nil
            : try ZoneTextCache(fields: zoneFields, locale: locale, timeZone: timeZone)
        let firstWeekday = needsFirstWeekday ? try handle.firstWeekday() : 1
        return .compiled(CompiledDatePattern(elements: merged(elements), tables: tables, yearNames: yearNames,
                                             digits: digits, minus: minus,
                                             firstWeekday: firstWeekday, zones: zones))
    }

    /// A year field whose own number format writes the format's digits for every
    /// year but a few (`jpanyear`: 元 for 1 and -1), probed against the digits
    /// for every year from -20 to 20 and larger ones; `nil` for any other override,
    /// or one that differs from the digits for more than four years.
    private static func namedYears(_ handle: UDateFormatHandle, width: Int) throws(ICUError)
        -> (min: Int32, max: Int32, names: [(year: Int32, text: [UInt8])])? {
        let (min, max): (Int32, Int32) = width == 2 ? (2, 2) : (Int32(width), 10)
        var names: [(year: Int32, text: [UInt8])] = []
        // Rule-based formats change rules at round numbers: small years, then a few sizes.
        for value in Array(-20...20) + [-10_000, 99, 100, 999, 1000, 2024, 9999, 10_000, 123_456_789, -123_456_789] {
            let own = try handle.formatFieldNumber(UInt8(ascii: "y"), Int32(value), minDigits: min, maxDigits: max)
            guard let plain = try handle.formatNumber(Int32(value), minDigits: min, maxDigits: max) else { return nil }
            if own != plain { names.append((Int32(value), own)) }
        }
        guard !names.isEmpty, names.count <= 4 else { return nil }
        return (min, max, names)
    }

    /// The texts a day-period field (`B`, `b`) writes at each hour, then at exact
    /// midnight and exact noon, as ICU writes them: ICU's rules for these are
    /// read by no C API, so a format of the field (with the pattern's minutes and
    /// seconds, which decide what "exact" means) writes each one once, in UTC.
    /// `nil` when ICU reports no such field.
    private static func dayPeriodTexts(letter: UInt8, width: Int, hasMinute: Bool, hasSecond: Bool,
                                       locale: LocaleID) throws(ICUError) -> [[UInt8]]? {
        let field = String(repeating: Character(Unicode.Scalar(letter)), count: width)
        let pattern = field + (hasMinute ? " m" : "") + (hasSecond ? " s" : "")
        let handle = try UDateFormatHandle(timeStyle: .pattern, dateStyle: .pattern, locale: locale,
                                           timeZone: "UTC", pattern: pattern, lenient: false)
        func text(hour: Double, late: Bool) throws(ICUError) -> [UInt8]? {
            // 1970-01-01 at the hour; a minute and a second past it unless exact.
            let millis = hour * 3_600_000 + (late ? 61_000 : 0)
            let output = try handle.fields(millis: millis, "formatting a day period")
            guard let span = output.spans.first(where: { $0.code != .minute && $0.code != .second }) else { return nil }
            return Array(output.text.utf8[output.text.utf8.index(output.text.utf8.startIndex, offsetBy: span.utf8.lowerBound)
                                          ..< output.text.utf8.index(output.text.utf8.startIndex, offsetBy: span.utf8.upperBound)])
        }
        var texts: [[UInt8]] = []
        for hour in 0..<24 {
            guard let made = try text(hour: Double(hour), late: true) else { return nil }
            texts.append(made)
        }
        for hour in [0.0, 12.0] {
            guard let made = try text(hour: hour, late: false) else { return nil }
            texts.append(made)
        }
        return texts
    }

    /// Adjacent literals as one run.
    private static func merged(_ elements: [(Element, UDatField?)]) -> [(Element, UDatField?)] {
        var result: [(Element, UDatField?)] = []
        for element in elements {
            if case .literal(let next) = element.0, case (.literal(let previous), _)? = result.last {
                result[result.count - 1] = (.literal(previous + next), nil)
            } else {
                result.append(element)
            }
        }
        return result
    }
}
