extension LocaleID {
    /// The language code, such as `de` for `de_CH` (`uloc_getLanguage`).
    ///
    /// Empty for the root locale and for IDs whose language is `und`
    /// (`und_Arab`), as ICU reads them: ICU's IDs spell an unknown language as
    /// no language at all.
    ///
    /// The corresponding C function is `uloc_getLanguage`.
    public var languageCode: String { ULoc.part(.language, of: identifier) }

    /// The script code, such as `Hant` for `zh_Hant_TW`, or `nil` when the ID
    /// names none (see ``maximized`` for the likely one).
    ///
    /// The corresponding C function is `uloc_getScript`.
    public var scriptCode: String? { Self.nonEmpty(ULoc.part(.script, of: identifier)) }

    /// The region code, such as `CH` for `de_CH` or `419` for `es_419`, or `nil`
    /// when the ID names none.
    ///
    /// The corresponding C function is `uloc_getCountry`.
    public var regionCode: String? { Self.nonEmpty(ULoc.part(.country, of: identifier)) }

    /// The variant code, such as `POSIX` for `en_US_POSIX`, or `nil` when the ID names none.
    ///
    /// The corresponding C function is `uloc_getVariant`.
    public var variantCode: String? { Self.nonEmpty(ULoc.part(.variant, of: identifier)) }

    private static func nonEmpty(_ part: String) -> String? { part.isEmpty ? nil : part }

    /// The ID with its likely script and region added, as CLDR's likely subtags
    /// give them; keywords are kept.
    ///
    /// ```swift
    /// let taiwan: LocaleID = "zh-TW"
    /// let serbian: LocaleID = "sr"
    /// print(taiwan.maximized, serbian.maximized)   // zh_Hant_TW sr_Cyrl_RS
    /// ```
    ///
    /// An ID CLDR knows nothing about (`zz`, `xx_YY`) is its own maximized form.
    /// The root locale maximizes to `en_Latn_US`, as CLDR's likely subtags of
    /// `und` say.
    ///
    /// The corresponding C function is `uloc_addLikelySubtags`.
    public var maximized: LocaleID {
        (try? LocaleID(ULoc.addLikelySubtags(identifier))) ?? self
    }

    /// The shortest ID that maximizes to the same ID as this one: `en` for
    /// `en_Latn_US`, `zh_TW` for `zh_Hant_TW`; keywords are kept.
    ///
    /// ```swift
    /// let american: LocaleID = "en-Latn-US"
    /// print(american.minimized)   // en
    /// ```
    ///
    /// `maximized` of the minimized ID is always `maximized` of the ID: where
    /// ICU's shortest form would maximize to another locale (it minimizes
    /// `root__`, whose maximized form is itself, to `en`), the ID is its own
    /// minimized form.
    ///
    /// The corresponding C function is `uloc_minimizeSubtags`.
    public var minimized: LocaleID {
        guard let shortest = try? LocaleID(ULoc.minimizeSubtags(identifier)) else { return self }
        return shortest == self || shortest.maximized == maximized ? shortest : self
    }

    /// A direction in which text is written.
    public enum TextDirection: String, Sendable, Hashable, Codable, CustomStringConvertible {
        /// Left to right (`ULOC_LAYOUT_LTR`): `ltr`.
        case leftToRight = "ltr"
        /// Right to left (`ULOC_LAYOUT_RTL`): `rtl`.
        case rightToLeft = "rtl"
        /// Top to bottom (`ULOC_LAYOUT_TTB`): `ttb`.
        case topToBottom = "ttb"
        /// Bottom to top (`ULOC_LAYOUT_BTT`): `btt`.
        case bottomToTop = "btt"

        init(_ layout: ULoc.Layout) {
            switch layout {
            case .leftToRight: self = .leftToRight
            case .rightToLeft: self = .rightToLeft
            case .topToBottom: self = .topToBottom
            case .bottomToTop: self = .bottomToTop
            }
        }

        /// `ltr`, `rtl`, `ttb` or `btt`, as CSS and CLDR spell them.
        public var description: String { rawValue }
    }

    /// The direction of characters in a line: `.rightToLeft` for `ar`, `he`,
    /// `fa`, `ur`; `.leftToRight` for `en`.
    ///
    /// ICU's layout data answers for the locales it has; for the others, where
    /// ICU would answer with its root locale's or a parent's data (`und_Arab`,
    /// `dv`, `az_Arab`: left to right), the answer follows the locale's script,
    /// given or likely, as ``isRightToLeft`` does.
    ///
    /// The corresponding C function is `uloc_getCharacterOrientation`.
    public var characterOrder: TextDirection {
        if let (layout, ownData) = ULoc.characterOrientation(identifier), ownData { return TextDirection(layout) }
        return isRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The direction of lines on a page: `.topToBottom` for every locale of
    /// ICU 72's data.
    ///
    /// The corresponding C function is `uloc_getLineOrientation`.
    public var lineOrder: TextDirection {
        ULoc.lineOrientation(identifier).map(TextDirection.init) ?? .topToBottom
    }

    /// Whether the locale's script, given or likely, is written right to left:
    /// true for `ar`, `he`, `fa`, `ur`, `en_Arab`; false for `en`, `ar_Latn`.
    ///
    /// ```swift
    /// let locale: LocaleID = "ar-EG"
    /// let dir = locale.isRightToLeft ? "rtl" : "ltr"   // for <html dir="…">
    /// ```
    ///
    /// The corresponding C function is `uloc_isRightToLeft`.
    public var isRightToLeft: Bool { ULoc.isRightToLeft(identifier) }
}
