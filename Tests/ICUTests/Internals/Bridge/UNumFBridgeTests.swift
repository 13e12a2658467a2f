import ICUBridge
import Synchronization
import Testing

extension Internals.Bridge {
    /// unumf.c: number skeletons compiled from UTF-8, formatting through the per-thread result.
    @Suite("unumf.c")
    struct UNumFBridgeTests {
        /// What `icub_unumf_open` gave: the handle (close it), its status and the error offset.
        struct Opened {
            let formatter: UnsafeMutablePointer<icub_unumf>?
            let status: Int32
            let errorOffset: Int32
        }

        static func open(_ skeleton: String, locale: String) -> Opened {
            var status: Int32 = 0
            var offset: Int32 = -2
            let formatter = withBridgeText(skeleton) { icub_unumf_open($0, $1, locale, &offset, &status) }
            return Opened(formatter: formatter, status: status, errorOffset: offset)
        }

        /// Runs `body` with a formatter that must open.
        static func with(_ skeleton: String, locale: String,
                         _ body: (UnsafeMutablePointer<icub_unumf>) -> Void) throws {
            let opened = open(skeleton, locale: locale)
            #expect(opened.status <= 0, "\(errorName(opened.status))")
            #expect(opened.errorOffset == -1)
            let formatter = try #require(opened.formatter)
            defer { icub_unumf_close(formatter) }
            body(formatter)
        }

        @Test func formatInt() throws {
            try Self.with("", locale: "en_US") { f in
                expectPreflighting(cldr42: "1,234,567") { icub_unumf_format_int(f, 1_234_567, $0, $1, &$2) }
            }
            try Self.with("", locale: "ar_EG") { f in
                expectPreflighting(cldr42: "\u{661}\u{66C}\u{662}\u{663}\u{664}\u{66C}\u{665}\u{666}\u{667}") {
                    icub_unumf_format_int(f, 1_234_567, $0, $1, &$2)
                }
            }
        }

        /// CLDR 42: French groups with U+202F, German puts U+00A0 before % and €.
        @Test func formatDouble() throws {
            try Self.with("", locale: "fr_FR") { f in
                expectPreflighting(cldr42: "1\u{202F}234\u{202F}567,5") { icub_unumf_format_double(f, 1_234_567.5, $0, $1, &$2) }
            }
            try Self.with("percent scale/100", locale: "de_DE") { f in
                expectPreflighting(cldr42: "25,6\u{A0}%") { icub_unumf_format_double(f, 0.256, $0, $1, &$2) }
            }
        }

        @Test func formatDecimalIsExact() throws {
            try Self.with("", locale: "en_US") { f in
                withBridgeText("12345678901234567890.125") { number, length in
                    expectPreflighting(cldr42: "12,345,678,901,234,567,890.125") {
                        icub_unumf_format_decimal(f, number, length, $0, $1, &$2)
                    }
                }
            }
        }

        @Test(arguments: ["12x", "", "12 ", "\0"])
        func formatDecimalRejectsWhatIsNoNumber(number: String) throws {
            try Self.with("currency/EUR", locale: "de_DE") { f in
                let call = withBridgeText(number) { n, length in
                    BridgeCall(capacity: 32) { icub_unumf_format_decimal(f, n, length, $0, $1, &$2) }
                }
                #expect(call.statusName == "U_DECIMAL_NUMBER_SYNTAX_ERROR")
                #expect(call.untouched(from: 0))
            }
        }

        /// ICU 72's `unumf_formatDecimal` reads the number only up to an embedded
        /// NUL although it is given the length ("12\03" would format as 12), so
        /// the bridge refuses a NUL in a decimal number.
        @Test func formatDecimalRefusesAnEmbeddedNUL() throws {
            try Self.with("currency/EUR", locale: "de_DE") { f in
                let call = withBridgeText("12\03") { n, length in
                    BridgeCall(capacity: 32) { icub_unumf_format_decimal(f, n, length, $0, $1, &$2) }
                }
                #expect(call.statusName == "U_DECIMAL_NUMBER_SYNTAX_ERROR")
                #expect(call.untouched(from: 0))
            }
        }

        @Test func openFailsOnABadSkeleton() {
            let opened = Self.open("percent sc", locale: "en")
            #expect(opened.formatter == nil)
            #expect(errorName(opened.status) == "U_NUMBER_SKELETON_SYNTAX_ERROR")
            #expect(opened.errorOffset == 8)
        }

        /// A NUL is refused where it stands: ICU reads a skeleton's numbers up to a NUL
        /// (`scale/5e99999299\0…` as `scale/5e99999299`), which the digit limit would not see.
        @Test func embeddedNULInASkeletonIsASyntaxError() {
            for (skeleton, offset) in [("percent\0x", 7), ("scale/5e99999299\0\0x", 16), ("\0", 0)] {
                let opened = Self.open(skeleton, locale: "de_DE")
                #expect(opened.formatter == nil)
                #expect(errorName(opened.status) == "U_NUMBER_SKELETON_SYNTAX_ERROR")
                #expect(opened.errorOffset == Int32(offset), "\(skeleton.debugDescription)")
            }
        }

        /// The offset of a syntax error counts UTF-8 bytes: ICU takes U+2028 and
        /// U+0085 as token separators, so they can stand before the error, where
        /// they count 3 and 2 bytes (1 UTF-16 unit each).
        @Test(arguments: [
            ("percent\u{2028}scale/x", Int32(16)),
            ("percent\u{85}scale/x", 15),
            ("percent\u{2028}\u{1F600}", 10),
            ("percent scale/x", 14),
        ])
        func syntaxErrorOffsetsAreUTF8(skeleton: String, offset: Int32) {
            let opened = Self.open(skeleton, locale: "en")
            #expect(opened.formatter == nil)
            #expect(errorName(opened.status) == "U_NUMBER_SKELETON_SYNTAX_ERROR")
            #expect(opened.errorOffset == offset)
        }

        /// Each thread formats into a result object of its own: eight threads on
        /// one formatter get their own numbers back.
        @Test func threadsSharingAFormatterGetTheirOwnResults() throws {
            try Self.with("", locale: "en_US") { f in
                let formatter = UncheckedFormatter(raw: f)
                let wrong = Atomic<Int>(0)
                onThreads(8) { thread in
                    for i in 0..<500 {
                        let value = Int64(thread * 1_000 + i)
                        let call = BridgeCall(capacity: 16) { icub_unumf_format_int(formatter.raw, value, $0, $1, &$2) }
                        if call.status > 0 || call.text != value.formatted(grouping: ",") { wrong.add(1, ordering: .relaxed) }
                    }
                }
                #expect(wrong.load(ordering: .relaxed) == 0)
            }
        }

        /// Sendable notes: a UNumberFormatter is immutable and ICU documents it as safe to share.
        struct UncheckedFormatter: @unchecked Sendable {
            let raw: UnsafeMutablePointer<icub_unumf>
        }
    }
}

private extension Int64 {
    /// The number with a separator every three digits, as en_US groups it.
    func formatted(grouping separator: Character) -> String {
        var digits = String(self)
        var index = digits.endIndex
        while digits.distance(from: digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(separator, at: index)
        }
        return digits
    }
}
