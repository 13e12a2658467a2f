import Dispatch
import Synchronization

extension FormatterPool {
    /// The shared state of a ``FormatterPool``.
    ///
    /// Sendable notes: every stored property except the queue itself, `published`
    /// and the entries' atomic stamps is read inside `queue.sync` and written inside
    /// a barrier on `queue`; the queue is the one authority. Each thread's
    /// ``FormatterPool/Front`` is that thread's alone.
    final class Storage: @unchecked Sendable {
        /// A pooled object with the recency stamp that eviction reads.
        final class Entry: Sendable {
            /// What a ``PoolRequest`` made: the storage of a format, or a boxed pattern.
            let object: AnyObject & Sendable
            let stamp: Stamp
            init(_ object: AnyObject & Sendable, stamp: UInt64) {
                self.object = object
                self.stamp = Stamp(stamp)
            }
        }

        /// When an entry was last used. Reads update it with a relaxed atomic
        /// store, allowed while other readers run. Its own object, never weakly
        /// referenced, so that a thread's front can hold it with the fast
        /// reference counting.
        final class Stamp: Sendable {
            let lastUsed: Atomic<UInt64>
            init(_ stamp: UInt64) { lastUsed = Atomic(stamp) }

            /// Stamps a hit (a relaxed store, skipped when already current).
            @inline(__always)
            func touch(_ now: UInt64) {
                if lastUsed.load(ordering: .relaxed) != now { lastUsed.store(now, ordering: .relaxed) }
            }
        }

        let capacity: Int
        private let queue = DispatchQueue(label: "swift-icu.FormatterPool", attributes: .concurrent)
        // Guarded by `queue`.
        /// The pooled entries; their recency is their stamps, which readers store
        /// while other readers run, so reads use `peek` and write nothing in the table.
        private var entries: BoundedCache<FormatterPool.Key, Entry>
        private var pending: [FormatterPool.Key: Pending] = [:]
        private var current: LocaleID
        /// Bumped by every locale change and reset; an insert computed under an older
        /// generation for the current locale is dropped.
        private var generation: UInt64 = 0
        /// `generation`, readable without the queue: stored (releasing) by each
        /// barrier that bumps it, before the barrier returns; loaded (acquiring) by
        /// the fast path.
        private let published = Atomic<UInt64>(0)
        /// Each thread's front to this pool.
        let fronts = ThreadFront<FormatterPool.Front>()
        /// The recency clock: advanced by every insert, read by every hit.
        private let clock = Atomic<UInt64>(0)
        /// How many misses have waited for another thread's creation (for tests:
        /// never from a Swift-concurrency task).
        let parkedWaits = Atomic<Int>(0)
        private var handlers: [@Sendable (LocaleID) -> Void] = []
        private var continuations: [Int: AsyncStream<LocaleID>.Continuation] = [:]
        private var nextContinuation = 0

        init(capacity: Int, currentLocale: LocaleID) {
            self.capacity = capacity
            self.current = currentLocale
            entries = BoundedCache(capacity: capacity) { $0.stamp.lastUsed.load(ordering: .relaxed) }
        }

        var count: Int { queue.sync { entries.count } }
        var currentLocale: LocaleID { queue.sync { current } }

        /// The pooled object for a request of kind `R`: the one entry point of every kind.
        ///
        /// The fast path reads this thread's front while no barrier has bumped the
        /// generation: first the last answer to the same request of this kind
        /// (compared as made, no key built), then the entries this thread has
        /// already read. Otherwise one `queue.sync` read resolves the locale (the
        /// current one when the request names none) and looks the key up, so no
        /// read straddles a locale change; a miss creates the object.
        @inline(__always)
        func value<R: PoolRequest>(_ kind: R.Type, locale: LocaleID?, spec: R.Spec) throws(ICUError) -> R.Pooled {
            let hit = fronts.with { front -> R.Pooled? in
                guard front.generation == published.load(ordering: .acquiring) else { return nil }
                let now = clock.load(ordering: .relaxed)
                if let object = front.lastAnswer(R.self, locale: locale, spec: spec, now: now) { return object }
                guard let found = front.entry(for: R.key(locale ?? front.current, spec), now: now) else { return nil }
                let object = Self.unwrap(found.object, as: R.Pooled.self)
                // Asked twice in a row: worth the answer's own slot.
                if found.repeated { front.remember(answer: object, R.self, locale: locale, spec: spec, stamp: found.stamp) }
                return object
            }
            if let hit { return hit }
            return try slowValue(R.self, locale: locale, spec: spec)
        }

        private func slowValue<R: PoolRequest>(_ kind: R.Type, locale explicit: LocaleID?, spec: R.Spec) throws(ICUError) -> R.Pooled {
            let front = fronts.with { $0 }
            let (key, entry, generation, resolved) = queue.sync { () -> (FormatterPool.Key, Entry?, UInt64, LocaleID) in
                let key = R.key(explicit ?? current, spec)
                return (key, entries.peek(key), self.generation, self.current)
            }
            if front.generation != generation { front.reset(generation: generation, current: resolved) }
            if let entry {
                front.remember(entry, for: key)
                entry.stamp.touch(clock.load(ordering: .relaxed))
                return Self.unwrap(entry.object, as: R.Pooled.self)
            }
            let object = try miss(key, implicit: explicit == nil, generation: generation) { locale throws(ICUError) in
                try R.make(locale, spec, pool: FormatterPool(storage: self))
            }
            return Self.unwrap(object, as: R.Pooled.self)
        }

        /// The pooled object as the type its key's kind makes. Each key case is
        /// built by one request type only, so a mismatch is a bug here, not an error.
        @inline(__always)
        private static func unwrap<P: AnyObject>(_ object: AnyObject, as type: P.Type) -> P {
            precondition(ObjectIdentifier(Swift.type(of: object)) == ObjectIdentifier(P.self),
                         "a pool key maps to one kind of pooled object")
            return unsafeDowncast(object, to: P.self)
        }

        /// A creation under way, which concurrent misses of the same key wait for
        /// instead of each creating the same formatter (a spell-out format takes
        /// milliseconds to open).
        final class Pending: @unchecked Sendable {
            // Written once by the creator before `done.leave()`, read after `done.wait()`.
            var result: Result<AnyObject & Sendable, ICUError>?
            let done = DispatchGroup()
            init() { done.enter() }
        }

        private func miss(_ key: FormatterPool.Key, implicit: Bool, generation: UInt64,
                          create: (LocaleID) throws(ICUError) -> AnyObject & Sendable) throws(ICUError) -> AnyObject & Sendable {
            // A short barrier registers the creation (or finds one under way);
            // the creation itself runs on this thread, outside any barrier.
            enum Role { case found(AnyObject & Sendable), wait(Pending), create(Pending) }
            let role = queue.sync(flags: .barrier) { () -> Role in
                if let entry = entries.peek(key) { return .found(entry.object) }
                if let pending = pending[key] { return .wait(pending) }
                let pending = Pending()
                self.pending[key] = pending
                return .create(pending)
            }
            switch role {
            case .found(let value):
                return value
            case .wait(let pending):
                // A Swift-concurrency thread is not parked while another thread
                // creates the formatter (a spell-out format takes milliseconds): the
                // task makes its own, and the pool keeps whichever is inserted first.
                // The cooperative pool has one thread per core; a parked one would
                // stall every task queued behind it.
                if withUnsafeCurrentTask(body: { $0 != nil }) {
                    // An invalid literal throws its own error before the type's checks
                    // (the handles' accessor), whatever the type reads first.
                    _ = try key.locale.icuName
                    let value = try create(key.locale)
                    queue.sync(flags: .barrier) { self.insert(value, for: key, implicit: implicit, generation: generation) }
                    return value
                }
                parkedWaits.add(1, ordering: .relaxed)
                pending.done.wait()
                return try (pending.result ?? .failure(Self.abandoned)).get()
            case .create(let pending):
                let result: Result<AnyObject & Sendable, ICUError>
                do throws(ICUError) {
                    _ = try key.locale.icuName
                    result = .success(try create(key.locale))
                } catch {
                    result = .failure(error)
                }
                pending.result = result
                pending.done.leave()
                // A synchronous barrier runs on this thread as soon as readers drain;
                // an asynchronous one would wait for a dispatch worker to be scheduled.
                queue.sync(flags: .barrier) {
                    self.pending[key] = nil
                    if case .success(let value) = result {
                        self.insert(value, for: key, implicit: implicit, generation: generation)
                    }
                }
                return try result.get()
            }
        }

        private static let abandoned = ICUError(code: .unsupported, operation: "waiting for a pooled formatter",
                                                reason: "its creation ended without a result")

        /// Runs inside a barrier.
        private func insert(_ value: AnyObject & Sendable, for key: FormatterPool.Key, implicit: Bool, generation: UInt64) {
            // Built for a current locale that has changed since: not kept.
            if implicit && generation != self.generation && key.locale != current { return }
            if entries.peek(key) != nil { return }
            let stamp = clock.add(1, ordering: .relaxed).newValue
            entries.insert(Entry(value, stamp: stamp), for: key)
        }

        func setCurrentLocale(_ locale: LocaleID) {
            let observers = queue.sync(flags: .barrier) { () -> ([@Sendable (LocaleID) -> Void], [AsyncStream<LocaleID>.Continuation])? in
                guard locale != current else { return nil }
                let old = current
                current = locale
                generation &+= 1
                published.store(generation, ordering: .releasing)
                entries.removeAll { key, _ in key.locale == old }
                return (handlers, Array(continuations.values))
            }
            guard let (handlers, continuations) = observers else { return }
            for handler in handlers { handler(locale) }
            for continuation in continuations { continuation.yield(locale) }
        }

        /// Waits until every barrier write queued so far has run (for tests).
        func drain() { queue.sync(flags: .barrier) {} }

        func reset() {
            queue.sync(flags: .barrier) {
                generation &+= 1
                published.store(generation, ordering: .releasing)
                entries.removeAll()
            }
        }

        func addHandler(_ handler: @escaping @Sendable (LocaleID) -> Void) {
            queue.sync(flags: .barrier) { handlers.append(handler) }
        }

        func localeChanges() -> AsyncStream<LocaleID> {
            let (stream, continuation) = AsyncStream<LocaleID>.makeStream(bufferingPolicy: .bufferingNewest(16))
            let id = queue.sync(flags: .barrier) { () -> Int in
                nextContinuation += 1
                continuations[nextContinuation] = continuation
                return nextContinuation
            }
            continuation.onTermination = { [weak self] _ in
                guard let self else { return }
                self.queue.async(flags: .barrier) { self.continuations[id] = nil }
            }
            return stream
        }
    }
}
