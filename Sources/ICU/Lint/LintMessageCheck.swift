/// The checks of an entry whose value is an ICU MessageFormat or a
/// MessageFormat 2 message: its syntax, and the plural coverage of each
/// `plural`/`selectordinal` argument or `:number`/`:integer` selector.
enum LintMessageCheck {
    /// A plural in a message: what it is called, its keys, and whether it is ordinal.
    struct Plural {
        var name: String
        var ordinal: Bool
        /// The category keys (`one`, `few`); exact keys (`=0`, `0`) are left out.
        var categories: Set<PluralRules.Category>
    }

    /// The parameters an ICU message reads, for comparing a translation with
    /// its development string; `nil` when it is not a valid message.
    static func icu(_ entry: LintEntry, locale: LocaleID, coverage: LintPluralCoverage?, into report: inout LintReport) -> Set<String>? {
        let message: MessageFormat
        do {
            message = try MessageFormat(entry.text, locale: locale, timeZone: .utc)
        } catch {
            let offset = error.utf8Offset.map { " at byte \($0) of the message" } ?? ""
            report.error(.messageSyntax, "\(LintTable.quoted(entry.key)): \(error.reason ?? error.name)\(offset)", at: entry.location)
            return nil
        }
        if let coverage {
            var scanner = ICUScanner(bytes: Array(entry.text.utf8))
            scanner.message()
            for plural in scanner.plurals {
                coverage.check(plural.categories, of: "the \(plural.ordinal ? "selectordinal" : "plural") '\(plural.name)'",
                               ordinal: plural.ordinal, key: entry.key, at: entry.location, into: &report)
            }
        }
        return Set(message.parameters.map(\.name))
    }

    /// Checks an MF2 message.
    static func mf2(_ entry: LintEntry, locale: LocaleID, coverage: LintPluralCoverage?, into report: inout LintReport) {
        let message: MessageFormat2
        do {
            message = try MessageFormat2(entry.text, locale: locale)
        } catch {
            let detail = error.messageFormat2Error?.description ?? error.description
            report.error(.messageSyntax, "\(LintTable.quoted(entry.key)): \(detail)", at: entry.location)
            return
        }
        guard let coverage, case .matcher(let selectors, let variants) = message.model.body else { return }
        for (index, selector) in selectors.enumerated() {
            guard let declaration = message.model.declarations.last(where: { $0.name == selector }),
                  let function = declaration.expression.function, function.name == "number" || function.name == "integer" else { continue }
            let select = function.options.first { $0.name == "select" }?.value
            if select == .literal("exact") { continue }
            var categories = Set<PluralRules.Category>()
            for variant in variants where index < variant.keys.count {
                switch variant.keys[index] {
                case .catchAll: categories.insert(.other)
                case .literal(let key): if let category = PluralRules.Category(rawValue: key) { categories.insert(category) }
                }
            }
            coverage.check(categories, of: "the selector $\(selector)", ordinal: select == .literal("ordinal"),
                           key: entry.key, at: entry.location, into: &report)
        }
    }

    /// Finds the plural arguments of an ICU message that ICU has read
    /// without fault, with ICU's apostrophe quoting (`''`, and `'` before
    /// `{ } # |` quoting to the next lone `'`).
    struct ICUScanner {
        let bytes: [UInt8]
        var index = 0
        var plurals: [Plural] = []

        init(bytes: [UInt8]) { self.bytes = bytes }

        private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        private mutating func skipQuote() {
            index += 1
            guard let next = peek else { return }
            if next == UInt8(ascii: "'") { index += 1; return }
            guard "{}#|".utf8.contains(next) else { return }
            while let byte = peek {
                index += 1
                if byte == UInt8(ascii: "'") {
                    if peek == UInt8(ascii: "'") { index += 1 } else { return }
                }
            }
        }

        private mutating func skipSpace() {
            while let byte = peek, byte == 0x20 || (0x09...0x0D).contains(byte) { index += 1 }
        }

        private mutating func word() -> String {
            skipSpace()
            let start = index
            while let byte = peek, !(byte == 0x20 || (0x09...0x0D).contains(byte)), !"{},".utf8.contains(byte) { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        /// Past a message, up to the `}` that closes it (not past it) or the end.
        mutating func message() {
            while let byte = peek {
                switch byte {
                case UInt8(ascii: "'"): skipQuote()
                case UInt8(ascii: "{"): argument()
                case UInt8(ascii: "}"): return
                default: index += 1
                }
            }
        }

        /// Past `{name, type, style}`.
        private mutating func argument() {
            index += 1
            let name = word()
            skipSpace()
            guard peek == UInt8(ascii: ",") else { index += 1; return }
            index += 1
            let type = word()
            skipSpace()
            guard peek == UInt8(ascii: ",") else { index += 1; return }
            index += 1
            guard type == "plural" || type == "selectordinal" || type == "select" else {
                skipStyle()
                return
            }
            var categories = Set<PluralRules.Category>()
            while true {
                let key = word()
                skipSpace()
                if key.isEmpty && peek != UInt8(ascii: "{") { index += 1; break }
                if key.hasPrefix("offset:") { continue }
                guard peek == UInt8(ascii: "{") else { break }
                index += 1
                message()
                index += 1
                if let category = PluralRules.Category(rawValue: key) { categories.insert(category) }
            }
            if type != "select" { plurals.append(Plural(name: name, ordinal: type == "selectordinal", categories: categories)) }
        }

        /// Past a style (`currency`, `::skeleton`, a choice's `0#none|1#one`), braces balanced.
        private mutating func skipStyle() {
            var depth = 0
            while let byte = peek {
                if byte == UInt8(ascii: "'") { skipQuote(); continue }
                index += 1
                if byte == UInt8(ascii: "{") { depth += 1 }
                if byte == UInt8(ascii: "}") {
                    if depth == 0 { return }
                    depth -= 1
                }
            }
        }
    }
}
