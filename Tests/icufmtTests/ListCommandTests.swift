import ICU
import Testing

/// `icufmt list`: the types and widths, batch lines with and without a locale
/// column, JSON, and the bad inputs. The expected texts are ICU 72's.
@Suite struct ListCommandTests {
    @Test(.cldr42) func joinsAsTheLocalesLanguage() {
        #expect(icufmt("list", "--locale", "en", "Paris", "Rome", "Lisbon") == Outcome(stdout: "Paris, Rome, and Lisbon\n"))
        #expect(icufmt("list", "--locale", "de", "--type", "or", "Tee", "Kaffee", "Wasser")
                == Outcome(stdout: "Tee, Kaffee oder Wasser\n"))
        #expect(icufmt("list", "--locale", "es", "Fernando", "Isabel") == Outcome(stdout: "Fernando e Isabel\n"))
        #expect(icufmt("list", "--locale", "en", "--type", "unit", "--width", "narrow", "5h", "30min")
                == Outcome(stdout: "5h 30min\n"))
        #expect(icufmt("list", "--locale", "en", "--width", "short", "a", "b", "c") == Outcome(stdout: "a, b, & c\n"))
        #expect(icufmt("list", "--locale", "en", "solo") == Outcome(stdout: "solo\n"))
    }

    /// Each line is a list, its items separated by tabs; every field is an item
    /// unless --locale-column makes the first its locale.
    @Test(.cldr42) func batchLines() {
        #expect(icufmt("list", "--locale", "de", stdin: "a\tb\nfr\tx\ty\n")
                == Outcome(stdout: "a und b\nfr, x und y\n"))
        #expect(icufmt("list", "--locale", "de", "--locale-column", stdin: "fr\tx\ty\nhe\tאבא\tBob\nde\n")
                == Outcome(stdout: "x et y\nאבא ו-Bob\n\n", stderr: "icufmt: de: the output is empty; --json carries it as \"\"\n", status: 1))
    }

    /// The inputs of the two tests above, compared with the library in this
    /// process, so that they hold on any ICU.
    @Test func asTheLibrary() throws {
        let rows: [([String], LocaleID, ListFormat.Options, [String])] = [
            ([], "en", .init(), ["Paris", "Rome", "Lisbon"]), (["--type", "or"], "de", .init(type: .or), ["Tee", "Kaffee", "Wasser"]),
            ([], "es", .init(), ["Fernando", "Isabel"]),
            (["--type", "unit", "--width", "narrow"], "en", .init(type: .unit, width: .narrow), ["5h", "30min"]),
            (["--width", "short"], "en", .init(width: .short), ["a", "b", "c"]), ([], "en", .init(), ["solo"]),
            ([], "fr", .init(), ["x", "y"]), ([], "he", .init(), ["אבא", "Bob"]),
        ]
        for (options, locale, listOptions, items) in rows {
            let expected = try ListFormat(locale: locale, options: listOptions).format(items)
            #expect(icufmt(arguments: ["list", "--locale", locale.identifier] + options + items) == Outcome(stdout: expected + "\n"))
        }
    }

    @Test func json() {
        #expect(icufmt("list", "--locale", "en", "--json", "a", "b")
                == Outcome(stdout: #"{"input":"a\tb","output":"a and b"}"# + "\n"))
        #expect(icufmt("list", "--locale", "en", "--json", stdin: "\n").stdout == #"{"input":"","output":""}"# + "\n")
    }

    /// An empty line is one empty item, whose empty result fails; the lines after it are still joined.
    @Test func anEmptyLineFailsAsEveryEmptyResultDoes() {
        let outcome = icufmt("list", "--locale", "en", stdin: "\nx\ty\n")
        #expect(outcome.stdout == "\nx and y\n")
        #expect(outcome.status == 1)
    }

    @Test func aLineThatIsNotUTF8Fails() {
        let outcome = icufmt(shell: #"printf 'a\tb\377\nc\td\n' | "$0" "$@""#, "list", "--locale", "en")
        #expect(outcome.stdout == "\nc and d\n")
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("not UTF-8"))
    }

    @Test func badUsage() {
        #expect(icufmt("list", "--type", "xor", "a").status == 2)
        #expect(icufmt("list", "--width", "tiny", "a").status == 2)
        #expect(icufmt("list", "--locale", "!!", "a").status == 2)
        #expect(icufmt("list", "--locale-column", "a").status == 2)
        #expect(icufmt("list", "a\tb").status == 2)
        #expect(icufmt("list", "--locale-column", stdin: "!!\tx\n").status == 1)
    }
}
