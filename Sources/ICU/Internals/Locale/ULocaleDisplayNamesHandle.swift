import ICUBridge

/// A `ULocaleDisplayNames` (uldn.c).
///
/// Sendable notes: every `uldn_*DisplayName` call only reads the handle; the one
/// mutable object inside, the break iterator that titlecases names for the
/// capitalization contexts, is used under ICU's own mutex
/// (`LocaleDisplayNamesImpl::adjustForUsageAndContext`). The Sharing tests run 8
/// threads on one handle of each capitalization and compare every output with
/// the single-threaded one.
final class ULocaleDisplayNamesHandle: @unchecked Sendable {
    private let raw: UnsafeMutablePointer<icub_uldn>

    /// Display contexts, as the bridge's `ICUB_UDISPCTX_*` values.
    struct Contexts: Hashable, Sendable {
        var dialect = Int32(ICUB_UDISPCTX_STANDARD_NAMES)
        var capitalization = Int32(ICUB_UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE)
        var length = Int32(ICUB_UDISPCTX_LENGTH_FULL)
        /// Whether a code ICU has no name for is written as the code itself
        /// (`UDISPCTX_SUBSTITUTE`) or is a failure (`UDISPCTX_NO_SUBSTITUTE`).
        var substitute = true

        static let standardNames = Int32(ICUB_UDISPCTX_STANDARD_NAMES)
        static let dialectNames = Int32(ICUB_UDISPCTX_DIALECT_NAMES)
        static let middleOfSentence = Int32(ICUB_UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE)
        static let beginningOfSentence = Int32(ICUB_UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE)
        static let uiListOrMenu = Int32(ICUB_UDISPCTX_CAPITALIZATION_FOR_UI_LIST_OR_MENU)
        static let standalone = Int32(ICUB_UDISPCTX_CAPITALIZATION_FOR_STANDALONE)
        static let fullLength = Int32(ICUB_UDISPCTX_LENGTH_FULL)
        static let shortLength = Int32(ICUB_UDISPCTX_LENGTH_SHORT)
    }

    /// What ``name(_:of:)`` names.
    enum Part {
        case locale, language, script, region, variant, key

        var selector: Int32 {
            switch self {
            case .locale: Int32(ICUB_ULDN_LOCALE)
            case .language: Int32(ICUB_ULDN_LANGUAGE)
            case .script: Int32(ICUB_ULDN_SCRIPT)
            case .region: Int32(ICUB_ULDN_REGION)
            case .variant: Int32(ICUB_ULDN_VARIANT)
            case .key: Int32(ICUB_ULDN_KEY)
            }
        }
    }

    /// `uldn_openForContext` for an ICU locale ID.
    init(displayLocale: LocaleID, contexts: Contexts) throws(ICUError) {
        let displayLocale = try displayLocale.icuName
        let substitute = Int32(contexts.substitute ? ICUB_UDISPCTX_SUBSTITUTE : ICUB_UDISPCTX_NO_SUBSTITUTE)
        raw = try openHandle("opening display names in \(displayLocale)") { status, _ in
            displayLocale.withCString {
                icub_uldn_open($0, contexts.dialect, contexts.capitalization, contexts.length, substitute, &status)
            }
        }
    }

    deinit {
        icub_uldn_close(raw)
    }

    /// The name of a locale ID or a code (`uldn_localeDisplayName`,
    /// `uldn_languageDisplayName`, …). `code` is ASCII without NULs.
    func name(_ part: Part, of code: String) throws(ICUError) -> String {
        try BridgeText.string("naming \(part) '\(code.prefix(64))'") { dest, capacity, status in
            code.withCString { icub_uldn_name(raw, part.selector, $0, dest, capacity, &status) }
        }
    }

    /// The name of a keyword's value (`uldn_keyValueDisplayName`). Both are ASCII without NULs.
    func name(key: String, value: String) throws(ICUError) -> String {
        try BridgeText.string("naming '\(key.prefix(64))=\(value.prefix(64))'") { dest, capacity, status in
            key.withCString { k in value.withCString { icub_uldn_key_value_name(raw, k, $0, dest, capacity, &status) } }
        }
    }
}
