extension ListFormat {
    /// The words a locale writes between the items of a list, read from ICU once,
    /// so that joining a list copies bytes instead of calling ICU.
    ///
    /// ICU joins two items with its "two" pattern and more with its "start",
    /// "middle" and "end" patterns (`ListFormatter`). Where each pattern writes
    /// fixed words between its two arguments and nothing around them, a list is
    /// the first item, then each join and item in turn. The joins are read by
    /// formatting lists of known items with ICU, and kept only when lists whose
    /// items begin in other ways (`i`, `hi`, `o`, `ho`, `8`, `11`, a Hebrew letter,
    /// a digit, a space, nothing) give the same joins: ICU changes its words by
    /// the next item in some languages (Spanish "y" to "e" before "i", Hebrew
    /// "ו" to "-ו" before a word not in Hebrew), and there every list goes to ICU.
    struct Joins: Sendable {
        /// Between the two items of a list of two.
        let two: [UInt8]
        /// Between the first and second items of a list of three or more.
        let start: [UInt8]
        /// Between the other items but the last two.
        let middle: [UInt8]
        /// Between the last two items of a list of three or more.
        let end: [UInt8]

        /// How the items of the probe lists begin: the cases ICU's contextual
        /// joins read, and others.
        static let leads = ["i", "hi", "hie", "I", "Hi", "o", "ho", "O", "8", "11", "110", "u", "e", "y",
                            "\u{5D0}", "\u{3042}", "1", "-", " ", ""]

        /// The joins of `handle`'s lists, or nil where they are not fixed words.
        init?(reading handle: UListFormatterHandle) {
            // Items that end in a private-use character of their own, so that each
            // is found in ICU's text.
            func items(_ lead: String, _ count: Int) -> [String] {
                (0..<count).map { lead + String(Character(Unicode.Scalar(0xE000 + UInt32($0))!)) }
            }
            func joins(of items: [String]) -> [[UInt8]]? {
                guard let text = try? handle.format(items) else { return nil }
                return Self.between(items, in: Array(text.utf8))
            }
            guard let two = joins(of: items("a", 2)), let three = joins(of: items("a", 3)),
                  let five = joins(of: items("a", 5)),
                  five[0] == three[0], five[1] == five[2], five[3] == three[1] else { return nil }
            self.two = two[0]
            start = three[0]
            middle = five[1]
            end = three[1]
            for lead in Self.leads {
                guard joins(of: items(lead, 2)) == [self.two],
                      joins(of: items(lead, 4)) == [start, middle, end] else { return nil }
            }
        }

        /// The bytes between consecutive items of `items` in `text`, when `text`
        /// is the items and those bytes alone, in order.
        static func between(_ items: [String], in text: [UInt8]) -> [[UInt8]]? {
            let first = Array(items[0].utf8)
            guard text.starts(with: first) else { return nil }
            var offset = first.count
            var joins: [[UInt8]] = []
            for item in items.dropFirst() {
                let bytes = Array(item.utf8)
                guard let found = text[offset...].firstRange(of: bytes)?.lowerBound else { return nil }
                joins.append(Array(text[offset..<found]))
                offset = found + bytes.count
            }
            return offset == text.count ? joins : nil
        }

        /// The items joined: one `String` written in place, of any length.
        func join(_ items: [String]) -> String {
            let count = items.count
            guard count > 1 else { return count == 1 ? items[0] : "" }
            var total = 0
            for item in items { total += item.utf8.count }
            total += count == 2 ? two.count : start.count + (count - 3) * middle.count + end.count
            return String(unsafeUninitializedCapacity: total) { buffer in
                let base = buffer.baseAddress!
                var offset = UListFormatterHandle.copyUTF8(of: items[0], to: base)
                for index in 1..<count {
                    let join = count == 2 ? two : index == 1 ? start : index == count - 1 ? end : middle
                    join.withUnsafeBufferPointer { bytes in
                        if let start = bytes.baseAddress { (base + offset).initialize(from: start, count: bytes.count) }
                    }
                    offset += join.count
                    offset += UListFormatterHandle.copyUTF8(of: items[index], to: base + offset)
                }
                return offset
            }
        }
    }
}
