import ICUBridge

/// Data of ICU's resource bundles that no formatting API exposes (ures.c).
enum URes {
    /// The instants at which a zone's metazone (the set of names its specific
    /// names come from) may change, sorted: ICU's `metaZones` mappings, with ICU's
    /// default bounds. Empty for a zone without mappings.
    ///
    /// - Parameter zone: A canonical zone ID.
    static func metazoneChanges(zone: String) throws(ICUError) -> [Double] {
        var status: Int32 = 0
        var changes = [Double](repeating: 0, count: 64)
        var count = changes.withUnsafeMutableBufferPointer { icub_ures_metazone_changes(zone, $0.baseAddress, 64, &status) }
        if status == ICUStatus.bufferOverflow {
            status = 0
            changes = [Double](repeating: 0, count: Int(count))
            count = changes.withUnsafeMutableBufferPointer { icub_ures_metazone_changes(zone, $0.baseAddress, count, &status) }
        }
        try ICUStatus.check(status, "reading the metazones of \(zone)")
        return Array(Set(changes.prefix(Int(count)))).sorted()
    }
}
