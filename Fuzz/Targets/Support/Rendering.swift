import ICU

/// Renders `format` twice with `arguments` in `locale`: the same valid UTF-8
/// text both times, or the same error, of kind `.badInput`. `what` names the
/// format in messages.
func requireRendersAlike(_ format: LocalizedStringFormat, _ arguments: [MessageArgument], in locale: LocaleID,
                         _ what: @autoclosure () -> String) {
    let first = Result { () throws(ICUError) in try format.render(arguments, locale: locale) }
    let second = Result { () throws(ICUError) in try format.render(arguments, locale: locale) }
    trace("\(what()) \(arguments) in \(locale) -> \(first)")
    switch (first, second) {
    case (.success(let a), .success(let b)):
        require(a == b, "\(what()) in \(locale): \(quoted(a)), then \(quoted(b))")
        require(isValidUTF8(Array(a.utf8)), "\(what()) in \(locale): invalid UTF-8")
    case (.failure(let a), .failure(let b)):
        require(a.kind == .badInput, "\(what()) in \(locale) with \(arguments): \(a)")
        require(a.description == b.description, "\(what()) in \(locale): \(a), then \(b)")
    default:
        require(false, "\(what()) in \(locale): \(first), then \(second)")
    }
}
