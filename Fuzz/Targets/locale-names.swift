// Target `locale-names`: display names, likely subtags and direction of a locale ID.
//
// Input: byte 0 picks the display locale (fuzzLocales); byte 1's bit 0 dialect
// names, bits 1-2 the capitalization context, bit 3 short names; byte 2 which
// kind of code the second field is (language, script, region, variant,
// keyword); then, separated by '\n', the locale ID or tag, the code, and a
// keyword value.
//
// Properties: `LocaleID` throws or the locale has a non-empty name free of
// U+FFFD, the same twice and from the pool's names as from fresh ones; a code's
// name is nil or non-empty, the same twice and pooled; `maximized` of
// `minimized` is `maximized`, and `maximized` is its own maximized form;
// `characterOrder` is left or right to left as `isRightToLeft` says, unless ICU
// has layout data of the locale's own; `lineOrder` is top to bottom.
// fuzz: dict=locale
import ICU

let pool = FormatterPool(capacity: 1024, currentLocale: "en_US")

nonisolated(unsafe) var opened: [String: LocaleDisplayNames] = [:]

let capitalizations: [LocaleDisplayNames.Capitalization] = [.middleOfSentence, .beginningOfSentence, .uiListOrMenu, .standalone]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let displayName = input.pick(fuzzLocales)
    let flags = input.byte()
    let kind = input.byte() % 5
    let localeText = text(input.field())
    let code = text(input.field())
    let value = text(input.rest())
    let dialect: LocaleDisplayNames.Dialect = flags & 1 == 1 ? .dialect : .standard
    let capitalization = capitalizations[Int(flags >> 1) & 3]
    let length: LocaleDisplayNames.Width = flags & 8 == 8 ? .short : .wide
    let display = try! LocaleID(displayName)
    trace("in \(displayName) (\(dialect), \(capitalization), \(length)): \(quoted(localeText)), code \(kind) \(quoted(code)), value \(quoted(value))")

    let key = "\(displayName)|\(flags & 15)"
    if opened[key] == nil {
        do {
            opened[key] = try LocaleDisplayNames(locale: display, options: .init(dialect: dialect, capitalization: capitalization, width: length))
        } catch {
            require(false, "display names in \(displayName) fail to open: \(error)")
        }
    }
    let names = opened[key]!
    let pooled: LocaleDisplayNames
    do {
        pooled = try pool.localeDisplayNames(locale: display, options: .init(dialect: dialect, capitalization: capitalization, width: length))
    } catch {
        require(false, "display names in \(displayName): fresh ones open, pooled ones fail: \(error)")
        return 0
    }

    func nameOfCode(_ n: LocaleDisplayNames) -> String? {
        switch kind {
        case 0: n.languageName(code)
        case 1: n.scriptName(code)
        case 2: n.regionName(code)
        case 3: n.variantName(code)
        default: n.keywordName(code)
        }
    }
    let codeName = nameOfCode(names)
    trace("code -> \(codeName.map(quoted) ?? "nil")")
    require(codeName == nameOfCode(names) && codeName == nameOfCode(pooled), "name of code \(quoted(code)) differs between calls or from the pool")
    require(codeName.map { !$0.isEmpty } ?? true, "code \(quoted(code)) has an empty name")
    let valueName = names.keywordValueName(code, value)
    require(valueName == pooled.keywordValueName(code, value), "name of \(quoted(code))=\(quoted(value)) differs from the pool's")
    require(valueName.map { !$0.isEmpty } ?? true, "\(quoted(code))=\(quoted(value)) has an empty name")

    guard let locale = try? LocaleID(localeText) else { return 0 }
    let name = names.name(of: locale)
    trace("\(locale) -> \(quoted(name))")
    require(!name.isEmpty, "\(locale) has an empty name in \(displayName)")
    require(!name.unicodeScalars.contains("\u{FFFD}"), "name of \(locale) in \(displayName) has U+FFFD: \(quoted(name))")
    require(name == names.name(of: locale), "name of \(locale) in \(displayName) differs between calls")
    require(name == pooled.name(of: locale), "name of \(locale) in \(displayName): fresh \(quoted(name)), pooled \(quoted(pooled.name(of: locale)))")

    let maximized = locale.maximized
    let minimized = locale.minimized
    trace("maximized \(maximized), minimized \(minimized)")
    require(maximized.maximized == maximized, "\(locale): maximized \(maximized) maximizes to \(maximized.maximized)")
    require(minimized.maximized == maximized, "\(locale): minimized \(minimized) maximizes to \(minimized.maximized), not \(maximized)")
    _ = (locale.languageCode, locale.scriptCode, locale.regionCode, locale.variantCode)
    let order = locale.characterOrder
    require(order == .leftToRight || order == .rightToLeft, "\(locale): character order \(order)")
    require(locale.lineOrder == .topToBottom, "\(locale): line order \(locale.lineOrder)")
    return 0
}
