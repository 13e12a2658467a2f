// Target `message-format`: a localized format string and its plural variables,
// read and rendered.
//
// Input: byte 0 picks the arguments' types (`argumentKinds`), byte 1 the first
// value; the rest is text in lines. The first line is the format; each of the
// next (at most 4) defines a variable, in fields split by '|':
// `name|value type|argument|other|one|few|many|two|zero`. An empty value type
// or argument is none; an empty form, or a missing one, is no form.
//
// Properties: `LocalizedStringFormat(_:variables:)` throws an `ICUError` of
// kind `.badInput`, or gives a valid format (the same when read again) needing
// 0…1000 arguments; with fewer arguments rendering throws `.badInput`; with
// `argumentCount` generated arguments it renders in en, ru, ar and pl or throws
// `.badInput`, the same twice; a format without variables or '%' renders as
// its text; a `StringBundle` holding the format renders it as the format does.
// fuzz: dict=strings max_len=1024
import ICU

let argumentKinds = ["integer", "double", "text", "mixed", "unsigned", "negative"]
let locales: [LocaleID] = ["en", "ru", "ar", "pl"]

func argument(_ kind: String, _ index: Int, _ start: Int) -> MessageArgument {
    let integers: [Int] = [0, 1, 2, 3, 4, 5, 7, 11, 12, 21, 22, 25, 101, 111, 1_000_000]
    let doubles = [0, 1, 0.5, 1.5, 2.0, 3.25, 0.001, 1e15, 1e-7, 123456.789, .infinity, .nan]
    let texts = ["", "Anna", "Zoë", "%@", "日本"]
    let n = start + index
    switch kind {
    case "integer": return .integer(integers[n % integers.count])
    case "double": return .double(doubles[n % doubles.count])
    case "text": return .string(texts[n % texts.count])
    case "unsigned": return .decimal(String(UInt64.max - UInt64(n % 3)))
    case "negative": return .integer(-integers[n % integers.count])
    default: return argument(argumentKinds[n % 3], index, start)
    }
}

/// A variable from a line: `name|value type|argument|other|one|few|many|two|zero`.
func variable(_ line: Substring) -> (String, PluralVariable) {
    let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    func field(_ i: Int) -> String? { i < fields.count && !fields[i].isEmpty ? fields[i] : nil }
    var forms: [PluralRules.Category: String] = [:]
    for (offset, category) in [PluralRules.Category.other, .one, .few, .many, .two, .zero].enumerated() {
        if let form = field(3 + offset) { forms[category] = form }
    }
    let argument = field(2).flatMap { Int($0) }
    return (fields.first ?? "", PluralVariable(valueType: field(1), forms: forms, argument: argument))
}

func read(_ text: String, _ variables: [String: PluralVariable]) -> Result<LocalizedStringFormat, ICUError> {
    Result { () throws(ICUError) in try LocalizedStringFormat(text, variables: variables) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let kind = argumentKinds[Int(input.byte()) % argumentKinds.count]
    let start = Int(input.byte())
    let lines = text(input.rest()).split(separator: "\n", maxSplits: 5, omittingEmptySubsequences: false)
    let formatText = String(lines.first ?? "")
    var variables: [String: PluralVariable] = [:]
    for line in lines.dropFirst().prefix(4) {
        let (name, variable) = variable(line)
        variables[name] = variable
    }
    trace("format \(quoted(formatText)), variables \(variables), \(kind) arguments from \(start)")

    let format: LocalizedStringFormat
    switch read(formatText, variables) {
    case .failure(let error):
        trace("-> \(error)")
        require(error.kind == .badInput, "\(quoted(formatText)): an error of kind \(error.kind): \(error)")
        if case .success = read(formatText, variables) { require(false, "\(quoted(formatText)): refused, then read") }
        return 0
    case .success(let read):
        format = read
    }
    require(format.isValid, "\(quoted(formatText)): read, but not valid")
    if case .success(let again) = read(formatText, variables) {
        require(again == format && again.argumentCount == format.argumentCount, "\(quoted(formatText)): read twice, read differently")
    } else {
        require(false, "\(quoted(formatText)): read, then refused")
    }
    let count = format.argumentCount
    trace("-> \(count) arguments")
    require((0...1000).contains(count), "\(quoted(formatText)): argumentCount \(count)")

    let arguments = (0..<count).map { argument(kind, $0, start) }
    if count > 0 {
        do {
            let text = try format.render(Array(arguments.dropLast()), locale: "en")
            require(false, "\(quoted(formatText)) needs \(count) arguments, rendered with \(count - 1): \(quoted(text))")
        } catch {
            require(error.kind == .badInput, "\(quoted(formatText)) with too few arguments: \(error)")
        }
    }
    if variables.isEmpty, !formatText.contains("%") {
        let text = try? format.render(arguments, locale: "en")
        require(text == formatText, "\(quoted(formatText)) renders as \(text.map(quoted) ?? "an error")")
    }

    for locale in locales {
        requireRendersAlike(format, arguments, in: locale, quoted(formatText))
    }

    // Through a bundle: the entry's language gives the plural rules and the numbers.
    do {
        let bundle = try StringBundle(tables: ["Localizable": ["ru": StringTable(["key": format])]], developmentRegion: "ru")
        let direct = Result { () throws(ICUError) in try format.render(arguments, locale: "ru") }
        let bundled = Result { () throws(ICUError) in try bundle.format("key", localization: "ru", arguments: arguments) }
        switch (direct, bundled) {
        case (.success(let a), .success(let b)):
            require(a == b, "\(quoted(formatText)): \(quoted(a)) rendered, \(quoted(b)) through a bundle")
        case (.failure(let a), .failure(let b)):
            require(a.description == b.description, "\(quoted(formatText)): \(a) rendered, \(b) through a bundle")
        default:
            require(false, "\(quoted(formatText)): \(direct) rendered, \(bundled) through a bundle")
        }
    } catch {
        require(false, "a bundle of one ru table fails: \(error)")
    }
    return 0
}
