import ArgumentParser
import ICU

// The library's style names (none, short, medium, long, full) are the command line's.
extension DateFormat.Style: ExpressibleByArgument {}

/// The options `date` and `parse-date` share: preset styles, a template, or a pattern.
struct DateStyleOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Write the date in this style; medium by default.", valueName: "style"))
    var dateStyle: DateFormat.Style?

    @Option(help: ArgumentHelp("Write the time in this style; short by default.", valueName: "style"))
    var timeStyle: DateFormat.Style?

    @Option(help: ArgumentHelp("Use the locale's best pattern for these fields, such as yMMMd, instead of the styles.",
                               valueName: "skeleton"))
    var template: String?

    @Option(help: ArgumentHelp("Use this ICU pattern, such as 'yyyy-MM-dd HH:mm', instead of the styles.",
                               valueName: "pattern"))
    var pattern: String?

    func validate() throws {
        let given = [dateStyle != nil || timeStyle != nil, template != nil, pattern != nil].filter { $0 }.count
        if given > 1 {
            throw ValidationError("Give only one of --template, --pattern, or --date-style and --time-style.")
        }
    }

    /// Opens the format the options describe.
    func format(locale: LocaleID, timeZone: TimeZoneID) throws(ICUError) -> DateFormat {
        if let template { return try formatterPool.dateFormat(template: template, locale: locale, timeZone: timeZone) }
        if let pattern { return try formatterPool.dateFormat(pattern: pattern, locale: locale, timeZone: timeZone) }
        return try formatterPool.dateFormat(date: dateStyle ?? .medium, time: timeStyle ?? .short, locale: locale, timeZone: timeZone)
    }
}
