import ArgumentParser
import ICU

struct NegotiateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "negotiate",
        abstract: "Pick the best supported locale for Accept-Language headers.",
        discussion: """
            Each header is the value of an HTTP Accept-Language header, such as 'de-AT,de;q=0.9,en;q=0.5'. \
            The result is the chosen entry of --supported, exactly as written there: the best fit by CLDR's \
            language distance (ICU's LocaleMatcher), or with --lookup the RFC 4647 lookup. A header with nothing \
            usable in it (empty, only '*', only malformed entries, nothing close enough) gives the default, \
            which is not an error. With --json, each line is \
            {"input":"<header>","output":"<chosen>","matched":"<header entry>"|null,"usedDefault":true|false}.

            Give headers as arguments, or give none to read them from standard input, one per line. Unlike \
            the formatting subcommands, a line has no LOCALE<TAB> column: negotiation takes no locale, and a \
            tab is white space inside a header. A line of more than 1 MiB (1,048,576 bytes) gets no answer: \
            an empty line, and 'icufmt: <input>: <message>' on standard error (with --json, \
            {"input":"<start of the line>…","error":"<message>"}).

            Exit status: 0 when every header was read (every header gets an answer), 2 for bad options, \
            1 when a line is too long or standard input or output fails (a closed pipe among them).
            """
    )

    @Option(help: ArgumentHelp("The supported locales, best first, separated by commas, such as en-US,de,fr-CH.",
                               valueName: "list"))
    var supported: String

    @Option(name: .customLong("default"),
            help: ArgumentHelp("The locale for headers that match nothing: one of --supported, as written there (default: the first).",
                               valueName: "id"))
    var defaultLocale: String?

    @Flag(help: "Use RFC 4647 lookup instead of best-fit matching.")
    var lookup = false

    @Flag(help: "Write one JSON object per header.")
    var json = false

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The Accept-Language headers.", valueName: "header"))
    var headers: [String] = []

    mutating func validate() throws {
        headers = try operands(headers)
    }

    func run() throws {
        // Spaces around an entry are dropped (`en, de`); one inside an entry is kept, for the locale ID to refuse.
        let list = supported.split(separator: ",").map { entry in
            String(entry.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        }
        let locales: SupportedLocales
        do {
            var ids: [LocaleID] = []
            for entry in list { ids.append(try LocaleID(entry)) }
            locales = try SupportedLocales(ids, default: defaultLocale.map { id throws(ICUError) in try LocaleID(id) })
        } catch {
            throw OptionError(description: "--supported: \(error.description)")
        }
        let matching: SupportedLocales.Matching = lookup ? .lookup : .bestFit
        var output = Output(json: json)
        try Batch.forEachValue(headers, output: &output) { line, output in
            let header = String(decoding: line, as: UTF8.self)
            let answer = locales.negotiate(acceptLanguage: header, matching: matching)
            // The entry as the list wrote it.
            let supported = list[answer.index]
            output.write(input: line, .success(Record(supported, fields: [
                ("input", .string(header)),
                ("output", .string(supported)),
                ("matched", JSONValue(answer.matched?.range)),
                ("usedDefault", .bool(answer.usedDefault)),
            ])))
        }
    }
}
