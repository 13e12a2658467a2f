import Testing

@Suite struct MF2CommandTests {
    @Test func formatsWithArgumentsAndIsolation() {
        #expect(icufmt("mf2", "--locale", "en_US", "Hello, {$name}!", "name=Anna")
                == Outcome(stdout: "Hello, \u{2068}Anna\u{2069}!\n"))
        #expect(icufmt("mf2", "--locale", "en_US", "--bidi-isolation", "none", "Hello, {$name}!", "name=Anna")
                == Outcome(stdout: "Hello, Anna!\n"))
    }

    @Test(.cldr42) func selectsByPluralCategory() {
        let source = ".input {$count :integer} .match $count one {{{$count} file}} * {{{$count} files}}"
        #expect(icufmt("mf2", "--locale", "en_US", "--bidi-isolation", "none", source, "count=1")
                == Outcome(stdout: "1 file\n"))
        #expect(icufmt("mf2", "--locale", "en_US", "--bidi-isolation", "none", source, "count=3")
                == Outcome(stdout: "3 files\n"))
    }

    @Test func writesFallbacksAndErrors() {
        #expect(icufmt("mf2", "--locale", "en_US", "--bidi-isolation", "none", "Hi {$name :number}")
                == Outcome(stdout: "Hi {$name}\n",
                           stderr: "unresolved-variable: $name\nbad-operand: :number needs a number\n", status: 1))
        #expect(icufmt("mf2", "--locale", "en_US", ".match {{x}}").status == 1)
    }

    @Test(.cldr42) func runsTestCases() {
        let cases = """
            {"src": "{$x :number}", "locale": "de-DE", "params": [{"name": "x", "value": 1234.5}], "bidiIsolation": "none"}
            {"src": "{a :test:function}", "bidiIsolation": "none"}
            {"src": "{{"}

            """
        #expect(icufmt("mf2", "--cases", stdin: cases)
                == Outcome(stdout: """
                    {"output":"1.234,5","errors":[]}
                    {"output":"{|a|}","errors":[{"type":"bad-operand"}]}
                    {"errors":[{"type":"syntax-error"}]}

                    """, status: 1))
    }

    /// A boolean parameter is text to the message: a date function finds it is no date.
    @Test func readsBooleanParametersAsText() {
        let cases = """
            {"src": "{$x :datetime}", "params": [{"name": "x", "value": true}], "bidiIsolation": "none"}
            {"src": "{$x}", "params": [{"name": "x", "value": false}], "bidiIsolation": "none"}

            """
        #expect(icufmt("mf2", "--cases", stdin: cases)
                == Outcome(stdout: """
                    {"output":"{$x}","errors":[{"type":"bad-operand"}]}
                    {"output":"false","errors":[]}

                    """, status: 1))
    }

    /// A parameter of the schema's type datetime is a date, written as a date
    /// literal is (with no offset, in UTC), not text; one that is no date is a bad test case.
    @Test func readsDatetimeParametersAsDates() {
        let cases = """
            {"src": "{$dt}", "locale": "en-US", "params": [{"type": "datetime", "name": "dt", "value": "2006-01-02T15:04:06"}], "bidiIsolation": "none"}
            {"src": "{|2006-01-02T15:04:06Z| :datetime}", "locale": "en-US", "bidiIsolation": "none"}
            {"src": "{$dt :date}", "locale": "en-US", "params": [{"type": "datetime", "name": "dt", "value": "2006-01-02"}], "bidiIsolation": "none"}
            {"src": "{|2006-01-02| :date}", "locale": "en-US", "bidiIsolation": "none"}
            {"src": "{$dt :time}", "locale": "en-US", "params": [{"type": "datetime", "name": "dt", "value": "2006-01-02T16:04:06+01:00"}], "bidiIsolation": "none"}
            {"src": "{|2006-01-02T15:04:06Z| :time}", "locale": "en-US", "bidiIsolation": "none"}
            {"src": "{$dt :number}", "params": [{"type": "datetime", "name": "dt", "value": "2006-01-02T15:04:06Z"}], "bidiIsolation": "none"}
            {"src": "{$dt}", "params": [{"type": "datetime", "name": "dt", "value": "yesterday"}], "bidiIsolation": "none"}

            """
        let outcome = icufmt("mf2", "--cases", stdin: cases)
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 8 && outcome.status == 1)
        guard lines.count == 8 else { return }
        #expect(lines[0] == lines[1] && lines[2] == lines[3] && lines[4] == lines[5])
        #expect(!lines[0].contains("2006-01-02T15:04:06"))
        #expect(lines[6] == #"{"output":"{$dt}","errors":[{"type":"bad-operand"}]}"#)
        #expect(lines[7] == #"{"errors":[{"type":"bad-test-case"}]}"#)
    }

    @Test func needsAMessageOrCases() {
        #expect(icufmt("mf2").status == 2)
        #expect(icufmt("mf2", "--cases", "{x}").status == 2)
        #expect(icufmt("mf2", "{x}", "novalue").status == 2)
    }
}

@Suite struct MF2PartsCommandTests {
    @Test func writesPartsAsJSON() {
        let outcome = icufmt("mf2", "--locale", "en_US", "--parts", "{#b x=|1|}Hi{/b} {$name} {$n :integer}{#br/}",
                             "name=Anna", "n=5")
        #expect(outcome == Outcome(stdout: """
            {"errors":[],"parts":[{"kind":"open","name":"b","options":{"x":"1"},"type":"markup"},\
            {"type":"text","value":"Hi"},{"kind":"close","name":"b","options":{},"type":"markup"},\
            {"type":"text","value":" "},{"fallback":false,"isolation":["\u{2068}","\u{2069}"],"source":"$name",\
            "type":"placeholder","value":"Anna"},{"type":"text","value":" "},{"fallback":false,"function":"integer",\
            "isolation":[],"source":"$n","type":"placeholder","value":"5"},\
            {"kind":"standalone","name":"br","options":{},"type":"markup"}]}

            """))
    }

    @Test func writesFallbackPartsAndFails() {
        #expect(icufmt("mf2", "--locale", "en_US", "--bidi-isolation", "none", "--parts", "{$x}")
                == Outcome(stdout: """
                    {"errors":[{"type":"unresolved-variable"}],"parts":[{"fallback":true,"isolation":[],"source":"$x",\
                    "type":"placeholder","value":"{$x}"}]}

                    """, stderr: "unresolved-variable: $x\n", status: 1))
        #expect(icufmt("mf2", "--parts", "--cases", stdin: "").status == 2)
    }
}
