extension DatePatternGenerator {
    /// A value around existing storage (a pooled one).
    init(storage: Storage) { self.storage = storage }

    /// What a ``DatePatternGenerator`` shares between its copies.
    final class Storage: Sendable {
        let locale: LocaleID
        /// Serialized inside: ICU's generator is not thread-safe.
        let handle: UDateTimePatternGeneratorHandle

        init(locale: LocaleID, handle: UDateTimePatternGeneratorHandle) {
            self.locale = locale
            self.handle = handle
        }
    }
}
