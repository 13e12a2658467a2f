// A String Catalog read for linting: its structure checked member by
// member, each language's localizations made a table.

/// A catalog read for linting: a table per language and the source language.
struct LintCatalog {
    var file: String
    var sourceLanguage: String?
    /// Each language's table, the source language's included.
    var tables: [String: LintTable] = [:]
    /// The keys marked `shouldTranslate: false`, which need no translation.
    var untranslatable: Set<String> = []
    /// Each key's location.
    var locations: [String: FileLocation] = [:]

    /// The `version` values of the catalogs Xcode writes.
    static let knownVersions: Set<String> = ["1.0", "1.1"]

    init(_ bytes: [UInt8], file: String, into report: inout LintReport) {
        self.file = file
        let start = FileLocation(file: file, line: 1, column: 1)
        if let syntax = JSONSyntax.firstError(in: bytes) {
            report.error(.syntaxError, "not valid JSON: \(syntax.reason)",
                         at: ResourceFiles.location(atOffset: syntax.offset, in: bytes, file: file))
            return
        }
        guard let root = LintJSON.parse(bytes).object else {
            report.error(.invalidStructure, "the catalog is not a JSON object", at: start)
            return
        }
        switch root["version"] {
        case .string(let version)? where Self.knownVersions.contains(version): break
        case .string(let version)?: report.error(.unknownCatalogVersion, "the catalog's version '\(version)' is not 1.0 or 1.1", at: start)
        case nil: report.error(.unknownCatalogVersion, "the catalog has no version", at: start)
        case let other?: report.error(.unknownCatalogVersion, "the catalog's version is \(other.kindName), not a string", at: start)
        }
        guard let source = root["sourceLanguage"]?.string else {
            report.error(.invalidStructure, "the catalog has no sourceLanguage string", at: start)
            return
        }
        sourceLanguage = source
        tables[source] = LintTable(file: file, language: source)
        guard let strings = root["strings"]?.object else {
            report.error(.invalidStructure, "the catalog has no strings object", at: start)
            return
        }
        if strings.isEmpty { report.warning(.emptyTable, "the catalog has no strings", at: start) }
        let members = JSONSyntax.members(in: bytes, of: "strings")
        var offsets: [String: Int] = [:]
        for (written, offset) in members.offsets { offsets[StringCatalog.unquotedJSON(written)] = offset }
        for (index, repeated) in members.repeated.enumerated() { offsets["\u{0}\(index)"] = repeated.again }
        locations = ResourceFiles.locations(atOffsets: offsets, in: bytes, file: file)
        for (index, repeated) in members.repeated.enumerated() {
            let key = StringCatalog.unquotedJSON(repeated.key)
            let first = locations[key] ?? start, again = locations["\u{0}\(index)"] ?? start
            report.duplicateKey(key, first: first, again: again)
        }
        for (key, value) in strings.sorted(by: { $0.key < $1.key }) {
            let location = locations[key] ?? start
            guard let entry = value.object else {
                report.error(.invalidStructure, "\(LintTable.quoted(key)) is \(value.kindName), not an object", at: location)
                continue
            }
            if case .bool(false)? = entry["shouldTranslate"] { untranslatable.insert(key) }
            var localizations = entry["localizations"]?.object ?? [:]
            if let other = entry["localizations"], other.object == nil {
                report.error(.invalidStructure, "the localizations of \(LintTable.quoted(key)) are \(other.kindName), not an object", at: location)
            }
            // A key without a source-language localization is its own value.
            if localizations[source] == nil { localizations[source] = .object(["stringUnit": .object(["value": .string(key)])]) }
            for (language, localization) in localizations.sorted(by: { $0.key < $1.key }) {
                var reader = CatalogEntryChecker(key: key, language: language, location: location)
                var lintEntry = LintEntry(key: key, location: location, text: "")
                reader.read(localization, into: &lintEntry)
                report.diagnostics += reader.report.diagnostics
                if !reader.report.diagnostics.isEmpty { lintEntry.isFaulty = true }
                tables[language, default: LintTable(file: file, language: language)].entries[key] = lintEntry
            }
        }
    }
}

/// The structure checks of one localization of a catalog's key.
struct CatalogEntryChecker {
    let key: String
    let language: String
    let location: FileLocation
    var report = LintReport()

    private mutating func fault(_ code: LintDiagnostic.Code, _ message: String) {
        report.error(code, "\(LintTable.quoted(key)) (\(language)): \(message)", at: location)
    }

    /// States from least to most finished: the entry keeps its least finished one.
    private static let stateOrder = ["new", "needs_review", "stale"]

    private func noteState(_ unit: [String: LintJSON], in entry: inout LintEntry) {
        guard let state = unit["state"]?.string else { return }
        let rank = Self.stateOrder.firstIndex(of: state) ?? Self.stateOrder.count
        let current = entry.state.map { Self.stateOrder.firstIndex(of: $0) ?? Self.stateOrder.count } ?? Int.max
        if rank < current { entry.state = state }
    }

    /// The text of a localization (through the `other` device), or `nil` after a fault.
    private mutating func text(_ value: LintJSON, _ what: String, into entry: inout LintEntry) -> String? {
        guard var localization = value.object else {
            fault(.invalidStructure, "\(what) is \(value.kindName), not an object")
            return nil
        }
        while let devices = localization["variations"]?.object?["device"]?.object {
            guard let other = devices["other"]?.object else {
                fault(.invalidStructure, "\(what) varies by device but has no 'other' device")
                return nil
            }
            localization = other
        }
        guard let unit = localization["stringUnit"]?.object else {
            if localization["variations"] == nil, localization["substitutions"] == nil {
                fault(.invalidStructure, "\(what) has no stringUnit")
            }
            return nil
        }
        noteState(unit, in: &entry)
        switch unit["value"] {
        case .string(let text)?: return text
        case nil:
            fault(.missingValue, "the stringUnit of \(what) has no value")
        case let other?:
            fault(.invalidStructure, "the value of \(what) is \(other.kindName), not a string")
        }
        return nil
    }

    /// Plural forms by category from a `variations.plural` object.
    private mutating func forms(_ plural: [String: LintJSON], _ what: String, into entry: inout LintEntry,
                                rewrite: (String) -> String = { $0 }) -> [PluralRules.Category: String]? {
        var forms: [PluralRules.Category: String] = [:]
        var faulty = false
        for (name, form) in plural.sorted(by: { $0.key < $1.key }) {
            guard let category = PluralRules.Category(rawValue: name) else {
                fault(.unknownPluralCategory, "'\(name)' in \(what) is not a plural category (zero, one, two, few, many, other)")
                faulty = true
                continue
            }
            guard let text = text(form, "the '\(name)' form of \(what)", into: &entry) else {
                faulty = true
                continue
            }
            forms[category] = rewrite(text)
        }
        if forms[.other] == nil, plural["other"] == nil {
            fault(.pluralMissingOther, "\(what) has no 'other' form")
            return nil
        }
        return faulty ? nil : forms
    }

    mutating func read(_ value: LintJSON, into entry: inout LintEntry) {
        guard var localization = value.object else {
            return fault(.invalidStructure, "the localization is \(value.kindName), not an object")
        }
        while let devices = localization["variations"]?.object?["device"]?.object {
            guard let other = devices["other"]?.object else {
                return fault(.invalidStructure, "the string varies by device but has no 'other' device")
            }
            localization = other
        }
        var substitutions: [(name: String, argNum: Int?, object: [String: LintJSON])] = []
        if let members = localization["substitutions"]?.object {
            for (name, member) in members.sorted(by: { $0.key < $1.key }) {
                guard let substitution = member.object else {
                    fault(.invalidStructure, "the substitution '\(name)' is \(member.kindName), not an object")
                    continue
                }
                var argNum: Int?
                if let number = substitution["argNum"] {
                    guard case .number(let value) = number, let whole = Int(exactly: value) else {
                        fault(.unknownArgument, "the argNum of the substitution '\(name)' is not a whole number")
                        continue
                    }
                    argNum = whole
                }
                substitutions.append((name, argNum, substitution))
            }
        }
        if let plural = localization["variations"]?.object?["plural"]?.object {
            entry.isFormat = true
            if let forms = forms(plural, "the string", into: &entry) {
                let name = "\u{1F}plural"
                entry.variables[name] = PluralVariable(forms: forms, argument: 1)
                entry.text = "%1$#@\(name)@"
            }
        } else if let text = text(.object(localization), "the string", into: &entry) {
            entry.text = text
        } else {
            return
        }
        for name in LintTable.variableNames(in: entry.text) where !substitutions.contains(where: { $0.name == name }) {
            if name != "\u{1F}plural" { fault(.undefinedVariable, "'%#@\(name)@' names no substitution of the string") }
        }
        guard !substitutions.isEmpty else { return }
        entry.isFormat = true
        // The arguments of the string, each `%#@name@` read as one.
        let arguments = LocalizedStringFormat(lenient: LintTable.variableNames(in: entry.text).reduce(entry.text) { text, name in
            text.replacing("#@\(name)@", with: "@")
        }).argumentCount
        for substitution in substitutions {
            if let argNum = substitution.argNum, !(1...max(arguments, 1)).contains(argNum) {
                fault(.unknownArgument, "the substitution '\(substitution.name)' takes argument \(argNum); the string has \(arguments)")
                continue
            }
            guard let plural = substitution.object["variations"]?.object?["plural"]?.object else {
                fault(.invalidStructure, "the substitution '\(substitution.name)' has no plural variations")
                continue
            }
            let formatSpecifier = substitution.object["formatSpecifier"]?.string
            // Each `%arg` becomes the specifier: a long one would make a short form hold far more.
            if let formatSpecifier, formatSpecifier.utf8.count > CatalogLocalization.formatSpecifierLimit {
                fault(.invalidStructure, "the formatSpecifier of the substitution '\(substitution.name)' is longer than \(CatalogLocalization.formatSpecifierLimit) bytes")
                continue
            }
            let specifier = "%" + (substitution.argNum.map { "\($0)$" } ?? "") + (formatSpecifier ?? "@")
            guard let forms = forms(plural, "the substitution '\(substitution.name)'", into: &entry, rewrite: {
                CatalogLocalization.replacingArg(in: $0, with: specifier)
            }) else { continue }
            entry.variables[substitution.name] = PluralVariable(valueType: formatSpecifier, forms: forms, argument: substitution.argNum)
        }
    }
}
