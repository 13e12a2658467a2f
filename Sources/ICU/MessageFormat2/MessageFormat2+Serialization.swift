// Writing a model back as MessageFormat 2 source: the same model, in one
// canonical spelling (quoted pattern, one declaration or variant a line).

extension MessageFormat2 {
    /// The message's source in canonical form: parsing it gives the same data model.
    @_spi(Testing) public var canonicalSource: String { Serializer.source(of: model) }

    /// Whether two messages have the same data model, however they were written.
    @_spi(Testing) public func hasSameModel(as other: MessageFormat2) -> Bool { model == other.model }

    enum Serializer {
        static func source(of model: Model) -> String {
            var out = ""
            for declaration in model.declarations {
                switch declaration {
                case .input(_, let expression):
                    out += ".input " + self.expression(expression) + "\n"
                case .local(let name, let expression):
                    out += ".local $" + name + " = " + self.expression(expression) + "\n"
                }
            }
            switch model.body {
            case .pattern(let pattern):
                out += "{{" + self.pattern(pattern) + "}}"
            case .matcher(let selectors, let variants):
                out += ".match" + selectors.map { " $" + $0 }.joined()
                for variant in variants {
                    out += "\n" + variant.keys.map(key).joined(separator: " ") + " {{" + pattern(variant.pattern) + "}}"
                }
            }
            return out
        }

        private static func key(_ key: Key) -> String {
            switch key {
            case .catchAll: "*"
            case .literal(let value): literal(value)
            }
        }

        private static func pattern(_ pattern: Pattern) -> String {
            var out = ""
            for part in pattern {
                switch part {
                case .text(let text):
                    for c in text.unicodeScalars {
                        if c == "\\" || c == "{" || c == "}" { out.unicodeScalars.append("\\") }
                        out.unicodeScalars.append(c)
                    }
                case .expression(let expression):
                    out += self.expression(expression)
                case .markup(let markup):
                    out += "{" + (markup.kind == .close ? "/" : "#") + markup.name
                    out += options(markup.options) + attributes(markup.attributes)
                    out += markup.kind == .standalone ? "/}" : "}"
                }
            }
            return out
        }

        private static func expression(_ expression: Expression) -> String {
            var parts: [String] = []
            switch expression.operand {
            case .literal(let value)?: parts.append(literal(value))
            case .variable(let name)?: parts.append("$" + name)
            case nil: break
            }
            if let function = expression.function {
                parts.append(":" + function.name + options(function.options))
            }
            return "{" + parts.joined(separator: " ") + attributes(expression.attributes) + "}"
        }

        private static func options(_ options: [Option]) -> String {
            options.map { option in
                switch option.value {
                case .literal(let value): " " + option.name + "=" + literal(value)
                case .variable(let name): " " + option.name + "=$" + name
                }
            }.joined()
        }

        private static func attributes(_ attributes: [Attribute]) -> String {
            attributes.map { attribute in
                " @" + attribute.name + (attribute.value.map { "=" + literal($0) } ?? "")
            }.joined()
        }

        /// Unquoted where the syntax allows (`1*name-char`), else `|…|`.
        private static func literal(_ value: String) -> String {
            if !value.isEmpty, value.unicodeScalars.allSatisfy(Parser.isNameChar) { return value }
            return Resolver.quoted(value)
        }
    }
}
