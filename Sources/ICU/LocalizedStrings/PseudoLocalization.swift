/// Pseudo-localization: the development language's strings rewritten so that
/// a tester sees, before any translation exists, which text is not
/// localizable, which layouts break when text grows, and which break right
/// to left — while every format specifier, plural form and message syntax
/// stays as written, so the strings render with the same arguments.
///
/// ```swift
/// let accents = PseudoLocalization(.accents)
/// accents.format("Delete %@?")                      // "[Ðéļéţé %@? ···]"
/// try accents.message("{n, plural, one {# file} other {# files}}", syntax: .icu)
/// // "[{n, plural, one {# ƒîļé ··} other {# ƒîļéš ··}}]"
/// PseudoLocalization(.double).text("Save")          // "Save Save"
/// ```
///
/// Only literal text changes: printf specifiers (`%@`, `%1$@`, `%lld`,
/// `%#@files@`, `%%`) as ``LocalizedStringFormat`` reads them, ICU
/// MessageFormat arguments, keywords, `#` and quoting as ICU's
/// `MessagePattern` reads them, MessageFormat 2 placeholders, markup,
/// declarations and keys (only the text of its patterns changes), and
/// markup tags (`<b>`, `</a>`, `&amp;`) in any text are kept.
///
/// A value is immutable and safe to share between threads.
public struct PseudoLocalization: Sendable, Hashable {
    /// How the text is rewritten.
    public enum Mode: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// Accented and expanded, as Xcode's accented pseudolanguage, Android's
        /// and FormatJS's `en-XA` do: each ASCII letter becomes an accented
        /// one (`a` → `å`), each message is between `[` and `]`, and each
        /// message and plural form gains padding of about a third of its text
        /// (` ····`), so that truncation, concatenated fragments and text
        /// that never went through a table show.
        case accents
        /// Each run of words written twice (`Save` → `Save Save`), as Apple's
        /// `NSDoubleLocalizedStrings` does for layouts that must grow; the
        /// specifiers between runs are written once.
        case double
        /// Right to left, as Android's `en-XB` pseudo-locale does: each word
        /// between U+200F RIGHT-TO-LEFT MARK and U+202E RIGHT-TO-LEFT OVERRIDE
        /// before it and U+202C POP DIRECTIONAL FORMATTING and U+200F after it,
        /// so it reads backwards in a right-to-left run while the letters stay
        /// the English ones (FormatJS and Fluent also turn letters upside down;
        /// this keeps them readable); specifiers and the values they write stay
        /// outside the override.
        case bidi

        /// `accents`, `double` or `bidi`.
        public var description: String { rawValue }

        /// The private-use region a pseudo-localized copy of `language` is
        /// written under: `XA` (accents), `XD` (double: no platform names one)
        /// and `XB` (bidi), as in `en-XA`.
        public var region: String {
            switch self {
            case .accents: "XA"
            case .double: "XD"
            case .bidi: "XB"
            }
        }

        /// The language tag of a pseudo-localized copy of `language`: its
        /// language subtag with ``region`` (`en-GB` → `en-XA`).
        public func language(for language: String) -> String {
            let base = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? language
            return base + "-" + region
        }
    }

    /// How the text is rewritten.
    public var mode: Mode

    /// A pseudo-localization in `mode`.
    public init(_ mode: Mode) {
        self.mode = mode
    }

    // MARK: Text in each syntax

    /// `text` rewritten as one message of plain text: every character is
    /// literal, except markup tags and entities.
    public func text(_ text: String) -> String {
        Self.joined(unit([.literal(text)], top: true))
    }

    /// `format` rewritten as an Apple format string: its specifiers
    /// (`%@`, `%1$@`, `%lld`, `%#@name@`, `%%`) are kept as written and the
    /// text around them changes. Text that is no format (`Up to 50%`) keeps
    /// each `%` and the character after it.
    public func format(_ format: String) -> String {
        Self.joined(unit(Self.printfPieces(format, variables: [:]), top: true))
    }

    /// `format` and the forms of its plural variables rewritten: the format
    /// is one message (between brackets in ``Mode/accents``), each form
    /// gains its own padding; names, value types, arguments and categories
    /// are kept.
    ///
    /// - Throws: ``ICUError`` (`.badInput`) when the rewritten format passes
    ///   the limits of ``LocalizedStringFormat/init(_:variables:)``.
    public func format(_ format: LocalizedStringFormat) throws(ICUError) -> LocalizedStringFormat {
        let text = Self.joined(unit(Self.printfPieces(format.text, variables: format.variables), top: true))
        guard !format.variables.isEmpty else { return LocalizedStringFormat(lenient: text) }
        let variables = format.variables.mapValues { variable in
            PluralVariable(valueType: variable.valueType,
                           forms: variable.forms.mapValues { self.form($0, variables: format.variables) },
                           argument: variable.argument)
        }
        return try LocalizedStringFormat(text, variables: variables)
    }

    /// One plural form of an Apple format rewritten: its specifiers kept,
    /// padded but not bracketed (the message around it is).
    public func form(_ form: String, variables: [String: PluralVariable] = [:]) -> String {
        Self.joined(unit(Self.printfPieces(form, variables: variables), top: false))
    }

    /// `message` rewritten in `syntax`: an Apple format as `format(_:)` rewrites a string,
    /// an ICU MessageFormat pattern or a MessageFormat 2 message with only its
    /// literal text changed, so that it names the same arguments.
    ///
    /// - Throws: ``ICUError`` (`.badInput`) when `message` is not a message
    ///   of `syntax` (ICU's `MessagePattern` or the MessageFormat 2 parser
    ///   refuses it).
    public func message(_ message: String, syntax: LocalizedMessage.Syntax) throws(ICUError) -> String {
        switch syntax {
        case .apple:
            return format(message)
        case .icu:
            return try icuMessage(message)
        case .messageFormat2:
            return try messageFormat2(message)
        }
    }

    // MARK: Pieces

    /// A part of one message: literal text to rewrite, or something kept as it is.
    enum Piece<Kept> {
        case literal(String)
        case kept(Kept)
    }

    static func joined(_ pieces: [Piece<String>]) -> String {
        var out = ""
        for piece in pieces {
            switch piece {
            case .literal(let text), .kept(let text): out += text
            }
        }
        return out
    }

    /// The pieces of an Apple format: its specifiers kept (read by
    /// ``FormatParser`` with `variables`); in text that is no format, each `%`
    /// and the character after it.
    static func printfPieces(_ text: String, variables: [String: PluralVariable]) -> [Piece<String>] {
        let bytes = Array(text.utf8)
        var parser = FormatParser(variables: variables, whole: text)
        var spans: [Range<Int>]
        do {
            _ = try parser.parse(text, first: 0)
            spans = parser.specifierSpans
        } catch {
            spans = []
            var i = 0
            while i < bytes.count {
                if bytes[i] == UInt8(ascii: "%") {
                    // The `%` and the whole character after it.
                    var end = min(i + 2, bytes.count)
                    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
                    spans.append(i..<end)
                    i = end
                } else {
                    i += 1
                }
            }
        }
        var pieces: [Piece<String>] = []
        var at = 0
        for span in spans {
            if span.lowerBound > at { pieces.append(.literal(String(decoding: bytes[at..<span.lowerBound], as: UTF8.self))) }
            pieces.append(.kept(String(decoding: bytes[span], as: UTF8.self)))
            at = span.upperBound
        }
        if at < bytes.count { pieces.append(.literal(String(decoding: bytes[at...], as: UTF8.self))) }
        return pieces
    }

    // MARK: Rewriting one message

    /// The pieces of one message rewritten: literal text as the mode says,
    /// markup tags in it kept; `top` messages are bracketed in ``Mode/accents``.
    func unit<Kept>(_ pieces: [Piece<Kept>], top: Bool) -> [Piece<Kept>] {
        var out: [Piece<Kept>] = []
        var characters = 0
        for piece in pieces {
            guard case .literal(let text) = piece else {
                out.append(piece)
                continue
            }
            var rewritten = ""
            for run in Self.markupRuns(text) {
                if run.isMarkup {
                    rewritten += run.text
                } else {
                    characters += run.text.count
                    rewritten += rewrite(run.text)
                }
            }
            out.append(.literal(rewritten))
        }
        guard mode == .accents else { return out }
        let padding = characters == 0 ? "" : " " + String(repeating: "\u{B7}", count: Self.padding(characters))
        if top {
            return [.literal("[")] + out + [.literal(padding + "]")]
        }
        return padding.isEmpty ? out : out + [.literal(padding)]
    }

    /// The middle dots that pad `characters` of text: about a third more.
    static func padding(_ characters: Int) -> Int { (characters + 2) / 3 }

    /// A run of literal text without markup, rewritten.
    func rewrite(_ text: String) -> String {
        switch mode {
        case .accents:
            var out = String.UnicodeScalarView()
            for scalar in text.unicodeScalars { out.append(Self.accented(scalar)) }
            return String(out)
        case .double:
            guard text.contains(where: \.isLetter) else { return text }
            let joint = text.last!.isWhitespace || text.first!.isWhitespace ? "" : " "
            return text + joint + text
        case .bidi:
            var out = ""
            var word = ""
            for character in text {
                if character.isWhitespace {
                    if !word.isEmpty { out += Self.rightToLeft(word) }
                    word = ""
                    out.append(character)
                } else {
                    word.append(character)
                }
            }
            if !word.isEmpty { out += Self.rightToLeft(word) }
            return out
        }
    }

    /// A word overridden right to left, with marks on both sides.
    static func rightToLeft(_ word: String) -> String {
        "\u{200F}\u{202E}" + word + "\u{202C}\u{200F}"
    }

    /// ASCII letters and their accented counterparts, `a`–`z` then `A`–`Z`.
    private static let accentedLetters: [Unicode.Scalar] = Array(
        "åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž" + "ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŦÛṼŴẊÝŽ").flatMap(\.unicodeScalars)

    static func accented(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x61...0x7A: accentedLetters[Int(scalar.value - 0x61)]
        case 0x41...0x5A: accentedLetters[26 + Int(scalar.value - 0x41)]
        default: scalar
        }
    }

    /// `text` cut into markup (`<tag …>`, `</tag>`, `&name;`, `&#123;`) and the text between.
    static func markupRuns(_ text: String) -> [(text: String, isMarkup: Bool)] {
        let scalars = Array(text.unicodeScalars)
        var runs: [(text: String, isMarkup: Bool)] = []
        var plain = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            if let end = markupEnd(scalars, at: i) {
                if !plain.isEmpty { runs.append((String(plain), false)) }
                plain = String.UnicodeScalarView()
                var tag = String.UnicodeScalarView()
                tag.append(contentsOf: scalars[i..<end])
                runs.append((String(tag), true))
                i = end
            } else {
                plain.append(scalars[i])
                i += 1
            }
        }
        if !plain.isEmpty { runs.append((String(plain), false)) }
        return runs
    }

    /// Where the tag or entity starting at `i` ends, or `nil` when none starts there.
    private static func markupEnd(_ scalars: [Unicode.Scalar], at i: Int) -> Int? {
        func isASCIILetter(_ c: Unicode.Scalar) -> Bool { c.isASCII && c.properties.isAlphabetic }
        let next = i + 1 < scalars.count ? scalars[i + 1] : nil
        if scalars[i] == "<", let next, isASCIILetter(next) || next == "/" {
            var j = i + 1
            while j < scalars.count, scalars[j] != ">", scalars[j] != "<", scalars[j] != "\n" { j += 1 }
            return j < scalars.count && scalars[j] == ">" ? j + 1 : nil
        }
        if scalars[i] == "&", let next, isASCIILetter(next) || next == "#" {
            var j = i + 1
            while j < scalars.count, j - i <= 32, scalars[j].isASCII,
                  scalars[j].properties.isAlphabetic || scalars[j].properties.numericType != nil || scalars[j] == "#" { j += 1 }
            return j < scalars.count && scalars[j] == ";" && j > i + 1 ? j + 1 : nil
        }
        return nil
    }
}
