import Benchmark
import BenchmarkSupport
import Foundation
import ICU
import ICUBridge

// The best pattern for a template, rows side by side for each locale:
//   library             DatePatternGenerator, created once, `bestPattern(for:)` (calls serialized by a lock)
//   raw                 udatpg_getBestPattern through ICUBridge, reused buffer, String
//   DateFormatter       Foundation's `DateFormatter.dateFormat(fromTemplate:options:locale:)`
//   pool                FormatterPool lookup of the locale's generator, then `bestPattern(for:)`
//   pool.cachedString   FormatterPool.bestPattern(for:locale:): the pattern pooled as a String
// Names: DatePatternGenerator.bestPattern.<template>.<locale>.<row>, and `.paired` (see `compare`).

let benchmarks: @Sendable () -> Void = {
    useDefaultConfiguration()
    let pool = FormatterPool()
    let template = "yMMMd"
    let length = Int32(template.utf8.count)

    for locale in [SampleLocale.enUS, .deDE, .jaJapanese] {
        let localeID = try! LocaleID(locale.id)
        let foundationLocale = Locale(identifier: locale.id)
        let generator = try! DatePatternGenerator(locale: localeID)
        let raw = Raw.patternGenerator(locale: locale.id)
        let output = RawOutput()
        let name = "DatePatternGenerator.bestPattern.\(template).\(locale.label)"

        compare(name, [
            Row("library") { try generator.bestPattern(for: template) },
            Row("raw") { output.string { icub_udatpg_best_pattern(raw, template, length, $0, $1, &$2) } },
            Row("DateFormatter") { DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: foundationLocale)! },
            Row("pool") { try pool.datePatternGenerator(locale: localeID).bestPattern(for: template) },
            Row("pool.cachedString") { try pool.bestPattern(for: template, locale: localeID) },
        ])
    }
}
