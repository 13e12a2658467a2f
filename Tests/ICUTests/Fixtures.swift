import FoundationEssentials
import ICU
import Testing

/// The instants of the seeds' examples ("Formatting Data Using the Locale Settings").
enum SeedDate {
    /// Table 4-1: Sunday, January 5, 2014, 7:08:09 AM PST.
    static let table4_1 = Date(timeIntervalSince1970: 1_388_934_489)
    /// Table 4-3: June 10, 2013, 11:03:15 AM PDT (18:03:15 UTC).
    static let table4_3 = Date(timeIntervalSince1970: 1_370_887_395)
    /// Table 4-4: June 6, 2013, 10:14 AM PDT (17:14 UTC).
    static let table4_4 = Date(timeIntervalSince1970: 1_370_538_840)
    /// Table 4-5: November 13, 2013, noon PST (20:00 UTC).
    static let table4_5 = Date(timeIntervalSince1970: 1_384_372_800)
}

/// The seeds' time zone. Every test names its zone: the process's own is not used.
func losAngeles() throws -> TimeZoneID { try TimeZoneID("America/Los_Angeles") }

/// One megabyte of one character: input far beyond anything people type.
func megabyte(of character: Character) -> String { String(repeating: character, count: 1 << 20) }

/// Requires `body` to throw an ``ICUError`` whose ICU name is `name` and whose
/// description quotes `input`, so that the message says what was wrong.
@discardableResult
func requireICUError<R>(_ name: String, mentioning input: String,
                        sourceLocation: SourceLocation = #_sourceLocation,
                        _ body: () throws -> R) throws -> ICUError {
    let error = try #require(throws: ICUError.self, sourceLocation: sourceLocation) { try body() }
    #expect(error.name == name, "\(error)", sourceLocation: sourceLocation)
    #expect(error.description.contains(input), "\(error)", sourceLocation: sourceLocation)
    return error
}

/// A small, seeded random generator (SplitMix64), so a failure can be replayed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
