#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension LocaleID {
    /// A locale category of the POSIX environment.
    public enum Category: Sendable {
        /// `LC_NUMERIC`: numbers.
        case numeric
        /// `LC_TIME`: dates and times.
        case time
        /// `LC_MONETARY`: currencies.
        case monetary
        /// `LC_MESSAGES`: text for people.
        case messages

        var variable: String {
            switch self {
            case .numeric: "LC_NUMERIC"
            case .time: "LC_TIME"
            case .monetary: "LC_MONETARY"
            case .messages: "LC_MESSAGES"
            }
        }
    }

    /// The process's locale from the environment, as POSIX resolves it for
    /// `LC_MESSAGES`: `LC_ALL`, then `LC_MESSAGES`, then `LANG` — unless
    /// `AppleLocale` is set to a well-formed locale ID (`de_AT`), which wins
    /// over them all, as `-AppleLocale` does on Apple's systems.
    ///
    /// `C` and `POSIX` (and an unset environment) give `en_US_POSIX`. The
    /// codeset and modifier (`de_DE.UTF-8@euro`) are dropped. A variable whose
    /// value is not a well-formed locale is skipped, as the C library skips it.
    public static var current: LocaleID { current(for: .messages) }

    /// The process's locale for one category: `AppleLocale`, then `LC_ALL`,
    /// then the category's own variable (`LC_NUMERIC`, `LC_TIME`, …), then `LANG`.
    public static func current(for category: Category) -> LocaleID {
        current(for: category) { name in getenv(name).map { String(cString: $0) } }
    }

    /// The resolution of ``current(for:)`` over any environment, for tests and servers.
    public static func current(for category: Category, environment: (String) -> String?) -> LocaleID {
        // Apple's locale ID keeps its keywords (`en_US@calendar=japanese`).
        if let apple = environment("AppleLocale"), !apple.isEmpty, let locale = try? LocaleID(apple) { return locale }
        for name in ["LC_ALL", category.variable, "LANG"] {
            guard let value = environment(name), !value.isEmpty else { continue }
            if let locale = fromPOSIX(value) { return locale }
        }
        return .posix
    }

    /// A POSIX locale name (`de_DE.UTF-8`, `C`, `POSIX`, `C.UTF-8`) as a locale ID.
    static func fromPOSIX(_ value: String) -> LocaleID? {
        var name = Substring(value)
        if let cut = name.firstIndex(where: { $0 == "." || $0 == "@" }) { name = name[..<cut] }
        if name == "C" || name == "POSIX" { return .posix }
        return try? LocaleID(String(name))
    }
}
