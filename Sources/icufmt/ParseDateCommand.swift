import ArgumentParser
import ICU

struct ParseDateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse-date",
        abstract: "Read formatted dates and times back as instants in UTC.",
        discussion: """
            Each text must be a whole date in the style, read in the time zone; the result is ISO 8601 in UTC, \
            such as 2014-09-03T07:00:00Z, with milliseconds only when they are not zero. Fields the style \
            lacks come from 1970-01-01 00:00.

            With --iso8601, --http or --strptime, each text is a machine-readable date instead, read exactly \
            and strictly with no locale or time zone: ISO 8601 or RFC 3339 in any of its forms, such as \
            2014-02-07T12:00:00-07:00 or 2014-W06-5; an HTTP date, such as Sun, 06 Nov 1994 08:49:37 GMT; \
            or the strptime pattern's, in the POSIX locale, in UTC unless it has %z. Digits after the \
            milliseconds are dropped.
            """ + "\n\n" + Batch.help
    )

    @OptionGroup var style: DateStyleOptions

    @Flag(help: "Accept more than the style writes, such as a day and month in the other order.")
    var lenient = false

    @Flag(help: "Read ISO 8601 and RFC 3339 timestamps instead of localized dates.")
    var iso8601 = false

    @Flag(help: "Read HTTP dates (IMF-fixdate, RFC 850 or asctime) instead of localized dates.")
    var http = false

    @Option(help: ArgumentHelp("Read dates with this strptime pattern, such as '%Y-%m-%d %H:%M:%S %z', instead of localized dates.",
                               valueName: "format"))
    var strptime: String?

    @OptionGroup var options: GlobalOptions

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The texts to read.", valueName: "text"))
    var texts: [String] = []

    mutating func validate() throws {
        texts = try operands(texts)
        let machine = [iso8601, http, strptime != nil].filter { $0 }.count
        if machine > 1 { throw ValidationError("Give only one of --iso8601, --http and --strptime.") }
        let styled = style.dateStyle != nil || style.timeStyle != nil || style.template != nil || style.pattern != nil
        if machine == 1, styled || lenient {
            throw ValidationError("--iso8601, --http and --strptime take no style, template, pattern or --lenient.")
        }
    }

    func run() throws {
        if iso8601 || http || strptime != nil { return try runMachine() }
        let timeZone = try options.resolvedTimeZone()
        try Batch(options: options, category: .time).run(texts) { [style] locale throws(ICUError) in
            try style.format(locale: locale, timeZone: timeZone)
        } convert: { [lenient] format, text throws(ICUError) in
            try Instant.utcString(format.parse(text, lenient: lenient))
        }
    }

    /// The machine-readable forms: no locale, no time zone, no ICU.
    private func runMachine() throws {
        let read: (String) throws(ICUError) -> ExactInstant
        if let strptime {
            let pattern: POSIXDatePattern
            do {
                pattern = try POSIXDatePattern(strptime)
            } catch {
                throw OptionError(description: "--strptime: \(error.description)")
            }
            read = { text throws(ICUError) in try pattern.parse(text) }
        } else if http {
            let format = HTTPDateFormat()
            read = { text throws(ICUError) in try format.parse(text) }
        } else {
            read = { text throws(ICUError) in try ISO8601Format.iso8601.parse(text) }
        }
        try Batch(options: options, category: .time).run(texts) { _ throws(ICUError) in
            read
        } convert: { read, text throws(ICUError) in
            Instant.utcString(try read(text))
        }
    }
}
