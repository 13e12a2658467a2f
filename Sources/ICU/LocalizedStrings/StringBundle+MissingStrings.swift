extension StringBundle {
    /// A string a lookup did not find in the localization asked for: the
    /// counterpart of Apple's `NSShowNonLocalizedStrings`.
    public struct MissingString: Sendable, Hashable, CustomStringConvertible {
        /// The key looked up.
        public var key: String
        /// The table it was looked up in.
        public var table: String
        /// The localization asked for (as given: `de-AT` for a bundle's `de`).
        public var localization: String
        /// The localization further along the fallback chain whose text was
        /// found (the development region's, or `Base`), or `nil` when no
        /// localization has the key, and the default value or the key is used.
        public var foundIn: String?

        /// "'key' (table Localizable) is not localized for de; found in en", or "… is in no localization".
        public var description: String {
            "'\(key)' (table \(table)) " + (foundIn.map { "is not localized for \(localization); found in \($0)" }
                                            ?? "is in no localization")
        }
    }

    /// What ``string(_:table:localization:default:)``, ``format(_:table:localization:arguments:locale:default:)``
    /// and ``message(_:table:localization:syntax:locale:timeZone:default:)`` give for a missing string.
    public enum MissingStringPolicy: Sendable, Hashable {
        /// As Apple's systems do: the text of a localization further along the
        /// fallback chain (the development region's), else the default value,
        /// else the key. The default.
        case fallBack
        /// The default value, else the key, even where another localization
        /// has the key: what `NSBundle` returns when the localization's own
        /// table lacks it.
        case key
        /// What ``fallBack`` gives, between `prefix` and `suffix`, so that a
        /// tester sees it on the page: `.mark(prefix: "⟦", suffix: "⟧")`.
        case mark(prefix: String, suffix: String)
        /// An ``ICUError`` (`U_MISSING_RESOURCE_ERROR`, an internal failure:
        /// the server's catalog lacks it) from the rendering calls.
        case `throw`
    }

    /// What a bundle does with missing strings, and the hook that hears of them.
    struct MissingStrings: Sendable {
        var policy = MissingStringPolicy.fallBack
        var report: (@Sendable (MissingString) -> Void)?
    }

    /// The same bundle, giving missing strings as `policy` says and calling
    /// `report` (when given) with each one as it is met — for a log line or a
    /// metric, from whichever thread rendered it:
    ///
    /// ```swift
    /// let strings = try StringBundle(resourcesAt: "Resources")
    ///     .reportingMissingStrings(.fallBack) { missing in print("warning: \(missing)") }
    /// ```
    ///
    /// A key is missing for a localization when the lookup found it neither in
    /// that localization nor in its parents of the same script (`de` for
    /// `de-CH`); the development region's own strings (and `Base.lproj`) are
    /// never missing for it. ``entry(_:table:localization:)`` looks up as
    /// before, without reporting.
    public func reportingMissingStrings(_ policy: MissingStringPolicy = .fallBack,
                                        to report: (@Sendable (MissingString) -> Void)? = nil) -> StringBundle {
        var copy = self
        copy.missingStrings = MissingStrings(policy: policy, report: report)
        return copy
    }

    /// The policy missing strings follow (``reportingMissingStrings(_:to:)``).
    public var missingStringPolicy: MissingStringPolicy { missingStrings.policy }

    /// A lookup's entry after the policy, and the marks around its text.
    struct Resolution {
        var entry: Entry?
        var prefix = ""
        var suffix = ""
        var isMarked: Bool { !prefix.isEmpty || !suffix.isEmpty }
    }

    /// Looks `key` up, reports a missing string, and applies the policy;
    /// ``MissingStringPolicy/throw`` throws only when `throwing`. A
    /// pseudo-localized bundle looks up in the development region and
    /// rewrites the entry found, read in `syntax`.
    func resolve(_ key: String, table: String, localization: String, throwing: Bool,
                 syntax: LocalizedMessage.Syntax = .apple) throws(ICUError) -> Resolution {
        if let pseudo {
            var resolution = try lookUp(key, table: table, localization: developmentRegion, throwing: throwing)
            if let entry = resolution.entry {
                resolution.entry = try pseudoLocalized(entry, pseudo, syntax: syntax, throwing: throwing)
            }
            return resolution
        }
        return try lookUp(key, table: table, localization: localization, throwing: throwing)
    }

    /// ``resolve(_:table:localization:throwing:syntax:)`` without pseudo-localization.
    private func lookUp(_ key: String, table: String, localization: String, throwing: Bool) throws(ICUError) -> Resolution {
        let entry = entry(key, table: table, localization: localization)
        let name = resolved[table]?[localization] != nil ? localization : self.localization(acceptLanguage: localization)
        if let entry, ownLocalizations[name]?.contains(entry.localization) ?? true {
            return Resolution(entry: entry)
        }
        let missing = MissingString(key: key, table: table, localization: localization, foundIn: entry?.localization)
        missingStrings.report?(missing)
        switch missingStrings.policy {
        case .fallBack:
            return Resolution(entry: entry)
        case .key:
            return Resolution(entry: nil)
        case .mark(let prefix, let suffix):
            return Resolution(entry: entry, prefix: prefix, suffix: suffix)
        case .throw:
            guard throwing else { return Resolution(entry: entry) }
            throw ICUError(code: .missingResource,
                           operation: "looking up '\(key.prefix(64))' in table \(table) for \(localization)",
                           reason: missing.foundIn.map { "it is not localized; only \($0) has it" } ?? "no localization has it")
        }
    }
}
