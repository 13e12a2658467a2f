import ArgumentParser
import ICU

struct PatternCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pattern",
        abstract: "Print the locale's best date pattern for skeletons.",
        discussion: """
            Each skeleton lists date fields in any order, such as dMMM or yMMMEd; the result is the locale's \
            pattern with those fields, such as 'd. MMM' in de_DE.
            """ + "\n\n" + Batch.help
    )

    @OptionGroup var options: GlobalOptions

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The skeletons to look up.", valueName: "skeleton"))
    var skeletons: [String] = []

    mutating func validate() throws {
        skeletons = try operands(skeletons)
    }

    func run() throws {
        // Opening the locale's generator finds bad options before the first
        // skeleton; the patterns then come from the pool's cache of them.
        try Batch(options: options, category: .time).run(skeletons) { locale throws(ICUError) in
            try formatterPool.datePatternGenerator(locale: locale).locale
        } convert: { locale, skeleton throws(ICUError) in
            try formatterPool.bestPattern(for: skeleton, locale: locale)
        }
    }
}
