@_spi(CLI) @testable import ICU
import Testing

extension Internals.MachineDates {
    /// CivilCalendar: the unsigned four-digit-year arithmetic agrees with the general one.
    @Suite("CivilCalendar")
    struct CivilCalendarTests {
        /// Every day of 0000-01-01 … 9999-12-31, from its count since 0000-01-01, is the date
        /// `civil(days:)` gives and counts back to the same day.
        @Test func fourDigitYearsAgreeWithTheGeneralArithmetic() {
            var failures = 0
            for day in 0..<CivilCalendar.daysOfFourDigitYears {
                let daysSince1970 = Int64(day) - CivilCalendar.daysFrom0000To1970
                let (year, month, dayOfMonth) = CivilCalendar.civilOfFourDigitYear(daysSince0000: day)
                let expected = CivilCalendar.civil(days: daysSince1970)
                if (Int64(year), Int64(month), Int64(dayOfMonth)) != expected
                    || CivilCalendar.daysOfFourDigitYear(year: Int64(year), month: Int64(month), day: Int64(dayOfMonth)) != daysSince1970 {
                    failures += 1
                    if failures < 5 { Issue.record("day \(day): \(year)-\(month)-\(dayOfMonth), not \(expected)") }
                }
            }
            #expect(failures == 0)
            #expect(CivilCalendar.civil(days: -CivilCalendar.daysFrom0000To1970) == (0, 1, 1))
            #expect(CivilCalendar.civil(days: Int64(CivilCalendar.daysOfFourDigitYears) - CivilCalendar.daysFrom0000To1970) == (10_000, 1, 1))
        }
    }
}
