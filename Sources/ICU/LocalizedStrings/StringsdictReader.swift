/// Reads a `.stringsdict` file: a ``PropertyList`` whose root dictionary's
/// entries are formats with plural variables.
struct StringsdictReader {
    static let formatKey = "NSStringLocalizedFormatKey"
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    static let pluralRuleType = "NSStringPluralRuleType"

    let file: String
    let root: [String: PropertyListValue]
    /// Where each entry's `<key>` is written (StringsdictReader+Locations.swift).
    let locations: [String: FileLocation]

    init(bytes: [UInt8], file: String) throws(ICUError) {
        self.file = file
        let list = try PropertyList(bytes: bytes, file: file)
        root = list.root
        locations = list.keyLocations
    }

    /// Every entry, read as a format with its variables.
    func entries() throws(ICUError) -> [String: LocalizedStringFormat] {
        var entries: [String: LocalizedStringFormat] = [:]
        for (key, value) in root.sorted(by: { $0.key < $1.key }) {
            entries[key] = try self.value(key, value)
        }
        return entries
    }

    static let deviceKey = "NSStringDeviceSpecificRuleKey"
    static let widthKey = "NSStringVariableWidthRuleType"

    /// An entry's value: text, a format with variables, or — as Xcode writes
    /// a catalog's variations — the `other` device of an
    /// `NSStringDeviceSpecificRuleKey` or the widest form of an
    /// `NSStringVariableWidthRuleType` (what Apple's systems show when no
    /// width is asked for).
    private func value(_ key: String, _ value: PropertyListValue) throws(ICUError) -> LocalizedStringFormat {
        switch value {
        case .string(let text):
            return LocalizedStringFormat(lenient: text)
        case .dictionary(let entry):
            if case .dictionary(let devices)? = entry[Self.deviceKey] {
                guard let other = devices["other"] else { throw failure(key, "its \(Self.deviceKey) has no 'other' device") }
                return try self.value(key, other)
            }
            if case .dictionary(let widths)? = entry[Self.widthKey] {
                let widest = widths.compactMap { width, value in Int(width).map { (value, $0) } }.max { $0.1 < $1.1 }
                guard let widest else { throw failure(key, "its \(Self.widthKey) has no numeric width") }
                return try self.value(key, widest.0)
            }
            return try format(key, entry)
        case let other:
            throw failure(key, "an entry is a string or a dictionary, not \(other.kindName)")
        }
    }

    private func format(_ key: String, _ entry: [String: PropertyListValue]) throws(ICUError) -> LocalizedStringFormat {
        guard case .string(let text)? = entry[Self.formatKey] else {
            throw failure(key, entry[Self.formatKey] == nil ? "no \(Self.formatKey)" : "its \(Self.formatKey) is not a string")
        }
        var variables: [String: PluralVariable] = [:]
        // In the order of the names, so that of several faults the same one is reported every time.
        for (name, value) in entry.sorted(by: { $0.key < $1.key }) where name != Self.formatKey {
            guard case .dictionary(let rule) = value else {
                throw failure(key, "the variable '\(name)' is \(value.kindName), not a dictionary")
            }
            guard case .string(let type)? = rule[Self.specTypeKey] else {
                throw failure(key, "the variable '\(name)' has no \(Self.specTypeKey)")
            }
            guard type == Self.pluralRuleType else {
                throw failure(key, "the variable '\(name)' is a \(type); only \(Self.pluralRuleType) is supported",
                              code: .unsupported)
            }
            var valueType: String?
            var forms: [PluralRules.Category: String] = [:]
            for (field, fieldValue) in rule.sorted(by: { $0.key < $1.key }) where field != Self.specTypeKey {
                guard case .string(let text) = fieldValue else {
                    throw failure(key, "'\(field)' of the variable '\(name)' is \(fieldValue.kindName), not a string")
                }
                if field == Self.valueTypeKey {
                    valueType = text
                } else if let category = PluralRules.Category(rawValue: field) {
                    forms[category] = text
                } else {
                    throw failure(key, "'\(field)' of the variable '\(name)' is not a plural category (zero, one, two, few, many, other)")
                }
            }
            guard forms[.other] != nil else {
                throw failure(key, "the plural variable '\(name)' has no 'other' form")
            }
            variables[name] = PluralVariable(valueType: valueType, forms: forms)
        }
        do {
            return try LocalizedStringFormat(text, variables: variables)
        } catch {
            var located = error
            located.location = location(of: key)
            located.operation = "reading the entry '\(CompiledFormat.quoted(key))' of \(file): " + error.operation
            throw located
        }
    }
}
