import ICUBridge

/// A `URelativeDateTimeFormatter` (ureldatefmt.c): one locale, style and
/// capitalization context.
///
/// Sendable notes: formatting only reads the formatter. ICU documents
/// `RelativeDateTimeFormatter` as thread-safe, and takes a lock of its own
/// around the break iterator that capitalizes the start of a sentence; the
/// Sharing tests run 8 threads on one handle, with that capitalization, and
/// compare every output with the single-threaded one.
final class URelativeDateTimeFormatterHandle: @unchecked Sendable {
    private let raw: UnsafeMutablePointer<icub_ureldatefmt>

    /// ICU's styles (`UDateRelativeDateTimeFormatterStyle`), from the bridge's constants.
    enum Style: Sendable {
        case long, short, narrow

        var icuValue: Int32 {
            switch self {
            case .long: Int32(ICUB_UDAT_STYLE_LONG)
            case .short: Int32(ICUB_UDAT_STYLE_SHORT)
            case .narrow: Int32(ICUB_UDAT_STYLE_NARROW)
            }
        }
    }

    /// ICU's capitalization contexts (`UDisplayContext`), from the bridge's constants.
    enum Capitalization: Sendable {
        case none, middleOfSentence, beginningOfSentence, uiListOrMenu, standalone

        var icuValue: Int32 {
            switch self {
            case .none: Int32(ICUB_UDISPCTX_CAPITALIZATION_NONE)
            case .middleOfSentence: Int32(ICUB_UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE)
            case .beginningOfSentence: Int32(ICUB_UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE)
            case .uiListOrMenu: Int32(ICUB_UDISPCTX_CAPITALIZATION_FOR_UI_LIST_OR_MENU)
            case .standalone: Int32(ICUB_UDISPCTX_CAPITALIZATION_FOR_STANDALONE)
            }
        }
    }

    /// ICU's units (`URelativeDateTimeUnit`), from the bridge's constants.
    enum Unit: CaseIterable, Sendable {
        case year, quarter, month, week, day, hour, minute, second
        case sunday, monday, tuesday, wednesday, thursday, friday, saturday

        var icuValue: Int32 {
            switch self {
            case .year: Int32(ICUB_UDAT_REL_UNIT_YEAR)
            case .quarter: Int32(ICUB_UDAT_REL_UNIT_QUARTER)
            case .month: Int32(ICUB_UDAT_REL_UNIT_MONTH)
            case .week: Int32(ICUB_UDAT_REL_UNIT_WEEK)
            case .day: Int32(ICUB_UDAT_REL_UNIT_DAY)
            case .hour: Int32(ICUB_UDAT_REL_UNIT_HOUR)
            case .minute: Int32(ICUB_UDAT_REL_UNIT_MINUTE)
            case .second: Int32(ICUB_UDAT_REL_UNIT_SECOND)
            case .sunday: Int32(ICUB_UDAT_REL_UNIT_SUNDAY)
            case .monday: Int32(ICUB_UDAT_REL_UNIT_MONDAY)
            case .tuesday: Int32(ICUB_UDAT_REL_UNIT_TUESDAY)
            case .wednesday: Int32(ICUB_UDAT_REL_UNIT_WEDNESDAY)
            case .thursday: Int32(ICUB_UDAT_REL_UNIT_THURSDAY)
            case .friday: Int32(ICUB_UDAT_REL_UNIT_FRIDAY)
            case .saturday: Int32(ICUB_UDAT_REL_UNIT_SATURDAY)
            }
        }
    }

    /// `ureldatefmt_open` for an ICU locale ID, with the locale's default number format.
    init(locale: LocaleID, style: Style, capitalization: Capitalization) throws(ICUError) {
        let locale = try locale.icuName
        raw = try openHandle("opening relative time formatting for \(locale)") { status, _ in
            locale.withCString { icub_ureldatefmt_open($0, style.icuValue, capitalization.icuValue, &status) }
        }
    }

    deinit {
        icub_ureldatefmt_close(raw)
    }

    /// `offset` of `unit`: `ureldatefmt_format` ("yesterday") when `numeric` is
    /// false, `ureldatefmt_formatNumeric` ("1 day ago") when true.
    func format(_ offset: Double, _ unit: Unit, numeric: Bool,
                _ operation: @autoclosure () -> String) throws(ICUError) -> String {
        let raw = self.raw
        return try BridgeText.string(operation()) {
            icub_ureldatefmt_format(raw, offset, unit.icuValue, numeric ? 1 : 0, $0, $1, &$2)
        }
    }
}
