#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension PreferredLanguages {
    /// The languages a process's environment asks for: Apple's overrides
    /// when set, else as GNU gettext reads them.
    ///
    /// - `AppleLanguages` and `AppleLocale`, the settings Apple's systems take
    ///   from `-AppleLanguages '(de, en)' -AppleLocale de_AT` on a command line,
    ///   here from the environment of a server that sets them: the languages
    ///   of `AppleLanguages` (Apple's `(de, en)`, or `de,en`; quotes allowed),
    ///   then `AppleLocale`'s. When either is set and not empty, the POSIX
    ///   variables are not read.
    /// - Otherwise the entries of `LANGUAGE` (`de_AT:de:en`), then the message
    ///   locale — the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set
    ///   and not empty.
    ///
    /// ```swift
    /// let preferred = PreferredLanguages(environment: ["LANGUAGE": "de_AT:de:en", "LANG": "de_AT.UTF-8"])
    /// preferred.entries.map(\.range)   // ["de-AT", "de", "en"]
    /// let apple = PreferredLanguages(environment: ["AppleLanguages": "(fr-CA, en)", "LANG": "de_DE.UTF-8"])
    /// apple.entries.map(\.range)       // ["fr-CA", "en"]
    /// ```
    ///
    /// As in gettext, `LANGUAGE` counts only when the message locale is not
    /// the C locale (`C`, `POSIX`, `C.UTF-8`), and the C locale names no
    /// language: such an environment gives an empty list, and negotiation the
    /// default. A codeset (`.UTF-8`) is dropped; the modifiers `@latin` and
    /// `@cyrillic` become scripts (`sr_RS@latin` → `sr-Latn-RS`), others are
    /// dropped (`@euro`). Every entry has weight 1, in the environment's order.
    public init(environment: [String: String]) {
        let apple = Self.appleLanguages(environment["AppleLanguages"] ?? "")
            + [environment["AppleLocale"] ?? ""].filter { !$0.isEmpty && !Self.isCLocale($0) }
        if !apple.isEmpty {
            self.init(apple.map(Self.languageRange(posix:)))
            return
        }
        let messages = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let messages, !Self.isCLocale(messages) else {
            self.init([])
            return
        }
        let listed = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init)
        self.init((listed + [messages]).map(Self.languageRange(posix:)))
    }

    /// The variables ``init(environment:)`` reads.
    static let environmentVariables = ["AppleLanguages", "AppleLocale", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"]

    /// ``init(environment:)`` of this process's environment (`getenv`).
    public static var processEnvironment: PreferredLanguages {
        var environment: [String: String] = [:]
        for name in environmentVariables {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return PreferredLanguages(environment: environment)
    }

    /// The languages of an `AppleLanguages` value: Apple's property-list array
    /// `(de, "en-GB")`, or names separated by commas or spaces.
    static func appleLanguages(_ value: String) -> [String] {
        var text = Substring(value)
        text = text.drop { $0 == " " || $0 == "\t" }
        if text.first == "(" { text = text.dropFirst() }
        if let close = text.lastIndex(of: ")") { text = text[..<close] }
        return text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" })
            .map { $0.trimmingQuotes }
            .filter { !$0.isEmpty }
    }

    /// `C`, `POSIX` and `C.<codeset>`: the locale that names no language.
    static func isCLocale(_ name: String) -> Bool {
        name == "C" || name == "POSIX" || name.hasPrefix("C.") || name.hasPrefix("C@")
    }

    /// A POSIX locale name (`language[_territory][.codeset][@modifier]`) as a language range.
    static func languageRange(posix name: String) -> String {
        var name = Substring(name)
        var modifier: Substring = ""
        if let at = name.firstIndex(of: "@") {
            modifier = name[name.index(after: at)...]
            name = name[..<at]
        }
        if let dot = name.firstIndex(of: ".") { name = name[..<dot] }
        var parts = name.split(separator: "_", omittingEmptySubsequences: false)
        switch modifier {
        case "latin": parts.insert("Latn", at: min(1, parts.count))
        case "cyrillic": parts.insert("Cyrl", at: min(1, parts.count))
        default: break
        }
        return parts.joined(separator: "-")
    }
}

private extension Substring {
    /// The text without one pair of double quotes around it.
    var trimmingQuotes: String {
        count >= 2 && first == "\"" && last == "\"" ? String(dropFirst().dropLast()) : String(self)
    }
}
