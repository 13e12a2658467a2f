import FoundationEssentials
import Testing
@testable import ICU

/// `LocaleID` and `TimeZoneID` to and from Foundation's types, and as JSON.
@Suite("IDs: Foundation bridges and Codable")
struct IDBridgeTests {
    @Test func everyAvailableLocaleRoundTripsThroughFoundation() throws {
        var failures: [String] = []
        for id in LocaleID.availableLocales + [.root, .posix, "ja_JP@calendar=japanese", "en@numbers=roman"] {
            let locale = Locale(id)
            #expect(locale.identifier == id.identifier || id == .root)
            guard let back = try? LocaleID(locale), back == id else { failures.append(id.identifier); continue }
        }
        #expect(failures.isEmpty, "\(failures.prefix(20))")
        #expect(try LocaleID(Locale(identifier: "de-DE")) == "de_DE")
        #expect(try LocaleID(Locale(identifier: "")) == .root)
        #expect(throws: ICUError.self) { try LocaleID(Locale(identifier: "!!")) }
    }

    @Test func everyZoneRoundTripsThroughFoundation() throws {
        let zones = TimeZoneID.availableTimeZones
        #expect(zones.count > 400)
        #expect(zones.contains(try TimeZoneID("Europe/Berlin")))
        var unknownToFoundation: [String] = []
        var renamed: [String: String] = [:]
        for zone in zones {
            guard let foundation = TimeZone(zone) else { unknownToFoundation.append(zone.identifier); continue }
            let back = try TimeZoneID(foundation)
            if back != zone { renamed[zone.identifier] = back.identifier }
        }
        #expect(unknownToFoundation.isEmpty, "\(unknownToFoundation)")
        // Foundation names three of ICU's IDs of Greenwich time GMT.
        #expect(renamed == ["UTC": "GMT", "GMT+0": "GMT", "GMT-0": "GMT"])
        #expect(try TimeZoneID(TimeZone(identifier: "Europe/Berlin")!) == TimeZoneID("Europe/Berlin"))
    }

    /// The listing holds exactly the IDs of ICU's list that `TimeZoneID.init` accepts, in ICU's
    /// order: ICU 78 lists `Factory`, which it maps to `Etc/Unknown`, and the initializer refuses.
    @Test func availableZonesAreTheListedIDsTheInitializerAccepts() throws {
        let listed = TimeZoneID.availableTimeZones.map(\.identifier)
        let accepted = UCal.timeZones.filter { (try? TimeZoneID($0)) != nil }
        #expect(listed == accepted)
        #expect(listed.count > 400)
        // ICU 72 names a zone Factory; ICU 78 maps it to Etc/Unknown, and it is left out.
        #expect(listed.contains("Factory") == ((try? TimeZoneID("Factory")) != nil))
        #expect(!listed.contains("Etc/Unknown"))
    }

    @Test func idsEncodeAsTheirCanonicalString() throws {
        struct Request: Codable, Equatable {
            let locale: LocaleID
            let zone: TimeZoneID
            let category: PluralRules.Category
            let kind: PluralRules.Kind
            let dateStyle: DateFormat.Style
        }
        let request = Request(locale: LocaleID("de-DE"), zone: try TimeZoneID("Europe/Berlin"),
                              category: .few, kind: .ordinal, dateStyle: .medium)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(request), as: UTF8.self)
        #expect(json == #"{"category":"few","dateStyle":"medium","kind":"ordinal","locale":"de_DE","zone":"Europe\/Berlin"}"#)
        #expect(try JSONDecoder().decode(Request.self, from: Data(json.utf8)) == request)
        // Any spelling decodes, to the canonical ID.
        #expect(try JSONDecoder().decode([LocaleID].self, from: Data(#"["ja-JP-u-ca-japanese","root"]"#.utf8))
                == ["ja_JP@calendar=japanese", .root])
    }

    @Test func invalidIDsDoNotDecode() {
        for json in [#"["!!"]"#, #"[""]"#, #"[42]"#] {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode([LocaleID].self, from: Data(json.utf8)) }
        }
        for json in [#"["Mars/Olympus_Mons"]"#, #"["Etc/Unknown"]"#] {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode([TimeZoneID].self, from: Data(json.utf8)) }
        }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([PluralRules.Category].self, from: Data(#"["several"]"#.utf8)) }
    }

    @Test func descriptionsReadAsPeopleWriteThem() throws {
        #expect("\(PluralRules.Category.one)" == "one")
        #expect("\(PluralRules.Kind.ordinal)" == "ordinal")
        #expect("\(LocaleID("de-DE"))" == "de_DE")
        #expect("\(try TimeZoneID("Europe/Berlin"))" == "Europe/Berlin")
        #expect("\(DateFormat.Style.medium)" == "medium")
        #expect("\(NumberFormat.Style.spellOut)" == "spell-out")
        #expect("\(ICUError.Kind.badInput)" == "badInput")
    }
}
