import ArgumentParser
import ICU

struct ParseNumberCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse-number",
        abstract: "Read formatted numbers back as plain decimal numbers.",
        discussion: """
            Each text must be a whole number in the style, such as 1.234,56 in de_DE; the result is a plain \
            decimal number such as 1234.56, exactly, with no exponent.
            """ + "\n\n" + Batch.help
    )

    @OptionGroup var style: NumberStyleOptions

    @Flag(help: "Accept more than the style writes, such as missing grouping separators or currency symbols.")
    var lenient = false

    @OptionGroup var options: GlobalOptions

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The texts to read.", valueName: "text"))
    var texts: [String] = []

    mutating func validate() throws {
        texts = try operands(texts)
    }

    func run() throws {
        let formatStyle = style.formatStyle
        try Batch(options: options, category: .numeric).run(texts) { locale throws(ICUError) in
            try formatterPool.numberFormat(formatStyle, locale: locale)
        } convert: { [lenient] format, text throws(ICUError) in
            try format.parse(text, lenient: lenient)
        }
    }
}
