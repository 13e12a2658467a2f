/// Checks of date patterns and skeletons that ICU does not make itself: ICU
/// silently drops unknown field letters ("JJJ" formats as nothing) and reads
/// an unterminated quote to the end.
enum DatePatternSyntax {
    /// Field letters of ICU 72's date patterns (`DateFormatSymbols::getPatternUChars`).
    static let patternLetters = Set("GyMdkHmsSEDFwWahKzYeugAZvcLQqVUOXxrbB".utf8)
    /// Letters a skeleton may use besides those: the locale's preferred hour cycles.
    static let skeletonLetters = patternLetters.union("jJC".utf8)

    private static func isASCIILetter(_ b: UInt8) -> Bool { (b >= 65 && b <= 90) || (b >= 97 && b <= 122) }

    /// The field widths ICU 72 writes nothing for: every other width of a field
    /// letter writes something (ICU clamps long runs to the longest form). A
    /// test compares this table with ICU's own output for every letter and width.
    static func writesNothing(_ letter: UInt8, width: Int) -> Bool {
        switch letter {
        case UInt8(ascii: "v"), UInt8(ascii: "O"): width != 1 && width != 4  // short or long zone name / GMT format
        case UInt8(ascii: "V"): width > 4
        case UInt8(ascii: "X"), UInt8(ascii: "x"): width > 5
        default: false
        }
    }

    static func validatePattern(_ pattern: String) throws(ICUError) {
        guard !pattern.isEmpty else {
            throw ICUError(code: .invalidFormat, operation: "reading date pattern ''", reason: "empty pattern")
        }
        var quoted = false
        var offset = 0
        // The field being read: its letter, width and offset.
        var field: (letter: UInt8, width: Int, offset: Int)? = nil
        func endField() throws(ICUError) {
            guard let (letter, width, start) = field else { return }
            field = nil
            if writesNothing(letter, width: width) {
                throw ICUError(code: .invalidFormat, operation: "reading date pattern '\(pattern.prefix(64))'",
                               reason: "'\(String(repeating: Character(Unicode.Scalar(letter)), count: min(width, 8)))' is not a width ICU writes; \(widthsHint(letter))",
                               utf8Offset: start)
            }
        }
        for b in pattern.utf8 {
            if !quoted, let current = field, current.letter == b {
                field = (b, current.width + 1, current.offset)
                offset += 1
                continue
            }
            try endField()
            if b == UInt8(ascii: "'") {
                quoted.toggle()
            } else if !quoted, isASCIILetter(b) {
                guard patternLetters.contains(b) else {
                    throw ICUError(code: .invalidFormat, operation: "reading date pattern '\(pattern.prefix(64))'",
                                   reason: "'\(Character(Unicode.Scalar(b)))' is not a date field letter; quote literal text", utf8Offset: offset)
                }
                field = (b, 1, offset)
            }
            offset += 1
        }
        try endField()
        if quoted {
            throw ICUError(code: .invalidFormat, operation: "reading date pattern '\(pattern.prefix(64))'",
                           reason: "unterminated quote")
        }
    }

    private static func widthsHint(_ letter: UInt8) -> String {
        switch letter {
        case UInt8(ascii: "v"), UInt8(ascii: "O"): "use 1 or 4 letters"
        case UInt8(ascii: "V"): "use 1 to 4 letters"
        default: "use 1 to 5 letters"
        }
    }

    /// The letters of a skeleton alone, as ICU is given it: ICU's pattern generator and
    /// interval format read other characters in ways of their own (`yMM?Md` as the two
    /// fields `MM` and `M`, `Q'QQ'Q` as `Q`), where the documentation says they are ignored.
    static func fieldLetters(of skeleton: String) -> String {
        var utf8 = Array(skeleton.utf8)
        utf8.removeAll { !isASCIILetter($0) }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// A skeleton names fields only: letters, in any order; other characters
    /// are ignored, as `dateFormatFromTemplate` ignores them, but at least one field is needed.
    static func validateSkeleton(_ skeleton: String) throws(ICUError) {
        var fields = 0
        var offset = 0
        for b in skeleton.utf8 {
            if isASCIILetter(b) {
                guard skeletonLetters.contains(b) else {
                    throw ICUError(code: .illegalArgument, operation: "reading date template '\(skeleton.prefix(64))'",
                                   reason: "'\(Character(Unicode.Scalar(b)))' is not a date field letter", utf8Offset: offset)
                }
                fields += 1
            }
            offset += 1
        }
        guard fields > 0 else {
            throw ICUError(code: .illegalArgument, operation: "reading date template '\(skeleton.prefix(64))'",
                           reason: "no date or time field")
        }
    }
}
