import ICUBridge

/// A `UListFormatter` for one locale, type and width (ulistfmt.c).
///
/// Sendable notes: `ulistfmt_formatStringsToResult` takes the formatter as
/// `const` and only reads it (ICU documents `ListFormatter::format` as `const`
/// and keeps no per-call state in it); each call writes into its own thread's
/// `UFormattedList` in the bridge. The Sharing tests run 8 threads on one
/// handle and compare every output with the single-threaded one.
final class UListFormatterHandle: @unchecked Sendable {
    /// `UListFormatterType`, from the bridge's constants.
    enum ListType: Sendable {
        case and, or, units

        var bridgeValue: Int32 {
            switch self {
            case .and: Int32(ICUB_ULISTFMT_TYPE_AND)
            case .or: Int32(ICUB_ULISTFMT_TYPE_OR)
            case .units: Int32(ICUB_ULISTFMT_TYPE_UNITS)
            }
        }
    }

    /// `UListFormatterWidth`, from the bridge's constants.
    enum Width: Sendable {
        case wide, short, narrow

        var bridgeValue: Int32 {
            switch self {
            case .wide: Int32(ICUB_ULISTFMT_WIDTH_WIDE)
            case .short: Int32(ICUB_ULISTFMT_WIDTH_SHORT)
            case .narrow: Int32(ICUB_ULISTFMT_WIDTH_NARROW)
            }
        }
    }

    private let raw: UnsafeMutablePointer<icub_ulistfmt>
    private let locale: String

    /// `ulistfmt_openForType` for an ICU locale ID.
    init(locale: LocaleID, type: ListType, width: Width) throws(ICUError) {
        let locale = try locale.icuName
        self.locale = locale
        raw = try openHandle("opening a list format for \(locale)") { status, _ in
            locale.withCString { icub_ulistfmt_open($0, type.bridgeValue, width.bridgeValue, &status) }
        }
    }

    deinit {
        icub_ulistfmt_close(raw)
    }

    /// The items joined (`ulistfmt_formatStringsToResult`): their UTF-8 copied
    /// into one buffer with a length per item (on the stack when short), and the
    /// text written straight into a `String` sized for it.
    ///
    /// Fails only when the items, or the joined text, reach 2 GiB of UTF-8, more
    /// than ICU addresses, or when memory runs out.
    func format(_ items: [String]) throws(ICUError) -> String {
        var total = 0
        for item in items { total += item.utf8.count }
        return try format(items, utf8Count: total)
    }

    /// The items joined, as ``format(_:)`` joins them, for a caller that has
    /// counted their UTF-8 bytes (`total`) already.
    func format(_ items: [String], utf8Count total: Int) throws(ICUError) -> String {
        let count = items.count
        guard total < Int(Int32.max), count < Int(Int32.max) else { throw Self.tooLong(count, locale) }
        let raw = self.raw
        let locale = self.locale
        return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Swift.max(total, 1)) { bytes throws(ICUError) in
            try withUnsafeTemporaryAllocation(of: Int32.self, capacity: Swift.max(count, 1)) { lengths throws(ICUError) in
                var offset = 0
                for index in 0..<count {
                    let length = Self.copyUTF8(of: items[index], to: bytes.baseAddress! + offset)
                    lengths[index] = Int32(length)
                    offset += length
                }
                let base = UnsafeRawPointer(bytes.baseAddress!).assumingMemoryBound(to: CChar.self)
                return try BridgeText.string(capacity: Self.capacity(bytes: total, items: count),
                                             "joining \(count) items in \(locale)") {
                    icub_ulistfmt_format(raw, base, lengths.baseAddress!, Int32(count), $0, $1, &$2)
                }
            }
        }
    }

    /// The error for items, or a joined text, of 2 GiB of UTF-8 or more: more than ICU addresses.
    static func tooLong(_ count: Int, _ locale: String) -> ICUError {
        ICUError(code: .init(rawValue: ICUStatus.illegalArgument), operation: "joining \(count) items in \(locale)",
                 reason: "items longer than 2 GiB")
    }

    /// Copies the UTF-8 of `text` to `destination`, in one copy for a native
    /// string; returns the byte count.
    @inline(__always)
    static func copyUTF8(of text: String, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        if let count = text.utf8.withContiguousStorageIfAvailable({ source -> Int in
            if let base = source.baseAddress { destination.initialize(from: base, count: source.count) }
            return source.count
        }) {
            return count
        }
        var count = 0
        for byte in text.utf8 {
            destination[count] = byte
            count += 1
        }
        return count
    }

    /// Bytes of output to try first: the items, and room for the words and
    /// punctuation between them (`" und "`, `" و"`, `"、"`).
    @inline(__always)
    static func capacity(bytes: Int, items: Int) -> Int { Swift.min(bytes + 6 * items + 16, Int(Int32.max) - 1) }
}
