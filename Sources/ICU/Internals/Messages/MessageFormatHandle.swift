import ICUBridge

/// An `icu::MessageFormat` for one pattern, locale and time zone (msgfmt.cpp).
///
/// Sendable notes: ICU documents `MessageFormat` as not synchronized (it fills
/// caches of number and date formats while formatting, and its date formats
/// move their calendars), so no ICU object here is used by two threads at
/// once. `original` is only ever cloned (`MessageFormat::clone` reads it), never
/// formatted with; every call formats on a clone of it that one thread holds at
/// a time (`ExclusiveHandles`: the primary clone when free, else a spare).
final class MessageFormatHandle: @unchecked Sendable {
    typealias Raw = UnsafeMutablePointer<icub_msgfmt>

    /// An argument's value, as it crosses to ICU (an `icu::Formattable`).
    enum Value: Sendable {
        case integer(Int64)
        case double(Double)
        /// A decimal number as text, such as "1.50".
        case decimal(String)
        case string(String)
        /// Milliseconds since 1970.
        case date(Double)
    }

    /// One use of an argument in a pattern.
    struct Use: Sendable, Hashable {
        /// The argument's name as the pattern writes it ("0" for `{0}`).
        let name: String
        /// The argument's number, or `nil` for a named one.
        let number: Int?
        /// `none` for `{x}`; the type of a simple argument in lowercase
        /// (`number`, `date`, `time`, `spellout`, `ordinal`, `duration`); or
        /// `choice`, `plural`, `select`, `selectordinal`.
        let type: String
    }

    private let original: Raw
    private let handles: ExclusiveHandles<Raw>
    private let locale: String

    /// `MessageFormat(pattern, locale, parseError, status)` with the locale's
    /// `timezone` keyword set to `timeZone`.
    init(pattern: String, locale: LocaleID, timeZone: String) throws(ICUError) {
        let locale = try locale.icuName
        self.locale = locale
        let operation = { "opening the message '\(pattern.prefix(64))' for \(locale) in \(timeZone)" }
        let original: Raw = try openHandle(operation()) { status, offset throws(ICUError) in
            try BridgeText.withUTF8(pattern, operation()) { text, count in
                locale.withCString { locale in
                    timeZone.withCString { icub_msgfmt_open(locale, $0, text, count, &offset, &status) }
                }
            }
        }
        self.original = original
        let primary: Raw
        do { primary = try Self.clone(original) } catch {
            icub_msgfmt_close(original)
            throw error
        }
        handles = ExclusiveHandles(primary: primary) { icub_msgfmt_close($0) }
    }

    deinit {
        icub_msgfmt_close(original)
    }

    private static func clone(_ raw: Raw) throws(ICUError) -> Raw {
        try openHandle("copying a message format") { status, _ in icub_msgfmt_clone(raw, &status) }
    }

    /// Every use of an argument in `pattern`, nested ones included, in pattern
    /// order (`icu::MessagePattern`'s parts); a malformed pattern throws with
    /// the UTF-8 offset ICU reports.
    static func uses(of pattern: String) throws(ICUError) -> [Use] {
        let operation = { "reading the arguments of the message '\(pattern.prefix(64))'" }
        var offset: Int32 = -1
        let listing: String
        do {
            listing = try BridgeText.withUTF8(pattern, operation()) { text, count throws(ICUError) in
                try BridgeText.string(operation()) { icub_msgfmt_pattern_arguments(text, count, &offset, $0, $1, &$2) }
            }
        } catch {
            var error = error
            if offset >= 0 { error.utf8Offset = Int(offset) }
            throw error
        }
        var uses: [Use] = []
        // Names and types are pattern identifiers, which hold no tab or line feed.
        for line in listing.split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, let number = Int(fields[1]) else {
                throw ICUError(code: .init(rawValue: ICUStatus.illegalArgument), operation: operation(),
                               reason: "the bridge listed an argument as '\(line.prefix(64))'", kind: .internalFailure)
            }
            uses.append(Use(name: String(fields[2]), number: number >= 0 ? number : nil, type: fields[0].lowercased()))
        }
        return uses
    }

    /// The message with the `count` arguments `argument(i)` gives
    /// (`MessageFormat::format(argumentNames, arguments, count, appendTo,
    /// status)`), on a format no other thread uses meanwhile. Every argument
    /// the pattern names must be among them. The names and texts are copied
    /// into one buffer the bridge's arguments point into, on the stack when
    /// they are short.
    func format(count: Int, _ argument: (Int) -> (name: String, value: Value)) throws(ICUError) -> String {
        let operation = { "formatting a message in \(self.locale)" }
        var total = 0
        for index in 0..<count {
            let (name, value) = argument(index)
            total += name.utf8.count
            switch value {
            case .decimal(let text), .string(let text): total += text.utf8.count
            case .integer, .double, .date: break
            }
        }
        guard total < Int(Int32.max) else {
            throw ICUError(code: .illegalArgument, operation: operation(), reason: "arguments longer than 2 GiB")
        }
        let original = self.original
        return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: total + 1) { bytes throws(ICUError) in
            try withUnsafeTemporaryAllocation(of: icub_msgfmt_arg.self, capacity: Swift.max(count, 1)) { args throws(ICUError) in
                let base = UnsafeMutableRawPointer(bytes.baseAddress!).assumingMemoryBound(to: CChar.self)
                var end = 0
                /// Copies `text` to the buffer; where it starts, and its length.
                func place(_ text: String) -> (UnsafePointer<CChar>, Int32) {
                    let start = end
                    for byte in text.utf8 {
                        bytes[end] = byte
                        end += 1
                    }
                    return (UnsafePointer(base + start), Int32(end - start))
                }
                for index in 0..<count {
                    let (name, value) = argument(index)
                    let (namePointer, nameLength) = place(name)
                    var arg = icub_msgfmt_arg(name: namePointer, name_length: nameLength, type: 0, integer: 0, number: 0,
                                              text: UnsafePointer(base), text_length: 0)
                    switch value {
                    case .integer(let value): arg.type = Int32(ICUB_MSGFMT_VALUE_INT64); arg.integer = value
                    case .double(let value): arg.type = Int32(ICUB_MSGFMT_VALUE_DOUBLE); arg.number = value
                    case .decimal(let text):
                        arg.type = Int32(ICUB_MSGFMT_VALUE_DECIMAL)
                        (arg.text, arg.text_length) = place(text)
                    case .string(let text):
                        arg.type = Int32(ICUB_MSGFMT_VALUE_STRING)
                        (arg.text, arg.text_length) = place(text)
                    case .date(let value): arg.type = Int32(ICUB_MSGFMT_VALUE_DATE); arg.number = value
                    }
                    args[index] = arg
                }
                return try handles.withHandle(make: { () throws(ICUError) in try Self.clone(original) }) { raw throws(ICUError) in
                    try BridgeText.string(operation()) {
                        icub_msgfmt_format(raw, args.baseAddress!, Int32(count), $0, $1, &$2)
                    }
                }
            }
        }
    }
}
