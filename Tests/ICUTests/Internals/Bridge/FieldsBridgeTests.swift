import ICUBridge
import Testing

extension Internals.Bridge {
    /// The `…_fields` functions of unumf.c, unum.c, unum_fields.cpp and udat.c:
    /// fields as UTF-8 offsets into the text, preflighted as text is.
    @Suite("fields")
    struct FieldsBridgeTests {
        /// A bridge call that opened nothing.
        struct ICUCallFailed: Error { let status: Int32 }

        /// One call with room for `spanCapacity` fields and 64 bytes of text.
        struct Call {
            var text = ""
            var spans: [icub_field_span] = []
            var count: Int32 = 0
            var status: Int32 = 0

            init(spanCapacity: Int, _ write: (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<icub_field_span>?, Int32,
                                              inout Int32, inout Int32) -> Int32) {
                var buffer = [CChar](repeating: 0, count: 64)
                var spans = [icub_field_span](repeating: icub_field_span(field: -1, start: -1, limit: -1), count: spanCapacity + 1)
                let length = spans.withUnsafeMutableBufferPointer { s in
                    write(&buffer, 64, spanCapacity == 0 ? nil : s.baseAddress, Int32(spanCapacity), &count, &status)
                }
                text = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
                self.spans = Array(spans.prefix(min(Int(count), spanCapacity)))
                // Nothing is written beyond the capacity.
                #expect(spans[spanCapacity].field == -1)
            }

            /// The fields as (code, text), the offsets read as UTF-8 offsets into the text.
            var fields: [String] {
                let bytes = Array(text.utf8)
                return spans.map { "\($0.field):" + String(decoding: bytes[Int($0.start)..<Int($0.limit)], as: UTF8.self) }
            }
        }

        @Test(.cldr42) func modernOffsetsAreUTF8() throws {
            var status: Int32 = 0
            var offset: Int32 = 0
            let skeleton = "currency/EUR"
            let f = try #require(skeleton.withCString { icub_unumf_open($0, Int32(skeleton.utf8.count), "de_DE", &offset, &status) })
            defer { icub_unumf_close(f) }
            let call = Call(spanCapacity: 8) { icub_unumf_format_double_fields(f, -1234.5, $0, $1, $2, $3, &$4, &$5) }
            #expect(call.status <= 0)
            #expect(call.text == "-1.234,50\u{A0}\u{20AC}")
            let (sign, integer, group, decimal, fraction, currency) = (ICUB_UNUM_SIGN_FIELD, ICUB_UNUM_INTEGER_FIELD,
                ICUB_UNUM_GROUPING_SEPARATOR_FIELD, ICUB_UNUM_DECIMAL_SEPARATOR_FIELD, ICUB_UNUM_FRACTION_FIELD, ICUB_UNUM_CURRENCY_FIELD)
            #expect(Set(call.fields) == ["\(sign):-", "\(integer):1.234", "\(group):.", "\(decimal):,", "\(fraction):50", "\(currency):\u{20AC}"])
            // The euro sign: after 9 ASCII bytes and the two of U+00A0, three bytes.
            #expect(call.spans.contains { $0.field == Int32(currency) && $0.start == 11 && $0.limit == 14 })
        }

        /// The calls of the three tests above on any ICU: the text is the plain
        /// call's, and each field is a non-empty range of whole UTF-8 scalars inside it.
        @Test func fieldsCoverTheTextOfThePlainCall() throws {
            var status: Int32 = 0
            var offset: Int32 = 0
            let skeleton = "currency/EUR"
            let modern = try #require(skeleton.withCString { icub_unumf_open($0, Int32(skeleton.utf8.count), "de_DE", &offset, &status) })
            defer { icub_unumf_close(modern) }
            let legacy = try #require(icub_unum_open(Int32(ICUB_UNUM_PERCENT), "de_DE", &status))
            defer { icub_unum_close(legacy) }
            let (dates, calendar) = try Self.arabicDates()
            defer { icub_udat_close(dates); icub_ucal_close(calendar) }
            let calls: [(Call, String?)] = [
                (Call(spanCapacity: 16) { icub_unumf_format_double_fields(modern, -1234.5, $0, $1, $2, $3, &$4, &$5) },
                 RawICU.text { icub_unumf_format_double(modern, -1234.5, $0, $1, &$2) }),
                (Call(spanCapacity: 16) { icub_unum_format_double_fields(legacy, 0.25, $0, $1, $2, $3, &$4, &$5) },
                 RawICU.text { icub_unum_format_double(legacy, 0.25, $0, $1, &$2) }),
                (Call(spanCapacity: 16) { icub_udat_format_calendar_fields(dates, calendar, 1_388_934_489_000, $0, $1, $2, $3, &$4, &$5) },
                 RawICU.text { icub_udat_format(dates, 1_388_934_489_000, $0, $1, &$2) }),
            ]
            for (call, plain) in calls {
                #expect(call.status <= 0)
                #expect(call.text == plain)
                let bytes = Array(call.text.utf8)
                #expect(!call.spans.isEmpty)
                for span in call.spans {
                    #expect(0 <= span.start && span.start < span.limit && Int(span.limit) <= bytes.count, "\(span)")
                    for boundary in [Int(span.start), Int(span.limit)] where boundary < bytes.count {
                        #expect(bytes[boundary] & 0xC0 != 0x80, "\(span) splits a scalar of '\(call.text)'")
                    }
                }
            }
        }

        /// Too little room for the fields: their full count and ICUB_BUFFER_OVERFLOW_ERROR,
        /// as for text; exactly enough room: no failure.
        @Test func fieldsArePreflighted() throws {
            var status: Int32 = 0
            let f = try #require(icub_unum_open(Int32(ICUB_UNUM_DECIMAL), "en_US", &status))
            defer { icub_unum_close(f) }
            for capacity in [0, 1, 3] {
                let call = Call(spanCapacity: capacity) { icub_unum_format_int_fields(f, -1_234_567, $0, $1, $2, $3, &$4, &$5) }
                #expect(call.count == 4, "sign, integer, two groups")
                #expect(call.status == Int32(ICUB_BUFFER_OVERFLOW_ERROR))
            }
            let exact = Call(spanCapacity: 4) { icub_unum_format_int_fields(f, -1_234_567, $0, $1, $2, $3, &$4, &$5) }
            #expect(exact.status <= 0)
            #expect(exact.text == "-1,234,567")
            #expect(exact.fields.sorted() == ["\(ICUB_UNUM_GROUPING_SEPARATOR_FIELD):,", "\(ICUB_UNUM_GROUPING_SEPARATOR_FIELD):,",
                                              "\(ICUB_UNUM_INTEGER_FIELD):1,234,567", "\(ICUB_UNUM_SIGN_FIELD):-"].sorted())
        }

        @Test(.cldr42) func legacyDoubleAndDecimal() throws {
            var status: Int32 = 0
            let f = try #require(icub_unum_open(Int32(ICUB_UNUM_PERCENT), "de_DE", &status))
            defer { icub_unum_close(f) }
            let double = Call(spanCapacity: 8) { icub_unum_format_double_fields(f, 0.25, $0, $1, $2, $3, &$4, &$5) }
            #expect(double.text == "25\u{A0}%")
            #expect(double.fields.sorted() == ["\(ICUB_UNUM_INTEGER_FIELD):25", "\(ICUB_UNUM_PERCENT_FIELD):%"].sorted())
            let decimal = withBridgeText("0.25") { number, length in
                Call(spanCapacity: 8) { icub_unum_format_decimal_fields(f, number, length, $0, $1, $2, $3, &$4, &$5) }
            }
            #expect(decimal.fields == double.fields)
            let nul = withBridgeBytes([0x31, 0, 0x32]) { number, length in
                Call(spanCapacity: 8) { icub_unum_format_decimal_fields(f, number, length, $0, $1, $2, $3, &$4, &$5) }
            }
            #expect(nul.status == Int32(ICUB_DECIMAL_NUMBER_SYNTAX_ERROR))
        }

        /// ICU's RuleBasedNumberFormat reports no fields: it fails with U_UNSUPPORTED_ERROR.
        @Test func ruleBasedFormatsReportNoFields() throws {
            var status: Int32 = 0
            let f = try #require(icub_unum_open(Int32(ICUB_UNUM_SPELLOUT), "en_US", &status))
            defer { icub_unum_close(f) }
            let double = Call(spanCapacity: 8) { icub_unum_format_double_fields(f, 12.5, $0, $1, $2, $3, &$4, &$5) }
            #expect(double.status == Int32(ICUB_UNSUPPORTED_ERROR))
            let int = Call(spanCapacity: 8) { icub_unum_format_int_fields(f, 12, $0, $1, $2, $3, &$4, &$5) }
            #expect(int.status == Int32(ICUB_UNSUPPORTED_ERROR))
        }

        /// ar_EG's medium date and short time in Berlin, and a calendar to format with; the caller closes both.
        static func arabicDates() throws -> (UnsafeMutablePointer<icub_udat>, UnsafeMutablePointer<icub_ucal>) {
            var status: Int32 = 0
            let zone = "Europe/Berlin"
            let f = try #require(zone.withCString { z in
                icub_udat_open(Int32(ICUB_UDAT_SHORT), Int32(ICUB_UDAT_MEDIUM), "ar_EG", z, Int32(zone.utf8.count), nil, 0, &status)
            })
            guard let calendar = icub_udat_calendar_clone(f, &status) else {
                icub_udat_close(f)
                throw ICUCallFailed(status: status)
            }
            return (f, calendar)
        }

        @Test(.cldr42) func dateFields() throws {
            let (f, calendar) = try Self.arabicDates()
            defer { icub_udat_close(f); icub_ucal_close(calendar) }
            let call = Call(spanCapacity: 8) { icub_udat_format_calendar_fields(f, calendar, 1_388_934_489_000, $0, $1, $2, $3, &$4, &$5) }
            #expect(call.status <= 0)
            #expect(call.count == 6)
            #expect(call.fields.first == "\(ICUB_UDAT_DATE_FIELD):\u{660}\u{665}")
            #expect(call.fields.last == "\(ICUB_UDAT_AM_PM_FIELD):\u{645}")
        }
    }
}
