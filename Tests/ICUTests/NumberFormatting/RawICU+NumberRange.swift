import ICUBridge

extension RawICU {
    /// `unumrf_openForSkeletonWithCollapseAndIdentityFallback` and
    /// `unumrf_formatDecimalRange` on a formatter of its own.
    static func range(_ low: String, _ high: String, skeleton: String, locale: String,
                      collapse: Int32 = Int32(ICUB_UNUM_RANGE_COLLAPSE_AUTO),
                      identityFallback: Int32 = Int32(ICUB_UNUM_IDENTITY_FALLBACK_APPROXIMATELY)) -> String? {
        withRangeFormatter(skeleton: skeleton, locale: locale, collapse: collapse, identityFallback: identityFallback) { f in
            withBridgeText(low) { l, ln in
                withBridgeText(high) { h, hn in text { icub_unumrf_format_decimal(f, l, ln, h, hn, $0, $1, nil, &$2) } }
            }
        }
    }

    /// `uplrules_selectForRange` of the cardinal rules on the range of two plain
    /// decimal strings, both written with the fraction digits of the end that
    /// shows more (`unumrf_formatDecimalRange`, both ends whole when equal).
    static func pluralRange(_ low: String, _ high: String, locale: String) -> String? {
        func fraction(_ s: String) -> Int { s.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first?.count ?? 0 }
        let digits = max(fraction(low), fraction(high))
        let skeleton = digits == 0 ? "precision-integer" : "." + String(repeating: "0", count: digits)
        var status: Int32 = 0
        guard let rules = icub_uplrules_open(locale, Int32(ICUB_UPLURAL_TYPE_CARDINAL), &status), status <= 0 else { return nil }
        defer { icub_uplrules_close(rules) }
        return withRangeFormatter(skeleton: skeleton, locale: locale, collapse: Int32(ICUB_UNUM_RANGE_COLLAPSE_AUTO),
                                  identityFallback: Int32(ICUB_UNUM_IDENTITY_FALLBACK_RANGE)) { f in
            withBridgeText(low) { l, ln in
                withBridgeText(high) { h, hn in text { icub_unumrf_select_plural(f, rules, l, ln, h, hn, $0, $1, &$2) } }
            }
        }
    }

    private static func withRangeFormatter(skeleton: String, locale: String, collapse: Int32, identityFallback: Int32,
                                           _ body: (UnsafeMutablePointer<icub_unumrf>) -> String?) -> String? {
        var status: Int32 = 0
        var offset: Int32 = -1
        guard let formatter = icub_unumrf_open(skeleton, Int32(skeleton.utf8.count), locale, collapse, identityFallback,
                                               &offset, &status), status <= 0 else { return nil }
        defer { icub_unumrf_close(formatter) }
        return body(formatter)
    }
}
