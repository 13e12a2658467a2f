import ICU

/// `text` with `variables`, rendered with `arguments` in `locale`: what the format suites compare.
func render(_ text: String, _ arguments: [MessageArgument], _ locale: LocaleID = "en",
            _ variables: [String: PluralVariable] = [:]) throws -> String {
    try LocalizedStringFormat(text, variables: variables).render(arguments, locale: locale)
}
