extension LocaleDisplayNames.Options {
    /// The ICU contexts of these options.
    func contexts(substitute: Bool) -> ULocaleDisplayNamesHandle.Contexts {
        typealias C = ULocaleDisplayNamesHandle.Contexts
        let capitalization = switch self.capitalization {
        case .middleOfSentence: C.middleOfSentence
        case .beginningOfSentence: C.beginningOfSentence
        case .uiListOrMenu: C.uiListOrMenu
        case .standalone: C.standalone
        }
        return C(dialect: dialect == .dialect ? C.dialectNames : C.standardNames, capitalization: capitalization,
                 length: width == .short ? C.shortLength : C.fullLength, substitute: substitute)
    }
}

extension LocaleDisplayNames {
    /// A value around existing storage (a pooled one).
    init(storage: Storage) { self.storage = storage }

    /// What ``LocaleDisplayNames`` share between their copies: two ICU handles of
    /// the same contexts. Locales are named by one that writes a code ICU has no
    /// name for as the code, so that a whole name is always complete (without
    /// substitution ICU writes `German (Switzerland, )` for an unknown calendar).
    /// Single codes are named by one without substitution, opened on first use,
    /// so that an unknown code is `nil`, not the code echoed back.
    ///
    /// Names of whole locales are kept: a server names the same few locales on
    /// every request, and a kept name is a dictionary lookup where ICU takes
    /// microseconds (`LocaleDisplayNames.en.de_CH` rows). Bounded, as the locales
    /// come from clients: past ``keptCapacity`` names, the least recently used go
    /// (a ``BoundedCache``).
    final class Storage: Sendable {
        let displayLocale: LocaleID
        let options: Options
        private let substituting: ULocaleDisplayNamesHandle
        private let strict = LazyCache<Bool, ULocaleDisplayNamesHandle>()
        private let kept = Lock(BoundedCache<LocaleID, String>(capacity: Storage.keptCapacity))

        /// The most names of whole locales kept.
        static let keptCapacity = 256

        init(displayLocale: LocaleID, options: Options) throws(ICUError) {
            substituting = try ULocaleDisplayNamesHandle(displayLocale: displayLocale,
                                                         contexts: options.contexts(substitute: true))
            self.displayLocale = displayLocale
            self.options = options
        }

        func name(of locale: LocaleID) -> String {
            // An invalid literal's text is no ID to give ICU.
            guard locale.entry.literalError == nil else { return locale.identifier }
            if let name = kept.withLock({ $0.value(for: locale) }) { return name }
            // ICU names some IDs with nothing (an `attribute` keyword of 90 bytes or more): their text names them.
            guard let name = try? substituting.name(.locale, of: locale.identifier), !name.isEmpty else { return locale.identifier }
            return kept.withLock { $0.insert(name, for: locale) }
        }

        /// The name of one code, if ICU has one and the code is well-formed for its kind.
        func name(_ part: ULocaleDisplayNamesHandle.Part, _ code: String) -> String? {
            guard let code = Self.normalized(part, code), let handle = try? strictHandle() else { return nil }
            return try? handle.name(part, of: code)
        }

        /// A script's stand-alone name, where ICU has a name for the script at all.
        func standAloneScriptName(_ code: String) -> String? {
            guard let code = Self.normalized(.script, code), name(.script, code) != nil else { return nil }
            return try? ULoc.displayScript("und_" + code, in: displayLocale.identifier)
        }

        func name(keyword: String, value: String) -> String? {
            guard let key = Self.normalized(.key, keyword), Self.isValue(value),
                  let handle = try? strictHandle() else { return nil }
            return try? handle.name(key: key, value: value)
        }

        private func strictHandle() throws(ICUError) -> ULocaleDisplayNamesHandle {
            try strict.value(for: false) { () throws(ICUError) in
                try ULocaleDisplayNamesHandle(displayLocale: displayLocale,
                                              contexts: options.contexts(substitute: false))
            }
        }

        /// A code in the case ICU's data spells it, or `nil` when it is not a code
        /// of its kind (BCP 47's subtag syntax; ICU's keywords are ASCII
        /// letters and digits, at most 24): ICU would echo some of those back
        /// (`de_CH` as a language is `de_CH`) and read others only up to a limit.
        static func normalized(_ part: ULocaleDisplayNamesHandle.Part, _ code: String) -> String? {
            let bytes = code.utf8
            let letters = bytes.allSatisfy { isLetter($0) }
            let alphanumerics = bytes.allSatisfy { isLetter($0) || isDigit($0) }
            switch part {
            case .language:
                guard letters, (2...3).contains(bytes.count) || (5...8).contains(bytes.count) else { return nil }
                return code.lowercased()
            case .script:
                guard letters, bytes.count == 4 else { return nil }
                return code.prefix(1).uppercased() + code.dropFirst().lowercased()
            case .region:
                guard (letters && bytes.count == 2) || (bytes.count == 3 && bytes.allSatisfy(isDigit)) else { return nil }
                return code.uppercased()
            case .variant:
                guard alphanumerics, (4...8).contains(bytes.count) else { return nil }
                return code.uppercased()
            case .key:
                guard alphanumerics, (1...24).contains(bytes.count) else { return nil }
                return code.lowercased()
            case .locale:
                return nil
            }
        }

        /// Whether `value` may be a keyword's value: ASCII letters, digits and
        /// `-`, at most 96 bytes (ICU's `ULOC_KEYWORDS_CAPACITY`).
        static func isValue(_ value: String) -> Bool {
            let bytes = value.utf8
            return (1...96).contains(bytes.count) && bytes.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "-") }
        }

        private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
        private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    }
}
