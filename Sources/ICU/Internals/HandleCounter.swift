import Synchronization

/// Counts ICU handles opened and closed by this library, so that tests can
/// prove that evicted and dropped formatters really release their ICU objects.
enum _HandleCounter {
    static let opened = Atomic<Int>(0)
    static let closed = Atomic<Int>(0)

    @inline(__always) static func didOpen() { opened.add(1, ordering: .relaxed) }
    @inline(__always) static func didClose() { closed.add(1, ordering: .relaxed) }

    /// Handles open right now.
    static var live: Int { opened.load(ordering: .relaxed) - closed.load(ordering: .relaxed) }
}
