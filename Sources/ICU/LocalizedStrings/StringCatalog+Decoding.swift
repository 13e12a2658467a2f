// The catalog's JSON model: the shape of an `.xcstrings` file as
// JSONDecoder reads it, and what each localization means as a format.

/// A JSON object of catalog values by name, decoded in the order of the
/// sorted names, so that of several faults the same one is reported every
/// time: JSONDecoder decodes a `[String: Value]` in the order of a dictionary
/// of its own, which changes from one decoding to the next.
struct CatalogObject<Value: Decodable>: Decodable {
    let values: [String: Value]

    private struct Name: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Name.self)
        var values: [String: Value] = [:]
        for name in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
            values[name.stringValue] = try container.decode(Value.self, forKey: name)
        }
        self.values = values
    }
}

struct CatalogFile: Decodable {
    let sourceLanguage: String
    let strings: CatalogObject<CatalogEntry>
}

struct CatalogEntry: Decodable {
    let localizations: CatalogObject<CatalogLocalization>?
}

struct CatalogStringUnit: Decodable {
    let state: String?
    let value: String
}

struct CatalogVariations: Decodable {
    let plural: CatalogObject<CatalogLocalization>?
    let device: CatalogObject<CatalogLocalization>?
}

struct CatalogSubstitution: Decodable {
    let argNum: Int?
    let formatSpecifier: String?
    let variations: CatalogVariations?

    private enum CodingKeys: String, CodingKey {
        case argNum, formatSpecifier, variations
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // Read as any number, so that `1.5` is refused here, with its place:
        // JSONDecoder refuses it as an `Int` only as JSON that is not valid, nowhere.
        if let number = try container.decodeIfPresent(Double.self, forKey: .argNum) {
            guard let whole = Int(exactly: number) else {
                throw DecodingError.dataCorruptedError(forKey: .argNum, in: container,
                                                       debugDescription: "argNum is \(number), not a whole number")
            }
            argNum = whole
        } else {
            argNum = nil
        }
        formatSpecifier = try container.decodeIfPresent(String.self, forKey: .formatSpecifier)
        variations = try container.decodeIfPresent(CatalogVariations.self, forKey: .variations)
    }
}

struct CatalogLocalization: Decodable {
    let stringUnit: CatalogStringUnit?
    let variations: CatalogVariations?
    let substitutions: CatalogObject<CatalogSubstitution>?

    private func failure(_ reason: String) -> ICUError {
        ICUError(code: .invalidFormat, operation: "reading a localization", reason: reason)
    }

    /// The text of this localization, or of its `other` device.
    func text(_ what: String) throws(ICUError) -> String {
        if let device = variations?.device?.values {
            guard let other = device["other"] else { throw failure("\(what) varies by device but has no 'other' device") }
            return try other.text(what)
        }
        guard let unit = stringUnit else { throw failure("\(what) has no stringUnit") }
        return unit.value
    }

    /// Plural forms by category, read from `variations.plural` (through the `other` device).
    static func forms(_ plural: [String: CatalogLocalization], _ what: String,
                      rewrite: (String) -> String = { $0 }) throws(ICUError) -> [PluralRules.Category: String] {
        var forms: [PluralRules.Category: String] = [:]
        for (name, variation) in plural.sorted(by: { $0.key < $1.key }) {
            guard let category = PluralRules.Category(rawValue: name) else {
                throw ICUError(code: .invalidFormat, operation: "reading a localization",
                               reason: "'\(name)' in \(what) is not a plural category (zero, one, two, few, many, other)")
            }
            forms[category] = rewrite(try variation.text("the '\(name)' form of \(what)"))
        }
        guard forms[.other] != nil else {
            throw ICUError(code: .invalidFormat, operation: "reading a localization", reason: "\(what) has no 'other' form")
        }
        return forms
    }

    /// The longest `formatSpecifier` read (`lld`, `.2f` and the like are a few bytes).
    static let formatSpecifierLimit = 32

    /// The format this localization means.
    func format() throws(ICUError) -> LocalizedStringFormat {
        var localization = self
        // A server takes the `other` device.
        while let device = localization.variations?.device?.values {
            guard let other = device["other"] else { throw failure("the string varies by device but has no 'other' device") }
            localization = other
        }
        var variables: [String: PluralVariable] = [:]
        let substitutions = localization.substitutions?.values ?? [:]
        for (name, substitution) in substitutions.sorted(by: { $0.key < $1.key }) {
            guard let plural = substitution.variations?.plural?.values else {
                throw failure("the substitution '\(name)' has no plural variations")
            }
            // Each `%arg` becomes the specifier: a long one would make a short form keep far more.
            if let specifier = substitution.formatSpecifier, specifier.utf8.count > Self.formatSpecifierLimit {
                throw failure("the formatSpecifier of the substitution '\(name)' is longer than \(Self.formatSpecifierLimit) bytes")
            }
            // `%arg` is the substitution's own argument, wherever it stands in the form.
            let position = substitution.argNum.map { "\($0)$" } ?? ""
            let specifier = "%" + position + (substitution.formatSpecifier ?? "@")
            let forms = try Self.forms(plural, "the substitution '\(name)'") { form in
                Self.replacingArg(in: form, with: specifier)
            }
            variables[name] = PluralVariable(valueType: substitution.formatSpecifier, forms: forms,
                                             argument: substitution.argNum)
        }
        if let plural = localization.variations?.plural?.values {
            // The whole string varies by the first argument's plural category.
            let name = "\u{1F}plural"
            variables[name] = PluralVariable(forms: try Self.forms(plural, "the string"), argument: 1)
            return try LocalizedStringFormat("%1$#@\(name)@", variables: variables)
        }
        guard let unit = localization.stringUnit else { throw failure("the string has no stringUnit") }
        if variables.isEmpty { return LocalizedStringFormat(lenient: unit.value) }
        return try LocalizedStringFormat(unit.value, variables: variables)
    }

    /// `form` with each `%arg` (a substitution's own argument) written as `specifier`.
    static func replacingArg(in form: String, with specifier: String) -> String {
        splittingArg(form).joined(separator: specifier)
    }

    /// `form` cut at each `%arg` (a substitution's own argument), `%%` read as one `%` first.
    static func splittingArg(_ form: String) -> [String] {
        var chunks: [String] = []
        var chunk = ""
        var rest = Substring(form)
        while let percent = rest.firstIndex(of: "%") {
            chunk += rest[..<percent]
            let after = rest[percent...]
            if after.hasPrefix("%%") {
                chunk += "%%"
                rest = after.dropFirst(2)
            } else if after.hasPrefix("%arg") {
                chunks.append(chunk)
                chunk = ""
                rest = after.dropFirst(4)
            } else {
                chunk += "%"
                rest = after.dropFirst()
            }
        }
        chunks.append(chunk + rest)
        return chunks
    }
}
