/// A number in one of the forms ICU formats.
enum NumberInput {
    /// `…_formatInt`.
    case int(Int64)
    /// `…_formatDouble`.
    case double(Double)
    /// A decimal string, formatted exactly (`…_formatDecimal`).
    case decimal(String)

    /// Formats the number with the bridge function for its form (`int`,
    /// `double`, or `decimal` with the string's UTF-8 bytes and their count),
    /// through the one buffer helper, and hands the UTF-8 output to `consume`.
    @inline(__always)
    func output<R>(_ operation: @autoclosure () -> String,
                   int: (Int64, UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32,
                   double: (Double, UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32,
                   decimal: (UnsafePointer<CChar>, Int32, UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32,
                   _ consume: (UnsafeBufferPointer<UInt8>) -> R) throws(ICUError) -> R {
        switch self {
        case .int(let v):
            return try BridgeText.withOutput(operation(), { int(v, $0, $1, &$2) }, consume)
        case .double(let v):
            return try BridgeText.withOutput(operation(), { double(v, $0, $1, &$2) }, consume)
        case .decimal(let text):
            return try BridgeText.withUTF8(text, operation()) { bytes, count throws(ICUError) in
                try BridgeText.withOutput(operation(), { decimal(bytes, count, $0, $1, &$2) }, consume)
            }
        }
    }
}
