/// How a specifier reads its argument, for comparing the uses of one argument.
enum LintArgumentUse: Equatable {
    /// `%d %i %u %x %X %o`, or a plural variable whose value type is one of those.
    case integer
    /// `%f %e %g`, or a plural variable whose value type is one of those.
    case floatingPoint
    /// A plural variable without a value type: any number.
    case number
    /// `%s`.
    case cString
    /// `%@`.
    case object

    init(_ conversion: FormatSpec.Conversion) {
        switch conversion {
        case .object: self = .object
        case .text: self = .cString
        case .signed, .unsigned, .hex, .upperHex, .octal: self = .integer
        case .fixed, .exponent, .general: self = .floatingPoint
        }
    }

    /// Whether one argument can be read both ways.
    func agrees(with other: LintArgumentUse) -> Bool {
        switch (self, other) {
        case (.number, .integer), (.number, .floatingPoint), (.integer, .number), (.floatingPoint, .number): true
        default: self == other
        }
    }
}

/// One place a format reads an argument.
struct LintArgumentReading {
    var use: LintArgumentUse
    /// The specifier as written (`%1$ld`, `%#@files@`).
    var written: String
    /// Where in the format: "the format", "the 'one' form of 'files'".
    var place: String
}

/// The printf-style checks of one entry: its syntax, its arguments and its plural coverage.
struct LintFormatCheck {
    /// The format, read; `nil` when it is not one.
    let format: LocalizedStringFormat?
    /// Each argument's readings, by argument (from 0).
    let readings: [Int: [LintArgumentReading]]

    /// Reads `entry`, reporting a format that cannot be read when the entry must be one.
    init(_ entry: LintEntry, into report: inout LintReport) {
        var format: LocalizedStringFormat?
        if entry.isFormat {
            do {
                format = try LocalizedStringFormat(entry.text, variables: entry.variables)
            } catch {
                report.error(.formatSyntax, "\(LintTable.quoted(entry.key)): \(error.reason ?? error.operation)", at: entry.location)
            }
        } else {
            let plain = LocalizedStringFormat(lenient: entry.text)
            if plain.isValid { format = plain }
        }
        self.format = format
        var readings: [Int: [LintArgumentReading]] = [:]
        if let format { Self.collect(format.compiled.pieces, place: "the format", into: &readings) }
        self.readings = readings
    }

    private static func collect(_ pieces: [FormatPiece], place: String, into readings: inout [Int: [LintArgumentReading]]) {
        for piece in pieces {
            if let spec = piece.spec {
                readings[spec.argument, default: []].append(LintArgumentReading(use: LintArgumentUse(spec.conversion), written: spec.written, place: place))
            } else if let choice = piece.plural {
                let use: LintArgumentUse = choice.valueType.map { $0.isInteger ? .integer : .floatingPoint } ?? .number
                let name = LintFormatCheck.displayName(choice.name)
                let written = choice.name == "\u{1F}plural" ? "a plural variation" : "%#@\(choice.name)@"
                readings[choice.argument, default: []].append(LintArgumentReading(use: use, written: written, place: place))
                for category in PluralRules.Category.allCases {
                    guard let form = choice.forms[category.rank] else { continue }
                    collect(form, place: "the '\(category.rawValue)' form of \(name)", into: &readings)
                }
            }
        }
    }

    /// A variable's name as messages write it: a catalog's whole-string plural has none of its own.
    static func displayName(_ name: String) -> String {
        name == "\u{1F}plural" ? "the string's plural variations" : "'\(name)'"
    }

    /// One argument read in two ways, and arguments that nothing reads before a later one.
    func checkArguments(of entry: LintEntry, into report: inout LintReport) {
        guard let format else { return }
        for (argument, uses) in readings.sorted(by: { $0.key < $1.key }) {
            guard let first = uses.first else { continue }
            if let clash = uses.dropFirst().first(where: { !$0.use.agrees(with: first.use) }) {
                report.error(.specifierMismatch,
                             "\(LintTable.quoted(entry.key)): argument \(argument + 1) is \(first.written) in \(first.place) and \(clash.written) in \(clash.place)",
                             at: entry.location)
            }
        }
        for argument in 0..<format.argumentCount where readings[argument] == nil {
            report.warning(.unusedArgument, "\(LintTable.quoted(entry.key)): no specifier reads argument \(argument + 1)", at: entry.location)
        }
    }

    /// A translation's arguments against the development language's.
    func checkAgreement(of entry: LintEntry, with development: LintFormatCheck, language: String, developmentLanguage: String,
                        into report: inout LintReport) {
        guard let source = development.format else { return }
        let key = LintTable.quoted(entry.key)
        guard format != nil else {
            if source.argumentCount > 0 {
                report.error(.formatSyntax, "\(key): the translation is not a valid format, and the \(developmentLanguage) string reads \(source.argumentCount) arguments",
                             at: entry.location)
            }
            return
        }
        for (argument, uses) in readings.sorted(by: { $0.key < $1.key }) {
            guard let use = uses.first else { continue }
            guard let sourceUse = development.readings[argument]?.first else {
                report.error(.extraArgument, "\(key): \(use.written) reads argument \(argument + 1), which the \(developmentLanguage) string does not have",
                             at: entry.location)
                continue
            }
            if !use.use.agrees(with: sourceUse.use) {
                report.error(.specifierMismatch, "\(key): argument \(argument + 1) is \(sourceUse.written) in \(developmentLanguage) and \(use.written) in \(language)",
                             at: entry.location)
            }
        }
        for (argument, sourceUses) in development.readings.sorted(by: { $0.key < $1.key }) where readings[argument] == nil {
            guard let sourceUse = sourceUses.first else { continue }
            report.warning(.unusedArgument, "\(key): argument \(argument + 1) (\(sourceUse.written) in \(developmentLanguage)) is not used in \(language)",
                           at: entry.location)
        }
    }
}

/// The plural categories of a language, for the coverage checks.
struct LintPluralCoverage {
    let language: String
    let cardinal: [PluralRules.Category]
    let ordinal: [PluralRules.Category]

    init?(_ language: String) {
        guard let locale = try? LocaleID(language), let cardinal = try? PluralRules(locale: locale),
              let ordinal = try? PluralRules(.ordinal, locale: locale) else { return nil }
        self.language = language
        self.cardinal = cardinal.categories
        self.ordinal = ordinal.categories
    }

    /// A plural's forms against the language's categories: one missing is an
    /// error, one the language never uses a warning (`zero` excepted).
    func check(_ forms: Set<PluralRules.Category>, of what: String, ordinal: Bool = false, key: String, at location: FileLocation,
               into report: inout LintReport) {
        let categories = ordinal ? self.ordinal : cardinal
        let missing = categories.filter { !forms.contains($0) }
        if !missing.isEmpty {
            report.error(.pluralMissingCategory,
                         "\(LintTable.quoted(key)): \(what) has no form for \(Self.list(missing)) (\(language) uses \(Self.list(categories)))",
                         at: location)
        }
        let unused = forms.filter { !categories.contains($0) && $0 != .zero }.sorted()
        if !unused.isEmpty {
            report.warning(.pluralUnusedCategory,
                           "\(LintTable.quoted(key)): \(what) has a form for \(Self.list(unused)), which \(language) never uses",
                           at: location)
        }
    }

    static func list(_ categories: [PluralRules.Category]) -> String {
        categories.map(\.rawValue).joined(separator: ", ")
    }
}
