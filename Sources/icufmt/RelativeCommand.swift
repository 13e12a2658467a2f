import ArgumentParser
import FoundationEssentials
import ICU

extension RelativeTimeFormat.Width: ExpressibleByArgument {}
extension RelativeTimeFormat.Numeric: ExpressibleByArgument {}
extension RelativeTimeFormat.Capitalization: ExpressibleByArgument {}

struct RelativeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "relative",
        abstract: "Format relative times, such as in 3 days, 2 hours ago or yesterday.",
        discussion: """
            With --unit, each value is a decimal number such as -1 or 1.5 of that unit: negative values lie \
            in the past. UNIT is one of year, quarter, month, week, day, hour, minute, second, or a weekday, \
            sunday to saturday. With --numeric auto, values the locale has a word for are written with it \
            (yesterday, next month).

            With --from INSTANT, each value is an instant, written as parse-date writes them, such as \
            2014-01-05T15:08:09Z, or @ and Unix seconds; it is written relative to INSTANT in the unit people \
            expect: seconds under a minute apart, minutes under an hour, hours under a day, then calendar \
            days, weeks (7 days or more), months and years on the calendar of the locale in --time-zone, \
            counted between the days the two instants fall on. Values are truncated, never rounded.
            """ + "\n\n" + Batch.help
    )

    @Option(help: ArgumentHelp("The unit of the values.", valueName: "unit"),
            transform: { text in try RelativeTimeFormat.Unit(text) })
    var unit: RelativeTimeFormat.Unit?

    @Option(help: ArgumentHelp("Write each value as a time relative to this instant.", valueName: "instant"),
            transform: { text in try Instant.parse(text) })
    var from: Date?

    @Option(help: ArgumentHelp("How much room the words take: wide, short or narrow.", valueName: "width"))
    var width: RelativeTimeFormat.Width = .wide

    @Option(help: ArgumentHelp("Write numbers always (1 day ago), or words where the locale has them (auto: yesterday).", valueName: "numeric"))
    var numeric: RelativeTimeFormat.Numeric = .always

    @Option(help: ArgumentHelp(
        "Case the first letter for where the text stands: none, middleOfSentence, beginningOfSentence, uiListOrMenu or standalone.",
        valueName: "context"))
    var capitalization: RelativeTimeFormat.Capitalization = .none

    @OptionGroup var options: GlobalOptions

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The values, or the instants with --from.", valueName: "value"))
    var values: [String] = []

    mutating func validate() throws {
        values = try operands(values)
        if (unit == nil) == (from == nil) {
            throw ValidationError("Give --unit or --from, one of them.")
        }
    }

    func run() throws {
        let timeZone = try options.resolvedTimeZone()
        let batch = Batch(options: options, category: .time)
        let open = { [width, numeric, capitalization] (locale: LocaleID) throws(ICUError) in
            try formatterPool.relativeTimeFormat(locale: locale, options: .init(width: width, numeric: numeric, capitalization: capitalization))
        }
        if let unit {
            try batch.run(values, open: open) { format, value, output throws(ICUError) in
                let text = switch try DecimalSyntax.read(value) {
                case .integer(let integer): format.format(integer, unit)
                case .decimal: format.format(try Self.finite(String(decoding: value, as: UTF8.self)), unit)
                }
                output.append(contentsOf: text.utf8)
            }
        } else if let from {
            try batch.run(values, open: open) { format, value, output throws(ICUError) in
                let calendar = try formatterPool.calendarRules(locale: format.locale, timeZone: timeZone)
                output.append(contentsOf: try format.format(try Instant.parse(value), relativeTo: from, in: calendar).utf8)
            }
        }
    }

    /// A decimal number's double, refused beyond a `Double`'s range, where the
    /// format would write infinity ("in ∞ days").
    private static func finite(_ text: String) throws(ICUError) -> Double {
        guard let double = Double(text), double.isFinite else {
            throw ICUError(code: .illegalArgument, operation: "reading '\(text.prefix(64))' as a relative time",
                           reason: "the number is beyond a Double's range")
        }
        return double
    }
}
