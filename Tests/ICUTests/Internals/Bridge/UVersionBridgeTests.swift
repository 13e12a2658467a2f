import ICUBridge
import Testing

extension Internals.Bridge {
    /// uversion.c, and ulocdata.c's CLDR version: four bytes each, major first.
    @Suite("uversion.c")
    struct UVersionBridgeTests {
        private func read(_ call: (UnsafeMutablePointer<UInt8>) -> Void) -> [UInt8] {
            var version = [UInt8](repeating: 0xFF, count: Int(ICUB_MAX_VERSION_LENGTH))
            version.withUnsafeMutableBufferPointer { call($0.baseAddress!) }
            return version
        }

        /// The library loaded is the one the bridge was compiled against: the
        /// distribution's symbol suffixes (`u_getVersion_72`) tie the two.
        @Test func runtimeMajorIsTheCompiledMajor() {
            let version = read { icub_u_version($0) }
            #expect(Int32(version[0]) == icub_u_compiled_major())
            #expect(icub_u_compiled_major() >= 67, "the README's oldest ICU")
        }

        /// Each call writes all four bytes (none keeps the 0xFF it started with: no part of these versions is 255).
        @Test func everyByteWritten() {
            var status: Int32 = 0
            for version in [read { icub_u_version($0) }, read { icub_u_unicode_version($0) },
                            read { icub_ulocdata_cldr_version($0, &status) }] {
                #expect(!version.contains(0xFF), "\(version)")
                #expect(version[0] > 0, "\(version)")
            }
            #expect(status <= 0, "\(errorName(status))")
        }
    }
}
