import FoundationEssentials
import ICU
import Testing

// Shared by both test targets: Tests/icufmtTests/TestedICU.swift links here.

/// The ICU major version the tests take as the one they run on.
///
/// Tests that compare with CLDR text carry the ``Testing/Trait/cldr42`` trait and
/// run only when this is the ICU their expected text was written from; on any
/// other ICU they are listed as skipped, and their twins, which compare the
/// library with the raw ICU call in the same process, still run.
/// `SWIFT_ICU_TEST_ASSUME_ICU_MAJOR=74 swift test` shows what another ICU skips.
enum TestedICU {
    /// The ICU whose CLDR data (CLDR 42) the literal expectations were written from.
    static let pinnedMajor = 72

    /// `SWIFT_ICU_TEST_ASSUME_ICU_MAJOR` when set to a number, else the major version of the ICU loaded.
    static let major: Int = ProcessInfo.processInfo.environment["SWIFT_ICU_TEST_ASSUME_ICU_MAJOR"]
        .flatMap { Int($0) } ?? SystemICU.current.icu.major

    /// Whether the literal CLDR 42 expectations hold.
    static var isPinned: Bool { major == pinnedMajor }
}

extension Trait where Self == ConditionTrait {
    /// A test or suite that compares with text of ICU 72's CLDR 42 data: it runs
    /// on ICU 72 and is skipped, with this reason, on any other.
    static var cldr42: Self { .enabled(if: TestedICU.isPinned, "asserts CLDR 42 text (ICU 72)") }
}
