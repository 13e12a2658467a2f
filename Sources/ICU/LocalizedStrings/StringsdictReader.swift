import FoundationEssentials

/// A property list value, as a `.stringsdict` file holds them.
indirect enum PropertyListValue: Decodable {
    case string(String)
    case dictionary([String: PropertyListValue])
    case array([PropertyListValue])
    case other

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let dictionary = try? container.decode([String: PropertyListValue].self) {
            self = .dictionary(dictionary)
        } else if let array = try? container.decode([PropertyListValue].self) {
            self = .array(array)
        } else {
            self = .other
        }
    }

    var kindName: String {
        switch self {
        case .string: "a string"
        case .dictionary: "a dictionary"
        case .array: "an array"
        case .other: "a number, date, data or boolean"
        }
    }
}

/// Reads a `.stringsdict` file through `PropertyListDecoder`.
struct StringsdictReader {
    static let formatKey = "NSStringLocalizedFormatKey"
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    static let pluralRuleType = "NSStringPluralRuleType"

    let bytes: [UInt8]
    let file: String
    let root: [String: PropertyListValue]
    private(set) var locations: [String: FileLocation] = [:]

    init(bytes: [UInt8], file: String) throws(ICUError) {
        self.bytes = bytes
        self.file = file
        do {
            root = try PropertyListDecoder().decode([String: PropertyListValue].self, from: Data(bytes))
        } catch {
            let located = Self.relined(bytes, error)
            throw ICUError(code: .parseError, operation: "reading \(file)",
                           reason: "not a property list of dictionaries: \(Self.describe(located))",
                           location: FileLocation(file: file, line: Self.line(in: located) ?? 1, column: 1))
        }
        locations = ResourceFiles.locations(atOffsets: Self.entryOffsets(in: bytes), in: bytes, file: file)
    }

    /// The decoder's reason, without the layers around it.
    static func describe(_ error: any Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error {
            if let underlying = context.underlyingError as? CocoaError,
               let detail = underlying.userInfo["NSDebugDescription"] as? String {
                return detail
            }
            return context.debugDescription
        }
        if case DecodingError.typeMismatch(_, let context) = error { return context.debugDescription }
        return "\(error)"
    }

    /// The decoder's error with the line counted right. FoundationEssentials'
    /// XML property list reader (`BufferReader.lineNumber`) tests the file's
    /// second byte for a line feed in place of each byte it passes, so it counts
    /// only carriage returns, or every byte when the second byte is a line feed.
    /// A copy whose line breaks are all single carriage returns (`\n` becomes
    /// `\r`, `\r\n` becomes `\r `: the same offsets and the same syntax) fails
    /// at the same place, and there the count is right.
    static func relined(_ bytes: [UInt8], _ original: any Error) -> any Error {
        guard bytes.contains(0x0A) else { return original }
        var copy = bytes
        for i in copy.indices where copy[i] == 0x0A {
            copy[i] = i > 0 && bytes[i - 1] == 0x0D ? 0x20 : 0x0D
        }
        do {
            _ = try PropertyListDecoder().decode([String: PropertyListValue].self, from: Data(copy))
            return original
        } catch {
            return error
        }
    }

    /// The line an XML property list error names ("… on line 3", "… at line 3").
    static func line(in error: any Error) -> Int? {
        let text = describe(error)
        let words = text.split(separator: " ")
        for (index, word) in words.enumerated() where word == "line" && index + 1 < words.count {
            if let line = Int(words[index + 1].prefix { $0.isASCII && $0.isNumber }) { return line }
        }
        return nil
    }

    /// Where each entry's `<key>` starts in an XML property list — the keys
    /// directly inside the outermost `<dict>` — by the key's text, in one pass.
    /// (A binary property list has no lines: its entries have no offsets.)
    static func entryOffsets(in bytes: [UInt8]) -> [String: Int] {
        var offsets: [String: Int] = [:]
        var depth = 0
        var i = 0
        func find(_ text: String, from start: Int) -> Int? {
            let pattern = Array(text.utf8)
            var j = start
            while j + pattern.count <= bytes.count {
                if bytes[j] == pattern[0], bytes[j..<(j + pattern.count)].elementsEqual(pattern) { return j }
                j += 1
            }
            return nil
        }
        while let open = bytes[i...].firstIndex(of: UInt8(ascii: "<")) {
            let rest = bytes[(open + 1)...]
            if rest.starts(with: "!--".utf8) {
                guard let end = find("-->", from: open + 4) else { break }
                i = end + 3
                continue
            }
            if rest.starts(with: "![CDATA[".utf8) {
                guard let end = find("]]>", from: open + 9) else { break }
                i = end + 3
                continue
            }
            // A processing instruction (`<?xml … ?>`) ends at `?>`, not at the first `>`.
            if rest.starts(with: "?".utf8) {
                guard let end = find("?>", from: open + 2) else { break }
                i = end + 2
                continue
            }
            guard let close = rest.firstIndex(of: UInt8(ascii: ">")) else { break }
            let tag = bytes[(open + 1)..<close]
            let closing = tag.first == UInt8(ascii: "/")
            let selfClosing = tag.last == UInt8(ascii: "/")
            let name = tag.drop { $0 == UInt8(ascii: "/") }.prefix { $0 != UInt8(ascii: "/") && !Self.isXMLSpace($0) }
            i = close + 1
            if name.elementsEqual("dict".utf8) {
                if closing { depth -= 1 } else if !selfClosing { depth += 1 }
            } else if name.elementsEqual("key".utf8), !closing, !selfClosing, depth == 1,
                      let end = find("</key>", from: close + 1) {
                let key = unescapedXML(String(decoding: bytes[(close + 1)..<end], as: UTF8.self))
                if offsets[key] == nil { offsets[key] = open }
                i = end + 6
            }
        }
        return offsets
    }

    /// XML's white space: space, tab, carriage return and line feed.
    static func isXMLSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
    }

    /// XML text with its character and entity references replaced.
    static func unescapedXML(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else { break }
            let name = rest[rest.index(after: amp)..<semicolon]
            let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
            if let character = named[String(name)] {
                result += character
            } else if name.hasPrefix("#x") || name.hasPrefix("#X"), let value = UInt32(name.dropFirst(2), radix: 16),
                      let scalar = Unicode.Scalar(value) {
                result.unicodeScalars.append(scalar)
            } else if name.hasPrefix("#"), let value = UInt32(name.dropFirst()), let scalar = Unicode.Scalar(value) {
                result.unicodeScalars.append(scalar)
            } else {
                result += rest[amp...semicolon]
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    private func failure(_ key: String, _ reason: String, code: ICUError.Code = .invalidFormat) -> ICUError {
        ICUError(code: code, operation: "reading the entry '\(CompiledFormat.quoted(key))' of \(file)", reason: reason,
                 location: location(of: key))
    }

    /// Where the entry `key` starts, or the file's start when its `<key>` was
    /// not found (a binary property list has no lines).
    private func location(of key: String) -> FileLocation {
        locations[key] ?? FileLocation(file: file, line: 1, column: 1)
    }

    /// Every entry, read as a format with its variables.
    func entries() throws(ICUError) -> [String: LocalizedStringFormat] {
        var entries: [String: LocalizedStringFormat] = [:]
        for key in root.keys.sorted() {
            entries[key] = try value(key, root[key]!)
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
                let widest = widths.keys.compactMap { width in Int(width).map { (width, $0) } }.max { $0.1 < $1.1 }
                guard let widest else { throw failure(key, "its \(Self.widthKey) has no numeric width") }
                return try self.value(key, widths[widest.0]!)
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
        for name in entry.keys.sorted() where name != Self.formatKey {
            let value = entry[name]!
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
            for field in rule.keys.sorted() where field != Self.specTypeKey {
                let fieldValue = rule[field]!
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
