// Target `pseudo`: arbitrary text pseudo-localized as an Apple format, an ICU
// MessageFormat pattern and a MessageFormat 2 message, in each mode.
//
// Input: byte 0 picks the mode (accents, double, bidi); the rest is the text
// (invalid UTF-8 repaired).
//
// Properties: nothing crashes; as an Apple format, the specifiers of the
// output as written are those of the input, in order, and text that is no
// format stays no format; with plural variables (the text as the `other` form
// of `%#@v@`) the rewritten format is read again with the same argument
// kinds; an ICU pattern that parses gives an output that parses with the
// same parameters, and one that does not throws `.badInput`; a MessageFormat 2
// message that parses gives an output that parses with the same declarations,
// selectors, keys, placeholders and markup (its text left out).
// fuzz: dict=message-icu max_len=512
import FoundationEssentials
@_spi(Testing) import ICU

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let pseudo = PseudoLocalization(input.pick(PseudoLocalization.Mode.allCases))
    let source = text(input.rest())
    trace("\(pseudo.mode) \(quoted(source))")

    let format = pseudo.format(source)
    require(PseudoLocalization.specifiers(in: format) == PseudoLocalization.specifiers(in: source),
            "specifiers of \(quoted(source)) changed in \(quoted(format))")
    if let original = try? LocalizedStringFormat("%#@v@", variables: ["v": PluralVariable(forms: [.other: source])]) {
        do {
            let rewritten = try pseudo.format(original)
            require(rewritten.argumentKinds == original.argumentKinds, "argument kinds of \(quoted(source)) changed")
        } catch {
            require(error.kind == .badInput, "rewriting \(quoted(source)) threw \(error)")
        }
    }

    if let message = try? MessageFormat(source, locale: "en", timeZone: .utc) {
        do {
            let output = try pseudo.message(source, syntax: .icu)
            let again = try MessageFormat(output, locale: "en", timeZone: .utc)
            require(again.parameters == message.parameters, "parameters of \(quoted(source)) changed in \(quoted(output))")
        } catch {
            require(false, "\(quoted(source)) parses, but rewriting it threw \(error)")
        }
    } else {
        do {
            _ = try pseudo.message(source, syntax: .icu)
        } catch {
            require(error.kind == .badInput, "rewriting \(quoted(source)) threw \(error)")
        }
    }

    if let syntax = PseudoLocalization.messageFormat2Syntax(source) {
        do {
            let output = try pseudo.message(source, syntax: .messageFormat2)
            require(PseudoLocalization.messageFormat2Syntax(output) == syntax,
                    "the syntax of \(quoted(source)) changed in \(quoted(output))")
        } catch {
            require(false, "\(quoted(source)) parses as MessageFormat 2, but rewriting it threw \(error)")
        }
    }
    return 0
}
