// `.strings` and `.stringsdict` files read for linting: the readers that
// load them, with every fault of the entries' structure reported rather
// than the first one thrown.

extension LintTable {
    /// A `.strings` file's entries; a duplicate key is a warning naming both lines.
    static func strings(_ bytes: [UInt8], file: String, language: String?, into report: inout LintReport) -> LintTable {
        var table = LintTable(file: file, language: language)
        let entries: [StringsFileReader.Entry]
        do {
            var reader = try StringsFileReader(bytes: bytes, file: file)
            entries = try reader.entries()
        } catch {
            report.add(error, file: file)
            return table
        }
        if entries.isEmpty {
            report.warning(.emptyTable, "the file has no entries", at: FileLocation(file: file, line: 1, column: 1))
        }
        for entry in entries {
            let location = FileLocation(file: file, line: entry.line, column: entry.column)
            if let earlier = table.entries[entry.key] {
                report.duplicateKey(entry.key, first: earlier.location, again: location)
            }
            table.entries[entry.key] = LintEntry(key: entry.key, location: location, text: entry.value)
        }
        return table
    }

    /// A `.stringsdict` file's entries, each checked as `StringsdictReader` reads it.
    static func stringsdict(_ bytes: [UInt8], file: String, language: String?, into report: inout LintReport) -> LintTable {
        var table = LintTable(file: file, language: language)
        let list: PropertyList
        do {
            list = try PropertyList(bytes: bytes, file: file)
        } catch {
            report.add(error, file: file)
            return table
        }
        if list.root.isEmpty {
            report.warning(.emptyTable, "the file has no entries", at: FileLocation(file: file, line: 1, column: 1))
        }
        for repeated in list.repeatedKeys {
            report.duplicateKey(repeated.key, first: repeated.first, again: repeated.again)
        }
        for (key, value) in list.root.sorted(by: { $0.key < $1.key }) {
            let location = list.keyLocations[key] ?? FileLocation(file: file, line: 1, column: 1)
            var entry = LintEntry(key: key, location: location, text: "")
            var checker = StringsdictChecker(key: key, location: location)
            checker.read(value, into: &entry)
            if !checker.report.diagnostics.isEmpty { entry.isFaulty = true }
            report.diagnostics += checker.report.diagnostics
            table.entries[key] = entry
        }
        return table
    }
}

/// The structure checks of one `.stringsdict` entry, located at its key.
struct StringsdictChecker {
    let key: String
    let location: FileLocation
    var report = LintReport()

    typealias Reader = StringsdictReader

    mutating func read(_ value: PropertyListValue, into entry: inout LintEntry) {
        switch value {
        case .string(let text):
            entry.text = text
        case .dictionary(let fields):
            if case .dictionary(let devices)? = fields[Reader.deviceKey] {
                guard let other = devices["other"] else {
                    return fault(.invalidStructure, "its \(Reader.deviceKey) has no 'other' device")
                }
                return read(other, into: &entry)
            }
            if case .dictionary(let widths)? = fields[Reader.widthKey] {
                let widest = widths.compactMap { width, value in Int(width).map { (value, $0) } }.max { $0.1 < $1.1 }
                guard let widest else { return fault(.invalidStructure, "its \(Reader.widthKey) has no numeric width") }
                return read(widest.0, into: &entry)
            }
            format(fields, into: &entry)
        case let other:
            fault(.invalidStructure, "the entry is \(other.kindName), not a string or a dictionary")
        }
    }

    private mutating func fault(_ code: LintDiagnostic.Code, _ message: String) {
        report.error(code, "\(LintTable.quoted(key)): \(message)", at: location)
    }

    private mutating func format(_ fields: [String: PropertyListValue], into entry: inout LintEntry) {
        entry.isFormat = true
        switch fields[Reader.formatKey] {
        case .string(let text)?: entry.text = text
        case nil: fault(.missingFormatKey, "the entry has no \(Reader.formatKey)")
        case let other?: fault(.invalidStructure, "its \(Reader.formatKey) is \(other.kindName), not a string")
        }
        for (name, variable) in fields.sorted(by: { $0.key < $1.key }) where name != Reader.formatKey {
            guard case .dictionary(let rule) = variable else {
                fault(.invalidStructure, "the variable '\(name)' is \(variable.kindName), not a dictionary")
                continue
            }
            guard case .string(let type)? = rule[Reader.specTypeKey] else {
                fault(.unknownSpecType, "the variable '\(name)' has no \(Reader.specTypeKey)")
                continue
            }
            guard type == Reader.pluralRuleType else {
                fault(.unknownSpecType, "the variable '\(name)' is a \(type); \(Reader.specTypeKey) is \(Reader.pluralRuleType)")
                continue
            }
            var valueType: String?
            var forms: [PluralRules.Category: String] = [:]
            for (field, value) in rule.sorted(by: { $0.key < $1.key }) where field != Reader.specTypeKey {
                guard case .string(let text) = value else {
                    fault(.invalidStructure, "'\(field)' of the variable '\(name)' is \(value.kindName), not a string")
                    continue
                }
                if field == Reader.valueTypeKey {
                    valueType = text
                } else if let category = PluralRules.Category(rawValue: field) {
                    forms[category] = text
                } else {
                    fault(.unknownPluralCategory, "'\(field)' of the variable '\(name)' is not a plural category (zero, one, two, few, many, other)")
                }
            }
            guard forms[.other] != nil else {
                fault(.pluralMissingOther, "the variable '\(name)' has no 'other' form")
                continue
            }
            entry.variables[name] = PluralVariable(valueType: valueType, forms: forms)
        }
        // `%#@name@` in the format or any form, for a variable that is not defined.
        var named = Set<String>()
        for text in [entry.text] + entry.variables.values.flatMap({ $0.forms.values }) {
            named.formUnion(LintTable.variableNames(in: text))
        }
        let defined = Set(fields.keys)
        for name in named.sorted() where !defined.contains(name) {
            fault(.undefinedVariable, "'%#@\(name)@' names no variable of the entry")
        }
    }
}

extension LintTable {
    /// The names of `%#@name@` (and `%N$#@name@`) in a format.
    static func variableNames(in text: String) -> [String] {
        var names: [String] = []
        let bytes = Array(text.utf8)
        var i = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "%") else { i += 1; continue }
            var j = i + 1
            if j < bytes.count, bytes[j] == UInt8(ascii: "%") { i = j + 1; continue }
            while j < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[j]) { j += 1 }
            if j > i + 1, j < bytes.count, bytes[j] == UInt8(ascii: "$") { j += 1 }
            if j + 1 < bytes.count, bytes[j] == UInt8(ascii: "#"), bytes[j + 1] == UInt8(ascii: "@"),
               let close = bytes[(j + 2)...].firstIndex(of: UInt8(ascii: "@")) {
                names.append(String(decoding: bytes[(j + 2)..<close], as: UTF8.self))
                i = close + 1
            } else {
                i = j
            }
        }
        return names
    }
}
