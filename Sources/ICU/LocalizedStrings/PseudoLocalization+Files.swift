// Pseudo-localized copies of whole files: a String Catalog with the pseudo
// language added, and the `.strings` and `.stringsdict` tables of an `.lproj`.

extension PseudoLocalization {
    /// `document` with the pseudo language (``Mode/language(for:)`` of its
    /// source language) added to every key from the source language's
    /// localization, or from the key itself where the source language has
    /// none: each string unit's value rewritten (state `translated`), its
    /// variations (plural, device) each rewritten as a whole string, and its
    /// substitutions' forms rewritten as plural forms, with `%arg`,
    /// `argNum` and `formatSpecifier` kept. A key marked
    /// `"shouldTranslate" : false` is left alone. The pseudo language's
    /// localization is replaced when there is one.
    ///
    /// - Returns: The document and the number of keys given the pseudo language.
    /// - Throws: ``ICUError`` (`.badInput`) for a catalog without `sourceLanguage`.
    @_spi(CLI)
    public func catalog(_ document: StringCatalogDocument) throws(ICUError) -> (document: StringCatalogDocument, entries: Int) {
        guard let source = document.sourceLanguage else {
            throw ICUError(code: .invalidFormat, operation: "pseudo-localizing a String Catalog",
                           reason: "the catalog has no sourceLanguage")
        }
        let language = mode.language(for: source)
        var document = document
        var strings = document.strings
        var count = 0
        for key in strings.names {
            guard var entry = strings[key]?.object, entry["shouldTranslate"] != .bool(false) else { continue }
            var localizations = entry["localizations"]?.object ?? StringCatalogDocument.Object()
            let sourceLocalization = localizations[source]?.object
                ?? ["stringUnit": .object(["state": .string("translated"), "value": .string(key)])]
            localizations[language] = .object(catalogLocalization(sourceLocalization, substitutions: [], form: false))
            entry["localizations"] = .object(localizations)
            strings[key] = .object(entry)
            count += 1
        }
        document.strings = strings
        return (document, count)
    }

    /// One localization (or variation) rewritten; `form` for a substitution's plural form.
    private func catalogLocalization(_ localization: StringCatalogDocument.Object, substitutions: [String],
                                     form: Bool) -> StringCatalogDocument.Object {
        var out = localization
        let names = substitutions + (localization["substitutions"]?.object?.names ?? [])
        if var unit = localization["stringUnit"]?.object, let value = unit["value"]?.string {
            unit["value"] = .string(catalogText(value, substitutions: names, form: form))
            unit["state"] = .string("translated")
            out["stringUnit"] = .object(unit)
        }
        if let variations = localization["variations"]?.object {
            out["variations"] = .object(catalogVariations(variations, substitutions: names, form: form))
        }
        if var substitutionsObject = localization["substitutions"]?.object {
            for name in substitutionsObject.names {
                guard var substitution = substitutionsObject[name]?.object,
                      let variations = substitution["variations"]?.object else { continue }
                substitution["variations"] = .object(catalogVariations(variations, substitutions: names, form: true))
                substitutionsObject[name] = .object(substitution)
            }
            out["substitutions"] = .object(substitutionsObject)
        }
        return out
    }

    /// Each variation (by kind, `plural` or `device`, then by name) rewritten.
    private func catalogVariations(_ variations: StringCatalogDocument.Object, substitutions: [String],
                                   form: Bool) -> StringCatalogDocument.Object {
        var out = variations
        for kind in variations.names {
            guard var byName = variations[kind]?.object else { continue }
            for name in byName.names {
                guard let variation = byName[name]?.object else { continue }
                byName[name] = .object(catalogLocalization(variation, substitutions: substitutions, form: form))
            }
            out[kind] = .object(byName)
        }
        return out
    }

    /// A catalog string rewritten: `%#@name@` of its substitutions kept, and
    /// in a substitution's `form`, each `%arg`.
    private func catalogText(_ text: String, substitutions: [String], form: Bool) -> String {
        var variables: [String: PluralVariable] = [:]
        for name in substitutions { variables[name] = PluralVariable(forms: [.other: ""]) }
        var pieces: [Piece<String>] = []
        var chunks: [String] = [text]
        if form { chunks = CatalogLocalization.splittingArg(text) }
        for (index, chunk) in chunks.enumerated() {
            if index > 0 { pieces.append(.kept("%arg")) }
            pieces += Self.printfPieces(chunk, variables: variables)
        }
        return Self.joined(unit(pieces, top: !form))
    }

    /// A `.strings` file's values rewritten as Apple formats; keys and comments kept.
    @_spi(CLI)
    public func stringsFile(_ document: StringsFileDocument) -> StringsFileDocument {
        var document = document
        for index in document.entries.indices {
            document.entries[index].value = format(document.entries[index].value)
        }
        return document
    }

    /// A `.stringsdict` file (XML or binary) rewritten and written as an XML
    /// property list: each entry's `NSStringLocalizedFormatKey` as a message,
    /// each form (`zero` … `other`) of its plural variables as a form; keys,
    /// `NSStringFormatSpecTypeKey`, `NSStringFormatValueTypeKey` and variables of
    /// another rule type kept.
    ///
    /// - Returns: The file's bytes and the number of entries rewritten.
    /// - Throws: ``ICUError`` (`.badInput`, located in `path`) for a file that
    ///   is not a `.stringsdict` file ``StringTable/init(stringsdictFile:path:)``
    ///   reads, or one holding numbers, dates, data or booleans.
    @_spi(CLI)
    public func stringsdict(_ bytes: [UInt8], path: String) throws(ICUError) -> (bytes: [UInt8], entries: Int) {
        _ = try StringTable(stringsdictFile: bytes, path: path)
        let list = try PropertyList(bytes: bytes, file: path)
        var root = list.root
        for (key, value) in list.root {
            switch value {
            case .string(let text):
                root[key] = .string(format(text))
            case .dictionary(let entry):
                root[key] = .dictionary(stringsdictEntry(entry))
            default:
                continue
            }
        }
        return (try PropertyList.xml(root), root.count)
    }

    private func stringsdictEntry(_ entry: [String: PropertyListValue]) -> [String: PropertyListValue] {
        var variables: [String: PluralVariable] = [:]
        for (name, value) in entry where name != "NSStringLocalizedFormatKey" {
            if case .dictionary = value { variables[name] = PluralVariable(forms: [.other: ""]) }
        }
        var out = entry
        for (name, value) in entry {
            switch value {
            case .string(let text) where name == "NSStringLocalizedFormatKey":
                out[name] = .string(Self.joined(unit(Self.printfPieces(text, variables: variables), top: true)))
            case .dictionary(let variable) where variable["NSStringFormatSpecTypeKey"] == .string("NSStringPluralRuleType"):
                var rewritten = variable
                for (category, form) in variable where PluralRules.Category(rawValue: category) != nil {
                    if case .string(let text) = form { rewritten[category] = .string(self.form(text, variables: variables)) }
                }
                out[name] = .dictionary(rewritten)
            default:
                continue
            }
        }
        return out
    }
}

extension PseudoLocalization {
    /// What a pseudo-localized copy wrote: the pseudo language, and each file with its entries.
    @_spi(CLI)
    public struct Report: Sendable, Hashable {
        public var language: String
        public var files: [File]

        public struct File: Sendable, Hashable {
            public var path: String
            public var entries: Int
        }
    }

    /// Reads the String Catalog at `path` and writes it to `output` with the
    /// pseudo language added (``catalog(_:)``).
    ///
    /// - Throws: ``ICUError`` for a catalog that ``StringCatalog`` cannot read
    ///   (malformed JSON or a string that is not a format), and for an output
    ///   that cannot be written.
    @_spi(CLI)
    public func writeCatalog(at path: String, to output: String) throws(ICUError) -> Report {
        // Read as a catalog first, so that one that cannot render fails here.
        let read = try StringCatalog(contentsOf: path)
        let (document, count) = try catalog(StringCatalogDocument(contentsOf: path))
        try ResourceFiles.write(document.json(), to: output)
        return Report(language: mode.language(for: read.sourceLanguage), files: [.init(path: output, entries: count)])
    }

    /// Reads the `.strings` and `.stringsdict` files of `<developmentLanguage>.lproj`
    /// in `directory` and writes their pseudo-localized copies to
    /// `<pseudo language>.lproj` in `output` (made when missing).
    ///
    /// - Throws: ``ICUError`` for a folder or file that cannot be read or is not
    ///   a valid table (``StringTable/init(contentsOf:)``), and for an output
    ///   that cannot be written.
    @_spi(CLI)
    public func writeResources(at directory: String, developmentLanguage: String, into output: String) throws(ICUError) -> Report {
        let source = directory + "/" + developmentLanguage + ".lproj"
        let language = mode.language(for: developmentLanguage)
        let target = output + "/" + language + ".lproj"
        var files: [Report.File] = []
        let names = try ResourceFiles.contents(of: source)
        try ResourceFiles.createDirectory(target)
        for name in names {
            let path = source + "/" + name
            if name.hasSuffix(".stringsdict") {
                let (bytes, count) = try stringsdict(ResourceFiles.read(path, limit: StringTable.byteLimit), path: path)
                try ResourceFiles.write(bytes, to: target + "/" + name)
                files.append(.init(path: target + "/" + name, entries: count))
            } else if name.hasSuffix(".strings") {
                // Read as a table first, so that a file that cannot render fails here.
                _ = try StringTable(contentsOf: path)
                let document = stringsFile(try StringsFileDocument(contentsOf: path))
                try ResourceFiles.write(document.bytes(), to: target + "/" + name)
                files.append(.init(path: target + "/" + name, entries: document.entries.count))
            }
        }
        return Report(language: language, files: files)
    }
}
