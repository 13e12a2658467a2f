#if ICU_EXTRACTION
import ArgumentParser
@_spi(CLI) import ICU
import ICUExtract

struct ExtractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Find the localized-string keys Swift code uses and merge them into a String Catalog or a .strings file.",
        discussion: """
            Each PATH is a Swift file or a folder, walked for .swift files (hidden folders such as .build are \
            skipped). The calls found: String(localized:), NSLocalizedString, LocalizedStringResource, \
            StringBundle's string, format and message, and each --function. Only keys of the table the file \
            holds are merged (Localizable.xcstrings holds the table Localizable). New keys are added, \
            translations are kept, keys no call uses are marked stale in a catalog and listed in a .strings \
            file, comments are updated; nothing is deleted. Each change is a line 'added|stale|revived|\
            comment|default<TAB>key'; a key that is not a string literal is a warning on standard error. \
            Code nested deeper than 256 brackets, braces and parentheses is not read past that place, \
            and a file of more than 1 MiB or with more than 12 '[' in a row is not read: a warning names \
            the file, line and column, and nothing is written, since the keys it uses would look unused. With --json, one object: {"path":…,"written":…,"added":[…],"stale":[…],\
            "revived":[…],"commentChanged":[…],"defaultChanged":[…],"warnings":[{"path":…,"line":…,\
            "column":…,"kind":"keyNotLiteral|keyInterpolated|nestingTooDeep|sourceTooLarge","message":…}]}.

            Exit status: 0 on success, 1 when a file cannot be read, is nested too deep or too large to read whole, \
            or is not a catalog or .strings file, 2 for bad options.
            """
    )

    @Option(name: .customLong("function"),
            help: ArgumentHelp("Take the first string literal of calls of this function as a key, and comment: as its comment.",
                               valueName: "name"))
    var functions: [String] = []

    @Option(help: ArgumentHelp("Merge into this String Catalog, created when missing.", valueName: "file.xcstrings"))
    var catalog: String?

    @Option(help: ArgumentHelp("Merge into this .strings file, created when missing.", valueName: "file.strings"))
    var strings: String?

    @Option(name: .customLong("source-language"),
            help: ArgumentHelp("Write this source language into a new catalog.", valueName: "id"))
    var sourceLanguage: String = "en"

    @Flag(name: .customLong("dry-run"), help: "Print the changes and write nothing.")
    var dryRun = false

    @Flag(help: "Write the report as one JSON object.")
    var json = false

    @Argument(help: ArgumentHelp("The Swift files and folders to read.", valueName: "path"))
    var paths: [String]

    mutating func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("Give at least one Swift file or folder.") }
        guard (catalog == nil) != (strings == nil) else { throw ValidationError("Give one of --catalog and --strings.") }
    }

    /// Extracts, merges and, unless a dry run or a source was not read whole, writes the file.
    func extractAndMerge(into path: String) throws(ICUError) -> (Extraction, ExtractionMerge.Update, written: Bool) {
        let extraction = try StringExtractor(functions: Set(functions)).extract(paths: paths)
        let update = try ExtractionMerge.update(path, kind: catalog != nil ? .catalog : .strings,
                                                with: extraction.strings, sourceLanguage: sourceLanguage)
        let written = update.differs && !dryRun && extraction.isComplete
        if written { try ExtractionMerge.write(update.bytes, to: path) }
        return (extraction, update, written)
    }

    func run() throws {
        let path = catalog ?? strings ?? ""
        let outcome = Result { () throws(ICUError) in try extractAndMerge(into: path) }
        guard case .success(let (extraction, update, written)) = outcome else {
            if case .failure(let error) = outcome { Batch.writeError("icufmt: \(error.description)") }
            Batch.exit(1)
        }
        let changes = update.changes
        let lists: [(name: String, jsonName: String, keys: [String])] = [
            ("added", "added", changes.added), ("stale", "stale", changes.stale), ("revived", "revived", changes.revived),
            ("comment", "commentChanged", changes.commentChanged), ("default", "defaultChanged", changes.defaultChanged),
        ]
        var buffer: [UInt8] = []
        if json {
            buffer += #"{"path":"#.utf8
            JSONString.append(path, to: &buffer)
            buffer += #","written":\#(written)"#.utf8
            for list in lists {
                buffer += ",\"\(list.jsonName)\":[".utf8
                for (index, key) in list.keys.enumerated() {
                    if index > 0 { buffer.append(UInt8(ascii: ",")) }
                    JSONString.append(key, to: &buffer)
                }
                buffer.append(UInt8(ascii: "]"))
            }
            buffer += #","warnings":["#.utf8
            for (index, warning) in extraction.warnings.enumerated() {
                if index > 0 { buffer.append(UInt8(ascii: ",")) }
                buffer += #"{"path":"#.utf8
                JSONString.append(warning.location.file, to: &buffer)
                buffer += #","line":\#(warning.location.line),"column":\#(warning.location.column),"#.utf8
                buffer += #""kind":"\#(warning.kind)","message":"#.utf8
                JSONString.append(warning.message, to: &buffer)
                buffer.append(UInt8(ascii: "}"))
            }
            buffer += "]}\n".utf8
        } else {
            for warning in extraction.warnings { Batch.writeError(warning.description) }
            for list in lists {
                for key in list.keys { buffer += "\(list.name)\t\(visibleControlCharacters(key))\n".utf8 }
            }
        }
        Batch.writeOutput(buffer)
        if !extraction.isComplete { Batch.exit(1) }
    }
}
#endif
