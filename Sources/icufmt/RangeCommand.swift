import ArgumentParser
import ICU

struct RangeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "range",
        abstract: "Format ranges of numbers: 3–5, €3.00 – €5.00.",
        discussion: """
            Give LOW and HIGH as arguments, or give none to read ranges from standard input, one per line \
            as LOW<TAB>HIGH; a line LOCALE<TAB>LOW<TAB>HIGH formats in LOCALE instead of the --locale one. Each \
            end is a decimal number, such as -1234.5, 1e6 or 0.001, formatted exactly. The locale comes from \
            --locale, else LC_ALL, LC_NUMERIC, then LANG. A line without a tab, or with an end that is not a \
            decimal number, fails as a bad value does; a line of more than 1 MiB (1,048,576 bytes) fails too.

            --collapse says which parts both ends share are written once: auto (the locale's choice, \
            usually the unit), none, unit or all. --identity says what equal ends give: approximately \
            (~€3.00, the default), approximately-or-single-value, single-value (€3.00) or range (€3.00 – €3.00).

            The output has one line per range, in order. A range that fails gives an empty line, and \
            'icufmt: <input>: <message>' on standard error; the ranges after it are still formatted. In \
            results and messages, every control character except tab, and U+2028 and U+2029, is written as an \
            escape such as \\u{1B} for ESC. With --json, each line is {"input":"<LOW><TAB><HIGH>","output":"<range>"} \
            or {"input":"<line>","error":"<message>"}, with JSON's escapes instead.

            Exit status: 0 when every range was formatted, 1 when any failed, 2 for bad options, among them \
            the spell-out and ordinal styles, which have no ranges.
            """
    )

    /// Which parts are written once, by the names the command line uses.
    enum Collapse: String, CaseIterable, ExpressibleByArgument {
        case auto, none, unit, all

        var collapse: NumberRangeFormat.Collapse {
            switch self {
            case .auto: .automatic
            case .none: .none
            case .unit: .unit
            case .all: .all
            }
        }
    }

    /// What equal ends give, by the names the command line uses.
    enum Identity: String, CaseIterable, ExpressibleByArgument {
        case approximately
        case approximatelyOrSingleValue = "approximately-or-single-value"
        case singleValue = "single-value"
        case range

        var fallback: NumberRangeFormat.IdentityFallback {
            switch self {
            case .approximately: .approximately
            case .approximatelyOrSingleValue: .approximatelyOrSingleValue
            case .singleValue: .singleValue
            case .range: .range
            }
        }
    }

    @OptionGroup var style: NumberStyleOptions

    @Option(help: ArgumentHelp("Write the parts both ends share once: auto, none, unit or all.", valueName: "parts"))
    var collapse: Collapse = .auto

    @Option(help: ArgumentHelp("For equal ends, write approximately, approximately-or-single-value, single-value or range.",
                               valueName: "fallback"))
    var identity: Identity = .approximately

    @OptionGroup var options: GlobalOptions

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The low and high ends of the range.", valueName: "number"))
    var ends: [String] = []

    mutating func validate() throws {
        ends = try operands(ends)
        try RangeEnds.validate(ends)
    }

    func run() throws {
        let rangeOptions = NumberRangeFormat.Options(collapse: collapse.collapse, identityFallback: identity.fallback)
        let formatStyle = style.formatStyle
        try Batch(options: options, category: .numeric).run(RangeEnds.values(ends)) { locale throws(ICUError) in
            try formatterPool.numberRangeFormat(formatStyle, locale: locale, options: rangeOptions)
        } localeEnd: { Batch.tabBeforePair($0, $1) } convert: { format, pair throws(ICUError) in
            let (low, high) = try RangeEnds.read(pair)
            return Record(try format.format(decimal: low, high))
        }
    }
}

/// The two ends of a range as `range` and `plural --range` read them: two
/// arguments, or `LOW<TAB>HIGH` lines, `LOCALE<TAB>LOW<TAB>HIGH` with a locale.
enum RangeEnds {
    /// Two ends or none (standard input).
    static func validate(_ ends: [String]) throws {
        guard ends.isEmpty || ends.count == 2 else {
            throw ValidationError("Give LOW and HIGH, or none to read LOW<TAB>HIGH lines from standard input.")
        }
    }

    /// The batch values of two arguments: one `LOW<TAB>HIGH` value.
    static func values(_ ends: [String]) -> [String] {
        ends.isEmpty ? [] : [ends.joined(separator: "\t")]
    }

    /// The two decimal numbers of `LOW<TAB>HIGH`.
    static func read(_ pair: InputBytes) throws(ICUError) -> (String, String) {
        guard let tab = pair.firstIndex(of: UInt8(ascii: "\t")) else {
            throw ICUError(code: .illegalArgument, operation: "reading a range", reason: "expected LOW<TAB>HIGH")
        }
        let low = pair[..<tab], high = pair[(tab + 1)...]
        _ = try DecimalSyntax.read(low)
        _ = try DecimalSyntax.read(high)
        // Checked: ASCII, so the Strings are made without repair.
        return (String(decoding: low, as: UTF8.self), String(decoding: high, as: UTF8.self))
    }
}
