// Target `duration`: arbitrary bytes read as an ISO 8601 duration, and as the
// amounts of a duration, written in a locale and width.
//
// Input: byte 0 picks the locale (the seven languages of the tests, then
// fuzzLocales), byte 1 the width (mod 4: wide, short, narrow, numeric); the
// rest is the text (bytes that are not UTF-8 read as U+FFFD). When the rest
// holds at least 8 bytes, its first 8 are also a Double, the seconds of a
// duration of 1 minute and that many seconds, made with the initializer.
//
// Properties: reading either gives a value or throws `U_PARSE_ERROR` (bad
// input) with an offset within the text and a reason; a value's `iso8601` reads
// back as the same value, and its amounts, given as numbers, make the same
// value; formatting does not throw, is not empty, and equals raw `MeasureFormat`
// on a format of its own (the magnitudes, after the locale's minus sign for a
// negative duration; in the numeric width, with `numbers=latn` for a locale
// whose numbering system ICU's numeric width fails with), and the format's own
// ICU path (`formatThroughICU`), whichever path it took (the compiled one where
// `takesCompiledPath`); a pooled format's text equals a fresh one's. A Double
// that is NaN, infinite, 2^53 or more, negative (against the positive minute),
// or has more than 15 significant digits with a fraction, throws
// `U_ILLEGAL_ARGUMENT_ERROR`; any other makes a duration that formats.
// fuzz: dict=duration max_len=256
@_spi(Testing) import ICU
import ICUBridge

let pool = FormatterPool(capacity: 1024, currentLocale: "en_US")

let locales = ["en", "de", "fr", "ru", "ar", "ja", "zh", "he", "fa"] + fuzzLocales
let widths: [(DurationFormat.Width, Int32)] = [
    (.wide, Int32(ICUB_MEASFMT_WIDTH_WIDE)), (.short, Int32(ICUB_MEASFMT_WIDTH_SHORT)),
    (.narrow, Int32(ICUB_MEASFMT_WIDTH_NARROW)), (.numeric, Int32(ICUB_MEASFMT_WIDTH_NUMERIC)),
]

nonisolated(unsafe) var opened: [String: DurationFormat] = [:]
nonisolated(unsafe) var minusSigns: [String: String] = [:]

/// Raw `MeasureFormat::formatMeasures` on a format of its own: the text, or nil when ICU fails.
func raw(_ amounts: [icub_measfmt_amount], locale: String, width: Int32) -> String? {
    var status: Int32 = 0
    guard let format = icub_measfmt_open(locale, width, &status), status <= 0 else { return nil }
    defer { icub_measfmt_close(format) }
    var capacity: Int32 = 64
    for _ in 0..<2 {
        status = 0
        var out = [UInt8](repeating: 0, count: Int(capacity))
        let length = amounts.withUnsafeBufferPointer { items in
            out.withUnsafeMutableBytes { o in
                icub_measfmt_format_durations(format, items.baseAddress!, Int32(amounts.count),
                                              o.baseAddress!.assumingMemoryBound(to: CChar.self), capacity, &status)
            }
        }
        if status == Int32(ICUB_BUFFER_OVERFLOW_ERROR) { capacity = length; continue }
        guard status <= 0 else { return nil }
        return text(Array(out[..<Int(length)]))
    }
    return nil
}

/// The locale with its `numbers` keyword set to `latn`.
func latinDigits(_ locale: String) -> String {
    guard let at = locale.firstIndex(of: "@") else { return locale }
    let keywords = locale[locale.index(after: at)...].split(separator: ";").map { $0.hasPrefix("numbers=") ? "numbers=latn" : String($0) }
    return locale[..<at] + "@" + keywords.joined(separator: ";")
}

nonisolated(unsafe) var numericFailures: [String: Bool] = [:]

/// Whether raw ICU's numeric width fails to write 1 hour, 2 minutes in the locale.
func numericFails(_ locale: String) -> Bool {
    if let fails = numericFailures[locale] { return fails }
    let probe = [icub_measfmt_amount(unit: Int32(ICUB_MEASFMT_UNIT_HOUR), value: 1),
                 icub_measfmt_amount(unit: Int32(ICUB_MEASFMT_UNIT_MINUTE), value: 2)]
    let fails = raw(probe, locale: locale, width: Int32(ICUB_MEASFMT_WIDTH_NUMERIC)) == nil
    numericFailures[locale] = fails
    return fails
}

/// The locale's minus sign, as its decimal numbers write it (`unum_getSymbol`),
/// or as they write it with Latin digits for an algorithmic numbering system,
/// whose rule-based format has no symbols.
func minusSign(_ locale: String) -> String {
    if let sign = minusSigns[locale] { return sign }
    for candidate in [locale, latinDigits(locale)] {
        var status: Int32 = 0
        guard let format = icub_unum_open(Int32(ICUB_UNUM_DECIMAL), candidate, &status), status <= 0 else { continue }
        defer { icub_unum_close(format) }
        var out = [UInt8](repeating: 0, count: 64)
        let length = out.withUnsafeMutableBytes {
            icub_unum_symbol(format, Int32(ICUB_UNUM_MINUS_SIGN_SYMBOL), $0.baseAddress!.assumingMemoryBound(to: CChar.self), 64, &status)
        }
        guard status <= 0 else { continue }
        let sign = text(Array(out[..<Int(length)]))
        minusSigns[locale] = sign
        return sign
    }
    require(false, "no minus sign in \(locale)")
    return ""
}

/// Checks a valid duration's text against raw ICU and the pool's format.
func check(_ value: DurationValue, _ format: DurationFormat, locale: String, rawWidth: Int32) {
    let written = format.format(value)
    require(!written.isEmpty, "\(value) is written as the empty text")
    let amounts = value.components.map { component -> icub_measfmt_amount in
        let unit = Int32(DurationValue.Unit.allCases.firstIndex(of: component.unit)!)
        return icub_measfmt_amount(unit: unit, value: component.magnitude)
    }
    // ICU's numeric width fails with an algorithmic numbering system; the
    // library's numeric width writes Latin digits there, for every duration.
    let rawLocale = format.width == .numeric && numericFails(format.locale.identifier)
        ? latinDigits(format.locale.identifier) : format.locale.identifier
    let magnitudes = raw(amounts, locale: rawLocale, width: rawWidth)
    let expected = magnitudes.map { value.isNegative ? minusSign(format.locale.identifier) + $0 : $0 }
    require(written == expected, "\(locale) \(format.width) \(value): \(quoted(written)), ICU \(expected.map(quoted) ?? "fails")")
    do {
        let throughICU = try format.formatThroughICU(value)
        require(written == throughICU, "\(locale) \(format.width) \(value) (compiled: \(format.takesCompiledPath)): "
                    + "\(quoted(written)), through ICU \(quoted(throughICU))")
    } catch {
        require(false, "\(locale) \(format.width) \(value): through ICU fails: \(error)")
    }
    do {
        let pooled = try pool.durationFormat(locale: LocaleID(locale), options: .init(width: format.width))
        let again = pooled.format(value)
        require(again == written, "\(locale): pooled \(quoted(again)), fresh \(quoted(written))")
    } catch {
        require(false, "pooled duration format of \(locale) fails: \(error)")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let localeName = input.pick(locales)
    let (width, rawWidth) = widths[Int(input.byte()) % 4]
    let rest = input.rest()
    let source = text(rest)
    trace("\(localeName) \(width): \(quoted(source))")

    let key = "\(localeName)|\(width)"
    if opened[key] == nil {
        do {
            opened[key] = try DurationFormat(locale: LocaleID(localeName), options: .init(width: width))
        } catch {
            require(false, "duration format of \(localeName) fails: \(error)")
        }
    }
    let format = opened[key]!

    do {
        let value = try DurationValue(iso8601: source)
        guard let iso = value.iso8601 else {
            require(false, "\(quoted(source)) has no ISO 8601 text")
            return 0
        }
        require((try? DurationValue(iso8601: iso)) == value, "\(quoted(source)) writes \(quoted(iso)), read as another value")
        let amounts = value.components.map { ($0.unit, value.isNegative ? -$0.magnitude : $0.magnitude) }
        require((try? DurationValue(amounts)) == value, "\(quoted(source)): its amounts make another value")
        check(value, format, locale: localeName, rawWidth: rawWidth)
    } catch {
        require(error.code == .parseError && error.kind == .badInput, "\(quoted(source)): \(error)")
        require(error.reason != nil, "\(quoted(source)): no reason")
        require(error.utf8Offset.map { 0...source.utf8.count ~= $0 } == true, "\(quoted(source)): offset \(String(describing: error.utf8Offset))")
    }

    if rest.count >= 8 {
        let bits = rest.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        let seconds = Double(bitPattern: bits)
        do {
            let value = try DurationValue(minutes: 1, seconds: seconds)
            require(seconds.isFinite && seconds >= 0, "seconds \(seconds) made \(value)")
            check(value, format, locale: localeName, rawWidth: rawWidth)
        } catch {
            require(error.code == .illegalArgument && error.kind == .badInput, "seconds \(seconds): \(error)")
        }
    }
    return 0
}
