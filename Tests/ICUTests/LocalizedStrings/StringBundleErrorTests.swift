import ICU
import Testing

/// A resources directory that cannot be listed: said plainly, at the directory.
@Suite struct StringBundleErrorTests {
    @Test(arguments: [("Bad/none", "no such directory"), ("Bad/syntax.strings", "it is not a directory")])
    func aDirectoryThatCannotBeListed(_ relative: String, _ reason: String) {
        let path = StringFixtures.path(relative)
        #expect(throws: ICUError(code: ICUError.Code(rawValue: 4), operation: "listing \(path)", reason: reason,
                                 kind: .badInput, location: FileLocation(file: path, line: 1, column: 1))) {
            try StringBundle(resourcesAt: path)
        }
    }
}
