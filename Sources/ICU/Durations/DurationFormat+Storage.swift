extension DurationFormat {
    /// What ``DurationFormat``s share between their copies: the locale and
    /// width, the locale's minus sign, and the ICU format, which every thread
    /// reads at once.
    final class Storage: Sendable {
        let locale: LocaleID
        let width: Width
        /// What goes before a negative duration: the minus sign of the
        /// locale's numbers (`-`, `\u{61C}-` in Arabic, `\u{200E}-` in Hebrew).
        let minusSign: String
        private let handle: MeasureFormatHandle
        /// The wide, short and narrow widths (and the numeric width's durations not
        /// in digits) compiled, where they write `MeasureFormat`'s text.
        private let compiled: Compiled?
        /// The wide, short and narrow widths without `MeasureFormat`, where they write its text.
        private let joined: Joined?
        /// The numeric width's digits without `MeasureFormat`, where they write its text.
        private let numeric: Numeric?

        /// Whether the numeric width writes its digits without `MeasureFormat` (``Numeric``).
        var composesDigits: Bool { numeric != nil }

        /// Whether durations are written without `MeasureFormat` (``Joined``).
        var joinsAmounts: Bool { joined != nil }

        /// Whether durations are written from the compiled form (``Compiled``).
        var takesCompiledPath: Bool { compiled != nil }

        init(locale: LocaleID, width: Width) throws(ICUError) {
            self.locale = locale
            self.width = width
            let icuWidth: MeasureFormatHandle.Width = switch width {
            case .wide: .wide
            case .short: .short
            case .narrow: .narrow
            case .numeric: .numeric
            }
            // ICU's numeric width writes its digits with a decimal number format
            // and fails (U_INTERNAL_PROGRAM_ERROR) with an algorithmic one
            // (`@numbers=hans`): there, as wherever the library meets one it
            // cannot use, Latin digits.
            let operation = "opening a duration format for \(locale)"
            let algorithmic = width == .numeric ? try locale.numberingSystem(operation).isAlgorithmic : false
            let digits = algorithmic ? try locale.withLatinDigits(operation) : locale
            let handle = try MeasureFormatHandle(locale: digits, width: icuWidth)
            let minusSign = try LocaleConventions(locale: locale).minusSign
            self.handle = handle
            self.minusSign = minusSign
            joined = switch width {
            case .wide: Joined(locale: locale, width: .wide, unitWidth: "unit-width-full-name", checkingAgainst: handle)
            case .short: Joined(locale: locale, width: .short, unitWidth: "unit-width-short", checkingAgainst: handle)
            case .narrow: Joined(locale: locale, width: .narrow, unitWidth: "unit-width-narrow", checkingAgainst: handle)
            case .numeric:
                // What ICU writes in its narrow width, amounts and list joins, checked on
                // the probes it does not write in digits.
                Self.narrowInNumeric(locale: digits, checkingAgainst: handle)
            }
            numeric = width == .numeric ? Numeric(locale: digits, minusSign: minusSign, checkingAgainst: handle) : nil
            compiled = switch width {
            case .wide: Compiled(locale: locale, listWidth: .wide, minusSign: minusSign, checkingAgainst: handle)
            case .short: Compiled(locale: locale, listWidth: .short, minusSign: minusSign, checkingAgainst: handle)
            case .narrow: Compiled(locale: locale, listWidth: .narrow, minusSign: minusSign, checkingAgainst: handle)
            case .numeric:
                // As ``narrowInNumeric(locale:checkingAgainst:)`` finds its join.
                [ListFormat.Width.short, .narrow].lazy.compactMap { listWidth in
                    Compiled(locale: digits, listWidth: listWidth, minusSign: minusSign, checkingAgainst: handle,
                             probes: Compiled.probes.filter { !Numeric.writesDigits($0.map(\.0)) })
                }.first
            }
        }

        /// The numeric width's durations that are not written in digits, joined as
        /// `MeasureFormat` joins them (narrow amounts, in ICU 72 the short list
        /// join), or nil where no join writes its text.
        private static func narrowInNumeric(locale: LocaleID, checkingAgainst handle: MeasureFormatHandle) -> Joined? {
            let probes = Joined.probes.filter { !Numeric.writesDigits($0.map(\.0)) }
            for listWidth in [ListFormat.Width.short, .narrow] {
                if let joined = Joined(locale: locale, width: listWidth, unitWidth: "unit-width-narrow", checkingAgainst: handle,
                                       probes: probes) {
                    return joined
                }
            }
            return nil
        }

        /// A duration's amounts, read in place, written by ICU without their
        /// sign; a negative duration gets one minus sign before them all.
        ///
        /// Not a sign on each amount, as ICU would write negative amounts:
        /// where a language writes one or two of a unit as a word alone
        /// (Arabic "ساعة", an hour; "ساعتان", two hours), ICU 72 writes −1 and
        /// −2 of it as that word, and the sign is lost.
        func format(_ duration: DurationValue) throws(ICUError) -> String {
            let components = duration.components
            if let numeric, let text = numeric.format(components, negative: duration.isNegative) { return text }
            // Durations in digits that the numeric form leaves (too many digits for a
            // `Double`) are not joined: ICU writes them in digits.
            let joinable = numeric == nil || !Numeric.writesDigits(components.map(\.unit))
            if joinable, let text = compiled?.format(components, negative: duration.isNegative) { return text }
            if let joined, joinable {
                let text = try joined.format(components.count) { (components[$0].unit, components[$0].magnitude) }
                return duration.isNegative ? minusSign + text : text
            }
            return try formatThroughICU(duration)
        }

        /// A duration's amounts written by `MeasureFormat`, after the minus sign for
        /// a negative duration: what every other path is checked against.
        func formatThroughICU(_ duration: DurationValue) throws(ICUError) -> String {
            let components = duration.components
            let text = try handle.format(count: components.count) { index in
                let component = components[index]
                return MeasureFormatHandle.Amount(unit: Self.icuUnit(component.unit), value: component.magnitude)
            }
            return duration.isNegative ? minusSign + text : text
        }

        static func icuUnit(_ unit: DurationValue.Unit) -> MeasureFormatHandle.Unit {
            switch unit {
            case .years: .year
            case .months: .month
            case .weeks: .week
            case .days: .day
            case .hours: .hour
            case .minutes: .minute
            case .seconds: .second
            case .milliseconds: .millisecond
            case .microseconds: .microsecond
            case .nanoseconds: .nanosecond
            }
        }
    }
}
