import Synchronization

extension MessageFormat2 {
    /// The steps of work a task's message operations take: each declaration
    /// resolved and variable it reads, pattern part written, expression and
    /// option resolved, variant and key a selection looks at, and, when a plan
    /// is made, each part compiled, probe formatted and key checked.
    ///
    /// Counted only in a task that sets ``current``, so that tests can check
    /// that work grows linearly with a message's size without timing it:
    ///
    /// ```swift
    /// @_spi(Testing) import ICU
    ///
    /// let message = try MessageFormat2(".input {$x :number} .match $x one {{one}} * {{other}}", locale: "en")
    /// let work = MessageFormat2.WorkCount()
    /// MessageFormat2.WorkCount.$current.withValue(work) { _ = message.format(["x": 5]) }
    /// work.steps
    /// ```
    ///
    /// Sendable notes: one atomic counter.
    @_spi(Testing) public final class WorkCount: Sendable {
        private let counted = Atomic<Int>(0)

        /// The work counted in the task that sets it; `nil` (nothing counted) elsewhere.
        @TaskLocal public static var current: WorkCount?

        public init() {}

        /// The steps counted so far.
        public var steps: Int { counted.load(ordering: .relaxed) }

        func add(_ steps: Int) { counted.add(steps, ordering: .relaxed) }
    }
}
