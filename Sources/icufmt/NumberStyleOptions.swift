import ArgumentParser
import ICU

/// The style options `number` and `parse-number` share.
struct NumberStyleOptions: ParsableArguments {
    /// The styles by the names the command line uses: each `NumberFormat.Style`'s
    /// description (`spell-out`, `compact-short`).
    enum Name: String, CaseIterable, ExpressibleByArgument {
        case decimal, currency, percent, scientific
        case spellOut = "spell-out"
        case ordinal
        case compactShort = "compact-short"
        case compactLong = "compact-long"

        /// Earlier spellings, still accepted: programs depend on them.
        static let aliases: [String: Name] = ["spellout": .spellOut]

        init?(argument: String) {
            guard let name = Name(rawValue: argument) ?? Self.aliases[argument] else { return nil }
            self = name
        }
    }

    @Option(help: ArgumentHelp("Write numbers in this style; the default is decimal, or currency with --currency."))
    var style: Name?

    @Option(help: ArgumentHelp("Use this ISO 4217 currency, such as EUR, instead of the locale's.", valueName: "code"))
    var currency: String?

    func validate() throws {
        if currency != nil, let style, style != .currency {
            throw ValidationError("--currency goes with the currency style, not --style \(style.rawValue).")
        }
    }

    /// Whether the user chose a style.
    var isGiven: Bool { style != nil || currency != nil }

    /// The library's style for the options.
    var formatStyle: NumberFormat.Style {
        if let currency { return .currency(code: currency) }
        switch style ?? .decimal {
        case .decimal: return .decimal
        case .currency: return .currency
        case .percent: return .percent
        case .scientific: return .scientific
        case .spellOut: return .spellOut
        case .ordinal: return .ordinal
        case .compactShort: return .compactShort
        case .compactLong: return .compactLong
        }
    }
}
