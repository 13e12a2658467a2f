// A locale's display name, its maximized form, creating display names.
import Benchmark
import BenchmarkSupport
import Foundation
import ICU
import ICUBridge

// Facts about a locale that a server reads per request: its display name and its likely subtags.
//   library     LocaleDisplayNames created once, `name(of:)` of a held LocaleID; `maximized`
//               of a held LocaleID (the ICU call, then a LocaleID from its text, an intern-table hit)
//   raw         uldn_localeDisplayName on a ULocaleDisplayNames opened once / uloc_addLikelySubtags,
//               through ICUBridge, into a reused buffer, then the String
//   Foundation  a held Locale(identifier: "en"), localizedString(forIdentifier: "de_CH") /
//               Locale.Language(identifier: "zh-TW").maximalIdentifier
//   pool        FormatterPool lookup of the display names, then `name(of:)`
//   create      a LocaleDisplayNames / a raw uldn_openForContext (and close) per call
// Names: LocaleDisplayNames.en.de_CH.<row>, LocaleID.maximized.zh_TW.<row>,
// LocaleDisplayNames.create.en.<row>; `.paired` times the rows in turn (see `compare`).

let benchmarks: @Sendable () -> Void = {
    useDefaultConfiguration()
    let pool = FormatterPool()
    let english: LocaleID = "en"
    let swissGerman: LocaleID = "de_CH"
    let names = try! LocaleDisplayNames(locale: english)
    let output = RawOutput()

    func openRaw() -> UnsafeMutablePointer<icub_uldn> {
        var status: Int32 = 0
        let handle = icub_uldn_open("en", Int32(ICUB_UDISPCTX_STANDARD_NAMES),
                                    Int32(ICUB_UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE),
                                    Int32(ICUB_UDISPCTX_LENGTH_FULL), Int32(ICUB_UDISPCTX_SUBSTITUTE), &status)
        guard status <= 0, let handle else { fatalError("icub_uldn_open en: \(status)") }
        return handle
    }
    let raw = openRaw()
    let foundationEnglish = Locale(identifier: "en")

    compare("LocaleDisplayNames.en.de_CH", [
        Row("library") { names.name(of: swissGerman) },
        Row("raw") { output.string { icub_uldn_name(raw, Int32(ICUB_ULDN_LOCALE), "de_CH", $0, $1, &$2) } },
        Row("Foundation") { foundationEnglish.localizedString(forIdentifier: "de_CH") },
        Row("pool") { () throws -> String in try pool.localeDisplayNames(locale: english).name(of: swissGerman) },
    ])

    let taiwan: LocaleID = "zh_TW"
    compare("LocaleID.maximized.zh_TW", [
        Row("library") { taiwan.maximized },
        Row("raw") { output.string { icub_uloc_add_likely_subtags("zh_TW", $0, $1, &$2) } },
        Row("Foundation") { Locale.Language(identifier: "zh-TW").maximalIdentifier },
    ])

    compare("LocaleDisplayNames.create.en", calls: 20, [
        Row("library") { () throws -> LocaleDisplayNames in try LocaleDisplayNames(locale: english) },
        Row("raw") { () -> Int in
            let handle = openRaw()
            icub_uldn_close(handle)
            return 1
        },
    ])
}
