import FoundationEssentials
import Testing

/// How much of a long sweep (every locale, every zone, a million values) a run covers.
///
/// A test tagged ``Testing/Tag/sweep`` takes its elements through ``Sweep/sample(_:every:sanitizer:)``:
/// - **full**, every element: `SWIFT_ICU_SWEEP=full` (`scripts/long-checks`, before an issue
///   that touches the swept code is resolved);
/// - **sampled**, the default (`swift test`, CI's plain run and the ICU 76 run): every
///   `every`-th element, so that the test stays within a few seconds of a debug build;
/// - **sanitizer**, a sparser sample: `SWIFT_ICU_SWEEP=sanitizer` (`scripts/sanitize`, where a
///   test runs three to ten times slower).
///
/// The sample is fixed (the first element, then every `every`-th), so a failure reproduces.
/// docs/testing.md lists the tagged tests and their times.
enum Sweep {
    enum Scope: String { case sanitizer, sampled, full }

    /// `SWIFT_ICU_SWEEP` (`full` or `sanitizer`), else `sampled`.
    static let scope: Scope = ProcessInfo.processInfo.environment["SWIFT_ICU_SWEEP"].flatMap { Scope(rawValue: $0) } ?? .sampled

    /// Whether the sweep covers everything (`SWIFT_ICU_SWEEP=full`).
    static var isFull: Bool { scope == .full }

    /// The elements a run covers: all of them in a full sweep, else every `every`-th
    /// (every `sanitizer`-th under a sanitizer, `every` when not given), from the one at
    /// `offset` (modulo the stride: loops that sample the same elements in turn pass their
    /// index, so that together they cover more of them).
    static func sample<C: Collection>(_ elements: C, every: Int, sanitizer: Int? = nil, offset: Int = 0) -> [C.Element] {
        let stride: Int
        switch scope {
        case .full: stride = 1
        case .sampled: stride = max(every, 1)
        case .sanitizer: stride = max(sanitizer ?? every, 1)
        }
        return elements.enumerated().filter { ($0.offset + stride - offset % stride) % stride == 0 }.map(\.element)
    }

    /// `full` in a full sweep, else `sampled` (or `sanitizer` under a sanitizer, `sampled` when not given).
    static func count(full: Int, sampled: Int, sanitizer: Int? = nil) -> Int {
        switch scope {
        case .full: full
        case .sampled: sampled
        case .sanitizer: sanitizer ?? sampled
        }
    }
}

extension Tag {
    /// A test that sweeps every locale, zone or a million values, sampled unless `SWIFT_ICU_SWEEP=full`.
    @Tag static var sweep: Self
}
