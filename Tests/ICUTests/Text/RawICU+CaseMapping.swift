import ICUBridge

extension RawICU {
    /// Which of ICU's four case mappings.
    enum CaseMap: CaseIterable { case upper, lower, title, fold }

    /// `ucasemap_open` and one of ICU's UTF-8 functions `ucasemap_utf8ToUpper`,
    /// `…ToLower`, `…ToTitle`, `…FoldCase`, on a map of its own: the library maps
    /// upper and title case through UTF-16, and must give what these give.
    static func caseMapped(_ text: String, _ mapping: CaseMap, locale: String, options: UInt32 = 0) -> String? {
        var status: Int32 = 0
        guard let map = icub_ucasemap_open(locale, options, &status), status <= 0 else { return nil }
        defer { icub_ucasemap_close(map) }
        return withBridgeText(text) { s, n in
            switch mapping {
            case .upper: RawICU.text { icub_ucasemap_utf8_to_upper(map, s, n, $0, $1, &$2) }
            case .lower: RawICU.text { icub_ucasemap_to_lower(map, s, n, $0, $1, &$2) }
            case .title: RawICU.text { icub_ucasemap_utf8_to_title(map, s, n, $0, $1, &$2) }
            case .fold: RawICU.text { icub_ucasemap_fold_case(map, s, n, $0, $1, &$2) }
            }
        }
    }
}
