import ICU
import Synchronization
import Testing

/// One bundle, loaded once, rendered from eight threads at once: every answer
/// is the one a single thread gets (run under ThreadSanitizer by the CI).
@Suite("Localized strings: sharing")
struct StringBundleSharingTests {
    @Test func eightThreadsRenderFromOneBundle() throws {
        let bundle = StringFixtures.folders
        let rows = LocalizedStringsConformanceTests.pluralRows
        // The single thread's answers, on any ICU (LocalizedStringsConformanceTests checks their text).
        let expected = rows.map { try? bundle.format($0.key, localization: $0.language, arguments: $0.arguments) }
        #expect(expected.allSatisfy { $0 != nil })
        let failures = Atomic<Int>(0)
        onThreads(8) { thread in
            for round in 0..<20 {
                for (index, row) in rows.enumerated() where (index + thread + round) % 4 == 0 {
                    let output = try? bundle.format(row.key, localization: row.language, arguments: row.arguments)
                    if output != expected[index] { failures.add(1, ordering: .relaxed) }
                }
                // Formats met for the first time make their number formats concurrently.
                let format = try? LocalizedStringFormat("%.\(thread % 4 + 1)f|%\(round % 3 + 5)e")
                let expected = try? format?.render([1.25, 2.5], locale: "de")
                if expected != (try? format?.render([1.25, 2.5], locale: "de")) || expected == nil { failures.add(1, ordering: .relaxed) }
            }
        }
        #expect(failures.load(ordering: .relaxed) == 0)
    }
}
