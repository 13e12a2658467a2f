import Benchmark
import BenchmarkSupport
import Foundation
import ICU
import ICUBridge

// Number formatting, rows side by side for each style, locale and input:
//   library         NumberFormat, created once, `format(_:)`
//   raw             the same skeleton as unumf through ICUBridge, into a reused buffer, then a String
//   raw.unum        legacy unum_format* on the matching UNumberFormatStyle, same buffer
//   NumberFormatter Foundation's, created once
//   formatted       Foundation's FormatStyle: `value.formatted(.number.locale(locale))`
//   pool            FormatterPool lookup, then format
// Names: NumberFormat.<style>.<locale>.<input>.<row>; `.paired` times the rows in turn
// and records each one's time over the library's (see `compare` in BenchmarkSupport).

/// A style as each side spells it.
struct StyleCase: Sendable {
    let name: String
    let library: NumberFormat.Style
    /// The skeleton the library compiles for the style (NumberFormat+Style.swift), so that
    /// `raw` does the same ICU work; nil for rule-based styles, which only unum formats.
    let skeleton: (@Sendable (_ currency: String) -> String)?
    let unum: Int32
    let foundation: NumberFormatter.Style

    static let all = [
        StyleCase(name: "decimal", library: .decimal, skeleton: { _ in ".### group-on-aligned" },
                  unum: Int32(ICUB_UNUM_DECIMAL), foundation: .decimal),
        StyleCase(name: "currency", library: .currency,
                  skeleton: { "currency/\($0) precision-currency-standard group-on-aligned" },
                  unum: Int32(ICUB_UNUM_CURRENCY), foundation: .currency),
        StyleCase(name: "percent", library: .percent, skeleton: { _ in "percent scale/100 precision-integer group-on-aligned" },
                  unum: Int32(ICUB_UNUM_PERCENT), foundation: .percent),
        StyleCase(name: "spellOut", library: .spellOut, skeleton: nil,
                  unum: Int32(ICUB_UNUM_SPELLOUT), foundation: .spellOut),
    ]
}

let benchmarks: @Sendable () -> Void = {
    useDefaultConfiguration()
    let pool = FormatterPool()

    for locale in [SampleLocale.enUS, .deDE] {
        let foundationLocale = Locale(identifier: locale.id)
        let localeID = try! LocaleID(locale.id)
        for style in StyleCase.all {
            let format = try! NumberFormat(style.library, locale: localeID)
            let currency = format.currencyCode ?? "XXX"
            let raw = style.skeleton.map { Raw.numberFormatter(skeleton: $0(currency), locale: locale.id) }
            let unum = Raw.legacyNumberFormat(style: style.unum, locale: locale.id)
            let formatter = NumberFormatter()
            formatter.locale = foundationLocale
            formatter.numberStyle = style.foundation
            let prefix = "NumberFormat.\(style.name).\(locale.label)"

            // Int
            do {
                let value = Sample.int
                let output = RawOutput()
                var rows = [Row("library") { format.format(value) }]
                if let raw {
                    rows.append(Row("raw") { output.string { icub_unumf_format_int(raw, Int64(value), $0, $1, &$2) } })
                }
                rows.append(Row("raw.unum") { output.string { icub_unum_format_int(unum, Int64(value), $0, $1, &$2) } })
                rows.append(Row("NumberFormatter") { formatter.string(from: value as NSNumber)! })
                switch style.name {
                case "decimal": rows.append(Row("formatted") { value.formatted(.number.locale(foundationLocale)) })
                case "currency": rows.append(Row("formatted") { value.formatted(.currency(code: currency).locale(foundationLocale)) })
                case "percent": rows.append(Row("formatted") { value.formatted(.percent.locale(foundationLocale)) })
                default: break // FormatStyle has no spell-out
                }
                rows.append(Row("pool") { try pool.numberFormat(style.library, locale: localeID).format(value) })
                compare("\(prefix).Int", rows)
            }

            // Double
            do {
                let value = Sample.double
                let output = RawOutput()
                var rows = [Row("library") { format.format(value) }]
                if let raw {
                    rows.append(Row("raw") { output.string { icub_unumf_format_double(raw, value, $0, $1, &$2) } })
                }
                rows.append(Row("raw.unum") { output.string { icub_unum_format_double(unum, value, $0, $1, &$2) } })
                rows.append(Row("NumberFormatter") { formatter.string(from: value as NSNumber)! })
                switch style.name {
                case "decimal": rows.append(Row("formatted") { value.formatted(.number.locale(foundationLocale)) })
                case "currency": rows.append(Row("formatted") { value.formatted(.currency(code: currency).locale(foundationLocale)) })
                case "percent": rows.append(Row("formatted") { value.formatted(.percent.locale(foundationLocale)) })
                default: break
                }
                rows.append(Row("pool") { try pool.numberFormat(style.library, locale: localeID).format(value) })
                compare("\(prefix).Double", rows)
            }

            // A 30-digit decimal string. Foundation takes it as a Decimal (38 digits),
            // made once outside the measurement.
            do {
                let text = Sample.longDecimal
                let decimal = Decimal(string: text)!
                let number = NSDecimalNumber(decimal: decimal)
                let output = RawOutput()
                let length = Int32(text.utf8.count)
                var rows = [Row("library") { try format.format(decimal: text) }]
                if let raw {
                    rows.append(Row("raw") { output.string { icub_unumf_format_decimal(raw, text, length, $0, $1, &$2) } })
                }
                rows.append(Row("raw.unum") { output.string { icub_unum_format_decimal(unum, text, length, $0, $1, &$2) } })
                rows.append(Row("NumberFormatter") { formatter.string(from: number)! })
                switch style.name {
                case "decimal": rows.append(Row("formatted") { decimal.formatted(.number.locale(foundationLocale)) })
                case "currency": rows.append(Row("formatted") { decimal.formatted(.currency(code: currency).locale(foundationLocale)) })
                case "percent": rows.append(Row("formatted") { decimal.formatted(.percent.locale(foundationLocale)) })
                default: break
                }
                rows.append(Row("pool") { try pool.numberFormat(style.library, locale: localeID).format(decimal: text) })
                compare("\(prefix).longDecimal", rows)
            }
        }
    }

    // The append path: UTF-8 bytes into a buffer the caller reuses, no String.
    // The library row should allocate nothing at all. Int and Double: integers in
    // the decimal style take ICU's DecimalFormat integer fast path (`raw.unum`),
    // doubles go through unumf (`raw`).
    for locale in [SampleLocale.enUS, .deDE] {
        let format = try! NumberFormat(.decimal, locale: LocaleID(locale.id))
        let raw = Raw.numberFormatter(skeleton: ".### group-on-aligned", locale: locale.id)
        let unum = Raw.legacyNumberFormat(style: Int32(ICUB_UNUM_DECIMAL), locale: locale.id)
        for input in ["Int", "Double"] {
            let name = "NumberFormat.decimal.\(locale.label).\(input).append"
            var libraryBuffer: [UInt8] = []
            libraryBuffer.reserveCapacity(256)
            var rawBuffer: [UInt8] = []
            rawBuffer.reserveCapacity(256)
            let output = RawOutput()
            func rawRow(_ label: String, _ write: @escaping RawOutput.Writer) -> Row {
                Row(label) { () -> Int in
                    rawBuffer.removeAll(keepingCapacity: true)
                    let length = output.bytes(write)
                    output.withBytes(length) { rawBuffer.append(contentsOf: $0) }
                    return rawBuffer.count
                }
            }
            var shown: [UInt8] = []
            if input == "Int" {
                let value = Sample.int
                compare(name, [
                    Row("library") { () -> Int in
                        libraryBuffer.removeAll(keepingCapacity: true)
                        format.format(value, appendingTo: &libraryBuffer)
                        return libraryBuffer.count
                    },
                    rawRow("raw") { icub_unumf_format_int(raw, Int64(value), $0, $1, &$2) },
                    rawRow("raw.unum") { icub_unum_format_int(unum, Int64(value), $0, $1, &$2) },
                ])
                format.format(value, appendingTo: &shown)
            } else {
                let value = Sample.double
                compare(name, [
                    Row("library") { () -> Int in
                        libraryBuffer.removeAll(keepingCapacity: true)
                        format.format(value, appendingTo: &libraryBuffer)
                        return libraryBuffer.count
                    },
                    rawRow("raw") { icub_unumf_format_double(raw, value, $0, $1, &$2) },
                ])
                format.format(value, appendingTo: &shown)
            }
            show("\(name).library", String(decoding: shown, as: UTF8.self))
        }
    }
}
