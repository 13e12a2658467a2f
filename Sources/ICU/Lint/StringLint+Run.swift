// The run of a lint: files read into tables, each entry checked in its
// language, translations compared with the development language, and the
// tables of one resources directory or catalog compared for completeness.

/// What the checks of one entry found, for comparing a translation with it.
struct LintCheckedEntry {
    var format: LintFormatCheck?
    /// The parameters of an ICU message.
    var parameters: Set<String>?
}

/// The `.strings` and `.stringsdict` files of one table name in the `.lproj`
/// folders of one resources directory.
private struct LintTableGroup {
    var tables: [String: [LintTable]] = [:]
}

extension StringLint {
    /// Per run: the plural categories of each language, found once.
    final class Coverages {
        private var found: [String: LintPluralCoverage?] = [:]

        func callAsFunction(_ language: String?) -> LintPluralCoverage? {
            guard let language else { return nil }
            if let known = found[language] { return known }
            let coverage = LintPluralCoverage(language)
            found[language] = coverage
            return coverage
        }
    }

    func run(_ inputs: [LintInput], into report: inout LintReport) {
        let coverages = Coverages()
        var groups: [String: LintTableGroup] = [:]
        var languagesOfResources: [String: Set<String>] = [:]
        var groupOrder: [(key: String, resources: String)] = []
        for input in inputs {
            let kind = LintInput.pathExtension(input.path)
            let lproj = input.lproj
            let language = lproj?.language ?? locale?.identifier
            let table: LintTable
            switch kind {
            case "xcstrings":
                check(LintCatalog(input.bytes, file: input.path, into: &report), coverages: coverages, into: &report)
                continue
            case "strings":
                table = LintTable.strings(input.bytes, file: input.path, language: language, into: &report)
            case "stringsdict":
                table = LintTable.stringsdict(input.bytes, file: input.path, language: language, into: &report)
            default:
                report.error(.unreadableFile, "not a .strings, .stringsdict or .xcstrings file",
                             at: FileLocation(file: input.path, line: 1, column: 1))
                continue
            }
            guard let lproj else {
                _ = check(table, language: language, coverages: coverages, into: &report)
                continue
            }
            let groupKey = lproj.resources + "\u{0}" + input.tableName
            if groups[groupKey] == nil { groupOrder.append((groupKey, lproj.resources)) }
            groups[groupKey, default: LintTableGroup()].tables[lproj.language, default: []].append(table)
            languagesOfResources[lproj.resources, default: []].insert(lproj.language)
        }
        for (groupKey, resources) in groupOrder {
            guard let group = groups[groupKey] else { continue }  // every key of the order has its group
            check(group, languages: languagesOfResources[resources] ?? [], coverages: coverages, into: &report)
        }
    }

    /// The language whose plural rules a folder's files follow: `Base` is the development language's.
    private func rulesLanguage(_ folder: String) -> String {
        folder == "Base" ? (options.developmentLanguage ?? locale).map(\.identifier) ?? "en" : folder
    }

    /// Checks each entry of `table` in `language`, and against the development
    /// language's entries when given: what each entry's checks found, by key.
    func check(_ table: LintTable, language: String?, coverages: Coverages,
               development: (language: String, entries: [String: LintCheckedEntry])? = nil,
               into report: inout LintReport) -> [String: LintCheckedEntry] {
        let coverage = coverages(language)
        let messageLocale = language.flatMap { try? LocaleID($0) } ?? locale ?? "en"
        var checked: [String: LintCheckedEntry] = [:]
        for (key, entry) in table.entries.sorted(by: { $0.key < $1.key }) {
            guard !entry.isFaulty else { continue }
            if let coverage {
                for (name, variable) in entry.variables.sorted(by: { $0.key < $1.key }) {
                    coverage.check(Set(variable.forms.keys), of: "the variable \(LintFormatCheck.displayName(name))",
                                   key: key, at: entry.location, into: &report)
                }
            }
            let source = development?.entries[key]
            let here = language ?? "this file"
            switch messageSyntax {
            case .printf:
                let format = LintFormatCheck(entry, into: &report)
                format.checkArguments(of: entry, into: &report)
                if let development, let sourceFormat = source?.format {
                    format.checkAgreement(of: entry, with: sourceFormat, language: here, developmentLanguage: development.language,
                                          into: &report)
                }
                checked[key] = LintCheckedEntry(format: format)
            case .icu:
                let parameters = LintMessageCheck.icu(entry, locale: messageLocale, coverage: coverage, into: &report)
                if let development, let parameters, let sourceParameters = source?.parameters {
                    for name in parameters.subtracting(sourceParameters).sorted() {
                        report.error(.extraArgument, "\(LintTable.quoted(key)): the argument '\(name)' is not an argument of the \(development.language) message",
                                     at: entry.location)
                    }
                    for name in sourceParameters.subtracting(parameters).sorted() {
                        report.warning(.unusedArgument, "\(LintTable.quoted(key)): the argument '\(name)' of the \(development.language) message is not used in \(here)",
                                       at: entry.location)
                    }
                }
                checked[key] = LintCheckedEntry(parameters: parameters)
            case .messageFormat2:
                LintMessageCheck.mf2(entry, locale: messageLocale, coverage: coverage, into: &report)
                checked[key] = LintCheckedEntry()
            }
        }
        return checked
    }

    /// Up to five keys, quoted, and how many more.
    static func firstKeys(_ keys: [String]) -> String {
        let shown = keys.prefix(5).map(LintTable.quoted).joined(separator: ", ")
        return keys.count > 5 ? shown + " and \(keys.count - 5) more" : shown
    }

    private func check(_ group: LintTableGroup, languages: Set<String>, coverages: Coverages, into report: inout LintReport) {
        let development = developmentFolder(among: group.tables.keys)
            ?? (group.tables["en"] != nil ? "en" : group.tables["Base"] != nil ? "Base" : nil)
        // The development language first: its entries are what translations are compared with.
        var sourceEntries: [String: LintCheckedEntry] = [:]
        var sourceKeys = Set<String>()
        if let development, let tables = group.tables[development] {
            for table in tables {
                sourceEntries.merge(check(table, language: rulesLanguage(development), coverages: coverages, into: &report)) { _, later in later }
                sourceKeys.formUnion(table.entries.keys)
            }
        }
        for (folder, tables) in group.tables.sorted(by: { $0.key < $1.key }) where folder != development {
            var keys = Set<String>()
            for table in tables {
                _ = check(table, language: rulesLanguage(folder), coverages: coverages,
                          development: development.map { ($0, sourceEntries) }, into: &report)
                keys.formUnion(table.entries.keys)
            }
            guard let development, folder != "Base" else { continue }
            for table in tables {
                for (key, entry) in table.entries.sorted(by: { $0.key < $1.key }) where !sourceKeys.contains(key) {
                    report.warning(.extraKey, "\(LintTable.quoted(key)) is not a key of \(development)", at: entry.location)
                }
            }
            let missing = sourceKeys.subtracting(keys).sorted()
            if !missing.isEmpty {
                report.warning(.missingKeys, "\(folder) lacks \(missing.count) of the \(sourceKeys.count) keys of \(development): \(Self.firstKeys(missing))",
                               at: FileLocation(file: tables[0].file, line: 1, column: 1))
            }
        }
        // A language of the resources directory with no file of this table at all.
        guard let development, let first = group.tables[development]?.first else { return }
        for language in languages.sorted() where group.tables[language] == nil && language != "Base" && !sourceKeys.isEmpty {
            let name = LintInput(path: first.file, bytes: []).tableName
            report.warning(.missingKeys, "\(language).lproj has no \(name) table: all \(sourceKeys.count) keys of \(development) are missing",
                           at: FileLocation(file: first.file, line: 1, column: 1))
        }
    }

    private func check(_ catalog: LintCatalog, coverages: Coverages, into report: inout LintReport) {
        guard let source = catalog.sourceLanguage else { return }
        let development = developmentFolder(among: catalog.tables.keys) ?? source
        guard let sourceTable = catalog.tables[development] else { return }
        let sourceEntries = check(sourceTable, language: development, coverages: coverages, into: &report)
        let wanted = Set(sourceTable.entries.keys).subtracting(catalog.untranslatable)
        let start = FileLocation(file: catalog.file, line: 1, column: 1)
        for (language, table) in catalog.tables.sorted(by: { $0.key < $1.key }) where language != development {
            _ = check(table, language: language, coverages: coverages, development: (development, sourceEntries), into: &report)
            let missing = wanted.subtracting(table.entries.keys).sorted()
            if !missing.isEmpty {
                report.warning(.missingKeys, "\(language) lacks \(missing.count) of the \(wanted.count) strings of \(development): \(Self.firstKeys(missing))",
                               at: catalog.locations[missing[0]] ?? start)
            }
        }
        for (language, table) in catalog.tables.sorted(by: { $0.key < $1.key }) {
            for state in ["new", "needs_review", "stale"] {
                let keys = table.entries.filter { $0.value.state == state }.map(\.key).sorted()
                guard !keys.isEmpty else { continue }
                report.warning(.translationState, "\(language): \(keys.count) \(keys.count == 1 ? "string is" : "strings are") \(state): \(Self.firstKeys(keys))",
                               at: catalog.locations[keys[0]] ?? start)
            }
        }
    }
}
