import ICU

/// The entry of `message --key` for one locale, found once: what its ARGs
/// take, and how it renders them.
struct Message {
    /// What each ARG takes, from the entry's specifiers.
    let kinds: [LocalizedStringFormat.ArgumentKind]
    /// The localization of `--resources` chosen for the locale, for JSON.
    let localization: String?
    /// Renders the entry with arguments read.
    let rendering: ([MessageArgument]) throws(ICUError) -> String

    /// Renders the ARGs of one message, each read as the entry's specifier for it says.
    func render(_ arguments: [InputBytes]) throws(ICUError) -> Record {
        guard arguments.count <= kinds.count else {
            throw ICUError(code: .illegalArgument, operation: "reading \(arguments.count) arguments",
                           reason: "the entry takes \(kinds.count)")
        }
        var values: [MessageArgument] = []
        for (index, text) in arguments.enumerated() {
            values.append(try Self.argument(text, as: kinds[index], at: index))
        }
        let line = try rendering(values)
        guard let localization else { return Record(line) }
        return Record(line, adding: [("localization", .string(localization))])
    }

    /// `text` as the argument `kind` asks for: for a number, an integer when it
    /// reads as one, else a `Double`.
    static func argument(_ bytes: InputBytes, as kind: LocalizedStringFormat.ArgumentKind,
                         at index: Int) throws(ICUError) -> MessageArgument {
        switch kind {
        case .integer, .number:
            if case .integer(let value)? = try? DecimalSyntax.read(bytes) { return .integer(value) }
            let text = String(decoding: bytes, as: UTF8.self)
            if let value = Int(text) { return .integer(value) }
            if let value = UInt64(text) { return MessageArgument(exactly: value) ?? .decimal(text) }
            var reason = kind == .integer ? "the entry takes an integer there, such as 3 or -12"
                                          : "the entry takes a decimal number there, such as 2.5 or 1e6"
            if kind == .number, DecimalSyntax.isDecimal(text), let value = Double(text) {
                if value.isFinite { return .double(value) }
                reason = "the number is beyond a Double's range"
            }
            throw ICUError(code: .illegalArgument, operation: "reading argument \(index + 1) '\(text.prefix(64))'",
                           reason: reason)
        case .text, .object, .unused:
            return .string(String(decoding: bytes, as: UTF8.self))
        }
    }
}

extension Message {
    /// The entry of `key` in `table`, rendered in `locale`; a key the table
    /// does not have renders as itself, as `NSBundle` renders it.
    init(_ key: String, in table: StringTable, locale: LocaleID) {
        localization = nil
        if let format = table[key] {
            kinds = format.argumentKinds
            rendering = { arguments throws(ICUError) in try format.render(arguments, locale: locale, pool: formatterPool) }
            return
        }
        let keyFormat = Self.format(ofKey: key)
        let kinds = (try? keyFormat.get())?.argumentKinds ?? []
        self.kinds = kinds
        rendering = { arguments throws(ICUError) in
            if arguments.isEmpty, kinds.isEmpty { return key }
            return try keyFormat.get().render(arguments, locale: locale, pool: formatterPool)
        }
    }

    /// The key read as a format, for a key that no table has: a key that is
    /// not a format (such as "100%") takes no arguments.
    static func format(ofKey key: String) -> Result<LocalizedStringFormat, ICUError> {
        Result { () throws(ICUError) in try LocalizedStringFormat(key) }
    }
}

/// Where `message` finds the entry of its key.
protocol MessageSource {
    /// The entry of `key` for `locale`.
    ///
    /// - Throws: ``ICUError`` when the source has nothing for the locale.
    func message(_ key: String, locale: LocaleID) throws(ICUError) -> Message
}

/// `--strings` and `--stringsdict`: one table, in every locale.
extension StringTable: MessageSource {
    func message(_ key: String, locale: LocaleID) -> Message {
        Message(key, in: self, locale: locale)
    }
}

/// `--resources` and `--catalog`: the bundle's localization for the locale,
/// or for `--languages`, with the bundle's fallback and its rendering of
/// missing keys.
struct ResourcesSource: MessageSource {
    let bundle: StringBundle
    let table: String
    /// The localization `--languages` chose, for every locale.
    let chosen: String?
    /// Whether `--json` says which localization was chosen (`--resources`).
    var namesLocalization = true

    func message(_ key: String, locale: LocaleID) -> Message {
        let localization = chosen ?? bundle.localization(for: PreferredLanguages([locale.languageTag]))
        let format = bundle.entry(key, table: table, localization: localization)?.format
        let kinds = format?.argumentKinds ?? (try? Message.format(ofKey: key).get())?.argumentKinds ?? []
        return Message(kinds: kinds, localization: namesLocalization ? localization : nil) { [bundle, table] arguments throws(ICUError) in
            try bundle.format(key, table: table, localization: localization, arguments: arguments, locale: locale)
        }
    }
}
