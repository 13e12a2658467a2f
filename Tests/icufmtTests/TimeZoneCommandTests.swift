import Foundation
import ICU
import Testing

@Suite struct TimeZoneCommandTests {
    static let keys = ["id", "canonical", "longName", "shortName", "longGenericName", "shortGenericName", "offset",
                       "dstOffset", "nextTransition", "windowsID", "region"]

    /// Plain mode: one line of key=value pairs, separated by tabs.
    @Test(.cldr42) func plain() {
        #expect(icufmt("time-zone", "--locale", "en_US", "--at", "2024-07-01T00:00:00Z", "America/Los_Angeles", "UTC")
                == Outcome(stdout: """
                id=America/Los_Angeles\tcanonical=America/Los_Angeles\tlongName=Pacific Daylight Time\tshortName=PDT\
                \tlongGenericName=Pacific Time\tshortGenericName=PT\toffset=-28800\tdstOffset=3600\
                \tnextTransition=2024-11-03T09:00:00Z\twindowsID=Pacific Standard Time\tregion=US
                id=UTC\tcanonical=Etc/UTC\tlongName=Coordinated Universal Time\tshortName=UTC\tlongGenericName=GMT\
                \tshortGenericName=GMT\toffset=0\tdstOffset=0\tnextTransition=null\twindowsID=UTC\tregion=001

                """))
    }

    /// The JSON object of an alias, key by key, in ICU 72's words: Lord Howe's half-hour daylight saving time.
    @Test(.cldr42) func json() {
        #expect(icufmt("time-zone", "--json", "--locale", "de_DE", "--at", "@1704067200", "Australia/Lord_Howe")
                == Outcome(stdout: """
                {"id":"Australia/Lord_Howe","canonical":"Australia/Lord_Howe","longName":"Lord-Howe-Sommerzeit",\
                "shortName":"GMT+11","longGenericName":"Lord-Howe-Zeit","shortGenericName":"Lord Howe (Ortszeit)",\
                "offset":37800,"dstOffset":1800,"nextTransition":"2024-04-06T15:00:00Z",\
                "windowsID":"Lord Howe Standard Time","region":"AU"}

                """))
    }

    /// Every object has exactly the documented keys, in order, and the library's answers, on any ICU.
    @Test func jsonAsTheLibrary() throws {
        let zones = ["America/Los_Angeles", "PST", "Europe/Berlin", "Asia/Tokyo", "GMT+03:00", "Antarctica/Troll"]
        let outcome = icufmt(arguments: ["time-zone", "--json", "--locale", "ja_JP", "--at", "2024-07-01T00:00:00Z"] + zones)
        #expect(outcome.status == 0)
        let lines = outcome.stdout.split(separator: "\n")
        #expect(lines.count == zones.count)
        let names = try TimeZoneDisplayNames(locale: "ja_JP")
        let date = Date(timeIntervalSince1970: 1_719_792_000)
        for (line, id) in zip(lines, zones) {
            let positions = Self.keys.map { line.range(of: "\"\($0)\":")?.lowerBound }
            #expect(!positions.contains(nil))
            #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
            let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(Set(object.keys) == Set(Self.keys))
            let zone = try TimeZoneID(id)
            #expect(object["longName"] as? String == (try names.name(of: zone, at: date, style: .longSpecific)))
            #expect(object["shortGenericName"] as? String == (try names.name(of: zone, at: date, style: .shortGeneric)))
            #expect(object["offset"] as? Int == (try zone.offsets(at: date).raw))
            #expect(object["dstOffset"] as? Int == (try zone.offsets(at: date).daylight))
            #expect(object["windowsID"] as? String == zone.windowsID)
            #expect(object["region"] as? String == zone.region)
        }
    }

    /// Batch mode: zones from standard input, a line's own locale, and a bad zone that fails alone.
    @Test func batch() {
        let outcome = icufmt("time-zone", "--json", "--at", "@0", stdin: "ja_JP\tAsia/Tokyo\nMars/Base\nxx!!\tUTC\nEtc/UTC\n")
        #expect(outcome.status == 1)
        let lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 5)
        #expect(lines[0].hasPrefix(#"{"id":"Asia/Tokyo","canonical":"Asia/Tokyo","longName":""#))
        #expect(lines[1] == #"{"input":"Mars/Base","error":"looking up time zone 'Mars/Base': U_ILLEGAL_ARGUMENT_ERROR (unknown time zone ID)"}"#)
        #expect(lines[2].hasPrefix(#"{"input":"xx!!\tUTC","error":"reading locale ID 'xx!!'"#))
        #expect(lines[3].hasPrefix(#"{"id":"Etc/UTC","canonical":"Etc/UTC","#))
        #expect(lines[3].contains(#""offset":0,"dstOffset":0,"nextTransition":null,"#))
    }

    @Test func plainFailures() {
        let outcome = icufmt("time-zone", "--at", "@0", "UTC", "Mars/Base", "")
        #expect(outcome.status == 1)
        #expect(outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false).count == 4)
        #expect(outcome.stderr.contains("icufmt: Mars/Base: looking up time zone 'Mars/Base': U_ILLEGAL_ARGUMENT_ERROR"))
    }

    @Test func badOptionsAreStatus2() {
        #expect(icufmt("time-zone", "--at", "nonsense", "UTC").status == 2)
        #expect(icufmt("time-zone", "--locale", "!!", "UTC").status == 2)
    }

    @Test func help() {
        #expect(icufmt("time-zone", "--help") == Outcome(stdout: #"""
        OVERVIEW: Describe time zones: names, offsets, the next transition, canonical
        and Windows IDs.

        Each zone is a zone ID ICU knows, such as America/Los_Angeles, PST or
        GMT+03:00. The output is one line of key=value pairs separated by tabs: id,
        canonical, longName, shortName, longGenericName, shortGenericName, offset and
        dstOffset (seconds east of UTC: the standard offset, and the daylight-saving
        offset added to it), nextTransition (the instant the offsets next change, as
        parse-date writes instants), windowsID and region, at --at (default: now), with
        names in --locale. With --json, each line is an object with exactly those keys;
        nextTransition, windowsID and region are null when the zone has none. A zone
        that fails gives {"input":"<zone>","error":"<message>"}.

        Give zones as arguments, or give none to read them from standard input, one per
        line. In that batch mode, a line LOCALE<TAB>ZONE names ZONE in LOCALE instead
        of the --locale one.

        The output has one line per zone, in order. A zone that fails gives an empty
        line, and 'icufmt: <input>: <message>' on standard error; the zones after it
        are still described.

        Exit status: 0 when every zone succeeded, 1 when any zone failed, 2 for bad
        options. A failed write to standard output stops icufmt at once, with status 1.

        USAGE: icufmt time-zone [--locale <id>] [--at <instant>] [--json] [<zone> ...]

        ARGUMENTS:
          <zone>                  The zone IDs to describe.

        OPTIONS:
          --locale <id>           Name zones in this locale, such as de_DE (default:
                                  from LC_ALL, LC_TIME, then LANG).
          --at <instant>          Describe the zones at this instant, such as
                                  2014-01-05T15:08:09Z or @1388934489 (default: now).
          --json                  Write one JSON object per zone.
          --version               Show the version.
          -h, --help              Show help information.


        """#))
    }
}
