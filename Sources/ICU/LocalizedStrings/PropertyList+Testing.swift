/// What tests and fuzz targets outside the module compare: the tree a
/// property list reads as, before a `.stringsdict` reader looks at it. Not
/// part of the API.
///
/// ```swift
/// @_spi(Testing) import ICU
///
/// let xml = Array("<plist><dict><key>k</key><array><true/></array></dict></plist>".utf8)
/// let root = try StringTable.propertyListRoot(xml, path: "t.stringsdict")
/// assert(root == ["k": .array([.other])])
/// ```
@_spi(Testing)
extension StringTable {
    /// The root dictionary of the XML or binary property list `bytes`.
    ///
    /// - Throws: ``ICUError``, as ``init(stringsdictFile:path:)`` throws for
    ///   a file that is no property list or is beyond its limits.
    public static func propertyListRoot(_ bytes: [UInt8], path: String) throws(ICUError) -> [String: PropertyListValue] {
        try PropertyList(bytes: bytes, file: path).root
    }
}
