import FoundationEssentials
import Synchronization

/// A date interval format compiled: for each calendar field in which two
/// instants can first differ, the text ICU writes for them as runs of literal
/// text and of date fields, each run from one of the two instants, so that an
/// interval is written by the compiled date path (``CompiledDatePattern``)
/// without calling `udtitvfmt_format`.
///
/// ICU's `DateIntervalFormat` picks its interval pattern by the largest
/// calendar field in which the two instants differ (era, year, month, day,
/// AM/PM, hour, minute, second, millisecond; none: one date), and writes the
/// pattern's two parts from the two instants. What each choice writes is read
/// off ICU's own output for probe pairs (`udtitvfmt_formatToResult`: its date
/// fields, and the span of each instant's text), rebuilt as date patterns in
/// the letters and widths of the template's best pattern (another width where
/// that one does not write ICU's text), and kept only if it writes every
/// probe pair of that choice — both orders — byte for byte as ICU does. A choice whose check differs, or that no probe pair reaches, keeps
/// `udtitvfmt` for its intervals, as does a format whose calendar or fields the
/// compiled date path does not write.
///
/// Each choice is compiled the first time an interval needs it, and kept with
/// the format's compiled interval, which is made once per locale, zone and
/// template and kept (up to 1,024).
///
/// Sendable notes: immutable after creation but for each choice's slot, set
/// once (``CompiledOnce``: the first compiled form stored wins).
final class CompiledDateInterval: Sendable {
    /// The largest calendar field in which two instants differ, in the order
    /// ICU's `DateIntervalFormat::formatImpl` compares them.
    enum Difference: Int, CaseIterable, Sendable {
        case era, year, month, day, amPm, hour, minute, second, millisecond, none

        /// The difference between the fields of two instants.
        @inline(__always)
        init(_ a: DateFields, _ b: DateFields) {
            if a.era != b.era { self = .era }
            else if a.year != b.year { self = .year }
            else if a.month != b.month { self = .month }
            else if a.dayOfMonth != b.dayOfMonth { self = .day }
            else if (a.hourOfDay >= 12) != (b.hourOfDay >= 12) { self = .amPm }
            else if a.hourOfDay != b.hourOfDay { self = .hour }
            else if a.minute != b.minute { self = .minute }
            else if a.second != b.second { self = .second }
            else if a.millisecond != b.millisecond { self = .millisecond }
            else { self = .none }
        }
    }

    /// A piece of an interval's text: literal bytes, or a pattern written from one instant.
    /// (A struct, not an enum with payloads: see ``CompiledDatePattern/tables``.)
    struct Run: Sendable {
        /// 0 for the first instant, 1 for the second; unused for a literal.
        let instant: Int
        let literal: [UInt8]
        let pattern: CompiledDatePattern?
    }

    /// Where the fields of an instant come from: the template's compiled date format.
    private let source: DateFormat.Storage.FastPath
    /// The runs of each ``Difference`` by its raw value, once compiled; `nil`
    /// inside where ICU writes its intervals.
    private let slots: [CompiledOnce<[Run]>]
    /// What compiles them.
    private let compiler: Compiler

    private init(source: DateFormat.Storage.FastPath, compiler: Compiler) {
        self.source = source
        self.compiler = compiler
        slots = Difference.allCases.map { _ in CompiledOnce() }
    }

    /// The runs of intervals of `difference`, compiled on first use; `nil` where ICU writes them.
    @inline(__always)
    private func runs(_ difference: Difference) -> [Run]? {
        slots[difference.rawValue].value { compiler.runs(difference, source: source) }
    }

    /// The interval from `from` to `to` (milliseconds since 1970, in ICU's
    /// range), or `nil` when ICU writes intervals of their difference.
    @inline(__always)
    func string(from: Double, to: Double) -> String? {
        let a = source.fields(from)
        let b = source.fields(to)
        guard let runs = runs(Difference(a, b)) else { return nil }
        let text = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: CompiledDatePattern.stackCapacity) { buffer -> String? in
            var sink = CompiledDatePattern.BufferSink(buffer: buffer)
            Self.write(runs, a, from, b, to, to: &sink)
            return sink.overflowed ? nil : String(decoding: buffer[..<sink.count], as: UTF8.self)
        }
        if let text { return text }
        var sink = CompiledDatePattern.ArraySink(buffer: [])
        Self.write(runs, a, from, b, to, to: &sink)
        return String(decoding: sink.buffer, as: UTF8.self)
    }

    /// Appends the interval's UTF-8 text to `buffer`; false (appending nothing)
    /// when ICU writes intervals of their difference.
    func append(from: Double, to: Double, to buffer: inout [UInt8]) -> Bool {
        let a = source.fields(from)
        let b = source.fields(to)
        guard let runs = runs(Difference(a, b)) else { return false }
        var sink = CompiledDatePattern.ArraySink(buffer: buffer)
        buffer = []
        Self.write(runs, a, from, b, to, to: &sink)
        buffer = sink.buffer
        return true
    }

    @inline(__always)
    private static func write<S: CompiledDatePattern.Sink>(_ runs: [Run], _ a: DateFields, _ from: Double,
                                                           _ b: DateFields, _ to: Double, to sink: inout S) {
        for run in runs {
            if let pattern = run.pattern {
                if run.instant == 0 { pattern.write(a, millis: from, to: &sink) } else { pattern.write(b, millis: to, to: &sink) }
            } else {
                sink.put(run.literal)
            }
        }
    }

    /// The differences whose intervals take the compiled path (each compiled now), for tests.
    var compiledDifferences: [Difference] {
        Difference.allCases.filter { runs($0) != nil }
    }
}

// MARK: Compiling

extension CompiledDateInterval {
    /// The compiled interval of a format, or `nil` when the template's best
    /// pattern does not take the compiled date path. Made on first use and kept.
    ///
    /// - Parameters:
    ///   - handle: ICU's interval format, whose output is read and checked.
    ///   - pattern: The template's best pattern in the locale (its letters and widths).
    static func of(_ handle: UDateIntervalFormatHandle, pattern: String, template: String, locale: LocaleID,
                   timeZone: TimeZoneID) -> CompiledDateInterval? {
        let key = "\(locale.identifier)\u{0}\(timeZone.identifier)\u{0}\(template)"
        return kept.value(for: key) { _ in Kept(compile(handle, pattern: pattern, locale: locale, timeZone: timeZone)) }.interval
    }

    private final class Kept: Sendable {
        let interval: CompiledDateInterval?
        init(_ interval: CompiledDateInterval?) { self.interval = interval }
    }

    private static let kept = InternTable<Kept>(capacity: 1024)

    private static func compile(_ handle: UDateIntervalFormatHandle, pattern: String, locale: LocaleID,
                                timeZone: TimeZoneID) -> CompiledDateInterval? {
        // A pattern a date format refuses has no compiled date path: ICU writes every interval.
        guard let source = (try? DateFormat(pattern: pattern, locale: locale, timeZone: timeZone))?.storage.fast,
              let pieces = CompiledDatePattern.pieces(of: pattern) else { return nil }
        // The letter and width the pattern writes each field with.
        var letters: [UDatField: PatternLetter] = [:]
        for case .field(let letter, let width) in pieces {
            if let field = UDatField(patternLetter: letter), letters[field] == nil {
                letters[field] = PatternLetter(letter: letter, width: width)
            }
        }
        // For each difference, the first pair of each base that has one, then more, up to 24.
        var pairs = Array(repeating: [(Double, Double)](), count: Difference.allCases.count)
        var more = pairs
        for group in probePairs {
            var seen = Set<Int>()
            for (from, to) in group {
                let difference = Difference(source.fields(from), source.fields(to)).rawValue
                if seen.insert(difference).inserted { pairs[difference].append((from, to)) } else { more[difference].append((from, to)) }
            }
        }
        for difference in pairs.indices where pairs[difference].count < 24 {
            let extra = more[difference]
            let wanted = min(24 - pairs[difference].count, extra.count)
            pairs[difference] += (0..<wanted).map { extra[$0 * extra.count / wanted] }
        }
        return CompiledDateInterval(source: source, compiler: Compiler(handle: handle, letters: letters, pairs: pairs,
                                                                       locale: locale, timeZone: timeZone))
    }

    /// The letter and width a pattern writes a field with.
    struct PatternLetter: Sendable {
        let letter: UInt8
        let width: Int
    }

    /// What a difference's form is compiled from: ICU's format, the best
    /// pattern's letters, and the probe pairs of each difference.
    struct Compiler: Sendable {
        let handle: UDateIntervalFormatHandle
        let letters: [UDatField: PatternLetter]
        let pairs: [[(Double, Double)]]
        let locale: LocaleID
        let timeZone: TimeZoneID

        /// The runs of `difference`, or `nil` when fewer than two probe pairs
        /// reach it, no reading of ICU's text writes every probe as ICU does,
        /// or ICU fails on a probe.
        func runs(_ difference: Difference, source: DateFormat.Storage.FastPath) -> [Run]? {
            let probes = pairs[difference.rawValue]
            guard probes.count >= 2 else { return nil }
            let formats = SingleFieldFormats(locale: locale, timeZone: timeZone)
            do {
                let readings = try probes.map { pair throws(ICUError) in try Reading(handle, pair, locale) }
                for attribution in Attribution.allCases {
                    guard let runs = try CompiledDateInterval.runs(readings, attribution, letters: letters,
                                                                   formats: formats) else { continue }
                    if try agrees(runs, handle, probes, source: source) { return runs }
                }
            } catch {
                return nil
            }
            return nil
        }
    }

    /// Which instant a field outside both instants' spans is written from.
    /// ICU's spans do not always cover a part's every field (in `Bh`, the span
    /// of "7 – 2 in the afternoon"'s second part is the "2" alone, and the day
    /// period is the second instant's), and text it adds around a time range
    /// (the date of an interval within one day) is the first instant's: each
    /// reading is tried, and the first whose runs write every probe as ICU does is kept.
    enum Attribution: CaseIterable {
        /// The instant of the nearest span before the field; the first instant before any span.
        case precedingSpan
        /// The first instant.
        case first
        /// The instant of the nearest span after the field; the second instant after every span.
        case followingSpan
    }

    /// ICU's text for one pair of instants, with its fields and the spans of its instants' parts.
    struct Reading {
        let pair: (Double, Double)
        let text: [UInt8]
        let spans: [(instant: Int, utf8: Range<Int>)]
        /// The date fields in the order of the text.
        let fields: [(field: UDatField, utf8: Range<Int>)]

        init(_ handle: UDateIntervalFormatHandle, _ pair: (Double, Double), _ locale: LocaleID) throws(ICUError) {
            let output = try handle.fields(from: pair.0, to: pair.1, "reading a date interval's fields for \(locale)")
            var spans: [(instant: Int, utf8: Range<Int>)] = []
            var fields: [(field: UDatField, utf8: Range<Int>)] = []
            for (code, range) in output.spans {
                switch code {
                case .span(let instant): spans.append((instant, range))
                // ICU reports the time separator inside literal text: it stays literal.
                case .date(.timeSeparator): continue
                case .date(let field): fields.append((field, range))
                }
            }
            self.pair = pair
            self.text = Array(output.text.utf8)
            self.spans = spans
            self.fields = fields.sorted { $0.utf8.lowerBound < $1.utf8.lowerBound }
        }

        /// The instant the field at `index` is written from.
        func instant(ofField index: Int, _ attribution: Attribution) -> Int {
            let range = fields[index].utf8
            if let span = spans.first(where: { $0.utf8.contains(range.lowerBound) && range.upperBound <= $0.utf8.upperBound }) {
                return span.instant
            }
            switch attribution {
            case .precedingSpan: return spans.last { $0.utf8.upperBound <= range.lowerBound }?.instant ?? 0
            case .first: return 0
            case .followingSpan: return spans.first { $0.utf8.lowerBound >= range.upperBound }?.instant ?? 1
            }
        }

        /// The instant, in milliseconds, the field at `index` is written from.
        func millis(ofField index: Int, _ attribution: Attribution) -> Double {
            instant(ofField: index, attribution) == 0 ? pair.0 : pair.1
        }
    }

    /// The runs of ICU's text for the first reading, or `nil` when a field has
    /// no letter or a run's pattern does not take the compiled date path. The
    /// other readings, those with the same fields, tell the widths of the
    /// fields the best pattern lacks (where "10" may be `M` or `MM`).
    private static func runs(_ readings: [Reading], _ attribution: Attribution,
                             letters: [UDatField: PatternLetter],
                             formats: SingleFieldFormats) throws(ICUError) -> [Run]? {
        let locale = formats.locale, timeZone = formats.timeZone
        let first = readings[0]
        let text = first.text
        let alike = readings.filter { $0.fields.map(\.field) == first.fields.map(\.field) }
        // Pieces in order as pattern text: a field and its instant, or quoted literal text.
        var items: [(instant: Int?, pattern: String)] = []
        var position = 0
        for (index, (field, range)) in first.fields.enumerated() {
            guard range.lowerBound >= position else { return nil }
            if range.lowerBound > position { items.append((nil, quoted(text[position..<range.lowerBound]))) }
            guard let piece = try Self.letters(for: field, preferring: letters[field], writing: alike.map { reading in
                (reading.text[reading.fields[index].utf8], reading.millis(ofField: index, attribution))
            }, formats: formats) else {
                return nil
            }
            items.append((first.instant(ofField: index, attribution), piece))
            position = range.upperBound
        }
        if position < text.count { items.append((nil, quoted(text[position...]))) }

        // Runs as ICU splits an interval pattern into the parts it writes from
        // each instant: the fields of one instant with the literal text after
        // them, up to the next instant's field; literal text before the first
        // field belongs to the first run.
        var runs: [Run] = []
        var index = 0
        var leading = ""
        while index < items.count, items[index].instant == nil {
            leading += items[index].pattern
            index += 1
        }
        guard index < items.count else {
            // No field at all: literal text alone.
            return [Run(instant: 0, literal: text, pattern: nil)]
        }
        while index < items.count {
            let instant = items[index].instant!
            var end = index + 1
            while end < items.count, items[end].instant == nil || items[end].instant == instant { end += 1 }
            let runPattern = leading + items[index..<end].map(\.pattern).joined()
            leading = ""
            guard let compiled = try DateFormat(pattern: runPattern, locale: locale, timeZone: timeZone).storage.fast else {
                return nil
            }
            runs.append(Run(instant: instant, literal: [], pattern: compiled.pattern))
            index = end
        }
        return runs
    }

    /// Whether `runs` write every pair, in both orders, as ICU does.
    private static func agrees(_ runs: [Run], _ handle: UDateIntervalFormatHandle, _ pairs: [(Double, Double)],
                               source: DateFormat.Storage.FastPath) throws(ICUError) -> Bool {
        for (from, to) in pairs + pairs.map({ ($0.1, $0.0) }) {
            let icu = try handle.output(from: from, to: to, "checking a compiled date interval") { Array($0) }
            var sink = CompiledDatePattern.ArraySink(buffer: [])
            write(runs, source.fields(from), from, source.fields(to), to, to: &sink)
            guard sink.buffer == icu else { return false }
        }
        return true
    }

    /// The pattern letters of a field: its letter in the best pattern's width
    /// when that writes each text for its instant, else in the first width
    /// (1 to 5) that does (intervals across eras add an era, and some write
    /// the month in another width then; a time template's intervals across
    /// days add a date), or `nil`.
    private static func letters(for field: UDatField, preferring preferred: PatternLetter?,
                                writing texts: [(text: ArraySlice<UInt8>, millis: Double)],
                                formats: SingleFieldFormats) throws(ICUError) -> String? {
        guard let letter = preferred?.letter
                ?? (UInt8(ascii: "A")...UInt8(ascii: "z")).first(where: { UDatField(patternLetter: $0) == field }) else {
            return nil
        }
        for width in [preferred?.width].compactMap({ $0 }) + Array(1...5) {
            let pattern = String(repeating: Character(Unicode.Scalar(letter)), count: width)
            let format = try formats.format(pattern)
            if texts.allSatisfy({ format.format(Date(timeIntervalSince1970: $0.millis / 1000)).utf8.elementsEqual($0.text) }) {
                return pattern
            }
        }
        return nil
    }

    /// The date formats of single fields made while compiling one interval format.
    final class SingleFieldFormats {
        let locale: LocaleID
        let timeZone: TimeZoneID
        private var made: [String: DateFormat] = [:]

        init(locale: LocaleID, timeZone: TimeZoneID) {
            self.locale = locale
            self.timeZone = timeZone
        }

        func format(_ pattern: String) throws(ICUError) -> DateFormat {
            if let format = made[pattern] { return format }
            let format = try DateFormat(pattern: pattern, locale: locale, timeZone: timeZone)
            made[pattern] = format
            return format
        }
    }

    /// Literal text as a quoted pattern piece.
    private static func quoted(_ bytes: ArraySlice<UInt8>) -> String {
        "'" + String(decoding: bytes, as: UTF8.self).replacing("'", with: "''") + "'"
    }

    /// Pairs of instants that reach every difference, by the instant they are
    /// around: today, years long past, month and year ends, leap days, noon
    /// and midnight, the first days of eras of the Gregorian, Japanese and
    /// Minguo calendars, and hours round the clock.
    static let probePairs: [[(Double, Double)]] = {
        let hour = 3_600_000.0, day = 24 * hour
        let bases: [Double] = [
            1_388_916_000_000,      // 2014-01-05 10:00 UTC
            1_698_796_799_999,      // 2023-10-31 23:59:59.999 UTC
            946_643_415_123,        // 1999-12-31 12:30:15.123 UTC
            1_582_934_400_000,      // 2020-02-29 00:00 UTC
            994_251_909_007,        // 2001-07-04 13:05:09.007 UTC
            -2_208_988_800_000,     // 1900-01-01 UTC
            -62_135_596_800_000,    // 0001-01-01 (Gregorian era boundary)
            600_220_800_000,        // 1989-01-08 (Heisei) UTC
            1_556_668_800_000,      // 2019-05-01 (Reiwa) UTC
            -1_830_297_600_000,     // 1912-01-01 (Minguo) UTC
            // With these, the bases' hours are at most five hours apart round the
            // clock and their minutes (05, 20, 35, 50) reach a one-digit minute
            // at every quarter-hour offset: in any zone some probe has a one-digit
            // hour and minute, which tell "H" from "HH" and "m" from "mm" (F44).
            1_465_969_830_250,      // 2016-06-15 05:50:30.250 UTC
            1_300_646_100_000,      // 2011-03-20 18:35 UTC
            1_220_948_445_000,      // 2008-09-09 08:20:45 UTC
        ]
        let deltas: [Double] = [0, 1, 7, 1_000, 61_000, 59 * 60_000, hour, 3 * hour, 11 * hour, 13 * hour,
                                day, 2 * day, 10 * day, 40 * day, 200 * day, 400 * day, 3 * 366 * day, 40 * 366 * day]
        // Across the Gregorian era boundary the bases above are all near midnight
        // UTC, where a zone's minutes may never have one digit (Asia/Tokyo's
        // +9:18:59 in year 1): these pairs' instants step four hours and ten
        // minutes, so in any zone one has a one-digit hour and one a one-digit
        // minute on each side of the boundary.
        let eraStart = -62_135_596_800_000.0
        let acrossEras: [(Double, Double)] = (0..<6).map { k -> (Double, Double) in
            let offset: Double = Double(k) * (4 * hour + 10 * 60_000) + 5 * 60_000
            return (eraStart - 400 * day + offset, eraStart + offset)
        }
        let around: [[(Double, Double)]] = bases.map { base in
            deltas.flatMap { delta -> [(Double, Double)] in
                [(base, base + delta), (base - delta, base), (base - 3 * hour - delta, base + 9 * hour)]
            }
        }
        return around + [acrossEras]
    }()
}
