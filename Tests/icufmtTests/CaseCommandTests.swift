import Testing

/// `icufmt case`: the four mappings, their options, batch lines with their own
/// locale, JSON, and text that is not UTF-8. The expected texts are Unicode's
/// case mappings, the same on every ICU.
@Suite struct CaseCommandTests {
    @Test func mapsByTheLocalesRules() {
        #expect(icufmt("case", "upper", "--locale", "tr", "istanbul", "ılık") == Outcome(stdout: "İSTANBUL\nILIK\n"))
        #expect(icufmt("case", "lower", "--locale", "tr", "DİYARBAKIR") == Outcome(stdout: "diyarbakır\n"))
        #expect(icufmt("case", "upper", "--locale", "el", "άδεια") == Outcome(stdout: "ΑΔΕΙΑ\n"))
        #expect(icufmt("case", "title", "--locale", "nl", "ijssel") == Outcome(stdout: "IJssel\n"))
        #expect(icufmt("case", "lower", "--locale", "lt", "Ì") == Outcome(stdout: "i\u{307}\u{300}\n"))
        #expect(icufmt("case", "upper", "--locale", "de", "straße") == Outcome(stdout: "STRASSE\n"))
        #expect(icufmt("case", "fold", "--locale", "en", "Straße") == Outcome(stdout: "strasse\n"))
    }

    @Test func options() {
        #expect(icufmt("case", "title", "--locale", "en", "hELLO wORLD") == Outcome(stdout: "Hello World\n"))
        #expect(icufmt("case", "title", "--title-without-lowercasing", "--locale", "en", "hELLO wORLD")
                == Outcome(stdout: "HELLO WORLD\n"))
        #expect(icufmt("case", "title", "--title-without-adjusting", "--locale", "en", "_abc") == Outcome(stdout: "_abc\n"))
        #expect(icufmt("case", "fold", "--locale", "tr", "Iİ") == Outcome(stdout: "ii\u{307}\n"))
        #expect(icufmt("case", "fold", "--turkic", "--locale", "tr", "Iİ") == Outcome(stdout: "ıi\n"))
    }

    @Test func batchLinesNameTheirLocale() {
        #expect(icufmt("case", "upper", "--locale", "en", stdin: "istanbul\ntr\tistanbul\naz\tistanbul\n")
                == Outcome(stdout: "ISTANBUL\nİSTANBUL\nİSTANBUL\n"))
    }

    @Test func json() {
        #expect(icufmt("case", "upper", "--locale", "tr", "--json", "i")
                == Outcome(stdout: #"{"input":"i","output":"İ"}"# + "\n"))
    }

    /// A line that is not UTF-8 fails alone; the lines after it are still mapped.
    @Test func aLineThatIsNotUTF8Fails() {
        let outcome = icufmt(shell: #"printf 'ab\377c\nistanbul\n' | "$0" "$@""#, "case", "upper", "--locale", "tr")
        #expect(outcome.stdout == "\nİSTANBUL\n")
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("not UTF-8"))
    }

    @Test func anEmptyTextIsAFailureAsEveryEmptyResultIs() {
        #expect(icufmt("case", "upper", "--locale", "en", stdin: "\nx\n").stdout == "\nX\n")
    }

    @Test func badUsage() {
        #expect(icufmt("case", "sideways", "x").status == 2)
        #expect(icufmt("case", "upper", "--locale", "!!", "x").status == 2)
        #expect(icufmt("case", "upper", "--locale", "en", stdin: "!!\tx\n").status == 1)
    }
}
