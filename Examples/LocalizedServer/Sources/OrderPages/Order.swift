/// One row of the orders page, before anything is formatted.
public struct Order: Sendable, Hashable {
    /// What an order can be doing; its text is the key `order.status.<rawValue>`.
    public enum Status: String, Sendable, Hashable, CaseIterable {
        case processing, shipped, delivered, cancelled
    }

    public let number: Int
    /// The unit price in cents, so that sums stay exact.
    public let unitCents: Int64
    public let quantity: Int
    /// Seconds since 1970-01-01 UTC.
    public let placedAt: Int64
    public let status: Status

    /// The unit price as an exact decimal string, such as `"1234.50"`.
    public var unitPrice: String { Order.decimalString(cents: unitCents) }

    /// The price of the row, `unitPrice × quantity`, as an exact decimal string.
    public var linePrice: String { Order.decimalString(cents: unitCents * Int64(quantity)) }

    /// `cents` written as an exact decimal with two places: 123456 is `"1234.56"`.
    public static func decimalString(cents: Int64) -> String {
        let fraction = cents % 100
        return "\(cents / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

extension Order {
    /// The 20 orders every request renders: the same on every call and every
    /// machine, so tests can compare whole bodies and benchmarks measure
    /// formatting, not a data source.
    ///
    /// The quantities cover every plural category of the seven languages:
    /// 1 (one), 2 (ar two), 3–4 (few in ru, pl, ar), 5 and 11 (many in ru, pl, ar),
    /// 21 and 22 (one and few again in ru), 100 (ar other); 1,000 is grouped.
    public static let sample: [Order] = (0..<20).map { index in
        let quantities = [1, 2, 3, 4, 5, 11, 21, 22, 25, 100, 1, 2, 3, 12, 14, 101, 111, 1_000, 7, 1]
        return Order(
            number: 10_001 + index,
            unitCents: Int64((index * 7919) % 50_000 + 199),
            quantity: quantities[index],
            // From 2014-01-05 08:08:09 UTC, a little over a day apart, so rows
            // fall on different dates and at different times of day.
            placedAt: 1_388_909_289 + Int64(index) * 97_531,
            status: Status.allCases[index % Status.allCases.count]
        )
    }

    /// The sum of every row's `linePrice`, as an exact decimal string.
    public static func total(of orders: [Order]) -> String {
        decimalString(cents: orders.reduce(0) { $0 + $1.unitCents * Int64($1.quantity) })
    }
}
