#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Inputs that hit defects already known and being fixed, skipped so that the
/// campaign finds new ones. Delete each entry once its fix has landed and
/// `FUZZ_KNOWN_DEFECTS=check fuzz.sh run` no longer reproduces it; with that
/// setting nothing here is skipped. Every skip is counted and printed at exit.
enum KnownDefects {
    static let checking = getenv("FUZZ_KNOWN_DEFECTS").map { String(cString: $0) == "check" } ?? false

    nonisolated(unsafe) private static var skipped: [String: Int] = [:]

    /// Whether to skip an input: `applies` unless `FUZZ_KNOWN_DEFECTS=check`. An entry
    /// is a static function named after the defect that calls this.
    static func skip(_ name: String, _ applies: Bool) -> Bool {
        guard applies, !checking else { return false }
        if skipped.isEmpty { atexit { KnownDefects.report() } }
        skipped[name, default: 0] += 1
        trace("skipped: known defect \(name)")
        return true
    }

    static func report() {
        for (name, count) in skipped.sorted(by: { $0.key < $1.key }) {
            fputs("known defect skipped \(count)×: \(name)\n", stderr)
        }
    }

    // MARK: Known when fuzzing began (the list): none open.
    // ICU's rule-based numbering systems beyond 2^63, decimal strings with huge
    // exponents, skeletons like scale/1e999999999 and precision-increment/0, en-u-nu-bogus
    // and es/it ordinal parsing: fixed by 1013927, c5af0bd and bdeb78d, as
    // regressions/*/K* show; their entries are deleted. Since d45d994 the values beyond
    // the rule-based numbering systems are written with Latin digits, not refused.

    // MARK: Found by fuzzing, awaiting a fix (Fuzz/FINDINGS.md).


}
