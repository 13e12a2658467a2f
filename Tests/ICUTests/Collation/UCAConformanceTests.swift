import Foundation
import ICU
import Testing

/// Unicode's collation conformance files for ICU 72's root order (UCA 15.0.0),
/// run as ICU's own `UCAConformanceTest` (intltest/ucaconf.cpp) runs them: strength
/// identical, normalization on, case first and case level off, alternate handling
/// non-ignorable or shifted as the file is named. Each line must sort after or
/// equal to the line before, both by `compare` and by sort keys, and the two must
/// agree. The files are samples (UCA/README.md); `SWIFT_ICU_UCA_CONFORMANCE_DIR`
/// names a folder with the full files to run those instead.
@Suite(.cldr42) struct UCAConformanceTests {
    /// One data line: its number in the file and its string.
    struct Line {
        var number: Int
        var text: String
    }

    /// The file's data lines, and the number of lines left out because they hold a
    /// surrogate code point, which a Swift string cannot (ICU's test reads them as
    /// unpaired UTF-16 surrogates; every other line is kept, as ICU skips none).
    static func lines(_ name: String) throws -> (header: [String], lines: [Line], surrogateLines: Int) {
        let folder = ProcessInfo.processInfo.environment["SWIFT_ICU_UCA_CONFORMANCE_DIR"]
            ?? String(#filePath.dropLast("UCAConformanceTests.swift".count)) + "UCA"
        let text = try String(contentsOfFile: folder + "/CollationTest_\(name)_SHORT.txt", encoding: .utf8)
        var header: [String] = []
        var lines: [Line] = []
        var surrogateLines = 0
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            if line.hasPrefix("#") { header.append(String(line)); continue }
            let fields = line.split(separator: " ")
            guard !fields.isEmpty else { continue }
            let values = try fields.map { field in try #require(UInt32(field, radix: 16), "line \(index + 1): \(line)") }
            let scalars = values.compactMap(Unicode.Scalar.init)
            guard scalars.count == values.count else {
                surrogateLines += 1
                continue
            }
            lines.append(Line(number: index + 1, text: String(String.UnicodeScalarView(scalars))))
        }
        return (header, lines, surrogateLines)
    }

    /// ICU's conformance settings (`setCollNonIgnorable`, `setCollShifted`).
    static func rules(_ alternate: CollationRules.AlternateHandling, normalization: Bool) throws -> CollationRules {
        try CollationRules(locale: "root", options: .init(strength: .identical, alternate: alternate, caseFirst: .off,
                                                          caseLevel: false, normalization: normalization))
    }

    static let files: [(name: String, alternate: CollationRules.AlternateHandling)] = [
        ("NON_IGNORABLE", .nonIgnorable), ("SHIFTED", .shifted),
    ]

    @Test(arguments: files)
    func consecutiveLinesAreInOrder(name: String, alternate: CollationRules.AlternateHandling) throws {
        let (header, lines, surrogateLines) = try Self.lines(name)
        #expect(header.contains("# UCA Version: 15.0.0"), "\(header.prefix(8))")
        #expect(lines.count > 10_000)
        #expect(surrogateLines <= 30)
        let rules = try Self.rules(alternate, normalization: true)
        var failures: [String] = []
        var previousKey = rules.sortKey(lines[0].text)
        for (previous, line) in zip(lines, lines.dropFirst()) {
            let key = rules.sortKey(line.text)
            let order = rules.compare(previous.text, line.text)
            let reverse = rules.compare(line.text, previous.text)
            let keyOrder: CollationRules.Order = previousKey < key ? .before : (previousKey == key ? .equal : .after)
            if order == .after || reverse.rawValue != -order.rawValue || keyOrder != order {
                failures.append("line \(line.number): compare \(order), reversed \(reverse), sort keys \(keyOrder)")
            }
            previousKey = key
        }
        #expect(failures.isEmpty, "\(failures.count) pairs out of order, the first: \(failures.prefix(5))")
    }

    /// Without normalization ICU orders FCD text as with it (`UCOL_NORMALIZATION_MODE`):
    /// every pair of lines already in NFD compares the same. The lines that are not
    /// FCD are why the files want normalization: without it some pairs go out of
    /// order, which shows that the option reaches ICU.
    @Test(arguments: files)
    func withoutNormalizationOnlyUnnormalizedLinesDiffer(name: String, alternate: CollationRules.AlternateHandling) throws {
        let lines = try Self.lines(name).lines
        let normalized = try Self.rules(alternate, normalization: true)
        let unnormalized = try Self.rules(alternate, normalization: false)
        var differingNFDPairs: [Int] = []
        var outOfOrder = 0
        for (previous, line) in zip(lines, lines.dropFirst()) {
            let order = unnormalized.compare(previous.text, line.text)
            if order == .after { outOfOrder += 1 }
            let inNFD = [previous.text, line.text].allSatisfy {
                $0.unicodeScalars.elementsEqual($0.decomposedStringWithCanonicalMapping.unicodeScalars)
            }
            if inNFD, order != normalized.compare(previous.text, line.text) { differingNFDPairs.append(line.number) }
        }
        #expect(differingNFDPairs.isEmpty, "lines \(differingNFDPairs.prefix(10))")
        #expect(outOfOrder > 0)
    }
}
