// Target `locale`: the fuzzer's bytes as a locale ID or BCP 47 tag, keywords
// included (`@numbers=`, `@calendar=`, `-u-nu-`, `-u-ca-`).
//
// Properties: `LocaleID(_:)` throws ICUError or gives an ASCII identifier that
// reads back as the same ID; the language tag is ASCII; formats of every kind
// open or throw for it, and what they write is valid UTF-8.
// fuzz: dict=locale
import FoundationEssentials
import ICU

/// Identifiers whose formats were already opened: opening costs far more than
/// reading an ID, and many inputs canonicalize to one ID.
nonisolated(unsafe) var opened = Set<String>()

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
    trace("identifier \(quoted(identifier)), tag \(quoted(id.languageTag))")
    require(!identifier.isEmpty && identifier.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F },
            "LocaleID(\(quoted(raw))).identifier \(quoted(identifier)) is not printable ASCII")
    do {
        let again = try LocaleID(identifier)
        require(again == id && again.identifier == identifier,
                "LocaleID(\(quoted(raw))) is \(quoted(identifier)), but LocaleID of that is \(quoted(again.identifier))")
    } catch {
        require(false, "LocaleID(\(quoted(raw))) is \(quoted(identifier)), which LocaleID refuses: \(error)")
    }
    let tag = id.languageTag
    require(!tag.isEmpty && tag.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F },
            "LocaleID(\(quoted(raw))).languageTag \(quoted(tag)) is not printable ASCII")
    _ = (id.languageCode, id.scriptCode, id.regionCode, id.variantCode, id.baseName)
    _ = id.keywordValue("numbers")
    _ = id.keywordValue("calendar")

    guard opened.insert(identifier).inserted else { return 0 }
    if opened.count > 50_000 { opened.removeAll() }

    if let name = try? id.displayName(in: "en") {
        require(!name.contains("\u{FFFD}"), "displayName of \(quoted(identifier)) has U+FFFD: \(quoted(name))")
    }
    let number = NumberFormat.Style.decimal
    for style in [number, .percent, .scientific, .currency(code: "EUR"), .compactShort] {
        guard let format = try? NumberFormat(style, locale: id) else { continue }
        var bytes: [UInt8] = []
        do {
            try format.format(decimal: "-1234.5", appendingTo: &bytes)
        } catch {
            require(false, "\(style) format in \(quoted(identifier)) opened but cannot format -1234.5: \(error)")
        }
        require(isValidUTF8(bytes), "\(style) format in \(quoted(identifier)) wrote invalid UTF-8: \(bytes)")
    }
    for style in [NumberFormat.Style.spellOut, .ordinal] {
        guard let format = try? NumberFormat(style, locale: id) else { continue }
        var bytes: [UInt8] = []
        do {
            try format.format(decimal: "42", appendingTo: &bytes)
        } catch {
            require(false, "\(style) format in \(quoted(identifier)) opened but cannot format 42: \(error)")
        }
        require(isValidUTF8(bytes), "\(style) format in \(quoted(identifier)) wrote invalid UTF-8: \(bytes)")
    }
    if let format = try? DateFormat(date: .full, time: .full, locale: id, timeZone: .utc) {
        var bytes: [UInt8] = []
        format.format(Date(timeIntervalSince1970: 1_388_934_489), appendingTo: &bytes)
        require(isValidUTF8(bytes), "date format in \(quoted(identifier)) wrote invalid UTF-8: \(bytes)")
    }
    _ = try? DateFormat(template: "yMMMdjmm", locale: id, timeZone: .utc)
    for kind in [PluralRules.Kind.cardinal, .ordinal] {
        guard let rules = try? PluralRules(kind, locale: id) else { continue }
        do {
            let categories = rules.categories
            let category = try rules.category(forDecimal: "1")
            require(categories.contains(category), "\(kind) rules of \(quoted(identifier)): 1 is \(category), not in \(categories)")
        } catch {
            require(false, "\(kind) plural rules of \(quoted(identifier)) opened but fail: \(error)")
        }
    }
    return 0
}
