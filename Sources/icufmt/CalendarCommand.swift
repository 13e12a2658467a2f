import ArgumentParser
import FoundationEssentials
import ICU

struct CalendarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calendar",
        abstract: "Show the calendar fields of instants, add to them, or count between them.",
        discussion: """
            Each instant is written as parse-date writes them, such as 2014-01-05T15:08:09Z, or @ and Unix seconds. \
            The output is one line of field=value pairs, separated by spaces, for the instant in --calendar \
            (default: the locale's) on the wall clock of --time-zone. With --json, each line is an object with \
            the keys calendar, era (ICU's era number), eraName (abbreviated), year (of the era), extendedYear, \
            month (from 1), isLeapMonth, monthName (wide), day, weekday (1 = Sunday … 7 = Saturday), \
            weekdayName (wide), dayOfYear, weekOfYear, yearForWeekOfYear, hour, minute, second, millisecond, \
            zoneOffset and dstOffset (seconds), daysInMonth and monthsInYear. An instant that fails gives \
            {"input":"<instant>","error":"<message>"}.

            With --add N --field FIELD, the output is the instant after adding N of the field (negative to \
            subtract), written as parse-date writes instants; with --difference OTHER --field FIELD, the number \
            of whole units of the field from the instant to OTHER. FIELD is one of era, year, extendedYear, \
            month, weekOfYear, yearForWeekOfYear, weekOfMonth, day, dayOfYear, weekday, weekdayOrdinal, hour, \
            minute, second or millisecond.
            """ + "\n\n" + Batch.help
    )

    @Option(help: ArgumentHelp(
        "Use this calendar: gregorian, japanese, buddhist, roc, hebrew, islamic, islamic-civil, islamic-umalqura, islamic-tbla, persian, indian, coptic, ethiopic, chinese, dangi or iso8601 (default: the locale's).",
        valueName: "name"), transform: { text in try CalendarRules.System(text) })
    var calendar: CalendarRules.System?

    @Option(help: ArgumentHelp("Add this many units of --field to each instant.", valueName: "n"))
    var add: Int?

    @Option(help: ArgumentHelp("Count the units of --field from each instant to this one.", valueName: "instant"),
            transform: { text in try Instant.parse(text) })
    var difference: Date?

    @Option(help: ArgumentHelp("The field --add and --difference count.", valueName: "field"),
            transform: { text in try CalendarRules.Field(text) })
    var field: CalendarRules.Field?

    @OptionGroup var options: GlobalOptions

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The instants.", valueName: "instant"))
    var instants: [String] = []

    mutating func validate() throws {
        instants = try operands(instants)
        if add != nil, difference != nil {
            throw ValidationError("Give --add or --difference, not both.")
        }
        if (add != nil || difference != nil) != (field != nil) {
            throw ValidationError(field == nil ? "--add and --difference need --field." : "--field needs --add or --difference.")
        }
    }

    func run() throws {
        let timeZone = try options.resolvedTimeZone()
        try Batch(options: options, category: .time).run(instants) { [calendar] locale throws(ICUError) in
            try formatterPool.calendarRules(calendar, locale: locale, timeZone: timeZone)
        } convert: { [add, difference, field] rules, value throws(ICUError) in
            let instant = try Instant.parse(value)
            if let add, let field {
                return Record(try Instant.utcString(try rules.adding(add, field, to: instant)))
            }
            if let difference, let field {
                return Record(String(try rules.difference(from: instant, to: difference, in: field)))
            }
            return try Self.describe(instant, in: rules)
        }
    }

    /// Every field of an instant, as `key=value` pairs and as JSON.
    private static func describe(_ instant: Date, in rules: CalendarRules) throws(ICUError) -> Record {
        let c = try rules.components(of: instant)
        // ISO 8601's eras, months and weekdays are the Gregorian calendar's, and ICU 78 writes no
        // names for them in `calendar=iso8601` (its pattern `G` writes nothing): named as Gregorian.
        let names = rules.system == .iso8601
            ? try formatterPool.calendarRules(.gregorian, locale: rules.locale, timeZone: rules.timeZone).formatLocale
            : rules.formatLocale
        func text(_ pattern: String) throws(ICUError) -> String {
            try formatterPool.dateFormat(pattern: pattern, locale: names, timeZone: rules.timeZone).format(instant)
        }
        func int(_ value: Int?) -> JSONValue { value.map(JSONValue.int) ?? .null }
        let fields: [(key: String, value: JSONValue)] = [
            ("calendar", .string(rules.system.rawValue)),
            ("era", int(c.eraYear?.era)),
            ("eraName", .string(try text("G"))),
            ("year", int(c.eraYear?.year)),
            ("extendedYear", int(c.extendedYear)),
            ("month", int(c.month)),
            ("isLeapMonth", .bool(c.isLeapMonth ?? false)),
            ("monthName", .string(try text("MMMM"))),
            ("day", int(c.day)),
            ("weekday", int(c.weekday)),
            ("weekdayName", .string(try text("EEEE"))),
            ("dayOfYear", int(c.dayOfYear)),
            ("weekOfYear", int(c.weekOfYear)),
            ("yearForWeekOfYear", int(c.yearForWeekOfYear)),
            ("hour", int(c.hour)),
            ("minute", int(c.minute)),
            ("second", int(c.second)),
            ("millisecond", int(c.millisecond)),
            ("zoneOffset", int(c.zoneOffset)),
            ("dstOffset", int(c.dstOffset)),
            ("daysInMonth", .int(try rules.daysInMonth(at: instant))),
            ("monthsInYear", .int(try rules.monthsInYear(at: instant))),
        ]
        let line = fields.map { key, value in
            let text: String = switch value {
            case .string(let string): string
            case .int(let number): String(number)
            case .bool(let flag): flag ? "true" : "false"
            case .null: "null"
            }
            return key + "=" + text
        }
        return Record(line.joined(separator: " "), fields: fields)
    }
}
