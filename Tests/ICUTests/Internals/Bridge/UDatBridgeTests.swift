import ICUBridge
import Testing

extension Internals.Bridge {
    /// udat.c: date formats opened from UTF-8 zones and patterns; format, format
    /// on a calendar of the caller's, and parse with UTF-8 error offsets.
    @Suite("udat.c")
    struct UDatBridgeTests {
        /// Sunday, January 5, 2014, 15:08:09 UTC, in milliseconds since 1970.
        static let instant = 1_388_934_489_000.0

        /// What `icub_udat_open` gave: the handle (close it) and its status.
        static func open(pattern: String?, locale: String = "en_US", zone: String = "UTC",
                         timeStyle: Int32 = Int32(ICUB_UDAT_PATTERN),
                         dateStyle: Int32 = Int32(ICUB_UDAT_PATTERN)) -> (UnsafeMutablePointer<icub_udat>?, Int32) {
            var status: Int32 = 0
            let formatter = withBridgeText(zone) { z, zoneLength in
                guard let pattern else {
                    return icub_udat_open(timeStyle, dateStyle, locale, z, zoneLength, nil, 0, &status)
                }
                return withBridgeText(pattern) { icub_udat_open(timeStyle, dateStyle, locale, z, zoneLength, $0, $1, &status) }
            }
            return (formatter, status)
        }

        /// Runs `body` with a format that must open.
        static func with(pattern: String?, locale: String = "en_US", zone: String = "UTC",
                         timeStyle: Int32 = Int32(ICUB_UDAT_PATTERN), dateStyle: Int32 = Int32(ICUB_UDAT_PATTERN),
                         _ body: (UnsafeMutablePointer<icub_udat>) throws -> Void) throws {
            let (opened, status) = open(pattern: pattern, locale: locale, zone: zone,
                                        timeStyle: timeStyle, dateStyle: dateStyle)
            #expect(status <= 0, "\(errorName(status))")
            let formatter = try #require(opened)
            defer { icub_udat_close(formatter) }
            try body(formatter)
        }

        /// What a parse gave: milliseconds, status and UTF-8 error offset.
        static func parse(_ f: UnsafeMutablePointer<icub_udat>, _ text: String) -> (millis: Double, status: Int32, offset: Int32) {
            var status: Int32 = 0
            var offset: Int32 = -2
            let millis = withBridgeText(text) { icub_udat_parse(f, $0, $1, &offset, &status) }
            return (millis, status, offset)
        }

        /// pattern → format → format on a calendar → parse, and back to the same instant.
        @Test func roundTrip() throws {
            let pattern = "EEE, d MMM y HH:mm:ss zzz"
            let text = "Sun, 5 Jan 2014 15:08:09 UTC"
            try Self.with(pattern: pattern) { f in
                expectPreflighting(pattern) { icub_udat_pattern(f, $0, $1, &$2) }
                expectPreflighting(text) { icub_udat_format(f, Self.instant, $0, $1, &$2) }
                var status: Int32 = 0
                let calendar = try #require(icub_udat_calendar_clone(f, &status))
                defer { icub_ucal_close(calendar) }
                #expect(status <= 0)
                expectPreflighting(text) { icub_udat_format_calendar(f, calendar, Self.instant, $0, $1, &$2) }
                let parsed = Self.parse(f, text)
                #expect(parsed.status <= 0)
                #expect(parsed.millis == Self.instant)
                #expect(parsed.offset == -1)
            }
        }

        /// CLDR 42 puts U+202F before AM/PM.
        @Test func styles() throws {
            try Self.with(pattern: nil, timeStyle: Int32(ICUB_UDAT_SHORT), dateStyle: Int32(ICUB_UDAT_FULL)) { f in
                expectPreflighting(cldr42: "EEEE, MMMM d, y 'at' h:mm\u{202F}a") { icub_udat_pattern(f, $0, $1, &$2) }
                expectPreflighting(cldr42: "Sunday, January 5, 2014 at 3:08\u{202F}PM") {
                    icub_udat_format(f, Self.instant, $0, $1, &$2)
                }
            }
        }

        @Test func cloneFormatsTheSame() throws {
            try Self.with(pattern: "d MMMM y", locale: "fr_FR") { f in
                var status: Int32 = 0
                let clone = try #require(icub_udat_clone(f, &status))
                defer { icub_udat_close(clone) }
                expectPreflighting(cldr42: "5 janvier 2014") { icub_udat_format(clone, Self.instant, $0, $1, &$2) }
            }
        }

        /// Where a parse stops, in UTF-8 bytes: é and U+202F before it count 2 and 3 bytes.
        @Test(arguments: [
            ("fr_FR", "d MMMM y", "5 f\u{E9}vrier 2014x", Int32(15)),
            ("fr_FR", "d MMMM y", "5 f\u{E9}vrierx 2014", 10),
            ("en_US", "EEEE, MMMM d, y 'at' h:mm\u{202F}a", "Sunday, January 5, 2014 at 3:08\u{202F}AMx", 36),
            ("en_US", "d MMM y", "", 0),
        ])
        func parseErrorOffsetsAreUTF8(locale: String, pattern: String, text: String, offset: Int32) throws {
            try Self.with(pattern: pattern, locale: locale) { f in
                let parsed = Self.parse(f, text)
                #expect(errorName(parsed.status) == "U_PARSE_ERROR")
                #expect(parsed.offset == offset)
            }
        }

        /// The whole pattern is read: the NUL stays in it as a literal.
        @Test func embeddedNULInAPatternIsKept() throws {
            try Self.with(pattern: "yyyy\0MM") { f in
                expectPreflighting("yyyy\0MM") { icub_udat_pattern(f, $0, $1, &$2) }
                expectPreflighting("2014\001") { icub_udat_format(f, Self.instant, $0, $1, &$2) }
            }
        }

        /// ICU opens a format for any zone ID, using "Etc/Unknown" (GMT) for one it
        /// does not know; "UTC\0x" is such an ID: it is not cut to "UTC" here.
        @Test(arguments: [
            ("UTC", "15:08 Coordinated Universal Time UTC"),
            ("UTC\0x", "15:08 GMT Etc/Unknown"),
            ("Not/AZone", "15:08 GMT Etc/Unknown"),
        ])
        func zones(zone: String, expected: String) throws {
            try Self.with(pattern: "HH:mm zzzz VV", zone: zone) { f in
                expectPreflighting(cldr42: expected) { icub_udat_format(f, Self.instant, $0, $1, &$2) }
            }
        }

        /// The parser reads past a NUL in the text and stops there.
        @Test func parseOfAnEmbeddedNULIsAnError() throws {
            try Self.with(pattern: "HH:mm zzzz VV") { f in
                let parsed = Self.parse(f, "15:08 GMT Etc/UTC\0x")
                #expect(errorName(parsed.status) == "U_PARSE_ERROR")
                #expect(parsed.offset == 17)
            }
        }

        @Test func openFailsOnInvalidUTF8() {
            var status: Int32 = 0
            let formatter = withBridgeBytes([0x79, 0xFF]) { pattern, length in
                icub_udat_open(Int32(ICUB_UDAT_PATTERN), Int32(ICUB_UDAT_PATTERN), "en_US", "UTC", 3, pattern, length, &status)
            }
            #expect(formatter == nil)
            #expect(errorName(status) == "U_INVALID_CHAR_FOUND")
        }

        /// udat_open checks little: an unclosed quote is accepted, and so are
        /// style numbers outside UDateFormatStyle, which give ICU's fallback pattern.
        @Test func openAcceptsMalformedPatternsAndStyles() throws {
            try Self.with(pattern: "yyyy'") { f in
                expectPreflighting("2014") { icub_udat_format(f, Self.instant, $0, $1, &$2) }
            }
            try Self.with(pattern: nil, timeStyle: 7, dateStyle: 9) { f in
                expectPreflighting("yMMdd hh:mm a") { icub_udat_pattern(f, $0, $1, &$2) }
            }
        }
    }
}
