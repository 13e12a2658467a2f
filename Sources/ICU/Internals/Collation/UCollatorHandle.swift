import ICUBridge

/// A `UCollator` (ucol.c), opened in `init` and closed in `deinit`.
///
/// Sendable notes: ICU documents a collator as safe to use from several
/// threads once it is set up (`ucol_strcollUTF8`, `ucol_getSortKey` and
/// `usearch_openFromCollator` only read it). Its attributes are set in `init`,
/// before the handle is reachable from another thread, and never after; the
/// Sharing tests compare 8 threads' answers on one handle with one thread's.
final class UCollatorHandle: @unchecked Sendable {
    /// The collator, for the searches opened on it.
    let raw: UnsafeMutablePointer<icub_ucol>

    /// An attribute `ucol_setAttribute` sets (`UColAttribute`).
    enum Attribute: CaseIterable {
        case frenchSecondary, alternateHandling, caseFirst, caseLevel, normalization, strength, numeric

        var icuValue: Int32 {
            switch self {
            case .frenchSecondary: Int32(ICUB_UCOL_FRENCH_COLLATION)
            case .alternateHandling: Int32(ICUB_UCOL_ALTERNATE_HANDLING)
            case .caseFirst: Int32(ICUB_UCOL_CASE_FIRST)
            case .caseLevel: Int32(ICUB_UCOL_CASE_LEVEL)
            case .normalization: Int32(ICUB_UCOL_NORMALIZATION_MODE)
            case .strength: Int32(ICUB_UCOL_STRENGTH)
            case .numeric: Int32(ICUB_UCOL_NUMERIC_COLLATION)
            }
        }
    }

    /// An attribute's value (`UColAttributeValue`).
    enum Value: CaseIterable {
        case primary, secondary, tertiary, quaternary, identical, off, on, shifted, nonIgnorable, lowerFirst, upperFirst

        var icuValue: Int32 {
            switch self {
            case .primary: Int32(ICUB_UCOL_PRIMARY)
            case .secondary: Int32(ICUB_UCOL_SECONDARY)
            case .tertiary: Int32(ICUB_UCOL_TERTIARY)
            case .quaternary: Int32(ICUB_UCOL_QUATERNARY)
            case .identical: Int32(ICUB_UCOL_IDENTICAL)
            case .off: Int32(ICUB_UCOL_OFF)
            case .on: Int32(ICUB_UCOL_ON)
            case .shifted: Int32(ICUB_UCOL_SHIFTED)
            case .nonIgnorable: Int32(ICUB_UCOL_NON_IGNORABLE)
            case .lowerFirst: Int32(ICUB_UCOL_LOWER_FIRST)
            case .upperFirst: Int32(ICUB_UCOL_UPPER_FIRST)
            }
        }

        init?(icuValue: Int32) {
            guard let value = Value.allCases.first(where: { $0.icuValue == icuValue }) else { return nil }
            self = value
        }
    }

    /// `ucol_open` for an ICU locale ID, keywords included, then
    /// `ucol_setAttribute` for each setting. A `collation` type the locale
    /// does not have is an error naming the types it has: ICU itself would
    /// quietly open the locale's standard order.
    init(locale: LocaleID, settings: [(Attribute, Value)]) throws(ICUError) {
        let locale = try locale.icuName
        let operation = "opening a collator for \(locale)"
        let opened: UnsafeMutablePointer<icub_ucol>
        do {
            opened = try openHandle(operation) { status, _ in
                locale.withCString { icub_ucol_open($0, &status) }
            }
        } catch {
            guard error.code.rawValue == ICUStatus.illegalArgument, let type = ULoc.keyword("collation", of: locale) else { throw error }
            let types = (try? Self.types(locale: locale)) ?? []
            throw ICUError(code: error.code, operation: operation,
                           reason: "no collation '\(type.prefix(32))' for this locale; it has \(types.joined(separator: ", "))")
        }
        raw = opened
        for (attribute, value) in settings {
            var status: Int32 = 0
            icub_ucol_set_attribute(raw, attribute.icuValue, value.icuValue, &status)
            try ICUStatus.check(status, operation, reason: "setting \(attribute) to \(value)")
        }
    }

    deinit { icub_ucol_close(raw) }

    /// The collation types ICU has for a locale, `standard` among them (`ucol_getKeywordValuesForLocale`).
    private static func types(locale: String) throws(ICUError) -> [String] {
        try BridgeText.string("listing the collation types of \(locale)") { dest, capacity, status in
            locale.withCString { icub_ucol_types($0, dest, capacity, &status) }
        }.split(separator: "\n").map(String.init)
    }

    /// An attribute's value, as set or as the locale's data has it (`ucol_getAttribute`).
    func value(of attribute: Attribute) throws(ICUError) -> Value {
        var status: Int32 = 0
        let raw = icub_ucol_attribute(self.raw, attribute.icuValue, &status)
        try ICUStatus.check(status, "reading collation attribute \(attribute)")
        guard let value = Value(icuValue: raw) else {
            throw ICUError(code: .init(rawValue: ICUStatus.unsupported), operation: "reading collation attribute \(attribute)",
                           reason: "unknown value \(raw)")
        }
        return value
    }

    /// The locale whose data the collator uses, with its `collation` keyword when
    /// the type is not the locale's default (`ucol_getLocaleByType`).
    func validLocale() throws(ICUError) -> String {
        var status: Int32 = 0
        let locale = icub_ucol_valid_locale(raw, &status)
        try ICUStatus.check(status, "reading a collator's locale")
        return locale.map { String(cString: $0) } ?? ""
    }

    /// Compares two strings' UTF-8 in place: -1, 0 or 1 (`ucol_strcollUTF8`).
    /// Allocates nothing for native strings. Swift strings are valid UTF-8, so
    /// ICU fails only for text beyond 2 GiB, which ICU's lengths cannot hold.
    @inline(__always)
    func compare(_ a: String, _ b: String) throws(ICUError) -> Int32 {
        // The views' storage, read without copying the strings (`withUTF8` wants
        // them `var`, which costs a retain and a release of each); every native
        // string has it, small ones on the stack.
        if let result = a.utf8.withContiguousStorageIfAvailable({ x in
            b.utf8.withContiguousStorageIfAvailable { y in Result { () throws(ICUError) in try compare(utf8: x, y) } }
        }), let result {
            return try result.get()
        }
        var a = a
        var b = b
        let result = a.withUTF8 { x in b.withUTF8 { y in Result { () throws(ICUError) in try compare(utf8: x, y) } } }
        return try result.get()
    }

    /// Compares two UTF-8 byte sequences: -1, 0 or 1 (`ucol_strcollUTF8`),
    /// which reads an ill-formed sequence as U+FFFD: callers check UTF-8 first.
    @inline(__always)
    func compare(utf8 a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) throws(ICUError) -> Int32 {
        var status: Int32 = 0
        guard a.count <= Int(Int32.max), b.count <= Int(Int32.max) else {
            throw ICUError(code: .init(rawValue: ICUStatus.illegalArgument), operation: "comparing two strings",
                           reason: "input longer than 2 GiB")
        }
        let order = icub_ucol_compare(raw, Self.pointer(a), Int32(a.count), Self.pointer(b), Int32(b.count), &status)
        try ICUStatus.check(status, "comparing two strings")
        return order
    }

    /// Writes the sort key of UTF-8 text into `dest`, its terminating zero byte
    /// included, and returns its full length (`ucol_getSortKey`); when that
    /// exceeds `capacity`, `dest` holds nothing usable. Invalid UTF-8 is an error.
    @inline(__always)
    func sortKey(utf8 text: UnsafeBufferPointer<UInt8>, into dest: UnsafeMutablePointer<UInt8>, capacity: Int) throws(ICUError) -> Int {
        guard text.count <= Int(Int32.max) / 2 else {
            throw ICUError(code: .init(rawValue: ICUStatus.illegalArgument), operation: "making a sort key",
                           reason: "input of \(text.count) bytes")
        }
        var status: Int32 = 0
        let length = icub_ucol_sort_key(raw, Self.pointer(text), Int32(text.count), dest, Int32(clamping: capacity), &status)
        if status != ICUStatus.bufferOverflow { try ICUStatus.check(status, "making a sort key") }
        return Int(length)
    }

    /// Appends the sort key of UTF-8 text to `keys`, its terminating zero byte
    /// included, and returns its length (`ucol_getSortKey`). Invalid UTF-8 is an error.
    func appendSortKey(utf8 text: UnsafeBufferPointer<UInt8>, to keys: inout [UInt8]) throws(ICUError) -> Int {
        let start = keys.count
        // Most keys are shorter than this; a longer one is made again at its size.
        var room = 2 * text.count + 16
        while true {
            keys.append(contentsOf: repeatElement(0, count: room))
            let written: Result<Int, ICUError> = keys.withUnsafeMutableBufferPointer { buffer in
                Result { () throws(ICUError) in try sortKey(utf8: text, into: buffer.baseAddress! + start, capacity: room) }
            }
            guard case .success(let length) = written, length <= room else {
                keys.removeLast(room)
                room = try written.get()
                continue
            }
            keys.removeLast(room - length)
            return length
        }
    }

    /// ``appendSortKey(utf8:to:)`` of a string's UTF-8, read in place.
    func appendSortKey(of text: String, to keys: inout [UInt8]) throws(ICUError) -> Int {
        try BridgeText.withUTF8(text, "making a sort key") { bytes, count throws(ICUError) in
            try appendSortKey(utf8: Self.buffer(bytes, count), to: &keys)
        }
    }

    /// The bytes `BridgeText.withUTF8` hands out, as a buffer.
    @inline(__always)
    static func buffer(_ bytes: UnsafePointer<CChar>, _ count: Int32) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self), count: Int(count))
    }

    /// A C pointer to UTF-8 bytes; an empty buffer, which may have no address, gets an empty string's.
    @inline(__always)
    static func pointer(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafePointer<CChar> {
        guard let base = bytes.baseAddress else { return emptyText }
        return UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
    }

    private static var emptyText: UnsafePointer<CChar> {
        UnsafeRawPointer(("" as StaticString).utf8Start).assumingMemoryBound(to: CChar.self)
    }
}
