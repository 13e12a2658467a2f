extension FormatterPool {
    /// The locale's best pattern for a date skeleton, such as `d. MMM` for `dMMM` in de_DE.
    ///
    /// Results are pooled as strings; a missing one comes from the locale's
    /// pooled ``DatePatternGenerator``, whose calls are serialized.
    public func bestPattern(for skeleton: String, locale: LocaleID? = nil) throws(ICUError) -> String {
        try storage.value(BestPatternRequest.self, locale: locale, spec: ExactText(skeleton)).text
    }

    /// The date pattern generator of a locale.
    public func datePatternGenerator(locale: LocaleID? = nil) throws(ICUError) -> DatePatternGenerator {
        DatePatternGenerator(storage: try storage.value(PatternGeneratorRequest.self, locale: locale, spec: .init()))
    }

    /// A locale's best date pattern for a skeleton, kept as a finished string.
    enum BestPatternRequest: PoolRequest {
        /// A pattern, boxed so that the pool keeps every value as one reference.
        final class Pattern: Sendable {
            let text: String
            init(_ text: String) { self.text = text }
        }

        static var kind: Kind { .bestPattern }

        static func key(_ locale: LocaleID, _ skeleton: ExactText) -> Key { .bestPattern(locale, skeleton) }

        static func make(_ locale: LocaleID, _ skeleton: ExactText, pool: FormatterPool) throws(ICUError) -> Pattern {
            Pattern(try pool.datePatternGenerator(locale: locale).bestPattern(for: skeleton.text))
        }
    }

    /// A ``DatePatternGenerator``: it depends on the locale only.
    enum PatternGeneratorRequest: PoolRequest {
        struct Spec: Hashable, Sendable {}

        static var kind: Kind { .patternGenerator }

        static func key(_ locale: LocaleID, _ spec: Spec) -> Key { .patternGenerator(locale) }

        static func make(_ locale: LocaleID, _ spec: Spec, pool: FormatterPool) throws(ICUError) -> DatePatternGenerator.Storage {
            try DatePatternGenerator(locale: locale).storage
        }
    }
}
