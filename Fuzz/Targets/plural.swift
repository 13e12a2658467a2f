// Target `plural`: the plural category of a decimal string.
//
// Input: byte 0 picks the locale (fuzzLocales), byte 1's bit 0 ordinal rules;
// the rest is the decimal string.
//
// Properties: `category(forDecimal:)` is one of the rules' `categories` (or
// throws ICUError), the same from pooled rules as from fresh ones; a number of
// the documented syntax within `NumberFormat.decimalDigitLimit` always has a
// category; an integer of at most 15 digits written without fraction or exponent
// has the same category through `category(for:)` as an Int and as a Double;
// where the rules read once from ICU's text of them give a category
// (`compiledCategory(forDecimal:)`, plain decimals with fraction digits, which
// ranges use), it is ICU's.
// fuzz: dict=number
@_spi(Testing) import ICU

/// Large enough to hold every style and locale the target picks: a pool that
/// evicts on most inputs measures its own reopening, not formatting.
let pool = FormatterPool(capacity: 1024, currentLocale: "en_US")

nonisolated(unsafe) var opened: [String: (PluralRules, [PluralRules.Category])] = [:]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let localeName = input.pick(fuzzLocales)
    let kind: PluralRules.Kind = input.byte() & 1 == 1 ? .ordinal : .cardinal
    let decimal = text(input.rest())
    let locale = try! LocaleID(localeName)
    trace("\(kind) in \(localeName): \(quoted(decimal))")
    let exact = DecimalText(decimal)
    if isSlowButValid(decimal, exact) { return 0 }
    let written = exact?.writtenDigits

    let key = "\(kind)|\(localeName)"
    if opened[key] == nil {
        do {
            let rules = try PluralRules(kind, locale: locale)
            opened[key] = (rules, rules.categories)
        } catch {
            require(false, "\(kind) plural rules of \(localeName) fail: \(error)")
        }
    }
    let (rules, categories) = opened[key]!
    let pooled: PluralRules
    do {
        pooled = try pool.pluralRules(kind, locale: locale)
    } catch {
        require(false, "\(kind) plural rules of \(localeName): fresh ones open, pooled ones fail: \(error)")
        return 0
    }
    let category = Result { () throws(ICUError) in try rules.category(forDecimal: decimal) }
    let fromPool = Result { () throws(ICUError) in try pooled.category(forDecimal: decimal) }
    trace("-> \(category)")
    switch (category, fromPool) {
    case (.success(let a), .success(let b)):
        require(a == b, "\(kind) in \(localeName), \(quoted(decimal)): fresh \(a), pooled \(b)")
        require(categories.contains(a), "\(kind) in \(localeName), \(quoted(decimal)): \(a) is not one of \(categories)")
        if let written { require(written <= NumberFormat.decimalDigitLimit, "\(quoted(decimal)) beyond decimalDigitLimit has category \(a)") }
    case (.failure(let a), .failure(let b)):
        require(a.code == b.code, "\(kind) in \(localeName), \(quoted(decimal)): fresh \(a), pooled \(b)")
        if let written, written <= NumberFormat.decimalDigitLimit - 1024 {
            require(false, "\(kind) in \(localeName): \(quoted(decimal)) has no category: \(a)")
        }
    default:
        require(false, "\(kind) in \(localeName), \(quoted(decimal)): fresh \(category), pooled \(fromPool)")
    }
    let digits = decimal.hasPrefix("-") ? decimal.utf8.dropFirst() : decimal.utf8[...]
    if case .success(let expected) = category, (1...15).contains(digits.count), digits.allSatisfy({ (0x30...0x39).contains($0) }),
       let integer = Int(decimal) {
        let fromInt = rules.category(for: integer)
        let fromDouble = rules.category(for: Double(integer))
        trace("Int \(integer) -> \(fromInt), Double -> \(fromDouble)")
        require(fromInt == expected && fromDouble == expected,
                "\(kind) in \(localeName): \(quoted(decimal)) is \(expected), as an Int \(fromInt), as a Double \(fromDouble)")
    }
    // The rules read once from ICU's text, where they answer: ICU's category.
    if let compiled = rules.compiledCategory(forDecimal: decimal) {
        trace("compiled -> \(compiled)")
        guard case .success(let expected) = category else {
            require(false, "\(kind) in \(localeName): \(quoted(decimal)) fails in ICU, compiled rules say \(compiled)")
            return 0
        }
        require(compiled == expected, "\(kind) in \(localeName): \(quoted(decimal)) is \(expected), compiled rules say \(compiled)")
    }
    return 0
}
