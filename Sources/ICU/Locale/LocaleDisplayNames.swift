/// Names of locales and of their parts for people, in one display locale:
/// `Deutsch (Schweiz)` for `de_CH` in `de`, `German (Switzerland)` in `en`,
/// `allemand (Suisse)` in `fr`.
///
/// ```swift
/// let names = try LocaleDisplayNames(locale: "en")
/// names.name(of: "de-CH")                          // German (Switzerland)
/// names.languageName("fr")                         // French
/// names.regionName("419")                          // Latin America
/// names.keywordValueName("calendar", "hebrew")     // Hebrew Calendar
///
/// let menu = try LocaleDisplayNames(locale: "fr", options: .init(dialect: .dialect, capitalization: .uiListOrMenu))
/// menu.name(of: "en-GB")                           // Anglais britannique
/// ```
///
/// ``name(of:)`` always has an answer: a part ICU has no name for is written
/// as its code (`German (QQ)` for `de_QQ`). The names of single codes
/// (``languageName(_:)`` …) are `nil` for a code ICU has no name for, or that is
/// not a code of its kind, rather than the code echoed back.
///
/// Creation opens ICU's display names, which costs several times naming one
/// locale: keep one, or take it from a ``FormatterPool`` (`pool.localeDisplayNames(locale:options:)`).
/// Safe to share between threads.
///
/// The corresponding C function is `uldn_openForContext`.
public struct LocaleDisplayNames: Sendable {
    /// Whether a language with a region or script has a name of its own.
    public enum Dialect: String, Sendable, Hashable, Codable, CaseIterable {
        /// The language, then the other parts in parentheses: `English (United
        /// Kingdom)` (`UDISPCTX_STANDARD_NAMES`).
        case standard
        /// A dialect's own name where the display locale has one: `British
        /// English`, `Flemish` for `nl_BE` (`UDISPCTX_DIALECT_NAMES`).
        case dialect
    }

    /// Where a name is shown, which decides whether its first letter is
    /// capitalized in languages that write names in lower case (`français`).
    public enum Capitalization: String, Sendable, Hashable, Codable, CaseIterable {
        /// Inside a sentence, as the language writes it: `français`
        /// (`UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE`).
        case middleOfSentence
        /// At the start of a sentence: `Français`
        /// (`UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE`).
        case beginningOfSentence
        /// As an item of a list or menu, as the language's data says:
        /// `Français` in `fr` (`UDISPCTX_CAPITALIZATION_FOR_UI_LIST_OR_MENU`).
        case uiListOrMenu
        /// Alone, such as a heading or button, as the language's data says:
        /// `français` in `fr` (`UDISPCTX_CAPITALIZATION_FOR_STANDALONE`).
        case standalone
    }

    /// How long names are.
    public enum Width: String, Sendable, Hashable, Codable, CaseIterable {
        /// `English (United States)` (`UDISPCTX_LENGTH_FULL`).
        case wide
        /// `English (US)`, where the display locale has short names (`UDISPCTX_LENGTH_SHORT`).
        case short
    }

    /// How names are written: every choice beside the display locale.
    public struct Options: Sendable, Hashable, Codable {
        /// Standard names (`English (United Kingdom)`) or dialect names (`British English`).
        public var dialect: Dialect
        /// Where the names are shown, which decides the case of their first letter.
        public var capitalization: Capitalization
        /// Full or short names.
        public var width: Width

        /// Options with the given values; the defaults are standard, full names
        /// as written inside a sentence.
        public init(dialect: Dialect = .standard, capitalization: Capitalization = .middleOfSentence,
                    width: Width = .wide) {
            self.dialect = dialect
            self.capitalization = capitalization
            self.width = width
        }
    }

    /// One reference, so that a copy (out of a pool) costs one retain.
    let storage: Storage

    /// The locale whose language the names are in (the display locale).
    public var locale: LocaleID { storage.displayLocale }
    /// The options the names were opened with.
    public var options: Options { storage.options }
    /// Standard or dialect names.
    public var dialect: Dialect { storage.options.dialect }
    /// The capitalization context.
    public var capitalization: Capitalization { storage.options.capitalization }
    /// Full or short names.
    public var width: Width { storage.options.width }

    /// Opens the names of a display locale.
    ///
    /// A display locale ICU has no names for (`zz`) names in its root locale's
    /// data: codes (`de (CH)`), with ``languageName(_:)`` and the other names of
    /// single codes `nil`.
    ///
    /// - Parameters:
    ///   - locale: The display locale, whose language the names are in.
    ///   - options: Standard or dialect names, the capitalization context, full or short names.
    /// - Throws: ``ICUError`` for an invalid locale literal, or when ICU cannot open its names.
    ///
    /// The corresponding C function is `uldn_openForContext`.
    public init(locale: LocaleID, options: Options = .init()) throws(ICUError) {
        storage = try Storage(displayLocale: locale, options: options)
    }

    /// The name of a locale: `German (Switzerland)` for `de_CH` in `en`,
    /// `British English` for `en_GB` with dialect names, `Japanese (Japan,
    /// Japanese Calendar)` for `ja_JP@calendar=japanese`.
    ///
    /// Never fails: a part ICU has no name for is written as its code
    /// (`German (QQ)` for `de_QQ`, `xx (YY)` for `xx_YY`); an invalid locale
    /// literal, and an ID that ICU names with nothing (an `attribute` keyword
    /// of 90 bytes or more), is named by its text.
    ///
    /// The corresponding C function is `uldn_localeDisplayName`.
    public func name(of locale: LocaleID) -> String { storage.name(of: locale) }

    /// The name of a language code: `German` for `de` in `en`; `nil` when
    /// ICU has no name for it or it is not a language code (two or three, or
    /// five to eight, ASCII letters, in any case).
    ///
    /// The corresponding C function is `uldn_languageDisplayName`.
    public func languageName(_ code: String) -> String? { storage.name(.language, code) }

    /// The name of a script code: `Traditional` for `Hant`, `Latin` for `Latn`
    /// in `en`; `nil` when ICU has none or it is not four ASCII letters (any case).
    ///
    /// The corresponding C function is `uldn_scriptDisplayName`.
    public func scriptName(_ code: String) -> String? { storage.name(.script, code) }

    /// The name of a script code as it stands alone, for a locale's script
    /// described on its own: `繁體中文` for `Hant` in `zh_Hant_HK`, where
    /// ``scriptName(_:)`` gives `繁體字`, the form used inside a locale's name.
    /// Where CLDR has no stand-alone form the two are the same. `nil` exactly
    /// when ``scriptName(_:)`` is `nil`. The options' dialect, capitalization
    /// and length do not apply: ICU has one stand-alone form.
    ///
    /// The corresponding C function is `uloc_getDisplayScript`.
    public func standAloneScriptName(_ code: String) -> String? { storage.standAloneScriptName(code) }

    /// The name of a region code: `Switzerland` for `CH`, `Latin America` for
    /// `419` in `en`; `nil` when ICU has none or it is not two ASCII letters (any
    /// case) or three digits.
    ///
    /// The corresponding C function is `uldn_regionDisplayName`.
    public func regionName(_ code: String) -> String? { storage.name(.region, code) }

    /// The name of a variant code: `Computer` for `POSIX` in `en`; `nil` when ICU
    /// has none or it is not four to eight ASCII letters or digits (any case).
    ///
    /// The corresponding C function is `uldn_variantDisplayName`.
    public func variantName(_ code: String) -> String? { storage.name(.variant, code) }

    /// The name of a keyword: `Calendar` for `calendar`, `Sort Order` for
    /// `collation` in `en`; `nil` when ICU has none.
    ///
    /// The corresponding C function is `uldn_keyDisplayName`.
    public func keywordName(_ keyword: String) -> String? { storage.name(.key, keyword) }

    /// The name of a keyword's value, as ICU's locale IDs spell them:
    /// `Hebrew Calendar` for `calendar`, `hebrew`; `Phonebook Sort Order` for
    /// `collation`, `phonebook`; `Euro` for `currency`, `EUR` in `en`. `nil` when
    /// ICU has none.
    ///
    /// The corresponding C function is `uldn_keyValueDisplayName`.
    public func keywordValueName(_ keyword: String, _ value: String) -> String? {
        storage.name(keyword: keyword, value: value)
    }
}
