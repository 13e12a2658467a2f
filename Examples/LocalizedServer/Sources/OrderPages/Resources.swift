import struct Foundation.URL
import class Foundation.Bundle

/// The translations both implementations read: `Localizable.xcstrings` and
/// one `<language>.lproj` folder per language, each with `Localizable.strings`
/// (labels) and `Localizable.stringsdict` (the quantity phrase).
public enum PageResources {
    /// The folder the package copied them to.
    public static var directory: String { Bundle.module.bundleURL.appendingPathComponent("Resources").path }

    /// The languages translated, the development region first.
    public static let languages = ["en", "de", "fr", "ru", "ar", "ja", "pl"]
}
