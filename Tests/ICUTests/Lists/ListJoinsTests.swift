@testable import ICU
import ICUBridge
import Testing

/// Lists joined by the joins read from ICU once are ICU's own text: every locale
/// ICU has, each type and width, lists whose items begin in the ways ICU's
/// contextual words read, compared with `ulistfmt_formatStringsToResult` in this process.
@Suite("ListFormat: joins read once")
struct ListJoinsTests {
    static let itemLists: [[String]] = [
        [], ["solo"], ["a", "b"], ["apples", "pears", "plums"], ["1", "2", "3", "4", "5"],
        ["Ana", "Ignacio"], ["agua", "hielo", "hierro"], ["siete", "ocho"], ["siete", "8"], ["diez", "11"],
        ["שלום", "world"], ["world", "שלום"], ["", ""], ["", "x", ""], ["a\u{0}b", "c\nd", "\u{1F600}"],
        ["Ω", "ω", "ὦ", "\u{3042}", "한"], Array(repeating: "x", count: 12),
    ]

    /// A sweep (``Sweep``): every second locale by default, every locale with `SWIFT_ICU_SWEEP=full`.
    @Test(.tags(.sweep)) func everyLocaleTypeAndWidthIsICUsText() throws {
        var compiled = 0
        var total = 0
        for locale in Sweep.sample(LocaleID.availableLocales, every: 2, sanitizer: 8) {
            for (type, rawType) in [(ListFormat.ListType.and, ICUB_ULISTFMT_TYPE_AND), (.or, ICUB_ULISTFMT_TYPE_OR),
                                    (.unit, ICUB_ULISTFMT_TYPE_UNITS)] {
                for (width, rawWidth) in [(ListFormat.Width.wide, ICUB_ULISTFMT_WIDTH_WIDE), (.short, ICUB_ULISTFMT_WIDTH_SHORT),
                                          (.narrow, ICUB_ULISTFMT_WIDTH_NARROW)] {
                    let format = try ListFormat(locale: locale, options: .init(type: type, width: width))
                    total += 1
                    if format.storage.joins != nil { compiled += 1 }
                    for items in Self.itemLists {
                        let raw = RawICU.list(items, locale: locale.identifier, type: Int32(rawType), width: Int32(rawWidth))
                        #expect(try format.format(items) == raw, "\(items) in \(locale), \(type), \(width)")
                    }
                }
            }
        }
        // Most locales' joins are fixed words.
        #expect(compiled * 10 > total * 9, "\(compiled) of \(total)")
    }

    /// Where ICU changes its words by the next item, every list goes to ICU: Spanish
    /// "y" and "o", Hebrew "ו" (its "או", "or", stays).
    @Test(arguments: [("es", ListFormat.ListType.and, false), ("es_MX", .or, false), ("he", .and, false),
                      ("he_IL", .and, false), ("he", .or, true)])
    func contextualWordsHaveNoJoins(_ locale: String, _ type: ListFormat.ListType, _ fixed: Bool) throws {
        #expect(try (ListFormat(locale: LocaleID(locale), options: .init(type: type)).storage.joins != nil) == fixed)
    }

    @Test(arguments: ["en", "de", "fr", "ja", "zh", "ru", "ar"])
    func fixedWordsHaveJoins(_ locale: String) throws {
        #expect(try ListFormat(locale: LocaleID(locale)).storage.joins != nil)
    }
}
