import ArgumentParser
import ICU

struct CaseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "case",
        abstract: "Change the case of text by a locale's rules: upper, lower, title case, or fold it.",
        discussion: """
            The first argument is the mapping: upper, lower, title or fold. Turkish and Azeri map i to İ and \
            I to ı, Lithuanian keeps the dot of an accented i, Greek drops accents in upper case, and Dutch \
            titlecases ij as IJ. Folding reads no locale: give --turkic for Turkish and Azeri. A value that \
            is not UTF-8 fails.
            """ + "\n\n" + Batch.help
    )

    /// The four mappings, named as on the command line.
    enum Mapping: String, ExpressibleByArgument, CaseIterable {
        case upper, lower, title, fold
    }

    @Flag(help: "In title case, change only the first letter of each word and leave the rest as it is.")
    var titleWithoutLowercasing = false

    @Flag(help: "In title case, change the first character of each word even when it has no case.")
    var titleWithoutAdjusting = false

    @Flag(help: "Fold I to ı and İ to i, as Turkish and Azeri pair them.")
    var turkic = false

    @OptionGroup var options: GlobalOptions

    @Argument(help: ArgumentHelp("The mapping: upper, lower, title or fold.", valueName: "mapping"))
    var mapping: Mapping

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The texts to map.", valueName: "text"))
    var texts: [String] = []

    mutating func validate() throws {
        texts = try operands(texts)
    }

    func run() throws {
        var caseOptions: CaseMapping.Options = []
        if titleWithoutLowercasing { caseOptions.insert(.titleWithoutLowercasing) }
        if titleWithoutAdjusting { caseOptions.insert(.titleWithoutAdjusting) }
        if turkic { caseOptions.insert(.turkicFolding) }
        let mapping = self.mapping
        try Batch(options: options, category: .messages).run(texts) { locale throws(ICUError) in
            try formatterPool.caseMapping(locale: locale, options: caseOptions)
        } appending: { caseMapping, bytes, output throws(ICUError) in
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw ICUError(code: .illegalArgument, operation: "reading the text", reason: "not UTF-8",
                               utf8Offset: Self.firstInvalidByte(bytes))
            }
            let mapped = switch mapping {
            case .upper: caseMapping.uppercased(text)
            case .lower: caseMapping.lowercased(text)
            case .title: caseMapping.titlecased(text)
            case .fold: caseMapping.folded(text)
            }
            output.append(contentsOf: mapped.utf8)
        }
    }

    /// The offset of the first byte that starts no well-formed UTF-8 sequence.
    static func firstInvalidByte(_ bytes: InputBytes) -> Int {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while case .scalarValue(let scalar) = decoder.decode(&iterator) {
            offset += UTF8.width(scalar)
        }
        return offset
    }
}
