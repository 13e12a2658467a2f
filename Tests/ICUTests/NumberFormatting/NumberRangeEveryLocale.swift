@testable import ICU
import Testing

extension NumberRangeFormat {
    /// Checks the range format of every locale ICU has in each style, and expects
    /// more than nine in ten of them to take the compiled path `isCompiled` names
    /// (the compiled-range suites' every-locale test). A sweep (``Sweep``): each style in
    /// every `every`-th locale by default, the styles taking the locales in turn.
    static func checkEveryLocale(_ styles: [NumberFormat.Style], every: Int, isCompiled: (NumberRangeFormat) -> Bool,
                                 _ check: (NumberRangeFormat) throws -> Void) throws {
        for (index, style) in styles.enumerated() {
            let locales = Sweep.sample(LocaleID.availableLocales, every: every, sanitizer: every * 4, offset: index)
            var compiled = 0
            for locale in locales {
                let format = try NumberRangeFormat(style, locale: locale)
                if isCompiled(format) { compiled += 1 }
                try check(format)
            }
            #expect(compiled * 10 > locales.count * 9, "\(style): \(compiled) of \(locales.count)")
        }
    }
}
