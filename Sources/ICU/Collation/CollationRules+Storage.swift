extension CollationRules {
    /// A value around existing storage (a pooled one).
    init(storage: Storage) { self.storage = storage }

    /// What a ``CollationRules`` shares between its copies, and what a pool
    /// keeps: its locale and options, and the ICU collator set up with them.
    ///
    /// Sendable notes: the collator's attributes are set in `init` and never
    /// after; comparing, sort keys and opening searches only read it.
    final class Storage: Sendable {
        let locale: LocaleID
        let options: Options
        let collator: UCollatorHandle

        init(locale: LocaleID, options: Options) throws(ICUError) {
            collator = try UCollatorHandle(locale: locale, settings: Self.settings(options))
            self.locale = locale
            self.options = options
        }

        /// The attributes the options set, in the order ICU applies them.
        static func settings(_ options: Options) -> [(UCollatorHandle.Attribute, UCollatorHandle.Value)] {
            var settings: [(UCollatorHandle.Attribute, UCollatorHandle.Value)] = []
            if let strength = options.strength {
                let value: UCollatorHandle.Value = switch strength {
                case .primary: .primary
                case .secondary: .secondary
                case .tertiary: .tertiary
                case .quaternary: .quaternary
                case .identical: .identical
                }
                settings.append((.strength, value))
            }
            if let alternate = options.alternate {
                settings.append((.alternateHandling, alternate == .shifted ? .shifted : .nonIgnorable))
            }
            if let caseFirst = options.caseFirst {
                let value: UCollatorHandle.Value = switch caseFirst {
                case .off: .off
                case .lower: .lowerFirst
                case .upper: .upperFirst
                }
                settings.append((.caseFirst, value))
            }
            let switches: [(UCollatorHandle.Attribute, Bool?)] = [
                (.caseLevel, options.caseLevel), (.numeric, options.numeric),
                (.frenchSecondary, options.frenchSecondary), (.normalization, options.normalization),
            ]
            for case let (attribute, on?) in switches {
                settings.append((attribute, on ? .on : .off))
            }
            return settings
        }
    }
}
