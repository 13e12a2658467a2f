import ArgumentParser
import ICU

/// The options every subcommand takes: where values are formatted, and how results are written.
struct GlobalOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Use this locale, such as de_DE or de-DE (default: from LC_ALL, LC_NUMERIC, LC_TIME or LC_MESSAGES, then LANG).",
            valueName: "id"),
        transform: { text in try LocaleID(text) })
    var locale: LocaleID?

    @Option(
        help: ArgumentHelp(
            "Show and read times in this time zone, such as Europe/Berlin (default: TZ, then the system's).",
            valueName: "id"),
        transform: { text in try TimeZoneID(text) })
    var timeZone: TimeZoneID?

    @Flag(help: "Write one JSON object per value: {\"input\":…,\"output\":…} or {\"input\":…,\"error\":…}.")
    var json = false

    /// The locale values are formatted in unless a batch line names its own.
    func locale(for category: LocaleID.Category) -> LocaleID {
        locale ?? LocaleID.current(for: category)
    }

    /// The time zone dates are shown and read in: --time-zone, else TZ, else the system's.
    ///
    /// - Throws: ``OptionError`` when TZ is set to a value that is no zone,
    ///   which the library would take for UTC: a wrong zone makes wrong times.
    func resolvedTimeZone() throws -> TimeZoneID {
        if let timeZone { return timeZone }
        do {
            return try TimeZoneID.fromEnvironment() ?? TimeZoneID.current
        } catch {
            throw OptionError(description: "\(error.description); give --time-zone, or set TZ to a zone such as Europe/Berlin")
        }
    }
}
