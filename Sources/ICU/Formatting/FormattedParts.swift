/// A formatted value and its fields: which text is the integer, the currency
/// symbol, the month, … — to style or wrap each in markup, as JavaScript's
/// `formatToParts` does.
///
/// ```swift
/// let format = try NumberFormat(.currency, locale: "en_US")
/// let result = format.formatToParts(-1234.5)
/// result.string                                  // "-$1,234.50"
/// result.parts.map { "\($0.field.map { "\($0)" } ?? "literal"):\($0.text)" }
/// // ["sign:-", "currency:$", "integer:1", "group:,", "integer:234", "decimal:.", "fraction:50"]
/// ```
///
/// Two views of the same fields:
/// - ``fields`` are the fields as ICU reports them. They may nest: a grouping
///   separator lies inside the integer it groups.
/// - ``parts`` cut the whole string into consecutive runs, each the innermost
///   field that covers it or literal text (`field == nil`) that no field
///   covers. Their texts concatenated give ``string`` exactly, and their ranges
///   run from `string.startIndex` to `string.endIndex` without gap or overlap.
///
/// Ranges are ranges of ``string``'s indices, on Unicode scalar boundaries;
/// each `text` is `string[range]`. Text that ICU reports no fields for (the
/// rule-based number styles, spell-out and ordinal, and numbers in an
/// algorithmic numbering system such as `@numbers=roman`) is one literal part.
public struct FormattedParts<Field: Hashable & Sendable>: Sendable, Hashable {
    /// The formatted text, exactly as `format` writes it.
    public let string: String
    /// The fields as ICU reports them, ordered by where they start; of two that
    /// start together, the longer (the enclosing one) comes first.
    public let fields: [Span]
    /// The whole string as consecutive runs of one field or of literal text.
    public let parts: [Part]

    /// A field and the text it covers.
    public struct Span: Sendable, Hashable {
        /// What the text is.
        public let field: Field
        /// Where the text is in ``FormattedParts/string``.
        public let range: Range<String.Index>
        /// The text: `string[range]`.
        public let text: Substring
    }

    /// One run of ``FormattedParts/parts``: the text of one field, or literal text.
    public struct Part: Sendable, Hashable {
        /// The innermost field covering the text, or `nil` for literal text
        /// (spaces, punctuation and words of a pattern that no field covers).
        public let field: Field?
        /// Where the text is in ``FormattedParts/string``.
        public let range: Range<String.Index>
        /// The text: `string[range]`.
        public let text: Substring
    }
}

extension FormattedParts {
    /// The parts of `output`, with each ICU field code mapped to a public field
    /// (`nil`: a code the public type leaves to literal text).
    init<Code>(_ output: FieldOutput<Code>, field: (Code) -> Field?) {
        let string = output.text
        let utf8 = string.utf8
        // ICU's offsets lie on scalar boundaries, so these are valid indices of `string`.
        func index(_ offset: Int) -> String.Index {
            utf8.index(utf8.startIndex, offsetBy: Swift.min(Swift.max(offset, 0), utf8.count))
        }
        var spans: [(order: Int, span: Span)] = []
        spans.reserveCapacity(output.spans.count)
        for (order, reported) in output.spans.enumerated() {
            guard let field = field(reported.code) else { continue }
            let range = index(reported.utf8.lowerBound)..<index(Swift.max(reported.utf8.lowerBound, reported.utf8.upperBound))
            spans.append((order, Span(field: field, range: range, text: string[range])))
        }
        spans.sort { a, b in
            if a.span.range.lowerBound != b.span.range.lowerBound { return a.span.range.lowerBound < b.span.range.lowerBound }
            if a.span.range.upperBound != b.span.range.upperBound { return a.span.range.upperBound > b.span.range.upperBound }
            return a.order < b.order
        }
        self.string = string
        self.fields = spans.map(\.span)
        self.parts = Self.partition(string, fields)
    }

    /// Cuts `string` into runs: at each position the innermost open field (the
    /// one opened last), or literal text where none is open. `fields` are sorted
    /// as ``fields`` promises; fields that cover nothing make no part.
    private static func partition(_ string: String, _ fields: [Span]) -> [Part] {
        var parts: [Part] = []
        var open: [Int] = []  // indices into `fields`, innermost last
        var next = 0
        var position = string.startIndex
        // The field of the last part; a run of the same field (cut where an empty
        // field starts) or of literal text continues it.
        var lastOwner: Int?? = .none
        func append(_ owner: Int?, upTo end: String.Index) {
            guard position < end else { return }
            let start = lastOwner == .some(owner) ? parts.removeLast().range.lowerBound : position
            let range = start..<end
            parts.append(Part(field: owner.map { fields[$0].field }, range: range, text: string[range]))
            lastOwner = .some(owner)
            position = end
        }
        while position < string.endIndex {
            while let last = open.last, fields[last].range.upperBound <= position { open.removeLast() }
            while next < fields.count, fields[next].range.lowerBound <= position {
                if fields[next].range.upperBound > position { open.append(next) }
                next += 1
            }
            // The run ends where the innermost field ends or the next field starts.
            var end = open.last.map { fields[$0].range.upperBound } ?? string.endIndex
            if next < fields.count { end = Swift.min(end, fields[next].range.lowerBound) }
            append(open.last, upTo: end)
        }
        return parts
    }
}
