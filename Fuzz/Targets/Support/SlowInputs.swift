import ICU

/// Decimal strings that write more than 10,000 digits but no more than
/// `NumberFormat.decimalDigitLimit`: valid, but slow enough to stall a
/// campaign, so the targets leave them alone. Longer ones are refused at
/// once, and the targets check that they are.
func isSlowButValid(_ decimal: String, _ exact: DecimalText?) -> Bool {
    if let exact { return exact.writtenDigits > 10_000 && exact.writtenDigits <= NumberFormat.decimalDigitLimit }
    // Text DecimalText does not read ("+1e99999", ".5e123456"): judged by its exponent.
    return (5...6).contains(longestExponentDigits(decimal))
}

/// The number of digits of the longest exponent (`e`/`E` followed by an
/// optional sign and digits) in `text`.
func longestExponentDigits(_ text: String) -> Int {
    var longest = 0
    let bytes = Array(text.utf8)
    var i = 0
    while i < bytes.count {
        if bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            var j = i + 1
            if j < bytes.count, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") { j += 1 }
            var k = j
            while k < bytes.count, bytes[k] == UInt8(ascii: "0") { k += 1 }
            var n = 0
            while k < bytes.count, bytes[k] >= UInt8(ascii: "0"), bytes[k] <= UInt8(ascii: "9") { k += 1; n += 1 }
            longest = max(longest, n)
            i = k
        } else {
            i += 1
        }
    }
    return longest
}

/// 100,000 years after 1970, in milliseconds: where ICU 72's Umm al-Qura calendar takes
/// about 1 ms to read an instant, walking year by year after its table (F19, F32). The
/// `calendar` and `date-interval` targets keep its instants below it.
let umalquraFarthest = 3_155_695_200_000_000.0
