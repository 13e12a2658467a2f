// Target `case-mapping`: arbitrary bytes upper-, lower- and title-cased and
// folded in a locale, with the title and fold options.
//
// Input: byte 0 picks the locale (the languages with rules of their own, then
// fuzzLocales), byte 1's bits 0–2 the options (title without lowercasing,
// title without adjusting, Turkic folding); the rest is the text, which may
// not be UTF-8.
//
// Properties: ICU's own UTF-8 call (`ucasemap_utf8ToUpper`, …) on the raw bytes
// never fails, and on well-formed input writes well-formed UTF-8; each of
// `CaseMapping`'s four mappings of the text (the bytes as a `String`, U+FFFD for
// what is not UTF-8), which go through UTF-16 for upper and title case, equals
// ICU's own UTF-8 call on that `String`'s bytes, and a pooled mapping's equals a fresh one's;
// folding is idempotent, and so is upper case outside Greek: ICU's Greek
// upper case drops an accent only after a Greek letter, and U+0345 (iota
// subscript) becomes one, so "a\u{345}\u{301}" is "AΙ\u{301}" and then "AΙ"
// in raw `ucasemap_utf8ToUpper` too (CI finding, kept in regressions).
// fuzz: dict=case-mapping max_len=512
import ICU
import ICUBridge

let pool = FormatterPool(capacity: 1024, currentLocale: "en_US")

let locales = ["tr", "az", "lt", "el", "nl", "de", "en", "tr_TR@collation=standard", "az_Cyrl", "lt_LT", "el_GR"] + fuzzLocales

/// ICU's four mappings.
enum Mapping: CaseIterable { case upper, lower, title, fold }

extension CaseMapping {
    func map(_ mapping: Mapping, _ text: String) -> String {
        switch mapping {
        case .upper: uppercased(text)
        case .lower: lowercased(text)
        case .title: titlecased(text)
        case .fold: folded(text)
        }
    }
}

nonisolated(unsafe) var opened: [String: CaseMapping] = [:]

/// ICU's own mapping of `bytes`, on a map of its own: the output, or the failure.
func raw(_ mapping: Mapping, _ map: UnsafeMutablePointer<icub_ucasemap>, _ bytes: [UInt8]) -> Result<[UInt8], ICUError> {
    bytes.withUnsafeBufferPointer { input in
        input.withMemoryRebound(to: CChar.self) { chars -> Result<[UInt8], ICUError> in
            let empty: CChar = 0
            return withUnsafePointer(to: empty) { fallback in
                let s = chars.baseAddress ?? fallback
                let n = Int32(chars.count)
                var capacity = bytes.count * 3 + 16
                for _ in 0..<2 {
                    var status: Int32 = 0
                    var out = [UInt8](repeating: 0, count: capacity)
                    let length = out.withUnsafeMutableBufferPointer { o in
                        o.withMemoryRebound(to: CChar.self) { d in
                            switch mapping {
                            case .upper: icub_ucasemap_utf8_to_upper(map, s, n, d.baseAddress!, Int32(capacity), &status)
                            case .lower: icub_ucasemap_to_lower(map, s, n, d.baseAddress!, Int32(capacity), &status)
                            case .title: icub_ucasemap_utf8_to_title(map, s, n, d.baseAddress!, Int32(capacity), &status)
                            case .fold: icub_ucasemap_fold_case(map, s, n, d.baseAddress!, Int32(capacity), &status)
                            }
                        }
                    }
                    if status == Int32(ICUB_BUFFER_OVERFLOW_ERROR) { capacity = Int(length); continue }
                    if status > 0 { return .failure(ICUError(code: .init(rawValue: status), operation: "raw \(mapping)")) }
                    return .success(Array(out[..<Int(length)]))
                }
                return .failure(ICUError(code: .illegalArgument, operation: "raw \(mapping): overflow twice"))
            }
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let localeName = input.pick(locales)
    let bits = input.byte()
    var options: CaseMapping.Options = []
    if bits & 1 != 0 { options.insert(.titleWithoutLowercasing) }
    if bits & 2 != 0 { options.insert(.titleWithoutAdjusting) }
    if bits & 4 != 0 { options.insert(.turkicFolding) }
    let bytes = input.rest()
    let string = text(bytes)
    let repaired = Array(string.utf8)
    trace("\(localeName) options \(options.rawValue): \(quoted(string))")

    let key = "\(localeName)|\(options.rawValue)"
    if opened[key] == nil {
        do {
            opened[key] = try CaseMapping(locale: LocaleID(localeName), options: options)
        } catch {
            require(false, "case mapping of \(localeName) fails: \(error)")
        }
    }
    let mapping = opened[key]!
    let pooled: CaseMapping
    do {
        pooled = try pool.caseMapping(locale: LocaleID(localeName), options: options)
    } catch {
        require(false, "case mapping of \(localeName): fresh opens, pooled fails: \(error)")
        return 0
    }

    var icuOptions: UInt32 = 0
    if bits & 1 != 0 { icuOptions |= UInt32(ICUB_U_TITLECASE_NO_LOWERCASE) }
    if bits & 2 != 0 { icuOptions |= UInt32(ICUB_U_TITLECASE_NO_BREAK_ADJUSTMENT) }
    if bits & 4 != 0 { icuOptions |= UInt32(ICUB_U_FOLD_CASE_EXCLUDE_SPECIAL_I) }
    var status: Int32 = 0
    guard let map = icub_ucasemap_open(mapping.locale.identifier, icuOptions, &status), status <= 0 else {
        require(false, "ucasemap_open(\(mapping.locale.identifier)) fails: \(status)")
        return 0
    }
    defer { icub_ucasemap_close(map) }

    for kind in Mapping.allCases {
        let onBytes = raw(kind, map, bytes)
        guard case .success(let rawOutput) = onBytes else {
            require(false, "\(kind) in \(localeName) of \(bytes): ICU fails on the raw bytes: \(onBytes)")
            return 0
        }
        if bytes == repaired {
            require(isValidUTF8(rawOutput), "\(kind) in \(localeName) of \(quoted(string)): ICU writes ill-formed UTF-8")
        }
        let expected: String
        switch raw(kind, map, repaired) {
        case .success(let output): expected = text(output)
        case .failure(let error):
            require(false, "\(kind) in \(localeName) of \(quoted(string)): ICU fails: \(error)")
            return 0
        }
        let got = mapping.map(kind, string)
        require(got == expected, "\(kind) in \(localeName) of \(quoted(string)): \(quoted(got)), ICU \(quoted(expected))")
        let fromPool = pooled.map(kind, string)
        require(fromPool == got, "\(kind) in \(localeName) of \(quoted(string)): pooled \(quoted(fromPool)), fresh \(quoted(got))")
        switch kind {
        case .fold:
            let again = mapping.folded(got)
            require(again == got, "fold in \(localeName) of \(quoted(string)) is not idempotent: \(quoted(got)), again \(quoted(again))")
        case .upper where mapping.locale.languageCode != "el":
            let again = mapping.uppercased(got)
            require(again == got, "upper in \(localeName) of \(quoted(string)) is not idempotent: \(quoted(got)), again \(quoted(again))")
        default:
            break
        }
    }
    return 0
}
