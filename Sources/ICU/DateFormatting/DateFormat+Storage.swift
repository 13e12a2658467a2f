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
        /// The compiled pattern, when it writes this format's every date exactly as ICU does.
        let fast: FastPath?
        private let lenientHandle = LazyCache<Bool, UDateFormatHandle>()

        init(strict: UDateFormatHandle, locale: LocaleID, timeZone: TimeZoneID, pattern: String, parsesDigits: Bool,
             fast: FastPath?) {
            self.strict = strict
            self.fast = fast
            self.parsesDigits = parsesDigits
            self.locale = locale
            self.timeZone = timeZone
            self.pattern = pattern
        }

        /// The fast path: the compiled pattern, the calendar arithmetic of the
        /// format's week rules, and the zone's offsets.
        struct FastPath: Sendable {
            let pattern: CompiledDatePattern
            let calendar: GregorianCalendarMath
            let offsets: ZoneOffsets

            /// The compiled path for a format, or `nil` when its pattern, calendar or
            /// numbering system needs ICU's own formatting (decided once, here).
            init?(_ handle: UDateFormatHandle, pattern: String, locale: LocaleID, timeZone: TimeZoneID) throws(ICUError) {
                guard case .compiled(let compiled) = try CompiledDatePattern.compile(
                    pattern: pattern, handle: handle, locale: locale.identifier, timeZone: timeZone.identifier) else { return nil }
                self.pattern = compiled
                self.calendar = GregorianCalendarMath(firstWeekday: try handle.firstWeekday(),
                                                      minimalDaysInFirstWeek: try handle.minimalDaysInFirstWeek())
                self.offsets = try ZoneOffsets.shared(zone: timeZone.identifier)
            }

            /// The fields of an instant in ICU's range.
            @inline(__always)
            func fields(_ millis: Double) -> DateFields {
                let offsets = offsets.offsets(at: millis)
                return calendar.fields(millis: millis, rawOffset: offsets.raw, dstOffset: offsets.dst)
            }
        }

        func lenient() throws(ICUError) -> UDateFormatHandle {
            try lenientHandle.value(for: true) { () throws(ICUError) in try strict.clone(lenient: true) }
        }
    }
}
