#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
@_spi(CLI) import ICU

extension CollationRules.Strength: ExpressibleByArgument {}
extension CollationRules.CaseFirst: ExpressibleByArgument {}
extension CollationRules.AlternateHandling: ExpressibleByArgument {}

/// The options `sort`, `compare`, `sort-key` and `search` share: how the locale's order is changed.
struct CollationOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Count only these differences: primary (base letters), secondary (accents), tertiary (case), quaternary or identical (the locale's default, mostly tertiary).",
                               valueName: "strength"))
    var strength: CollationRules.Strength?

    @Flag(help: "Sort runs of digits by their value, so that file2 comes before file10.")
    var numeric = false

    @Option(help: ArgumentHelp("Sort this case first among strings that differ only in case: upper, lower or off.", valueName: "case"))
    var caseFirst: CollationRules.CaseFirst?

    @Option(help: ArgumentHelp("Give shifted to ignore spaces and punctuation (up to quaternary strength), nonIgnorable to count them.",
                               valueName: "handling"))
    var alternate: CollationRules.AlternateHandling?

    @Flag(help: "Normalize the text (NFD) before comparing, as text with several combining marks in a nonstandard order needs.")
    var normalization = false

    /// The library's options; what is not given is the locale's own.
    var rulesOptions: CollationRules.Options {
        CollationRules.Options(strength: strength, alternate: alternate, caseFirst: caseFirst, numeric: numeric ? true : nil,
                               normalization: normalization ? true : nil)
    }

    /// The rules of `locale` from the tool's pool.
    func rules(_ locale: LocaleID) throws(ICUError) -> CollationRules {
        try formatterPool.collationRules(locale: locale, options: rulesOptions)
    }

    /// The options with the locale strings are ordered in: --locale, else
    /// `LC_ALL`, `LC_COLLATE`, then `LANG`, as POSIX resolves `LC_COLLATE`.
    static func collating(_ options: GlobalOptions) -> GlobalOptions {
        var options = options
        options.locale = options.locale ?? LocaleID.current(for: .messages) { name in
            getenv(name == "LC_MESSAGES" ? "LC_COLLATE" : name).map { String(cString: $0) }
        }
        return options
    }

    /// The text of a value as UTF-8, or the error that says it is not.
    static func text(_ bytes: InputBytes) throws(ICUError) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ICUError(code: .illegalArgument, operation: "reading a line", reason: "the line is not UTF-8")
        }
        return text
    }

    /// Runs `body` with the bytes of a value, read in place.
    static func withBytes<R>(_ bytes: InputBytes, _ body: (UnsafeBufferPointer<UInt8>) throws(ICUError) -> R) throws(ICUError) -> R {
        let result: Result<R, ICUError> = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(ICUError) in try body(buffer) }
        }
        return try result.get()
    }

    /// What a failure on a line says: that the line is not UTF-8, when it is not (ICU says
    /// U_INVALID_CHAR_FOUND), else the error.
    static func message(_ error: ICUError, line: InputBytes) -> String {
        String(validating: line, as: UTF8.self) == nil ? "the line is not UTF-8" : error.description
    }
}
