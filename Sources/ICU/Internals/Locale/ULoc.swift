import ICUBridge

/// Locale IDs (uloc.c). ICU's locale IDs are plain C strings.
enum ULoc {
    /// ICU's `ULOC_FULLNAME_CAPACITY`: the longest locale ID ICU keeps whole, NUL included.
    static let fullNameCapacity = Int(ICUB_ULOC_FULLNAME_CAPACITY)

    /// `uloc_canonicalize`.
    static func canonicalize(_ id: String) throws(ICUError) -> String {
        try BridgeText.string("canonicalizing locale ID '\(id)'") { dest, capacity, status in
            id.withCString { icub_uloc_canonicalize($0, dest, capacity, &status) }
        }
    }

    /// The ICU ID of a BCP 47 tag; the whole tag must parse (`uloc_forLanguageTag`).
    static func fromLanguageTag(_ tag: String) throws(ICUError) -> String {
        var parsed: Int32 = 0
        let id = try BridgeText.string("reading BCP 47 tag '\(tag)'") { dest, capacity, status in
            tag.withCString { icub_uloc_for_language_tag($0, dest, capacity, &parsed, &status) }
        }
        guard Int(parsed) == tag.utf8.count else {
            throw ICUError(code: .illegalArgument, operation: "reading BCP 47 tag '\(tag)'",
                           reason: "not a well-formed language tag", utf8Offset: Int(parsed))
        }
        return id
    }

    /// `uloc_toLanguageTag`.
    static func languageTag(_ id: String, strict: Bool) throws(ICUError) -> String {
        try BridgeText.string("converting locale ID '\(id)' to a BCP 47 tag") { dest, capacity, status in
            id.withCString { icub_uloc_to_language_tag($0, strict ? 1 : 0, dest, capacity, &status) }
        }
    }

    /// The parts of a locale ID that ``part(_:of:)`` reads.
    enum Part: CustomStringConvertible {
        case language, script, country, variant, baseName

        var selector: Int32 {
            switch self {
            case .language: Int32(ICUB_ULOC_LANGUAGE)
            case .script: Int32(ICUB_ULOC_SCRIPT)
            case .country: Int32(ICUB_ULOC_COUNTRY)
            case .variant: Int32(ICUB_ULOC_VARIANT)
            case .baseName: Int32(ICUB_ULOC_BASE_NAME)
            }
        }

        var description: String {
            switch self {
            case .language: "language"
            case .script: "script"
            case .country: "country"
            case .variant: "variant"
            case .baseName: "base name"
            }
        }
    }

    /// One part of an ID, empty when it has none (`uloc_getLanguage`, `uloc_getScript`, …).
    static func part(_ part: Part, of id: String) -> String {
        (try? BridgeText.string("reading the \(part) of '\(id)'") { dest, capacity, status in
            id.withCString { icub_uloc_get_part($0, part.selector, dest, capacity, &status) }
        }) ?? ""
    }

    /// A keyword's value, `nil` when absent (`uloc_getKeywordValue`).
    static func keyword(_ keyword: String, of id: String) -> String? {
        let value = try? BridgeText.string("reading keyword '\(keyword)' of '\(id)'") { dest, capacity, status in
            id.withCString { idp in keyword.withCString { icub_uloc_keyword_value(idp, $0, dest, capacity, &status) } }
        }
        return value.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// `uloc_getDisplayName`.
    static func displayName(_ id: String, in display: String) throws(ICUError) -> String {
        try BridgeText.string("naming locale '\(id)' in '\(display)'") { dest, capacity, status in
            id.withCString { idp in display.withCString { icub_uloc_display_name(idp, $0, dest, capacity, &status) } }
        }
    }

    /// The stand-alone name of the ID's script (`uloc_getDisplayScript`).
    static func displayScript(_ id: String, in display: String) throws(ICUError) -> String {
        try BridgeText.string("naming the script of '\(id)' in '\(display)'") { dest, capacity, status in
            id.withCString { idp in display.withCString { icub_uloc_display_script(idp, $0, dest, capacity, &status) } }
        }
    }

    /// The ID with its likely script and region added (`uloc_addLikelySubtags`).
    static func addLikelySubtags(_ id: String) throws(ICUError) -> String {
        try BridgeText.string("adding likely subtags to '\(id)'") { dest, capacity, status in
            id.withCString { icub_uloc_add_likely_subtags($0, dest, capacity, &status) }
        }
    }

    /// The shortest ID with the same likely subtags (`uloc_minimizeSubtags`).
    static func minimizeSubtags(_ id: String) throws(ICUError) -> String {
        try BridgeText.string("minimizing the subtags of '\(id)'") { dest, capacity, status in
            id.withCString { icub_uloc_minimize_subtags($0, dest, capacity, &status) }
        }
    }

    /// A direction of text, as ICU's `ULayoutType`.
    enum Layout {
        case leftToRight, rightToLeft, topToBottom, bottomToTop

        init?(_ value: Int32) {
            switch value {
            case Int32(ICUB_ULOC_LAYOUT_LTR): self = .leftToRight
            case Int32(ICUB_ULOC_LAYOUT_RTL): self = .rightToLeft
            case Int32(ICUB_ULOC_LAYOUT_TTB): self = .topToBottom
            case Int32(ICUB_ULOC_LAYOUT_BTT): self = .bottomToTop
            default: return nil
            }
        }
    }

    /// The direction of characters in a line, and whether it is the locale's own
    /// data (not a parent's or the root's, which ICU signals with a warning);
    /// `nil` when ICU fails (`uloc_getCharacterOrientation`).
    static func characterOrientation(_ id: String) -> (layout: Layout, ownData: Bool)? {
        var status: Int32 = 0
        let value = id.withCString { icub_uloc_character_orientation($0, &status) }
        guard status <= 0, let layout = Layout(value) else { return nil }
        return (layout, status == 0)
    }

    /// The direction of lines on a page; `nil` when ICU fails (`uloc_getLineOrientation`).
    static func lineOrientation(_ id: String) -> Layout? {
        var status: Int32 = 0
        let value = id.withCString { icub_uloc_line_orientation($0, &status) }
        guard status <= 0 else { return nil }
        return Layout(value)
    }

    /// Whether the locale's script, given or likely, is written right to left (`uloc_isRightToLeft`).
    static func isRightToLeft(_ id: String) -> Bool {
        id.withCString { icub_uloc_is_right_to_left($0) } != 0
    }

    /// Every locale ICU has data for (`uloc_countAvailable`, `uloc_getAvailable`).
    static var available: [String] {
        (0..<icub_uloc_count_available()).compactMap { icub_uloc_available($0).map { String(cString: $0) } }
    }
}
