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

        /// The fast path: the compiled pattern, and where the fields of an
        /// instant come from.
        struct FastPath: Sendable {
            let pattern: CompiledDatePattern
            let source: FieldSource

            /// Where the fields come from: the library's Gregorian arithmetic over
            /// the zone's offsets (no ICU call), or the format's own ICU calendar
            /// (`ucal_get`, for the other calendars the compiled path writes).
            enum FieldSource: Sendable {
                case gregorian(GregorianCalendarMath, ZoneOffsets)
                case icu(UDateFormatHandle)
            }

            /// The compiled path for a format, or `nil` when its pattern, calendar or
            /// numbering system needs ICU's own formatting, or when the compiled path
            /// writes any of the probe instants (``probes(zone:now:)``) otherwise than
            /// `udat_formatCalendar` does on `handle` (decided once, here).
            ///
            /// What the probes found is kept for the pattern, locale and zone
            /// (``Verdicts``): a format created again skips them.
            ///
            /// - Parameter fault: For tests: alters the compiled text of probes, which then
            ///   runs on every creation and keeps no verdict.
            init?(_ handle: UDateFormatHandle, pattern: String, locale: LocaleID, timeZone: TimeZoneID,
                  fault: ProbeFault? = nil) throws(ICUError) {
                guard case .compiled(let compiled) = try CompiledDatePattern.compile(
                    pattern: pattern, handle: handle, locale: locale, timeZone: timeZone.identifier) else { return nil }
                self.pattern = compiled
                let zone = try ZoneOffsets.shared(zone: timeZone.identifier)
                if try handle.calendarType() == "gregorian" {
                    let calendar = GregorianCalendarMath(firstWeekday: try handle.firstWeekday(),
                                                         minimalDaysInFirstWeek: try handle.minimalDaysInFirstWeek())
                    source = .gregorian(calendar, zone)
                } else {
                    source = .icu(handle)
                }
                guard try agreesWithICU(handle, pattern: pattern, locale: locale.identifier, zone: zone,
                                        fault: fault) else { return nil }
            }

            /// The fields of an instant in ICU's range.
            @inline(__always)
            func fields(_ millis: Double) -> DateFields {
                switch source {
                case .gregorian(let calendar, let zone):
                    let offsets = zone.offsets(at: millis)
                    return calendar.fields(millis: millis, rawOffset: offsets.raw, dstOffset: offsets.dst)
                case .icu(let handle):
                    return infallible { () throws(ICUError) in try handle.dateFields(millis: millis) }
                }
            }
        }

        func lenient() throws(ICUError) -> UDateFormatHandle {
            try lenientHandle.value(for: true) { () throws(ICUError) in try strict.clone(lenient: true) }
        }
    }
}
