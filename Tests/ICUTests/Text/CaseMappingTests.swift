import ICU
import ICUBridge
import Testing
@testable import ICU

/// `CaseMapping`: each language's rules, the options, and the bad inputs. The
/// expected texts are Unicode's case mappings (SpecialCasing, and ICU's rules
/// for Greek and Dutch), the same on every ICU; each is also compared with
/// ICU's own call in this process.
@Suite("Case mapping")
struct CaseMappingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let locale: String
        let mapping: RawICU.CaseMap
        let options: CaseMapping.Options
        let text: String
        let expected: String

        init(_ locale: String, _ mapping: RawICU.CaseMap, _ text: String, _ expected: String, _ options: CaseMapping.Options = []) {
            (self.locale, self.mapping, self.text, self.expected, self.options) = (locale, mapping, text, expected, options)
        }

        var testDescription: String { "\(locale) \(mapping) \(text)" }

        /// The ICU option bits of ``options``.
        var icuOptions: UInt32 {
            (options.contains(.titleWithoutLowercasing) ? UInt32(ICUB_U_TITLECASE_NO_LOWERCASE) : 0)
                | (options.contains(.titleWithoutAdjusting) ? UInt32(ICUB_U_TITLECASE_NO_BREAK_ADJUSTMENT) : 0)
                | (options.contains(.turkicFolding) ? UInt32(ICUB_U_FOLD_CASE_EXCLUDE_SPECIAL_I) : 0)
        }

        func mapped(by mapping: CaseMapping) -> String {
            switch self.mapping {
            case .upper: mapping.uppercased(text)
            case .lower: mapping.lowercased(text)
            case .title: mapping.titlecased(text)
            case .fold: mapping.folded(text)
            }
        }
    }

    static let cases: [Case] = [
        Case("tr", .upper, "istanbul", "İSTANBUL"), Case("az", .upper, "istanbul", "İSTANBUL"),
        Case("en", .upper, "istanbul", "ISTANBUL"),
        Case("tr", .lower, "I", "ı"), Case("az", .lower, "I", "ı"), Case("tr", .lower, "DİYARBAKIR", "diyarbakır"),
        Case("en", .lower, "I", "i"),
        Case("el", .upper, "άδεια", "ΑΔΕΙΑ"), Case("en", .upper, "άδεια", "ΆΔΕΙΑ"),
        Case("el", .lower, "ΟΔΟΣ", "οδο\u{3C2}"),
        Case("nl", .title, "ijssel", "IJssel"), Case("en", .title, "ijssel", "Ijssel"),
        Case("nl", .title, "de ijssel bij zwolle", "De IJssel Bij Zwolle"),
        Case("lt", .lower, "Ì", "i\u{307}\u{300}"), Case("en", .lower, "Ì", "ì"),
        Case("lt", .upper, "i\u{307}", "I"),
        Case("de", .upper, "straße", "STRASSE"), Case("de", .fold, "Straße", "strasse"),
        Case("tr", .title, "istanbul izmir", "İstanbul İzmir"),
        Case("en", .title, "hELLO wORLD", "Hello World"),
        Case("en", .title, "hELLO wORLD", "HELLO WORLD", .titleWithoutLowercasing),
        Case("en", .title, "_abc", "_Abc"),
        Case("en", .title, "_abc", "_abc", .titleWithoutAdjusting),
        Case("en", .fold, "Iİ", "ii\u{307}"), Case("tr", .fold, "Iİ", "ii\u{307}"),
        Case("en", .fold, "Iİ", "ıi", .turkicFolding),
        Case("en", .upper, "", ""), Case("en", .title, "", ""),
    ]

    @Test(arguments: cases)
    func icu72Answers(_ c: Case) throws {
        let mapping = try CaseMapping(locale: LocaleID(c.locale), options: c.options)
        #expect(c.mapped(by: mapping) == c.expected)
    }

    /// The twin: the same mapping through ICU's own call.
    @Test(arguments: cases)
    func equalsRawICU(_ c: Case) throws {
        let mapping = try CaseMapping(locale: LocaleID(c.locale), options: c.options)
        #expect(c.mapped(by: mapping) == RawICU.caseMapped(c.text, c.mapping, locale: c.locale, options: c.icuOptions))
    }

    @Test func stringMethodsUseTheLocale() throws {
        #expect(try "istanbul".uppercased(in: "tr") == "İSTANBUL")
        #expect(try "DİYARBAKIR".lowercased(in: "tr") == "diyarbakır")
        #expect(try "ijssel".titlecased(in: "nl") == "IJssel")
        #expect(try "istanbul".uppercased(in: "en") == "istanbul".uppercased())
    }

    @Test func thePoolKeepsOneMappingPerLocaleAndOptions() throws {
        let pool = FormatterPool(capacity: 8)
        let a = try pool.caseMapping(locale: "tr")
        let b = try pool.caseMapping(locale: "tr")
        let c = try pool.caseMapping(locale: "tr", options: .turkicFolding)
        #expect(a.storage === b.storage)
        #expect(a.storage !== c.storage)
        #expect(c.options == .turkicFolding)
        #expect(a.locale == "tr")
        #expect(a.uppercased("i") == "İ")
    }

    @Test(arguments: ["!!", "", "en_US@foo"])
    func badLocalesThrowATypedError(text: String) {
        let error = #expect(throws: ICUError.self) { try CaseMapping(locale: LocaleID(text)) }
        #expect(error?.kind == .badInput)
        let pooled = #expect(throws: ICUError.self) { try FormatterPool(capacity: 4).caseMapping(locale: LocaleID(text)) }
        #expect(pooled?.kind == .badInput)
    }

    @Test func anInvalidLiteralThrows() {
        #expect(throws: ICUError.self) { try CaseMapping(locale: "not a locale!") }
        #expect(throws: ICUError.self) { try "x".uppercased(in: "not a locale!") }
    }

    /// Bytes that are not UTF-8 never reach ICU: a `String` made from them
    /// holds U+FFFD in their place, which every mapping keeps.
    @Test func repairedBytesStayReplacementCharacters() throws {
        let text = String(decoding: [0x61, 0xFF, 0x62, 0xC3] as [UInt8], as: UTF8.self)
        #expect(try CaseMapping(locale: "en").uppercased(text) == "A\u{FFFD}B\u{FFFD}")
    }

    /// A 10 MB text maps in one call, and equals ICU's own output.
    @Test(arguments: RawICU.CaseMap.allCases)
    func aTenMegabyteText(_ mapping: RawICU.CaseMap) throws {
        let line = "Straße in İstanbul, ΟΔΟΣ ijssel; "
        let text = String(repeating: line, count: 10_000_000 / line.utf8.count)
        let c = Case("tr", mapping, text, "")
        let result = c.mapped(by: try CaseMapping(locale: "tr"))
        #expect(result == RawICU.caseMapped(text, mapping, locale: "tr"))
        #expect(result.utf8.count >= 9_500_000)
    }

    /// A text longer than one ICU call takes is mapped in pieces that end after
    /// a space where one is near, else between characters, and equals the
    /// text mapped whole when every piece ends after a space.
    @Test(arguments: [RawICU.CaseMap.upper, .title, .lower])
    func piecesEqualTheWhole(_ mapping: RawICU.CaseMap) throws {
        let storage = try CaseMapping(locale: "el").storage
        let text = String(repeating: "άδεια ΟΔΟΣ straße ijssel ", count: 200)
        let icuMapping: UCaseMapHandle.Mapping = switch mapping {
        case .upper: .upper
        case .lower: .lower
        case .title: .title
        case .fold: .fold
        }
        #expect(storage.map(icuMapping, text, pieceLimit: 64) == storage.map(icuMapping, text))
        // No space to end a piece after: it ends between two characters.
        let unbroken = String(repeating: "άδειαß", count: 300)
        #expect(storage.map(.upper, unbroken, pieceLimit: 63) == storage.map(.upper, unbroken))
    }
}
