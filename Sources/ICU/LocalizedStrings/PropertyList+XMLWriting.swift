extension PropertyList {
    /// `root` as an XML property list, as `plutil -convert xml1` writes one:
    /// the plist 1.0 doctype, a tab per level, dictionary keys sorted by their
    /// UTF-8 bytes, `&`, `<` and `>` escaped. It writes what a `.stringsdict`
    /// file holds — strings, dictionaries and arrays.
    ///
    /// - Throws: ``ICUError`` (`.badInput`) for a value read as
    ///   ``PropertyListValue/other`` (a number, date, data or boolean), whose
    ///   value the reader did not keep.
    static func xml(_ root: [String: PropertyListValue]) throws(ICUError) -> [UInt8] {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """
        try write(.dictionary(root), depth: 0, to: &out)
        out += "</plist>\n"
        return Array(out.utf8)
    }

    private static func write(_ value: PropertyListValue, depth: Int, to out: inout String) throws(ICUError) {
        let indent = String(repeating: "\t", count: depth)
        switch value {
        case .string(let text):
            out += indent + "<string>" + escaped(text) + "</string>\n"
        case .dictionary(let entries):
            out += indent + "<dict>\n"
            for (key, entry) in entries.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
                out += indent + "\t<key>" + escaped(key) + "</key>\n"
                try write(entry, depth: depth + 1, to: &out)
            }
            out += indent + "</dict>\n"
        case .array(let items):
            out += indent + "<array>\n"
            for item in items { try write(item, depth: depth + 1, to: &out) }
            out += indent + "</array>\n"
        case .other:
            throw ICUError(code: .illegalArgument, operation: "writing a property list",
                           reason: "a number, date, data or boolean value was read without its value and cannot be written")
        }
    }

    private static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.append(character)
            }
        }
        return out
    }
}
