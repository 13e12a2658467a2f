// Target `cache-keys`: texts that Swift's `String` calls equal (canonically
// equivalent) but whose bytes differ must each get their own answer from every
// cache: the ID intern tables and their per-thread fronts, the negotiation
// memo, and the pool's date patterns, templates, best patterns, skeletons and
// currency codes.
//
// Input: byte 0 picks the service, byte 1 which twins to swap (bit i: the
// i-th scalar with a twin is swapped, up to 8); the rest is the text (at most
// 64 bytes). The twin is the text with those scalars replaced by a canonically
// equivalent spelling (K / KELVIN SIGN, ';' / GREEK QUESTION MARK, '`' / GREEK
// VARIA, Å / ANGSTROM SIGN / A + ring, Ω / OHM SIGN, é / e + acute, ...).
//
// Properties: when the twin's bytes differ, the text is asked for, then its
// twin, then the text again, each twice (the second from the thread's front),
// and every answer has the bytes of the same request answered with nothing
// cached — a fresh format, generator or `PreferredLanguages` negotiation — or
// throws as it does. IDs have no uncached path: a locale or zone ID with a
// non-ASCII byte is refused (ICU's IDs are ASCII), and an ASCII one gets the
// same ID every time.
// fuzz: dict=cache-keys
import FoundationEssentials
import ICU

let pool = FormatterPool(capacity: 1024, currentLocale: "en_US")
let supported = try! SupportedLocales(["en-US", "ko", "de", "sv", "kk", "fr-CA", "zh-Hant", "he"])
let zone = try! TimeZoneID("UTC")
let instant = Date(timeIntervalSince1970: 1_388_934_489.25)

/// Canonically equivalent spellings, each scalar sequence with the ones it can become.
let twins: [Unicode.Scalar: [String]] = [
    "K": ["\u{212A}"], "\u{212A}": ["K"],
    ";": ["\u{037E}"], "\u{037E}": [";"],
    "`": ["\u{1FEF}"], "\u{1FEF}": ["`"],
    "\u{C5}": ["\u{212B}", "A\u{30A}"], "\u{212B}": ["\u{C5}", "A\u{30A}"],
    "\u{3A9}": ["\u{2126}"], "\u{2126}": ["\u{3A9}"],
    "\u{E9}": ["e\u{301}"], "\u{C4}": ["A\u{308}"], "\u{FC}": ["u\u{308}"], "\u{F1}": ["n\u{303}"],
    "\u{AC00}": ["\u{1100}\u{1161}"],
]

enum Service: CaseIterable { case localeID, zoneID, bestFit, lookup, pattern, template, bestPattern, skeleton, currency }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let service = input.pick(Service.allCases)
    let swaps = input.byte()
    let plain = text(Array(input.rest().prefix(64)))
    var twin = ""
    var swappable = 0
    for scalar in plain.unicodeScalars {
        if let choices = twins[scalar] {
            let swap = swappable < 8 && swaps & (1 << swappable) != 0
            twin += swap ? choices[Int(swaps >> 6) % choices.count] : String(scalar)
            swappable += 1
        } else {
            twin.unicodeScalars.append(scalar)
        }
    }
    if plain.utf8.elementsEqual(twin.utf8) { return 0 }
    trace("\(service): \(quoted(plain)) and \(quoted(twin))")
    require(plain == twin, "the twin of \(quoted(plain)) is not canonically equivalent: \(quoted(twin))")

    let fresh = [plain, twin].map { answer(service, $0, cached: false) }
    for (index, text) in [plain, twin, plain].enumerated() {
        for _ in 0..<2 {
            let cached = answer(service, text, cached: true)
            let expected = fresh[index % 2]
            require(cached.utf8.elementsEqual(expected.utf8),
                    "\(service) of \(quoted(text)) after \(quoted(index == 1 ? plain : twin)): cached \(quoted(cached)), fresh \(quoted(expected))")
        }
    }
    return 0
}

/// One patterns generator for the fresh answers: it keeps no texts.
let generator = try! DatePatternGenerator(locale: "en_US")

/// The answer to one request as text (`error CODE` for a failure): through the
/// library's caches, or with nothing cached.
func answer(_ service: Service, _ text: String, cached: Bool) -> String {
    func written(_ result: Result<String, ICUError>) -> String {
        switch result {
        case .success(let text): text
        case .failure(let error): "error \(error.code)"
        }
    }
    switch service {
    case .localeID, .zoneID:
        // IDs have no uncached path: ICU's IDs are ASCII, so a text with another byte is refused.
        let id = written(Result { () throws(ICUError) -> String in
            service == .localeID ? try LocaleID(text).identifier : try TimeZoneID(text).identifier
        })
        if !text.utf8.allSatisfy({ $0 < 0x80 }) {
            require(id.hasPrefix("error "), "\(service) \(quoted(text)) with a non-ASCII byte made \(quoted(id))")
        }
        return id
    case .bestFit, .lookup:
        let matching: SupportedLocales.Matching = service == .bestFit ? .bestFit : .lookup
        let answer = cached ? supported.negotiate(acceptLanguage: text, matching: matching)
                            : supported.negotiate(PreferredLanguages(acceptLanguage: text), matching: matching)
        return answer.locale.identifier + "|" + (answer.matched?.range ?? "-")
    case .pattern:
        return written(Result { () throws(ICUError) in
            try (cached ? pool.dateFormat(pattern: text, timeZone: zone)
                        : DateFormat(pattern: text, locale: "en_US", timeZone: zone)).format(instant)
        })
    case .template:
        return written(Result { () throws(ICUError) in
            try (cached ? pool.dateFormat(template: text, timeZone: zone)
                        : DateFormat(template: text, locale: "en_US", timeZone: zone)).format(instant)
        })
    case .bestPattern:
        return written(Result { () throws(ICUError) in
            try cached ? pool.bestPattern(for: text) : generator.bestPattern(for: text)
        })
    case .skeleton:
        return written(Result { () throws(ICUError) in
            try (cached ? pool.numberFormat(.skeleton(text)) : NumberFormat(.skeleton(text), locale: "en_US")).format(1234.5)
        })
    case .currency:
        return written(Result { () throws(ICUError) in
            try (cached ? pool.numberFormat(.currency(code: text)) : NumberFormat(.currency(code: text), locale: "en_US")).format(1234.5)
        })
    }
}
