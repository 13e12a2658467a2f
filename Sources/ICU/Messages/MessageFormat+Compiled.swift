extension MessageFormat {
    /// A message compiled once to render without ICU: literal text, `{x}` and
    /// `{x, number}` arguments, `plural` (with `offset`, `=N` and `#`),
    /// `selectordinal` and `select`, nested, each rendered the way ICU's
    /// `MessageFormat::format` renders it.
    ///
    /// The tree follows ICU's own reading of the pattern (`MessagePattern`'s
    /// parts, so quoting apostrophes are skipped exactly where ICU skips them)
    /// and its choices: the first `=N` equal to the value wins, then the first
    /// sub-message of the value's category, then the first `other`; in `select`,
    /// the first key equal to the text, then the first `other`. Numbers are
    /// written in the locale's decimal style (``CompiledDecimalFormat``, the
    /// output of ICU's `NumberFormat::createInstance`), categories come from the
    /// locale's plural rules.
    ///
    /// Only integers (up to 2^53 in magnitude where they choose a plural form)
    /// and text render here; a call with any other value used by the message (a
    /// double, a date, a larger integer), or with decimal text anywhere (ICU
    /// checks its digits even where the message does not use it), is rendered by
    /// ICU, whole.
    /// A pattern with anything else (`choice`, `date`, `time`, `spellout`,
    /// `ordinal`, `duration`, a number style or skeleton, a fractional `offset`)
    /// is not compiled: all its calls go to ICU. A compiled message is checked
    /// against ICU when it is made, on values that reach every part of it (each
    /// `select` key, explicit values, integers of every category up to
    /// millions, negatives); one that differs anywhere is dropped.
    ///
    /// Sendable notes: immutable after creation; the plural rules and the
    /// decimal style it reads are themselves safe to share.
    final class Compiled: Sendable {
        /// One piece of a message: its kind, and the one field of that kind.
        ///
        /// A struct of optionals, not an enum with payloads: a multi-payload
        /// enum holds a payload's heap reference with the case's tag in its spare
        /// bits, which LeakSanitizer does not read as a pointer, so a compiled
        /// message kept until exit (by `FormatterPool.shared`, or in icufmt) was
        /// reported as leaked (as MeasureFormat's writer and the compiled dates' tables were).
        struct Node: Sendable {
            enum Kind: UInt8, Sendable {
                /// Literal text, UTF-8 (`text`).
                case text
                /// `#`: the plural number less the offset, in the decimal style.
                case number
                /// `{x}` or `{x, number}`: the parameter at `parameter`.
                case argument
                case plural
                case select
            }

            let kind: Kind
            private(set) var text: [UInt8] = []
            private(set) var parameter = 0
            private(set) var plural: Plural? = nil
            private(set) var select: Select? = nil

            private init(_ kind: Kind) { self.kind = kind }

            static func text(_ bytes: [UInt8]) -> Node {
                var node = Node(.text)
                node.text = bytes
                return node
            }

            static let number = Node(.number)

            static func argument(_ parameter: Int) -> Node {
                var node = Node(.argument)
                node.parameter = parameter
                return node
            }

            static func plural(_ plural: Plural) -> Node {
                var node = Node(.plural)
                node.plural = plural
                return node
            }

            static func select(_ select: Select) -> Node {
                var node = Node(.select)
                node.select = select
                return node
            }
        }

        /// A `plural` or `selectordinal` argument.
        struct Plural: Sendable {
            let parameter: Int
            let rules: PluralRules
            let offset: Int
            /// `=N` sub-messages, in pattern order.
            let exact: [Exact]
            /// Keyword sub-messages other than `other`, in pattern order.
            let keywords: [Keyword]
            /// The first `other` sub-message.
            let other: [Node]

            struct Exact: Sendable {
                let value: Double
                let message: [Node]
            }

            struct Keyword: Sendable {
                let category: PluralRules.Category
                let message: [Node]
            }
        }

        /// A `select` argument.
        struct Select: Sendable {
            let parameter: Int
            /// Keyed sub-messages other than `other`, in pattern order.
            let cases: [Case]
            let other: [Node]

            struct Case: Sendable {
                let key: [UInt8]
                let message: [Node]
            }
        }

        /// The largest integer that chooses a plural form here: ICU compares it with
        /// `=N` as a double and selects by its exact digits, which agree up to 2^53.
        static let largestPluralInteger = 1 << 53

        private let nodes: [Node]
        private let decimal: CompiledDecimalFormat?

        private init(nodes: [Node], decimal: CompiledDecimalFormat?) {
            self.nodes = nodes
            self.decimal = decimal
        }

        // MARK: Rendering

        /// Where a message is written: bytes past the capacity are counted, not
        /// written, so that a second pass knows the size (MessageFormat 2's plan writes into it too).
        struct Sink {
            let base: UnsafeMutablePointer<UInt8>
            let capacity: Int
            var count = 0

            @inline(__always)
            mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
                if count + bytes.count <= capacity, let source = bytes.baseAddress {
                    (base + count).update(from: source, count: bytes.count)
                }
                count += bytes.count
            }
        }

        /// Bytes of the stack buffer a message is first rendered into.
        static let stackCapacity = 512

        /// The text `write` writes into a sink (`nil` when it returns false):
        /// into a stack buffer, then, when longer, once more into a `String` of
        /// the size counted.
        @inline(__always)
        static func written(by write: (inout Sink) -> Bool) -> String? {
            var needed = 0
            let first: String?? = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: stackCapacity) { buffer in
                var sink = Sink(base: buffer.baseAddress!, capacity: stackCapacity)
                guard write(&sink) else { return .some(nil) }
                guard sink.count <= stackCapacity else {
                    needed = sink.count
                    return nil
                }
                return String(decoding: UnsafeBufferPointer(start: buffer.baseAddress, count: sink.count), as: UTF8.self)
            }
            if let first { return first }
            return String(unsafeUninitializedCapacity: needed) { buffer in
                var sink = Sink(base: buffer.baseAddress!, capacity: needed)
                _ = write(&sink)
                return sink.count
            }
        }

        /// The message with these arguments (in parameter order), or `nil` when
        /// one it uses is a value that only ICU renders.
        func render(_ arguments: UnsafeBufferPointer<MessageArgument>) -> String? {
            Self.written { write(nodes, arguments, plural: nil, &$0) }
        }

        /// Writes `nodes`; `plural` is the number `#` writes. False when a value
        /// cannot be rendered here.
        private func write(_ nodes: [Node], _ arguments: UnsafeBufferPointer<MessageArgument>, plural: Int?,
                           _ sink: inout Sink) -> Bool {
            for node in nodes {
                switch node.kind {
                case .text:
                    node.text.withUnsafeBufferPointer { sink.append($0) }
                case .number:
                    guard let plural, write(plural, &sink) else { return false }
                case .argument:
                    switch arguments[node.parameter] {
                    case .integer(let value):
                        guard write(value, &sink) else { return false }
                    case .string(let text):
                        var text = text
                        text.withUTF8 { sink.append($0) }
                    case .double, .decimal, .date:
                        return false
                    }
                case .plural:
                    let plural = node.plural!
                    guard case .integer(let value) = arguments[plural.parameter],
                          value.magnitude <= Self.largestPluralInteger else { return false }
                    let number = value - plural.offset
                    guard number.magnitude <= Self.largestPluralInteger,
                          write(plural.message(for: value, less: number), arguments, plural: number, &sink) else { return false }
                case .select:
                    let select = node.select!
                    guard case .string(let text) = arguments[select.parameter] else { return false }
                    guard write(select.message(for: text), arguments, plural: nil, &sink) else { return false }
                }
            }
            return true
        }

        /// Writes an integer in the locale's decimal style.
        @inline(__always)
        private func write(_ value: Int, _ sink: inout Sink) -> Bool {
            decimal?.write(String(value)) { sink.append($0) } != nil
        }

        // MARK: Compiling

        /// The compiled form of a message, or `nil` when it has a part that only
        /// ICU renders, or when the rendering differs from `icu` on a probe.
        ///
        /// - Parameter icu: ICU's rendering of the message with arguments in
        ///   parameter order, `nil` when ICU fails.
        static func compile(_ pattern: String, locale: LocaleID, parameters: [Parameter],
                            icu: (UnsafeBufferPointer<MessageArgument>) -> String?) -> Compiled? {
            guard let parts = try? MessagePatternParts(pattern), !parts.parts.isEmpty else { return nil }
            var builder = Builder(parts: parts, locale: locale, parameters: parameters)
            guard let nodes = builder.message(at: 0), !builder.failed else { return nil }
            var decimal: CompiledDecimalFormat? = nil
            if builder.writesNumbers {
                guard let format = try? NumberFormat.Storage(style: .decimal, locale: locale) else { return nil }
                decimal = CompiledDecimalFormat.of(locale) { text in
                    try? format.outputThroughICU(.decimal(text)) { Array($0) }
                }
                guard decimal != nil else { return nil }
            }
            let compiled = Compiled(nodes: nodes, decimal: decimal)
            let probes = builder.probes(parameters)
            guard !probes.isEmpty, compiled.agrees(with: icu, probes: probes) else { return nil }
            return compiled
        }

        /// Whether every probe renders here as ICU renders it.
        private func agrees(with icu: (UnsafeBufferPointer<MessageArgument>) -> String?, probes: [[MessageArgument]]) -> Bool {
            for probe in probes {
                let agrees = probe.withUnsafeBufferPointer { arguments in
                    guard let written = render(arguments) else { return true }
                    return icu(arguments).map { $0.utf8.elementsEqual(written.utf8) } ?? false
                }
                guard agrees else { return false }
            }
            return true
        }

        /// Integers whose categories, and neighbours, every plural probe takes:
        /// each category of CLDR's rules turns up among them.
        static let probeIntegers = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 19, 20, 21, 22, 23, 25,
                                    100, 101, 102, 103, 105, 111, 1000, 1001, 10_000, 100_000, 1_000_000, 1_234_567,
                                    -1, -2, -3, -5, -11, -21, -100, Int(Int32.max), -(1 << 53)]

        /// Builds the tree from the parts, as `MessageFormat::format` walks them.
        private struct Builder {
            let parts: MessagePatternParts
            let locale: LocaleID
            let parameters: [Parameter]
            var failed = false
            var writesNumbers = false
            var cardinal: PluralRules? = nil
            var ordinal: PluralRules? = nil
            /// Per parameter: the select keys and `=N` values it meets.
            var keys: [[String]]
            var exactValues: [[Int]]

            init(parts: MessagePatternParts, locale: LocaleID, parameters: [Parameter]) {
                self.parts = parts
                self.locale = locale
                self.parameters = parameters
                keys = Array(repeating: [], count: parameters.count)
                exactValues = Array(repeating: [], count: parameters.count)
            }

            /// The message starting at part `start` (a message start), or `nil`.
            mutating func message(at start: Int) -> [Node]? {
                let parts = self.parts.parts
                guard start < parts.count, parts[start].kind == .messageStart else { return nil }
                var nodes: [Node] = []
                var text: [UInt8] = []
                var previous = parts[start].end
                var i = start + 1
                while i < parts.count {
                    let part = parts[i]
                    text += self.parts.utf8(from: previous, to: part.index)
                    if part.kind == .messageLimit {
                        if !text.isEmpty { nodes.append(.text(text)) }
                        return nodes
                    }
                    previous = part.end
                    switch part.kind {
                    case .replaceNumber:
                        if !text.isEmpty { nodes.append(.text(text)); text = [] }
                        writesNumbers = true
                        nodes.append(.number)
                    case .argumentStart:
                        if !text.isEmpty { nodes.append(.text(text)); text = [] }
                        guard let node = argument(at: i) else { return nil }
                        nodes.append(node)
                        guard part.limit > i, part.limit < parts.count else { return nil }
                        i = part.limit
                        previous = parts[i].end
                    default:
                        break
                    }
                    i += 1
                }
                return nil
            }

            /// The index of the parameter that part `i` names.
            func parameter(named i: Int) -> Int? {
                let part = parts.parts[i]
                guard part.kind == .argumentName || part.kind == .argumentNumber else { return nil }
                let name = parts.utf8(from: part.index, to: part.end)
                return parameters.firstIndex { $0.name.utf8.elementsEqual(name) }
            }

            /// The argument starting at part `i`, or `nil` when only ICU renders it.
            mutating func argument(at i: Int) -> Node? {
                let all = parts.parts
                guard i + 2 < all.count, let parameter = parameter(named: i + 1) else { return nil }
                switch all[i].argumentKind {
                case .none:
                    writesNumbers = true
                    return .argument(parameter)
                case .simple:
                    // `{x, number}` without a style writes as `{x}` does with a number.
                    let type = String(decoding: parts.utf8(from: all[i + 2].index, to: all[i + 2].end), as: UTF8.self)
                    guard type.lowercased() == "number", all[i + 3].kind == .argumentLimit else { return nil }
                    writesNumbers = true
                    return .argument(parameter)
                case .plural, .selectOrdinal:
                    return plural(at: i, parameter: parameter, ordinal: all[i].argumentKind == .selectOrdinal)
                case .select:
                    return select(at: i, parameter: parameter)
                case .choice:
                    return nil
                }
            }

            mutating func plural(at i: Int, parameter: Int, ordinal: Bool) -> Node? {
                let all = parts.parts
                var j = i + 2
                var offset = 0
                if all[j].kind == .integerValue || all[j].kind == .doubleValue {
                    let value = all[j].number
                    guard value.rounded() == value, value.magnitude <= Double(Compiled.largestPluralInteger) else { return nil }
                    offset = Int(value)
                    j += 1
                }
                // ICU picks the plural number's format from the first argument of the same
                // name in `other` (`findFirstPluralNumberArg`): here that is `{x}` or
                // `{x, number}`, both the decimal style `#` writes in; a styled one keeps
                // the message on ICU.
                var exact: [Plural.Exact] = []
                var keywords: [Plural.Keyword] = []
                var other: [Node]? = nil
                while j < all.count, all[j].kind == .selector {
                    let selector = parts.utf8(from: all[j].index, to: all[j].end)
                    var value: Double? = nil
                    j += 1
                    if all[j].kind == .integerValue || all[j].kind == .doubleValue {
                        value = all[j].number
                        j += 1
                    }
                    guard let message = message(at: j) else { return nil }
                    if let value {
                        exact.append(.init(value: value, message: message))
                        if value.rounded() == value, value.magnitude < 1e15 { exactValues[parameter].append(Int(value)) }
                    } else if selector.elementsEqual("other".utf8) {
                        if other == nil { other = message }
                    } else if let category = PluralRules.Category(rawValue: String(decoding: selector, as: UTF8.self)) {
                        keywords.append(.init(category: category, message: message))
                    }
                    j = all[j].limit + 1
                }
                guard let other, j < all.count, all[j].kind == .argumentLimit else { return nil }
                writesNumbers = true
                let rules: PluralRules
                if ordinal {
                    if self.ordinal == nil { self.ordinal = try? PluralRules(.ordinal, locale: locale) }
                    guard let made = self.ordinal else { return nil }
                    rules = made
                } else {
                    if cardinal == nil { cardinal = try? PluralRules(.cardinal, locale: locale) }
                    guard let made = cardinal else { return nil }
                    rules = made
                }
                return .plural(Plural(parameter: parameter, rules: rules, offset: offset, exact: exact,
                                      keywords: keywords, other: other))
            }

            mutating func select(at i: Int, parameter: Int) -> Node? {
                let all = parts.parts
                var j = i + 2
                var cases: [Select.Case] = []
                var other: [Node]? = nil
                while j < all.count, all[j].kind == .selector {
                    let key = parts.utf8(from: all[j].index, to: all[j].end)
                    guard let message = message(at: j + 1) else { return nil }
                    if key.elementsEqual("other".utf8) {
                        if other == nil { other = message }
                    } else {
                        cases.append(.init(key: key, message: message))
                        keys[parameter].append(String(decoding: key, as: UTF8.self))
                    }
                    j = all[j + 1].limit + 1
                }
                guard let other, j < all.count, all[j].kind == .argumentLimit else { return nil }
                return .select(Select(parameter: parameter, cases: cases, other: other))
            }

            /// Argument lists that reach every part: the k-th gives parameter p the
            /// (k + p)-th value of its list, until every value was given once.
            func probes(_ parameters: [Parameter]) -> [[MessageArgument]] {
                let lists: [[MessageArgument]] = parameters.indices.map { p in
                    var integers = Compiled.probeIntegers
                    for value in exactValues[p] { integers += [value - 1, value, value + 1] }
                    let texts = keys[p] + ["other", "", "\u{0}"]
                    switch parameters[p].accepts {
                    case .number: return integers.map { .integer($0) }
                    case .text: return texts.map { .string($0) }
                    case .any: return integers.map { .integer($0) } + texts.map { .string($0) }
                    case .date: return []
                    }
                }
                guard !lists.contains(where: \.isEmpty) else { return [] }
                let count = lists.map(\.count).max() ?? 0
                return (0..<Swift.max(count, 1)).map { k in lists.indices.map { p in lists[p][(k + p) % lists[p].count] } }
            }
        }
    }
}

extension MessageFormat.Compiled.Plural {
    /// The sub-message for `value`, whose number less the offset is `number`
    /// (`PluralFormat::findSubMessage`).
    @inline(__always)
    func message(for value: Int, less number: Int) -> [MessageFormat.Compiled.Node] {
        let double = Double(value)
        for candidate in exact where candidate.value == double { return candidate.message }
        guard !keywords.isEmpty else { return other }
        let category = rules.category(for: number)
        for candidate in keywords where candidate.category == category { return candidate.message }
        return other
    }
}

extension MessageFormat.Compiled.Select {
    /// The sub-message for `text` (`SelectFormat::findSubMessage`): keys compare
    /// as code units, as ICU compares them, never by canonical equivalence.
    @inline(__always)
    func message(for text: String) -> [MessageFormat.Compiled.Node] {
        for candidate in cases where candidate.key.elementsEqual(text.utf8) { return candidate.message }
        return other
    }
}
