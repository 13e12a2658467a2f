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
            """ + "\n\n" + Batch.help
    )

    @OptionGroup var style: DateStyleOptions

    @Flag(help: "Accept more than the style writes, such as a day and month in the other order.")
    var lenient = false

    @OptionGroup var options: GlobalOptions

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The texts to read.", valueName: "text"))
    var texts: [String] = []

    mutating func validate() throws {
        texts = try operands(texts)
    }

    func run() throws {
        let timeZone = try options.resolvedTimeZone()
        try Batch(options: options, category: .time).run(texts) { [style] locale throws(ICUError) in
            try style.format(locale: locale, timeZone: timeZone)
        } convert: { [lenient] format, text throws(ICUError) in
            try Instant.utcString(format.parse(text, lenient: lenient))
        }
    }
}
