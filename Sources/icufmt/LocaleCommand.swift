import ArgumentParser
import ICU

struct LocaleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locale",
        abstract: "Describe locales: display names, likely subtags, quotation marks, currency, units, week and clock.",
        discussion: """
            Each ID is an ICU locale ID or BCP 47 tag, such as de_CH or zh-TW. The output is the locale's \
            display name, in --display-locale, or in the locale itself. With --json, each line is an object \
            with the keys id, languageTag, displayName, language, script, region, languageName, scriptName, \
            regionName, maximized, minimized, quotationStart, quotationEnd, alternateQuotationStart, \
            alternateQuotationEnd, currencyCode, currencySymbol, measurementSystem (metric, us or uk), \
            decimalSeparator, groupingSeparator, numberingSystem, firstWeekday (1 = Sunday … 7 = Saturday), \
            minimalDaysInFirstWeek, hourCycle (h11, h12, h23 or h24) and characterOrder (ltr or rtl); \
            script, region, their names and the currency are null when the locale has none. An ID that fails \
            gives {"input":"<id>","error":"<message>"}.

            Give IDs as arguments, or give none to read them from standard input, one per line. In that \
            batch mode, a line LOCALE<TAB>ID names ID in LOCALE instead of the --display-locale one.

            The output has one line per ID, in order. An ID that fails gives an empty line, and \
            'icufmt: <input>: <message>' on standard error; the IDs after it are still described.

            Exit status: 0 when every ID succeeded, 1 when any ID failed, 2 for bad options. \
            A failed write to standard output stops icufmt at once, with status 1.
            """
    )

    @Option(help: ArgumentHelp("Give names in this locale (default: each locale's own language).", valueName: "id"),
            transform: { text in try LocaleID(text) })
    var displayLocale: LocaleID?

    @Flag(help: "Write one JSON object per ID.")
    var json = false

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The locale IDs to describe.", valueName: "id"))
    var ids: [String] = []

    mutating func validate() throws {
        ids = try operands(ids)
    }

    func run() throws {
        if let displayLocale {
            do {
                _ = try formatterPool.localeDisplayNames(locale: displayLocale)
            } catch {
                throw OptionError(description: "--display-locale: \(error.description)")
            }
        }
        var output = Output(json: json)
        var lineLocales = LineLocales()
        try Batch.forEachValue(ids, output: &output) { line, output in
            var text = line
            var names: Result<LocaleID?, ICUError> = .success(displayLocale)
            if ids.isEmpty, let tab = line.firstIndex(of: UInt8(ascii: "\t")) {
                text = line[(tab + 1)...]
                names = lineLocales.locale(spelled: line[..<tab]).map { $0 }
            }
            output.write(input: line, names.flatMap { displayLocale in
                Result { () throws(ICUError) in try describe(String(decoding: text, as: UTF8.self), in: displayLocale) }
            })
        }
    }

    /// The record of one locale: its display name, and every fact for JSON.
    private func describe(_ text: String, in displayLocale: LocaleID?) throws(ICUError) -> Record {
        let locale = try LocaleID(text)
        let names = try formatterPool.localeDisplayNames(locale: displayLocale ?? locale)
        let conventions = try formatterPool.localeConventions(locale: locale)
        let displayName = names.name(of: locale)
        let script = locale.scriptCode
        let region = locale.regionCode
        return Record(displayName, fields: [
            ("id", .string(locale.identifier)),
            ("languageTag", .string(locale.languageTag)),
            ("displayName", .string(displayName)),
            ("language", .string(locale.languageCode)),
            ("script", JSONValue(script)),
            ("region", JSONValue(region)),
            ("languageName", JSONValue(names.languageName(locale.languageCode))),
            ("scriptName", JSONValue(script.flatMap(names.standAloneScriptName))),
            ("regionName", JSONValue(region.flatMap(names.regionName))),
            ("maximized", .string(locale.maximized.identifier)),
            ("minimized", .string(locale.minimized.identifier)),
            ("quotationStart", .string(conventions.quotationStart)),
            ("quotationEnd", .string(conventions.quotationEnd)),
            ("alternateQuotationStart", .string(conventions.alternateQuotationStart)),
            ("alternateQuotationEnd", .string(conventions.alternateQuotationEnd)),
            ("currencyCode", JSONValue(conventions.currencyCode)),
            ("currencySymbol", JSONValue(conventions.currencySymbol)),
            ("measurementSystem", .string(conventions.measurementSystem.rawValue)),
            ("decimalSeparator", .string(conventions.decimalSeparator)),
            ("groupingSeparator", .string(conventions.groupingSeparator)),
            ("numberingSystem", .string(conventions.numberingSystem)),
            ("firstWeekday", .int(conventions.firstWeekday)),
            ("minimalDaysInFirstWeek", .int(conventions.minimalDaysInFirstWeek)),
            ("hourCycle", .string(conventions.hourCycle.rawValue)),
            ("characterOrder", .string(locale.characterOrder.rawValue)),
        ])
    }
}
