// A `.stringsdict` message with two nested plural variables looked up and rendered in en and ru,
// against the same work written by hand with Foundation's `String(format:locale:arguments:)` and as
// raw `uplrules`/`unumf` calls; a plain `.strings` lookup against Foundation's `Bundle`; loading the
// test fixture's folders and String Catalog.
import Benchmark
import BenchmarkSupport
import Foundation
import ICU
import ICUBridge

// Localized strings: a key looked up and rendered, as an app calls
// `String.localizedStringWithFormat(NSLocalizedString(key), …)`. The data is the
// library's test fixture `Runs/Folders` (en and ru `.lproj` folders of `.strings`
// and `.stringsdict`), loaded once before the measurement.
//
// Message.nested.<locale>: the key `scope.%lu out of %lu runs`, whose format
// `%1$#@lu_completed_runs@` chooses a form by the first argument (with a `zero`
// form), and whose forms name a second plural variable, `%2$#@lu_total_runs@`,
// chosen by the second; arguments (i % 7, 5 + i % 19), so that Russian goes
// through zero, one, few and many:
//   library     StringBundle.format(key, localization:, arguments:): the lookup, both
//               plural choices through PluralRules, the counts through NumberFormat
//   Foundation  what an app without this library writes on Linux, where Foundation's
//               Bundle crashes on a `.stringsdict` entry (see `HandWrittenMessage`)
//   raw         the ICU calls the render needs, through ICUBridge: uplrules_select for
//               each count's keyword, unumf_formatInt for each count written, into a
//               reused buffer, the text joined with `+=` (see `RawMessage`); the message's
//               forms are held, not looked up
// Message.plain.en: `greeting` (`Hello`), a `.strings` value without arguments:
//   library     StringBundle.string(key, localization:)
//   Bundle      Foundation's Bundle(path: "…/en.lproj").localizedString(forKey:value:table:)
// Names: Message.<kind>.<locale>.<row>, and `.paired` (see `compare`).
//
// StringBundle.load.<folders|catalog>.perCall: StringBundle(resourcesAt:) of
// the fixture's six .lproj folders (11 files), and of its String Catalog, one load
// per iteration. No `library` label: their malloc count moves from one load to
// the next, so they stay out of the thresholds.

/// The fixtures of the library's tests, found from this file's path.
let fixtures: String = {
    var path = Substring(#filePath)
    // Benchmarks/Benchmarks/LocalizedStringBenchmarks/Benchmarks.swift → the repository.
    for _ in 0..<4 { path = path[..<path.lastIndex(of: "/")!] }
    return path + "/Tests/ICUTests/LocalizedStrings/Fixtures/Runs"
}()

let nestedKey = "scope.%lu out of %lu runs"

/// The arguments of the n-th call.
func counts(_ n: Int) -> (completed: Int, total: Int) { (n % 7, 5 + n % 19) }

/// The nearest an app comes without this library, on Linux: Foundation's Bundle
/// crashes on a `.stringsdict` entry here (a segmentation fault in the lookup of
/// the key), so the app keeps the forms in a dictionary of its own, looked up per
/// call (localization, then key), chooses a form with the plural rule of each
/// language written out by hand for integers (English: 1 is `one`; Russian: the
/// last digit and the last two), with Apple's rule that 0 takes a `zero` form
/// first, and writes each form with `String(format:locale:arguments:)` on a
/// `Locale` made once: the inner phrase first, then the outer form with the
/// phrase as `%@`, each given only the arguments it names (a positional `%2$@`
/// without `%1$` crashes CoreFoundation's formatting).
///
/// What it does not do: rules for any other language or for fractions, reading
/// `.stringsdict` files, checking a specifier against its argument's type, or
/// failing with an error (a missing key or form traps). `String(format:locale:)`
/// groups digits as the locale does (`12 345` in Russian), as the library's
/// numbers do, so both write the same text.
struct HandWrittenMessage {
    /// A form: its format, and whether it writes the count (first) and the inner phrase (after it).
    struct Form {
        let format: String
        let count: Bool
        let inner: Bool
        init(_ format: String, count: Bool = false, inner: Bool = false) {
            self.format = format
            self.count = count
            self.inner = inner
        }
    }

    let category: (Int) -> String
    let completed: [String: Form]
    let total: [String: Form]

    static func english(_ n: Int) -> String { n == 1 ? "one" : "other" }

    static func russian(_ n: Int) -> String {
        let last = n % 10, lastTwo = n % 100
        if last == 1, lastTwo != 11 { return "one" }
        if (2...4).contains(last), !(12...14).contains(lastTwo) { return "few" }
        return "many"
    }

    /// The app's messages, by localization, then key.
    static func table() -> [String: [String: HandWrittenMessage]] { [
        "en": [nestedKey: HandWrittenMessage(
            category: english,
            completed: ["zero": Form("No runs completed yet"), "one": Form("One %@", inner: true),
                        "other": Form("%lu %@", count: true, inner: true)],
            total: ["one": Form("run completed"), "other": Form("of %lu runs completed", count: true)])],
        "ru": [nestedKey: HandWrittenMessage(
            category: russian,
            completed: ["zero": Form("Ещё ни один забег не завершён"),
                        "one": Form("Завершён %lu %@", count: true, inner: true),
                        "few": Form("Завершено %lu %@", count: true, inner: true),
                        "many": Form("Завершено %lu %@", count: true, inner: true)],
            total: ["one": Form("из %lu забега", count: true), "few": Form("из %lu забегов", count: true),
                    "many": Form("из %lu забегов", count: true)])],
    ] }

    func form(_ forms: [String: Form], _ n: Int) -> Form {
        if n == 0, let zero = forms["zero"] { return zero }
        return forms[category(n)]!
    }

    func render(_ completed: Int, _ total: Int, locale: Locale) -> String {
        let outer = form(self.completed, completed)
        var arguments: [CVarArg] = []
        if outer.count { arguments.append(UInt(completed)) }
        if outer.inner {
            let inner = form(self.total, total)
            arguments.append(String(format: inner.format, locale: locale, arguments: inner.count ? [UInt(total)] : []))
        }
        return String(format: outer.format, locale: locale, arguments: arguments)
    }
}

/// The nested message as raw ICU calls write it: each variable's forms by ICU's
/// keyword, as pieces; a count's keyword from `uplrules_select` (a `zero` form
/// first for 0, Apple's rule), the count itself from `unumf_formatInt` with the
/// decimal style's skeleton, both into a reused buffer.
final class RawMessage {
    enum Piece {
        case text(String)
        /// The count of the variable whose form this is.
        case count
        /// The inner variable, chosen by the second count.
        case inner
    }

    let rules: UnsafeMutablePointer<icub_uplrules>
    let numbers: UnsafeMutablePointer<icub_unumf>
    let output = RawOutput()
    let completed: [String: [Piece]]
    let total: [String: [Piece]]

    init(locale: String, completed: [String: [Piece]], total: [String: [Piece]]) {
        rules = Raw.pluralRules(locale: locale)
        numbers = Raw.numberFormatter(skeleton: ".### group-on-aligned", locale: locale)
        self.completed = completed
        self.total = total
    }

    static func messages() -> [String: RawMessage] { [
        "en": RawMessage(
            locale: "en",
            completed: ["zero": [.text("No runs completed yet")], "one": [.text("One "), .inner],
                        "other": [.count, .text(" "), .inner]],
            total: ["one": [.text("run completed")], "other": [.text("of "), .count, .text(" runs completed")]]),
        "ru": RawMessage(
            locale: "ru",
            completed: ["zero": [.text("Ещё ни один забег не завершён")],
                        "one": [.text("Завершён "), .count, .text(" "), .inner],
                        "few": [.text("Завершено "), .count, .text(" "), .inner],
                        "many": [.text("Завершено "), .count, .text(" "), .inner],
                        "other": [.text("Завершено "), .count, .text(" "), .inner]],
            total: ["one": [.text("из "), .count, .text(" забега")], "few": [.text("из "), .count, .text(" забегов")],
                    "many": [.text("из "), .count, .text(" забегов")], "other": [.text("из "), .count, .text(" забега")]]),
    ] }

    func render(_ completed: Int, _ total: Int) -> String {
        var text = ""
        write(self.completed, completed, total, to: &text)
        return text
    }

    private func write(_ forms: [String: [Piece]], _ count: Int, _ inner: Int?, to text: inout String) {
        let keyword = count == 0 && forms["zero"] != nil
            ? "zero" : output.string { icub_uplrules_select_double(rules, Double(count), $0, $1, &$2) }
        for piece in forms[keyword] ?? forms["other"]! {
            switch piece {
            case .text(let literal):
                text += literal
            case .count:
                let length = output.bytes { icub_unumf_format_int(numbers, Int64(count), $0, $1, &$2) }
                output.withBytes(length) { text += String(decoding: $0, as: UTF8.self) }
            case .inner:
                write(total, inner!, nil, to: &text)
            }
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    useDefaultConfiguration()
    let bundle = try! StringBundle(resourcesAt: fixtures + "/Folders")
    let handWritten = HandWrittenMessage.table()
    let rawMessages = RawMessage.messages()

    for localization in ["en", "ru"] {
        let locale = Locale(identifier: localization)
        let raw = rawMessages[localization]!
        func library(_ n: Int) throws -> String {
            let (completed, total) = counts(n)
            return try bundle.format(nestedKey, localization: localization,
                                     arguments: [MessageArgument(completed), MessageArgument(total)])
        }
        func foundation(_ n: Int) -> String {
            let (completed, total) = counts(n)
            return handWritten[localization]![nestedKey]!.render(completed, total, locale: locale)
        }
        func rawICU(_ n: Int) -> String {
            let (completed, total) = counts(n)
            return raw.render(completed, total)
        }
        // The three rows write the same text for every pair of counts they meet.
        for n in 0..<(7 * 19) {
            let text = try! library(n)
            precondition(foundation(n) == text && rawICU(n) == text,
                         "\(localization) \(counts(n)): library '\(text)', Foundation '\(foundation(n))', raw '\(rawICU(n))'")
        }

        // Each row counts its calls; one iteration is 1,000 calls.
        var libraryCalls = 0
        var foundationCalls = 0
        var rawCalls = 0
        compare("Message.nested.\(localization)", [
            Row("library") { () throws -> String in
                libraryCalls += 1
                return try library(libraryCalls)
            },
            Row("Foundation") { () -> String in
                foundationCalls += 1
                return foundation(foundationCalls)
            },
            Row("raw") { () -> String in
                rawCalls += 1
                return rawICU(rawCalls)
            },
        ])
    }

    // A bundle rooted at the folder, so that its Localizable.strings is the table
    // Bundle reads, whatever the process's preferred languages.
    let english = Bundle(path: fixtures + "/Folders/en.lproj")!
    compare("Message.plain.en", [
        Row("library") { bundle.string("greeting", localization: "en") },
        Row("Bundle") { english.localizedString(forKey: "greeting", value: nil, table: nil) },
    ])

    let perCallConfiguration = Benchmark.Configuration(scalingFactor: .one)
    for (label, directory) in [("folders", "/Folders"), ("catalog", "/Catalog")] {
        let name = "StringBundle.load.\(label).perCall"
        // Made here, not in `show`: a `try` there would make this closure a throwing one.
        let loaded = try! StringBundle(resourcesAt: fixtures + directory)
        show(name, loaded.localizations.joined(separator: " "))
        Benchmark(name, configuration: perCallConfiguration) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try StringBundle(resourcesAt: fixtures + directory))
            }
        }
    }
}
