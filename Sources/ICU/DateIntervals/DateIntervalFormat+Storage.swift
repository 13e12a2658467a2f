extension DateIntervalFormat {
    /// A value around existing storage (a pooled one).
    init(storage: Storage) { self.storage = storage }

    /// What a ``DateIntervalFormat`` shares between its copies: the handle, and
    /// what it was created for.
    final class Storage: Sendable {
        let handle: UDateIntervalFormatHandle
        /// The compiled path, for the intervals it writes exactly as ICU does.
        let compiled: CompiledDateInterval?
        let locale: LocaleID
        let timeZone: TimeZoneID
        let template: String

        init(handle: UDateIntervalFormatHandle, compiled: CompiledDateInterval?, locale: LocaleID, timeZone: TimeZoneID,
             template: String) {
            self.handle = handle
            self.compiled = compiled
            self.locale = locale
            self.timeZone = timeZone
            self.template = template
        }
    }
}
