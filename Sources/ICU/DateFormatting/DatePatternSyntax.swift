/// Checks of date patterns and skeletons that ICU does not make itself: ICU
/// silently drops unknown field letters ("JJJ" formats as nothing) and reads
/// an unterminated quote to the end.
enum DatePatternSyntax {
    /// Field letters of ICU 72's date patterns (`DateFormatSymbols::getPatternUChars`).
    static let patternLetters = Set("GyMdkHmsSEDFwWahKzYeugAZvcLQqVUOXxrbB".utf8)
    /// Letters a skeleton may use besides those: the locale's preferred hour cycles.
    static let skeletonLetters = patternLetters.union("jJC".utf8)

    private static func isASCIILetter(_ b: UInt8) -> Bool { (b >= 65 && b <= 90) || (b >= 97 && b <= 122) }

    static func validatePattern(_ pattern: String) throws(ICUError) {
        guard !pattern.isEmpty else {
            throw ICUError(code: .invalidFormat, operation: "reading date pattern ''", reason: "empty pattern")
        }
        var quoted = false
        var offset = 0
        for b in pattern.utf8 {
            if b == UInt8(ascii: "'") {
                quoted.toggle()
            } else if !quoted, isASCIILetter(b), !patternLetters.contains(b) {
                throw ICUError(code: .invalidFormat, operation: "reading date pattern '\(pattern.prefix(64))'",
                               reason: "'\(Character(Unicode.Scalar(b)))' is not a date field letter; quote literal text", utf8Offset: offset)
            }
            offset += 1
        }
        if quoted {
            throw ICUError(code: .invalidFormat, operation: "reading date pattern '\(pattern.prefix(64))'",
                           reason: "unterminated quote")
        }
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
