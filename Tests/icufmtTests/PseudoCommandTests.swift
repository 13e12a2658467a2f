import Foundation
import Testing

@Suite struct PseudoCommandTests {
    static func scratch() throws -> String {
        let path = FileManager.default.temporaryDirectory.path + "/icufmt-pseudo-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func writesACatalogWithThePseudoLanguage() throws {
        let output = try Self.scratch() + "/Localizable.xcstrings"
        let source = MessageFixtures.path("Lint/Clean/Catalog.xcstrings")
        let outcome = icufmt("pseudo", "--mode", "accents", "--catalog", source, "--output", output, "--json")
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.stdout.hasPrefix(#"{"mode":"accents","language":"en-XA","files":[{"path":"\#(output)","entries":"#))
        let written = try String(contentsOfFile: output, encoding: .utf8)
        #expect(written.contains(#""en-XA" : {"#))
        // The copy lints clean.
        #expect(icufmt("lint", output) == Outcome(stdout: ""))
    }

    @Test func writesAnLprojFolder() throws {
        let output = try Self.scratch()
        let outcome = icufmt("pseudo", "--mode", "bidi", "--resources", MessageFixtures.path("Runs/Folders"), "--output", output)
        let folder = output + "/en-XB.lproj"
        #expect(outcome == Outcome(stdout: """
            \(folder)/Localizable.strings: 9 entries in en-XB
            \(folder)/Localizable.stringsdict: 4 entries in en-XB

            """))
        #expect(icufmt("lint", folder).status == 0)
        #expect(icufmt("message", "--locale", "en", "--stringsdict", folder + "/Localizable.stringsdict",
                       "--key", "activity-profile.label.%lu out of %lu runs completed", "1", "3").status == 0)
    }

    @Test func badInputExitsWithOne() throws {
        let output = try Self.scratch()
        let outcome = icufmt("pseudo", "--catalog", MessageFixtures.path("Bad/invalid.xcstrings"), "--output", output + "/x.xcstrings")
        #expect(outcome.status == 1)
        #expect(outcome.stderr.hasPrefix("icufmt pseudo: "))
        #expect(icufmt("pseudo", "--resources", output + "/missing", "--output", output).status == 1)
    }

    @Test func badOptionsExitWithTwo() {
        #expect(icufmt("pseudo", "--output", "x").status == 2)
        #expect(icufmt("pseudo", "--mode", "upside-down", "--catalog", "a.xcstrings", "--output", "x").status == 2)
        #expect(icufmt("pseudo", "--catalog", "a.xcstrings", "--resources", "R", "--output", "x").status == 2)
        #expect(icufmt("pseudo", "--catalog", "a.xcstrings").status == 2)
    }
}
