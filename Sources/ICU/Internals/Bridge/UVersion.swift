import ICUBridge

/// The versions ICU reports, each as ICU's four bytes (a `UVersionInfo`: major,
/// minor, milli, micro): the library's and its Unicode data's (uversion.c), its
/// CLDR data's (ulocdata.c), and the major version of the headers the bridge was
/// compiled against.
enum UVersion {
    /// `u_getVersion`.
    static func icu() -> [UInt8] { read { icub_u_version($0) } }

    /// `u_getUnicodeVersion`.
    static func unicode() -> [UInt8] { read { icub_u_unicode_version($0) } }

    /// `ulocdata_getCLDRVersion`; nil when ICU's data carries no CLDR version.
    static func cldr() -> [UInt8]? {
        var status: Int32 = 0
        let version = read { icub_ulocdata_cldr_version($0, &status) }
        return status > 0 ? nil : version
    }

    /// `U_ICU_VERSION_MAJOR_NUM` of the headers the bridge was compiled against.
    static func compiledMajor() -> Int { Int(icub_u_compiled_major()) }

    private static func read(_ call: (UnsafeMutablePointer<UInt8>) -> Void) -> [UInt8] {
        var version = [UInt8](repeating: 0, count: Int(ICUB_MAX_VERSION_LENGTH))
        version.withUnsafeMutableBufferPointer { call($0.baseAddress!) }
        return version
    }
}
