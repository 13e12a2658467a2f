/// A resources directory of localized strings — `<language>.lproj` folders
/// of `.strings` and `.stringsdict` tables and/or `.xcstrings` String
/// Catalogs — loaded once, with the language negotiation and fallback of
/// `Bundle.localizedString(forKey:value:table:)` and
/// `Bundle.preferredLocalizations`.
///
/// ```swift
/// let strings = try StringBundle(resourcesAt: "Resources", developmentRegion: "en")
/// let visitor = strings.negotiate(acceptLanguage: "de-AT,fr;q=0.8")   // de strings, de_AT numbers
/// try strings.format("%lu files", localization: visitor.localization, arguments: [1234],
///                    locale: visitor.locale)                          // "1.234 Dateien"
/// ```
///
/// **Choosing a localization** goes through ``SupportedLocales``, the
/// library's `Accept-Language` negotiation, over the localizations present
/// (`de-AT` → `de`, `zh-Hant-TW` → `zh-Hant`, `pt-BR` apart from `pt-PT`,
/// `sr-Latn` apart from `sr`), and gives the development region when no
/// preferred language has one.
///
/// **Looking a key up** in a table (`Localizable` by default) tries the
/// localization, then its parents that share its script (`de-CH` → `de`;
/// `zh-Hant-HK` → `zh-Hant`, never `zh`), then the development region and its
/// parents, then `Base.lproj`; a key found nowhere gives the default value
/// given, or the key itself — as `NSBundle` does. In a localization, a
/// `.stringsdict` entry wins over a `.strings` entry of the same key, as on
/// Apple's systems, and a String Catalog's entry over both.
///
/// **Rendering** uses the plural rules of the language whose table held the
/// entry (an English fallback is rendered with English rules), and the
/// numbers of that language or of the locale given. They come from the
/// bundle's ``pool``: ``FormatterPool/shared`` unless the bundle is loaded
/// with a pool of its own, so that one capacity bounds the formatters a
/// server makes as it meets locales. The bundle itself holds only the plural
/// rules and decimal style of each of its localizations, taken from the pool
/// when it loads: a fixed set, two per localization.
///
/// Loading reads and checks every file at once and fails as a whole, with
/// the file, line and column of the first fault. After that a bundle never
/// touches the disk; it is immutable and safe to share between threads.
public struct StringBundle: Sendable {
    /// The language of the keys and the last resort (`CFBundleDevelopmentRegion`).
    public let developmentRegion: String
    /// The localizations present, as the folders and catalogs name them
    /// (`de`, `pt-BR`, `zh-Hant`), sorted; `Base` is not among them.
    public let localizations: [String]
    /// The table names present (`Localizable`, …), sorted.
    public let tableNames: [String]
    /// The pool that rendering takes plural rules and number formats from.
    public let pool: FormatterPool
    /// What a lookup finds, by table, then localization, then key.
    let resolved: [String: [String: [String: Entry]]]
    let supported: SupportedLocales
    /// For each localization, those whose entries count as its own: it and its
    /// parents of the same script (and `Base` for the development region); an
    /// entry found further along the chain is a missing string.
    let ownLocalizations: [String: Set<String>]
    /// What rendering does with a missing string, and who hears of it.
    var missingStrings = MissingStrings()
    /// How lookups rewrite the development region's text, in a pseudo-localized bundle.
    var pseudo: PseudoLocalization?
    /// The development region's rules and decimal style, which render a key found nowhere.
    let developmentFormats: LocalizationFormats

    /// A localization's locale, cardinal plural rules and decimal style (and
    /// whether it groups digits), taken from the pool when the bundle loads and
    /// held by its entries, so that a render in the localization's own locale
    /// asks the pool nothing and formats nothing to learn them.
    final class LocalizationFormats: Sendable {
        let locale: LocaleID
        let plurals: PluralRules
        let integers: NumberFormat
        let groups: Bool

        init(_ locale: LocaleID, pool: FormatterPool) throws(ICUError) {
            self.locale = locale
            plurals = try pool.pluralRules(.cardinal, locale: locale)
            integers = try pool.numberFormat(.decimal, locale: locale)
            groups = TextFormatting.groups(integers)
        }
    }

    /// A string found by a lookup: its format, and where it was found.
    public struct Entry: Sendable, Hashable {
        /// The entry's format.
        public let format: LocalizedStringFormat
        /// The localization whose table held it (`Base` for `Base.lproj`).
        public let localization: String
        /// Where it is written, when known.
        public let location: FileLocation?
        /// The rules and decimal style of ``localization`` (the development
        /// region's for `Base`), whose plural rules choose the entry's forms.
        let formats: LocalizationFormats

        public static func == (a: Entry, b: Entry) -> Bool {
            a.format == b.format && a.localization == b.localization && a.location == b.location
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(format)
            hasher.combine(localization)
        }
    }

    /// Loads every `<language>.lproj/<Table>.strings`, `<language>.lproj/<Table>.stringsdict`
    /// and `<Table>.xcstrings` in `directory` (other files are left alone).
    ///
    /// - Parameters:
    ///   - directory: The resources directory, such as an app's `Resources`.
    ///   - developmentRegion: The language of the keys and the last resort,
    ///     as `CFBundleDevelopmentRegion` (`en` by default). The folder or catalog
    ///     language of the same locale is its localization (`en-US.lproj` for
    ///     `en_US`); without one, the localization is named by its BCP 47 tag.
    ///   - pool: The pool rendering takes plural rules and number formats from.
    /// - Throws: ``ICUError`` for a directory that cannot be read, a folder
    ///   name or catalog language that is not a locale ID (other than `Base`;
    ///   located at the folder, or at the catalog's first entry in it: `My Strings.lproj`
    ///   is `ICUError.Kind.badInput`, never a silent fallback), an invalid development
    ///   region literal, and any error of the tables and
    ///   catalogs (with the file, line and column).
    public init(resourcesAt directory: String, developmentRegion: LocaleID = "en",
                pool: FormatterPool = .shared) throws(ICUError) {
        var tables: [String: [String: StringTable]] = [:]
        // Where each localization comes from, for an error in its name.
        var origins: [String: FileLocation] = [:]
        let names = try ResourceFiles.contents(of: directory)
        for name in names {
            let path = directory + "/" + name
            if name.hasSuffix(".lproj"), ResourceFiles.isDirectory(path) {
                let localization = Self.localizationName(String(name.dropLast(".lproj".count)))
                origins[localization] = origins[localization] ?? FileLocation(file: path, line: 1, column: 1)
                var strings: [String: StringTable] = [:]
                var dictionaries: [String: StringTable] = [:]
                for file in try ResourceFiles.contents(of: path) {
                    if file.hasSuffix(".stringsdict") {
                        dictionaries[String(file.dropLast(".stringsdict".count))] = try StringTable(contentsOf: path + "/" + file)
                    } else if file.hasSuffix(".strings") {
                        strings[String(file.dropLast(".strings".count))] = try StringTable(contentsOf: path + "/" + file)
                    }
                }
                for table in Set(strings.keys).union(dictionaries.keys) {
                    let base = tables[table]?[localization] ?? StringTable([:])
                    let merged = base.overlaid(with: strings[table] ?? StringTable([:]))
                        .overlaid(with: dictionaries[table] ?? StringTable([:]))
                    tables[table, default: [:]][localization] = merged
                }
            }
        }
        for name in names where name.hasSuffix(".xcstrings") {
            let catalog = try StringCatalog(contentsOf: directory + "/" + name)
            let table = String(name.dropLast(".xcstrings".count))
            for (language, languageTable) in catalog.tables {
                origins[language] = origins[language] ?? Self.firstLocation(in: [languageTable])
                    ?? FileLocation(file: directory + "/" + name, line: 1, column: 1)
                let base = tables[table]?[language] ?? StringTable([:])
                tables[table, default: [:]][language] = base.overlaid(with: languageTable)
            }
        }
        try self.init(tables: tables, developmentRegion: developmentRegion, origins: origins, pool: pool)
    }

    /// A bundle of one String Catalog, with its `sourceLanguage` as the
    /// development region: the localizations are its languages, and a lookup
    /// falls back as in a resources directory (`fr-FR` without a French table
    /// gets the source language's; a key missing in `de` gets the source
    /// language's entry).
    ///
    /// ```swift
    /// let catalog = try StringCatalog(contentsOf: "Resources/Localizable.xcstrings")
    /// let strings = try StringBundle(catalog: catalog)
    /// try strings.format("%lu files", localization: strings.localization(acceptLanguage: "fr-FR"), arguments: [3])
    /// // "3 files", from the source language's table
    /// ```
    ///
    /// - Parameters:
    ///   - catalog: The catalog.
    ///   - table: The name of its table (`Localizable` by default), as its file is named.
    ///   - pool: The pool rendering takes plural rules and number formats from.
    /// - Throws: ``ICUError`` for a language or source language that is not a locale ID.
    public init(catalog: StringCatalog, table: String = "Localizable", pool: FormatterPool = .shared) throws(ICUError) {
        try self.init(tables: [table: catalog.tables], developmentRegion: LocaleID(catalog.sourceLanguage), origins: [:],
                      pool: pool)
    }

    /// A bundle of tables already read: `tables[table][localization]`, rendered
    /// through `pool`.
    ///
    /// - Throws: ``ICUError`` for a localization name that is not a language
    ///   (other than `Base`), located at the first entry of its tables, or a
    ///   development region that is not a locale ID.
    public init(tables: [String: [String: StringTable]], developmentRegion: LocaleID = "en",
                pool: FormatterPool = .shared) throws(ICUError) {
        try self.init(tables: tables, developmentRegion: developmentRegion, origins: [:], pool: pool)
    }

    /// The first place, in file order, where an entry of `tables` is written.
    static func firstLocation(in tables: [StringTable]) -> FileLocation? {
        tables.flatMap(\.locations.values).min { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    }

    /// A bundle of `tables`; an error in a localization's name is located at
    /// `origins[name]`, else at the first entry of its tables.
    private init(tables: [String: [String: StringTable]], developmentRegion developmentLocale: LocaleID,
                 origins: [String: FileLocation], pool: FormatterPool) throws(ICUError) {
        // An invalid literal's error, before the localizations' names are read.
        _ = try developmentLocale.icuName
        var names = Set(tables.values.flatMap(\.keys))
        names.remove("Base")
        var locales: [String: LocaleID] = [:]
        for name in names.sorted() {
            do {
                locales[name] = try LocaleID(name)
            } catch {
                var located = error
                located.operation = "reading the localization '\(name)': " + error.operation
                located.location = origins[name] ?? Self.firstLocation(in: tables.values.compactMap { $0[name] })
                throw located
            }
        }
        // The development region's own localization, when one names the same locale.
        let development = names.first { $0 == developmentLocale.languageTag || $0 == developmentLocale.identifier }
            ?? names.sorted().first { locales[$0]?.languageTag == developmentLocale.languageTag }
            ?? developmentLocale.languageTag
        let developmentLocaleID = locales[development] ?? developmentLocale
        locales[development] = developmentLocaleID
        // Every name has its locale from here on: `names` were all validated above,
        // and the development region's was just set.

        // Made now, so that a locale ICU cannot serve fails the load rather than a request.
        var formats: [String: LocalizationFormats] = [:]
        for (name, locale) in locales.sorted(by: { $0.key < $1.key }) { formats[name] = try LocalizationFormats(locale, pool: pool) }
        formats["Base"] = formats[development]
        self.pool = pool
        // The formats of a localization of the chains below (each one's were made above):
        // a missing one would be a bug of this initializer, reported rather than a crash.
        func formatsOf(_ name: String) throws(ICUError) -> LocalizationFormats {
            guard let found = formats[name] else {
                throw ICUError(code: .illegalArgument, operation: "loading localized strings",
                               reason: "no locale was read for the localization '\(name)'", kind: .internalFailure)
            }
            return found
        }

        let supportedNames = [development] + names.subtracting([development]).sorted()
        self.supported = try SupportedLocales(supportedNames.compactMap { locales[$0] }, default: developmentLocaleID)
        self.developmentRegion = development
        self.localizations = names.sorted()
        self.tableNames = tables.keys.sorted()
        self.developmentFormats = try formatsOf(development)

        // Every (table, localization) flattened along its fallback chain.
        var resolved: [String: [String: [String: Entry]]] = [:]
        let present = names.union([development])
        for (tableName, byLocalization) in tables {
            var perLocalization: [String: [String: Entry]] = [:]
            for localization in present {
                let chain = Self.chain(localization, development: development, present: present, locales: locales)
                    + (byLocalization["Base"] != nil ? ["Base"] : [])
                var entries: [String: Entry] = [:]
                for link in chain.reversed() {
                    guard let table = byLocalization[link] else { continue }
                    for (key, format) in table.entries {
                        entries[key] = Entry(format: format, localization: link, location: table.locations[key],
                                             formats: try formatsOf(link))
                    }
                }
                perLocalization[localization] = entries
            }
            resolved[tableName] = perLocalization
        }
        self.resolved = resolved
        var own: [String: Set<String>] = [:]
        for localization in present {
            guard let locale = locales[localization] else { continue }
            own[localization] = Set([localization] + Self.parents(of: locale, present: present, locales: locales)
                                    + (localization == development ? ["Base"] : []))
        }
        self.ownLocalizations = own
        self.spellingToName = Dictionary(supportedNames.compactMap { name in locales[name].map { ($0.languageTag, name) } }) { first, _ in first }
    }

    /// The localization of each supported locale, by its BCP 47 tag (the first
    /// localization, in ``supported``'s order, of a locale two folders name).
    let spellingToName: [String: String]

    /// The localizations a lookup in `localization` tries, in order, before `Base`.
    static func chain(_ localization: String, development: String, present: Set<String>,
                      locales: [String: LocaleID]) -> [String] {
        var chain: [String] = []
        for start in [localization, development] {
            guard let locale = locales[start] else { continue }
            for name in [start] + parents(of: locale, present: present, locales: locales) where !chain.contains(name) {
                chain.append(name)
            }
        }
        return chain
    }

    /// The present localizations that `locale` falls back to: its tag with
    /// subtags taken off the end, as long as the shorter tag means the same
    /// script (`sr-Latn` never falls back to `sr`, which is Cyrillic).
    static func parents(of locale: LocaleID, present: Set<String>, locales: [String: LocaleID]) -> [String] {
        let script = locale.maximized.scriptCode
        var parents: [String] = []
        var tag = Substring(locale.languageTag)
        while let dash = tag.lastIndex(of: "-") {
            tag = tag[..<dash]
            guard let parent = try? LocaleID(String(tag)), parent.maximized.scriptCode == script else { continue }
            for name in present.sorted() where locales[name]?.languageTag == parent.languageTag && !parents.contains(name) {
                parents.append(name)
            }
        }
        return parents
    }

    /// Old English folder names that Apple's bundles still accept.
    static func localizationName(_ folder: String) -> String {
        let legacy = ["English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es",
                      "Italian": "it", "Dutch": "nl"]
        return legacy[folder] ?? folder
    }

    // MARK: Looking up

    /// The entry for `key` in `table`, looked up from `localization` along the
    /// fallback chain, or `nil` when no localization has it. A localization
    /// that is not among ``localizations`` (`de-AT`) stands for the one it
    /// negotiates to (`de`), or the development region.
    public func entry(_ key: String, table: String = "Localizable", localization: String) -> Entry? {
        guard let byLocalization = resolved[table] else { return nil }
        if let entries = byLocalization[localization] { return entries[key] }
        // A name that is not a localization here (`de-AT`): the one it negotiates to.
        return byLocalization[self.localization(acceptLanguage: localization)]?[key]
    }

    /// The text of `key`, as `NSBundle.localizedString(forKey:value:table:)`
    /// returns it: the entry's text, else `value` when it is not empty, else the key.
    ///
    /// A missing string is reported and returned as the bundle's
    /// ``MissingStringPolicy`` says (``reportingMissingStrings(_:to:)``); this
    /// lookup cannot throw, so ``MissingStringPolicy/throw`` returns here what
    /// ``MissingStringPolicy/fallBack`` does.
    public func string(_ key: String, table: String = "Localizable", localization: String, default value: String? = nil) -> String {
        let found = try? resolve(key, table: table, localization: localization, throwing: false)
        let text = found?.entry?.format.text ?? value.flatMap { $0.isEmpty ? nil : $0 } ?? key
        guard let found, found.isMarked else { return text }
        return found.prefix + text + found.suffix
    }

    /// `key` rendered with `arguments`, as `String.localizedStringWithFormat`
    /// renders `NSLocalizedString(key)`: the entry's format (or `value`, or
    /// the key, read as a format in the development region) with the plural
    /// rules of the language that held it, and the numbers of `locale`
    /// (that language's when `nil`), such as the ``Negotiated/locale`` of
    /// ``negotiate(acceptLanguage:formatIn:)``.
    ///
    /// - Throws: ``ICUError`` as ``LocalizedStringFormat/render(_:locale:pool:)`` does.
    public func format(_ key: String, table: String = "Localizable", localization: String,
                       arguments: [MessageArgument] = [], locale: LocaleID? = nil,
                       default value: String? = nil) throws(ICUError) -> String {
        // Before the lookup, which can throw: the handles' accessor, as ICU would.
        if let locale { _ = try locale.icuName }
        let found = try resolve(key, table: table, localization: localization, throwing: true)
        let text = try format(key, arguments: arguments, locale: locale, default: value, found: found.entry)
        return found.isMarked ? found.prefix + text + found.suffix : text
    }

    /// `found` rendered, else the default value or the key in the development region.
    private func format(_ key: String, arguments: [MessageArgument], locale: LocaleID?,
                        default value: String?, found: Entry?) throws(ICUError) -> String {
        if let entry = found {
            if entry.format.compiled.isPlainText, arguments.isEmpty { return entry.format.compiled.plainText }
            var plurals = TextFormatting(pool: pool, entry.formats)
            var numbers = numberFormatting(locale, besides: entry.formats)
            return try entry.format.render(arguments, plurals: &plurals, numbers: &numbers)
        }
        let text = value.flatMap { $0.isEmpty ? nil : $0 } ?? key
        let format = LocalizedStringFormat(lenient: text)
        if arguments.isEmpty, format.argumentCount == 0 || !format.isValid { return text }
        var plurals = TextFormatting(pool: pool, developmentFormats)
        var numbers = numberFormatting(locale, besides: developmentFormats)
        return try format.render(arguments, plurals: &plurals, numbers: &numbers)
    }

    /// The numbers of `locale` from the pool, or `nil` for those of `formats`
    /// when it is their locale or `nil`.
    private func numberFormatting(_ locale: LocaleID?, besides formats: LocalizationFormats) -> TextFormatting? {
        guard let locale, locale != formats.locale else { return nil }
        return TextFormatting(pool: pool, locale: locale)
    }

    /// `key` rendered with `arguments` in the localization chosen for
    /// `preferred`: ``localization(for:)`` then ``format(_:table:localization:arguments:locale:default:)``.
    public func format(_ key: String, table: String = "Localizable", preferred: PreferredLanguages,
                       arguments: [MessageArgument] = [], locale: LocaleID? = nil,
                       default value: String? = nil) throws(ICUError) -> String {
        try format(key, table: table, localization: localization(for: preferred), arguments: arguments,
                   locale: locale, default: value)
    }
}
