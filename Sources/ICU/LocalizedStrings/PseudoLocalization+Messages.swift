// Pseudo-localization of ICU MessageFormat and MessageFormat 2 messages:
// each read with the library's own reading of its syntax, only its literal
// text rewritten.

extension PseudoLocalization {
    /// An ICU MessageFormat pattern with its literal text rewritten, read as
    /// ICU's `MessagePattern` reads it: arguments, styles, plural and select
    /// keywords, `#`, `offset:` and quoting apostrophes are copied as written;
    /// each sub-message is padded, the whole bracketed (``Mode/accents``).
    func icuMessage(_ pattern: String) throws(ICUError) -> String {
        let parts = try MessagePatternParts(pattern)
        guard let first = parts.parts.first, first.kind == .messageStart else { return pattern }
        return Self.joined(unit(subMessage(parts, at: 0), top: true))
    }

    /// The pieces of the message whose start part is `parts.parts[start]`,
    /// between its start and limit parts; nested messages already rewritten.
    private func subMessage(_ parts: MessagePatternParts, at start: Int) -> [Piece<String>] {
        let all = parts.parts
        let limit = all[start].limit
        var pieces: [Piece<String>] = []
        var textStart = all[start].end
        var afterApostrophe = false
        /// The text from `textStart` to `end` as literal pieces. The character
        /// after a quoting apostrophe (`{` `}` `#` `|` or `'`), and an apostrophe
        /// before one (`''`, whose second ICU skips), are kept beside it, so
        /// that nothing written between them ends or makes a quotation.
        func appendText(to end: Int, beforeApostrophe: Bool) {
            guard end > textStart else { return }
            var from = textStart
            if afterApostrophe, "'{}#|".utf16.contains(parts.text[from]) {
                pieces.append(.kept(Self.text(parts, from, from + 1)))
                from += 1
            }
            let last = beforeApostrophe && end > from && parts.text[end - 1] == UInt16(UInt8(ascii: "'")) ? end - 1 : end
            if last > from { pieces.append(.literal(Self.text(parts, from, last))) }
            if last < end { pieces.append(.kept("'")) }
        }
        var j = start + 1
        while j < limit {
            let part = all[j]
            appendText(to: part.index, beforeApostrophe: part.kind == .skipSyntax)
            afterApostrophe = part.kind == .skipSyntax
            if part.kind == .argumentStart {
                // The argument as written, with its sub-messages rewritten.
                let argumentLimit = part.limit
                var copied = part.index
                var written = ""
                var k = j + 1
                while k < argumentLimit {
                    if all[k].kind == .messageStart {
                        written += Self.text(parts, copied, all[k].end)
                        written += Self.joined(unit(subMessage(parts, at: k), top: false))
                        k = all[k].limit
                        copied = all[k].index
                    } else {
                        k += 1
                    }
                }
                written += Self.text(parts, copied, all[argumentLimit].end)
                pieces.append(.kept(written))
                textStart = all[argumentLimit].end
                j = argumentLimit + 1
            } else {
                pieces.append(.kept(Self.text(parts, part.index, part.end)))
                textStart = part.end
                j += 1
            }
        }
        appendText(to: all[limit].index, beforeApostrophe: false)
        return pieces
    }

    private static func text(_ parts: MessagePatternParts, _ start: Int, _ end: Int) -> String {
        String(decoding: parts.text[start..<end], as: UTF16.self)
    }

    /// A MessageFormat 2 message with the text of its patterns rewritten (each
    /// pattern, or each variant's, one message), written back in the
    /// serializer's canonical form: declarations, selectors, keys,
    /// placeholders and markup as they were.
    func messageFormat2(_ source: String) throws(ICUError) -> String {
        var model: MessageFormat2.Model
        do {
            model = try MessageFormat2.Parser.parse(source)
        } catch {
            throw ICUError(error, operation: "reading the MessageFormat 2 message '\(source.prefix(64))'")
        }
        switch model.body {
        case .pattern(let pattern):
            model.body = .pattern(rewritten(pattern))
        case .matcher(let selectors, let variants):
            model.body = .matcher(selectors: selectors, variants: variants.map { variant in
                MessageFormat2.Variant(keys: variant.keys, pattern: rewritten(variant.pattern))
            })
        }
        return MessageFormat2.Serializer.source(of: model)
    }

    private func rewritten(_ pattern: MessageFormat2.Pattern) -> MessageFormat2.Pattern {
        let pieces: [Piece<MessageFormat2.PatternPart>] = pattern.map { part in
            if case .text(let text) = part { return .literal(text) }
            return .kept(part)
        }
        return unit(pieces, top: true).map { piece in
            switch piece {
            case .literal(let text): .text(text)
            case .kept(let part): part
            }
        }
    }
}

extension PseudoLocalization {
    /// The specifiers of an Apple format as written, in order, or `nil` when
    /// the text is no format: what rewriting must keep.
    @_spi(Testing)
    public static func specifiers(in format: String) -> [String]? {
        var parser = FormatParser(variables: [:], whole: format)
        guard (try? parser.parse(format, first: 0)) != nil else { return nil }
        let bytes = Array(format.utf8)
        return parser.specifierSpans.map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// A MessageFormat 2 message's canonical source with the text of its
    /// patterns left out, or `nil` when it does not parse: what rewriting must keep.
    @_spi(Testing)
    public static func messageFormat2Syntax(_ source: String) -> String? {
        guard var model = try? MessageFormat2.Parser.parse(source) else { return nil }
        func stripped(_ pattern: MessageFormat2.Pattern) -> MessageFormat2.Pattern {
            pattern.filter { if case .text = $0 { false } else { true } }
        }
        switch model.body {
        case .pattern(let pattern):
            model.body = .pattern(stripped(pattern))
        case .matcher(let selectors, let variants):
            model.body = .matcher(selectors: selectors, variants: variants.map {
                MessageFormat2.Variant(keys: $0.keys, pattern: stripped($0.pattern))
            })
        }
        return MessageFormat2.Serializer.source(of: model)
    }
}
