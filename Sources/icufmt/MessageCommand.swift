import ArgumentParser
import ICU

struct MessageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "message",
        abstract: "Render localized strings from .strings, .stringsdict and .xcstrings files.",
        discussion: """
            The string is the entry of --key in one source: a .strings or .stringsdict file; or a String \
            Catalog, or a resources directory of <language>.lproj folders and String Catalogs, in the \
            localization chosen for the locale (or with --resources, for --languages), with the fallback of \
            Bundle.localizedString(forKey:value:table:): a catalog's development language is its \
            sourceLanguage. A key not found there renders as itself, as NSBundle renders it. The locale's plural \
            rules choose the forms, except with --catalog and --resources, where the rules are those of the \
            localization whose table holds the entry; numbers are written as the locale writes them.

            Each ARG is read as the entry's specifier for it says: %d, %lu and the other integer specifiers \
            take an integer, %f, %e and %g a decimal number, %@ and %s text. A plural variable's ARG is an \
            integer, or when its value type is not an integer's, a decimal number. For example,

              icufmt message --locale en --stringsdict en.lproj/Localizable.stringsdict \\
                --key 'scope.%lu out of %lu runs' 1 3

            prints 'One of 3 runs completed'.

            With --icu, the message is PATTERN in ICU's MessageFormat syntax, rendered in the locale, with dates \
            and times in --time-zone. An ARG NAME=VALUE gives the pattern's argument NAME; the other ARGs give \
            {0}, {1}, … in order. Each ARG is read as the pattern uses it: a number (3, -2.5, 1e6, read \
            exactly) for plural, selectordinal, number, spellout, ordinal and duration; an instant as date \
            takes it (2014-01-05T15:08:09Z, @1388934489) for date and time; text for select; for a plain \
            {NAME}, a number when it reads as one, else text, and text always when --string NAME is given. For \
            example,

              icufmt message --locale en \\
                --icu '{n, plural, one {# file} other {# files}}' n=3

            prints '3 files'. An argument the pattern names and the ARGs do not give, or an ARG its \
            use cannot take, fails the message.

            Give the ARGs of one message as arguments, or give none to read messages from standard input, one \
            per line, its ARGs separated by tabs. In that batch mode, a line with one field more than the entry \
            (or the --icu pattern) takes ARGs, LOCALE<TAB>ARG<TAB>…, renders in LOCALE instead of the --locale one; for an entry \
            without ARGs, a line is its LOCALE, or empty. A line of more than 1 MiB (1,048,576 bytes) fails as \
            a bad message does.

            The output has one line per message, in order. A message that fails gives an empty line, and \
            'icufmt: <input>: <message>' on standard error; the messages after it are still rendered. A result \
            that is empty or holds a line feed or carriage return is such a failure, except with --json, which \
            shows an empty result as "". In results and messages, every control character except tab, and \
            U+2028 and U+2029, is written as an escape such as \\u{1B} for ESC. With --json, each line is \
            {"input":"<input>","output":"<result>"}, followed by "localization":"<chosen>" with --resources, or \
            {"input":"<input>","error":"<message>"}, with JSON's escapes instead; the input is the line, or the \
            ARGs separated by tabs.

            Exit status: 0 when every message succeeded, 1 when any message failed, 2 for bad options, \
            among them a source that cannot be read. A failed write to standard output, a closed pipe among \
            them, stops icufmt at once, with status 1.
            """
    )

    @Option(help: ArgumentHelp("Render the entry of this key.", valueName: "key"))
    var key: String?

    @Option(help: ArgumentHelp("Render this message in ICU's MessageFormat syntax.", valueName: "pattern"))
    var icu: String?

    @Option(help: ArgumentHelp("Read the --icu argument of this name as text, even when it reads as a number.",
                               valueName: "name"))
    var string: [String] = []

    @Option(help: ArgumentHelp("Read the entry from this .strings file.", valueName: "file"))
    var strings: String?

    @Option(help: ArgumentHelp("Read the entry from this .stringsdict file.", valueName: "file"))
    var stringsdict: String?

    @Option(help: ArgumentHelp("Read the entry from this String Catalog (.xcstrings).", valueName: "file"))
    var catalog: String?

    @Option(help: ArgumentHelp("Read the entry from this directory of <language>.lproj folders and .xcstrings files.",
                               valueName: "directory"))
    var resources: String?

    @Option(help: ArgumentHelp("Look the key up in this table of --resources (default: Localizable).", valueName: "name"))
    var table: String?

    @Option(help: ArgumentHelp("Choose the localization of --resources for these languages, best first, as an Accept-Language header lists them, such as 'de-AT,fr;q=0.8,en' (default: the locale).",
                               valueName: "list"))
    var languages: String?

    @OptionGroup var options: GlobalOptions

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The arguments of the entry's format.", valueName: "arg"))
    var arguments: [String] = []

    mutating func validate() throws {
        arguments = try operands(arguments)
        let sources = [strings, stringsdict, catalog, resources, icu].compactMap { $0 }
        if sources.isEmpty {
            throw ValidationError("Give one of --strings, --stringsdict, --catalog, --resources or --icu.")
        }
        if sources.count > 1 {
            throw ValidationError("Give only one of --strings, --stringsdict, --catalog, --resources or --icu.")
        }
        if icu != nil, key != nil {
            throw ValidationError("--key names an entry of a source; --icu gives the message itself.")
        }
        if icu == nil, key == nil {
            throw ValidationError("Give --key, the entry to render.")
        }
        if icu == nil, !string.isEmpty {
            throw ValidationError("--string goes with --icu.")
        }
        for (option, file, suffix) in [("--strings", strings, ".strings"), ("--stringsdict", stringsdict, ".stringsdict")] {
            if let file, !file.hasSuffix(suffix) {
                throw ValidationError("\(option) takes a file whose name ends in \(suffix).")
            }
        }
        if resources == nil, table != nil {
            throw ValidationError("--table goes with --resources.")
        }
        if resources == nil, languages != nil {
            throw ValidationError("--languages goes with --resources.")
        }
        // Arguments and batch lines are read alike: a tab would split an argument in two.
        if arguments.contains(where: { $0.contains("\t") }) {
            throw ValidationError("An argument cannot hold a tab: tabs separate the arguments of a batch line.")
        }
    }

    func run() throws {
        if let icu { return try runICU(icu) }
        let key = key ?? ""
        let source = try openSource()
        var messages: [String: Message] = [:]
        let values = arguments.isEmpty ? [] : [arguments.joined(separator: "\t")]
        try Batch(options: options, category: .messages).run(values) { locale throws(ICUError) in
            if let known = messages[locale.identifier] { return known }
            let message = try source.message(key, locale: locale)
            messages[locale.identifier] = message
            return message
        } localeEnd: { message, line in
            Self.localeEnd(line, arguments: message.kinds.count)
        } convert: { message, text throws(ICUError) in
            try message.render(Self.fields(text, arguments: message.kinds.count))
        }
    }

    /// Where a batch line's locale ends, for a message of `arguments` ARGs: a
    /// line of one field more than that starts with its locale.
    static func localeEnd(_ line: InputBytes, arguments: Int) -> Int? {
        guard !line.isEmpty, line.count(where: { $0 == UInt8(ascii: "\t") }) == arguments else {
            return nil
        }
        return line.firstIndex(of: UInt8(ascii: "\t")) ?? line.endIndex
    }

    /// The ARGs of a batch line, for a message of `arguments` ARGs: a message
    /// without ARGs takes an empty line as none, not as one empty ARG.
    static func fields(_ text: InputBytes, arguments: Int) -> [InputBytes] {
        text.isEmpty && arguments == 0 ? [] : text.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
    }

    /// Reads the source the options name: a source that cannot be read is a bad option.
    private func openSource() throws -> any MessageSource {
        do {
            if let file = strings ?? stringsdict {
                return try StringTable(contentsOf: file)
            }
            if let catalog {
                // The fallback of --resources, the catalog's source language as the development region.
                let bundle = try StringBundle(catalog: StringCatalog(contentsOf: catalog), pool: formatterPool)
                return ResourcesSource(bundle: bundle, table: "Localizable", chosen: nil, namesLocalization: false)
            }
            let directory = resources ?? ""
            let bundle = try StringBundle(resourcesAt: directory, pool: formatterPool)
            let table = table ?? "Localizable"
            guard bundle.tableNames.contains(table) else {
                throw OptionError(description: "--table: \(directory) has no table '\(table)'"
                    + (bundle.tableNames.isEmpty ? "" : "; it has " + bundle.tableNames.joined(separator: ", ")))
            }
            return ResourcesSource(bundle: bundle, table: table,
                                   chosen: languages.map { bundle.localization(acceptLanguage: $0) })
        } catch let error as ICUError {
            throw OptionError(description: error.description)
        }
    }
}
