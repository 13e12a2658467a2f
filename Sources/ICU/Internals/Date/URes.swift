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
        var fields = [Int32](repeating: 0, count: 5 * 64)
        var count = fields.withUnsafeMutableBufferPointer { icub_ures_metazone_changes(zone, $0.baseAddress, 64, &status) }
        if status == ICUStatus.bufferOverflow {
            status = 0
            fields = [Int32](repeating: 0, count: 5 * Int(count))
            count = fields.withUnsafeMutableBufferPointer { icub_ures_metazone_changes(zone, $0.baseAddress, count, &status) }
        }
        try ICUStatus.check(status, "reading the metazones of \(zone)")
        let changes = (0..<Int(count)).map { index in
            let date = fields[(5 * index)..<(5 * index + 5)].map(Int64.init)
            let days = CivilCalendar.days(year: date[0], month: date[1], day: date[2])
            return Double((days * CivilCalendar.secondsPerDay + date[3] * 3600 + date[4] * 60) * 1000)
        }
        return Array(Set(changes)).sorted()
    }
}
