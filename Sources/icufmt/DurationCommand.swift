import ArgumentParser
import ICU

extension DurationFormat.Width: ExpressibleByArgument {}

struct DurationCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "duration",
        abstract: "Write ISO 8601 durations, such as PT1H2M3S, as a locale's language writes them: 1 hour, 2 minutes, 3 seconds.",
        discussion: """
            Each value is an ISO 8601 duration: P, then amounts of years Y, months M, weeks W and days D, then T \
            and amounts of hours H, minutes M and seconds S, such as P1DT2H, P2W or PT2.5S, with a leading - for \
            a negative duration. Each amount is written as given, zero amounts included; only the last may have \
            a fraction, of up to nine digits. With --width numeric, hours, minutes and seconds alone are written \
            as digits (1:02:03); any other duration is written in the narrow width.
            """ + "\n\n" + Batch.help
    )

    @Option(help: ArgumentHelp("How much room the units take: wide, short, narrow or numeric.", valueName: "width"))
    var width: DurationFormat.Width = .wide

    @OptionGroup var options: GlobalOptions

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The ISO 8601 durations.", valueName: "duration"))
    var durations: [String] = []

    mutating func validate() throws {
        durations = try operands(durations)
    }

    func run() throws {
        try Batch(options: options, category: .time).run(durations) { [width] locale throws(ICUError) in
            try formatterPool.durationFormat(locale: locale, options: .init(width: width))
        } appending: { format, value, output throws(ICUError) in
            output.append(contentsOf: try format.format(iso8601: String(decoding: value, as: UTF8.self)).utf8)
        }
    }
}
