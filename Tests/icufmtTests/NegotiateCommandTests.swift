import Testing

@Suite struct NegotiateCommandTests {
    @Test func picksTheSupportedEntryAsWritten() {
        #expect(icufmt("negotiate", "--supported", "en-US,de,fr_CH", "de-AT,de;q=0.9,en;q=0.5", "fr-FR", "ja", "", "*")
                == Outcome(stdout: "de\nfr_CH\nen-US\nen-US\nen-US\n"))
        #expect(icufmt("negotiate", "--supported", " en-US , zh-Hant ", "zh-TW") == Outcome(stdout: "zh-Hant\n"))
    }

    @Test func theDefault() {
        #expect(icufmt("negotiate", "--supported", "en-US,de", "--default", "de", "ja", "!!") == Outcome(stdout: "de\nde\n"))
    }

    @Test func lookup() {
        #expect(icufmt("negotiate", "--lookup", "--supported", "en-US,de-CH,zh-Hant", "de-CH-1996", "zh-TW", "zh-Hant-TW")
                == Outcome(stdout: "de-CH\nen-US\nzh-Hant\n"))
    }

    /// Canonical codes on both sides: a deprecated supported code is found by itself and by its replacement.
    @Test func lookupFindsDeprecatedCodes() {
        #expect(icufmt("negotiate", "--lookup", "--supported", "en,iw,in,mo", "iw", "he-IL", "in", "mo", "ro")
                == Outcome(stdout: "iw\niw\nin\nmo\nmo\n"))
    }

    /// Spaces around an entry go; one inside it is refused, not dropped.
    @Test func aSpaceInsideASupportedEntryIsRefused() {
        let outcome = icufmt("negotiate", "--supported", "e n,de", "en")
        #expect(outcome.status == 2)
        #expect(outcome.stdout == "")
        #expect(outcome.stderr.contains("--supported: reading locale ID 'e n'"))
    }

    /// A header that Swift calls equal to one answered before (KELVIN SIGN for `K`,
    /// GREEK QUESTION MARK for `;`) gets its own answer.
    @Test func canonicallyEquivalentHeadersGetTheirOwnAnswers() {
        #expect(icufmt("negotiate", "--supported", "en-US,ko", stdin: "Ko\n\u{212A}o\nja,ko;q=0.5\nja,ko\u{037E}q=0.5\n")
                == Outcome(stdout: "ko\nen-US\nko\nen-US\n"))
    }

    @Test func json() {
        #expect(icufmt("negotiate", "--json", "--supported", "en-US,de", "de-AT;q=0.5,ja", "ja")
                == Outcome(stdout: """
                    {"input":"de-AT;q=0.5,ja","output":"de","matched":"de-AT","usedDefault":false}
                    {"input":"ja","output":"en-US","matched":null,"usedDefault":true}

                    """))
    }

    /// Lines of standard input are whole headers: a tab is white space in them, not a LOCALE column.
    @Test func headersFromStandardInput() {
        #expect(icufmt("negotiate", "--supported", "en,fr,de", stdin: "de-CH\t;q=0.5, fr\n\nde\r\n")
                == Outcome(stdout: "fr\nen\nde\n"))
    }

    @Test func badOptions() {
        let bad = icufmt("negotiate", "--supported", "en,!!", "de")
        #expect(bad.status == 2 && bad.stdout.isEmpty)
        #expect(bad.stderr.hasPrefix("Error: --supported: reading locale ID '!!'"))
        let notListed = icufmt("negotiate", "--supported", "en", "--default", "de", "de")
        #expect(notListed.status == 2)
        #expect(notListed.stderr.contains("the default 'de' is not one of the supported locales"))
        #expect(icufmt("negotiate", "--supported", "", "de").status == 2)
        #expect(icufmt("negotiate", "de").status == 2)
    }
}
