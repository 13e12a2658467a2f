// What the calendar and time zone areas share: the instants their rows take in turn, and the raw
// row of calendar fields.
import ICUBridge

/// 1,000 instants (milliseconds since 1970), 18 minutes apart from 1 June 2024, each
/// off by a few milliseconds: one offset interval in America/Los_Angeles (PDT), so
/// that rows of calendars and zones measure the cached path.
public let summerInstants = (0..<1_000).map { 1_717_200_000_000 + Double($0) * 1_080_000 + Double($0 % 997) }

/// The next instant of a list, in turn: each row takes its own, so that rows
/// side by side see the same instants in the same order.
public final class Turn {
    private let instants: [Double]
    private var index = 0

    public init(_ instants: [Double] = summerInstants) { self.instants = instants }

    public func next() -> Double {
        index = index == instants.count - 1 ? 0 : index + 1
        return instants[index]
    }
}

/// The raw row of calendar fields: `ucal_setMillis`, then `ucal_get` of each of
/// `fields` on a held calendar, summed so that no call is optimized away.
@inlinable @inline(__always)
public func rawFieldSum(_ calendar: UnsafeMutablePointer<icub_ucal>, _ millis: Double, _ fields: [Int32]) -> Int {
    var status: Int32 = 0
    icub_ucal_set_millis(calendar, millis, &status)
    var sum = 0
    for field in fields {
        sum &+= Int(icub_ucal_get(calendar, field, &status))
    }
    precondition(status <= 0, "ucal_get: \(status)")
    return sum
}
