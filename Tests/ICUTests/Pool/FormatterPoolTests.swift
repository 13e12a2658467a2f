import Dispatch
import Foundation
import Synchronization
import Testing
@testable import ICU
import ICUBridge

@Suite struct FormatterPoolTests {
    let zone = try! TimeZoneID("America/Los_Angeles")
    let instant = Date(timeIntervalSince1970: 1_388_934_489)

    @Test func handsOutTheSameFormatterForTheSameKey() throws {
        let pool = FormatterPool(capacity: 8, currentLocale: "de_DE")
        let a = try pool.numberFormat(.decimal)
        let b = try pool.numberFormat(.decimal, locale: "de_DE")
        #expect(a.storage === b.storage)
        #expect(a.format(1234.56) == RawICU.number(1234.56, unumStyle: Int32(ICUB_UNUM_DECIMAL), locale: "de_DE"))
        #expect(try pool.numberFormat(.percent, locale: "de_DE").storage !== a.storage)
        #expect(pool.count == 2)
    }

    @Test func formatsLikeADirectFormatter() throws {
        let pool = FormatterPool(currentLocale: "en_US")
        let la = zone.identifier
        #expect(try pool.dateFormat(date: .medium, time: .short, timeZone: zone).format(instant)
            == RawICU.date(instant, time: Int32(ICUB_UDAT_SHORT), date: Int32(ICUB_UDAT_MEDIUM), locale: "en_US", zone: la))
        #expect(try pool.dateFormat(template: "dMMM", locale: "fr_FR", timeZone: zone).format(instant)
            == RawICU.date(instant, template: "dMMM", locale: "fr_FR", zone: la))
        #expect(try pool.bestPattern(for: "dMMM", locale: "de_DE") == RawICU.bestPattern("dMMM", locale: "de_DE"))
        #expect(try pool.pluralRules(locale: "ru").category(for: 21).rawValue == RawICU.plural(21, locale: "ru"))
        #expect(try pool.numberFormat(.spellOut, locale: "de_DE").format(2.5)
            == RawICU.number(2.5, unumStyle: Int32(ICUB_UNUM_SPELLOUT), locale: "de_DE"))
    }

    @Test func errorsAreThrownAndNotPooled() throws {
        let pool = FormatterPool(currentLocale: "en_US")
        #expect(throws: ICUError.self) { try pool.numberFormat(.currency(code: "XYZ")) }
        #expect(throws: ICUError.self) { try pool.bestPattern(for: "!!") }
        let invalid: LocaleID = "!!"
        #expect(throws: ICUError.self) { try pool.numberFormat(locale: invalid) }
        #expect(throws: ICUError.self) { try pool.setCurrentLocale(invalid) }
        #expect(pool.currentLocale == "en_US")
    }

    @Test func localeChangeDropsTheOldLocalesFormatters() throws {
        let pool = FormatterPool(currentLocale: "en_US")
        let before = try pool.numberFormat(.decimal)
        _ = try pool.numberFormat(.decimal, locale: "fr_FR")
        pool.storage.drain()
        #expect(pool.count == 2)
        try pool.setCurrentLocale("de_DE")
        #expect(pool.count == 1, "only fr_FR's formatter is left")
        let after = try pool.numberFormat(.decimal)
        #expect(after.locale == "de_DE")
        #expect(after.storage !== before.storage)
        #expect(after.format(1234.56) == RawICU.number(1234.56, unumStyle: Int32(ICUB_UNUM_DECIMAL), locale: "de_DE"))
        // Asked for by name, the old locale gets a new formatter: this thread's
        // front forgot the dropped one with the change.
        #expect(try pool.numberFormat(.decimal, locale: "en_US").storage !== before.storage)
    }

    @Test func noCallAfterALocaleChangeSeesTheOldLocale() throws {
        let pool = FormatterPool(currentLocale: "en_US")
        let locales: [LocaleID] = ["en_US", "de_DE", "fr_FR", "ja_JP", "ru_RU"]
        let stop = Atomic<Bool>(false)
        let stale = Atomic<Int>(0)
        let failed = Atomic<Int>(0)
        let zone = self.zone
        // Two readers hammer the current locale while thread 0 changes it.
        onThreads(3) { thread in
            guard thread == 0 else {
                while !stop.load(ordering: .relaxed) {
                    _ = try? pool.numberFormat(.decimal).format(1.5)
                }
                return
            }
            defer { stop.store(true, ordering: .relaxed) }
            do {
                for round in 0..<500 {
                    let locale = locales[round % locales.count]
                    try pool.setCurrentLocale(locale)
                    if try pool.numberFormat(.decimal).locale != locale { stale.add(1, ordering: .relaxed) }
                    if try pool.dateFormat(timeZone: zone).locale != locale { stale.add(1, ordering: .relaxed) }
                }
            } catch {
                failed.add(1, ordering: .relaxed)
            }
        }
        #expect(stale.load(ordering: .relaxed) == 0)
        #expect(failed.load(ordering: .relaxed) == 0)
    }

    @Test func observersHearOfLocaleChanges() async throws {
        let pool = FormatterPool(currentLocale: "en_US")
        let heard = Mutex<[LocaleID]>([])
        pool.onLocaleChange { locale in heard.withLock { $0.append(locale) } }
        let stream = pool.localeChanges()
        try pool.setCurrentLocale("de_DE")
        try pool.setCurrentLocale("de_DE")  // no change, no news
        try pool.setCurrentLocale("fr_FR")
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next() == "de_DE")
        #expect(await iterator.next() == "fr_FR")
        #expect(heard.withLock { $0 } == ["de_DE", "fr_FR"])
    }

    @Test func resetDropsEverything() throws {
        let pool = FormatterPool(currentLocale: "en_US")
        _ = try pool.numberFormat()
        _ = try pool.pluralRules(locale: "ru")
        pool.storage.drain()
        #expect(pool.count == 2)
        pool.reset()
        #expect(pool.count == 0)
    }

    /// A weak reference to one ICU handle object: alive exactly while its ICU handle is open
    /// (its deinit closes the handle). Counting these, not the process-wide handle counter,
    /// keeps the test exact while other tests open and close handles in parallel.
    final class Watched {
        weak var handle: UPluralRulesHandle?
        init(_ handle: UPluralRulesHandle) { self.handle = handle }
    }

    /// Each kind of request keeps its last answer in its own slot of a thread's
    /// front: every request type names a kind of its own, and every kind has one.
    @Test func everyKindHasItsOwnFrontSlot() {
        // Each request type names its own case of `Kind` (a request type that took
        // another's case would fail its `unsafeDowncast` in the front, checked in
        // debug builds), and the cases number the front's slots from 0.
        #expect(FormatterPool.Kind.allCases.map(\.rawValue) == Array(0..<FormatterPool.Kind.count))
        #expect(FormatterPool.NumberFormatRequest.kind != FormatterPool.PluralRulesRequest.kind)
    }

    /// A sweep (``Sweep``): 100,000 distinct locales with `SWIFT_ICU_SWEEP=full`, 20,000 by default.
    @Test(.tags(.sweep)) func churnStaysWithinCapacityAndFreesEvictedFormatters() throws {
        let capacity = 64
        let locales = Sweep.count(full: 100_000, sampled: 20_000, sanitizer: 5_000)
        var watched: [Watched] = []
        watched.reserveCapacity(locales)
        do {
            let pool = FormatterPool(capacity: capacity, currentLocale: "en_US")
            let languages = ["de", "fr", "es", "it", "ja", "ru", "ar", "pt", "nl", "sv"]
            var maxCount = 0
            for i in 0..<locales {
                // Distinct, well-formed IDs: a variant (5–8 characters) per number.
                let digits = String(i)
                let variant = "V" + String(repeating: "0", count: 7 - digits.count) + digits
                let id = "\(languages[i % languages.count])_\(i % 7 == 0 ? "DE" : "FR")_\(variant)"
                let locale = try LocaleID(id)
                watched.append(Watched(try pool.pluralRules(locale: locale).storage.handle))
                if i % 1000 == 0 {
                    pool.storage.drain()
                    maxCount = max(maxCount, pool.count)
                }
            }
            pool.storage.drain()
            maxCount = max(maxCount, pool.count)
            #expect(maxCount <= capacity)
            #expect(pool.count == capacity)
            // Every evicted formatter closed its ICU handle; only the pooled ones are open.
            #expect(watched.count == locales)
            #expect(watched.filter { $0.handle != nil }.count == capacity)
        }
        // The pool gone, every handle it opened is closed.
        #expect(watched.filter { $0.handle != nil }.isEmpty)
    }

    /// Each thread's front holds its last hits strongly (the fast path); a pool's
    /// end must still free them, on threads that are alive and never call again.
    @Test func endingPoolFreesWhatOtherLiveThreadsUsedLast() throws {
        final class Handles: @unchecked Sendable {
            var pool: FormatterPool?
            weak var plural: UPluralRulesHandle?
            weak var number: NumberFormat.Storage?
            weak var date: DateFormat.Storage?
            var failure: (any Error)?
        }
        let handles = Handles()
        handles.pool = FormatterPool(capacity: 8, currentLocale: "en_US")
        let used = DispatchSemaphore(value: 0)
        let finish = DispatchSemaphore(value: 0)
        let zone = self.zone
        let worker = Thread {
            do {
                let pool = handles.pool!
                // Each request three times in a row: the second is a hit on the
                // front's last entry, which then keeps the answer in its kind's
                // slot, used by the third. The date format, asked last, also
                // stays in the last-entry slot. All held strongly.
                for _ in 0..<3 { handles.plural = try pool.pluralRules(locale: "ru").storage.handle }
                for _ in 0..<3 { handles.number = try pool.numberFormat(.spellOut, locale: "de_DE").storage }
                for _ in 0..<3 { handles.date = try pool.dateFormat(locale: "fr_FR", timeZone: zone).storage }
            } catch {
                handles.failure = error
            }
            used.signal()
            finish.wait()  // alive, never calling the pool again
        }
        worker.start()
        used.wait()
        #expect(handles.failure == nil)
        #expect(handles.plural != nil && handles.number != nil && handles.date != nil)
        handles.pool = nil
        // The pool is gone while the worker still runs: nothing it used is left open.
        #expect(handles.plural == nil)
        #expect(handles.number == nil)
        #expect(handles.date == nil)
        finish.signal()
    }

    /// A thread's end takes its fronts out of the registry that a pool's end
    /// clears, so threads that come and go do not pile up there.
    @Test func endingThreadLeavesTheRegistry() throws {
        let pool = FormatterPool(capacity: 8, currentLocale: "en_US")
        _ = try pool.numberFormat(.decimal)
        #expect(pool.storage.fronts.threadCount == 1)
        for _ in 0..<4 {
            onThreads(1) { _ in
                _ = try? pool.numberFormat(.decimal)
            }
            // The thread's front goes when the thread has ended.
            let deadline = ContinuousClock.now + .seconds(10)
            while pool.storage.fronts.threadCount > 1, ContinuousClock.now < deadline {
                Thread.sleep(forTimeInterval: 0.001)
            }
            #expect(pool.storage.fronts.threadCount == 1)
        }
    }
}
