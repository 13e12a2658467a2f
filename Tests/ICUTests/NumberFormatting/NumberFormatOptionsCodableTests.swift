import Foundation
import ICU
import Testing

/// Options and styles as JSON: each option one string, written out here by hand.
@Suite("NumberFormat: options as JSON")
struct NumberFormatOptionsCodableTests {
    private func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }

    /// Encodes each value, compares the JSON with `expected`, and decodes it back to the value.
    private func roundTrip<T: Codable & Equatable>(_ values: [T], _ expected: [String],
                                                   sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(values.count == expected.count, sourceLocation: sourceLocation)
        for (value, text) in zip(values, expected) {
            #expect(try json(value) == text, sourceLocation: sourceLocation)
            #expect(try decode(T.self, text) == value, sourceLocation: sourceLocation)
        }
    }

    @Test func enumerationsAreTheirCaseNames() throws {
        try roundTrip(NumberFormat.Notation.allCases,
                      ["standard", "scientific", "engineering", "compactShort", "compactLong"].map { "\"\($0)\"" })
        try roundTrip(NumberFormat.RoundingMode.allCases,
                      ["ceiling", "floor", "down", "up", "halfEven", "halfDown", "halfUp", "halfCeiling", "halfFloor"]
                          .map { "\"\($0)\"" })
        try roundTrip(NumberFormat.Grouping.allCases, ["automatic", "min2", "always", "never"].map { "\"\($0)\"" })
        try roundTrip(NumberFormat.SignDisplay.allCases,
                      ["automatic", "always", "never", "exceptZero", "negative", "accounting", "accountingAlways",
                       "accountingExceptZero", "accountingNegative"].map { "\"\($0)\"" })
        try roundTrip(NumberFormat.DecimalSeparatorDisplay.allCases, ["\"automatic\"", "\"always\""])
        try roundTrip(NumberFormat.CurrencyDisplay.allCases,
                      ["symbol", "narrowSymbol", "isoCode", "name", "hidden"].map { "\"\($0)\"" })
        try roundTrip(NumberFormat.Width.allCases, ["\"wide\"", "\"short\"", "\"narrow\""])
    }

    @Test func precisions() throws {
        try roundTrip([.fractionDigits(2...4), .fractionDigits(2), .fractionDigits(2...), .fractionDigits(...3),
                       .significantDigits(1...3), .significantDigits(2...), .integer, .unlimited,
                       .currencyStandard, .currencyCash, .increment("0.50"), .increment(Decimal(5))] as [NumberFormat.Precision],
                      ["fractionDigits:2...4", "fractionDigits:2...2", "fractionDigits:2...", "fractionDigits:0...3",
                       "significantDigits:1...3", "significantDigits:2...", "integer", "unlimited",
                       "currencyStandard", "currencyCash", "increment:0.50", "increment:5"].map { "\"\($0)\"" })
    }

    @Test func integerWidthsAndUnits() throws {
        try roundTrip([.init(minimum: 3), .init(minimum: 1, maximum: 3), .init(minimum: 0, maximum: 0)] as [NumberFormat.IntegerWidth],
                      ["\"3...\"", "\"1...3\"", "\"0...0\""])
        try roundTrip([.localCurrency, .currency(code: "EUR"), .percent, .permille, .measure("kilometer-per-hour"),
                       .measure("percent")] as [NumberFormat.Unit],
                      ["currency", "currency:EUR", "percent", "permille", "measure:kilometer-per-hour", "measure:percent"]
                          .map { "\"\($0)\"" })
    }

    @Test func optionsOmitWhatIsUnset() throws {
        try roundTrip([NumberFormat.Options()], ["{}"])
        let every = NumberFormat.Options(
            unit: .currency(code: "EUR"), notation: .compactShort, precision: .significantDigits(2...3),
            roundingMode: .halfUp, grouping: .min2, integerWidth: .init(minimum: 2), numberingSystem: "arab",
            currencyDisplay: .isoCode, width: .wide, signDisplay: .exceptZero, decimalSeparator: .always,
            scale: Decimal(string: "-0.5")!)
        try roundTrip([every], [
            #"{"currencyDisplay":"isoCode","decimalSeparator":"always","grouping":"min2","integerWidth":"2...","#
                + #""notation":"compactShort","numberingSystem":"arab","precision":"significantDigits:2...3","#
                + #""roundingMode":"halfUp","scale":"-0.5","signDisplay":"exceptZero","unit":"currency:EUR","width":"wide"}"#,
        ])
        try roundTrip([NumberFormat.Options(scale: 100)], [#"{"scale":"100"}"#])
    }

    @Test func styles() throws {
        let styles: [NumberFormat.Style] = [
            .decimal, .currency, .currency(code: "EUR"), .percent, .scientific, .spellOut, .ordinal, .compactShort,
            .compactLong, .skeleton("currency/EUR .00"), .number, .currency(code: "EUR").sign(.accounting),
            .unit(.measure("meter"), width: .wide),
        ]
        try roundTrip(styles, [
            #"{"style":"decimal"}"#, #"{"style":"currency"}"#, #"{"currencyCode":"EUR","style":"currency"}"#,
            #"{"style":"percent"}"#, #"{"style":"scientific"}"#, #"{"style":"spellOut"}"#, #"{"style":"ordinal"}"#,
            #"{"style":"compactShort"}"#, #"{"style":"compactLong"}"#,
            #"{"skeleton":"currency/EUR .00","style":"skeleton"}"#,
            #"{"options":{},"style":"options"}"#,
            #"{"options":{"grouping":"always","precision":"currencyStandard","signDisplay":"accounting","unit":"currency:EUR"},"style":"options"}"#,
            #"{"options":{"unit":"measure:meter","width":"wide"},"style":"options"}"#,
        ])
        // A decoded style formats as the original.
        let decoded = try decode(NumberFormat.Style.self, try json(NumberFormat.Style.currency(code: "EUR").sign(.accounting)))
        #expect(try NumberFormat(decoded, locale: "en_US").format(-5) == "(€5.00)")
    }

    @Test(arguments: [
        (#""bogus""#, "Notation"), (#""Standard""#, "Notation"), (#""exceptzero""#, "SignDisplay"),
        (#""fractionDigits:4...2""#, "Precision"), (#""fractionDigits:-1...""#, "Precision"),
        (#""fractionDigits:2""#, "Precision"), (#""significantDigits:0...3""#, "Precision"),
        (#""increment:0""#, "Precision"), (#""increment:abc""#, "Precision"), (#""decimal""#, "Precision"),
        (#""x""#, "IntegerWidth"), (#""3...1""#, "IntegerWidth"), (#""...3""#, "IntegerWidth"),
        (#""measure:""#, "Unit"), (#""meter""#, "Unit"), (#""currency:""#, "Unit"),
        (#"{"scale":"5x"}"#, "Options"), (#"{"scale":"1e5"}"#, "Options"), (#"{"sign":"always"}"#, "OptionsIgnored"),
        (#"{"signDisplay":"bogus"}"#, "Options"),
        (#"{"style":"bogus"}"#, "Style"), (#"{"style":"skeleton"}"#, "StyleMissing"), (#"{}"#, "StyleMissing"),
    ])
    func decodingFailures(text: String, type: String) throws {
        func fails<T: Decodable>(_ type: T.Type) {
            let error = #expect(throws: DecodingError.self) { try decode(type, text) }
            if case .dataCorrupted = error {} else { Issue.record("\(text): \(String(describing: error))") }
        }
        switch type {
        case "Notation": fails(NumberFormat.Notation.self)
        case "SignDisplay": fails(NumberFormat.SignDisplay.self)
        case "Precision": fails(NumberFormat.Precision.self)
        case "IntegerWidth": fails(NumberFormat.IntegerWidth.self)
        case "Unit": fails(NumberFormat.Unit.self)
        case "Options": fails(NumberFormat.Options.self)
        case "Style": fails(NumberFormat.Style.self)
        case "StyleMissing": #expect(throws: DecodingError.self) { try decode(NumberFormat.Style.self, text) }
        // Keyed containers ignore keys they do not know, as synthesized conformances do.
        case "OptionsIgnored": #expect(try decode(NumberFormat.Options.self, text) == NumberFormat.Options())
        default: Issue.record("unknown type \(type)")
        }
    }

    @Test func aStyleNoFormatCanHaveDoesNotEncode() {
        #expect(throws: EncodingError.self) { try json(NumberFormat.Style.spellOut.sign(.always)) }
    }
}
