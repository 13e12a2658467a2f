// Target `accept-language`: reading an Accept-Language header (or a POSIX
// LANGUAGE value) and negotiating it against a site's supported locales.
//
// Input: byte 0 picks the supported list (`sites`), byte 1 the way of reading:
// bit 0 lookup instead of best fit, bit 1 the text as the POSIX environment's
// LANGUAGE (with LANG=en_US.UTF-8) instead of a header; the rest is the text.
//
// Properties: reading never fails; at most `entryLimit` entries, weights in
// 1…1000 and never rising, ranges of ASCII letters, digits and `-` (or `*`,
// the only entry without a locale), no range twice and none both accepted and
// excluded (case aside); a POSIX list has weight 1000 everywhere. Negotiation
// never fails: the answer is one of the supported entries (with its locale), or
// the default with `usedDefault`; the matched entry is one of the preferred
// ones; with lookup, the chosen tag is the matched range's canonical tag or a prefix of it
// ending at a subtag. The memo's answer (a header seen twice) equals the fresh
// one, and so does the same header read again.
// fuzz: dict=accept-language max_len=2048
import ICU

let sites: [[String]] = [
    ["en-US", "de", "fr-CH"],
    ["en-US", "en-001", "de", "de-CH", "fr", "zh-Hans", "zh-Hant", "sr-Latn", "sr-Cyrl", "nb", "pt-BR", "pt-PT",
     "es", "es-419", "ar", "he", "ja"],
    ["ja"],
    ["en_US_POSIX", "de_DE@collation=phonebook", "und", "zh_Hant_TW", "yue"],
]
nonisolated(unsafe) var matchers: [Int: SupportedLocales] = [:]

func isRange(_ range: String) -> Bool {
    range == "*" || (!range.isEmpty && range.utf8.allSatisfy { byte in
        byte == UInt8(ascii: "-") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    })
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let site = Int(input.byte()) % sites.count
    let mode = input.byte()
    let matching: SupportedLocales.Matching = mode & 1 == 1 ? .lookup : .bestFit
    let posix = mode & 2 == 2
    let header = text(input.rest())
    trace("\(posix ? "LANGUAGE" : "header") \(quoted(header)), \(matching) against \(sites[site])")

    let preferred = posix
        ? PreferredLanguages(environment: ["LANGUAGE": header, "LANG": "en_US.UTF-8"])
        : PreferredLanguages(acceptLanguage: header)
    let entries = preferred.entries
    require(entries.count <= PreferredLanguages.entryLimit, "\(entries.count) entries")
    require(preferred.excluded.count <= PreferredLanguages.entryLimit, "\(preferred.excluded.count) excluded")
    var keys: Set<String> = []
    for (index, entry) in entries.enumerated() {
        require((1...1000).contains(entry.weight), "weight \(entry.weight) of \(quoted(entry.range))")
        require(!posix || entry.weight == 1000, "POSIX weight \(entry.weight)")
        require(index == 0 || entries[index - 1].weight >= entry.weight, "weights rise at \(index)")
        require(isRange(entry.range), "range \(quoted(entry.range))")
        require((entry.locale == nil) == (entry.range == "*"), "locale \(String(describing: entry.locale)) of \(quoted(entry.range))")
        require(keys.insert(entry.range.lowercased()).inserted, "\(quoted(entry.range)) twice")
    }
    for range in preferred.excluded {
        require(isRange(range), "excluded range \(quoted(range))")
        require(keys.insert(range.lowercased()).inserted, "\(quoted(range)) twice")
    }
    if !posix { require(PreferredLanguages(acceptLanguage: header) == preferred, "read twice, read differently") }

    if matchers[site] == nil { matchers[site] = try! SupportedLocales(sites[site].map { try LocaleID($0) }) }
    let matcher = matchers[site]!
    let answer = matcher.negotiate(preferred, matching: matching)
    trace("-> \(answer.locale), matched \(String(describing: answer.matched?.range))")
    guard matcher.locales.indices.contains(answer.index) else {
        require(false, "\(answer.index) is not a supported index")
        return 0
    }
    let chosen = answer.index
    require(answer.locale == matcher.locales[chosen], "\(sites[site][chosen]) with locale \(answer.locale)")
    if let matched = answer.matched {
        require(entries.contains(matched), "matched \(quoted(matched.range)), not a preferred entry")
        if matching == .lookup {
            let tag = answer.locale.languageTag.lowercased()
            // Lookup compares canonical tags (`iw` finds a supported `he`).
            let range = (matched.locale?.languageTag ?? matched.range).lowercased()
            require(range == tag || range.hasPrefix(tag + "-"), "lookup chose \(tag) for \(range)")
        }
    } else {
        require(chosen == matcher.defaultIndex, "no match, yet not the default: \(answer.locale)")
    }
    if !posix {
        let memo = matcher.negotiate(acceptLanguage: header, matching: matching)
        let again = matcher.negotiate(acceptLanguage: header, matching: matching)
        require(memo == answer && again == answer, "memo \(memo.locale) / \(again.locale), fresh \(answer.locale)")
    }
    return 0
}
