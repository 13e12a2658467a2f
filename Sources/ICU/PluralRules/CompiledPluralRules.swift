/// A language's plural rules read once from the text ICU reads them from
/// (its resource `plurals`, CLDR's syntax: "one: i = 1 and v = 0"),
/// and evaluated as ICU evaluates them (`AndConstraint::isFulfilled`: each
/// operand a double, `in` and `=` asking for a whole number before `mod`,
/// `within` not), on the operands of a plain decimal string written with a
/// given number of fraction digits: the category of a range's end with a
/// fraction ("1.50" in a range written to two digits: i 1, v 2, f 50, t 5)
/// without formatting it in ICU first.
///
/// Kept only where it gives ICU's category for probe numbers of one to four
/// fraction digits (every integer to 30, hundreds and millions, every
/// fraction of one digit, and the fractions the rules' own ranges and moduli
/// make); text of another form keeps ICU. Ends of more than nine integer or
/// six fraction digits, and spellings with an exponent, go to ICU.
///
/// Sendable notes: immutable after creation.
final class CompiledPluralRules: Sendable {
    /// A plural operand (CLDR's letters).
    private enum Operand: UInt8 {
        case n, i, v, w, f, t, e, c

        init?(name: Substring) {
            switch name {
            case "n": self = .n
            case "i": self = .i
            case "v": self = .v
            case "w": self = .w
            case "f": self = .f
            case "t": self = .t
            case "e": self = .e
            case "c": self = .c
            default: return nil
            }
        }
    }

    /// `operand [mod modulus] [not] (is value | in ranges | within ranges)`.
    private struct Relation {
        let operand: Operand
        let modulus: Double?
        let negated: Bool
        /// Whether the operand must be whole (`in`, `=`), as opposed to `within` or `is`.
        let wholeOnly: Bool
        /// The inclusive ranges; one of one value for `is`.
        let ranges: [(Double, Double)]
    }

    /// The rules in ICU's order: each a category and a condition, an `or` of `and`s of relations.
    private let rules: [(Category, [[Relation]])]

    typealias Category = PluralRules.Category

    /// The most integer and fraction digits an end read here may have.
    static let maximumIntegerDigits = 9, maximumFractionDigits = 6

    /// The rules of `text`, or nil where it is not of the form ICU writes.
    private init?(text: String) {
        var rules: [(Category, [[Relation]])] = []
        for rule in text.split(separator: ";") {
            let parts = rule.split(separator: ":", maxSplits: 1)
            guard parts.count == 2,
                  let category = Category(rawValue: parts[0].trimmingSpaces) else { return nil }
            let condition = parts[1].trimmingSpaces
            var ors: [[Relation]] = []
            if !condition.isEmpty {
                for or in condition.split(separator: " or ") {
                    var ands: [Relation] = []
                    for and in or.split(separator: " and ") {
                        guard let relation = Self.relation(and) else { return nil }
                        ands.append(relation)
                    }
                    ors.append(ands)
                }
            }
            rules.append((category, ors))
        }
        guard !rules.isEmpty else { return nil }
        self.rules = rules
    }

    private static func relation(_ text: Substring) -> Relation? {
        var words = text.split(separator: " ")[...]
        guard let first = words.popFirst(), let operand = Operand(name: first) else { return nil }
        var modulus: Double?
        if words.first == "mod" || words.first == "%" {
            words.removeFirst()
            guard let word = words.popFirst(), let value = Int(word), value > 0 else { return nil }
            modulus = Double(value)
        }
        var negated = false
        var wholeOnly: Bool
        switch words.popFirst() {
        case "is":
            wholeOnly = false
            if words.first == "not" {
                negated = true
                words.removeFirst()
            }
            guard words.count == 1, let value = Int(words[words.startIndex]) else { return nil }
            return Relation(operand: operand, modulus: modulus, negated: negated, wholeOnly: false,
                            ranges: [(Double(value), Double(value))])
        case "not":
            negated = true
            switch words.popFirst() {
            case "in": wholeOnly = true
            case "within": wholeOnly = false
            default: return nil
            }
        case "in", "=": wholeOnly = true
        case "!=":
            wholeOnly = true
            negated = true
        case "within": wholeOnly = false
        default: return nil
        }
        var ranges: [(Double, Double)] = []
        for item in words.joined().split(separator: ",", omittingEmptySubsequences: false) {
            let ends = item.split(separator: "..", omittingEmptySubsequences: false)
            guard ends.count <= 2, let low = Int(ends[0]), let high = Int(ends[ends.count - 1]), low <= high else { return nil }
            ranges.append((Double(low), Double(high)))
        }
        guard !ranges.isEmpty else { return nil }
        return Relation(operand: operand, modulus: modulus, negated: negated, wholeOnly: wholeOnly, ranges: ranges)
    }

    /// The rules of `handle`, or nil where they cannot be read or give another
    /// category than ICU for any probe.
    convenience init?(checkingAgainst handle: UPluralRulesHandle, locale: LocaleID) {
        guard let text = try? handle.rules("reading the plural rules of \(locale)") else { return nil }
        self.init(text: text)
        var formatters: [Int: UNumberFormatterHandle] = [:]
        for digits in 1...4 {
            guard let formatter = try? UNumberFormatterHandle(skeleton: PluralRules.Storage.skeleton(fractionDigits: digits),
                                                              locale: locale) else { return nil }
            formatters[digits] = formatter
        }
        for (text, digits) in Self.probes {
            guard let formatter = formatters[digits],
                  let expected = try? handle.select(decimal: text, formattedBy: formatter, "checking plural rules",
                                                    { Category(keyword: $0) }),
                  let written = category(of: text, fractionDigits: digits),
                  written == expected else { return nil }
        }
    }

    /// Decimal strings and the fraction digits each is written with.
    private static let probes: [(String, Int)] = {
        var probes: [(String, Int)] = []
        let integers = Array(0...30) + [99, 100, 101, 102, 111, 1000, 1001, 10000, 100000, 1_000_000, 1_000_001, 2_000_000]
        let fractions = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "19", "20", "21",
                         "25", "50", "99", "100", "101", "111", "500", "1000", "1001"]
        for integer in integers {
            for fraction in fractions {
                let digits = Swift.max(1, fraction.count)
                probes.append(("\(integer).\(fraction)", digits))
                if digits < 4 { probes.append(("\(integer).\(fraction)", digits + 1)) }
            }
        }
        return probes
    }()

    /// The category of a plain decimal string (`[+-]digits[.digits]`) written
    /// with `fractionDigits` fraction digits, at least as many as it has; nil
    /// for other text and what is not read here.
    func category(of text: String, fractionDigits: Int) -> Category? {
        var text = text
        return text.withUTF8 { category(of: $0, fractionDigits: fractionDigits) }
    }

    /// ``category(of:fractionDigits:)`` of the UTF-8 bytes of a plain decimal string.
    func category(of bytes: UnsafeBufferPointer<UInt8>, fractionDigits v: Int) -> Category? {
        guard v >= 1, v <= Self.maximumFractionDigits else { return nil }
        let zero = UInt8(ascii: "0")
        var index = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        var integer: UInt64 = 0, integerDigits = 0
        // At least one integer digit: ICU refuses ".5".
        guard index < bytes.count, bytes[index] != UInt8(ascii: ".") else { return nil }
        while index < bytes.count, bytes[index] != UInt8(ascii: ".") {
            let digit = bytes[index] &- zero
            guard digit < 10 else { return nil }
            integer = integer * 10 + UInt64(digit)
            if integer > 0 { integerDigits += 1 }
            guard integerDigits <= Self.maximumIntegerDigits else { return nil }
            index += 1
        }
        var fraction: UInt64 = 0, written = 0, withoutZeros: UInt64 = 0, significant = 0
        if index < bytes.count {
            index += 1
            while index < bytes.count {
                let digit = bytes[index] &- zero
                guard digit < 10, written < v else { return nil }
                fraction = fraction * 10 + UInt64(digit)
                written += 1
                if digit != 0 { significant = written }
                index += 1
            }
        }
        for _ in written..<v { fraction *= 10 }
        withoutZeros = fraction
        var scale: UInt64 = 1
        for _ in 0..<v { scale *= 10 }
        for _ in significant..<v { withoutZeros /= 10 }
        let operands = (n: Double(integer) + Double(fraction) / Double(scale), i: Double(integer), v: Double(v),
                        w: Double(significant), f: Double(fraction), t: Double(withoutZeros))
        func value(_ operand: Operand) -> Double {
            switch operand {
            case .n: operands.n
            case .i: operands.i
            case .v: operands.v
            case .w: operands.w
            case .f: operands.f
            case .t: operands.t
            case .e, .c: 0
            }
        }
        for (category, condition) in rules {
            if condition.isEmpty { return category }
            for ands in condition where ands.allSatisfy({ Self.holds($0, value($0.operand)) }) {
                return category
            }
        }
        return .other
    }

    /// `AndConstraint::isFulfilled`.
    private static func holds(_ relation: Relation, _ operand: Double) -> Bool {
        var result = false
        var n = operand
        if relation.wholeOnly && n != n.rounded(.down) {
            result = false
        } else {
            if let modulus = relation.modulus { n = n.truncatingRemainder(dividingBy: modulus) }
            result = relation.ranges.contains { $0.0 <= n && n <= $0.1 }
        }
        return relation.negated ? !result : result
    }
}

extension Substring {
    /// Without spaces at either end.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
