import ArgumentParser
import ICU

extension NumberFormat.Width: ExpressibleByArgument {}

struct UnitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unit",
        abstract: "Format measures in a unit, or in the unit a locale prefers for a usage.",
        discussion: """
            Each value is a decimal number in --unit, such as 1.8 or 1e3. With --usage, it is converted to \
            the unit the locale prefers for that use, such as miles for a road in en_US and kilometers in \
            de_DE; with --json, each object also names the unit the output is in, \
            {"input":…,"output":…,"unit":"mile"}. A value that is not finite, or beyond what a mixed unit \
            such as foot-and-inch can write, fails.
            """ + "\n\n" + Batch.help
    )

    @Option(help: ArgumentHelp("The CLDR unit the values are in, such as meter, kilometer-per-hour or foot-and-inch.",
                               valueName: "unit"))
    var unit: String

    @Option(help: ArgumentHelp("How the unit is written: wide, short or narrow.", valueName: "width"))
    var width: NumberFormat.Width = .short

    @Option(help: ArgumentHelp("Convert to the locale's preferred unit for this use, such as road, person-height, weather or person.",
                               valueName: "usage"))
    var usage: String?

    @OptionGroup var options: GlobalOptions

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The measures to format.", valueName: "value"))
    var values: [String] = []

    mutating func validate() throws {
        values = try operands(values)
    }

    func run() throws {
        let usage = self.usage.map(MeasureFormat.Usage.init)
        let unit: UnitID
        do { unit = try UnitID(self.unit) } catch { throw OptionError(description: "--unit: \(error.description)") }
        try Batch(options: options, category: .numeric).run(values) { locale throws(ICUError) in
            try formatterPool.measureFormat(unit, locale: locale, options: .init(width: width, usage: usage))
        } convert: { format, value throws(ICUError) in
            let (text, unit) = switch try DecimalSyntax.read(value) {
            // Beyond the limit, the library writes an Int in the format's own unit;
            // here such a value fails, as a decimal one does.
            case .integer(let integer) where Double(integer).magnitude <= format.maximumMagnitude: format.formatWithUnit(integer)
            // Checked: ASCII, so the String is made without repair.
            case .integer, .decimal: try format.formatWithUnit(decimal: String(decoding: value, as: UTF8.self))
            }
            return Record(text, adding: [("unit", .string(unit.identifier))])
        }
    }
}
