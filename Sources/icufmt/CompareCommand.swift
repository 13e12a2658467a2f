import ArgumentParser
@_spi(CLI) import ICU

struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two strings by a locale's collation order: print <, = or >.",
        discussion: """
            Give the two strings as arguments, or give none to read pairs from standard input, one per line \
            as A<TAB>B; a line LOCALE<TAB>A<TAB>B compares in LOCALE instead of the --locale one. The locale \
            comes from --locale, else LC_ALL, LC_COLLATE, then LANG; its keywords choose among its orders, \
            such as de@collation=phonebook. A line that is not UTF-8, or that holds no tab, fails as a bad value does.

            The output has one line per pair: < when A sorts first, = when they are equal at the strength, \
            > when B sorts first. With --json, each line is {"input":"<A><TAB><B>","output":"<"}.

            Exit status: 0 when every pair was compared, 1 when any failed, 2 for bad options.
            """
    )

    @OptionGroup var collation: CollationOptions
    @OptionGroup var options: GlobalOptions

    @Argument(help: ArgumentHelp("The two strings to compare.", valueName: "string"))
    var strings: [String] = []

    func validate() throws {
        guard strings.isEmpty || strings.count == 2 else {
            throw ValidationError("Give two strings, or none to read A<TAB>B lines from standard input.")
        }
        if strings.contains(where: { $0.contains("\t") }) {
            throw ValidationError("A string to compare holds a tab; give such pairs on standard input instead.")
        }
    }

    func run() throws {
        let values = strings.isEmpty ? [] : [strings.joined(separator: "\t")]
        try Batch(options: CollationOptions.collating(options), category: .messages).run(values, open: { locale throws(ICUError) in
            try collation.rules(locale)
        }, localeEnd: Batch.tabBeforePair) { rules, pair throws(ICUError) in
            guard let tab = pair.firstIndex(of: UInt8(ascii: "\t")) else {
                throw ICUError(code: .illegalArgument, operation: "reading a pair", reason: "expected A<TAB>B")
            }
            let order = rules.compare(try CollationOptions.text(pair[..<tab]), try CollationOptions.text(pair[(tab + 1)...]))
            return Record(order.description)
        }
    }
}
