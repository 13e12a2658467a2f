import ArgumentParser
import ICU

struct DateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "date",
        abstract: "Format instants as dates and times.",
        discussion: """
            Each instant is ISO 8601, such as 2014-01-05T15:08:09Z or 2014-01-05T16:08:09.250+01:00, or @ and \
            Unix seconds, such as @1388934489, @-5 or @1.5. Years before 0000 and after 9999 take a sign and four \
            digits or more, such as -0005 or +10000, as parse-date writes them. Digits after the milliseconds are \
            dropped.
            """ + "\n\n" + Batch.help
    )

    @OptionGroup var style: DateStyleOptions

    @OptionGroup var options: GlobalOptions

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The instants to format.", valueName: "instant"))
    var instants: [String] = []

    mutating func validate() throws {
        instants = try operands(instants)
    }

    func run() throws {
        let timeZone = try options.resolvedTimeZone()
        try Batch(options: options, category: .time).run(instants) { [style] locale throws(ICUError) in
            try style.format(locale: locale, timeZone: timeZone)
        } appending: { format, instant, output throws(ICUError) in
            format.format(try Instant.parse(instant), appendingTo: &output)
        }
    }
}
