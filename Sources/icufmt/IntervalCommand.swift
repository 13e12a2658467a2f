import ArgumentParser
import ICU

struct IntervalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "interval",
        abstract: "Format the interval between two instants, such as Jan 5 – 7, 2014.",
        discussion: """
            Each instant is ISO 8601, such as 2014-01-05T15:08:09Z, or @ and Unix seconds, such as @1388934489, \
            as date reads them. The fields the two instants share are written once; two instants that fall \
            together at the template's resolution are written as one date. An END before START is written \
            in the order given.

            Give START and END as arguments, or give none to read pairs from standard input, one per line \
            as START<TAB>END; a line LOCALE<TAB>START<TAB>END formats in LOCALE instead of the --locale one. \
            The locale comes from --locale, else LC_ALL, LC_TIME, then LANG. A line that holds no tab fails \
            as a bad value does.

            The output has one line per pair. With --json, each line is \
            {"input":"<START><TAB><END>","output":"<interval>"}.

            Exit status: 0 when every pair was formatted, 1 when any failed, 2 for bad options.
            """
    )

    @Option(help: ArgumentHelp("Show these fields, such as yMMMd, jm or yMMMEd.", valueName: "skeleton"))
    var template: String = "yMMMdjm"

    @OptionGroup var options: GlobalOptions

    @Argument(help: ArgumentHelp("The instants the interval starts and ends at.", valueName: "instant"))
    var instants: [String] = []

    func validate() throws {
        guard instants.isEmpty || instants.count == 2 else {
            throw ValidationError("Give START and END, or none to read START<TAB>END lines from standard input.")
        }
        if instants.contains(where: { $0.contains("\t") }) {
            throw ValidationError("An instant holds a tab; give such pairs on standard input instead.")
        }
    }

    func run() throws {
        let timeZone = try options.resolvedTimeZone()
        let values = instants.isEmpty ? [] : [instants.joined(separator: "\t")]
        try Batch(options: options, category: .time).run(values, open: { [template] locale throws(ICUError) in
            try formatterPool.dateIntervalFormat(template: template, locale: locale, timeZone: timeZone)
        }, localeEnd: Batch.tabBeforePair) { format, pair throws(ICUError) in
            guard let tab = pair.firstIndex(of: UInt8(ascii: "\t")) else {
                throw ICUError(code: .illegalArgument, operation: "reading an interval", reason: "expected START<TAB>END")
            }
            return Record(format.format(from: try Instant.parse(pair[..<tab]), to: try Instant.parse(pair[(tab + 1)...])))
        }
    }
}
