// What the property-list targets (plist-xml, plist-binary) check of every read.
@_spi(Testing) import ICU

/// The root of the property list `bytes`, read twice, the same both times,
/// within the allocation budget (256 bytes per byte of the file, plus 256 KiB);
/// a failure is a `U_PARSE_ERROR` of kind `.badInput` located in `path`.
func readPropertyList(_ bytes: [UInt8], path: String) -> Result<[String: PropertyListValue], ICUError> {
    func read() -> Result<[String: PropertyListValue], ICUError> {
        Result { () throws(ICUError) in try StringTable.propertyListRoot(bytes, path: path) }
    }
    let (first, allocated) = allocations { read() }
    let budget = 256 * bytes.count + 256 << 10
    require(allocated <= budget, "reading \(bytes.count) bytes allocated \(allocated) bytes, over \(budget)")
    let second = read()
    switch (first, second) {
    case (.success(let a), .success(let b)): require(a == b, "read twice, read differently")
    case (.failure(let a), .failure(let b)): require(a == b, "\(a), then \(b)")
    default: require(false, "\(first), then \(second)")
    }
    if case .failure(let error) = first {
        trace("-> \(error)")
        require(error.kind == .badInput && error.code == .parseError, "an error of kind \(error.kind): \(error)")
        require(error.location?.file == path, "an error not located in the file: \(error)")
    }
    return first
}
