import FoundationEssentials
import Synchronization
import Testing
@testable import ICU

#if canImport(Glibc)
import Glibc
#endif

/// 8 threads × 200k mixed operations through one pool, with the current locale
/// changing every 1k operations: every output must equal the single-threaded
/// result for the same locale and input. `ICU_STRESS_OPS` lowers the count per
/// thread (for `swift test --sanitize=thread`, which runs ~10× slower).
@Suite struct FormatterPoolStressTests {
    static let locales: [LocaleID] = ["en_US", "de_DE", "fr_FR", "ja_JP@calendar=japanese", "ru_RU", "ar_EG",
                                      "zh_CN", "hi_IN", "es_ES", "pt_BR", "he_IL", "th_TH"]
    static let skeletons = ["dMMM", "yMMMd", "jmm", "yMMMMEEEEd", "MMMd", "Hms", "yQQQ", "EEEEd"]
    static let inputs = 64
    static let zone = try! TimeZoneID("Europe/Berlin")

    enum Operation: CaseIterable { case number, spellOut, date, pattern, plural }

    /// The expected outputs, computed on one thread with formatters made for the purpose.
    static func expected() throws -> [LocaleID: [Operation: [String]]] {
        var table: [LocaleID: [Operation: [String]]] = [:]
        for locale in locales {
            let number = try NumberFormat(.decimal, locale: locale)
            let spell = try NumberFormat(.spellOut, locale: locale)
            let date = try DateFormat(date: .medium, time: .short, locale: locale, timeZone: zone)
            let generator = try DatePatternGenerator(locale: locale)
            let plural = try PluralRules(locale: locale)
            var row: [Operation: [String]] = [:]
            row[.number] = (0..<inputs).map { number.format(value($0)) }
            row[.spellOut] = (0..<inputs).map { spell.format($0 * 37) }
            row[.date] = (0..<inputs).map { date.format(instant($0)) }
            row[.pattern] = try (0..<inputs).map { try generator.bestPattern(for: skeletons[$0 % skeletons.count]) }
            row[.plural] = (0..<inputs).map { plural.category(for: $0 * 3).rawValue }
            table[locale] = row
        }
        return table
    }

    static func value(_ i: Int) -> Double { Double(i * 7919) / 8.0 - 1000 }
    static func instant(_ i: Int) -> Date { Date(timeIntervalSince1970: 1_388_934_489 + Double(i) * 86_400 * 11.3) }

    /// One operation through the pool; the locale is the current one for
    /// numbers, dates and plurals (read back from the formatter) and explicit
    /// for patterns. Returns the locale used and the output.
    static func run(_ op: Operation, _ i: Int, explicit: LocaleID, pool: FormatterPool) throws -> (LocaleID, String) {
        switch op {
        case .number:
            let f = try pool.numberFormat(.decimal)
            return (f.locale, f.format(value(i)))
        case .spellOut:
            let f = try pool.numberFormat(.spellOut, locale: explicit)
            return (f.locale, f.format(i * 37))
        case .date:
            let f = try pool.dateFormat(date: .medium, time: .short, timeZone: zone)
            return (f.locale, f.format(instant(i)))
        case .pattern:
            return (explicit, try pool.bestPattern(for: skeletons[i % skeletons.count], locale: explicit))
        case .plural:
            let r = try pool.pluralRules()
            return (r.locale, r.category(for: i * 3).rawValue)
        }
    }

    static var requestedOperations: Int? { getenv("ICU_STRESS_OPS").flatMap { Int(String(cString: $0)) } }

    /// Numbers, dates, patterns and plurals: the mix of a server's requests.
    /// A sweep (``Sweep``): 200,000 operations a thread with `SWIFT_ICU_SWEEP=full`, 20,000 by default.
    @Test(.tags(.sweep)) func everyOutputEqualsTheSingleThreadedResult() throws {
        try stress(perThread: Self.requestedOperations ?? Sweep.count(full: 200_000, sampled: 20_000, sanitizer: 5_000), includeSpellOut: false)
    }

    /// Spell-out uses ICU's legacy, unsynchronized RBNF formatter (opening one
    /// takes ~6 ms); fewer operations, the same check.
    @Test(.tags(.sweep)) func spellOutUnderTheSameLoad() throws {
        try stress(perThread: (Self.requestedOperations ?? Sweep.count(full: 200_000, sampled: 20_000, sanitizer: 5_000)) / 20, includeSpellOut: true)
    }

    func stress(perThread: Int, includeSpellOut: Bool) throws {
        let table = try Self.expected()
        let pool = FormatterPool(capacity: 48, currentLocale: Self.locales[0])
        let wrong = Atomic<Int>(0)
        let failures = Atomic<Int>(0)
        let operations = Operation.allCases.filter { $0 != .spellOut || includeSpellOut }
        onThreads(8) { thread in
            var seed = UInt64(thread + 1) &* 0x9E37_79B9_7F4A_7C15
            for n in 0..<perThread {
                seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17
                let op = operations[Int(seed % UInt64(operations.count))]
                let i = Int((seed >> 8) % UInt64(Self.inputs))
                let explicit = Self.locales[Int((seed >> 20) % UInt64(Self.locales.count))]
                if n % 1000 == 999 {
                    try? pool.setCurrentLocale(Self.locales[Int((seed >> 32) % UInt64(Self.locales.count))])
                }
                do {
                    let (locale, output) = try Self.run(op, i, explicit: explicit, pool: pool)
                    if table[locale]?[op]?[i] != output { wrong.add(1, ordering: .relaxed) }
                } catch {
                    failures.add(1, ordering: .relaxed)
                }
            }
        }
        #expect(wrong.load(ordering: .relaxed) == 0)
        #expect(failures.load(ordering: .relaxed) == 0)
        pool.storage.drain()
        #expect(pool.count <= 48)
    }
}
