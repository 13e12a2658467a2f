import Foundation
import ICU

// String(localized: "in a comment") is not a use, nor is this:
/* NSLocalizedString("in a block comment", comment: "") */
let plain = "a plain literal"
let notAKey = ["String(localized: \"inside a literal\")"]

func calls(bundle: StringBundle, name: String, count: Int) throws {
    _ = String(localized: "greeting", defaultValue: "Hello!", comment: "Shown on the home page")
    _ = String(localized: "settings.title", table: "Settings", comment: "The settings screen's title")
    _ = NSLocalizedString("cancel", comment: "A button that cancels")
    _ = NSLocalizedString("save", tableName: "Localizable", bundle: .main, value: "Save", comment: "A button that saves")
    _ = LocalizedStringResource("files.count", defaultValue: "Files", comment: "A heading")
    _ = bundle.string("bundle.string", localization: "en", default: "Bundle text")
    _ = try bundle.format("bundle.format", localization: "en", [.integer(count)])
    _ = try bundle.message("bundle.message", preferred: ["en"], [:])
    _ = String(localized: "Hello \(name)")
    _ = NSLocalizedString(name, comment: "a variable key")
    _ = loc("custom.key", comment: "Through --function")
    _ = Text.label("member.custom")
    _ = String(localized: "greeting", comment: "Shown on the home page")
    _ = String(localized: """
        multi
        line
        """)
    _ = String(localized: #"raw "quoted" \n"#, comment: "Raw")
    _ = plain.string("not.a.lookup")
}

func loc(_ key: String, comment: String = "") -> String { key }
enum Text { static func label(_ key: String) -> String { key } }
