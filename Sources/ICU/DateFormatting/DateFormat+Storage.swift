extension DateFormat {
    /// A value around existing storage (a pooled one).
    init(storage: Storage) { self.storage = storage }

    /// What a ``DateFormat`` shares between its copies: the strict handle, and a
    /// lenient clone made on first lenient parse (setters never touch a shared handle).
    final class Storage: Sendable {
        let strict: UDateFormatHandle
        let locale: LocaleID
        let timeZone: TimeZoneID
        let pattern: String
        /// False for a locale whose numbering system is algorithmic (`zh@numbers=hans`,
        /// `@numbers=roman`): ICU 72 writes such dates but cannot read them back.
        let parsesDigits: Bool
        private let lenientHandle = LazyCache<Bool, UDateFormatHandle>()

        init(strict: UDateFormatHandle, locale: LocaleID, timeZone: TimeZoneID, pattern: String, parsesDigits: Bool) {
            self.strict = strict
            self.parsesDigits = parsesDigits
            self.locale = locale
            self.timeZone = timeZone
            self.pattern = pattern
        }

        func lenient() throws(ICUError) -> UDateFormatHandle {
            try lenientHandle.value(for: true) { () throws(ICUError) in try strict.clone(lenient: true) }
        }
    }
}
