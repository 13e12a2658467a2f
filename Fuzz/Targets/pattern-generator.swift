// Target `pattern-generator`: a date template (skeleton) matched to a locale's best pattern.
//
// Input: byte 0 picks the locale (fuzzLocales); the rest is the skeleton.
//
// Properties: `bestPattern(for:)` throws ICUError or returns a non-empty
// pattern that `DateFormat(pattern:…)` accepts; the pool's answer is the same.
// fuzz: dict=date
import FoundationEssentials
import ICU

/// Holds every locale's generator among the best patterns: each skeleton is a
/// miss, and a miss in a full pool scans all its entries (FINDINGS.md P1).
let pool = FormatterPool(capacity: 256, currentLocale: "en_US")

nonisolated(unsafe) var generators: [String: DatePatternGenerator] = [:]

/// Best patterns already checked, by locale: many skeletons share one.
nonisolated(unsafe) var accepted = Set<String>()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let localeName = input.pick(fuzzLocales)
    let skeleton = text(input.rest())
    let locale = try! LocaleID(localeName)
    trace("best pattern for \(quoted(skeleton)) in \(localeName)")
    if generators[localeName] == nil {
        do {
            generators[localeName] = try DatePatternGenerator(locale: locale)
        } catch {
            require(false, "the pattern generator of \(localeName) fails: \(error)")
        }
    }
    let generator = generators[localeName]!
    let best = Result { () throws(ICUError) in try generator.bestPattern(for: skeleton) }
    let fromPool = Result { () throws(ICUError) in try pool.bestPattern(for: skeleton, locale: locale) }
    trace("-> \(best)")
    switch (best, fromPool) {
    case (.success(let a), .success(let b)):
        require(a == b, "\(quoted(skeleton)) in \(localeName): generator \(quoted(a)), pool \(quoted(b))")
    case (.failure(let a), .failure(let b)):
        require(a.code == b.code, "\(quoted(skeleton)) in \(localeName): generator \(a), pool \(b)")
        return 0
    default:
        require(false, "\(quoted(skeleton)) in \(localeName): generator \(best), pool \(fromPool)")
    }
    let pattern = try! best.get()
    require(!pattern.isEmpty, "\(quoted(skeleton)) in \(localeName): empty best pattern")
    guard accepted.insert(localeName + "|" + pattern).inserted else { return 0 }
    if accepted.count > 100_000 { accepted.removeAll() }
    do {
        let format = try DateFormat(pattern: pattern, locale: locale, timeZone: .utc)
        var bytes: [UInt8] = []
        format.format(Date(timeIntervalSince1970: 1_388_934_489.123), appendingTo: &bytes)
        require(isValidUTF8(bytes), "\(quoted(pattern)) in \(localeName) wrote invalid UTF-8 \(bytes)")
    } catch {
        require(false, "\(quoted(skeleton)) in \(localeName): best pattern \(quoted(pattern)), which DateFormat refuses: \(error)")
    }
    return 0
}
