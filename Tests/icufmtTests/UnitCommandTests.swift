import ICU
import Testing

/// `icufmt unit`: units in three widths, usages with the unit each value was
/// converted to, batch lines with a locale, JSON, the help screen and the bad
/// inputs. The expected texts are ICU 72's.
@Suite struct UnitCommandTests {
    @Test(.cldr42) func formatsMeasures() {
        #expect(icufmt("unit", "--unit", "meter", "--usage", "road", "--locale", "en_US", "1800", "50") == Outcome(stdout: "1.1 mi\n150 ft\n"))
        #expect(icufmt("unit", "--unit", "kilometer", "--width", "wide", "--usage", "road", "--locale", "de_DE", "1.8")
                == Outcome(stdout: "1,8 Kilometer\n"))
        #expect(icufmt("unit", "--unit", "kilometer-per-hour", "--width", "wide", "--locale", "ru", "5", "1")
                == Outcome(stdout: "5 километров в час\n1 километр в час\n"))
        #expect(icufmt("unit", "--unit", "foot-and-inch", "--width", "narrow", "--locale", "en", "5.5") == Outcome(stdout: "5′ 6″\n"))
    }

    @Test(.cldr42) func batchLinesAndJSON() {
        #expect(icufmt("unit", "--unit", "meter", "--usage", "person-height", "--locale", "en_US", stdin: "1.8\nsv_SE\t1.8\n")
                == Outcome(stdout: "5 ft, 11 in\n1 m, 80 cm\n"))
        #expect(icufmt("unit", "--unit", "kilogram", "--usage", "person", "--locale", "en_US", "--json", stdin: "en_GB\t70\nde_DE\t70\n")
                == Outcome(stdout: #"""
                {"input":"en_GB\t70","output":"11 st, 0.32 lb","unit":"stone-and-pound"}
                {"input":"de_DE\t70","output":"70 kg","unit":"kilogram"}

                """#))
    }

    /// The inputs of the two tests above, compared with the library in this
    /// process, so that they hold on any ICU.
    @Test func asTheLibrary() throws {
        let rows: [([String], UnitID, NumberFormat.Width, MeasureFormat.Usage?, LocaleID, String)] = [
            (["--unit", "meter", "--usage", "road"], .meter, .short, .road, "en_US", "1800"),
            (["--unit", "meter", "--usage", "road"], .meter, .short, .road, "en_US", "50"),
            (["--unit", "kilometer", "--width", "wide", "--usage", "road"], .kilometer, .wide, .road, "de_DE", "1.8"),
            (["--unit", "kilometer-per-hour", "--width", "wide"], .kilometerPerHour, .wide, nil, "ru", "5"),
            (["--unit", "foot-and-inch", "--width", "narrow"], .footAndInch, .narrow, nil, "en", "5.5"),
            (["--unit", "meter", "--usage", "person-height"], .meter, .short, .personHeight, "sv_SE", "1.8"),
            (["--unit", "kilogram", "--usage", "person"], .kilogram, .short, .person, "en_GB", "70"),
        ]
        for (options, unit, width, usage, locale, value) in rows {
            let (text, output) = try MeasureFormat(unit, locale: locale, options: .init(width: width, usage: usage)).formatWithUnit(decimal: value)
            #expect(icufmt(arguments: ["unit", "--locale", locale.identifier] + options + [value]) == Outcome(stdout: text + "\n"))
            #expect(icufmt(arguments: ["unit", "--locale", locale.identifier, "--json"] + options + [value])
                    == Outcome(stdout: #"{"input":"\#(value)","output":"\#(text)","unit":"\#(output.identifier)"}"# + "\n"))
        }
    }

    /// A bad value fails alone; the values after it are still formatted.
    @Test func badValuesFail() {
        let outcome = icufmt("unit", "--unit", "meter", "--usage", "person-height", "--locale", "en_US", stdin: "NaN\n1e300\nx\n0\n")
        #expect(outcome.stdout == "\n\n\n0 in\n")
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("icufmt: 1e300: formatting a measure (meter) in en_US: U_ILLEGAL_ARGUMENT_ERROR"))
        // An integer beyond a mixed unit's limit fails too (the library writes it in kilometers).
        let integer = icufmt("unit", "--unit", "kilometer", "--usage", "person-height", "--locale", "en_US",
                             stdin: "999999999999999999\n1\n")
        #expect(integer.status == 1)
        #expect(integer.stdout.hasPrefix("\n") && integer.stdout.hasSuffix(" in\n"))
        #expect(integer.stderr.contains("'999999999999999999' is beyond"))
    }

    /// A usage that is a mixed unit in some regions only writes any value where the
    /// locale's unit is single (`it`: kilograms), and is limited where it is mixed.
    @Test func usagesWrittenInOneUnitHaveNoLimit() throws {
        let italian = try MeasureFormat(.kilogram, locale: "it", options: .init(usage: .person))
        let british = try MeasureFormat(.kilogram, locale: "en_GB", options: .init(usage: .person))
        let outcome = icufmt("unit", "--unit", "kilogram", "--usage", "person", stdin: "it\t1000000\nit\t999999\nen_GB\t1000000\nen_GB\t1e300\n")
        #expect(outcome.stdout == [try italian.format(1_000_000), try italian.format(999_999), try british.format(1_000_000), ""]
            .map { $0 + "\n" }.joined())
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("en_GB\t1e300: formatting a measure (kilogram) in en_GB"))
        #expect(!outcome.stderr.contains("it\t"))
    }

    /// An unknown unit or usage, or a usage the unit's quantity lacks, is a bad option.
    @Test func badOptionsExitWithTwo() {
        for arguments in [["--unit", "bogus"], ["--unit", "meter", "--usage", "bogus"], ["--unit", "kilogram", "--usage", "road"],
                          ["--unit", "foot-and-inch", "--usage", "person-height"], ["--unit", "meter", "--width", "long"], ["--unit", "meter", "--width", "full"], []] {
            let outcome = icufmt(arguments: ["unit", "--locale", "en_US"] + arguments + ["1"])
            #expect(outcome.status == 2, "\(arguments)")
            #expect(outcome.stdout == "", "\(arguments)")
        }
        #expect(icufmt("unit", "--locale", "en_US", "--unit", "kilogram", "--usage", "road", "1").stderr == """
            Error: opening a measure format (kilogram, short, usage road) for en_US: U_ILLEGAL_ARGUMENT_ERROR \
            (the usage 'road' does not apply to mass ('kilogram'), whose usages are default, person)
              See 'icufmt unit --help' for more information.

            """)
    }

    @Test func help() {
        #expect(icufmt("unit", "--help") == Outcome(stdout: #"""
        OVERVIEW: Format measures in a unit, or in the unit a locale prefers for a
        usage.

        Each value is a decimal number in --unit, such as 1.8 or 1e3. With --usage, it
        is converted to the unit the locale prefers for that use, such as miles for a
        road in en_US and kilometers in de_DE; with --json, each object also names the
        unit the output is in, {"input":…,"output":…,"unit":"mile"}. A value that is
        not finite, or beyond what a mixed unit such as foot-and-inch can write, fails.

        Give values as arguments, or give none to read them from standard input, one
        per line. In that batch mode, a line LOCALE<TAB>VALUE converts VALUE in LOCALE
        instead of the --locale one, and a line of more than 1 MiB (1,048,576 bytes)
        fails as a bad value does.

        The output has one line per value, in order. A value that fails gives an empty
        line, and 'icufmt: <input>: <message>' on standard error; the values after it
        are still converted. A result that is empty or holds a line feed or carriage
        return is such a failure, except with --json. In results and messages, every
        control character except tab, and U+2028 and U+2029, is written as an escape
        such as \u{1B} for ESC. With --json, each line is
        {"input":"<value>","output":"<result>"} or
        {"input":"<value>","error":"<message>"}, with JSON's escapes instead.

        Exit status: 0 when every value succeeded, 1 when any value failed, 2 for bad
        options. A failed write to standard output, a closed pipe among them, stops
        icufmt at once, with status 1.

        USAGE: icufmt unit --unit <unit> [--width <width>] [--usage <usage>] [--locale <id>] [--time-zone <id>] [--json] [<value> ...]

        ARGUMENTS:
          <value>                 The measures to format.

        OPTIONS:
          --unit <unit>           The CLDR unit the values are in, such as meter,
                                  kilometer-per-hour or foot-and-inch.
          --width <width>         How the unit is written: wide, short or narrow.
                                  (values: wide, short, narrow; default: short)
          --usage <usage>         Convert to the locale's preferred unit for this use,
                                  such as road, person-height, weather or person.
          --locale <id>           Use this locale, such as de_DE or de-DE (default:
                                  from LC_ALL, LC_NUMERIC, LC_TIME or LC_MESSAGES, then
                                  LANG).
          --time-zone <id>        Show and read times in this time zone, such as
                                  Europe/Berlin (default: TZ, then the system's).
          --json                  Write one JSON object per value:
                                  {"input":…,"output":…} or {"input":…,"error":…}.
          --version               Show the version.
          -h, --help              Show help information.


        """#))
    }
}
