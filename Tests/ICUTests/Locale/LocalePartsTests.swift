import ICU
import ICUBridge
import Testing

/// The throwing initializer, for IDs that come from outside the program.
private func parsed(_ text: String) throws -> LocaleID { try LocaleID(text) }

/// Parts, likely subtags and text direction of `LocaleID`, as ICU 72 gives them.
@Suite("LocaleID parts, likely subtags and direction")
struct LocalePartsTests {
    @Test("parts of an ID; nil where the ID names none", arguments: [
        ("de-CH", "de", nil, "CH", nil),
        ("zh-Hant-TW", "zh", "Hant", "TW", nil),
        ("es-419", "es", nil, "419", nil),
        ("en_US_POSIX", "en", nil, "US", "POSIX"),
        ("ja-JP-u-ca-japanese", "ja", nil, "JP", nil),
        ("sr-Latn", "sr", "Latn", nil, nil),
        ("und-Arab", "", "Arab", nil, nil),
        ("root", "", nil, nil, nil),
    ] as [(String, String, String?, String?, String?)])
    func parts(id: String, language: String, script: String?, region: String?, variant: String?) throws {
        let locale = try parsed(id)
        #expect(locale.languageCode == language)
        #expect(locale.scriptCode == script)
        #expect(locale.regionCode == region)
        #expect(locale.variantCode == variant)
    }

    @Test("likely subtags: maximized", .cldr42, arguments: [
        ("zh-TW", "zh_Hant_TW"),
        ("sr", "sr_Cyrl_RS"),
        ("und-Arab", "ar_Arab_EG"),
        ("en", "en_Latn_US"),
        ("de-CH", "de_Latn_CH"),
        ("ja-JP-u-ca-japanese", "ja_Jpan_JP@calendar=japanese"),
        ("und-TW", "zh_Hant_TW"),
        ("root", "en_Latn_US"),
        ("zz", "zz"),
        ("xx-YY", "xx_YY"),
    ])
    func maximized(id: String, expected: String) throws {
        #expect(try parsed(id).maximized.identifier == expected)
    }

    @Test("likely subtags: minimized", .cldr42, arguments: [
        ("en-Latn-US", "en"),
        ("zh-Hant-TW", "zh_TW"),
        ("zh-Hans-CN", "zh"),
        ("sr-Cyrl-RS", "sr"),
        ("sr-Latn", "sr_Latn"),
        ("ar-Arab-EG", "ar"),
        ("de-CH", "de_CH"),
        ("ja-JP-u-ca-japanese", "ja@calendar=japanese"),
        ("en_US_POSIX", "en__POSIX"),
        ("zz", "zz"),
    ])
    func minimized(id: String, expected: String) throws {
        let locale = try parsed(id)
        #expect(locale.minimized.identifier == expected)
        #expect(locale.minimized.maximized == locale.maximized)
    }

    /// The IDs of the two tests above, compared with ICU's own
    /// `uloc_addLikelySubtags` and `uloc_minimizeSubtags` in this process.
    @Test func likelySubtagsAsULoc() throws {
        for id in ["zh-TW", "sr", "und-Arab", "en", "de-CH", "ja-JP-u-ca-japanese", "und-TW", "en-Latn-US", "zh-Hant-TW",
                   "zh-Hans-CN", "sr-Cyrl-RS", "sr-Latn", "ar-Arab-EG", "en_US_POSIX"] {
            let locale = try parsed(id)
            #expect(locale.maximized.identifier
                == RawICU.text { icub_uloc_add_likely_subtags(locale.identifier, $0, $1, &$2) }, "\(id)")
            #expect(locale.minimized.identifier
                == RawICU.text { icub_uloc_minimize_subtags(locale.identifier, $0, $1, &$2) }, "\(id)")
        }
    }

    @Test(.enabled(if: SystemICU.current.icu.major < 76, "ICU 76 and 78 read 'root@' as no well-formed locale ID"))
    func minimizedKeepsTheLikelySubtagsWhereICUWouldNot() throws {
        // ICU minimizes root__ to en, but maximizes it to itself.
        let odd = try parsed("root@")
        #expect(odd.identifier == "root__")
        #expect(odd.maximized.identifier == "root__")
        #expect(odd.minimized == odd)
    }

    @Test("right to left: ar, he, fa, ur and their relatives; not en", arguments: [
        ("ar", true), ("he", true), ("fa", true), ("ur", true), ("ar-EG", true), ("ps", true),
        ("yi", true), ("ckb", true), ("dv", true), ("und-Arab", true), ("en-Arab", true), ("az-Arab", true),
        ("en", false), ("de-CH", false), ("ja", false), ("zh-Hant-TW", false), ("ar-Latn", false),
        ("mn-Mong", false), ("zz", false), ("root", false),
    ])
    func direction(id: String, rightToLeft: Bool) throws {
        let locale = try parsed(id)
        #expect(locale.isRightToLeft == rightToLeft)
        #expect(locale.characterOrder == (rightToLeft ? .rightToLeft : .leftToRight))
        #expect(locale.lineOrder == .topToBottom)
    }

    @Test func textDirectionSpellsItselfAsCSSDoes() throws {
        #expect(LocaleID.TextDirection.rightToLeft.rawValue == "rtl")
        #expect(LocaleID.TextDirection.leftToRight.description == "ltr")
        #expect(LocaleID.TextDirection(rawValue: "ttb") == .topToBottom)
        #expect(LocaleID.TextDirection(rawValue: "btt") == .bottomToTop)
    }

    @Test func anInvalidLiteralHasNoPartsAndNoCrash() {
        let bad: LocaleID = "!!not a locale"
        _ = (bad.languageCode, bad.scriptCode, bad.regionCode, bad.variantCode)
        _ = (bad.maximized, bad.minimized, bad.characterOrder, bad.lineOrder, bad.isRightToLeft)
        #expect(bad.maximized == bad)
    }
}
