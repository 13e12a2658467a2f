// Formatting a parsed model (spec/formatting.md): declarations resolved in
// order, pattern selection, then each placeholder formatted, with the
// specification's fallback text where a placeholder fails.

extension MessageFormat2 {
    /// A resolved value, or the fallback text written in its place.
    enum Resolved {
        case value(MessageValue)
        case fallback(String)
    }

    struct Resolver {
        let message: MessageFormat2
        let arguments: [String: MessageArgument]
        var locals: [String: Resolved] = [:]
        /// The declaration being resolved: inside `.input {$x …}`, `$x` is the argument.
        var resolving: String?
        var errors: [Error] = []
        /// Where work is counted, read once (``WorkCount``).
        let work = WorkCount.current

        init(message: MessageFormat2, arguments: [String: MessageArgument]) {
            self.message = message
            self.arguments = arguments
        }

        mutating func formatToString() -> String {
            var out = ""
            walk { piece in
                switch piece {
                case .text(let text): out += text
                case .markup: break
                case .placeholder(let placeholder):
                    out += placeholder.leadingIsolation
                    out += placeholder.text
                    out += placeholder.trailingIsolation
                }
            }
            return out
        }

        mutating func formatToParts() -> [Part] {
            var parts: [Part] = []
            walk { parts.append($0) }
            return parts
        }

        /// The selected pattern's parts in order, each placeholder resolved and formatted.
        private mutating func walk(_ emit: (Part) -> Void) {
            for part in selectedPattern() {
                work?.add(1)
                switch part {
                case .text(let text):
                    emit(.text(text))
                case .markup(let markup):
                    let options = resolveMarkup(markup)
                    emit(.markup(Part.Markup(kind: Part.Markup.Kind(markup.kind), name: markup.name, options: options)))
                case .expression(let expression):
                    let source = Self.fallback(for: expression)
                    var text = source, direction = MessageValue.Direction.unknown, isolate = false, isFallback = true
                    if case .value(let value) = resolve(expression) {
                        switch value.formatted {
                        case .success(let formatted):
                            (text, direction, isolate, isFallback) = (formatted, value.direction, value.isolate, false)
                        case .failure(let error):
                            errors.append(error)
                        }
                    }
                    let marks = message.isolationMarks(direction: direction, isolate: isolate)
                    emit(.placeholder(Part.Placeholder(
                        source: String(source.dropFirst().dropLast()), function: expression.function?.name, text: text,
                        isFallback: isFallback, leadingIsolation: marks.open, trailingIsolation: marks.close)))
                }
            }
        }

        // MARK: Declarations and selection

        private mutating func selectedPattern() -> Pattern {
            // Declarations are resolved when first used, so that an unused
            // `.input {$x}` without an argument is no error.
            switch message.model.body {
            case .pattern(let pattern):
                return pattern
            case .matcher(let selectors, let variants):
                return select(selectors, variants)
            }
        }

        /// Pattern selection: each selector ranks the keys it matches; variants
        /// whose keys all match (or are `*`) are sorted by those ranks, the
        /// last selector first, and the first one wins.
        private mutating func select(_ selectors: [String], _ variants: [Variant]) -> Pattern {
            var rankings: [[String: Int]] = []
            for (column, name) in selectors.enumerated() {
                var ranking: [String: Int] = [:]
                let resolved = variable(name)
                if case .value(let value) = resolved, let selector = value.selector {
                    var keys: [String] = []
                    var seen = Set<String>()
                    work?.add(variants.count)
                    for variant in variants {
                        guard case .literal(let key) = variant.keys[column], seen.insert(key).inserted else { continue }
                        if let accepts = value.acceptsKey, !accepts(key) {
                            errors.append(Error(.badVariantKey, detail: "$\(name): |\(key)|"))
                            continue
                        }
                        keys.append(key)
                    }
                    do {
                        work?.add(keys.count)
                        for (rank, key) in try selector(keys).enumerated() where ranking[key] == nil {
                            ranking[key] = rank
                        }
                    } catch {
                        errors.append(Error(.badSelector, detail: "$\(name): \(error)"))
                        ranking = [:]
                    }
                } else if case .value = resolved {
                    errors.append(Error(.badSelector, detail: "$\(name) cannot select"))
                } else {
                    errors.append(Error(.badSelector, detail: "$\(name) has no value"))
                }
                rankings.append(ranking)
            }
            var candidates = variants.filter { variant in
                variant.keys.indices.allSatisfy { column in
                    switch variant.keys[column] {
                    case .catchAll: true
                    case .literal(let key): rankings[column][key] != nil
                    }
                }
            }
            work?.add(variants.count * selectors.count)
            for column in selectors.indices.reversed() {
                work?.add(candidates.count)
                let ranks = candidates.map { variant -> Int in
                    if case .literal(let key) = variant.keys[column] { return rankings[column][key] ?? Int.max }
                    return Int.max
                }
                candidates = zip(candidates, ranks).enumerated()
                    .sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }
                    .map { $0.element.0 }
            }
            // The data model guarantees an all-`*` variant, which always survives the filter.
            return candidates.first?.pattern ?? []
        }

        // MARK: Expressions

        static func fallback(for expression: Expression) -> String {
            switch expression.operand {
            case .literal(let value)?: "{" + quoted(value) + "}"
            case .variable(let name)?: "{$" + name + "}"
            case nil: "{:" + (expression.function?.name ?? "") + "}"
            }
        }

        /// A literal as `|…|`, with `\` and `|` escaped.
        static func quoted(_ value: String) -> String {
            var out = "|"
            for c in value.unicodeScalars {
                if c == "\\" || c == "|" { out.unicodeScalars.append("\\") }
                out.unicodeScalars.append(c)
            }
            return out + "|"
        }

        /// A variable's value. `asOperandOf` names a default function that
        /// reads only the value's input, so an argument's text is not formatted
        /// only to be dropped.
        mutating func variable(_ name: String, asOperandOf function: String? = nil) -> Resolved {
            if let local = locals[name] { return local }
            if name != resolving, let index = message.declarationIndices[name] {
                resolveDeclaration(index)
                if let local = locals[name] { return local }
            }
            if let argument = arguments[name] {
                if let function, message.functions.custom[function] == nil, message.functions.readsInputOnly(function) {
                    return .value(MessageValue(input: argument, formatted: ""))
                }
                return .value(Self.argumentValue(argument, locale: message.locale))
            }
            errors.append(Error(.unresolvedVariable, detail: "$\(name)"))
            return .fallback("{$" + name + "}")
        }

        /// Resolves declaration `index` and, first, the declarations it needs
        /// that are not resolved yet, in the order a depth-first resolution
        /// would meet them, without recursion: a chain of thousands of
        /// `.local`s is resolved in a loop, each declaration once.
        ///
        /// A declaration refers only to variables declared before it (anything
        /// else is a `duplicate-declaration` error at creation), and to its own
        /// name in `.input {$x …}`, which is the argument: so every declaration
        /// resolved here finds the ones it reads in `locals`.
        private mutating func resolveDeclaration(_ index: Int) {
            let declarations = message.model.declarations
            // Each frame: a declaration, the variables it reads, and how many of them were visited.
            var stack: [(index: Int, names: [String], visited: Int)] = [(index, readVariables(declarations[index].expression), 0)]
            var pending: Set<Int> = [index]
            while let (current, names, visited) = stack.last {
                work?.add(1)
                if visited < names.count {
                    stack[stack.count - 1].visited += 1
                    let name = names[visited]
                    guard name != declarations[current].name, locals[name] == nil,
                          let next = message.declarationIndices[name], next < current,
                          pending.insert(next).inserted else { continue }
                    stack.append((next, readVariables(declarations[next].expression), 0))
                    continue
                }
                stack.removeLast()
                let declaration = declarations[current]
                let outer = resolving
                resolving = declaration.name
                locals[declaration.name] = resolve(declaration.expression)
                resolving = outer
            }
        }

        /// The variables `resolve(expression)` reads, in the order it reads
        /// them: the operand, then the options, which an unknown function never reads.
        private func readVariables(_ expression: Expression) -> [String] {
            if let call = expression.function, message.functions[call.name] == nil {
                if case .variable(let name)? = expression.operand { return [name] }
                return []
            }
            return Validator.variables(in: expression)
        }

        /// An argument used with no function: text as it is, numbers in the locale's decimal format.
        static func argumentValue(_ argument: MessageArgument, locale: LocaleID) -> MessageValue {
            let text: String
            switch argument {
            case .string(let s): text = s
            case .date(let date): return DateTimeFunction.argumentValue(date, locale: locale)
            case .integer, .double, .decimal:
                text = (try? NumberFunction.format(argument, skeleton: "", locale: locale)) ?? MessageValue(
                    input: argument, formatted: "").text
            }
            return MessageValue(input: argument, formatted: text)
        }

        mutating func resolve(_ expression: Expression) -> Resolved {
            work?.add(1 + (expression.function?.options.count ?? 0))
            let fallback = Self.fallback(for: expression)
            var operand: MessageValue?
            var operandFailed = false
            var fallbackOperand: MessageValue?
            switch expression.operand {
            case .literal(let value)?:
                var literal = MessageValue(input: .string(value), formatted: value)
                literal.isLiteral = true
                operand = literal
            case .variable(let name)?:
                switch variable(name, asOperandOf: expression.function?.name) {
                case .value(let value): operand = value
                case .fallback(let text):
                    operandFailed = true
                    fallbackOperand = MessageValue(input: .string(text), formatted: text)
                }
            case nil:
                break
            }
            guard let call = expression.function else {
                if operandFailed { return .fallback(fallback) }
                return operand.map { .value($0) } ?? .fallback(fallback)
            }
            guard let function = message.functions[call.name] else {
                errors.append(Error(.unknownFunction, detail: ":\(call.name)"))
                return .fallback(fallback)
            }
            var options: [String: MessageValue] = [:]
            var locale = message.locale
            var direction: MessageValue.Direction?
            var isolate = false
            for option in call.options {
                guard let value = resolveOption(option) else { continue }
                switch option.name {
                case "u:id":
                    continue
                case "u:locale":
                    guard let id = try? LocaleID(value.text) else {
                        errors.append(Error(.badOption, detail: "u:locale=\(value.text)"))
                        continue
                    }
                    locale = id
                case "u:dir":
                    switch value.text {
                    case "ltr": direction = .leftToRight; isolate = true
                    case "rtl": direction = .rightToLeft; isolate = true
                    case "auto": direction = .unknown; isolate = true
                    case "inherit": break
                    default: errors.append(Error(.badOption, detail: "u:dir=\(value.text)"))
                    }
                default:
                    options[option.name] = value
                }
            }
            do {
                // A function gets an operand that failed as its fallback text:
                // `:string` takes it, `:number` finds it is no number.
                var value = try function.resolve(operand ?? fallbackOperand, options: options, locale: locale)
                errors += value.errors
                if let direction { value.direction = direction }
                value.isolate = isolate
                return .value(value)
            } catch {
                errors.append(error)
                return .fallback(fallback)
            }
        }

        private mutating func resolveOption(_ option: Option) -> MessageValue? {
            switch option.value {
            case .literal(let text):
                var value = MessageValue(input: .string(text), formatted: text)
                value.isLiteral = true
                return value
            case .variable(let name):
                // A variable's value counts as set from a variable, whatever made it.
                guard case .value(var value) = variable(name) else { return nil }
                value.isLiteral = false
                return value
            }
        }

        /// Markup formats as nothing in a string; its options are still
        /// resolved, and `u:dir` is not allowed on it. The options' text, by
        /// name, for parts: those that resolved, `u:dir` left out.
        private mutating func resolveMarkup(_ markup: Markup) -> [String: String] {
            var options: [String: String] = [:]
            for option in markup.options {
                let value = resolveOption(option)
                if option.name == "u:dir" {
                    errors.append(Error(.badOption, detail: "u:dir on markup {\(markup.name)}"))
                } else if let value {
                    options[option.name] = value.text
                }
            }
            return options
        }
    }
}
