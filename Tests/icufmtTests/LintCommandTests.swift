import Foundation
import Testing

@Suite struct LintCommandTests {
    static func path(_ relative: String) -> String { MessageFixtures.path("Lint/" + relative) }

    @Test(.cldr42) func printsFindingsAsCompilersDo() {
        let directory = Self.path("Plurals")
        #expect(icufmt("lint", directory) == Outcome(stdout: """
            \(directory)/ja.lproj/Localizable.stringsdict:5:2: warning: 'files': the variable 'n' has a form for one, which ja never uses [plural-unused-category]
            \(directory)/ru.lproj/Localizable.stringsdict:5:2: error: 'files': the variable 'n' has no form for few, many (ru uses one, few, many, other) [plural-missing-category]

            """, status: 1))
    }

    @Test func writesJSON() {
        let file = Self.path("Classes/duplicate.strings")
        #expect(icufmt("lint", "--json", file) == Outcome(stdout: """
            {"path":"\(file)","line":4,"column":1,"severity":"warning","code":"duplicate-key","message":"the key 'greeting' is written on lines 1 and 4; the later value is used"}

            """))
    }

    @Test func warningsFailOnlyWhenStrict() {
        let directory = Self.path("Completeness")
        #expect(icufmt("lint", directory).status == 0)
        #expect(icufmt("lint", "--strict", directory).status == 1)
        #expect(icufmt("lint", "--strict", Self.path("Clean/ja.lproj/Localizable.strings")) == Outcome(stdout: ""))
    }

    @Test func readsMessagesInTheSyntaxGiven() {
        let outcome = icufmt("lint", "--messages", "icu", "--locale", "en", Self.path("Messages/icu.strings"))
        #expect(outcome.status == 1)
        #expect(outcome.stdout.hasSuffix("icu.strings:2:1: error: 'broken': U_PATTERN_SYNTAX_ERROR at byte 15 of the message [message-syntax]\n"))
    }

    @Test func badOptionsExitWithTwo() {
        #expect(icufmt("lint").status == 2)
        #expect(icufmt("lint", "--messages", "yaml", Self.path("Classes")).status == 2)
        #expect(icufmt("lint", "--locale", "!!", Self.path("Classes")).status == 2)
    }

    @Test func aMissingFileIsAFinding() {
        #expect(icufmt("lint", "/nonexistent/L.strings")
                == Outcome(stdout: "/nonexistent/L.strings:1:1: error: no such file [unreadable-file]\n", status: 1))
    }

    @Test func help() {
        #expect(icufmt("lint", "--help") == Outcome(stdout: #"""
        OVERVIEW: Check .strings, .stringsdict and .xcstrings files for faults
        translators and tools make.

        Each PATH is a file or a resources directory, walked for .strings, .stringsdict
        and .xcstrings files; the .lproj folders of one directory are compared with
        each other, and the languages of a catalog with its source language. The
        checks: syntax, structure, plural forms for every category the language's CLDR
        rules use, the arguments of a translation against the development language's
        string, and keys missing per localization. Each finding is a line
        'path:line:column: error|warning: message [code]', as compilers print them;
        with --json, {"path":…,"line":…,"column":…,"severity":…,"code":…,"message":…}.

        Exit status: 0 when no error was found (warnings allowed, unless --strict), 1
        when one was, 2 for bad options.

        USAGE: icufmt lint [--locale <id>] [--development-language <id>] [--messages <syntax>] [--strict] [--json] <path> ...

        ARGUMENTS:
          <path>                  The files and resources directories to check.

        OPTIONS:
          --locale <id>           Check the plural forms of files outside .lproj
                                  folders in this language, such as ru.
          --development-language <id>
                                  Compare translations with this language (default: a
                                  catalog's source language, or en).
          --messages <syntax>     Read the values as printf (Apple's formats), icu (ICU
                                  MessageFormat) or mf2 (MessageFormat 2). (default:
                                  printf)
          --strict                Exit with 1 on a warning too.
          --json                  Write one JSON object per finding.
          --version               Show the version.
          -h, --help              Show help information.


        """#))
    }
}
