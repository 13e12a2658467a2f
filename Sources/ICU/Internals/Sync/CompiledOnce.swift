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
/// Sendable notes: the form is stored once, by a compare-and-exchange of the
/// address of its retained box, and never changes. The address is an
/// `Atomic<UInt>` rather than an `AtomicLazyReference`, whose `load()` runs
/// unspecialized code in the Synchronization library, looking up the box's
/// generic metadata on every call (a twentieth of a compiled plural range's time).
final class CompiledOnce<Compiled: Sendable>: Sendable {
    /// The compiled form or nil, kept by one retain while stored.
    private final class Outcome: Sendable {
        let compiled: Compiled?
        init(_ compiled: Compiled?) { self.compiled = compiled }
    }

    /// The stored `Outcome`'s address, or 0 before the first compile.
    private let outcome = Atomic<UInt>(0)

    init() {}

    deinit {
        let address = outcome.load(ordering: .acquiring)
        if let pointer = UnsafeRawPointer(bitPattern: address) {
            Unmanaged<Outcome>.fromOpaque(pointer).release()
        }
    }

    /// Whether the compile has run (whichever its answer).
    var isCompiled: Bool { outcome.load(ordering: .acquiring) != 0 }

    /// The compiled form, made by `compile` at the first call; nil where `compile`
    /// answered nil (what it compiles is left to ICU).
    @inline(__always)  // on every format, before the compiled form or ICU writes
    func value(_ compile: () -> Compiled?) -> Compiled? {
        if let stored = UnsafeRawPointer(bitPattern: outcome.load(ordering: .acquiring)) {
            return Unmanaged<Outcome>.fromOpaque(stored).takeUnretainedValue().compiled
        }
        return store(Outcome(compile()))
    }

    /// Stores `made` unless another thread stored first; answers the stored one.
    @inline(never)
    private func store(_ made: Outcome) -> Compiled? {
        let retained = Unmanaged.passRetained(made)
        let (exchanged, original) = outcome.compareExchange(expected: 0, desired: UInt(bitPattern: retained.toOpaque()),
                                                            ordering: .acquiringAndReleasing)
        if exchanged { return made.compiled }
        retained.release()
        return Unmanaged<Outcome>.fromOpaque(UnsafeRawPointer(bitPattern: original)!).takeUnretainedValue().compiled
    }
}
