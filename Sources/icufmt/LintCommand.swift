import ArgumentParser
@_spi(CLI) import ICU

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check .strings, .stringsdict and .xcstrings files for faults translators and tools make.",
        discussion: """
            Each PATH is a file or a resources directory, walked for .strings, .stringsdict and .xcstrings \
            files; the .lproj folders of one directory are compared with each other, and the languages of a \
            catalog with its source language. The checks: syntax, structure, plural forms for every \
            category the language's CLDR rules use, the arguments of a translation against the development \
            language's string, and keys missing per localization. Each finding is a line \
            'path:line:column: error|warning: message [code]', as compilers print them; with --json, \
            {"path":…,"line":…,"column":…,"severity":…,"code":…,"message":…}.

            Exit status: 0 when no error was found (warnings allowed, unless --strict), 1 when one was, \
            2 for bad options.
            """
    )

    @Option(help: ArgumentHelp("Check the plural forms of files outside .lproj folders in this language, such as ru.",
                               valueName: "id"))
    var locale: String?

    @Option(name: .customLong("development-language"),
            help: ArgumentHelp("Compare translations with this language (default: a catalog's source language, or en).",
                               valueName: "id"))
    var developmentLanguage: String?

    @Option(help: ArgumentHelp("Read the values as printf (Apple's formats), icu (ICU MessageFormat) or mf2 (MessageFormat 2).",
                               valueName: "syntax"))
    var messages: String = "printf"

    @Flag(help: "Exit with 1 on a warning too.")
    var strict = false

    @Flag(help: "Write one JSON object per finding.")
    var json = false

    @Argument(help: ArgumentHelp("The files and resources directories to check.", valueName: "path"))
    var paths: [String]

    mutating func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("Give at least one file or directory.") }
        guard StringLint.MessageSyntax(rawValue: messages) != nil else {
            throw ValidationError("--messages: '\(messages)' is not printf, icu or mf2.")
        }
        if let locale {
            do {
                _ = try LocaleID(locale)
            } catch {
                throw ValidationError("--locale: \(error.description)")
            }
        }
        if let developmentLanguage {
            do {
                _ = try LocaleID(developmentLanguage)
            } catch {
                throw ValidationError("--development-language: \(error.description)")
            }
        }
    }

    func run() throws {
        let options = StringLint.Options(messageSyntax: StringLint.MessageSyntax(rawValue: messages) ?? .printf,
                                         developmentLanguage: try developmentLanguage.map { id throws(ICUError) in try LocaleID(id) })
        let lint = StringLint(locale: try locale.map { id throws(ICUError) in try LocaleID(id) }, options: options)
        let diagnostics = lint.lint(paths)
        var buffer: [UInt8] = []
        for diagnostic in diagnostics {
            if json {
                Self.appendJSON(diagnostic, to: &buffer)
            } else {
                buffer += visibleControlCharacters(diagnostic.description).utf8
            }
            buffer.append(UInt8(ascii: "\n"))
            if buffer.count >= 1 << 16 {
                Batch.writeOutput(buffer)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        Batch.writeOutput(buffer)
        let failing = diagnostics.contains { $0.severity == .error || strict }
        Batch.exit(failing ? 1 : 0)
    }

    /// `{"path":…,"line":…,"column":…,"severity":…,"code":…,"message":…}`.
    static func appendJSON(_ diagnostic: LintDiagnostic, to buffer: inout [UInt8]) {
        buffer += #"{"path":"#.utf8
        JSONString.append(diagnostic.file, to: &buffer)
        buffer += #","line":\#(diagnostic.line),"column":\#(diagnostic.column),"severity":"#.utf8
        JSONString.append(diagnostic.severity.rawValue, to: &buffer)
        buffer += #","code":"#.utf8
        JSONString.append(diagnostic.code.rawValue, to: &buffer)
        buffer += #","message":"#.utf8
        JSONString.append(diagnostic.message, to: &buffer)
        buffer.append(UInt8(ascii: "}"))
    }
}
