import ICUBridge

extension NumberInput {
    /// A bridge call formatting a number with its fields, after the number's own arguments.
    typealias FieldWriter<Value> = (Value, UnsafeMutablePointer<CChar>, Int32,
                                    UnsafeMutablePointer<icub_field_span>, Int32, inout Int32, inout Int32) -> Int32

    /// ``output(_:int:double:decimal:_:)`` with the number's fields: formats with
    /// the bridge function for its form (the decimal string as its UTF-8 bytes
    /// and their count) through ``BridgeText/withFields(_:code:_:)``.
    func fields(_ operation: @autoclosure () -> String,
                int: FieldWriter<Int64>,
                double: FieldWriter<Double>,
                decimal: FieldWriter<(UnsafePointer<CChar>, Int32)>) throws(ICUError) -> FieldOutput<UNumField> {
        switch self {
        case .int(let v):
            return try BridgeText.withFields(operation(), code: UNumField.init(icuValue:)) { int(v, $0, $1, $2, $3, &$4, &$5) }
        case .double(let v):
            return try BridgeText.withFields(operation(), code: UNumField.init(icuValue:)) { double(v, $0, $1, $2, $3, &$4, &$5) }
        case .decimal(let text):
            return try BridgeText.withUTF8(text, operation()) { bytes, count throws(ICUError) in
                try BridgeText.withFields(operation(), code: UNumField.init(icuValue:)) {
                    decimal((bytes, count), $0, $1, $2, $3, &$4, &$5)
                }
            }
        }
    }
}
