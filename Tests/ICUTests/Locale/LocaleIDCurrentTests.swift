import ICU
import Testing

/// `LocaleID.current(for:environment:)` over environments given as dictionaries.
@Suite("LocaleID.current")
struct LocaleIDCurrentTests {
    private func current(_ category: LocaleID.Category, _ environment: [String: String]) -> String {
        LocaleID.current(for: category) { environment[$0] }.identifier
    }

    @Test func lcAllWinsOverTheCategoryWhichWinsOverLang() {
        let environment = ["LANG": "de_DE.UTF-8", "LC_NUMERIC": "fr_FR.UTF-8", "LC_TIME": "en_GB.UTF-8"]
        #expect(current(.numeric, environment) == "fr_FR")
        #expect(current(.time, environment) == "en_GB")
        #expect(current(.monetary, environment) == "de_DE")
        #expect(current(.messages, environment) == "de_DE")

        var withAll = environment
        withAll["LC_ALL"] = "ja_JP.UTF-8"
        for category: LocaleID.Category in [.numeric, .time, .monetary, .messages] {
            #expect(current(category, withAll) == "ja_JP")
        }
    }

    @Test("C, POSIX and an empty environment are en_US_POSIX", arguments: [
        [:], ["LANG": "C"], ["LANG": "POSIX"], ["LANG": "C.UTF-8"], ["LC_ALL": "C.UTF-8", "LANG": "de_DE.UTF-8"],
        ["LANG": ""], ["LC_ALL": "", "LANG": "POSIX"],
    ])
    func posix(environment: [String: String]) {
        #expect(current(.numeric, environment) == "en_US_POSIX")
        #expect(LocaleID.current(for: .time) { environment[$0] } == .posix)
    }

    @Test("the codeset and modifier are dropped", arguments: [
        ("de_DE.UTF-8", "de_DE"), ("de_AT.utf8", "de_AT"), ("de_DE@euro", "de_DE"),
        ("en_US.ISO-8859-1", "en_US"), ("sr_RS.UTF-8@latin", "sr_RS"),
    ])
    func posixLocaleName(value: String, identifier: String) {
        #expect(current(.messages, ["LANG": value]) == identifier)
    }

    @Test func appleLocaleWinsOverEveryPOSIXVariable() {
        let environment = ["AppleLocale": "de_AT@calendar=buddhist", "LC_ALL": "ja_JP.UTF-8", "LANG": "fr_FR.UTF-8"]
        for category in [LocaleID.Category.numeric, .time, .monetary, .messages] {
            #expect(current(category, environment) == "de_AT@calendar=buddhist")
        }
        // Empty or not a locale ID: the POSIX variables decide.
        #expect(current(.time, ["AppleLocale": "", "LANG": "fr_FR.UTF-8"]) == "fr_FR")
        #expect(current(.time, ["AppleLocale": "not a locale!", "LANG": "fr_FR.UTF-8"]) == "fr_FR")
    }

    @Test func anInvalidValueIsSkipped() {
        #expect(current(.numeric, ["LC_ALL": "!!", "LANG": "it_IT.UTF-8"]) == "it_IT")
        #expect(current(.numeric, ["LC_ALL": "!!", "LC_NUMERIC": "de DE", "LANG": "it_IT"]) == "it_IT")
        #expect(current(.time, ["LC_TIME": "en_GB.UTF-8", "LC_ALL": "!!"]) == "en_GB")
        #expect(current(.time, ["LANG": "!!"]) == "en_US_POSIX")
    }
}
