import ICUBridge

/// ICU's legacy number format, opened and called straight through the C bridge:
/// `unum_open(style)` and `unum_formatDouble`, as `NSNumberFormatter`'s styles
/// use them. The tests compare ``NumberFormat`` with it.
final class LegacyUnum {
    private let raw: UnsafeMutablePointer<icub_unum>

    /// Opens `unum_open(style, locale)`; `nil` when ICU fails to.
    init?(style: Int32, locale: String) {
        var status: Int32 = 0
        guard let raw = icub_unum_open(style, locale, &status), status <= 0 else { return nil }
        self.raw = raw
    }

    deinit { icub_unum_close(raw) }

    /// ICU's output, or ICU's failure status (such as 10, `U_INVALID_CHAR_FOUND`).
    func format(_ value: Double) -> Result<String, LegacyStatus> {
        var capacity: Int32 = 64
        while true {
            var status: Int32 = 0
            var buffer = [CChar](repeating: 0, count: Int(capacity))
            let length = icub_unum_format_double(raw, value, &buffer, capacity, &status)
            if status == Int32(ICUB_BUFFER_OVERFLOW_ERROR) {
                capacity = length
                continue
            }
            guard status <= 0 else { return .failure(LegacyStatus(code: status)) }
            return .success(String(decoding: buffer[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
    }

    /// ICU's output for an integer (`unum_formatInt64`), or nil when ICU fails.
    func format(integer value: Int64) -> String? {
        RawICU.text { icub_unum_format_int(raw, value, $0, $1, &$2) }
    }

    /// ICU's output for a decimal string (`unum_formatDecimal`), or nil when ICU fails.
    func format(decimal text: String) -> String? {
        RawICU.text { dest, capacity, status in icub_unum_format_decimal(raw, text, Int32(text.utf8.count), dest, capacity, &status) }
    }

    /// A rule-based format's rules (`unum_toPattern`), however long.
    var rules: String {
        var capacity: Int32 = 256
        while true {
            var status: Int32 = 0
            var buffer = [CChar](repeating: 0, count: Int(capacity))
            let length = icub_unum_pattern(raw, &buffer, capacity, &status)
            if status == Int32(ICUB_BUFFER_OVERFLOW_ERROR) { capacity = length; continue }
            return String(decoding: buffer[..<Int(max(0, length))].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }

    /// The format's pattern (`unum_toPattern`), such as `#E0`.
    var pattern: String {
        var status: Int32 = 0
        var buffer = [CChar](repeating: 0, count: 256)
        let length = icub_unum_pattern(raw, &buffer, 256, &status)
        return String(decoding: buffer[..<Int(max(0, min(length, 256)))].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Every ISO 4217 code ICU lists (`ucurr_openISOCurrencies(UCURR_ALL)`).
    static let listedCurrencies: Set<String> = Set(
        (RawICU.text { icub_ucurr_iso_codes(Int32(ICUB_UCURR_ALL), $0, $1, &$2) } ?? "").split(separator: "\n").map(String.init))

    /// The locale's currency as ICU names it (`ucurr_forLocale`), or `nil` when it has none:
    /// a code ICU knows, by its numeric code or in its list (ICU 76's `XCG`, of en_SX, nl_CW
    /// and nl_SX, has no numeric code).
    static func currency(of locale: String) -> String? {
        var status: Int32 = 0
        var buffer = [CChar](repeating: 0, count: 8)
        let length = icub_ucurr_for_locale(locale, &buffer, 8, &status)
        guard status <= 0, length == 3 else { return nil }
        let code = String(decoding: buffer[..<3].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return icub_ucurr_numeric_code(code) != 0 || listedCurrencies.contains(code) ? code : nil
    }
}

/// An ICU failure status from the bridge.
struct LegacyStatus: Error, Equatable {
    let code: Int32
}
