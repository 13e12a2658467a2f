import ArgumentParser
import ICU

struct NumberCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "number",
        abstract: "Format decimal numbers.",
        discussion: """
            Each value is a decimal number: an optional sign, digits, an optional fraction and an optional \
            exponent, such as -1234.5, 1e6 or 0.001. It is formatted exactly, however many digits it has.
            """ + "\n\n" + Batch.help
    )

    @OptionGroup var style: NumberStyleOptions

    @Option(help: ArgumentHelp("Use this ICU number skeleton, such as 'currency/EUR .00', instead of a style.",
                               valueName: "skeleton"))
    var skeleton: String?

    @OptionGroup var options: GlobalOptions

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The numbers to format.", valueName: "value"))
    var values: [String] = []

    mutating func validate() throws {
        if skeleton != nil, style.isGiven {
            throw ValidationError("Give either --skeleton, or --style and --currency.")
        }
        values = try operands(values)
    }

    func run() throws {
        let formatStyle = skeleton.map(NumberFormat.Style.skeleton) ?? style.formatStyle
        try Batch(options: options, category: .numeric).run(values) { locale throws(ICUError) in
            try formatterPool.numberFormat(formatStyle, locale: locale)
        } appending: { format, value, output throws(ICUError) in
            switch try DecimalSyntax.read(value) {
            case .integer(let integer):
                format.format(integer, appendingTo: &output)
            case .decimal:
                // Checked: ASCII, so the String is made without repair.
                try format.format(decimal: String(decoding: value, as: UTF8.self), appendingTo: &output)
            }
        }
    }
}
