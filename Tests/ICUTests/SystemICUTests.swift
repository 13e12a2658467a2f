import Foundation
import ICU
import ICUBridge
import Testing

/// SystemICU reports what the bridge reads from ICU, and what pkg-config says is installed.
@Suite struct SystemICUTests {
    private func bridge(_ call: (UnsafeMutablePointer<UInt8>) -> Void) -> SystemICU.Version {
        var bytes = [UInt8](repeating: 0, count: Int(ICUB_MAX_VERSION_LENGTH))
        bytes.withUnsafeMutableBufferPointer { call($0.baseAddress!) }
        return SystemICU.Version(Int(bytes[0]), Int(bytes[1]), Int(bytes[2]), Int(bytes[3]))
    }

    @Test func versionsAreTheBridges() {
        let current = SystemICU.current
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
        // The module Package.swift links (scripts/other-icu provides only that one for another ICU).
        process.arguments = ["--modversion", "icu-i18n"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let installed = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(SystemICU.current.icu.description == installed)
        #expect(SystemICU.current.icu.major == SystemICU.current.compiledMajor)
    }

    /// Descriptions as `u_versionToString` writes them: trailing zero parts dropped after the second.
    @Test func numberDescriptions() {
        #expect(SystemICU.Version(72, 1).description == "72.1")
        #expect(SystemICU.Version(15).description == "15.0")
        #expect(SystemICU.Version(4, 8, 1, 1).description == "4.8.1.1")
        #expect(SystemICU.Version(3, 0, 2).description == "3.0.2")
        #expect(SystemICU.Version(72, 1) < SystemICU.Version(72, 1, 0, 1))
        #expect(SystemICU.Version(67, 9) < SystemICU.Version(72))
    }
}
