/// The one item on the quote page, before anything is formatted.
public enum QuoteItem {
    /// The price, exact: a `Double` could not hold it.
    public static let price = "1234567.89"
    /// Seconds since 1970-01-01 UTC: 2014-01-05 21:08:09 UTC.
    public static let date: Int64 = 1_388_956_089
    /// The discount, as a fraction: 17.5 %.
    public static let discount = 0.175
    /// How many new messages the visitor has, unless the query names a count.
    public static let newMessages = 3
}
