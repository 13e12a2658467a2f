// Target `message-icu`: an ICU MessageFormat pattern and its arguments, parsed and rendered.
//
// Input: byte 0 picks the locale, byte 1 the time zone, byte 2 the first value
// of each argument list; the rest is text in lines: the first line is the
// pattern, each next line (at most 8) an argument's value as text, taken by
// the pattern's parameters in order (read as a number, an instant in seconds,
// or text, as the parameter accepts; past the lines, values from fixed lists).
//
// Properties: `MessageFormat(_:locale:timeZone:)` throws an `ICUError` of kind
// `.badInput`, or gives a message (the same parameters when parsed again, and
// from the pool, each name once); formatting with every parameter given a value
// it accepts gives text or a `.badInput` error, the same twice and from the
// pool's message; leaving a parameter out, or giving one a value of a type it
// does not accept, throws `.badInput`, never text. Whichever path a call
// takes (the message compiled at creation, or ICU), it gives what ICU's own
// `MessageFormat::format` gives, byte for byte, or the same error; integers
// near the edges of the compiled path (2^53, Int.min) come from the lists.
// fuzz: dict=message-icu max_len=1024
import FoundationEssentials
@_spi(Testing) import ICU

let locales: [LocaleID] = ["en", "ru", "ar", "de", "ja", "fr@numbers=arab", "pl", "th@calendar=buddhist"]
let zones: [TimeZoneID] = [.utc, try! TimeZoneID("America/New_York"), try! TimeZoneID("Asia/Kolkata"),
                           try! TimeZoneID("Etc/GMT+5")]
let pool = FormatterPool(capacity: 64, currentLocale: "en")

let numbers: [MessageArgument] = [0, 1, 2, 3, 5, 11, 21, 101, 1.5, -2, .decimal("1.50"), .double(.nan),
                                         .double(1e300), .integer(.min), .decimal("-0.000001"), .integer(1 << 53),
                                         .integer((1 << 53) + 1), .integer(-(1 << 53)), 1_000_000, -21]
let texts: [MessageArgument] = ["", "female", "male", "other", "x\u{0}y", "{0}"]
let dates: [MessageArgument] = [0, -1e12, 1.7e9, 8.64e12, -8.64e12].map { .date(Date(timeIntervalSince1970: $0)) }

/// A value of the kind a parameter accepts: from its line when there is one, else from the lists.
func value(for parameter: MessageFormat.Parameter, line: Substring?, _ n: Int) -> MessageArgument {
    switch parameter.accepts {
    case .number:
        if let line {
            if let integer = Int(line) { return .integer(integer) }
            if let double = Double(line) { return .double(double) }
            return .decimal(String(line))
        }
        return numbers[n % numbers.count]
    case .date:
        if let line, let seconds = Double(line) { return .date(Date(timeIntervalSince1970: seconds)) }
        return dates[n % dates.count]
    case .text:
        return line.map { .string(String($0)) } ?? texts[n % texts.count]
    case .any:
        if let line { return .string(String(line)) }
        let all = numbers + texts + dates
        return all[n % all.count]
    }
}

/// A value of a kind the parameter does not accept, or nil when it accepts any.
func wrongValue(for parameter: MessageFormat.Parameter) -> MessageArgument? {
    switch parameter.accepts {
    case .number: "3"
    case .date: 3
    case .text: .date(Date(timeIntervalSince1970: 0))
    case .any: nil
    }
}

func format(_ message: MessageFormat, _ arguments: [String: MessageArgument]) -> Result<String, ICUError> {
    Result { () throws(ICUError) in try message.format(arguments) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let locale = input.pick(locales)
    let zone = input.pick(zones)
    let start = Int(input.byte())
    let lines = text(input.rest()).split(separator: "\n", maxSplits: 9, omittingEmptySubsequences: false)
    let pattern = String(lines.first ?? "")
    trace("pattern \(quoted(pattern)) in \(locale), \(zone)")

    let message: MessageFormat
    let made = Result { () throws(ICUError) in try MessageFormat(pattern, locale: locale, timeZone: zone) }
    switch made {
    case .failure(let error):
        trace("-> \(error)")
        require(error.kind == .badInput, "\(quoted(pattern)): an error of kind \(error.kind): \(error)")
        return 0
    case .success(let made):
        message = made
    }
    let parameters = message.parameters
    require(Set(parameters.map(\.name)).count == parameters.count, "\(quoted(pattern)): a parameter named twice: \(parameters)")
    guard let pooled = try? pool.messageFormat(pattern, locale: locale, timeZone: zone) else {
        require(false, "\(quoted(pattern)): made, but not from the pool")
        return 0
    }
    require(pooled.parameters == parameters, "\(quoted(pattern)): the pool's parameters differ: \(pooled.parameters)")

    var arguments: [String: MessageArgument] = [:]
    for (index, parameter) in parameters.enumerated() {
        let line = index + 1 < lines.count ? lines[index + 1] : nil
        arguments[parameter.name] = value(for: parameter, line: line, start + index)
    }
    trace("arguments \(arguments.mapValues { "\($0)".prefix(40) })")
    let first = format(message, arguments)
    trace("-> \(first)")
    if case .failure(let error) = first {
        require(error.kind == .badInput, "\(quoted(pattern)): formatting fails with \(error), not bad input")
    }
    let again = format(message, arguments), fromPool = format(pooled, arguments)
    require(first == again && first == fromPool,
            "\(quoted(pattern)): formatting twice or from the pool differs: \(first), \(again), \(fromPool)")
    let icu = Result { () throws(ICUError) in try message.formatThroughICU(arguments) }
    require(first.map { Array($0.utf8) } == icu.map { Array($0.utf8) },
            "\(quoted(pattern)) (compiled: \(message.isCompiled)): \(first), but ICU writes \(icu)")

    for parameter in parameters.prefix(3) {
        var missing = arguments
        missing[parameter.name] = nil
        if case .success(let text) = format(message, missing) {
            require(false, "\(quoted(pattern)): formats without '\(parameter.name)': \(quoted(text))")
        }
        if let wrong = wrongValue(for: parameter) {
            var typed = arguments
            typed[parameter.name] = wrong
            switch format(message, typed) {
            case .success(let text):
                require(false, "\(quoted(pattern)): formats '\(parameter.name)' = \(wrong): \(quoted(text))")
            case .failure(let error):
                require(error.kind == .badInput, "\(quoted(pattern)): a wrong type fails with \(error), not bad input")
            }
        }
    }
    return 0
}
