import Synchronization

/// A compiled form made at its first use and kept — or that there is none, where
/// what it would compile is left to ICU — for the formats that write without ICU
/// what they have checked against ICU (a message, plural rules, an interval's
/// difference).
///
/// The compile runs at the first call, not when the format is created, so that a
/// format made only to be checked or used once costs no probes. Two threads racing
/// through the first call may both compile; the first form stored wins, and every
/// call after it answers that one. A compile that returns nil (ICU writes what it
/// would have compiled) is kept as well, and not tried again.
///
/// Sendable notes: the form is stored once (`AtomicLazyReference`) and never changes.
final class CompiledOnce<Compiled: Sendable>: Sendable {
    /// The compiled form or nil, as the lazy reference keeps objects.
    private final class Outcome: Sendable {
        let compiled: Compiled?
        init(_ compiled: Compiled?) { self.compiled = compiled }
    }

    private let outcome = AtomicLazyReference<Outcome>()

    init() {}

    /// Whether the compile has run (whichever its answer).
    var isCompiled: Bool { outcome.load() != nil }

    /// The compiled form, made by `compile` at the first call; nil where `compile`
    /// answered nil (what it compiles is left to ICU).
    @inline(__always)  // on every format, before the compiled form or ICU writes
    func value(_ compile: () -> Compiled?) -> Compiled? {
        if let made = outcome.load() { return made.compiled }
        return outcome.storeIfNil(Outcome(compile())).compiled
    }
}
