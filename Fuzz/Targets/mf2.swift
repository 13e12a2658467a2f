// Target `mf2`: the fuzzer's bytes as a MessageFormat 2 message, parsed and formatted.
//
// Input: the whole input is the message's source (invalid UTF-8 repaired).
//
// Properties: creating a `MessageFormat2` either throws a syntax or data-model
// error, or gives a message whose canonical source parses to the same data
// model and is its own canonical source (parse → serialize → parse); the
// message formats in en and ar, with and without bidi isolation, with no
// arguments and with `$x` as text, as a number, as a date literal and as a
// date, the same twice, and its
// errors are all resolution, selection or formatting errors.
// fuzz: max_len=512
import FoundationEssentials
@_spi(Testing) import ICU

let dataModelKinds: Set<MessageFormat2.Error.Kind> = [
    .syntaxError, .variantKeyMismatch, .missingFallbackVariant, .missingSelectorAnnotation,
    .duplicateDeclaration, .duplicateOptionName, .duplicateVariant,
]
let argumentSets: [[String: MessageArgument]] = [
    [:], ["x": "a b"], ["x": 1], ["x": .decimal("-2.50")], ["x": "2006-01-02T15:04:06-03:30"],
    ["x": .date(Date(timeIntervalSince1970: -1e10))], ["x": 0], ["x": 21], ["x": -1_234_567], ["x": .decimal("3")],
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let source = text(input.rest())
    trace("message \(quoted(source))")
    let message: MessageFormat2
    do {
        message = try MessageFormat2(source, locale: "en", options: .init(functions: MessageFormat2.conformanceTestFunctions))
    } catch {
        require(error.messageFormat2Error.map { dataModelKinds.contains($0.kind) } ?? false,
                "creation threw \(error) for \(quoted(source))")
        return 0
    }
    let canonical = message.canonicalSource
    do {
        let again = try MessageFormat2(canonical, locale: "en")
        require(again.hasSameModel(as: message), "canonical \(quoted(canonical)) of \(quoted(source)) is another model")
        require(again.canonicalSource == canonical,
                "canonical \(quoted(canonical)) of \(quoted(source)) gives \(quoted(again.canonicalSource))")
    } catch {
        require(false, "canonical \(quoted(canonical)) of \(quoted(source)) threw \(error)")
    }
    for locale: LocaleID in ["en", "ar"] {
        for bidi in MessageFormat2.BidiIsolation.allCases {
            guard let formatted = try? MessageFormat2(source, locale: locale, options: .init(
                bidiIsolation: bidi, functions: MessageFormat2.conformanceTestFunctions)) else {
                require(false, "\(quoted(source)) parsed in en but not in \(locale)")
                return 0
            }
            for arguments in argumentSets {
                let first = formatted.formatWithErrors(arguments)
                let second = formatted.formatWithErrors(arguments)
                require(first.output == second.output && first.errors == second.errors,
                        "\(quoted(source)) formats differently twice")
                let resolved = formatted.formatByResolution(arguments)
                require(first.output.utf8.elementsEqual(resolved.output.utf8) && first.errors == resolved.errors,
                        "\(quoted(source)) formats otherwise by its plan (\(quoted(first.output))) than by resolution (\(quoted(resolved.output)))")
                let parts = formatted.formatToParts(arguments)
                require(parts.parts.map(\.string).joined().utf8.elementsEqual(resolved.output.utf8) && parts.errors == resolved.errors,
                        "\(quoted(source)): its parts are not its text")
                for error in first.errors {
                    require(!dataModelKinds.contains(error.kind), "formatting \(quoted(source)) reported \(error)")
                }
            }
        }
    }
    return 0
}
