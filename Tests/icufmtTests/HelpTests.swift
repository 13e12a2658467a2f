import ICU
import Testing
@testable import icufmt

/// The help screens, word for word: they are the tool's manual.
@Suite struct HelpTests {
    /// `--version` names the tool and the ICU it runs on.
    @Test func version() {
        #expect(icufmt("--version") == Outcome(stdout: "icufmt 0.1.0 (\(SystemICU.current))\n"))
        #expect(SystemICU.current.description.hasPrefix("ICU \(SystemICU.current.icu.major)."))
    }

    @Test func rootHelp() {
        #expect(icufmt("--help") == Outcome(stdout: #"""
        OVERVIEW: Format and parse numbers and dates, find plural categories, render
        localized strings, describe locales and negotiate languages, with ICU.

        Every formatting subcommand takes --locale, --time-zone and --json; negotiate
        takes --json. For message, a line holds one message's ARGs, separated by tabs.

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

        USAGE: icufmt <subcommand>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
        \#(subcommandEntries)
          See 'icufmt help <subcommand>' for detailed help.

        """#))
    }

    @Test func numberHelp() {
        #expect(icufmt("number", "--help") == Outcome(stdout: #"""
        OVERVIEW: Format decimal numbers.

        Each value is a decimal number: an optional sign, digits, an optional fraction
        and an optional exponent, such as -1234.5, 1e6 or 0.001. It is formatted
        exactly, however many digits it has.

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

        USAGE: icufmt number [--style <style>] [--currency <code>] [--skeleton <skeleton>] [--locale <id>] [--time-zone <id>] [--json] [<value> ...]

        ARGUMENTS:
          <value>                 The numbers to format.

        OPTIONS:
          --style <style>         Write numbers in this style; the default is decimal,
                                  or currency with --currency. (values: decimal,
                                  currency, percent, scientific, spell-out, ordinal,
                                  compact-short, compact-long)
          --currency <code>       Use this ISO 4217 currency, such as EUR, instead of
                                  the locale's.
          --skeleton <skeleton>   Use this ICU number skeleton, such as 'currency/EUR
                                  .00', instead of a style.
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

    @Test func messageHelp() {
        #expect(icufmt("message", "--help") == Outcome(stdout: #"""
        OVERVIEW: Render localized strings from .strings, .stringsdict and .xcstrings
        files.

        The string is the entry of --key in one source: a .strings or .stringsdict
        file; or a String Catalog, or a resources directory of <language>.lproj folders
        and String Catalogs, in the localization chosen for the locale (or with
        --resources, for --languages), with the fallback of
        Bundle.localizedString(forKey:value:table:): a catalog's development language
        is its sourceLanguage. A key not found there renders as itself, as NSBundle
        renders it. The locale's plural rules choose the forms, except with --catalog
        and --resources, where the rules are those of the localization whose table
        holds the entry; numbers are written as the locale writes them.

        Each ARG is read as the entry's specifier for it says: %d, %lu and the other
        integer specifiers take an integer, %f, %e and %g a decimal number, %@ and %s
        text. A plural variable's ARG is an integer, or when its value type is not an
        integer's, a decimal number. For example,

          icufmt message --locale en --stringsdict en.lproj/Localizable.stringsdict \
            --key 'scope.%lu out of %lu runs' 1 3

        prints 'One of 3 runs completed'.

        With --icu, the message is PATTERN in ICU's MessageFormat syntax, rendered in
        the locale, with dates and times in --time-zone. An ARG NAME=VALUE gives the
        pattern's argument NAME; the other ARGs give {0}, {1}, … in order. Each ARG is
        read as the pattern uses it: a number (3, -2.5, 1e6, read exactly) for plural,
        selectordinal, number, spellout, ordinal and duration; an instant as date takes
        it (2014-01-05T15:08:09Z, @1388934489) for date and time; text for select; for
        a plain {NAME}, a number when it reads as one, else text, and text always when
        --string NAME is given. For example,

          icufmt message --locale en \
            --icu '{n, plural, one {# file} other {# files}}' n=3

        prints '3 files'. An argument the pattern names and the ARGs do not give, or an
        ARG its use cannot take, fails the message.

        Give the ARGs of one message as arguments, or give none to read messages from
        standard input, one per line, its ARGs separated by tabs. In that batch mode, a
        line with one field more than the entry (or the --icu pattern) takes ARGs,
        LOCALE<TAB>ARG<TAB>…, renders in LOCALE instead of the --locale one; for an
        entry without ARGs, a line is its LOCALE, or empty. A line of more than 1 MiB
        (1,048,576 bytes) fails as a bad message does.

        The output has one line per message, in order. A message that fails gives an
        empty line, and 'icufmt: <input>: <message>' on standard error; the messages
        after it are still rendered. A result that is empty or holds a line feed or
        carriage return is such a failure, except with --json, which shows an empty
        result as "". In results and messages, every control character except tab, and
        U+2028 and U+2029, is written as an escape such as \u{1B} for ESC. With --json,
        each line is {"input":"<input>","output":"<result>"}, followed by
        "localization":"<chosen>" with --resources, or
        {"input":"<input>","error":"<message>"}, with JSON's escapes instead; the input
        is the line, or the ARGs separated by tabs.

        Exit status: 0 when every message succeeded, 1 when any message failed, 2 for
        bad options, among them a source that cannot be read. A failed write to
        standard output, a closed pipe among them, stops icufmt at once, with status 1.

        USAGE: icufmt message [<options>] [<arg> ...]

        ARGUMENTS:
          <arg>                   The arguments of the entry's format.

        OPTIONS:
          --key <key>             Render the entry of this key.
          --icu <pattern>         Render this message in ICU's MessageFormat syntax.
          --string <name>         Read the --icu argument of this name as text, even
                                  when it reads as a number.
          --strings <file>        Read the entry from this .strings file.
          --stringsdict <file>    Read the entry from this .stringsdict file.
          --catalog <file>        Read the entry from this String Catalog (.xcstrings).
          --resources <directory> Read the entry from this directory of
                                  <language>.lproj folders and .xcstrings files.
          --table <name>          Look the key up in this table of --resources
                                  (default: Localizable).
          --languages <list>      Choose the localization of --resources for these
                                  languages, best first, as an Accept-Language header
                                  lists them, such as 'de-AT,fr;q=0.8,en' (default: the
                                  locale).
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

    @Test func helpForAnUnknownSubcommandIsABadOption() {
        let unknown = Outcome(stdout: "", stderr: """
            Error: Unexpected argument 'bogus'
            Usage: icufmt <subcommand>
              See 'icufmt --help' for more information.

            """, status: 2)
        #expect(icufmt("help", "bogus") == unknown)
        #expect(icufmt("bogus") == unknown)
        #expect(icufmt("help", "-h", "bogus") == unknown)
        let number = icufmt("help", "number")
        #expect(number.status == 0)
        #expect(number.stdout.hasPrefix("OVERVIEW: Format decimal numbers.\n"))
        #expect(number == icufmt("number", "--help"))
        #expect(icufmt("help") == icufmt("--help"))
        #expect(icufmt("help", "help").status == 0)
    }

    @Test func theLocaleSubcommandsHaveHelp() {
        for subcommand in ["locale", "negotiate"] {
            let outcome = icufmt(subcommand, "--help")
            #expect(outcome.status == 0)
            #expect(outcome.stdout.hasPrefix("OVERVIEW: "))
            #expect(outcome.stdout.contains("Exit status: 0 when every"))
            #expect(outcome.stdout.contains("USAGE: icufmt \(subcommand) "))
            #expect(outcome.stdout.contains("  --json "))
        }
    }

    @Test func everySubcommandHasHelp() {
        for subcommand in ["number", "parse-number", "date", "parse-date", "pattern", "plural"] {
            let outcome = icufmt(subcommand, "--help")
            #expect(outcome.status == 0)
            #expect(outcome.stdout.hasPrefix("OVERVIEW: "))
            #expect(outcome.stdout.contains("LOCALE<TAB>VALUE"))
            #expect(outcome.stdout.contains("Exit status: 0 when every value succeeded, 1 when any value failed, 2 for bad"))
            #expect(outcome.stdout.contains("USAGE: icufmt \(subcommand) "))
            #expect(outcome.stdout.contains("  --locale <id> "))
            #expect(outcome.stdout.contains("  --time-zone <id> "))
            #expect(outcome.stdout.contains("  --json "))
        }
    }
}

/// The SUBCOMMANDS list of `icufmt --help`, from each subcommand's own name and
/// abstract, so that adding a subcommand to `ICUFmt` adds its line here too.
private var subcommandEntries: String {
    ICUFmt.configuration.subcommands
        .map { listEntry($0.configuration.commandName ?? "", $0.configuration.abstract) }
        .joined()
}

/// An entry of a help screen's list as argument-parser lays one out for an
/// 80-column screen: two spaces and the name, then the text from column 26,
/// broken at the last space that keeps a line within 54 columns.
private func listEntry(_ name: String, _ text: String) -> String {
    let column = 26, width = 80 - column
    var lines: [Substring] = []
    var rest = Substring(text)
    while rest.count > width,
          let space = rest.prefix(width).lastIndex(of: " ") ?? rest.firstIndex(of: " ") {
        lines.append(rest[..<space])
        rest = rest[rest.index(after: space)...]
    }
    lines.append(rest)
    let label = "  " + name
    let indent = String(repeating: " ", count: column)
    let first = label.count < column
        ? label + String(repeating: " ", count: column - label.count) + lines[0]
        : label + "\n" + indent + lines[0]
    return ([first] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n") + "\n"
}
