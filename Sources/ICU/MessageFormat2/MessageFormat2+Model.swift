// The data model of a Unicode MessageFormat 2 message (spec/data-model in the
// MessageFormat Working Group's specification): what the parser builds once and
// the formatter walks with no further parsing.

extension MessageFormat2 {
    /// A parsed message: its declarations and its body.
    struct Model: Hashable, Sendable {
        var declarations: [Declaration]
        var body: Body
    }

    /// What a message produces: one pattern, or a choice among variants.
    enum Body: Hashable, Sendable {
        case pattern(Pattern)
        case matcher(selectors: [String], variants: [Variant])
    }

    /// `.input {$name …}` or `.local $name = {…}`.
    enum Declaration: Hashable, Sendable {
        case input(name: String, expression: Expression)
        case local(name: String, expression: Expression)

        var name: String {
            switch self {
            case .input(let name, _), .local(let name, _): name
            }
        }

        var expression: Expression {
            switch self {
            case .input(_, let expression), .local(_, let expression): expression
            }
        }
    }

    /// One variant of a matcher: its keys, one per selector, and its pattern.
    struct Variant: Hashable, Sendable {
        var keys: [Key]
        var pattern: Pattern
    }

    /// A variant key: a literal, or the catch-all `*`.
    enum Key: Hashable, Sendable {
        case literal(String)
        case catchAll
    }

    /// Text and placeholders, in order.
    typealias Pattern = [PatternPart]

    /// A run of text, an expression placeholder or a markup placeholder.
    enum PatternPart: Hashable, Sendable {
        case text(String)
        case expression(Expression)
        case markup(Markup)
    }

    /// A literal or a variable reference.
    enum Operand: Hashable, Sendable {
        case literal(String)
        case variable(String)
    }

    /// `{operand :function options @attributes}`: the operand, the function or both.
    struct Expression: Hashable, Sendable {
        var operand: Operand?
        var function: FunctionCall?
        var attributes: [Attribute]
    }

    /// `:namespace:name option=value …`.
    struct FunctionCall: Hashable, Sendable {
        var name: String
        var options: [Option]
    }

    /// `name=value` on a function or markup.
    struct Option: Hashable, Sendable {
        var name: String
        var value: Operand
    }

    /// `@name` or `@name=literal`.
    struct Attribute: Hashable, Sendable {
        var name: String
        var value: String?
    }

    /// `{#name}`, `{#name/}` or `{/name}`.
    struct Markup: Hashable, Sendable {
        enum Kind: String, Hashable, Sendable {
            case open, standalone, close
        }

        var kind: Kind
        var name: String
        var options: [Option]
        var attributes: [Attribute]
    }
}
