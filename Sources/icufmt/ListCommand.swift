import ArgumentParser
import ICU

extension ListFormat.ListType: ExpressibleByArgument {}
extension ListFormat.Width: ExpressibleByArgument {}

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Join items into a list as a locale's language joins them: a, b, and c.",
        discussion: """
            The ITEMs given as arguments make one list. Give none to read lists from standard input, one \
            per line, its items separated by tabs; with --locale-column, a line's first field is its \
            LOCALE, LOCALE<TAB>ITEM<TAB>…, and the line is joined in LOCALE instead of the --locale one. \
            Without --locale-column, every field is an item. The locale comes from --locale, else LC_ALL, \
            LC_MESSAGES, then LANG. An empty line is one empty item, whose empty result is a failure, and \
            a line that is not UTF-8 fails, as a bad value does; a line of more than 1 MiB (1,048,576 bytes) \
            fails too.

            The output has one line per list, in order. A list that fails gives an empty line, and \
            'icufmt: <input>: <message>' on standard error; the lists after it are still joined. A result \
            that is empty or holds a line feed or carriage return is such a failure, except with --json. In \
            results and messages, every control character except tab, and U+2028 and U+2029, is written as \
            an escape such as \\u{1B} for ESC. With --json, each line is {"input":"<line>","output":"<result>"} \
            or {"input":"<line>","error":"<message>"}, with JSON's escapes instead.

            Exit status: 0 when every list succeeded, 1 when any list failed, 2 for bad options. A failed \
            write to standard output, a closed pipe among them, stops icufmt at once, with status 1.
            """
    )

    @Option(help: ArgumentHelp("What the list means: and (all of the items), or (any one of them), or unit (amounts of different units).",
                               valueName: "type"))
    var type: ListFormat.ListType = .and

    @Option(help: ArgumentHelp("How much room the words between the items take: wide, short or narrow.", valueName: "width"))
    var width: ListFormat.Width = .wide

    @Flag(help: "In batch mode, read each line's first field as the locale of its list.")
    var localeColumn = false

    @OptionGroup var options: GlobalOptions

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The items of the list.", valueName: "item"))
    var items: [String] = []

    mutating func validate() throws {
        items = try operands(items)
        // Arguments and batch lines are read alike: a tab would split an item in two.
        if items.contains(where: { $0.contains("\t") }) {
            throw ValidationError("An item cannot hold a tab: tabs separate the items of a batch line.")
        }
        if localeColumn, !items.isEmpty {
            throw ValidationError("--locale-column goes with lists read from standard input.")
        }
    }

    func run() throws {
        let listOptions = ListFormat.Options(type: type, width: width)
        let localeColumn = self.localeColumn
        let values = items.isEmpty ? [] : [items.joined(separator: "\t")]
        try Batch(options: options, category: .messages).run(values) { locale throws(ICUError) in
            try formatterPool.listFormat(locale: locale, options: listOptions)
        } localeEnd: { _, line in
            localeColumn ? line.firstIndex(of: UInt8(ascii: "\t")) ?? line.endIndex : nil
        } convert: { format, line throws(ICUError) in
            guard let text = String(validating: line, as: UTF8.self) else {
                throw ICUError(code: .illegalArgument, operation: "reading the items", reason: "not UTF-8",
                               utf8Offset: CaseCommand.firstInvalidByte(line))
            }
            return Record(format.format(text.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)))
        }
    }
}
