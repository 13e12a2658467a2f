extension NumberFormat {
    /// A value around existing storage (a pooled one).
    init(storage: Storage) { self.storage = storage }

    /// What a ``NumberFormat`` shares between its copies.
    final class Storage: Sendable {
        // The engine: exactly one of `modern` and `legacy` is set. Both are read by
        // optional chaining, which borrows them (an enum `switch` retained and
        // released the formatter on every call, a shared write when threads share a format).

        /// ICU's thread-safe `UNumberFormatter`, when its skeleton reproduces the style.
        private let modern: UNumberFormatterHandle?
        /// A legacy `UNumberFormat`, serialized: rule-based styles, and locales whose
        /// legacy pattern no skeleton reproduces (en_US_POSIX, gu's `[#E0]` …).
        private let legacy: UNumberFormatHandle?
        /// For integers in the decimal style: ICU's legacy DecimalFormat has a fast
        /// path for them (no allocation, and several times faster than unumf: the
        /// `NumberFormat.decimal.*.Int` benchmark rows against `unumf`), and it
        /// is the reference the modern engine was checked against, so the output is
        /// the same. Used on a handle no other thread holds (see `UNumberFormatHandle`).
        let integers: UNumberFormatHandle?
        let currency: String?
        /// Parsers by leniency, created on first use and kept.
        let parsers: LazyCache<Bool, UNumberFormatHandle>
        let legacyStyle: UNumberFormatHandle.Style
        let locale: LocaleID
        let style: NumberFormat.Style
        /// Set when the legacy engine writes digits with an algorithmic numbering
        /// system (`roman`, `hebr`, `geor`, …), in any style, spell-out and
        /// ordinal included: the same style in the same locale with Latin digits
        /// (`numbers=latn`), which writes the values those rules cannot. ICU 72's
        /// rules recurse without end on NaN, the infinities, `Int64.min`, from 2^63
        /// on, and on some integers from 9×10^18 on (ICU's `fitsInLong` says that
        /// 9E18 and 9.2E18 do not fit an Int64, and the rules then hand the value
        /// to a formatter of the same numbering system); from 10^18 on their own
        /// output is grouped Latin digits (the rules' `=#,##0=`), so values from
        /// 9×10^18 on lose no more than the Greek numeral sign (`´`) by this.
        private let latin: Storage?
        /// For spell-out: the words around a negative number (`minus ` before
        /// `one`), found by spelling out 1 and -1. ICU 72's Korean rules spell
        /// -0.25 as "minus one point two five"; a negative fraction is spelled
        /// as these words around its absolute value instead, which is ICU's own
        /// output in every other locale.
        private let negativeWords: (prefix: [UInt8], suffix: [UInt8])?
        /// For Polish spell-out: ICU 72's rules do not return (for minutes) on a
        /// number whose fraction part is not zero but below 10^-10 (5.00000000001,
        /// 1e-11; fuzz finding F14), while for every longer fraction they drop the
        /// digits beyond the tenth (0.50000000001 is "zero przecinek pięć"). Such a
        /// number is spelled as its integer part, what that truncation gives.
        private let spellsTinyFractionsWhole: Bool
        /// For the decimal style on the modern engine: the style compiled, which
        /// writes plain decimal strings without calling ICU (``CompiledDecimalFormat``).
        private let compiledDecimal: CompiledDecimalFormat?

        init(style: NumberFormat.Style, locale: LocaleID) throws(ICUError) {
            self.locale = locale
            self.style = style
            self.legacyStyle = style.legacyStyle
            let opening = "opening a number format (\(style)) for \(locale)"
            let numbering = try locale.numberingSystem(opening)
            if let reason = style.misplacedOptionsReason {
                throw ICUError(code: .illegalArgument, operation: opening, reason: reason)
            }
            if case .options(let options) = style.kind { try options.check(opening) }
            if case .skeleton(let skeleton) = style.kind { try NumberFormat.checkSkeletonNumbers(skeleton.text, locale: locale) }
            var currency: String? = nil
            if case .some(let code) = style.requestedCurrency {
                if let code {
                    guard UCurr.isKnown(code) else {
                        throw ICUError(code: .illegalArgument, operation: "opening a currency format for '\(code.prefix(32))' in \(locale)",
                                       reason: "unknown ISO 4217 currency code")
                    }
                    currency = code
                } else {
                    // en_150, es_419, ar_001 name a region, but one of several countries: no currency either.
                    let noCurrency = ICUError(code: .illegalArgument, operation: "opening a currency format for \(locale)",
                                              reason: locale.regionCode.map {
                                                  "region \($0) has no currency of its own; use .currency(code:) or a country's locale"
                                              } ?? "the locale names no region, so no currency; use .currency(code:) or a locale with a region")
                    let code: String
                    do { code = try UCurr.currency(forLocale: locale) } catch { throw noCurrency }
                    guard UCurr.isKnown(code) else {
                        throw ICUError(code: .illegalArgument, operation: "opening a currency format for \(locale)",
                                       reason: "the locale has no currency; name one with .currency(code:)")
                    }
                    currency = code
                }
            }
            self.currency = currency

            // The reference: ICU's legacy formatter for the style. It also serves
            // as the strict parser, so it is not wasted when the modern engine wins.
            let reference = try UNumberFormatHandle(style: style.legacyStyle, locale: locale, currency: currency, lenient: false)
            if case .scientific = style.kind {
                // ICU 72's data for a few locales (lo) gives the scientific style the
                // pattern `#`: it writes 0.009287 as "0". Refused rather than wrong.
                let pattern = try reference.pattern()
                guard pattern.contains("E") else {
                    throw ICUError(code: .unsupported, operation: "opening a scientific number format for \(locale)",
                                   reason: "ICU's data for this locale has no scientific pattern (it has '\(pattern)')")
                }
            }
            var modern: UNumberFormatterHandle? = nil
            if let skeleton = style.modernSkeleton(currency: currency) {
                let candidate = try UNumberFormatterHandle(skeleton: skeleton, locale: locale)
                if style.isSkeletonAsGiven {
                    // Some skeletons compile but fail on every value (`precision-increment/0`):
                    // that is an error of the format, found here rather than on each call.
                    _ = try candidate.output(.int(1), "compiling number skeleton '\(skeleton)' for \(locale)") { _ in () }
                    modern = candidate
                } else if Self.agree(candidate, reference, on: style.isCompact ? Self.probes + Self.compactProbes : Self.probes) {
                    modern = candidate
                }
            }
            self.modern = modern
            legacy = modern == nil ? reference : nil
            // Spell-out and ordinal rules hand digits to the numbering system too.
            latin = modern == nil && numbering.isAlgorithmic
                ? try Storage(style: style, locale: locale.withLatinDigits(opening))
                : nil
            if case .decimal = style.kind, modern != nil { integers = reference } else { integers = nil }
            if case .decimal = style.kind, let modern {
                compiledDecimal = CompiledDecimalFormat.of(locale) { text in
                    try? modern.output(.decimal(text), "compiling the decimal style of \(locale)") { Array($0) }
                }
            } else {
                compiledDecimal = nil
            }
            self.parsers = LazyCache([false: reference])
            if case .spellOut = style.kind {
                let one = try reference.output(.int(1), "spelling out 1 in \(locale)") { Array($0) }
                let minusOne = try reference.output(.int(-1), "spelling out -1 in \(locale)") { Array($0) }
                negativeWords = Self.words(around: one, in: minusOne)
                spellsTinyFractionsWhole = locale.languageCode == "pl"
            } else {
                spellsTinyFractionsWhole = false
                negativeWords = nil
            }
        }

        /// What stands before and after `inner` in `outer`, when `inner` occurs in it.
        private static func words(around inner: [UInt8], in outer: [UInt8]) -> (prefix: [UInt8], suffix: [UInt8])? {
            guard !inner.isEmpty, outer.count >= inner.count else { return nil }
            for start in 0...(outer.count - inner.count) where outer[start..<start + inner.count].elementsEqual(inner) {
                return (Array(outer[..<start]), Array(outer[(start + inner.count)...]))
            }
            return nil
        }

        /// Numbers whose output shows grouping, rounding, signs, tiny and huge magnitudes.
        private static let probes: [Double] = [-1234567.891, 0.001234, 12, 987654321012.5, 0.5, 100000]

        /// For the compact styles, values whose compact form has four to six digits in
        /// every locale (beyond the largest unit, 10^12 in most), either sign: ICU's
        /// compact formatter groups them from two digits on (`1234T`, `38,696T`), where
        /// the skeleton `compact-short` applies the locale's minimum grouping digits
        /// when it is more (`ee`'s 3: `38696T`).
        private static let compactProbes: [Double] = [1.234e18, -3.8696e22, 1.23456e23, 1.234e15, -3.8696e16, 1.23456e17]

        /// Whether the skeleton reproduces the legacy style in this locale: ICU's
        /// legacy patterns carry locale quirks (en_US_POSIX's `0.000000E+000`, gu's
        /// `[#E0]`) that no skeleton spells, and those locales keep the legacy engine.
        /// A probe that fails counts as a disagreement, not as an error of the
        /// initializer: ICU 72 writes a two-digit exponent in supplementary-plane
        /// digits (ccp, ff_Adlm) as broken UTF-16, so 987654321012.5 fails in both
        /// engines, while the values most callers format do not.
        private static func agree(_ modern: UNumberFormatterHandle, _ legacy: UNumberFormatHandle, on probes: [Double]) -> Bool {
            for value in probes {
                guard let a = try? modern.output(.double(value), "probing a number format", { Array($0) }),
                      let b = try? legacy.output(.double(value), "probing a number format", { Array($0) }),
                      a == b else { return false }
            }
            return true
        }

        @inline(__always)
        func output<R>(_ value: NumberInput,
                       _ consume: (UnsafeBufferPointer<UInt8>) -> R) throws(ICUError) -> R {
            // Optional chaining borrows the formatters; binding one with `if let` or
            // `switch` retained and released it, which showed in the `NumberFormat.decimal.*.Int` rows.
            if case .int(let integer) = value, let result = try integers?.output(integer: integer, describe(value), consume) {
                return result
            }
            if case .decimal(let text) = value, let result = compiledDecimal?.write(text, consume) { return result }
            return try outputThroughICU(value, consume)
        }

        var takesCompiledDecimalPath: Bool { compiledDecimal != nil }

        /// The plural category of a decimal string as this format writes it, its
        /// rounding, scale and visible fraction digits counted, as ICU selects for a
        /// formatted number: 1.25 with no fraction digits is "1", English `one`
        /// (`unumf_formatDecimal`, `uplrules_selectFormatted`). A format on the
        /// legacy engine gives the decimal string's own category.
        func category(ofDecimal text: String, in rules: PluralRules) throws(ICUError) -> PluralRules.Category {
            guard let modern else { return try rules.category(forDecimal: text) }
            _ = try NumberFormat.checkDecimal(text, describe(.decimal(text)))
            let keyword = try rules.storage.handle.select(
                decimal: text, formattedBy: modern,
                "selecting the plural category of '\(text.prefix(64))' as \(style) writes it in \(locale)")
            return try PluralRules.category(keyword)
        }

        /// The number a decimal string is written as, rounded and scaled as this
        /// format does, as a decimal string ("1.2E+3" for 1200 is possible);
        /// `nil` where ICU cannot tell: a format on the legacy engine, or ICU 67
        /// (`unumf_formatDecimal`, `unumf_resultToDecimalNumber`).
        func rounded(decimal text: String) throws(ICUError) -> String? {
            guard let modern else { return nil }
            _ = try NumberFormat.checkDecimal(text, describe(.decimal(text)))
            return try modern.rounded(decimal: text, describe(.decimal(text)))
        }

        /// ``output(_:_:)`` without the compiled decimal style.
        func outputThroughICU<R>(_ value: NumberInput, _ consume: (UnsafeBufferPointer<UInt8>) -> R) throws(ICUError) -> R {
            switch try writing(value) {
            case .engine(let input):
                if let result = try modern?.output(input, describe(value), consume) { return result }
                if let result = try legacy?.output(input, describe(value), consume) { return result }
                preconditionFailure("a number format has exactly one engine")
            case .negativeFraction(let magnitude):
                return try negativeFraction(magnitude, of: value).withUnsafeBufferPointer { consume($0) }
            case .latin(let input):
                guard let latin else { preconditionFailure("only formats with Latin digits at hand write with them") }
                return try latin.output(input, consume)
            case .decimalStyle(let input):
                return try Storage(style: .decimal, locale: locale).output(input, consume)
            case .ordinalOfExactValue(let input, let representative):
                return try ordinal(input, suffixOf: representative).withUnsafeBufferPointer { consume($0) }
            }
        }

        /// ``output(_:_:)`` with the fields of the text: the same checks and the
        /// same text. Integers skip the `integers` fast path: the modern engine
        /// writes the same text (the reason that path may be used at all) and
        /// reports its fields. Text ICU reports no fields for is one literal:
        /// what ICU's legacy engine writes with a `RuleBasedNumberFormat` (the
        /// spell-out and ordinal styles, and every style in an algorithmic
        /// numbering system), whose field formatting fails with `U_UNSUPPORTED_ERROR`,
        /// and negative fractions spelled out from words.
        func fields(_ value: NumberInput) throws(ICUError) -> FieldOutput<UNumField> {
            switch try writing(value) {
            case .engine(let input):
                if let modern { return try modern.fields(input, describe(value)) }
                guard let legacy else { preconditionFailure("a number format has exactly one engine") }
                do {
                    return try legacy.fields(input, describe(value))
                } catch where error.code == .unsupported {
                    let text = try legacy.output(input, describe(value)) { String(decoding: $0, as: UTF8.self) }
                    return FieldOutput(text: text, spans: [])
                }
            case .negativeFraction(let magnitude):
                return FieldOutput(text: String(decoding: try negativeFraction(magnitude, of: value), as: UTF8.self), spans: [])
            case .latin(let input):
                guard let latin else { preconditionFailure("only formats with Latin digits at hand write with them") }
                return try latin.fields(input)
            case .decimalStyle(let input):
                return try Storage(style: .decimal, locale: locale).fields(input)
            case .ordinalOfExactValue(let input, let representative):
                return FieldOutput(text: String(decoding: try ordinal(input, suffixOf: representative), as: UTF8.self), spans: [])
            }
        }

        /// How a value is written, once the checks every format runs have passed.
        private enum Writing {
            /// By the engine, given this input (a non-finite decimal string becomes the `Double`).
            case engine(NumberInput)
            /// Spelled out as the locale's negative words around this magnitude.
            case negativeFraction(NumberInput)
            /// By the format with Latin digits: a value the algorithmic numbering system cannot write.
            case latin(NumberInput)
            /// By the locale's decimal style: −∞ in rules whose negative-number rule
            /// writes the magnitude with a decimal pattern, which ICU 72 cannot
            /// apply to an infinity (``UNumberFormatHandle/minusRuleWritesPattern()``).
            /// The same rules write +∞ as `∞`, without their words or affixes.
            case decimalStyle(NumberInput)
            /// As an ordinal whose digits are the value's and whose words around them are the
            /// representative's: an integer of magnitude 2^31 or more, for which ICU 72's rules
            /// choose the plural suffix (`$(ordinal,one{st}…)$`) from the value cut to 32 bits
            /// (4,294,967,297 as 1: `4,294,967,297st`), or, for a `Double`, write `th` for all,
            /// and beyond `Int64` no suffix at all. The representative has the value's sign and
            /// last nine digits, and a tenth digit 1: under 2^31, where ICU chooses right, and
            /// in the same rule, since CLDR's ordinal rules read at most the last six digits.
            case ordinalOfExactValue(NumberInput, representative: Int64)
        }

        /// The checks every format of `value` runs (they throw for what the format
        /// refuses), and how it is then written.
        @inline(__always)
        private func writing(_ value: NumberInput) throws(ICUError) -> Writing {
            switch value {
            case .int(let integer):
                if latin != nil, integer == .min || integer.magnitude >= 9_000_000_000_000_000_000 { return .latin(value) }
                if legacyStyle == .ordinal, integer.magnitude >= 1 << 31 {
                    return .ordinalOfExactValue(value, representative: Self.ordinalRepresentative(integer < 0, integer.magnitude % 1_000_000_000))
                }
                return .engine(value)
            case .double(let double):
                if latin != nil, !(double.magnitude < 9e18) { return .latin(value) }
                if legacyStyle == .ordinal, double.isFinite, double.magnitude >= 2_147_483_648, double == double.rounded() {
                    // As the decimal string of the digits ICU writes for the Double (its shortest
                    // form, which from 2^53 on ends in zeros where the binary value does not):
                    // ICU's own Double path writes the digits of −2^63 as 2^54's.
                    var text = double.description
                    if text.hasSuffix(".0") { text.removeLast(2) }
                    return try writing(.decimal(text))
                }
                if spellsTinyFractionsWhole, double.isFinite {
                    let whole = double.rounded(.towardZero)
                    let fraction = (double - whole).magnitude
                    if fraction != 0, fraction < 1e-10 { return try writing(.double(whole == 0 ? 0 : whole)) }
                }
                if negativeWords != nil, double < 0, double.isFinite, double != double.rounded() {
                    return .negativeFraction(.double(-double))
                }
                if double == -.infinity, latin == nil, legacyStyle == .spellOut || legacyStyle == .ordinal,
                   let legacy, try legacy.minusRuleWritesPattern() {
                    return .decimalStyle(value)
                }
                return .engine(value)
            case .decimal(let text):
                let measured = try NumberFormat.checkDecimal(text, describe(value))
                // "NaN" and "Infinity" format as the Double: ICU's rules spell the Double
                // ("not a number") but write the decimal string's digits ("NaN"), and in an
                // algorithmic numbering system recurse on it without end (fuzz finding F11).
                if measured == nil, let nonFinite = DecimalNumberText.nonFiniteValue(text) {
                    return latin != nil ? .latin(.double(nonFinite)) : try writing(.double(nonFinite))
                }
                // ICU's legacy engine is handed no text that is not a decimal number:
                // after failing on one ("abc"), an en_US_POSIX DecimalFormat fails every
                // later call with U_INTERNAL_PROGRAM_ERROR (fuzz finding F12).
                if modern == nil {
                    guard let measured else {
                        throw ICUError(code: .decimalNumberSyntax, operation: describe(value), reason: "not a decimal number")
                    }
                    if latin != nil, measured.reaches9E18 { return .latin(value) }
                }
                if spellsTinyFractionsWhole, let measured,
                   let whole = DecimalNumberText.integerPartIfFractionBelow10ToMinus10(text, measured: measured) {
                    return try writing(.decimal(whole))
                }
                if negativeWords != nil, let measured, measured.negative, measured.fractionDigits > 0 {
                    return .negativeFraction(.decimal(String(text.dropFirst())))
                }
                if legacyStyle == .ordinal, let measured, measured.integerDigits >= 10,
                   measured.smallIntegerPart.map({ $0 >= 1 << 31 }) ?? true,
                   let last = DecimalNumberText.integerPartModulo10To9(text, measured: measured) {
                    return .ordinalOfExactValue(value, representative: Self.ordinalRepresentative(measured.negative, last))
                }
                return .engine(value)
            }
        }

        /// An integer with these last nine digits and a tenth digit 1, of this sign.
        private static func ordinalRepresentative(_ negative: Bool, _ lastNineDigits: UInt64) -> Int64 {
            let magnitude = 1_000_000_000 + Int64(lastNineDigits)
            return negative ? -magnitude : magnitude
        }

        /// ICU's ordinal of `value` with the words around its digits taken from ICU's ordinal
        /// of `representative` (see ``Writing/ordinalOfExactValue(_:representative:)``).
        /// Where either has no decimal digits (an algorithmic numbering system), ICU's own.
        private func ordinal(_ value: NumberInput, suffixOf representative: Int64) throws(ICUError) -> [UInt8] {
            guard let legacy else { preconditionFailure("ordinal formats are legacy") }
            let whole = try legacy.output(value, describe(value)) { String(decoding: $0, as: UTF8.self) }
            let chosen = try legacy.output(.int(representative), describe(value)) { String(decoding: $0, as: UTF8.self) }
            func digitSpan(_ text: String) -> Range<String.UnicodeScalarView.Index>? {
                let scalars = text.unicodeScalars
                guard let first = scalars.firstIndex(where: { $0.properties.numericType == .decimal }),
                      let last = scalars.lastIndex(where: { $0.properties.numericType == .decimal }) else { return nil }
                return first..<scalars.index(after: last)
            }
            guard let digits = digitSpan(whole), let around = digitSpan(chosen) else { return Array(whole.utf8) }
            let scalars = chosen.unicodeScalars
            return Array(String(scalars[..<around.lowerBound]).utf8) + Array(String(whole.unicodeScalars[digits]).utf8)
                + Array(String(scalars[around.upperBound...]).utf8)
        }

        /// A negative fraction spelled out as the locale's negative words around its absolute value.
        private func negativeFraction(_ magnitude: NumberInput, of value: NumberInput) throws(ICUError) -> [UInt8] {
            guard let legacy, let (prefix, suffix) = negativeWords else { preconditionFailure("spell-out formats are legacy") }
            let words = try legacy.output(magnitude, describe(value)) { Array($0) }
            return prefix + words + suffix
        }

        private func describe(_ value: NumberInput) -> String {
            let number: String
            switch value {
            case .int(let v): number = String(v)
            case .double(let v): number = String(v)
            case .decimal(let text): number = "'\(text.prefix(64))'"
            }
            return "formatting \(number) as \(style) in \(locale)"
        }

        /// A decimal string as the style's legacy formatter (the strict parser's) writes it.
        func formatThroughLegacyICU(decimal: String) throws(ICUError) -> String {
            _ = try NumberFormat.checkDecimal(decimal, describe(.decimal(decimal)))
            guard DecimalNumberText(decimal) != nil else {
                throw ICUError(code: .decimalNumberSyntax, operation: describe(.decimal(decimal)), reason: "not a decimal number")
            }
            return try parser(lenient: false).output(.decimal(decimal), describe(.decimal(decimal))) { String(decoding: $0, as: UTF8.self) }
        }

        func parser(lenient: Bool) throws(ICUError) -> UNumberFormatHandle {
            try parsers.value(for: lenient) { () throws(ICUError) in
                try UNumberFormatHandle(style: legacyStyle, locale: locale, currency: currency, lenient: lenient)
            }
        }
    }
}
