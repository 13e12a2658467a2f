// A recursive-descent parser for spec/message.abnf, then the data-model checks
// (spec/errors.md, "Data Model Errors"). It runs once, when a message is created.

extension MessageFormat2 {
    struct Parser {
        private let scalars: [Unicode.Scalar]
        private var index = 0

        init(_ source: String) {
            scalars = Array(source.unicodeScalars)
        }

        /// Parses the whole source, or throws a `syntax-error` naming the scalar offset.
        static func parse(_ source: String) throws(MessageFormat2.Error) -> Model {
            var parser = Parser(source)
            let model = try parser.message()
            try Validator.check(model)
            return model
        }

        // MARK: Character classes

        static func isWhitespace(_ c: Unicode.Scalar) -> Bool {
            switch c.value {
            case 0x20, 0x09, 0x0D, 0x0A, 0x3000: true
            default: false
            }
        }

        static func isBidi(_ c: Unicode.Scalar) -> Bool {
            switch c.value {
            case 0x061C, 0x200E, 0x200F, 0x2066...0x2069: true
            default: false
            }
        }

        static func isNameStart(_ c: Unicode.Scalar) -> Bool {
            let v = c.value
            switch v {
            case 0x41...0x5A, 0x61...0x7A, 0x2B, 0x5F: return true
            case 0xA1...0x61B, 0x61D...0x167F, 0x1681...0x1FFF, 0x200B...0x200D, 0x2010...0x2027,
                 0x2030...0x205E, 0x2060...0x2065, 0x206A...0x2FFF, 0x3001...0xD7FF, 0xE000...0xFDCF,
                 0xFDF0...0xFFFD:
                return true
            case 0x10000...0x10FFFF: return v & 0xFFFE != 0xFFFE
            default: return false
            }
        }

        static func isNameChar(_ c: Unicode.Scalar) -> Bool {
            isNameStart(c) || (0x30...0x39).contains(c.value) || c == "-" || c == "."
        }

        // MARK: Cursor

        private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        private func peek(_ offset: Int) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }

        private func failure(_ reason: String) -> MessageFormat2.Error {
            MessageFormat2.Error(.syntaxError, detail: "\(reason) at offset \(index)")
        }

        private mutating func expect(_ c: Unicode.Scalar) throws(MessageFormat2.Error) {
            guard current == c else { throw failure("expected '\(c)'") }
            index += 1
        }

        /// `o = *(ws / bidi)`.
        private mutating func optionalSpace() {
            while let c = current, Self.isWhitespace(c) || Self.isBidi(c) { index += 1 }
        }

        /// `s = *bidi ws o`: returns false, consuming nothing, where there is none.
        private mutating func requiredSpace() -> Bool {
            let start = index
            while let c = current, Self.isBidi(c) { index += 1 }
            guard let c = current, Self.isWhitespace(c) else {
                index = start
                return false
            }
            optionalSpace()
            return true
        }

        // MARK: Message

        mutating func message() throws(MessageFormat2.Error) -> Model {
            var probe = index
            while probe < scalars.count, Self.isWhitespace(scalars[probe]) || Self.isBidi(scalars[probe]) { probe += 1 }
            let first = probe < scalars.count ? scalars[probe] : nil
            let second = probe + 1 < scalars.count ? scalars[probe + 1] : nil
            if first == "." || (first == "{" && second == "{") {
                return try complexMessage()
            }
            let pattern = try pattern(quoted: false)
            guard current == nil else { throw failure("unexpected '\(current!)'") }
            return Model(declarations: [], body: .pattern(pattern))
        }

        private mutating func complexMessage() throws(MessageFormat2.Error) -> Model {
            optionalSpace()
            var declarations: [Declaration] = []
            while current == "." {
                if keyword(".input") {
                    optionalSpace()
                    guard current == "{", peek(1) != "{" else { throw failure("expected a variable expression") }
                    let expression = try expression()
                    guard case .variable(let name)? = expression.operand else {
                        throw failure(".input needs a variable")
                    }
                    declarations.append(.input(name: name, expression: expression))
                } else if keyword(".local") {
                    guard requiredSpace() else { throw failure("expected whitespace after .local") }
                    let name = try variable()
                    optionalSpace()
                    try expect("=")
                    optionalSpace()
                    guard current == "{" else { throw failure("expected an expression") }
                    declarations.append(.local(name: name, expression: try expression()))
                } else if keyword(".match") {
                    let body = try matcher()
                    optionalSpace()
                    guard current == nil else { throw failure("text after the last variant") }
                    return Model(declarations: declarations, body: body)
                } else {
                    throw failure("unknown keyword")
                }
                optionalSpace()
            }
            let pattern = try quotedPattern()
            optionalSpace()
            guard current == nil else { throw failure("text after the quoted pattern") }
            return Model(declarations: declarations, body: .pattern(pattern))
        }

        /// Consumes `word` where it is next (case-sensitive).
        private mutating func keyword(_ word: String) -> Bool {
            var at = index
            for c in word.unicodeScalars {
                guard at < scalars.count, scalars[at] == c else { return false }
                at += 1
            }
            index = at
            return true
        }

        private mutating func matcher() throws(MessageFormat2.Error) -> Body {
            var selectors: [String] = []
            while true {
                let start = index
                guard requiredSpace(), current == "$" else {
                    index = start
                    break
                }
                selectors.append(try variable())
            }
            guard !selectors.isEmpty else { throw failure(".match needs a selector") }
            guard requiredSpace() else { throw failure("expected whitespace before the variants") }
            var variants: [Variant] = []
            repeat {
                var keys = [try key()]
                while true {
                    let start = index
                    guard requiredSpace(), let c = current, c != "{" else {
                        index = start
                        break
                    }
                    keys.append(try key())
                }
                optionalSpace()
                variants.append(Variant(keys: keys, pattern: try quotedPattern()))
                optionalSpace()
            } while current != nil
            return .matcher(selectors: selectors, variants: variants)
        }

        private mutating func key() throws(MessageFormat2.Error) -> Key {
            if current == "*" {
                index += 1
                return .catchAll
            }
            return .literal(try literal())
        }

        private mutating func quotedPattern() throws(MessageFormat2.Error) -> Pattern {
            guard current == "{", peek(1) == "{" else { throw failure("expected '{{'") }
            index += 2
            let pattern = try pattern(quoted: true)
            guard current == "}", peek(1) == "}" else { throw failure("expected '}}'") }
            index += 2
            return pattern
        }

        // MARK: Patterns

        private mutating func pattern(quoted: Bool) throws(MessageFormat2.Error) -> Pattern {
            var parts: Pattern = []
            var text = String.UnicodeScalarView()
            func flush() {
                if !text.isEmpty {
                    parts.append(.text(String(text)))
                    text = String.UnicodeScalarView()
                }
            }
            while let c = current {
                switch c {
                case "\\":
                    guard let next = peek(1), next == "\\" || next == "{" || next == "|" || next == "}" else {
                        throw failure("bad escape")
                    }
                    text.append(next)
                    index += 2
                case "{":
                    flush()
                    parts.append(try placeholder())
                case "}":
                    if quoted { flush(); return parts }
                    throw failure("unescaped '}'")
                case "\0":
                    throw failure("NUL in text")
                default:
                    text.append(c)
                    index += 1
                }
            }
            if quoted { throw failure("unterminated quoted pattern") }
            flush()
            return parts
        }

        private mutating func placeholder() throws(MessageFormat2.Error) -> PatternPart {
            let start = index
            index += 1
            optionalSpace()
            if current == "#" || current == "/" {
                index = start
                return .markup(try markup())
            }
            index = start
            return .expression(try expression())
        }

        // MARK: Expressions

        mutating func expression() throws(MessageFormat2.Error) -> Expression {
            try expect("{")
            optionalSpace()
            var operand: Operand?
            var function: FunctionCall?
            switch current {
            case "$": operand = .variable(try variable())
            case ":": function = try functionCall()
            case nil: throw failure("unterminated expression")
            default: operand = .literal(try literal())
            }
            if operand != nil {
                let start = index
                if requiredSpace(), current == ":" {
                    function = try functionCall()
                } else {
                    index = start
                }
            }
            let attributes = try attributes()
            optionalSpace()
            try expect("}")
            return Expression(operand: operand, function: function, attributes: attributes)
        }

        private mutating func functionCall() throws(MessageFormat2.Error) -> FunctionCall {
            try expect(":")
            let name = try identifier()
            return FunctionCall(name: name, options: try options())
        }

        /// `*(s option)`, stopping before attributes and the closing brace.
        private mutating func options() throws(MessageFormat2.Error) -> [Option] {
            var options: [Option] = []
            while true {
                let start = index
                guard requiredSpace(), let c = current, c != "@", c != "}", c != "/" else {
                    index = start
                    return options
                }
                let name = try identifier()
                optionalSpace()
                try expect("=")
                optionalSpace()
                let value: Operand = current == "$" ? .variable(try variable()) : .literal(try literal())
                options.append(Option(name: name, value: value))
            }
        }

        /// `*(s attribute)`.
        private mutating func attributes() throws(MessageFormat2.Error) -> [Attribute] {
            var attributes: [Attribute] = []
            while true {
                let start = index
                guard requiredSpace(), current == "@" else {
                    index = start
                    return attributes
                }
                index += 1
                let name = try identifier()
                let afterName = index
                optionalSpace()
                if current == "=" {
                    index += 1
                    optionalSpace()
                    attributes.append(Attribute(name: name, value: try literal()))
                } else {
                    index = afterName
                    attributes.append(Attribute(name: name, value: nil))
                }
            }
        }

        private mutating func markup() throws(MessageFormat2.Error) -> Markup {
            try expect("{")
            optionalSpace()
            let closing = current == "/"
            index += 1
            let name = try identifier()
            let options = try options()
            let attributes = try attributes()
            optionalSpace()
            var kind: Markup.Kind = closing ? .close : .open
            if !closing, current == "/" {
                index += 1
                kind = .standalone
            }
            try expect("}")
            return Markup(kind: kind, name: name, options: options, attributes: attributes)
        }

        // MARK: Names and literals

        private mutating func variable() throws(MessageFormat2.Error) -> String {
            try expect("$")
            return try name()
        }

        /// `[namespace ":"] name`.
        private mutating func identifier() throws(MessageFormat2.Error) -> String {
            let first = try name()
            guard current == ":" else { return first }
            index += 1
            return first + ":" + (try name())
        }

        /// `name = [bidi] name-start *name-char [bidi]`; the bidi marks are not part of the name.
        private mutating func name() throws(MessageFormat2.Error) -> String {
            if let c = current, Self.isBidi(c) { index += 1 }
            guard let c = current, Self.isNameStart(c) else { throw failure("expected a name") }
            var name = String.UnicodeScalarView()
            while let c = current, Self.isNameChar(c) {
                name.append(c)
                index += 1
            }
            if let c = current, Self.isBidi(c) { index += 1 }
            return String(name)
        }

        private mutating func literal() throws(MessageFormat2.Error) -> String {
            var value = String.UnicodeScalarView()
            if current == "|" {
                index += 1
                while let c = current, c != "|" {
                    if c == "\\" {
                        guard let next = peek(1), next == "\\" || next == "{" || next == "|" || next == "}" else {
                            throw failure("bad escape")
                        }
                        value.append(next)
                        index += 2
                    } else {
                        guard c != "\0" else { throw failure("NUL in a literal") }
                        value.append(c)
                        index += 1
                    }
                }
                try expect("|")
                return String(value)
            }
            while let c = current, Self.isNameChar(c) {
                value.append(c)
                index += 1
            }
            guard !value.isEmpty else { throw failure("expected a literal") }
            return String(value)
        }
    }

    /// The data-model errors: checks a parsed model once.
    enum Validator {
        static func check(_ model: Model) throws(MessageFormat2.Error) {
            var seen = Set<String>()
            var annotated = [String: Bool]()
            for declaration in model.declarations {
                let expression = declaration.expression
                let references = variables(in: expression)
                switch declaration {
                case .input(let name, _):
                    let optionReferences = references.filter { $0 != name }
                    if seen.contains(name) || optionReferences.count != references.count - 1 {
                        throw Error(.duplicateDeclaration, detail: "$\(name)")
                    }
                    seen.formUnion(optionReferences)
                    annotated[name] = expression.function != nil
                case .local(let name, _):
                    if seen.contains(name) || references.contains(name) {
                        throw Error(.duplicateDeclaration, detail: "$\(name)")
                    }
                    seen.formUnion(references)
                    if expression.function != nil {
                        annotated[name] = true
                    } else if case .variable(let source)? = expression.operand {
                        annotated[name] = annotated[source] ?? false
                    } else {
                        annotated[name] = false
                    }
                }
                seen.insert(declaration.name)
                try checkOptions(expression.function?.options ?? [])
            }
            switch model.body {
            case .pattern(let pattern):
                try check(pattern)
            case .matcher(let selectors, let variants):
                for selector in selectors where annotated[selector] != true {
                    throw Error(.missingSelectorAnnotation, detail: "$\(selector)")
                }
                var keyLists = Set<[Key]>()
                var hasFallback = false
                for variant in variants {
                    guard variant.keys.count == selectors.count else {
                        throw Error(.variantKeyMismatch, detail: "\(variant.keys.count) keys for \(selectors.count) selectors")
                    }
                    guard keyLists.insert(variant.keys).inserted else {
                        throw Error(.duplicateVariant, detail: "\(variant.keys)")
                    }
                    if variant.keys.allSatisfy({ $0 == .catchAll }) { hasFallback = true }
                    try check(variant.pattern)
                }
                guard hasFallback else { throw Error(.missingFallbackVariant, detail: "no variant of only '*'") }
            }
        }

        private static func check(_ pattern: Pattern) throws(MessageFormat2.Error) {
            for part in pattern {
                switch part {
                case .text: break
                case .expression(let expression): try checkOptions(expression.function?.options ?? [])
                case .markup(let markup): try checkOptions(markup.options)
                }
            }
        }

        private static func checkOptions(_ options: [Option]) throws(MessageFormat2.Error) {
            var names = Set<String>()
            for option in options where !names.insert(option.name).inserted {
                throw Error(.duplicateOptionName, detail: option.name)
            }
        }

        /// Every variable an expression names, its operand first.
        static func variables(in expression: Expression) -> [String] {
            var names: [String] = []
            if case .variable(let name)? = expression.operand { names.append(name) }
            for option in expression.function?.options ?? [] {
                if case .variable(let name) = option.value { names.append(name) }
            }
            return names
        }
    }
}
