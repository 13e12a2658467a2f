import FoundationEssentials
import Testing
@testable import ICU

#if canImport(Glibc)
import Glibc
#endif

/// Create, use and drop every public type over and over: nothing may stay behind.
///
/// Each test runs its cycles in two parts. After the first third (the warm-up,
/// which fills ICU's process-wide caches: resource bundles, zone data, the
/// unified cache) it reads the resident set size; after the rest it reads it
/// again, and requires the growth to stay within ``RSS/allowedGrowth(from:)``:
/// 10% plus 4 MiB. A leak of one format per cycle exceeds that within a few
/// hundred cycles; a leak of one bare ICU number formatter, the smallest
/// handle, only within tens of thousands: the counts of `scripts/leakcheck`.
/// At the default counts, the weak references (and LeakSanitizer, under
/// `scripts/sanitize address`) are what catch a small leak.
/// A value's storage must also be gone once the value is: checked through a
/// weak reference, which catches a retain cycle whatever its size.
///
/// `ICU_LEAK_CYCLES` sets the cycles of every test, `ICU_LEAK_CYCLES_<NAME>`
/// (`LOCALE`, `ZONE`, `DECIMAL`, `CURRENCY`, `SPELLOUT`, `DATE`, `GENERATOR`,
/// `PLURAL`, `MESSAGE`, `POOL`) one test's; `scripts/leakcheck` runs them by the million.
/// Without `ICU_LEAK_CYCLES` the suite is skipped (see the suite trait). Under a
/// sanitizer the resident size is not compared (AddressSanitizer's quarantine
/// holds freed memory by design); LeakSanitizer checks at exit instead.
@Suite("Create, use, drop: no leaks", .serialized,
       // Resident size is a process-wide figure, and other suites run beside
       // this one: the check runs where `scripts/leakcheck` asks for it, not in
       // every `swift test`, so that a burst elsewhere never fails an unrelated run.
       .enabled(if: getenv("ICU_LEAK_CYCLES") != nil))
struct LeakCycleTests {
    static let locales: [LocaleID] = ["en_US", "de_DE", "fr_FR", "ja_JP@calendar=japanese", "ru_RU", "ar_EG",
                                      "zh_CN", "hi_IN", "es_ES", "pt_BR", "he_IL", "th_TH"]
    static let zone = try! TimeZoneID("Europe/Berlin")
    static let instant = Date(timeIntervalSince1970: 1_388_934_489)

    /// `LocaleID(_:)` on a new ID every cycle: an ICU form with a variant, then
    /// a BCP 47 tag with a private-use subtag, and the parts read back.
    @Test func localeIDs() throws {
        let languages = ["en_US", "de_DE", "fr_CA", "sr_Latn_RS", "zh_Hant_TW", "ar_EG"]
        try LeakCycle.run("LOCALE", defaultCycles: 3_000) { i in
            let n = String(i, radix: 36)
            let base = languages[i % languages.count]
            let id = i % 2 == 0
                ? try LocaleID(base + "_V" + String(repeating: "0", count: max(0, 6 - n.count)) + n)
                : try LocaleID(base.split(separator: "_").joined(separator: "-") + "-x-" + n)
            guard !id.languageTag.isEmpty, !id.baseName.isEmpty, !id.languageCode.isEmpty else {
                throw LeakCycle.Failure("empty parts of \(id)")
            }
            return nil
        }
    }

    /// `TimeZoneID(_:)` over custom offsets to the second (172,800 distinct IDs) and named zones.
    @Test func timeZoneIDs() throws {
        let named = ["America/Los_Angeles", "Europe/Berlin", "Asia/Kolkata", "Australia/Lord_Howe", "PST", "UTC"]
        try LeakCycle.run("ZONE", defaultCycles: 1_500) { i in
            let seconds = i % 86_400
            let fields: [String] = [seconds / 3600, seconds / 60 % 60, seconds % 60].map { ($0 < 10 ? "0" : "") + String($0) }
            let offset: String = "GMT" + (i % 2 == 0 ? "+" : "-") + fields.joined(separator: ":")
            let text = i % 4 == 3 ? named[(i / 4) % named.count] : offset
            let zone = try TimeZoneID(text)
            guard !zone.canonicalIdentifier.isEmpty else { throw LeakCycle.Failure("no canonical ID for \(text)") }
            return nil
        }
    }

    /// Decimal formats (the `unumf` engine), with strict and lenient parsing
    /// (the legacy parsers, made on first use).
    @Test func decimalFormats() throws {
        try LeakCycle.run("DECIMAL", defaultCycles: 200) { i in
            let format = try NumberFormat(.decimal, locale: Self.locales[i % Self.locales.count])
            let text = format.format(Double(i) * 1234.5)
            _ = format.format(i)
            _ = try format.format(decimal: "-98765432109876543210.0123")
            _ = try format.parse(text)
            _ = try format.parse(text, lenient: true)
            return format.storage
        }
    }

    /// Currency formats, of the locale's currency and of a named one.
    @Test func currencyFormats() throws {
        try LeakCycle.run("CURRENCY", defaultCycles: 200) { i in
            let locale = Self.locales[i % Self.locales.count]
            let format = try NumberFormat(i % 2 == 0 ? .currency : .currency(code: "EUR"), locale: locale)
            _ = try format.format(decimal: "19.99")
            _ = try format.parseDouble(format.format(Double(i) + 0.25), lenient: true)
            return format.storage
        }
    }

    /// Spell-out formats: ICU's rule-based formatter, shared through a primary
    /// handle and spares. Opening one takes milliseconds, so fewer cycles.
    @Test func spellOutFormats() throws {
        try LeakCycle.run("SPELLOUT", defaultCycles: 30) { i in
            let format = try NumberFormat(.spellOut, locale: Self.locales[i % Self.locales.count])
            _ = format.format(i * 37)
            _ = format.format(-1234.5)
            if i % 8 == 0 { try LeakCycle.overlap { _ = format.format(i) } }
            return format.storage
        }
    }

    /// Date formats from styles, a template and a pattern, each parsed back
    /// leniently (the lenient clone, made on first use) and shared by threads
    /// now and then (the spare calendars).
    @Test func dateFormats() throws {
        let styles = DateFormat.Style.allCases
        try LeakCycle.run("DATE", defaultCycles: 200) { i in
            let locale = Self.locales[i % Self.locales.count]
            let format = switch i % 3 {
            case 0: try DateFormat(date: styles[1 + i / 3 % 4], time: styles[i / 12 % 5], locale: locale, timeZone: Self.zone)
            case 1: try DateFormat(pattern: "yyyy-MM-dd HH:mm:ss zzz", locale: locale, timeZone: Self.zone)
            default: try DateFormat(template: "yMMMdjmm", locale: locale, timeZone: Self.zone)
            }
            let text = format.format(Self.instant)
            _ = try? format.parse(text, lenient: true)
            _ = try format.parse(text)
            if i % 8 == 0 { try LeakCycle.overlap { _ = format.format(Self.instant) } }
            return format.storage
        }
    }

    /// Date pattern generators and their best patterns.
    @Test func patternGenerators() throws {
        try LeakCycle.run("GENERATOR", defaultCycles: 60) { i in
            let generator = try DatePatternGenerator(locale: Self.locales[i % Self.locales.count])
            for skeleton in ["yMMMd", "jmm", "EEEEd"] { _ = try generator.bestPattern(for: skeleton) }
            return generator.storage
        }
    }

    /// Plural rules, with decimal selection, which makes a number formatter per
    /// count of fraction digits.
    @Test func pluralRules() throws {
        try LeakCycle.run("PLURAL", defaultCycles: 200) { i in
            let rules = try PluralRules(i % 4 == 3 ? .ordinal : .cardinal, locale: Self.locales[i % Self.locales.count])
            _ = rules.category(for: i)
            _ = rules.category(for: 1.5)
            for decimal in ["1", "1.0", "2.50", "0.125", "1.5e3"] { _ = try rules.category(forDecimal: decimal) }
            _ = rules.categories
            return rules.storage
        }
    }

    /// ICU messages, compiled (rendered without ICU and through ICU's clone) and
    /// not (a spell-out argument), and MessageFormat 2 messages beside them.
    @Test func messages() throws {
        try LeakCycle.run("MESSAGE", defaultCycles: 100) { i in
            let locale = Self.locales[i % Self.locales.count]
            let plural = try MessageFormat("{n, plural, one {# item} other {# items}} in {folder}", locale: locale, timeZone: Self.zone)
            _ = try plural.format(["n": .integer(i), "folder": "Docs"])
            _ = try plural.format(["n": .double(1.5), "folder": "Docs"])
            let spelled = try MessageFormat("{n, spellout} {d, date, short}", locale: locale, timeZone: Self.zone)
            _ = try spelled.format(["n": .integer(i), "d": .date(Self.instant)])
            let mf2 = try MessageFormat2(".input {$n :number} .match $n one {{{$n} item}} * {{{$n} items}}", locale: locale)
            _ = mf2.format(["n": .integer(i)])
            return i % 2 == 0 ? plural.storage : spelled.storage
        }
    }

    /// A pool filled past its capacity with every kind it hands out (each
    /// request twice, so that this thread's front keeps its answers), a locale
    /// change, then dropped: the pool and everything it held must be freed.
    /// The formats themselves have their own tests above: here few, cheap ones
    /// (a best pattern, whose generator takes a millisecond to open, every
    /// sixteenth cycle), so that a million cycles stay within minutes.
    @Test func pools() throws {
        try LeakCycle.run("POOL", defaultCycles: 30) { i in
            let pool = FormatterPool(capacity: 3, currentLocale: Self.locales[i % Self.locales.count])
            for _ in 0..<2 {
                _ = try pool.numberFormat(.decimal, locale: Self.locales[(i + 1) % Self.locales.count]).format(i)
                _ = try pool.numberFormat(.percent).format(0.25)
                _ = try pool.pluralRules().category(forDecimal: "1.5")
            }
            try pool.setCurrentLocale(Self.locales[(i + 2) % Self.locales.count])
            _ = try pool.dateFormat(timeZone: Self.zone).format(Self.instant)
            _ = try pool.numberFormat(.decimal).format(i)
            _ = try pool.numberFormat(.percent).format(0.5)
            _ = try pool.pluralRules().category(for: i)
            if i % 16 == 0 { _ = try pool.bestPattern(for: "yMMMd") }
            guard pool.count == pool.capacity else { throw LeakCycle.Failure("pool holds \(pool.count) of \(pool.capacity)") }
            return pool.storage
        }
    }
}

/// The cycle loop and its measurements.
enum LeakCycle {
    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// The cycles asked for: `ICU_LEAK_CYCLES_<name>`, else `ICU_LEAK_CYCLES`, else `defaultCycles`.
    static func cycles(_ name: String, default defaultCycles: Int) -> Int {
        for variable in ["ICU_LEAK_CYCLES_" + name, "ICU_LEAK_CYCLES"] {
            if let value = getenv(variable), let count = Int(String(cString: value)) { return max(3, count) }
        }
        return defaultCycles
    }

    /// Runs `body` for cycle 0, 1, 2, …: reads the resident size after the
    /// first third and at the end, and requires that what `body` returns is
    /// freed once the cycle ends.
    ///
    /// Other suites run beside this one in the same process, and a burst of
    /// theirs can pass for growth: when the limit is exceeded, the measured
    /// cycles run once more and that second window decides. A leak grows in both.
    static func run(_ name: String, defaultCycles: Int, sourceLocation: SourceLocation = #_sourceLocation,
                    _ body: (Int) throws -> AnyObject?) throws {
        let cycles = cycles(name, default: defaultCycles)
        let warmUp = cycles / 3
        let start = ContinuousClock.now
        var next = 0
        /// Runs cycles up to `end`; false when a value's storage outlived it.
        func run(to end: Int) throws -> Bool {
            while next < end {
                weak var kept: AnyObject?
                kept = try body(next)
                if let kept {
                    Issue.record("cycle \(next) of \(name): \(type(of: kept)) outlived its value", sourceLocation: sourceLocation)
                    return false
                }
                next += 1
            }
            return true
        }
        guard try run(to: warmUp) else { return }
        var atWarmUp = RSS.bytes()
        guard try run(to: cycles) else { return }
        var atEnd = RSS.bytes()
        let limit = RSS.allowedGrowth(from: atWarmUp)
        let sanitizer = Sanitizer.active
        if sanitizer == nil, atEnd - atWarmUp > limit {
            atWarmUp = atEnd
            guard try run(to: 2 * cycles - warmUp) else { return }
            atEnd = RSS.bytes()
        }
        let elapsed = (ContinuousClock.now - start).components
        let hundredths = elapsed.seconds * 100 + elapsed.attoseconds / 10_000_000_000_000_000
        let growth = atEnd - atWarmUp
        let report = "leak-cycle \(name): \(next) cycles in \(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100) s, "
            + "RSS \(atWarmUp / 1024) KiB after \(next - (cycles - warmUp)), \(atEnd / 1024) KiB at end "
            + "(\(growth >= 0 ? "+" : "")\(growth / 1024) KiB)"
        if getenv("ICU_LEAK_REPORT") != nil {
            print(report + (sanitizer.map { "; RSS not compared under \($0)" } ?? ""))
        }
        guard sanitizer == nil else { return }
        #expect(growth <= RSS.allowedGrowth(from: atWarmUp), "\(report)", sourceLocation: sourceLocation)
    }

    /// Runs `body` on four threads at once, sixteen times each, so that calls
    /// overlap and shared formats open their spare handles.
    static func overlap(_ body: @escaping @Sendable () throws -> Void) throws {
        let failed = Lock<Error?>(nil)
        onThreads(4) { _ in
            for _ in 0..<16 {
                do { try body() } catch { failed.withLock { $0 = error } }
            }
        }
        if let error = failed.withLock({ $0 }) { throw error }
    }
}

/// The process's resident set size.
enum RSS {
    /// Resident bytes: the second field of `/proc/self/statm`, in pages.
    static func bytes() -> Int {
        let fd = open("/proc/self/statm", O_RDONLY)
        guard fd >= 0 else { return 0 }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 256)
        let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return 0 }
        let fields = String(decoding: bytes[..<count], as: UTF8.self).split(separator: " ")
        guard fields.count >= 2, let pages = Int(fields[1]) else { return 0 }
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }

    /// 10% of the resident size after the warm-up, plus a fixed slack for the
    /// allocator's and the test runner's own drift.
    static func allowedGrowth(from base: Int) -> Int { base / 10 + (4 << 20) }
}

/// The sanitizer this process runs under, if any (its runtime's entry point is linked in).
enum Sanitizer {
    static let active: String? = {
        let process = dlopen(nil, RTLD_NOW)
        defer { if let process { dlclose(process) } }
        if dlsym(process, "__asan_init") != nil { return "AddressSanitizer" }
        if dlsym(process, "__tsan_init") != nil { return "ThreadSanitizer" }
        return nil
    }()
}
