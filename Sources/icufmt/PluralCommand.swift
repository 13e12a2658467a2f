import ArgumentParser
import ICU

struct PluralCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plural",
        abstract: "Print the plural category of numbers: zero, one, two, few, many or other.",
        discussion: """
            Each number is a decimal number such as 21 or 1.50; fraction digits as written count, so 1.0 \
            can take another category than 1. With --categories, print the locale's categories instead, one \
            per line, in the order zero, one, two, few, many, other; with --json, each has the locale as its input.

            With --range, print the category of ranges of two numbers: give LOW and HIGH as arguments, or lines \
            LOW<TAB>HIGH, or LOCALE<TAB>LOW<TAB>HIGH, on standard input. French 0–1 is one, as in "0–1 jour"; \
            both ends are written with the fraction digits of the end that shows more.
            """ + "\n\n" + Batch.help
    )

    @Flag(help: "Use the ordinal rules (1st, 2nd, 3rd) instead of the cardinal ones (1 day, 2 days).")
    var ordinal = false

    @Flag(help: "Print the locale's categories instead of the categories of numbers.")
    var categories = false

    @Flag(help: "Print the categories of ranges of two numbers, LOW and HIGH, instead of single numbers.")
    var range = false

    @OptionGroup var options: GlobalOptions

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The numbers to look up.", valueName: "number"))
    var numbers: [String] = []

    mutating func validate() throws {
        numbers = try operands(numbers)
        if categories, !numbers.isEmpty {
            throw ValidationError("--categories takes no numbers.")
        }
        if range {
            if categories { throw ValidationError("Give either --range or --categories.") }
            if ordinal { throw ValidationError("--range goes with the cardinal rules: ordinal numbers have no ranges.") }
            try RangeEnds.validate(numbers)
        }
    }

    func run() throws {
        let kind: PluralRules.Kind = ordinal ? .ordinal : .cardinal
        if categories {
            try printCategories(kind)
            return
        }
        if range {
            try Batch(options: options, category: .numeric).run(RangeEnds.values(numbers)) { locale throws(ICUError) in
                try formatterPool.pluralRules(kind, locale: locale)
            } localeEnd: { Batch.tabBeforePair($0, $1) } convert: { rules, pair throws(ICUError) in
                let (low, high) = try RangeEnds.read(pair)
                return Record(try rules.category(forRangeFrom: low, to: high).rawValue)
            }
            return
        }
        try Batch(options: options, category: .numeric).run(numbers) { locale throws(ICUError) in
            try formatterPool.pluralRules(kind, locale: locale)
        } appending: { rules, number, output throws(ICUError) in
            let category = switch try DecimalSyntax.read(number) {
            case .integer(let integer): rules.category(for: integer)
            case .decimal: try rules.category(forDecimal: String(decoding: number, as: UTF8.self))
            }
            output.append(contentsOf: category.rawValue.utf8)
        }
    }

    /// Prints the categories as if each were the result for the locale.
    private func printCategories(_ kind: PluralRules.Kind) throws {
        let locale = options.locale(for: .numeric)
        let names: [String]
        do {
            names = try PluralRules(kind, locale: locale).categories.map(\.rawValue)
        } catch {
            throw OptionError(description: error.description)
        }
        var output = Output(json: options.json)
        for name in names {
            output.write(input: locale.identifier, .success(Record(name)))
        }
        output.flush()
    }
}
