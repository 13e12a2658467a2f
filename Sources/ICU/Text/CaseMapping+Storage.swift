extension CaseMapping {
    /// What ``CaseMapping``s share between their copies: the locale and options,
    /// and the ICU case maps.
    final class Storage: Sendable {
        let locale: LocaleID
        let options: Options
        private let handle: UCaseMapHandle

        /// The longest text mapped in one ICU call, in UTF-8 bytes: ICU addresses
        /// 2 GiB of output, and a letter's mapping can be three times as long as
        /// the letter (`ΐ` → `Ϊ́`).
        static let pieceLimit = 1 << 29

        init(locale: LocaleID, options: Options) throws(ICUError) {
            self.locale = locale
            self.options = options
            var icuOptions: UCaseMapHandle.Options = []
            if options.contains(.titleWithoutLowercasing) { icuOptions.insert(.titleNoLowercase) }
            if options.contains(.titleWithoutAdjusting) { icuOptions.insert(.titleNoBreakAdjustment) }
            if options.contains(.turkicFolding) { icuOptions.insert(.foldExcludingSpecialI) }
            handle = try UCaseMapHandle(locale: locale, options: icuOptions)
        }

        /// `text` mapped; a text longer than `pieceLimit` bytes in pieces, each
        /// ending after a space or line break where one is near its end (no case
        /// mapping or word looks across one), else between two characters.
        func map(_ mapping: UCaseMapHandle.Mapping, _ text: String, pieceLimit: Int = pieceLimit) -> String {
            infallible { () throws(ICUError) in
                guard text.utf8.count > pieceLimit else { return try handle.map(mapping, text) }
                var result = ""
                result.reserveCapacity(UCaseMapHandle.capacity(for: text.utf8.count))
                let utf8 = text.utf8
                var start = utf8.startIndex
                while start != utf8.endIndex {
                    let end = Self.pieceEnd(utf8, from: start, limit: pieceLimit)
                    result += try handle.map(mapping, String(text[start..<end]))
                    start = end
                }
                return result
            }
        }

        /// Where a piece that starts at `start` ends: after the last space or
        /// line break in its second half, else at the last character boundary.
        static func pieceEnd(_ utf8: String.UTF8View, from start: String.Index, limit: Int) -> String.Index {
            guard let hardEnd = utf8.index(start, offsetBy: limit, limitedBy: utf8.endIndex), hardEnd != utf8.endIndex else {
                return utf8.endIndex
            }
            let half = utf8.index(start, offsetBy: limit / 2)
            var index = hardEnd
            while index > half {
                let before = utf8.index(before: index)
                if utf8[before] == UInt8(ascii: " ") || utf8[before] == UInt8(ascii: "\n") { return index }
                index = before
            }
            // No space: the last scalar boundary (a byte that is not a continuation byte).
            index = hardEnd
            while index > start, utf8[index] & 0xC0 == 0x80 { index = utf8.index(before: index) }
            return index > start ? index : hardEnd
        }
    }
}
