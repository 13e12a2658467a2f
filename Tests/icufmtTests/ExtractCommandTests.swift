#if ICU_EXTRACTION
import Foundation
import Testing

/// `icufmt extract` over the fixture package of ICUExtractTests: the report,
/// the file written, a dry run, --json, idempotence and the exit statuses.
@Suite struct ExtractCommandTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ICUExtractTests/Fixtures/Extract").path

    /// A copy of the fixture catalog in a fresh folder.
    func copiedCatalog() throws -> (folder: String, catalog: String) {
        let folder = FileManager.default.temporaryDirectory.path + "/icufmt-extract-\(UInt64.random(in: 0 ... .max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let catalog = folder + "/Localizable.xcstrings"
        try FileManager.default.copyItem(atPath: Self.package + "/Localizable.xcstrings", toPath: catalog)
        return (folder, catalog)
    }

    static let report = """
        added\tafter.error
        added\tbundle.format
        added\tbundle.message
        added\tbundle.string
        added\tfiles.count
        added\tmulti\\u{A}line
        added\traw "quoted" \\n
        stale\tremoved.key
        revived\tsave
        comment\tcancel
        comment\tsave

        """

    @Test func mergesIntoACatalogOnceAndThenChangesNothing() throws {
        let (folder, catalog) = try copiedCatalog()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sources = Self.package + "/Sources"
        let calls = sources + "/App/Calls.swift"
        let warnings = """
            \(calls):18:27: warning: the key of String(localized:) is an interpolated string; it is not extracted
            \(calls):19:27: warning: the key of NSLocalizedString is not a string literal; it is not extracted

            """
        let original = try Data(contentsOf: URL(fileURLWithPath: catalog))
        #expect(icufmt("extract", "--dry-run", "--catalog", catalog, sources)
                == Outcome(stdout: Self.report, stderr: warnings))
        #expect(try Data(contentsOf: URL(fileURLWithPath: catalog)) == original)

        #expect(icufmt("extract", "--catalog", catalog, sources) == Outcome(stdout: Self.report, stderr: warnings))
        let written = try Data(contentsOf: URL(fileURLWithPath: catalog))
        #expect(String(decoding: written, as: UTF8.self).contains("\"extractionState\" : \"stale\""))
        #expect(icufmt("extract", "--catalog", catalog, sources) == Outcome(stdout: "", stderr: warnings))
        #expect(try Data(contentsOf: URL(fileURLWithPath: catalog)) == written)

        // --function adds the two custom calls.
        #expect(icufmt("extract", "--function", "loc", "--function", "label", "--json", "--catalog", catalog, calls)
                == Outcome(stdout: """
                    {"path":"\(catalog)","written":true,"added":["custom.key","member.custom"],"stale":["after.error"],\
                    "revived":[],"commentChanged":[],"defaultChanged":[],"warnings":[\
                    {"path":"\(calls)","line":18,"column":27,"kind":"keyInterpolated","message":"the key of String(localized:) is an interpolated string; it is not extracted"},\
                    {"path":"\(calls)","line":19,"column":27,"kind":"keyNotLiteral","message":"the key of NSLocalizedString is not a string literal; it is not extracted"}]}

                    """))
    }

    @Test func createsAStringsFile() throws {
        let (folder, _) = try copiedCatalog()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let strings = folder + "/Settings.strings"
        #expect(icufmt("extract", "--strings", strings, Self.package + "/Sources/App/Calls.swift").stdout
                == "added\tsettings.title\n")
        #expect(try String(contentsOfFile: strings, encoding: .utf8) == """
            /* The settings screen's title */
            "settings.title" = "settings.title";


            """)
    }

    /// A file nested deeper than the parser reads is a warning naming it, in the
    /// report and its JSON, exit 1, and the catalog is not written (its keys would
    /// look unused); 200 levels are read whole.
    @Test func sourceNestedTooDeepIsAWarningAndExitsWithOne() throws {
        let (folder, _) = try copiedCatalog()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sources = folder + "/Sources"
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        func nested(_ depth: Int) -> String {
            "let x\(depth) = " + String(repeating: "(", count: depth) + #"NSLocalizedString("key\#(depth)", comment: "c")"#
                + String(repeating: ")", count: depth) + "\n"
        }
        try Data(nested(200).utf8).write(to: URL(fileURLWithPath: sources + "/deep200.swift"))
        let strings = folder + "/Localizable.strings"
        #expect(icufmt("extract", "--strings", strings, sources) == Outcome(stdout: "added\tkey200\n"))

        try Data(nested(1000).utf8).write(to: URL(fileURLWithPath: sources + "/deep1000.swift"))
        let before = try Data(contentsOf: URL(fileURLWithPath: strings))
        let deep = sources + "/deep1000.swift"
        let message = "the code nests deeper than 256 levels; it is not read from here to the end of the file, "
            + "and its keys are not extracted"
        #expect(icufmt("extract", "--strings", strings, sources)
                == Outcome(stdout: "", stderr: "\(deep):1:270: warning: \(message)\n", status: 1))
        #expect(icufmt("extract", "--json", "--strings", strings, sources)
                == Outcome(stdout: """
                    {"path":"\(strings)","written":false,"added":[],"stale":[],"revived":[],"commentChanged":[],\
                    "defaultChanged":[],"warnings":[{"path":"\(deep)","line":1,"column":270,"kind":"nestingTooDeep",\
                    "message":"\(message)"}]}

                    """, status: 1))
        #expect(try Data(contentsOf: URL(fileURLWithPath: strings)) == before)
    }

    @Test func badInputExitsWithOneAndBadOptionsWithTwo() throws {
        let (folder, catalog) = try copiedCatalog()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("{\"strings\" : [".utf8).write(to: URL(fileURLWithPath: catalog))
        let malformed = icufmt("extract", "--catalog", catalog, Self.package + "/Sources/App/Empty.swift")
        #expect(malformed.status == 1)
        #expect(malformed.stdout == "")
        #expect(malformed.stderr.hasPrefix("icufmt: \(catalog):1:"))
        #expect(icufmt("extract", "--catalog", folder + "/L.xcstrings", "/nonexistent").status == 1)
        #expect(icufmt("extract", Self.package).status == 2)
        #expect(icufmt("extract", "--catalog", catalog).status == 2)
        #expect(icufmt("extract", "--catalog", catalog, "--strings", folder + "/L.strings", Self.package).status == 2)
    }
}
#endif
