import ICUBridge

/// The parts of a pattern as ICU's `MessageFormat` reads it
/// (`icu::MessagePattern`, msgfmt.cpp), for a message compiled to render
/// without ICU.
struct MessagePatternParts: Sendable {
    /// What a part is (`UMessagePatternPartType`).
    enum Kind: Int32, Sendable {
        case messageStart = 0, messageLimit, skipSyntax, insertChar, replaceNumber, argumentStart, argumentLimit,
             argumentNumber, argumentName, argumentType, argumentStyle, selector, integerValue, doubleValue
    }

    /// What an argument is (`UMessagePatternArgType`).
    enum ArgumentKind: Int32, Sendable {
        case none = 0, simple, choice, plural, select, selectOrdinal
    }

    /// One part (`icu::MessagePattern::Part`).
    struct Part: Sendable {
        let kind: Kind
        /// Where the part stands in the pattern's UTF-16 text.
        let index: Int, length: Int
        /// `Part::getValue`.
        let value: Int
        /// For argument starts and limits.
        let argumentKind: ArgumentKind
        /// For message and argument starts: the index of the matching limit part.
        let limit: Int
        /// For integer and double values: the value.
        let number: Double

        /// Where the part ends in the pattern's UTF-16 text.
        var end: Int { index + length }
    }

    /// The pattern as UTF-16, which the parts index.
    let text: [UInt16]
    let parts: [Part]

    /// The parts of `pattern`; a malformed pattern throws, as
    /// `MessageFormatHandle.uses(of:)` does.
    init(_ pattern: String) throws(ICUError) {
        let operation = { "reading the parts of the message '\(pattern.prefix(64))'" }
        var raw: [icub_msgfmt_part] = []
        var capacity = 16 + pattern.utf8.count / 2
        while true {
            var status: Int32 = 0
            var offset: Int32 = -1
            raw = Array(repeating: icub_msgfmt_part(), count: capacity)
            let count = try BridgeText.withUTF8(pattern, operation()) { text, length in
                raw.withUnsafeMutableBufferPointer { icub_msgfmt_pattern_parts(text, length, &offset, $0.baseAddress, Int32(capacity), &status) }
            }
            if status == ICUStatus.bufferOverflow, Int(count) > capacity {
                capacity = Int(count)
                continue
            }
            do { try ICUStatus.check(status, operation()) } catch {
                var error = error
                if offset >= 0 { error.utf8Offset = Int(offset) }
                throw error
            }
            raw.removeSubrange(Int(count)...)
            break
        }
        var parts: [Part] = []
        parts.reserveCapacity(raw.count)
        for part in raw {
            guard let kind = Kind(rawValue: part.type), let argumentKind = ArgumentKind(rawValue: part.arg_type) else {
                throw ICUError(code: .init(rawValue: ICUStatus.illegalArgument), operation: operation(),
                               reason: "the bridge gave a part of type \(part.type)", kind: .internalFailure)
            }
            parts.append(Part(kind: kind, index: Int(part.index), length: Int(part.length), value: Int(part.value),
                              argumentKind: argumentKind, limit: Int(part.limit), number: part.number))
        }
        self.parts = parts
        text = Array(pattern.utf16)
    }

    /// The pattern's text from UTF-16 offset `start` to `end`, as UTF-8.
    func utf8(from start: Int, to end: Int) -> [UInt8] {
        Array(String(decoding: text[start..<end], as: UTF16.self).utf8)
    }
}
