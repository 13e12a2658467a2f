/// CLDR's plural categories, chosen by hand: Foundation on Linux has no plural
/// rules. These are CLDR's cardinal rules for the seven languages the site
/// speaks, for whole numbers (the counts are whole), transcribed from
/// https://www.unicode.org/cldr/charts/42/supplemental/language_plural_rules.html.
enum PluralCategory: String, CaseIterable, Sendable {
    case zero, one, two, few, many, other

    init(_ count: Int, language: String) {
        let n = count.magnitude
        let mod10 = n % 10, mod100 = n % 100
        switch language {
        case "en", "de":
            self = n == 1 ? .one : .other
        case "fr":
            // one: i = 0,1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0
            self = n <= 1 ? .one : n % 1_000_000 == 0 ? .many : .other
        case "ru":
            self = mod10 == 1 && mod100 != 11 ? .one
                : (2...4).contains(mod10) && !(12...14).contains(mod100) ? .few
                : .many
        case "pl":
            self = n == 1 ? .one
                : (2...4).contains(mod10) && !(12...14).contains(mod100) ? .few
                : .many
        case "ar":
            self = n == 0 ? .zero : n == 1 ? .one : n == 2 ? .two
                : (3...10).contains(mod100) ? .few
                : (11...99).contains(mod100) ? .many
                : .other
        default:  // ja, and any language without cardinal distinctions
            self = .other
        }
    }

    /// The form for `count` among `forms`: a `zero` form serves 0 in every
    /// language, and a category without a form takes `other` — Apple's rules.
    static func form(for count: Int, language: String, in forms: [String: String]) -> String? {
        if count == 0, let zero = forms["zero"] { return zero }
        return forms[PluralCategory(count, language: language).rawValue] ?? forms["other"]
    }
}
