import FoundationEssentials
import ICUBridge

/// ICU's own output for an input, called straight through the C bridge in this
/// process: what the twins of the ``Testing/Trait/cldr42`` tests compare the
/// library with, so that they hold on whatever ICU the system has.
///
/// Each function returns nil when ICU fails, so that a twin shows the input.
enum RawICU {
    /// The text of a bridge call that writes UTF-8 with ICU's preflighting,
    /// retried once at the length it asked for.
    static func text(_ write: (_ dest: UnsafeMutablePointer<CChar>, _ capacity: Int32, _ status: inout Int32) -> Int32)
        -> String? {
        var capacity: Int32 = 256
        for _ in 0..<2 {
            var status: Int32 = 0
            var buffer = [CChar](repeating: 0, count: Int(capacity))
            let length = write(&buffer, capacity, &status)
            if status == Int32(ICUB_BUFFER_OVERFLOW_ERROR) {
                capacity = length
                continue
            }
            guard status <= 0 else { return nil }
            return String(decoding: buffer[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        return nil
    }

    /// `unumf_openForSkeletonAndLocaleWithError` and `unumf_formatDouble`.
    static func number(_ value: Double, skeleton: String, locale: String) -> String? {
        var status: Int32 = 0
        var offset: Int32 = -1
        guard let formatter = icub_unumf_open(skeleton, Int32(skeleton.utf8.count), locale, &offset, &status),
              status <= 0 else { return nil }
        defer { icub_unumf_close(formatter) }
        return text { icub_unumf_format_double(formatter, value, $0, $1, &$2) }
    }

    /// `unum_open(style)` and `unum_formatDouble`, as the named styles use them.
    static func number(_ value: Double, unumStyle: Int32, locale: String) -> String? {
        try? LegacyUnum(style: unumStyle, locale: locale)?.format(value).get()
    }

    /// `udat_open` with a time and a date style (`ICUB_UDAT_*`), or with a pattern, and `udat_format`.
    static func date(_ date: Date, time: Int32 = Int32(ICUB_UDAT_PATTERN), date dateStyle: Int32 = Int32(ICUB_UDAT_PATTERN), pattern: String = "",
                     locale: String, zone: String) -> String? {
        var status: Int32 = 0
        guard let formatter = icub_udat_open(time, dateStyle, locale, zone, Int32(zone.utf8.count),
                                             pattern, Int32(pattern.utf8.count), &status),
              status <= 0 else { return nil }
        defer { icub_udat_close(formatter) }
        return text { icub_udat_format(formatter, date.timeIntervalSince1970 * 1000, $0, $1, &$2) }
    }

    /// `udatpg_getBestPattern`.
    static func bestPattern(_ skeleton: String, locale: String) -> String? {
        var status: Int32 = 0
        guard let generator = icub_udatpg_open(locale, &status), status <= 0 else { return nil }
        defer { icub_udatpg_close(generator) }
        return text { icub_udatpg_best_pattern(generator, skeleton, Int32(skeleton.utf8.count), $0, $1, &$2) }
    }

    /// `udat_open` with the best pattern for a template (skeleton), and `udat_format`.
    static func date(_ date: Date, template: String, locale: String, zone: String) -> String? {
        bestPattern(template, locale: locale).flatMap { self.date(date, pattern: $0, locale: locale, zone: zone) }
    }

    /// `uplrules_select` of the cardinal (or ordinal) rules.
    static func plural(_ value: Double, locale: String, ordinal: Bool = false) -> String? {
        withPluralRules(locale, ordinal: ordinal) { rules in text { icub_uplrules_select_double(rules, value, $0, $1, &$2) } }
    }

    /// `uplrules_selectFormatted` of a plain decimal string formatted with as many
    /// fraction digits as it shows, so that its visible fraction digits count.
    static func plural(decimal: String, locale: String) -> String? {
        var status: Int32 = 0
        var offset: Int32 = -1
        let fraction = decimal.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first?.count ?? 0
        let skeleton = fraction == 0 ? "precision-integer" : "." + String(repeating: "0", count: fraction)
        guard let formatter = icub_unumf_open(skeleton, Int32(skeleton.utf8.count), locale, &offset, &status),
              status <= 0 else { return nil }
        defer { icub_unumf_close(formatter) }
        return withPluralRules(locale, ordinal: false) { rules in
            text { dest, capacity, status in
                withBridgeText(decimal) { icub_uplrules_select_decimal(rules, formatter, $0, $1, dest, capacity, &status) }
            }
        }
    }

    /// The rules' categories, in ICU's order (`uplrules_getKeywords`).
    static func pluralCategories(locale: String, ordinal: Bool = false) -> [String]? {
        withPluralRules(locale, ordinal: ordinal) { rules in
            text { icub_uplrules_keywords(rules, $0, $1, &$2) }.map { $0.split(separator: " ").map(String.init) }
        }
    }

    private static func withPluralRules<R>(_ locale: String, ordinal: Bool,
                                           _ body: (UnsafeMutablePointer<icub_uplrules>) -> R?) -> R? {
        var status: Int32 = 0
        let type = Int32(ordinal ? ICUB_UPLURAL_TYPE_ORDINAL : ICUB_UPLURAL_TYPE_CARDINAL)
        guard let rules = icub_uplrules_open(locale, type, &status), status <= 0 else { return nil }
        defer { icub_uplrules_close(rules) }
        return body(rules)
    }

    /// A name from `uldn_openForContext`: `what` an ICUB_ULDN_* value, or a keyword
    /// value's name when `value` is given.
    static func displayName(_ code: String, what: Int32 = Int32(ICUB_ULDN_LOCALE), value: String? = nil,
                            in displayLocale: String, dialect: Bool = false,
                            capitalization: Int32 = Int32(ICUB_UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE),
                            short: Bool = false) -> String? {
        var status: Int32 = 0
        let dialect = Int32(dialect ? ICUB_UDISPCTX_DIALECT_NAMES : ICUB_UDISPCTX_STANDARD_NAMES)
        let length = Int32(short ? ICUB_UDISPCTX_LENGTH_SHORT : ICUB_UDISPCTX_LENGTH_FULL)
        guard let names = icub_uldn_open(displayLocale, dialect, capitalization, length,
                                         // A whole locale's name writes codes it has no name for; a code's name does not.
                                         Int32(what == ICUB_ULDN_LOCALE && value == nil
                                               ? ICUB_UDISPCTX_SUBSTITUTE : ICUB_UDISPCTX_NO_SUBSTITUTE), &status),
              status <= 0 else { return nil }
        defer { icub_uldn_close(names) }
        if let value {
            return text { icub_uldn_key_value_name(names, code, value, $0, $1, &$2) }
        }
        return text { icub_uldn_name(names, what, code, $0, $1, &$2) }
    }
}
