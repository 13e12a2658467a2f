// Target `locale-conventions`: the fuzzer's bytes as a locale ID or BCP 47 tag,
// keywords included (`@numbers=`, `@rg=`, `-u-hc-`, `-u-fw-`, `@currency=`).
//
// Properties: `LocaleConventions` of a valid ID throws an ICUError of kind
// `.badInput` or gives four non-empty quotation marks, non-empty number symbols
// and numbering system, a three-letter currency code with a symbol and a name
// (or none of the three), a first weekday and minimal days in 1...7, weekend days
// in 1...7 in ascending order, and no U+FFFD anywhere (ICU's text arrived as
// valid UTF-8); the same twice; the pool's answer (by the ID, and by an ID made again from the input string)
// is the fresh one; a JSON round trip gives the same value.
// fuzz: dict=locale
import FoundationEssentials
import ICU

let pool = FormatterPool(capacity: 1024, currentLocale: "en_US")

/// Identifiers already checked in full: creating conventions opens several ICU
/// objects, and many inputs canonicalize to one ID.
nonisolated(unsafe) var checked = Set<String>()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let raw = text(input.rest())
    trace("locale \(quoted(raw))")
    let id: LocaleID
    do {
        id = try LocaleID(raw)
    } catch {
        trace("refused: \(error)")
        return 0
    }
    let identifier = id.identifier
    guard checked.insert(identifier).inserted else {
        // Seen before: only the pool's fast path.
        _ = try? pool.localeConventions(locale: LocaleID(raw))
        return 0
    }
    if checked.count > 50_000 { checked.removeAll() }

    let fresh = Result { () throws(ICUError) in try LocaleConventions(locale: id) }
    let again = Result { () throws(ICUError) in try LocaleConventions(locale: id) }
    let pooled = Result { () throws(ICUError) in try pool.localeConventions(locale: id) }
    let pooledByString = Result { () throws(ICUError) in try pool.localeConventions(locale: LocaleID(raw)) }
    trace("-> \(fresh)")
    switch (fresh, again, pooled, pooledByString) {
    case (.success(let c), .success(let d), .success(let p), .success(let s)):
        require(c == d, "conventions of \(quoted(identifier)) differ between two creations")
        require(c == p && c == s, "conventions of \(quoted(identifier)): pooled differ from fresh")
        check(c, identifier)
        do {
            let decoded = try JSONDecoder().decode(LocaleConventions.self, from: JSONEncoder().encode(c))
            require(decoded == c, "conventions of \(quoted(identifier)) change in a JSON round trip")
        } catch {
            require(false, "conventions of \(quoted(identifier)) fail a JSON round trip: \(error)")
        }
    case (.failure(let a), .failure(let b), .failure(let p), .failure(let s)):
        require(a.kind == .badInput, "conventions of \(quoted(identifier)) fail with \(a), not bad input")
        require(a.code == b.code && a.code == p.code && a.code == s.code,
                "conventions of \(quoted(identifier)) fail differently: \(a), \(b), pooled \(p), \(s)")
    default:
        require(false, "conventions of \(quoted(identifier)): fresh \(fresh), again \(again), pooled \(pooled), by string \(pooledByString)")
    }
    return 0
}

func check(_ c: LocaleConventions, _ identifier: String) {
    let texts = [c.quotationStart, c.quotationEnd, c.alternateQuotationStart, c.alternateQuotationEnd,
                 c.decimalSeparator, c.groupingSeparator, c.minusSign, c.percentSign, c.numberingSystem]
    require(texts.allSatisfy { !$0.isEmpty }, "conventions of \(quoted(identifier)) have an empty mark or symbol: \(texts)")
    let all = texts + [c.currencyCode, c.currencySymbol, c.currencyName].compactMap { $0 }
    require(!all.contains { $0.unicodeScalars.contains("\u{FFFD}") }, "conventions of \(quoted(identifier)) contain U+FFFD: \(all)")
    require(c.numberingSystem.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }, "numbering system \(quoted(c.numberingSystem)) is not ASCII")
    switch (c.currencyCode, c.currencySymbol, c.currencyName) {
    case (nil, nil, nil):
        break
    case (let code?, let symbol?, let name?):
        require(code.utf8.count == 3 && code.utf8.allSatisfy { (0x41...0x5A).contains($0) },
                "currency code \(quoted(code)) of \(quoted(identifier)) is not three capital letters")
        require(!symbol.isEmpty && !name.isEmpty, "currency \(code) of \(quoted(identifier)) has an empty symbol or name")
    default:
        require(false, "currency of \(quoted(identifier)) is partial: \(String(describing: c.currencyCode)), \(String(describing: c.currencySymbol)), \(String(describing: c.currencyName))")
    }
    let week = 1...7
    require(week.contains(c.firstWeekday), "first weekday \(c.firstWeekday) of \(quoted(identifier))")
    require(week.contains(c.minimalDaysInFirstWeek), "minimal days \(c.minimalDaysInFirstWeek) of \(quoted(identifier))")
    require(c.weekendDays.allSatisfy(week.contains) && c.weekendDays == c.weekendDays.sorted()
            && Set(c.weekendDays).count == c.weekendDays.count,
            "weekend days \(c.weekendDays) of \(quoted(identifier))")
    require(c.paperSize.height > 0 && c.paperSize.width > 0, "paper size \(c.paperSize) of \(quoted(identifier))")
    require(c.locale.identifier == identifier, "conventions of \(quoted(identifier)) name \(c.locale)")
}
