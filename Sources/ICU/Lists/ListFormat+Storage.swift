extension ListFormat {
    /// What ``ListFormat``s share between their copies: the locale and options,
    /// the ICU formatter, which every thread reads at once, and the joins read
    /// from it where they are fixed words.
    final class Storage: Sendable {
        let locale: LocaleID
        let options: Options
        let handle: UListFormatterHandle
        let joins: Joins?

        init(locale: LocaleID, options: Options) throws(ICUError) {
            self.locale = locale
            self.options = options
            let type: UListFormatterHandle.ListType = switch options.type {
            case .and: .and
            case .or: .or
            case .unit: .units
            }
            let width: UListFormatterHandle.Width = switch options.width {
            case .wide: .wide
            case .short: .short
            case .narrow: .narrow
            }
            handle = try UListFormatterHandle(locale: locale, type: type, width: width)
            joins = Joins(reading: handle)
        }

        /// The items joined: by the joins where there are, else by ICU, and
        /// join by join where the list is too long for ICU (`limit` bytes of
        /// UTF-8 or items: ICU's 32-bit lengths).
        func format(_ items: [String], limit: Int = Int(Int32.max)) -> String {
            if let joins { return joins.join(items) }
            var total = 0
            for item in items { total += item.utf8.count }
            guard total >= limit || items.count >= limit else {
                return infallible { () throws(ICUError) in try handle.format(items, utf8Count: total) }
            }
            return joinedByParts(items)
        }

        /// The items joined, each join read from ICU on a short list whose item
        /// after the join begins as the item does (its first 16 characters,
        /// more than ICU's rules read: Spanish "y" before "i", "o" before "11",
        /// Hebrew "ו" before a letter not in Hebrew); the other items of those
        /// lists are known ones, whose text ICU's output is stripped of.
        private func joinedByParts(_ items: [String]) -> String {
            let count = items.count
            guard count > 1 else { return count == 1 ? items[0] : "" }
            func icu(_ list: [String]) -> [UInt8] {
                Array(infallible { () throws(ICUError) in try handle.format(list) }.utf8)
            }
            // Known items, each ending in a private-use character of its own.
            let known = (0..<4).map { "a" + String(Character(Unicode.Scalar(0xE000 + UInt32($0))!)) }
            let bytes = known.map { Array($0.utf8) }
            let fixed = Joins.between(known, in: icu(known)) ?? []
            let three = Joins.between(Array(known.prefix(3)), in: icu(Array(known.prefix(3)))) ?? []
            /// The join before `next` in ICU's text of `list`: the bytes between `before` and `next` + `after`.
            func join(_ list: [String], before: [UInt8], next: [UInt8], after: [UInt8]) -> [UInt8]? {
                let text = icu(list)
                guard text.count >= before.count + next.count + after.count, text.starts(with: before),
                      text.suffix(next.count + after.count).elementsEqual(next + after) else { return nil }
                return Array(text[before.count..<(text.count - next.count - after.count)])
            }
            var result = items[0]
            for index in 1..<count {
                let next = String(items[index].prefix(16))
                let nextBytes = Array(next.utf8)
                // ICU's pattern for this join: "two", "start", "end" or "middle".
                let found: [UInt8]? = if count == 2 {
                    join([known[0], next], before: bytes[0], next: nextBytes, after: [])
                } else if index == 1, three.count == 2 {
                    join([known[0], next, known[2]], before: bytes[0], next: nextBytes, after: three[1] + bytes[2])
                } else if index == count - 1, three.count == 2 {
                    join([known[0], known[1], next], before: bytes[0] + three[0] + bytes[1], next: nextBytes, after: [])
                } else if fixed.count == 3 {
                    join([known[0], known[1], next, known[3]], before: bytes[0] + fixed[0] + bytes[1], next: nextBytes,
                         after: fixed[2] + bytes[3])
                } else {
                    nil
                }
                // ICU's text holds the items whole, so a join is found; were it not,
                // the join before a known item stands in.
                let words = found ?? {
                    if count == 2 { return Joins.between(Array(known.prefix(2)), in: icu(Array(known.prefix(2))))?.first ?? [] }
                    if index == 1 || index == count - 1 { return index == 1 ? three.first ?? [] : three.last ?? [] }
                    return fixed.count == 3 ? fixed[1] : []
                }()
                result += String(decoding: words, as: UTF8.self)
                result += items[index]
            }
            return result
        }
    }
}
