import ICUBridge

/// A `UCaseMap` for one locale and set of options (ucasemap.c): upper, lower
/// and title case and case folding of UTF-8 text (upper and title case through
/// UTF-16, in the bridge, which costs less than ICU's UTF-8 functions there).
///
/// Sendable notes: upper, lower and fold take the map as `const` and only read
/// it, so one map serves every thread. Title case keeps a word break iterator in
/// the map and moves it through the text, so each title call takes a map no
/// other thread is using (``ExclusiveHandles``): the primary one behind an
/// atomic flag, else an idle spare, each opening its own iterator on its first
/// title call. ICU has no clone of a `UCaseMap`; a per-call copy would open or
/// clone a break iterator on every call (`ubrk_clone`), where taking the
/// primary map is one compare-and-exchange.
final class UCaseMapHandle: @unchecked Sendable {
    /// Which mapping: ICU's four `ucasemap_utf8…` functions.
    enum Mapping: Sendable {
        case upper, lower, title, fold
    }

    /// ICU's option bits of `ucasemap_open`, from the bridge's constants.
    struct Options: OptionSet, Sendable {
        let rawValue: UInt32

        /// `U_FOLD_CASE_EXCLUDE_SPECIAL_I`.
        static let foldExcludingSpecialI = Options(rawValue: UInt32(ICUB_U_FOLD_CASE_EXCLUDE_SPECIAL_I))
        /// `U_TITLECASE_NO_LOWERCASE`.
        static let titleNoLowercase = Options(rawValue: UInt32(ICUB_U_TITLECASE_NO_LOWERCASE))
        /// `U_TITLECASE_NO_BREAK_ADJUSTMENT`.
        static let titleNoBreakAdjustment = Options(rawValue: UInt32(ICUB_U_TITLECASE_NO_BREAK_ADJUSTMENT))
    }

    typealias Map = UnsafeMutablePointer<icub_ucasemap>

    /// The map every upper, lower and fold call reads.
    private let shared: Map
    /// The maps title case moves its break iterator on, one thread at a time.
    private let titling: ExclusiveHandles<Map>
    private let locale: String
    private let options: Options

    /// `ucasemap_open` for an ICU locale ID.
    init(locale: LocaleID, options: Options) throws(ICUError) {
        let locale = try locale.icuName
        self.locale = locale
        self.options = options
        shared = try Self.open(locale, options)
        do {
            titling = ExclusiveHandles(primary: try Self.open(locale, options), close: { icub_ucasemap_close($0) })
        } catch {
            icub_ucasemap_close(shared)
            throw error
        }
    }

    deinit {
        icub_ucasemap_close(shared)
    }

    private static func open(_ locale: String, _ options: Options) throws(ICUError) -> Map {
        try openHandle("opening case mapping for \(locale)") { status, _ in
            locale.withCString { icub_ucasemap_open($0, options.rawValue, &status) }
        }
    }

    /// Bytes of output to try first for `count` bytes of input: the same, and
    /// room for the few letters that grow (ß → SS, ΐ → Ϊ́).
    @inline(__always)
    static func capacity(for count: Int) -> Int { count + count / 16 + 16 }

    /// `text` mapped (`u_strToUpper`, `ucasemap_utf8ToLower`, `ucasemap_toTitle`, `ucasemap_utf8FoldCase`)
    /// into a new `String` sized for it. Fails only for text longer than ICU
    /// addresses (2 GiB, in or out) or when memory runs out.
    func map(_ mapping: Mapping, _ text: String) throws(ICUError) -> String {
        let shared = self.shared
        return try BridgeText.withUTF8(text, "case mapping \(text.utf8.count) bytes in \(locale)") { bytes, count throws(ICUError) in
            let capacity = Self.capacity(for: Int(count))
            switch mapping {
            case .upper:
                return try BridgeText.string(capacity: capacity, "upper-casing in \(locale)") {
                    icub_ucasemap_to_upper(shared, bytes, count, $0, $1, &$2)
                }
            case .lower:
                return try BridgeText.string(capacity: capacity, "lower-casing in \(locale)") {
                    icub_ucasemap_to_lower(shared, bytes, count, $0, $1, &$2)
                }
            case .fold:
                return try BridgeText.string(capacity: capacity, "case folding") {
                    icub_ucasemap_fold_case(shared, bytes, count, $0, $1, &$2)
                }
            case .title:
                return try titling.withHandle(make: { () throws(ICUError) in try Self.open(locale, options) }) { map throws(ICUError) in
                    try BridgeText.string(capacity: capacity, "title-casing in \(locale)") {
                        icub_ucasemap_to_title(map, bytes, count, $0, $1, &$2)
                    }
                }
            }
        }
    }
}
