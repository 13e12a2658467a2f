import ICU
import Testing

/// `sort`, `compare`, `sort-key` and `search`: ICU 72's orders and matches, and bad input.
@Suite struct CollationCommandTests {
    @Test(.cldr42) func sortsSwedishAndGerman() {
        let words = "zebra\nära\napa\nöl\nåsna\noxe\n"
        #expect(icufmt("sort", "--locale", "sv", stdin: words) == Outcome(stdout: "apa\noxe\nzebra\nåsna\nära\nöl\n"))
        #expect(icufmt("sort", "--locale", "de", stdin: words) == Outcome(stdout: "apa\nära\nåsna\nöl\noxe\nzebra\n"))
        #expect(icufmt("sort", "--locale", "de@collation=phonebook", stdin: "Muller\nMüller\nMuffe\n")
                == Outcome(stdout: "Müller\nMuffe\nMuller\n"))
    }

    @Test(.cldr42) func sortOptions() {
        #expect(icufmt("sort", "--locale", "en", "--numeric", stdin: "file10\nfile2\nfile1\n") == Outcome(stdout: "file1\nfile2\nfile10\n"))
        #expect(icufmt("sort", "--locale", "en", "--case-first", "upper", stdin: "a\nB\nA\nb\n") == Outcome(stdout: "A\na\nB\nb\n"))
        #expect(icufmt("sort", "--locale", "en", "--reverse", stdin: "b\na\nc") == Outcome(stdout: "c\nb\na\n"))
        #expect(icufmt("sort", "--locale", "en", "--unique", "--strength", "secondary", stdin: "b\nA\na\nB\n")
                == Outcome(stdout: "A\nb\n"))
        #expect(icufmt("sort", "--locale", "en", "--alternate", "shifted", "--unique", stdin: "e-mail\nemail\ne mail\n")
                == Outcome(stdout: "e-mail\n"))
        #expect(icufmt("sort", "--locale", "de", "--json", stdin: "b\n\"a\"\n") == Outcome(stdout: #"["\"a\"","b"]"# + "\n"))
        #expect(icufmt("sort", "--locale", "de", "--json", stdin: "") == Outcome(stdout: "[]\n"))
        #expect(icufmt("sort", "--locale", "de", stdin: "") == Outcome(stdout: ""))
    }

    /// `--normalization`: text whose marks are not in canonical order (not FCD)
    /// compares equal to its canonical equivalent only when normalized first.
    @Test func normalizationOption() throws {
        let unordered = "a\u{0302}\u{0323}", composed = "\u{1EAD}"
        #expect(icufmt("compare", "--locale", "en", unordered, composed) == Outcome(stdout: "<\n"))
        #expect(icufmt("compare", "--locale", "en", "--normalization", unordered, composed) == Outcome(stdout: "=\n"))
        #expect(icufmt("compare", "--locale", "en", "--strength", "identical", "--normalization", unordered, composed)
                == Outcome(stdout: "=\n"))
        #expect(icufmt("sort", "--locale", "en", "--unique", "--normalization", stdin: "\(unordered)\n\(composed)\n")
                == Outcome(stdout: "\(unordered)\n"))
        #expect(icufmt("sort", "--locale", "en", "--unique", stdin: "\(unordered)\n\(composed)\n")
                == Outcome(stdout: "\(unordered)\n\(composed)\n"))
        let plain = icufmt("sort-key", "--locale", "en", unordered, composed).stdout.split(separator: "\n")
        let normalized = icufmt("sort-key", "--locale", "en", "--normalization", unordered, composed).stdout.split(separator: "\n")
        try #require(plain.count == 2 && normalized.count == 2, "\(plain) \(normalized)")
        #expect(plain[0] != plain[1])
        #expect(normalized[0] == normalized[1])
        #expect(normalized[1] == plain[1])
    }

    /// Lines that cannot be sorted are named and left out; the rest is still written.
    @Test func sortBadLines() {
        #expect(icufmt(shell: #"printf 'b\n\377\na\n' | "$0" "$@""#, "sort", "--locale", "en")
                == Outcome(stdout: "a\nb\n", stderr: "icufmt: line 2: the line is not UTF-8\n", status: 1))
        #expect(icufmt(shell: #"{ echo b; head -c 10485760 /dev/zero | tr '\0' x; echo; echo a; } | "$0" "$@""#, "sort", "--locale", "en")
                == Outcome(stdout: "a\nb\n",
                           stderr: "icufmt: line 2: the line has more than 1048576 bytes (1 MiB), the most a line may have\n",
                           status: 1))
        #expect(icufmt("sort", "--locale", "de@collation=nonsense", stdin: "a\n").status == 2)
    }

    @Test(.cldr42) func compares() {
        #expect(icufmt("compare", "--locale", "sv", "ä", "z") == Outcome(stdout: ">\n"))
        #expect(icufmt("compare", "--locale", "de", "ä", "z") == Outcome(stdout: "<\n"))
        #expect(icufmt("compare", "--locale", "en", "--strength", "primary", "resume", "Résumé") == Outcome(stdout: "=\n"))
        #expect(icufmt("compare", "--locale", "en", "--json", "a", "b") == Outcome(stdout: #"{"input":"a\tb","output":"<"}"# + "\n"))
        #expect(icufmt("compare", "--locale", "en", stdin: "a\tA\nsv\tä\tz\nnotab\n")
                == Outcome(stdout: "<\n>\n\n", stderr: "icufmt: notab: reading a pair: U_ILLEGAL_ARGUMENT_ERROR (expected A<TAB>B)\n", status: 1))
        #expect(icufmt("compare", "--locale", "en", "a").status == 2)
    }

    @Test func sortKeysAreICUs() throws {
        let outcome = icufmt("sort-key", "--locale", "de", "a", "b")
        let keys = outcome.stdout.split(separator: "\n")
        #expect(outcome.status == 0, "\(outcome)")
        // Required before indexing: without two keys the test ends here, not the process.
        try #require(keys.count == 2, "\(outcome)")
        #expect(keys.allSatisfy { $0.hasSuffix("00") && $0.count % 2 == 0 })
        #expect(keys[0] < keys[1])
        #expect(icufmt(shell: #"printf '\377\n' | "$0" "$@""#, "sort-key", "--locale", "de").status == 1)
    }

    @Test func searches() {
        #expect(icufmt("search", "--locale", "de", "--strength", "primary", "strasse", stdin: "Hauptstraße 5\nnichts\n😀 STRASSE\n")
                == Outcome(stdout: "5:12\tHauptstraße 5\n5:12\t😀 STRASSE\n"))
        #expect(icufmt("search", "--locale", "fr", "--strength", "primary", "--json", "resume", stdin: "un résumé\n")
                == Outcome(stdout: #"{"input":"un résumé","start":3,"end":11}"# + "\n"))
        #expect(icufmt(shell: #"printf 'x\377\nresume\n' | "$0" "$@""#, "search", "--locale", "en", "resume")
                == Outcome(stdout: "0:6\tresume\n", stderr: "icufmt: line 1: the line is not UTF-8\n", status: 1))
        #expect(icufmt("search", "--locale", "en", "", stdin: "a\n").status == 2)
    }
}

/// The twins of the `.cldr42` tests above: the tool's orders against the library's, on any ICU.
@Suite struct CollationCommandTwinTests {
    @Test(arguments: ["sv", "de", "de@collation=phonebook", "es@collation=traditional", "zh@collation=stroke"])
    func sortsAsTheLibrary(locale: String) throws {
        let words = ["zebra", "ära", "apa", "öl", "Müller", "Muffe", "chico", "llama", "luz", "中", "一", "国"]
        let sorted = try CollationRules(locale: LocaleID(locale)).sorted(words)
        #expect(icufmt("sort", "--locale", locale, stdin: words.joined(separator: "\n"))
                == Outcome(stdout: sorted.joined(separator: "\n") + "\n"))
    }

    @Test func comparesAsTheLibrary() throws {
        for (locale, a, b) in [("sv", "ä", "z"), ("de", "ä", "z"), ("en", "file2", "file10")] {
            let order = try CollationRules(locale: LocaleID(locale)).compare(a, b)
            #expect(icufmt("compare", "--locale", locale, a, b) == Outcome(stdout: "\(order)\n"))
        }
    }
}
