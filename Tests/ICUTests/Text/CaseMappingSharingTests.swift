import ICU
import Testing

/// One `CaseMapping` shared by eight threads gives the single-threaded texts:
/// upper, lower and fold read one ICU map, and each title-casing call moves a
/// break iterator no other thread is using.
@Suite("Sharing case mappings between threads")
struct CaseMappingSharingTests {
    static let texts = [
        "istanbul izmir", "DİYARBAKIR ve IĞDIR", "the quick brown fox jumps over the lazy dog",
        "ijssel en ijmuiden", "άδεια ΟΔΟΣ", "Straße", "_abc hELLO wORLD", "Ì i\u{307} I",
        String(repeating: "word after word, ", count: 40),
    ]
    static let locales: [LocaleID] = ["tr", "nl", "el", "de", "lt", "en"]

    static func mappings() throws -> [CaseMapping] {
        try locales.map { try CaseMapping(locale: $0) }
            + [try CaseMapping(locale: "en", options: [.titleWithoutLowercasing, .titleWithoutAdjusting, .turkicFolding])]
    }

    /// Every mapping of one text by one of the mappings.
    static func outputs(_ mappings: [CaseMapping], _ i: Int) -> [String] {
        let m = mappings[i % mappings.count]
        let text = texts[(i / mappings.count) % texts.count]
        return [m.uppercased(text), m.lowercased(text), m.titlecased(text), m.folded(text), m.titlecased(text.uppercased())]
    }

    @Test func eightThreadsGetTheSingleThreadedTexts() throws {
        let rounds = 2_000
        let reference = try Self.mappings()
        let expected = (0..<rounds).map { Self.outputs(reference, $0) }
        // Round 22: Dutch title case of the fourth text.
        #expect(expected[22][2] == "IJssel En IJmuiden")
        // Fresh mappings for the threads, so that the title maps' break
        // iterators are first opened while the threads race for them.
        let shared = try Self.mappings()
        let run = compareOnThreads(8, expected: expected) { Self.outputs(shared, $0) }
        #expect(run.calls == 8 * rounds)
        #expect(run.wrong == 0)
        #expect(run.errors == 0)
    }
}
