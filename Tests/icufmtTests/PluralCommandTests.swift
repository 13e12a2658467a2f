import Testing

@Suite struct PluralCommandTests {
    @Test(.cldr42) func findsRussianCategories() {
        #expect(icufmt("plural", "--locale", "ru", "1", "2", "5", "21", "1.5")
                == Outcome(stdout: "one\nfew\nmany\none\nother\n"))
    }

    @Test(.cldr42) func countsVisibleFractionDigits() {
        #expect(icufmt("plural", "--locale", "en", "1", "1.0", "2")
                == Outcome(stdout: "one\nother\nother\n"))
    }

    @Test(.cldr42) func findsOrdinalCategories() {
        #expect(icufmt("plural", "--locale", "en", "--ordinal", "1", "2", "3", "4", "11", "21")
                == Outcome(stdout: "one\ntwo\nfew\nother\nother\none\n"))
    }

    @Test(.cldr42) func listsTheLocalesCategories() {
        #expect(icufmt("plural", "--locale", "ru", "--categories") == Outcome(stdout: "one\nfew\nmany\nother\n"))
        #expect(icufmt("plural", "--locale", "en", "--categories") == Outcome(stdout: "one\nother\n"))
        #expect(icufmt("plural", "--locale", "ar", "--categories")
                == Outcome(stdout: "zero\none\ntwo\nfew\nmany\nother\n"))
        #expect(icufmt("plural", "--locale", "en", "--ordinal", "--categories")
                == Outcome(stdout: "one\ntwo\nfew\nother\n"))
        #expect(icufmt("plural", "--locale", "en", "--categories", "--json")
                == Outcome(stdout: #"{"input":"en","output":"one"}"# + "\n" + #"{"input":"en","output":"other"}"# + "\n"))
    }

    @Test func rejectsNaN() {
        #expect(icufmt("plural", "--locale", "en", "nan", "1")
                == Outcome(stdout: "\none\n",
                           stderr: "icufmt: nan: reading 'nan' as a decimal number: U_DECIMAL_NUMBER_SYNTAX_ERROR (expected digits with an optional sign, fraction and exponent, such as -1234.5 or 1e6)\n",
                           status: 1))
    }
}
