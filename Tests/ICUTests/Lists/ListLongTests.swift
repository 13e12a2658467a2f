@testable import ICU
import ICUBridge
import Testing

/// Lists past ICU's 32-bit lengths (2 GiB of UTF-8) in the languages whose
/// words change with the next item: `format(_:)` does not throw, and joins them
/// join by join, each join ICU's before an item that begins as the next one
/// does. The limit is lowered here, so that the same lists are also joined by
/// ICU whole and the texts compared.
@Suite("ListFormat: lists too long for ICU")
struct ListLongTests {
    static let itemLists: [[String]] = [
        [], ["solo"], ["Fernando", "Isabel"], ["agua", "hielo", "hierro"], ["siete", "ocho", "once", "8", "11"],
        ["Ana", "Ignacio", "Hilario", "hiena", "Olga", "Horacio", "u"], ["אבא", "Bob"], ["אבא", "אמא", "Bob", "1", " x", ""],
        ["a", String(repeating: "i", count: 40), "b"],
    ]

    @Test(arguments: ["es", "he", "en", "it"])
    func joinedByPartsAsICUJoinsWhole(locale: String) throws {
        for type in ListFormat.ListType.allCases {
            for width in ListFormat.Width.allCases {
                let format = try ListFormat(locale: LocaleID(locale), options: .init(type: type, width: width))
                // Formats whose words are fixed join any length by those words.
                guard format.storage.joins == nil else { continue }
                for items in Self.itemLists {
                    let raw = RawICU.list(items, locale: locale, type: ListFormatTests.bridgeType(type),
                                          width: ListFormatTests.bridgeWidth(width))
                    #expect(format.storage.format(items, limit: 0) == raw, "\(locale) \(type) \(width) \(items)")
                    #expect(format.format(items) == raw)
                }
            }
        }
    }

    /// Spanish and Hebrew have words that change with the next item.
    @Test func spanishAndHebrewAreJoinedByICU() throws {
        #expect(try ListFormat(locale: "es").storage.joins == nil)
        #expect(try ListFormat(locale: "he").storage.joins == nil)
        #expect(try ListFormat(locale: "es").storage.format(["Fernando", "Isabel"], limit: 0) == "Fernando e Isabel")
    }
}
