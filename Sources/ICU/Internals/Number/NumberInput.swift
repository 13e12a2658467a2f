/// A number in one of the forms ICU formats.
enum NumberInput {
    /// `…_formatInt`.
    case int(Int64)
    /// `…_formatDouble`.
    case double(Double)
    /// A decimal string, formatted exactly (`…_formatDecimal`).
    case decimal(String)
}
