import Testing
@testable import ICU
import FoundationEssentials

@Test func smoke() throws {
    let la = try TimeZoneID("America/Los_Angeles")
    for loc: LocaleID in ["en_US", "en_DE", "de_DE", "it_IT", "zh_CN", "ar_EG", "fr_FR", "en_US_POSIX", "gu"] {
        for st: NumberFormat.Style in [.decimal, .currency, .percent, .scientific, .spellOut, .ordinal, .compactShort, .compactLong] {
            let f = try NumberFormat(st, locale: loc)
            print(loc, st, f.storage.engine, try f.format(1234.56).debugDescription, try f.format(decimal: "123456789012345678901234567890.5").debugDescription)
        }
        let d = Date(timeIntervalSince1970: 1388934489)
        for ds in DateFormat.Style.allCases { for ts in DateFormat.Style.allCases where !(ds == .none && ts == .none) {
            let f = try DateFormat(date: ds, time: ts, locale: loc, timeZone: la)
            print(loc, ds, ts, try f.format(d).debugDescription)
        }}
        print(loc, try DatePatternGenerator(locale: loc).bestPattern(for: "dMMM"))
    }
    print(try NumberFormat(.decimal, locale: "en_US").parse("1,234.5"))
    print(try NumberFormat(.decimal, locale: "en_US").parse("123456789012345678901234567890.5"))
    do { _ = try NumberFormat(.decimal, locale: "en_US").parse("12abc") } catch { print(error) }
    for l: LocaleID in ["en_US", "de_DE"] {
      let f = try DateFormat(date: .short, time: .none, locale: l, timeZone: la)
      for len in [false, true] { do { print(l, len, try f.parse("9/3/14", lenient: len)) } catch { print(l, len, error) } }
    }
    let ru = try PluralRules(locale: "ru")
    print([1,2,3,4,5,21,31].map { try! ru.category(for: $0) }, try ru.categories)
    let en = try PluralRules(locale: "en")
    print(try en.category(forDecimal: "1"), try en.category(forDecimal: "1.0"), try en.categories)
    print(try LocaleID("ja-JP-u-ca-japanese"), try LocaleID("de-DE"))
    for bad in ["", "!!", String(repeating: "a", count: 300), "de\0DE"] { do { _ = try LocaleID(bad); print("accepted", bad) } catch { print(error) } }
}
