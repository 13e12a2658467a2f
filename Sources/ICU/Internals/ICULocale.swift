import ICUBridge

/// uloc calls on locale ID strings. Locale IDs are plain C strings in ICU.
enum _ICULocale {
    /// ICU's ULOC_FULLNAME_CAPACITY: the longest locale ID ICU keeps whole.
    static let fullNameCapacity = 157

    static func canonicalize(_ id: String) throws(ICUError) -> String {
        try _ICU.string("canonicalizing locale ID '\(id)'") { dest, capacity, status in
            id.withCString { icub_locale_canonicalize($0, dest, capacity, &status) }
        }
    }

    /// ICU ID for a BCP 47 tag; the whole tag must parse.
    static func fromLanguageTag(_ tag: String) throws(ICUError) -> String {
        var parsed: Int32 = 0
        let id = try _ICU.string("reading BCP 47 tag '\(tag)'") { dest, capacity, status in
            tag.withCString { icub_locale_for_language_tag($0, dest, capacity, &parsed, &status) }
        }
        guard Int(parsed) == tag.utf8.count else {
            throw ICUError(code: .illegalArgument, operation: "reading BCP 47 tag '\(tag)'",
                           reason: "not a well-formed language tag", utf8Offset: Int(parsed))
        }
        return id
    }

    static func languageTag(_ id: String, strict: Bool) throws(ICUError) -> String {
        try _ICU.string("converting locale ID '\(id)' to a BCP 47 tag") { dest, capacity, status in
            id.withCString { icub_locale_to_language_tag($0, strict ? 1 : 0, dest, capacity, &status) }
        }
    }

    enum Part: Int32 { case language = 0, script, country, variant, baseName }

    static func part(_ part: Part, of id: String) -> String {
        (try? _ICU.string("reading the \(part) of '\(id)'") { dest, capacity, status in
            id.withCString { icub_locale_part($0, part.rawValue, dest, capacity, &status) }
        }) ?? ""
    }

    static func keyword(_ keyword: String, of id: String) -> String? {
        let value = try? _ICU.string("reading keyword '\(keyword)' of '\(id)'") { dest, capacity, status in
            id.withCString { idp in keyword.withCString { icub_locale_keyword_value(idp, $0, dest, capacity, &status) } }
        }
        return value.flatMap { $0.isEmpty ? nil : $0 }
    }

    static func displayName(_ id: String, in display: String) throws(ICUError) -> String {
        try _ICU.string("naming locale '\(id)' in '\(display)'") { dest, capacity, status in
            id.withCString { idp in display.withCString { icub_locale_display_name(idp, $0, dest, capacity, &status) } }
        }
    }

    static var available: [String] {
        (0..<Int32(icub_locale_available_count())).map { String(cString: icub_locale_available($0)) }
    }

    static func defaultCurrency(for id: String) throws(ICUError) -> String {
        try _ICU.string("finding the currency of '\(id)'") { dest, capacity, status in
            id.withCString { icub_currency_for_locale($0, dest, capacity, &status) }
        }
    }

    static func isKnownCurrency(_ code: String) -> Bool {
        code.utf8.count == 3 && code.withCString { icub_currency_numeric_code($0) } != 0
    }

    static func canonicalTimeZone(_ id: String) throws(ICUError) -> String {
        var system: Int32 = 0
        return try _ICU.withUTF8(id, "looking up time zone '\(id)'") { bytes, count throws(ICUError) in
            try _ICU.string("looking up time zone '\(id)'") { dest, capacity, status in
                icub_timezone_canonical_id(bytes, count, dest, capacity, &system, &status)
            }
        }
    }

    static func hostTimeZone() throws(ICUError) -> String {
        try _ICU.string("reading the host time zone") { icub_timezone_host($0, $1, &$2) }
    }
}
