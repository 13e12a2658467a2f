@testable import ICU

extension DateFields {
    /// The fields ICU's own calendar reports at an instant (`ucal_setMillis`, `ucal_get`),
    /// so that the compiled pattern is tested apart from any arithmetic of the library's.
    init(icu handle: UDateFormatHandle, millis: Double) throws {
        self = try handle.dateFields(millis: millis)
    }
}

/// The compiled pattern against `udat_format` on the same handle: what the
/// differential test samples and the full sweep (Tests/Sweeps/compiled-date-sweep.sh) runs whole.
struct CompiledDateDifferential {
    /// The style pairs of the issue: 4 × 4, date only and time only.
    static let stylePairs: [(date: UDateFormatHandle.Style, time: UDateFormatHandle.Style)] = {
        let styles: [UDateFormatHandle.Style] = [.full, .long, .medium, .short, .none]
        return styles.flatMap { d in styles.compactMap { t in d == .none && t == .none ? nil : (d, t) } }
    }()

    static let templates = [
        "yMMMd", "yMd", "yMMMMd", "yMMMMEEEEd", "MMMd", "MMMEd", "Md", "MEd", "yM", "yMMM", "yMMMM", "y",
        "yQQQ", "yQQQQ", "hm", "Hm", "hms", "Hms", "jm", "jms", "jmv", "jmz", "Ehm", "EHm", "d", "MMMMd",
        "E", "EEEE", "yMMMEd", "jmsSSS",
    ]

    /// Every letter the fast path knows, in each width, one field per pattern
    /// (so that one width falling back hides no other), and quoted literals.
    static let explicitPatterns: [String] = {
        let widths: [(Character, ClosedRange<Int>)] = [
            ("G", 1...6), ("y", 1...6), ("Y", 1...5), ("u", 1...5), ("M", 1...6), ("L", 1...6), ("d", 1...3),
            ("D", 1...4), ("F", 1...2), ("w", 1...3), ("W", 1...2), ("E", 1...7), ("e", 1...7), ("c", 1...7),
            ("a", 1...5), ("h", 1...3), ("H", 1...3), ("k", 1...3), ("K", 1...3), ("m", 1...3), ("s", 1...3),
            ("S", 1...6), ("A", 1...9), ("g", 1...8), ("Q", 1...6), ("q", 1...6),
            ("z", 1...4), ("Z", 1...5), ("O", 1...1), ("V", 1...4), ("X", 1...5), ("x", 1...5),
        ]
        var patterns = widths.flatMap { letter, range in range.map { String(repeating: letter, count: $0) } }
        patterns += ["OOOO", "yyyyyyyyyyyy", "'o''clock' h 'at' ''mm''", "yyyy-MM-dd'T'HH:mm:ss.SSSXXX",
                     "EEE, dd MMM yyyy HH:mm:ss zzz", "ccc d LLL", ":H:m:"]
        return patterns
    }()

    static let zones = [
        "America/Los_Angeles", "Australia/Lord_Howe", "Asia/Kathmandu", "America/St_Johns", "Pacific/Chatham", "UTC",
        "Europe/Dublin", "America/Sao_Paulo", "Asia/Tokyo", "Africa/Casablanca", "America/Regina", "Europe/Moscow",
    ]

    /// Instants in UTC milliseconds: year and month boundaries, leap days, years
    /// 1, 999, 1582 (the Julian cutover), 9999, negative epoch values, the ends of ICU's range.
    static let anchors: [Double] = {
        var result: [Double] = [
            0, -1, 1, 1_388_934_489_123, 1_700_000_000_567, 946_684_800_000, 946_684_799_999,
            951_782_400_000, 951_868_799_999, 1_709_208_000_000, 1_735_689_599_999, 1_735_689_600_000,
            4_102_444_800_000, 2_147_483_647_000,
            -62_135_596_800_000, -62_135_596_800_001, -62_135_596_800_000 - 86_400_000 * 366,  // year 1, 1 BC
            -30_610_224_000_000, -30_578_688_000_001,  // 999
            -12_219_292_800_000, -12_219_292_800_001, -12_219_379_200_000, -12_250_828_800_000,  // 1582 cutover
            253_402_300_799_999, 253_402_300_800_000,  // 9999 → 10000
            -1_000_000_000_000, -50_000_000_000_000, -100_000_000_000_000, -210_000_000_000_000,
            DateFormat.instantRange.lowerBound, DateFormat.instantRange.upperBound,
        ]
        // Deterministic spread over ±4000 years.
        var x: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<24 {
            x = x &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            result.append(Double(Int64(bitPattern: x >> 1) % 126_000_000_000_000))
        }
        return result
    }()

    /// Each side of a zone's transitions (the skipped and the repeated hour), sampled from 1900 to 2040.
    static func transitions(_ zone: String, every stride: Int = 7, limit: Int = 40) throws -> [Double] {
        let offsets = try ZoneOffsets.shared(zone: zone)
        var result: [Double] = []
        var t = -2_208_988_800_000.0  // 1900
        var index = 0
        while t < 2_208_988_800_000, result.count < limit * 5 {
            let next = offsets.interval(containing: t).end
            guard next.isFinite, next > t else { break }
            if index % stride == 0 {
                result += [next - 1_800_000, next - 1, next, next + 1, next + 1_800_000]
            }
            index += 1
            t = next
        }
        return result
    }

    var comparisons = 0
    /// Instants whose parts (`udat_formatCalendarForFields`) were compared too.
    var partsComparisons = 0
    var differences: [String] = []
    /// Style-pair formats, and those that took the fast path.
    var styleFormats = 0
    var styleCompiled = 0
    var allFormats = 0
    var allCompiled = 0
    var fallbacks: [String: Int] = [:]

    /// Opens one format, compiles it and compares it with udat at every instant,
    /// and its parts at every `partsEvery`th instant (none when 0).
    mutating func compare(locale: String, zone: String, date: UDateFormatHandle.Style = .pattern,
                          time: UDateFormatHandle.Style = .pattern, pattern: String? = nil,
                          instants: [Double], zoneInstants: [Double] = [], partsEvery: Int = 0) throws {
        let handle = try UDateFormatHandle(timeStyle: time, dateStyle: date, locale: LocaleID(locale), timeZone: zone,
                                           pattern: pattern, lenient: false)
        let resolved = try handle.pattern()
        let decision = try CompiledDatePattern.compile(pattern: resolved, handle: handle, locale: LocaleID(locale), timeZone: zone)
        let isStylePair = pattern == nil
        allFormats += 1
        if isStylePair { styleFormats += 1 }
        guard case .compiled(let compiled) = decision else {
            if case .fallback(let reason) = decision { fallbacks[reason, default: 0] += 1 }
            return
        }
        allCompiled += 1
        if isStylePair { styleCompiled += 1 }
        for (position, millis) in (instants + zoneInstants).enumerated() {
            let fields = try DateFields(icu: handle, millis: millis)
            let expected = try handle.output(millis: millis, "formatting") { String(decoding: $0, as: UTF8.self) }
            let actual = compiled.string(fields, millis: millis)
            var appended: [UInt8] = [0x2A]
            compiled.append(fields, millis: millis, to: &appended)
            comparisons += 1
            if actual != expected || appended.dropFirst().elementsEqual(expected.utf8) == false {
                if differences.count < 200 {
                    differences.append("\(locale) \(zone) '\(resolved)' at \(millis): udat '\(expected)', compiled '\(actual)'")
                }
            }
            guard partsEvery > 0, position % partsEvery == 0 else { continue }
            let expectedParts = Self.describe(try handle.fields(millis: millis, "formatting"))
            let actualParts = Self.describe(compiled.fieldOutput(fields, millis: millis))
            partsComparisons += 1
            if actualParts != expectedParts, differences.count < 200 {
                differences.append("\(locale) \(zone) '\(resolved)' at \(millis): udat parts \(expectedParts), compiled \(actualParts)")
            }
        }
    }

    /// The text and every field with its UTF-8 range, in ICU's order: `'Jan 5' month 0..<3 date 4..<5`.
    static func describe(_ output: FieldOutput<UDatField>) -> String {
        "'\(output.text)'" + output.spans.map { " \($0.code) \($0.utf8)" }.joined()
    }

    var coverage: Double { styleFormats == 0 ? 0 : Double(styleCompiled) / Double(styleFormats) }

    var summary: String {
        let reasons = fallbacks.sorted { $0.value > $1.value }.prefix(12).map { "\($0.value)× \($0.key)" }
        return """
            comparisons: \(comparisons) (parts: \(partsComparisons)), differences: \(differences.count)
            style-pair formats: \(styleFormats), fast path: \(styleCompiled) (\(String(format2: coverage * 100))%)
            all formats (styles, templates, patterns): \(allFormats), fast path: \(allCompiled)
            fallbacks: \(reasons.joined(separator: "; "))
            """
    }
}

extension String {
    /// A percentage with two decimals, without Foundation's `String(format:)`.
    init(format2 value: Double) {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        self = "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
