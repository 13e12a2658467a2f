import Foundation
import ICU
import ICUBridge
import Testing

/// ICUVersion reports what the bridge reads from ICU, and what pkg-config says is installed.
@Suite struct ICUVersionTests {
    private func bridge(_ call: (UnsafeMutablePointer<UInt8>) -> Void) -> ICUVersion.Number {
        var bytes = [UInt8](repeating: 0, count: Int(ICUB_MAX_VERSION_LENGTH))
        bytes.withUnsafeMutableBufferPointer { call($0.baseAddress!) }
        return ICUVersion.Number(Int(bytes[0]), Int(bytes[1]), Int(bytes[2]), Int(bytes[3]))
    }

    @Test func versionsAreTheBridges() {
        let current = ICUVersion.current
        #expect(current.icu == bridge { icub_u_version($0) })
        #expect(current.unicode == bridge { icub_u_unicode_version($0) })
        var status: Int32 = 0
        #expect(current.cldr == bridge { icub_ulocdata_cldr_version($0, &status) })
        #expect(current.compiledMajor == Int(icub_u_compiled_major()))
        #expect(current.description == "ICU \(current.icu), Unicode \(current.unicode), CLDR \(current.cldr)")
    }

    /// The ICU running is the ICU the package was built against: the one pkg-config finds.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/pkg-config"), "needs pkg-config"))
    func versionIsPkgConfigs() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/pkg-config")
        process.arguments = ["--modversion", "icu-uc"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let installed = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(ICUVersion.current.icu.description == installed)
        #expect(ICUVersion.current.icu.major == ICUVersion.current.compiledMajor)
    }

    /// Descriptions as `u_versionToString` writes them: trailing zero parts dropped after the second.
    @Test func numberDescriptions() {
        #expect(ICUVersion.Number(72, 1).description == "72.1")
        #expect(ICUVersion.Number(15).description == "15.0")
        #expect(ICUVersion.Number(4, 8, 1, 1).description == "4.8.1.1")
        #expect(ICUVersion.Number(3, 0, 2).description == "3.0.2")
        #expect(ICUVersion.Number(72, 1) < ICUVersion.Number(72, 1, 0, 1))
        #expect(ICUVersion.Number(67, 9) < ICUVersion.Number(72))
    }
}
