import ICU
import ICUBridge
import Testing

/// `ListFormat`: and, or and unit lists of 1, 2, 3 and 5 items in nine
/// languages as CLDR 42 writes them, each also compared with ICU's own call in
/// this process; the language rules ICU applies; and the bad inputs.
@Suite("List formats")
struct ListFormatTests {
    static let items = ["A", "B", "C", "D", "E"]
    static let counts = [1, 2, 3, 5]

    /// ICU 72's wide lists of the first 1, 2, 3 and 5 of ``items``.
    static let wide: [String: [(ListFormat.ListType, [String])]] = [
        "en": [(.and, ["A", "A and B", "A, B, and C", "A, B, C, D, and E"]), (.or, ["A", "A or B", "A, B, or C", "A, B, C, D, or E"]), (.unit, ["A", "A, B", "A, B, C", "A, B, C, D, E"])],
        "de": [(.and, ["A", "A und B", "A, B und C", "A, B, C, D und E"]), (.or, ["A", "A oder B", "A, B oder C", "A, B, C, D oder E"]), (.unit, ["A", "A, B", "A, B und C", "A, B, C, D und E"])],
        "fr": [(.and, ["A", "A et B", "A, B et C", "A, B, C, D et E"]), (.or, ["A", "A ou B", "A, B ou C", "A, B, C, D ou E"]), (.unit, ["A", "A et B", "A, B et C", "A, B, C, D et E"])],
        "ru": [(.and, ["A", "A и B", "A, B и C", "A, B, C, D и E"]), (.or, ["A", "A или B", "A, B или C", "A, B, C, D или E"]), (.unit, ["A", "A B", "A B C", "A B C D E"])],
        "ar": [(.and, ["A", "A وB", "A وB وC", "A وB وC وD وE"]), (.or, ["A", "A أو B", "A أو B أو C", "A أو B أو C أو D أو E"]), (.unit, ["A", "A وB", "A، وB، وC", "A، وB، وC، وD، وE"])],
        "ja": [(.and, ["A", "A、B", "A、B、C", "A、B、C、D、E"]), (.or, ["A", "AまたはB", "A、B、またはC", "A、B、C、D、またはE"]), (.unit, ["A", "A B", "A B C", "A B C D E"])],
        "zh": [(.and, ["A", "A和B", "A、B和C", "A、B、C、D和E"]), (.or, ["A", "A或B", "A、B或C", "A、B、C、D或E"]), (.unit, ["A", "AB", "ABC", "ABCDE"])],
        "es": [(.and, ["A", "A y B", "A, B y C", "A, B, C, D y E"]), (.or, ["A", "A o B", "A, B o C", "A, B, C, D o E"]), (.unit, ["A", "A y B", "A, B y C", "A, B, C, D y E"])],
        "he": [(.and, ["A", "A ו-B", "A, B ו-C", "A, B, C, D ו-E"]), (.or, ["A", "A או B", "A, B או C", "A, B, C, D או E"]), (.unit, ["A", "A, B", "A, B ו-C", "A, B, C, D ו-E"])],
    ]

    static var locales: [String] { wide.keys.sorted() }

    static func bridgeType(_ type: ListFormat.ListType) -> Int32 {
        switch type {
        case .and: Int32(ICUB_ULISTFMT_TYPE_AND)
        case .or: Int32(ICUB_ULISTFMT_TYPE_OR)
        case .unit: Int32(ICUB_ULISTFMT_TYPE_UNITS)
        }
    }

    static func bridgeWidth(_ width: ListFormat.Width) -> Int32 {
        switch width {
        case .wide: Int32(ICUB_ULISTFMT_WIDTH_WIDE)
        case .short: Int32(ICUB_ULISTFMT_WIDTH_SHORT)
        case .narrow: Int32(ICUB_ULISTFMT_WIDTH_NARROW)
        }
    }

    @Test(.cldr42, arguments: locales)
    func wideListsAsCLDR42(locale: String) throws {
        for (type, expected) in try #require(Self.wide[locale]) {
            let format = try ListFormat(locale: LocaleID(locale), options: .init(type: type))
            #expect(try Self.counts.map { try format.format(Self.items.prefix($0)) } == expected, "\(locale) \(type)")
        }
    }

    /// The inputs of ``wideListsAsCLDR42(locale:)`` in every width, each compared
    /// with ICU's own call in this process, so that they hold on any ICU.
    @Test(arguments: locales)
    func everyTypeAndWidthAsULISTFMT(locale: String) throws {
        for type in ListFormat.ListType.allCases {
            for width in ListFormat.Width.allCases {
                let format = try ListFormat(locale: LocaleID(locale), options: .init(type: type, width: width))
                for count in Self.counts {
                    let items = Array(Self.items.prefix(count))
                    let raw = RawICU.list(items, locale: locale, type: Self.bridgeType(type), width: Self.bridgeWidth(width))
                    #expect(raw != nil)
                    #expect(try format.format(items) == raw, "\(locale) \(type) \(width) \(count)")
                }
            }
        }
    }

    /// What each language does to its words by the items around them.
    @Test(.cldr42, arguments: [
        ("es", ListFormat.ListType.and, ListFormat.Width.wide, ["Fernando", "Isabel"], "Fernando e Isabel"),
        ("es", .and, .wide, ["agua", "hielo"], "agua y hielo"),
        ("es", .and, .wide, ["agua", "hilo"], "agua e hilo"),
        ("es", .or, .wide, ["siete", "ocho"], "siete u ocho"),
        ("he", .and, .wide, ["אבא", "אמא"], "אבא ואמא"),
        ("he", .and, .wide, ["אבא", "Bob"], "אבא ו-Bob"),
        ("en", .and, .short, ["a", "b", "c"], "a, b, & c"),
        ("en", .and, .narrow, ["a", "b", "c"], "a, b, c"),
        ("en", .unit, .narrow, ["5h", "30min"], "5h 30min"),
        ("en", .unit, .wide, ["3 feet", "7 inches"], "3 feet, 7 inches"),
        ("ja", .unit, .short, ["3時間", "30分"], "3時間 30分"),
    ])
    func languageRules(locale: String, type: ListFormat.ListType, width: ListFormat.Width, items: [String], expected: String) throws {
        #expect(try ListFormat(locale: LocaleID(locale), options: .init(type: type, width: width)).format(items) == expected)
    }

    /// The inputs of ``languageRules(locale:type:width:items:expected:)``, compared with ICU in this process.
    @Test func languageRulesAsULISTFMT() throws {
        let cases: [(String, ListFormat.ListType, ListFormat.Width, [String])] = [
            ("es", .and, .wide, ["Fernando", "Isabel"]), ("es", .and, .wide, ["agua", "hielo"]),
            ("es", .or, .wide, ["siete", "ocho"]), ("he", .and, .wide, ["אבא", "אמא"]), ("he", .and, .wide, ["אבא", "Bob"]),
            ("en", .and, .short, ["a", "b", "c"]), ("en", .unit, .narrow, ["5h", "30min"]), ("ja", .unit, .short, ["3時間", "30分"]),
        ]
        for (locale, type, width, items) in cases {
            let raw = RawICU.list(items, locale: locale, type: Self.bridgeType(type), width: Self.bridgeWidth(width))
            #expect(raw != nil)
            #expect(try ListFormat(locale: LocaleID(locale), options: .init(type: type, width: width)).format(items) == raw, "\(locale) \(items)")
        }
    }

    @Test func valuesAndPoolAgree() throws {
        let pool = FormatterPool(capacity: 8, currentLocale: "de")
        let pooled = try pool.listFormat(options: .init(type: .or))
        #expect(pooled.locale == "de")
        #expect(pooled.type == .or)
        #expect(pooled.width == .wide)
        let direct = try ListFormat(locale: "de", options: .init(type: .or))
        #expect(try pooled.format(["x", "y", "z"]) == direct.format(["x", "y", "z"]))
        // The same request is the same storage.
        #expect(try pool.listFormat(options: .init(type: .or)).format(["1", "2"]) == direct.format(["1", "2"]))
    }

    // MARK: Bad input

    /// No items join into the empty text, as ICU joins them.
    @Test func noItemsIsTheEmptyText() throws {
        #expect(try ListFormat(locale: "en").format([String]()) == "")
        #expect(RawICU.list([], locale: "en") == "")
    }

    /// An item is written whole: its NULs, line breaks and emptiness included.
    @Test func itemsAreWrittenWhole() throws {
        let english = try ListFormat(locale: "en")
        #expect(try english.format(["a\0b", "c"]) == "a\0b and c")
        #expect(try english.format(["", ""]) == " and ")
        #expect(try english.format(["line\none", "two"]) == "line\none and two")
        // Text from outside the Basic Multilingual Plane, and one item of 1 MB.
        #expect(try english.format(["😀", "𝄞"]) == "😀 and 𝄞")
        let long = String(repeating: "x", count: 1 << 20)
        #expect(try english.format([long]) == long)
    }

    /// 100,000 items join into ICU's own text, whole and in order. (Time and
    /// memory in proportion to the items are the benchmarks' to show, not a
    /// timed test's: `ListFormat.and.en.100` against raw `ulistfmt`.)
    @Test(arguments: ["en", "ar", "ja", "he"])
    func oneHundredThousandItems(locale: String) throws {
        let format = try ListFormat(locale: LocaleID(locale))
        let items = (0..<100_000).map { "item\($0)" }
        let text = format.format(items)
        #expect(text == RawICU.list(items, locale: locale))
        #expect(text.hasPrefix("item0"))
        #expect(text.hasSuffix("item99999"))
        for index in stride(from: 0, to: 100_000, by: 9_973) { #expect(text.contains("item\(index)"), "item\(index)") }
    }

    @Test func invalidLocaleThrows() {
        #expect(throws: ICUError.self) { try ListFormat(locale: LocaleID("en_US@calendar=@@@")) }
    }
}
