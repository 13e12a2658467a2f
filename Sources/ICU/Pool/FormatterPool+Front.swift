extension FormatterPool {
    /// One pool's front on one thread (a ``ThreadFrontState``): the fast path of a hit.
    ///
    /// A pool's queue stays the authority. The front only remembers what this
    /// thread already read through the queue — the current locale and the entries
    /// it found — and is valid while the pool's published generation is the one it
    /// was filled under. Every barrier that changes the current locale or resets
    /// the pool bumps that generation before it returns, so a call made after a
    /// locale change never takes the fast path to an entry of the old locale.
    ///
    /// The entries are held weakly, at most ``capacity`` of them, the least
    /// recently used going first (a ``BoundedCache``): an entry the pool evicts
    /// is freed as before, and the front forgets it. Only the last hits are held
    /// strongly (the last entry read, and the last answer of each kind of request
    /// asked twice in a row: a weak load and the slower reference counting of a
    /// weakly referenced object cost more than the rest of a hit, in the
    /// `Lookup.pool` benchmark rows), so a thread keeps at most one object per
    /// kind and pool alive past its eviction, until the thread's next calls with
    /// other requests, the thread's end, or the pool's end, which clears every
    /// thread's front.
    ///
    /// Sendable notes: touched only by its own thread, except `clear()` when its
    /// pool ends, which no call of that thread can overlap (a call needs the pool alive).
    final class Front: ThreadFrontState, @unchecked Sendable {
        var generation: UInt64 = .max
        var current: LocaleID = .posix
        private var entries = BoundedCache<Key, Weak>(capacity: Front.capacity)
        /// The last entry read, of any kind, checked by key equality before the
        /// table is hashed; overwritten in place, so a thread cycling through
        /// many requests allocates nothing.
        private let last = LastEntry()
        /// The last answer of each kind of request that was asked twice in a row,
        /// by the request as made: compared without building a key, and read
        /// without retaining anything but the answer (most callers ask for the
        /// same format again and again). One slot per ``Kind``, in a raw buffer of
        /// retained references: reading one is a load, with no array to retain and no search.
        private let answers = UnsafeMutablePointer<Unmanaged<AnyObject>?>.allocate(capacity: Kind.count)

        init() {
            answers.initialize(repeating: nil, count: Kind.count)
        }

        deinit {
            clearAnswers()
            answers.deallocate()
        }

        /// A request as the caller made it (`nil` locale: the current one, as of
        /// this front's generation), what the pool answered, and its recency
        /// stamp. Immutable, so reading one copies nothing; a new one is
        /// allocated only when a request repeats.
        final class Answer<R: PoolRequest> {
            let locale: LocaleID?
            let spec: R.Spec
            let object: R.Pooled
            let stamp: Storage.Stamp
            init(_ locale: LocaleID?, _ spec: R.Spec, _ object: R.Pooled, _ stamp: Storage.Stamp) {
                self.locale = locale
                self.spec = spec
                self.object = object
                self.stamp = stamp
            }
        }

        /// A class, so that reading it out of the table copies a reference,
        /// not a weak reference (whose copy and destruction cost more than the rest of a hit).
        final class Weak {
            weak var entry: Storage.Entry?
            init(_ entry: Storage.Entry) { self.entry = entry }
        }

        /// The last answer to a request of kind `R`, stamped `now`, when it is the
        /// request this thread repeated last for that kind. Retains only the answer.
        @inline(__always)
        func lastAnswer<R: PoolRequest>(_ kind: R.Type, locale: LocaleID?, spec: R.Spec, now: UInt64) -> R.Pooled? {
            guard let stored = answers[R.kind.rawValue] else { return nil }
            return stored._withUnsafeGuaranteedRef { object -> R.Pooled? in
                // Each kind has its own slot, so the slot holds an answer of this kind.
                let answer = unsafeDowncast(object, to: Answer<R>.self)
                guard answer.spec == spec, answer.locale == locale else { return nil }
                answer.stamp.touch(now)
                return answer.object
            }
        }

        /// Keeps `object` as the answer to a request of kind `R`.
        func remember<R: PoolRequest>(answer object: R.Pooled, _ kind: R.Type, locale: LocaleID?, spec: R.Spec,
                                      stamp: Storage.Stamp) {
            let new = Unmanaged<AnyObject>.passRetained(Answer<R>(locale, spec, object, stamp))
            answers[R.kind.rawValue]?.release()
            answers[R.kind.rawValue] = new
        }

        private func clearAnswers() {
            for slot in 0..<Kind.count {
                answers[slot]?.release()
                answers[slot] = nil
            }
        }

        /// The remembered object for `key` and its stamp, stamped `now`, if this
        /// thread still holds it, and whether it was the last one read (the request repeated).
        @inline(__always)
        func entry(for key: Key, now: UInt64) -> (object: AnyObject & Sendable, stamp: Storage.Stamp, repeated: Bool)? {
            if let (object, stamp) = last.hit(key, now: now) { return (object, stamp, true) }
            guard let entry = entries.value(for: key)?.entry else { return nil }
            last.set(key, entry)
            entry.stamp.touch(now)
            return (entry.object, entry.stamp, false)
        }

        /// Most entries remembered per pool and thread.
        static let capacity = 64

        func reset(generation: UInt64, current: LocaleID) {
            self.generation = generation
            self.current = current
            entries.removeAll()
            clearLastHits()
        }

        private func clearLastHits() {
            last.clear()
            clearAnswers()
        }

        func remember(_ entry: Storage.Entry, for key: Key) {
            // Entries the pool has evicted go before any that are still pooled.
            if entries.count >= Self.capacity { entries.removeAll { $1.entry == nil } }
            // Replacing what an evicted entry of the same key left.
            entries.removeValue(for: key)
            entries.insert(Weak(entry), for: key)
            last.set(key, entry)
        }

        /// Forgets everything; called for a pool that has ended.
        func clear() {
            generation = .max
            entries.removeAll()
            clearLastHits()
        }
    }

    /// The key of the entry read last, its object and its stamp, overwritten in
    /// place: a new request allocates nothing. Not the entry itself: an entry is
    /// weakly referenced, and retaining it would take the slower reference counting.
    final class LastEntry {
        private var key: Key?
        private var object: (AnyObject & Sendable)?
        private var stamp: Storage.Stamp?

        /// The object and its stamp, stamped `now`, when `key` is the one held.
        @inline(__always)
        func hit(_ key: Key, now: UInt64) -> (AnyObject & Sendable, Storage.Stamp)? {
            guard let object, let stamp, self.key == key else { return nil }
            stamp.touch(now)
            return (object, stamp)
        }

        func set(_ key: Key, _ entry: Storage.Entry) {
            self.key = key
            object = entry.object
            stamp = entry.stamp
        }

        func clear() {
            key = nil
            object = nil
            stamp = nil
        }
    }
}
