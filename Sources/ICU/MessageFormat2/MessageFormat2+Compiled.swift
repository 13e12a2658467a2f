import Synchronization

// The compiled plan of a message: what a message's resolution would do for
// every call, done once. Formatting walks the model and resolves each
// expression (a function looked up, its options read into a number skeleton,
// a format and plural rules asked of the pool, a selector closure made per
// call); a plan has all of that resolved at its first use, and a call only
// writes text pieces and numbers into one String.

extension MessageFormat2 {
    /// A message compiled to format integers without resolving it again:
    /// literal text, literal placeholders, `{$x}` for text or an integer,
    /// `:number` and `:integer` with literal options over an integer argument
    /// (formatted with the format resolved once, written by the locale's
    /// compiled decimal style where that agrees with it), and `.match` on such
    /// values as a precomputed choice: keys compared as numbers, then by plural
    /// category.
    ///
    /// A call whose arguments are anything else (a missing one, a double,
    /// decimal text other than a plain integer, a date) is formatted by
    /// resolution, whole, as is every call of a message with anything else in
    /// the parts a call reaches (`.local`, variables in options, `u:locale`,
    /// `u:dir`, other functions, custom functions). A plan is checked against
    /// resolution when it is made, on integers of every plural category and
    /// each numeric key's neighbours; one that differs anywhere is dropped.
    ///
    /// Sendable notes: immutable after creation; the formats and rules it holds
    /// are themselves safe to share.
    final class Compiled: Sendable {
        /// A placeholder's text, and what is written around it.
        enum Piece: Sendable {
            /// Text written as it is (literal text, a literal placeholder, isolation marks and all), UTF-8.
            case text([UInt8])
            /// A value from `values`, with its isolation marks.
            case value(Int)
            /// `{$name}` of an undeclared variable: text as it is, an integer in the decimal style.
            case plain(Plain)
        }

        struct Plain: Sendable {
            let argument: String
            let decimal: NumberFormat
            /// The isolation marks around it, UTF-8.
            let open: [UInt8], close: [UInt8]
        }

        /// A `:number` or `:integer` value over an integer argument.
        struct Value: Sendable {
            let argument: String
            let format: NumberFormat
            /// The locale's compiled decimal style, where it writes every integer as `format` does.
            let decimal: CompiledDecimalFormat?
            /// The rules it selects with; `nil` for `select=exact`.
            let rules: PluralRules?
            /// Selection by `rules.category(for:)`, where it gives `category(forDecimal:)`'s answer.
            let selectsByInteger: Bool
            /// The isolation marks around it, UTF-8.
            let open: [UInt8], close: [UInt8]
        }

        /// One selector of a `.match`: a value and the distinct keys of its column.
        struct Selector: Sendable {
            let value: Int
            /// Each key as a number (`nil` for a keyword), in the order keys first appear.
            let numbers: [Double?]
            let categories: [PluralRules.Category?]
        }

        struct Variant: Sendable {
            /// Per selector, the index of its key in the selector's keys; -1 for `*`.
            let keys: [Int]
            let pieces: [Piece]
        }

        let values: [Value]
        let selectors: [Selector]
        /// One variant, with no selector, for a message that is a pattern.
        let variants: [Variant]
        private init(values: [Value], selectors: [Selector], variants: [Variant]) {
            self.values = values
            self.selectors = selectors
            self.variants = variants
        }

        // MARK: Formatting

        /// The message with `arguments`, or `nil` when one it reaches is not an
        /// integer (text for a plain placeholder): resolution formats that call.
        /// It is written into a stack buffer, then into one `String` of its size.
        func format(_ arguments: [String: MessageArgument]) -> String? {
            guard let variant = select(arguments) else { return nil }
            return MessageFormat.Compiled.written { write(variant.pieces, arguments, &$0) }
        }

        /// Writes a variant's pieces; false where an argument is not one the plan writes.
        private func write(_ pieces: [Piece], _ arguments: [String: MessageArgument],
                           _ sink: inout MessageFormat.Compiled.Sink) -> Bool {
            for piece in pieces {
                switch piece {
                case .text(let text):
                    text.withUnsafeBufferPointer { sink.append($0) }
                case .value(let index):
                    let value = values[index]
                    guard let integer = Self.integer(arguments[value.argument]) else { return false }
                    value.open.withUnsafeBufferPointer { sink.append($0) }
                    if let decimal = value.decimal {
                        guard decimal.write(String(integer), { sink.append($0) }) != nil else { return false }
                    } else {
                        guard var text = try? value.format.format(decimal: String(integer)) else { return false }
                        text.withUTF8 { sink.append($0) }
                    }
                    value.close.withUnsafeBufferPointer { sink.append($0) }
                case .plain(let plain):
                    // As resolution writes an argument used with no function.
                    var text: String
                    switch arguments[plain.argument] {
                    case .string(let string)?: text = string
                    case .integer(let integer)?: text = plain.decimal.format(integer)
                    case .double(let double)?: text = plain.decimal.format(double)
                    case .decimal(let decimal)?:
                        guard let written = try? plain.decimal.format(decimal: decimal) else { return false }
                        text = written
                    case .date?, nil: return false
                    }
                    plain.open.withUnsafeBufferPointer { sink.append($0) }
                    text.withUTF8 { sink.append($0) }
                    plain.close.withUnsafeBufferPointer { sink.append($0) }
                }
            }
            return true
        }

        /// The integer an argument is, where resolution reads it as that integer's
        /// decimal text: `.integer`, and `.decimal` text that is an integer written plainly.
        @inline(__always)
        static func integer(_ argument: MessageArgument?) -> Int? {
            switch argument {
            case .integer(let value)?: return value
            case .decimal(let text)?:
                guard let value = Int(text), String(value) == text else { return nil }
                return value
            default: return nil
            }
        }

        /// The variant pattern selection picks (spec/formatting.md, "Pattern
        /// Selection"): among variants whose keys each match or are `*`, the
        /// least by their keys' ranks, the first selector first, then by order;
        /// a selector ranks keys equal as numbers first, in key order, then the
        /// key of its plural category, and `*` last.
        private func select(_ arguments: [String: MessageArgument]) -> Variant? {
            guard !selectors.isEmpty else { return variants.first }
            return withUnsafeTemporaryAllocation(of: (Double, PluralRules.Category?).self, capacity: selectors.count) { chosen in
                for (column, selector) in selectors.enumerated() {
                    let value = values[selector.value]
                    guard let integer = Self.integer(arguments[value.argument]),
                          let selected = Self.selected(integer, by: value) else { return nil }
                    chosen.initializeElement(at: column, to: selected)
                }
                var best: Int? = nil
                for index in variants.indices where matches(variants[index], chosen) {
                    if let current = best, !ranksBefore(variants[index], variants[current], chosen) { continue }
                    best = index
                }
                return best.map { variants[$0] }
            }
        }

        /// What `value` selects with for `integer`: the integer as a number, and its plural category.
        @inline(__always)
        private static func selected(_ integer: Int, by value: Value) -> (Double, PluralRules.Category?)? {
            guard let rules = value.rules else { return (Double(integer), nil) }
            if value.selectsByInteger, integer.magnitude <= MessageFormat.Compiled.largestPluralInteger {
                return (Double(integer), rules.category(for: integer))
            }
            guard let decimal = try? rules.category(forDecimal: String(integer)) else { return nil }
            return (Double(integer), decimal)
        }

        /// The rank of a variant's key in `column`: its index among numbers equal
        /// to the value, the key count for the category's key, `Int.max` for `*`;
        /// `nil` where it does not match.
        @inline(__always)
        private func rank(_ variant: Variant, _ column: Int,
                          _ chosen: UnsafeMutableBufferPointer<(Double, PluralRules.Category?)>) -> Int? {
            let key = variant.keys[column]
            guard key >= 0 else { return Int.max }
            let selector = selectors[column]
            if let number = selector.numbers[key] { return number == chosen[column].0 ? key : nil }
            if let category = selector.categories[key], category == chosen[column].1 { return selector.numbers.count }
            return nil
        }

        private func matches(_ variant: Variant,
                             _ chosen: UnsafeMutableBufferPointer<(Double, PluralRules.Category?)>) -> Bool {
            for column in selectors.indices where rank(variant, column, chosen) == nil { return false }
            return true
        }

        /// Whether `a` ranks before `b` (a later variant never ranks before an earlier one of equal ranks).
        private func ranksBefore(_ a: Variant, _ b: Variant,
                                 _ chosen: UnsafeMutableBufferPointer<(Double, PluralRules.Category?)>) -> Bool {
            for column in selectors.indices {
                let (x, y) = (rank(a, column, chosen) ?? Int.max, rank(b, column, chosen) ?? Int.max)
                if x != y { return x < y }
            }
            return false
        }

        // MARK: Compiling

        /// The plan of `message`, or `nil` where a part it would reach is not
        /// compiled here, or where it formats a probe otherwise than resolution.
        static func compile(_ message: MessageFormat2) -> Compiled? {
            var builder = Builder(message: message)
            let built: Compiled
            switch message.model.body {
            case .pattern(let pattern):
                guard let pieces = builder.pieces(pattern) else { return nil }
                built = Compiled(values: builder.values.map(\.value), selectors: [], variants: [Variant(keys: [], pieces: pieces)])
            case .matcher(let names, let variants):
                var selectors: [Selector] = []
                var keyIndices: [[String: Int]] = []
                var keyChecks: [KeyCheck] = []
                var probedKeys = 0
                for (column, name) in names.enumerated() {
                    guard let value = builder.declaredValue(name), builder.values[value].selectsAtAll else { return nil }
                    var keys: [String] = []
                    var indices: [String: Int] = [:]
                    for variant in variants {
                        guard case .literal(let key) = variant.keys[column], indices[key] == nil else { continue }
                        indices[key] = keys.count
                        keys.append(key)
                    }
                    var numbers: [Double?] = []
                    var categories: [PluralRules.Category?] = []
                    builder.work?.add(keys.count)
                    for (index, key) in keys.enumerated() {
                        // A key that is neither is a bad-variant-key error: resolution reports it.
                        guard NumberFunction.isNumberLiteral(key) || NumberFunction.pluralKeywords.contains(key) else {
                            return nil
                        }
                        numbers.append(NumberFunction.isNumberLiteral(key) ? Double(key) : nil)
                        categories.append(PluralRules.Category(rawValue: key))
                        if NumberFunction.isNumberLiteral(key), let exact = Double(key), exact.rounded() == exact,
                           exact.magnitude < 1e15 {
                            // Every key's neighbours are checked against its selector alone; the
                            // message's first few keys also against the whole message, so that
                            // the check stays linear in the number of keys and selectors.
                            keyChecks.append(KeyCheck(column: column, key: index, integer: Int(exact)))
                            if probedKeys < Self.wholeMessageKeyProbes {
                                builder.probes += [Int(exact) - 1, Int(exact), Int(exact) + 1]
                                probedKeys += 1
                            }
                        }
                    }
                    selectors.append(Selector(value: value, numbers: numbers, categories: categories))
                    keyIndices.append(indices)
                }
                var compiled: [Variant] = []
                for variant in variants {
                    guard let pieces = builder.pieces(variant.pattern) else { return nil }
                    let keys = variant.keys.enumerated().map { column, key in
                        if case .literal(let text) = key { return keyIndices[column][text] ?? -1 }
                        return -1
                    }
                    compiled.append(Variant(keys: keys, pieces: pieces))
                }
                built = Compiled(values: builder.values.map(\.value), selectors: selectors, variants: compiled)
                guard built.selectsKeys(keyChecks, as: message, selectorNames: names, keyIndices: keyIndices)
                else { return nil }
            }
            return built.agrees(with: message, names: builder.arguments, probes: builder.probes) ? built : nil
        }

        /// How many numeric keys, over all selectors, have their neighbours
        /// formatted by both the plan and resolution; every numeric key is checked by
        /// `selectsKeys`, whose work does not grow with the number of keys.
        static let wholeMessageKeyProbes = 4

        /// A numeric key whose neighbours are checked: its selector's column, its index there, its value.
        private struct KeyCheck {
            let column: Int
            let key: Int
            let integer: Int
        }

        /// Whether, at each checked key's value and its two neighbours, the
        /// selector as resolution resolves it matches that key and the plural
        /// keywords just as the plan does: numbers equal, then the category.
        private func selectsKeys(_ checks: [KeyCheck], as message: MessageFormat2, selectorNames: [String],
                                 keyIndices: [[String: Int]]) -> Bool {
            guard !checks.isEmpty else { return true }
            // The keywords of each column, in key order.
            let keywords: [[String]] = keyIndices.map { indices in
                indices.filter { !NumberFunction.isNumberLiteral($0.key) }.sorted { $0.value < $1.value }.map(\.key)
            }
            let keyText: [[String]] = keyIndices.map { indices in
                var texts = [String](repeating: "", count: indices.count)
                for (text, index) in indices { texts[index] = text }
                return texts
            }
            let work = WorkCount.current
            for check in checks {
                work?.add(3)
                let selector = selectors[check.column]
                let value = values[selector.value]
                let key = keyText[check.column][check.key]
                for integer in [check.integer - 1, check.integer, check.integer + 1] {
                    guard let (number, category) = Self.selected(integer, by: value) else { return false }
                    var expected: [String] = selector.numbers[check.key] == number ? [key] : []
                    expected += keywords[check.column].filter { PluralRules.Category(rawValue: $0) == category }
                    var resolver = Resolver(message: message, arguments: [value.argument: .integer(integer)])
                    guard case .value(let resolved) = resolver.variable(selectorNames[check.column]),
                          resolver.errors.isEmpty, let select = resolved.selector,
                          let matched = try? select([key] + keywords[check.column]), matched == expected else {
                        return false
                    }
                }
            }
            return true
        }

        /// Whether every probe formats here as resolution formats it, with no error.
        private func agrees(with message: MessageFormat2, names: [String], probes: [Int]) -> Bool {
            let work = WorkCount.current
            for probe in probes {
                // The plan's selection looks at every variant.
                work?.add(1 + variants.count * max(selectors.count, 1))
                var arguments: [String: MessageArgument] = [:]
                for name in names { arguments[name] = .integer(probe) }
                guard let written = format(arguments) else { return false }
                let resolved = message.formatByResolution(arguments)
                guard resolved.errors.isEmpty, resolved.output.utf8.elementsEqual(written.utf8) else { return false }
            }
            return true
        }

        /// Reads a model's parts into pieces and values.
        private struct Builder {
            struct Built {
                let value: Value
                let selectsAtAll: Bool
            }

            let message: MessageFormat2
            var values: [Built] = []
            /// The value of each declared variable compiled so far.
            var declared: [String: Int] = [:]
            /// The arguments the plan reads.
            var arguments: [String] = []
            private var argumentNames = Set<String>()
            let work = WorkCount.current
            var probes = MessageFormat.Compiled.probeIntegers + [Int.max, Int.min, 999, 1234, 12345, 123_456_789_012]

            init(message: MessageFormat2) { self.message = message }

            mutating func pieces(_ pattern: Pattern) -> [Piece]? {
                var pieces: [Piece] = []
                var text: [UInt8] = []
                work?.add(pattern.count)
                for part in pattern {
                    switch part {
                    case .text(let literal):
                        text += Array(literal.utf8)
                    case .markup(let markup):
                        // Markup writes nothing; an option from a variable is resolved, and u:dir is an error.
                        for option in markup.options {
                            guard case .literal = option.value, option.name != "u:dir" else { return nil }
                        }
                    case .expression(let expression):
                        switch expression.operand {
                        case .variable(let name)? where expression.function == nil:
                            if message.declarationIndices[name] != nil {
                                guard let index = declaredValue(name) else { return nil }
                                if !text.isEmpty { pieces.append(.text(text)); text = [] }
                                pieces.append(.value(index))
                            } else {
                                guard let decimal = try? FormatterPool.shared.numberFormat(.decimal, locale: message.locale)
                                else { return nil }
                                let marks = message.isolationMarks(direction: .unknown, isolate: false)
                                if !text.isEmpty { pieces.append(.text(text)); text = [] }
                                pieces.append(.plain(Plain(argument: name, decimal: decimal, open: Array(marks.open.utf8),
                                                           close: Array(marks.close.utf8))))
                                if argumentNames.insert(name).inserted { arguments.append(name) }
                            }
                        case .variable(let name)?:
                            // A function over an undeclared variable: as the declaration `.input {$x …}` would be.
                            guard message.declarationIndices[name] == nil,
                                  let index = value(expression) else { return nil }
                            if !text.isEmpty { pieces.append(.text(text)); text = [] }
                            pieces.append(.value(index))
                        case .literal?, nil:
                            // No variable: the same text on every call, resolved now.
                            guard let constant = constant(expression) else { return nil }
                            text += Array(constant.utf8)
                        }
                    }
                }
                if !text.isEmpty { pieces.append(.text(text)) }
                return pieces
            }

            /// The value of the declaration of `name`, where it is `.input` with a compiled function.
            mutating func declaredValue(_ name: String) -> Int? {
                if let index = declared[name] { return index }
                guard let declaration = message.declarationIndices[name].map({ message.model.declarations[$0] }),
                      case .input(_, let expression) = declaration, let index = value(expression) else { return nil }
                declared[name] = index
                return index
            }

            /// An expression `{$x :number …}` or `{$x :integer …}` with literal options.
            mutating func value(_ expression: Expression) -> Int? {
                guard case .variable(let name)? = expression.operand, let call = expression.function,
                      message.functions.custom[call.name] == nil,
                      let kind = NumberFunction.Kind(rawValue: call.name), kind == .number || kind == .integer else {
                    return nil
                }
                var options: [String: MessageValue] = [:]
                for option in call.options {
                    guard case .literal(let text) = option.value, !option.name.hasPrefix("u:") || option.name == "u:id"
                    else { return nil }
                    if option.name == "u:id" { continue }
                    var value = MessageValue(input: .string(text), formatted: text)
                    value.isLiteral = true
                    options[option.name] = value
                }
                // The function itself reads the options, as it does on every call of resolution.
                let locale = message.locale
                guard let resolved = try? NumberFunction(kind: kind).resolve(
                        MessageValue(input: .integer(1), formatted: ""), options: options, locale: locale),
                      resolved.errors.isEmpty,
                      let skeleton = try? NumberFunction.skeleton(resolved.options, kind: kind),
                      let format = try? FormatterPool.shared.numberFormat(.skeleton(skeleton), locale: locale) else {
                    return nil
                }
                let select = resolved.options["select"].map { MessageValue(input: $0, formatted: "").text } ?? "plural"
                let minimumFraction = resolved.options["minimumFractionDigits"]
                    .flatMap { Int(MessageValue(input: $0, formatted: "").text) } ?? 0
                var rules: PluralRules? = nil
                if select != "exact" {
                    // Keys are read against an integer's plural operands only without padding.
                    guard minimumFraction == 0,
                          let made = try? FormatterPool.shared.pluralRules(select == "ordinal" ? .ordinal : .cardinal,
                                                                           locale: locale) else { return nil }
                    rules = made
                }
                let marks = message.isolationMarks(direction: locale.isRightToLeft ? .rightToLeft : .leftToRight,
                                                   isolate: false)
                let value = Value(argument: name, format: format, decimal: Self.decimal(agreeingWith: format, locale),
                                  rules: rules, selectsByInteger: rules.map(Self.selectsByInteger) ?? false,
                                  open: Array(marks.open.utf8), close: Array(marks.close.utf8))
                // Selection is on the number written: the plan selects on the integer
                // itself, so not where significant digits or an increment round it or
                // show fraction digits (12 to one significant digit is 10, 1 to two is "1.0").
                let writesIntegersAsGiven = ["minimumSignificantDigits", "maximumSignificantDigits", "roundingIncrement"]
                    .allSatisfy { resolved.options[$0] == nil }
                values.append(Built(value: value, selectsAtAll: resolved.selector != nil && writesIntegersAsGiven))
                if argumentNames.insert(name).inserted { arguments.append(name) }
                return values.count - 1
            }

            /// The text of an expression with no variable, where it resolves with no error.
            func constant(_ expression: Expression) -> String? {
                if let call = expression.function {
                    guard message.functions.custom[call.name] == nil else { return nil }
                    for option in call.options { guard case .literal = option.value else { return nil } }
                }
                var resolver = Resolver(message: message, arguments: [:])
                guard case .value(let value) = resolver.resolve(expression), resolver.errors.isEmpty,
                      case .success(let text) = value.formatted else { return nil }
                let marks = message.isolationMarks(direction: value.direction, isolate: value.isolate)
                return marks.open + text + marks.close
            }

            /// Integers of every length and sign, for the checks below.
            static let lengthProbes: [Int] = {
                var probes: [Int] = [0, Int.max, Int.min]
                var value = 0
                for digit in 1...18 {
                    value = value * 10 + digit % 10
                    probes += [value, -value]
                }
                return probes
            }()

            /// The locale's compiled decimal style, where it writes integers as `format` does.
            static func decimal(agreeingWith format: NumberFormat, _ locale: LocaleID) -> CompiledDecimalFormat? {
                guard let storage = try? NumberFormat.Storage(style: .decimal, locale: locale),
                      let decimal = CompiledDecimalFormat.of(locale, writtenBy: { text in
                          try? storage.outputThroughICU(.decimal(text)) { Array($0) }
                      }) else { return nil }
                for probe in lengthProbes + MessageFormat.Compiled.probeIntegers {
                    let text = String(probe)
                    guard let written = decimal.write(text, { Array($0) }),
                          let expected = try? format.format(decimal: text), expected.utf8.elementsEqual(written) else {
                        return nil
                    }
                }
                return decimal
            }

            /// Whether `category(for:)` gives `category(forDecimal:)`'s answer for integers.
            static func selectsByInteger(_ rules: PluralRules) -> Bool {
                for probe in MessageFormat.Compiled.probeIntegers + lengthProbes
                    where probe.magnitude <= MessageFormat.Compiled.largestPluralInteger {
                    guard let decimal = try? rules.category(forDecimal: String(probe)),
                          decimal == rules.category(for: probe) else { return false }
                }
                return true
            }
        }
    }

    /// The plan, made at the first call; `nil` for a message resolution formats.
    var compiled: Compiled? {
        plan.value { Compiled.compile(self) }
    }
}
