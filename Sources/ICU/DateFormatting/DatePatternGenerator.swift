/// Finds a locale's own pattern for a set of date fields, as
/// `NSDateFormatter.dateFormatFromTemplate(_:options:locale:)` does.
///
/// ```swift
/// let generator = try DatePatternGenerator(locale: "de_DE")
/// try generator.bestPattern(for: "dMMM")   // "d. MMM"
/// ```
///
/// Safe to share between threads: ICU's generator is not, so calls on one
/// generator are serialized (a best-pattern call takes a few microseconds);
/// a server that needs more throughput gets one per locale from a pool.
///
/// The corresponding C function is `udatpg_open`.
public struct DatePatternGenerator: Sendable {
    /// One reference, so that a copy (out of a pool) costs one retain.
    let storage: Storage

    /// The locale whose patterns this generator finds.
    public var locale: LocaleID { storage.locale }

    /// Opens the generator for a locale (`udatpg_open`). Opening costs far more
    /// than a best-pattern call: keep the generator, or get it from a ``FormatterPool``.
    public init(locale: LocaleID) throws(ICUError) {
        // ICU 72 fails with a bare U_UNSUPPORTED_ERROR for an unknown `numbers` keyword.
        _ = try locale.numberingSystem("opening a date pattern generator for \(locale)")
        storage = Storage(locale: locale, handle: try UDateTimePatternGeneratorHandle(locale: locale))
    }

    /// The locale's best pattern for a skeleton: `MMM d` for `dMMM` in en_US,
    /// `d. MMM` in de_DE, `d MMM` in fr_FR.
    ///
    /// - Parameter skeleton: Field letters in any order (`yMMMd`, `jmm`, `EEEEd`);
    ///   other characters are ignored.
    /// - Throws: ``ICUError`` with `U_ILLEGAL_ARGUMENT_ERROR` for a letter that is
    ///   no date field, a skeleton with no field at all, or one ICU finds no
    ///   pattern for.
    ///
    /// The corresponding C function is `udatpg_getBestPattern`.
    public func bestPattern(for skeleton: String) throws(ICUError) -> String {
        try DatePatternSyntax.validateSkeleton(skeleton)
        let operation = "finding the best pattern for '\(skeleton.prefix(64))' in \(locale)"
        let pattern = try storage.handle.bestPattern(DatePatternSyntax.fieldLetters(of: skeleton), operation)
        // ICU 72 answers an empty pattern, with no error, for skeletons it
        // cannot match: "yw" and "MMMMW" (CLDR's week patterns that vary with
        // the plural count) and runs of 128 or more of one field letter. An
        // empty pattern would format every date as "".
        guard !pattern.isEmpty else {
            throw ICUError(code: .illegalArgument, operation: operation, reason: "ICU found no pattern for this template")
        }
        // ICU copies field widths it cannot write from the template into the
        // pattern ("OOO" gives "OO" in es_ES): such a pattern would write nothing.
        do {
            try DatePatternSyntax.validatePattern(pattern)
        } catch {
            throw ICUError(code: .illegalArgument, operation: operation,
                           reason: "ICU's pattern for this template, '\(pattern.prefix(64))', is not one a date format can use: \(error.reason ?? error.name)")
        }
        return pattern
    }
}
