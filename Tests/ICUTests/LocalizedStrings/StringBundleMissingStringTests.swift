@testable import ICU
import Synchronization
import Testing

/// Missing strings: reported to a hook, and given as the policy says.
@Suite("StringBundle: missing strings")
struct StringBundleMissingStringTests {
    static func bundle() throws -> StringBundle {
        func table(_ text: String, _ path: String) throws -> StringTable {
            try StringTable(stringsFile: Array(text.utf8), path: path)
        }
        return try StringBundle(tables: ["Localizable": [
            "en": try table(#""files" = "%d files"; "only English" = "Only in English";"#, "en.lproj/Localizable.strings"),
            "de": try table(#""files" = "%d Dateien";"#, "de.lproj/Localizable.strings"),
            "de-CH": try table(#""swiss" = "Grüezi";"#, "de-CH.lproj/Localizable.strings"),
        ]], developmentRegion: "en")
    }

    final class Heard: Sendable {
        let misses = Mutex<[StringBundle.MissingString]>([])
        func hear(_ missing: StringBundle.MissingString) { misses.withLock { $0.append(missing) } }
        var all: [StringBundle.MissingString] { misses.withLock { $0 } }
    }

    @Test func fallingBackIsReported() throws {
        let heard = Heard()
        let bundle = try Self.bundle().reportingMissingStrings(to: heard.hear)
        #expect(bundle.missingStringPolicy == .fallBack)
        #expect(bundle.string("only English", localization: "de") == "Only in English")
        #expect(try bundle.format("only English", localization: "de") == "Only in English")
        #expect(try bundle.format("nowhere %d", localization: "de", arguments: [1234]) == "nowhere 1,234")
        // Not missing: the localization's own, a parent's (de for de-CH), and the development region's own.
        #expect(try bundle.format("files", localization: "de-CH", arguments: [3]) == "3 Dateien")
        #expect(bundle.string("swiss", localization: "de-CH") == "Grüezi")
        #expect(bundle.string("only English", localization: "en") == "Only in English")
        #expect(bundle.string("files", localization: "de-AT") == "%d Dateien")
        #expect(heard.all == [
            .init(key: "only English", table: "Localizable", localization: "de", foundIn: "en"),
            .init(key: "only English", table: "Localizable", localization: "de", foundIn: "en"),
            .init(key: "nowhere %d", table: "Localizable", localization: "de", foundIn: nil),
        ])
        #expect(heard.all[0].description == "'only English' (table Localizable) is not localized for de; found in en")
        #expect(heard.all[2].description == "'nowhere %d' (table Localizable) is in no localization")
    }

    @Test func theKeyPolicyIgnoresOtherLanguages() throws {
        let bundle = try Self.bundle().reportingMissingStrings(.key)
        #expect(bundle.string("only English", localization: "de") == "only English")
        #expect(bundle.string("only English", localization: "de", default: "Nur Englisch") == "Nur Englisch")
        #expect(try bundle.format("files", localization: "de", arguments: [2]) == "2 Dateien")
        #expect(bundle.string("only English", localization: "en") == "Only in English")
    }

    @Test func markedStringsShowOnThePage() throws {
        let bundle = try Self.bundle().reportingMissingStrings(.mark(prefix: "⟦", suffix: "⟧"))
        #expect(bundle.string("only English", localization: "de") == "⟦Only in English⟧")
        #expect(try bundle.format("nowhere %d", localization: "de", arguments: [5]) == "⟦nowhere 5⟧")
        #expect(try bundle.format("files", localization: "de", arguments: [5]) == "5 Dateien")
        let message = try bundle.message("only English", localization: "de", syntax: .apple)
        #expect(try message.format([]) == "⟦Only in English⟧")
        let icu = try bundle.message("{n, plural, one {# day} other {# days}}", localization: "de", syntax: .icu)
        #expect(try icu.format(["n": 2]) == "⟦2 days⟧")
    }

    @Test func throwingMakesAMissingStringAnError() throws {
        let bundle = try Self.bundle().reportingMissingStrings(.throw)
        #expect { try bundle.format("only English", localization: "de") } throws: { error in
            let error = error as? ICUError
            return error?.code == .missingResource && error?.kind == .internalFailure
                && error?.reason == "it is not localized; only en has it"
        }
        #expect { try bundle.message("nowhere", localization: "de", syntax: .icu) } throws: {
            ($0 as? ICUError)?.reason == "no localization has it"
        }
        // A lookup that cannot throw gives what falling back gives.
        #expect(bundle.string("only English", localization: "de") == "Only in English")
        #expect(try bundle.format("files", localization: "de", arguments: [1]) == "1 Dateien")
    }
}
