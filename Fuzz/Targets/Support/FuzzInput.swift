// Shared by every fuzz target (fuzz.sh compiles this folder into each one).
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The fuzzer's bytes, read front to back: selector bytes first, then text.
/// Reading past the end gives zeros, so every input decodes to some case.
struct FuzzInput {
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var offset = 0

    init(_ data: UnsafePointer<UInt8>, _ size: Int) {
        bytes = UnsafeBufferPointer(start: data, count: size)
    }

    mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// One element of `choices`, chosen by the next byte.
    mutating func pick<T>(_ choices: [T]) -> T { choices[Int(byte()) % choices.count] }

    mutating func int64() -> Int64 {
        var value: UInt64 = 0
        for _ in 0..<8 { value = value << 8 | UInt64(byte()) }
        return Int64(bitPattern: value)
    }

    /// The bytes up to the next `separator` (consumed, not returned), or to the end.
    mutating func field(until separator: UInt8 = UInt8(ascii: "\n")) -> [UInt8] {
        let start = min(offset, bytes.count)
        var end = start
        while end < bytes.count, bytes[end] != separator { end += 1 }
        offset = end + 1
        return Array(bytes[start..<end])
    }

    /// Everything not read yet.
    mutating func rest() -> [UInt8] {
        let start = min(offset, bytes.count)
        offset = bytes.count
        return Array(bytes[start...])
    }
}

/// `FUZZ_VERBOSE=1` (set by `fuzz.sh repro`) prints what each input tests.
let verbose = getenv("FUZZ_VERBOSE") != nil

func trace(_ message: @autoclosure () -> String) {
    if verbose { fputs("  \(message())\n", stderr) }
}

/// A property the library must keep: prints the failure and aborts, so that
/// libFuzzer writes the input to a crash file.
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() {
        fputs("PROPERTY FAILURE: \(message())\n", stderr)
        abort()
    }
}

/// Text as the library receives it from the CLI or a server: invalid UTF-8 repaired.
func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

func isValidUTF8(_ bytes: [UInt8]) -> Bool { String(validating: bytes, as: UTF8.self) != nil }

/// The string with non-printable ASCII escaped, for messages.
func quoted(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case " "..."~": out.unicodeScalars.append(scalar)
        default: out += "\\u{\(String(scalar.value, radix: 16))}"
        }
    }
    return out + "\""
}

/// Locales the format targets pick from by a byte: the seeds' and tests'
/// locales, other scripts and digit systems, keyword variants, and the
/// rule-based numbering systems.
let fuzzLocales: [String] = [
    "en_US", "de_DE", "fr_FR", "it_IT", "es_ES", "zh_CN", "ja_JP", "ar_EG", "ru_RU", "en_DE",
    "en_US_POSIX", "root", "gu", "hi_IN", "bn_BD", "fa_IR", "he_IL", "th_TH", "my_MM", "ps_AF",
    "sr_Latn_RS", "zh_Hant_TW", "ko_KR", "pl_PL", "cs_CZ", "pt_BR", "sv_SE", "tr_TR", "uk_UA", "hr_HR",
    "de_CH", "fr_CA", "es_419", "en_150", "en_IN", "ar_SA", "ja_JP@calendar=japanese", "th_TH@calendar=buddhist",
    "ar@numbers=latn", "en@numbers=arab", "en-u-nu-fullwide", "ta_IN@numbers=tamldec",
    "en@numbers=roman", "he@numbers=hebr", "el@numbers=grek", "hy@numbers=armn", "ka@numbers=geor",
    "zh@numbers=hans", "ja@numbers=jpanfin", "ta@numbers=taml", "am@numbers=ethi",
]

/// ICU 72's algorithmic (rule-based) numbering systems.
let algorithmicNumbering: Set = ["roman", "romanlow", "hebr", "grek", "greklow", "armn", "armnlow", "geor", "ethi", "cyrl",
                                 "hans", "hansfin", "hant", "hantfin", "jpan", "jpanfin", "jpanyear", "taml"]
