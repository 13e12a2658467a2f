import ArgumentParser
@_spi(CLI) import ICU

struct SortKeyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sort-key",
        abstract: "Print the collation sort keys of strings, in hexadecimal.",
        discussion: """
            A key is ICU's bytes for the string in the locale's order, its terminating 00 included: two keys \
            compare, byte by byte, as their strings do, so they can be stored in a database and sorted there. \
            Keys of other locales, options or ICU versions do not compare. The locale comes from --locale, \
            else LC_ALL, LC_COLLATE, then LANG. A line that is not UTF-8 fails as a bad value does.
            """ + "\n\n" + Batch.help
    )

    @OptionGroup var collation: CollationOptions
    @OptionGroup var options: GlobalOptions

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The strings to make keys of.", valueName: "text"))
    var texts: [String] = []

    mutating func validate() throws {
        texts = try operands(texts)
    }

    func run() throws {
        try Batch(options: CollationOptions.collating(options), category: .messages).run(texts) { locale throws(ICUError) in
            try collation.rules(locale)
        } appending: { rules, text, output throws(ICUError) in
            var key: [UInt8] = []
            try CollationOptions.withBytes(text) { bytes throws(ICUError) in _ = try rules.appendSortKey(utf8: bytes, to: &key) }
            let digits = Array("0123456789abcdef".utf8)
            for byte in key {
                output.append(digits[Int(byte >> 4)])
                output.append(digits[Int(byte & 0xF)])
            }
        }
    }
}
