// ICU's constants for RelativeTimeFormat's options, from the bridge, for the
// raw ureldatefmt calls the tests and the `relative-time` fuzz target compare with
// (the fuzz target compiles this file in). Written apart from the library's own
// mapping (URelativeDateTimeFormatterHandle), so that a wrong case there shows
// as a difference from ICU instead of being repeated here.
import ICU
import ICUBridge

extension RelativeTimeFormat.Unit {
    /// `UDAT_REL_UNIT_*`.
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

extension RelativeTimeFormat.Width {
    /// `UDAT_STYLE_*`.
    var icuValue: Int32 {
        switch self {
        case .wide: Int32(ICUB_UDAT_STYLE_LONG)
        case .short: Int32(ICUB_UDAT_STYLE_SHORT)
        case .narrow: Int32(ICUB_UDAT_STYLE_NARROW)
        }
    }
}

extension RelativeTimeFormat.Capitalization {
    /// `UDISPCTX_CAPITALIZATION_*`.
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
