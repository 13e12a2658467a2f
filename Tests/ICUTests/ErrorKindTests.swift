import Testing
@testable import ICU

/// `ICUError.kind` tells the caller's bad input from ICU's own failure.
@Suite("ICUError: kind")
struct ErrorKindTests {
    @Test func badInputIsTheCallersFault() throws {
        let bad = "!!"  // a variable: `LocaleID("!!")` would be a literal, whose error waits for its first use
        let errors: [ICUError] = [
            try #require(throws: ICUError.self) { try LocaleID(bad) },
            try #require(throws: ICUError.self) { try TimeZoneID("Mars/Base") },
            try #require(throws: ICUError.self) { try NumberFormat(.currency(code: "XYZ"), locale: "en_US") },
            try #require(throws: ICUError.self) { try NumberFormat(.skeleton("precision-bogus"), locale: "en_US") },
            try #require(throws: ICUError.self) { try NumberFormat(.decimal, locale: "en_US").parse("12x") },
            try #require(throws: ICUError.self) { try NumberFormat(.decimal, locale: "en_US").format(decimal: "1x") },
            try #require(throws: ICUError.self) { try DateFormat(pattern: "yyyy-'MM", locale: "en_US", timeZone: .utc) },
        ]
        for error in errors { #expect(error.kind == .badInput, "\(error)") }
    }

    @Test func failuresOfICUAreInternal() {
        // U_MISSING_RESOURCE_ERROR, U_MEMORY_ALLOCATION_ERROR, U_INTERNAL_PROGRAM_ERROR, U_BUFFER_OVERFLOW_ERROR.
        for raw: Int32 in [2, 7, 5, 15] {
            #expect(ICUError.Code(rawValue: raw).kind == .internalFailure, "\(raw)")
            #expect(ICUError(code: .init(rawValue: raw), operation: "x").kind == .internalFailure)
        }
        for code in [ICUError.Code.illegalArgument, .invalidFormat, .parseError, .unsupported, .numberSkeletonSyntax, .decimalNumberSyntax] {
            #expect(code.kind == .badInput, "\(code)")
        }
        // The kind can be given explicitly.
        #expect(ICUError(code: .illegalArgument, operation: "x", kind: .internalFailure).kind == .internalFailure)
    }
}
