import ArgumentParser
import FoundationEssentials
import ICU

struct TimeZoneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "time-zone",
        abstract: "Describe time zones: names, offsets, the next transition, canonical and Windows IDs.",
        discussion: """
            Each zone is a zone ID ICU knows, such as America/Los_Angeles, PST or GMT+03:00. The output is one \
            line of key=value pairs separated by tabs: id, canonical, longName, shortName, longGenericName, \
            shortGenericName, offset and dstOffset (seconds east of UTC: the standard offset, and the daylight-saving \
            offset added to it), nextTransition (the instant the offsets next change, as parse-date writes instants), \
            windowsID and region, at --at (default: now), with names in --locale. With --json, each line is an \
            object with exactly those keys; nextTransition, windowsID and region are null when the zone has none. \
            A zone that fails gives {"input":"<zone>","error":"<message>"}.

            Give zones as arguments, or give none to read them from standard input, one per line. In that \
            batch mode, a line LOCALE<TAB>ZONE names ZONE in LOCALE instead of the --locale one.

            The output has one line per zone, in order. A zone that fails gives an empty line, and \
            'icufmt: <input>: <message>' on standard error; the zones after it are still described.

            Exit status: 0 when every zone succeeded, 1 when any zone failed, 2 for bad options. \
            A failed write to standard output stops icufmt at once, with status 1.
            """
    )

    @Option(help: ArgumentHelp(
        "Name zones in this locale, such as de_DE (default: from LC_ALL, LC_TIME, then LANG).", valueName: "id"),
            transform: { text in try LocaleID(text) })
    var locale: LocaleID?

    @Option(help: ArgumentHelp(
        "Describe the zones at this instant, such as 2014-01-05T15:08:09Z or @1388934489 (default: now).",
        valueName: "instant"),
            transform: { text in try Instant.parse(text) })
    var at: Date?

    @Flag(help: "Write one JSON object per zone.")
    var json = false

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The zone IDs to describe.", valueName: "zone"))
    var zones: [String] = []

    mutating func validate() throws {
        zones = try operands(zones)
    }

    func run() throws {
        let defaultLocale = locale ?? LocaleID.current(for: .time)
        do {
            _ = try formatterPool.timeZoneDisplayNames(locale: defaultLocale)
        } catch {
            throw OptionError(description: "--locale: \(error.description)")
        }
        let date = at ?? Date()
        var output = Output(json: json)
        var lineLocales = LineLocales()
        try Batch.forEachValue(zones, output: &output) { line, output in
            var text = line
            var names: Result<LocaleID, ICUError> = .success(defaultLocale)
            if zones.isEmpty, let tab = line.firstIndex(of: UInt8(ascii: "\t")) {
                text = line[(tab + 1)...]
                names = lineLocales.locale(spelled: line[..<tab])
            }
            output.write(input: line, names.flatMap { locale in
                Result { () throws(ICUError) in try describe(String(decoding: text, as: UTF8.self), in: locale, at: date) }
            })
        }
    }

    /// The record of one zone: every fact, as key=value pairs and as JSON.
    private func describe(_ text: String, in locale: LocaleID, at date: Date) throws(ICUError) -> Record {
        let zone = try TimeZoneID(text)
        let names = try formatterPool.timeZoneDisplayNames(locale: locale)
        let offsets = try zone.offsets(at: date)
        let next = try zone.nextTransition(after: date).map { date throws(ICUError) in try Instant.utcString(date) }
        let fields: [(key: String, value: JSONValue)] = [
            ("id", .string(zone.identifier)),
            ("canonical", .string(zone.canonicalIdentifier)),
            ("longName", .string(try names.name(of: zone, at: date, style: .longSpecific))),
            ("shortName", .string(try names.name(of: zone, at: date, style: .shortSpecific))),
            ("longGenericName", .string(try names.name(of: zone, at: date, style: .longGeneric))),
            ("shortGenericName", .string(try names.name(of: zone, at: date, style: .shortGeneric))),
            ("offset", .int(offsets.raw)),
            ("dstOffset", .int(offsets.daylight)),
            ("nextTransition", JSONValue(next)),
            ("windowsID", JSONValue(zone.windowsID)),
            ("region", JSONValue(zone.region)),
        ]
        let line = fields.map { field in
            let value = switch field.value {
            case .string(let text): text
            case .int(let number): String(number)
            case .bool(let flag): flag ? "true" : "false"
            case .null: "null"
            }
            return field.key + "=" + value
        }.joined(separator: "\t")
        return Record(line, fields: fields)
    }
}
