import Foundation
import ICU
import Testing

/// The library's localized-string fixtures (`Tests/ICUTests/LocalizedStrings/Fixtures`).
enum MessageFixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ICUTests/LocalizedStrings/Fixtures").path

    static func path(_ relative: String) -> String { directory + "/" + relative }

    static let stringsdict = path("Runs/Folders/en.lproj/Localizable.stringsdict")
    static let catalog = path("Runs/Catalog/Localizable.xcstrings")
    static let folders = path("Runs/Folders")

    /// The rows of `Runs/expected.tsv`: language, key, arguments (comma-separated) and the expected output.
    static func expectedRows() throws -> [(language: String, key: String, arguments: String, expected: String)] {
        try String(contentsOfFile: path("Runs/expected.tsv"), encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                return (fields[0], fields[1], fields[2], fields[3])
            }
    }
}

@Suite struct MessageCommandTests {
    let scope = "scope.%lu out of %lu runs"

    /// The seed's example, from a .stringsdict file, a String Catalog and a resources directory.
    @Test func rendersTheSeedExampleFromEachSource() {
        let one = Outcome(stdout: "One of 3 runs completed\n")
        #expect(icufmt("message", "--locale", "en", "--stringsdict", MessageFixtures.stringsdict, "--key", scope, "1", "3") == one)
        #expect(icufmt("message", "--locale", "en", "--catalog", MessageFixtures.catalog, "--key", scope, "1", "3") == one)
        #expect(icufmt("message", "--locale", "en", "--resources", MessageFixtures.folders, "--key", scope, "1", "3") == one)
    }

    @Test func choosesTheLocalizationForLanguages() {
        // de has no stringsdict: the entry falls back to English, in the localization chosen.
        #expect(icufmt("message", "--resources", MessageFixtures.folders, "--languages", "de-AT,fr;q=0.8,en", "--json",
                       "--key", scope, "1", "3")
                == Outcome(stdout: #"{"input":"1\t3","output":"One of 3 runs completed","localization":"de"}"# + "\n"))
        #expect(icufmt("message", "--resources", MessageFixtures.folders, "--languages", "de-AT,fr;q=0.8,en", "--json",
                       "--key", "run %lu out of %lu completed", "2", "5")
                == Outcome(stdout: #"{"input":"2\t5","output":"Von 5 Läufen hast du 2 absolviert","localization":"de"}"# + "\n"))
        // Without --languages, the locale chooses.
        #expect(icufmt("message", "--locale", "pl-PL", "--resources", MessageFixtures.folders, "--json", "--key", "greeting",
                       stdin: "\n")
                == Outcome(stdout: #"{"input":"","output":"Cześć","localization":"pl"}"# + "\n"))
    }

    /// Lines of tab-separated arguments, some after a locale.
    @Test func russianFormsFromBatchLines() {
        let lines = "ru\t1\t3\nru\t2\t5\nru\t21\t25\n5\t22\nen\t1\t3\n"
        let russian = Outcome(stdout: """
            Завершён 1 из 3 забегов
            Завершено 2 из 5 забегов
            Завершён 21 из 25 забегов
            Завершено 5 из 22 забегов
            One of 3 runs completed

            """)
        #expect(icufmt("message", "--locale", "ru", "--catalog", MessageFixtures.catalog, "--key", scope, stdin: lines) == russian)
        #expect(icufmt("message", "--locale", "ru", "--resources", MessageFixtures.folders, "--key", scope, stdin: lines) == russian)
    }

    /// Every row of the fixtures' table, through the catalog and the folders, one run per key
    /// (the Arabic rows' digits are CLDR 42's).
    @Test(.cldr42) func rendersEveryExpectedRow() throws {
        let rows = try MessageFixtures.expectedRows()
        #expect(rows.count > 150)
        for key in Set(rows.map(\.key)) {
            let selected = rows.filter { $0.key == key }
            let stdin = selected.map { "\($0.language)\t" + $0.arguments.replacingOccurrences(of: ",", with: "\t") + "\n" }.joined()
            let expected = Outcome(stdout: selected.map { $0.expected + "\n" }.joined())
            for source in [["--catalog", MessageFixtures.catalog], ["--resources", MessageFixtures.folders]] {
                #expect(icufmt(arguments: ["message"] + source + ["--key", key], stdin: stdin) == expected, "\(key) \(source[0])")
            }
        }
    }

    /// ``rendersEveryExpectedRow()`` on any ICU: every row as the library renders it in this process.
    @Test func rendersEveryRowAsTheLibrary() throws {
        let rows = try MessageFixtures.expectedRows()
        #expect(rows.count > 150)
        for (source, bundle) in [("--catalog", MessageFixtures.catalog), ("--resources", MessageFixtures.folders)] {
            // The catalog's folder holds only the catalog: the library reads it from there.
            let library = try StringBundle(resourcesAt: source == "--catalog" ? MessageFixtures.path("Runs/Catalog") : bundle)
            for key in Set(rows.map(\.key)) {
                let selected = rows.filter { $0.key == key }
                let stdin = selected.map { "\($0.language)\t" + $0.arguments.replacingOccurrences(of: ",", with: "\t") + "\n" }.joined()
                let expected = try selected.map { row in
                    let arguments: [MessageArgument] = row.arguments.split(separator: ",").map { argument in
                        argument.contains(".") ? .double(Double(argument)!) : .integer(Int(argument)!)
                    }
                    return try library.format(row.key, localization: row.language, arguments: arguments) + "\n"
                }.joined()
                #expect(icufmt(arguments: ["message", source, bundle, "--key", key], stdin: stdin) == Outcome(stdout: expected),
                        "\(key) \(source)")
            }
        }
    }

    @Test func anArgumentThatIsNotTheNumberNeededFailsAlone() {
        #expect(icufmt("message", "--locale", "en", "--stringsdict", MessageFixtures.stringsdict, "--key", scope,
                       stdin: "x\t3\n1\t3\n")
                == Outcome(stdout: "\nOne of 3 runs completed\n",
                           stderr: "icufmt: x\t3: reading argument 1 'x': U_ILLEGAL_ARGUMENT_ERROR (the entry takes an integer there, such as 3 or -12)\n",
                           status: 1))
        #expect(icufmt("message", "--locale", "en", "--stringsdict", MessageFixtures.stringsdict, "--key", scope, "1.5", "3")
                == Outcome(stdout: "\n",
                           stderr: "icufmt: 1.5\t3: reading argument 1 '1.5': U_ILLEGAL_ARGUMENT_ERROR (the entry takes an integer there, such as 3 or -12)\n",
                           status: 1))
        #expect(icufmt("message", "--locale", "en", "--stringsdict", MessageFixtures.stringsdict, "--key", "distance.%g km",
                       "--json", stdin: "1.5\nkm\n")
                == Outcome(stdout: """
                    {"input":"1.5","output":"1.5 kilometers"}
                    {"input":"km","error":"reading argument 1 'km': U_ILLEGAL_ARGUMENT_ERROR (the entry takes a decimal number there, such as 2.5 or 1e6)"}

                    """, status: 1))
    }

    @Test func theNumberOfArgumentsMustFit() {
        #expect(icufmt("message", "--locale", "en", "--stringsdict", MessageFixtures.stringsdict, "--key", scope,
                       stdin: "1\nen\t1\t3\t5\t7\n")
                == Outcome(stdout: "\n\n", stderr: """
                    icufmt: 1: rendering the format '%1$#@lu_completed_runs@': U_ILLEGAL_ARGUMENT_ERROR (it needs 2 arguments, got 1)
                    icufmt: en\t1\t3\t5\t7: reading 5 arguments: U_ILLEGAL_ARGUMENT_ERROR (the entry takes 2)

                    """, status: 1))
    }

    /// As `NSBundle`: a key that no table has is rendered as its own format.
    @Test func aMissingKeyRendersAsItself() {
        for source in [["--strings", MessageFixtures.path("Runs/Folders/en.lproj/Localizable.strings")],
                       ["--resources", MessageFixtures.folders]] {
            #expect(icufmt(arguments: ["message", "--locale", "en"] + source + ["--key", "Welcome, %@: %lu new", "Anna", "3"])
                    == Outcome(stdout: "Welcome, Anna: 3 new\n"))
            #expect(icufmt(arguments: ["message", "--locale", "en"] + source + ["--key", "no such key"], stdin: "\nde\n")
                    == Outcome(stdout: "no such key\nno such key\n"))
        }
    }

    /// A catalog falls back as a resources directory does, its source language
    /// as the development language: a language it has no table for, and a key
    /// its table lacks, get the source language's entry.
    @Test func aCatalogFallsBackAsResourcesDo() {
        let run = "run %lu out of %lu completed"
        for source in [["--catalog", MessageFixtures.catalog], ["--resources", MessageFixtures.folders]] {
            #expect(icufmt(arguments: ["message", "--locale", "ja"] + source + ["--key", scope, "1", "3"])
                    == Outcome(stdout: "One of 3 runs completed\n"), "\(source)")
            // A region takes its language's table; a language without one, the source language's.
            #expect(icufmt(arguments: ["message"] + source + ["--key", run], stdin: "de-AT\t2\t5\nfr_FR\t2\t5\nja-JP\t1\t5\n")
                    == Outcome(stdout: "Von 5 Läufen hast du 2 absolviert\nRun 2 out of 5 completed\nRun 1 out of 5 completed\n"),
                    "\(source)")
            // A key the German table lacks: the English entry, with English plural rules.
            #expect(icufmt(arguments: ["message", "--locale", "de"] + source + ["--key", scope, "1", "3"])
                    == Outcome(stdout: "One of 3 runs completed\n"), "\(source)")
        }
    }

    @Test func aSourceThatCannotBeReadIsABadOption() {
        let file = MessageFixtures.path("Bad/syntax.strings")
        #expect(icufmt("message", "--locale", "en", "--strings", file, "--key", "ok", "1")
                == Outcome(stdout: "", stderr: """
                    Error: \(file):3:27: reading \(file): U_PARSE_ERROR (';' expected after the value)
                      See 'icufmt message --help' for more information.

                    """, status: 2))
        let none = MessageFixtures.path("Bad/none")
        #expect(icufmt("message", "--resources", none, "--key", "ok", "1")
                == Outcome(stdout: "", stderr: """
                    Error: \(none):1:1: listing \(none): U_FILE_ACCESS_ERROR (no such directory)
                      See 'icufmt message --help' for more information.

                    """, status: 2))
        #expect(icufmt("message", "--resources", MessageFixtures.folders, "--table", "Other", "--key", "ok", "1")
                == Outcome(stdout: "", stderr: """
                    Error: --table: \(MessageFixtures.folders) has no table 'Other'; it has Localizable
                      See 'icufmt message --help' for more information.

                    """, status: 2))
    }

    /// Property lists nested 10,000 deep, or binary ones that contain
    /// themselves or share objects into 2^41 values, are refused promptly:
    /// they crashed the reader or ran without end.
    @Test func propertyListsThatWouldCrashOrHangAreBadOptions() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("icufmtTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let nested = directory.appendingPathComponent("nested.stringsdict").path
        let levels = String(repeating: "<array>", count: 9_999) + String(repeating: "</array>", count: 9_999)
        try Data(("<plist><dict><key>k</key>" + levels + "</dict></plist>").utf8).write(to: URL(fileURLWithPath: nested))
        for (file, location, reason) in [
            (nested, "1:467", "arrays and dictionaries nested more than 64 deep"),
            (MessageFixtures.path("Bad/cycle.stringsdict"), "1:1", "at byte 8: object 0 refers to itself (a reference cycle)"),
            (MessageFixtures.path("Bad/shared.stringsdict"), "1:1",
             "at byte 199: more than 1048576 values, counting each use of a shared one"),
        ] {
            #expect(icufmt("message", "--locale", "en", "--stringsdict", file, "--key", "k", "1")
                    == Outcome(stdout: "", stderr: """
                        Error: \(file):\(location): reading \(file): U_PARSE_ERROR (\(reason))
                          See 'icufmt message --help' for more information.

                        """, status: 2))
        }
    }

    @Test func badOptions() {
        let usage = """
            Usage: icufmt message [<options>] [<arg> ...]
              See 'icufmt message --help' for more information.

            """
        #expect(icufmt("message", "--key", scope, "1", "3")
                == Outcome(stdout: "", stderr: "Error: Give one of --strings, --stringsdict, --catalog, --resources or --icu.\n" + usage, status: 2))
        #expect(icufmt("message", "--stringsdict", MessageFixtures.stringsdict, "--catalog", MessageFixtures.catalog, "--key", scope, "1", "3")
                == Outcome(stdout: "", stderr: "Error: Give only one of --strings, --stringsdict, --catalog, --resources or --icu.\n" + usage, status: 2))
        #expect(icufmt("message", "--strings", MessageFixtures.stringsdict, "--key", scope, "1", "3")
                == Outcome(stdout: "", stderr: "Error: --strings takes a file whose name ends in .strings.\n" + usage, status: 2))
        #expect(icufmt("message", "--catalog", MessageFixtures.catalog, "--table", "Other", "--key", scope, "1", "3")
                == Outcome(stdout: "", stderr: "Error: --table goes with --resources.\n" + usage, status: 2))
        #expect(icufmt("message", "--catalog", MessageFixtures.catalog, "--languages", "de", "--key", scope, "1", "3")
                == Outcome(stdout: "", stderr: "Error: --languages goes with --resources.\n" + usage, status: 2))
        #expect(icufmt("message", "--catalog", MessageFixtures.catalog, "--key", scope, "1\t2", "3")
                == Outcome(stdout: "", stderr: "Error: An argument cannot hold a tab: tabs separate the arguments of a batch line.\n" + usage, status: 2))
        let noKey = icufmt("message", "--catalog", MessageFixtures.catalog, "1", "3")
        #expect(noKey.status == 2)
        #expect(noKey.stderr.hasPrefix("Error: Give --key, the entry to render.\n"))
    }
}
