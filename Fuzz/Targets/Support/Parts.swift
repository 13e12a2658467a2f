import ICU

/// What `formatToParts` promises: its `string` is `expected` byte for byte; its
/// `parts` run from the string's start to its end without gap or overlap, each
/// `text` the string in its range, so that they concatenate to the string; every
/// field lies inside the string, its `text` the string in its range.
func checkParts<Field>(_ result: FormattedParts<Field>, equal expected: String, _ context: @autoclosure () -> String) {
    let string = result.string
    require(Array(string.utf8) == Array(expected.utf8),
            "\(context()): formatToParts writes \(quoted(string)), format \(quoted(expected))")
    var position = string.startIndex
    for part in result.parts {
        require(part.range.lowerBound == position && part.range.lowerBound < part.range.upperBound
                    && part.range.upperBound <= string.endIndex,
                "\(context()): part \(quoted(String(part.text))) at \(part.range) does not follow the one before, in \(quoted(string))")
        require(part.text == string[part.range], "\(context()): part text \(quoted(String(part.text))) is not the string in its range")
        position = part.range.upperBound
    }
    require(position == string.endIndex, "\(context()): the parts of \(quoted(string)) stop short of its end")
    require(result.parts.map { String($0.text) }.joined() == string, "\(context()): the parts do not concatenate to \(quoted(string))")
    for span in result.fields {
        require(string.startIndex <= span.range.lowerBound && span.range.upperBound <= string.endIndex,
                "\(context()): field \(span.field) at \(span.range) lies outside \(quoted(string))")
        require(span.text == string[span.range], "\(context()): field \(span.field)'s text is not the string in its range")
    }
}
