extension DurationFormat {
    /// The wide, short and narrow widths written as ICU's `MeasureFormat` writes
    /// them, without it: each amount by a number format of its unit (`unumf`,
    /// skeleton `measure-unit/duration-hour unit-width-full-name .#########
    /// group-on-aligned`: the unit's name, at most nine fraction digits as the
    /// bridge's `MeasureFormat` is set to write), joined as the locale joins a list
    /// of units (``ListFormat``, `.unit`). That is what `formatMeasures` does
    /// through ICU's legacy number and list formats, at some 25–40 µs and a hundred
    /// mallocs a call.
    ///
    /// Kept only where the two write the same text for probe durations that
    /// group digits, round fractions and name every unit (every locale of ICU 72
    /// but `en_US_POSIX`, whose legacy number format does not group digits);
    /// elsewhere the format asks `MeasureFormat`.
    struct Joined: Sendable {
        private let list: ListFormat
        /// A number format for each unit, in ``DurationValue/Unit``'s order.
        private let amounts: [NumberFormat]

        /// Probes that group digits, round a fraction, keep a zero and name every unit
        /// (a fraction only on the last amount, as ``DurationValue`` has them).
        static let probes: [[(DurationValue.Unit, Double)]] = [
            [(.hours, 1234), (.minutes, 1), (.seconds, 12.3456)], [(.minutes, 1), (.seconds, 0.1234567895)],
            [(.years, 2), (.months, 0), (.weeks, 1), (.days, 21.5)],
            [(.milliseconds, 1_234_567), (.microseconds, 0), (.nanoseconds, 3.001)],
            [(.seconds, 1)],
        ]

        /// The joined form for `locale` and `width`, or nil where its text is not
        /// `handle`'s (a `MeasureFormat` of the same locale and width) for every
        /// probe (``probes`` unless given).
        init?(locale: LocaleID, width: ListFormat.Width, unitWidth: String, checkingAgainst handle: MeasureFormatHandle,
              probes: [[(DurationValue.Unit, Double)]] = Joined.probes) {
            guard let list = try? ListFormat(locale: locale, options: .init(type: .unit, width: width)) else { return nil }
            var amounts: [NumberFormat] = []
            for unit in DurationValue.Unit.allCases {
                let skeleton = "measure-unit/duration-\(unit.cldrName) \(unitWidth) .######### group-on-aligned"
                guard let format = try? NumberFormat(.skeleton(skeleton), locale: locale) else { return nil }
                amounts.append(format)
            }
            self.list = list
            self.amounts = amounts
            for probe in probes {
                let icu = try? handle.format(count: probe.count) { index in
                    MeasureFormatHandle.Amount(unit: Storage.icuUnit(probe[index].0), value: probe[index].1)
                }
                guard let icu, (try? format(probe.count, { probe[$0] })) == icu else { return nil }
            }
        }

        /// The amounts joined, each written by its unit's number format.
        func format(_ count: Int, _ amount: (Int) -> (unit: DurationValue.Unit, magnitude: Double)) throws(ICUError) -> String {
            var items: [String] = []
            items.reserveCapacity(count)
            for index in 0..<count {
                let (unit, magnitude) = amount(index)
                items.append(amounts[unit.index].format(magnitude))
            }
            return list.format(items)
        }
    }
}

extension DurationValue.Unit {
    /// CLDR's name of the unit, after `duration-`: `hour`, `microsecond`.
    var cldrName: Substring { rawValue.dropLast() }

    /// The unit's place in ``DurationValue/Unit/allCases``.
    var index: Int {
        switch self {
        case .years: 0
        case .months: 1
        case .weeks: 2
        case .days: 3
        case .hours: 4
        case .minutes: 5
        case .seconds: 6
        case .milliseconds: 7
        case .microseconds: 8
        case .nanoseconds: 9
        }
    }
}
