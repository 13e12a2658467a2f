import ArgumentParser
@_spi(CLI) import ICU

struct PseudoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pseudo",
        abstract: "Write a pseudo-localized copy of a String Catalog or of an .lproj folder's tables.",
        discussion: """
            Only literal text changes: format specifiers, plural forms and variables, ICU MessageFormat and \
            MessageFormat 2 syntax and markup tags are kept, so the copy renders with the same arguments. \
            accents writes [Åççéñţéð ţéẋţ ····] under en-XA, double writes each run of words twice under en-XD, \
            bidi wraps each word in a right-to-left override under en-XB (the language of the source with that region).

            With --catalog, the copy is the catalog with the pseudo language added to every key from the \
            source language, written to --output. With --resources, the development language's .lproj folder \
            is read and an .lproj of the pseudo language is written in the --output directory, with a .strings \
            file for each .strings file and an XML .stringsdict file for each .stringsdict file.

            Exit status: 0 when the copy was written, 1 when an input could not be read or the output written, \
            2 for bad options.
            """
    )

    @Option(help: ArgumentHelp("Rewrite the text as accents, double or bidi.", valueName: "mode"))
    var mode: String = "accents"

    @Option(help: ArgumentHelp("Read this String Catalog (.xcstrings).", valueName: "file"))
    var catalog: String?

    @Option(help: ArgumentHelp("Read the .lproj folder of the development language in this resources directory.",
                               valueName: "directory"))
    var resources: String?

    @Option(name: .customLong("development-language"),
            help: ArgumentHelp("Take the strings of this language's .lproj folder (default: en).", valueName: "id"))
    var developmentLanguage: String = "en"

    @Option(help: ArgumentHelp("Write the catalog to this file, or the .lproj folder into this directory.",
                               valueName: "path"))
    var output: String

    @Flag(help: "Write a JSON report of what was written.")
    var json = false

    mutating func validate() throws {
        guard PseudoLocalization.Mode(rawValue: mode) != nil else {
            throw ValidationError("--mode: '\(mode)' is not accents, double or bidi.")
        }
        guard (catalog == nil) != (resources == nil) else {
            throw ValidationError("Give one of --catalog and --resources.")
        }
    }

    func run() throws {
        let pseudo = PseudoLocalization(PseudoLocalization.Mode(rawValue: mode) ?? .accents)
        do {
            let report: PseudoLocalization.Report
            if let catalog {
                report = try pseudo.writeCatalog(at: catalog, to: output)
            } else {
                report = try pseudo.writeResources(at: resources ?? "", developmentLanguage: developmentLanguage,
                                                   into: output)
            }
            var text = ""
            if json {
                var bytes = Array(#"{"mode":"\#(pseudo.mode)","language":"#.utf8)
                JSONString.append(report.language, to: &bytes)
                bytes += #","files":["#.utf8
                for (index, file) in report.files.enumerated() {
                    bytes += Array((index == 0 ? #"{"path":"# : #",{"path":"#).utf8)
                    JSONString.append(file.path, to: &bytes)
                    bytes += #","entries":\#(file.entries)}"#.utf8
                }
                bytes += "]}\n".utf8
                Batch.writeOutput(bytes)
            } else {
                for file in report.files { text += "\(file.path): \(file.entries) entries in \(report.language)\n" }
                Batch.writeOutput(Array(text.utf8))
            }
        } catch {
            Batch.writeError("icufmt pseudo: \(error)")
            Batch.exit(1)
        }
    }
}
