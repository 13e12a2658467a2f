import ArgumentParser
import FoundationEssentials
import ICU

struct ISO8601Command: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "iso8601",
        abstract: "Rewrite instants as RFC 3339, ISO 8601 or HTTP dates, to the nanosecond, without a locale.",
        discussion: """
            Each instant is ISO 8601 or RFC 3339, in any of its forms, such as 2014-02-07T12:00:00-07:00, \
            20140207T190000Z, 2014-W06-5T19:00Z, 2014-038 or 1985-04-12T23:20:50.52Z, or @ and Unix seconds \
            with up to nine fraction digits, such as @1391799600.25. It is written in UTC, whatever TZ says, \
            or at the offset of --time-zone at that instant: rfc3339 (2014-02-07T19:00:00Z), basic (20140207T190000Z), \
            date (2014-02-07) or http (Fri, 07 Feb 2014 19:00:00 GMT, always in GMT, to the second). \
            Fraction digits are those the instant needs, or --fraction's, truncated.
            """ + "\n\n" + Batch.help
    )

    enum Form: String, ExpressibleByArgument, CaseIterable {
        case rfc3339, http, basic, date
    }

    @Option(help: ArgumentHelp("Write this form.", valueName: "form"))
    var format: Form = .rfc3339

    @Option(help: ArgumentHelp("Write this many fraction digits, 0 to 9, truncating (rfc3339 and basic only).",
                               valueName: "n"))
    var fraction: Int?

    @OptionGroup var options: GlobalOptions

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The instants to rewrite.", valueName: "instant"))
    var instants: [String] = []

    mutating func validate() throws {
        instants = try operands(instants)
        if let fraction {
            guard (0...9).contains(fraction) else { throw ValidationError("--fraction takes 0 to 9 digits.") }
            guard format == .rfc3339 || format == .basic else {
                throw ValidationError("--fraction applies to the rfc3339 and basic forms only.")
            }
        }
    }

    func run() throws {
        let zone = options.timeZone
        let writer: (ExactInstant, UTCOffset) throws(ICUError) -> String
        switch format {
        case .http:
            let http = HTTPDateFormat()
            writer = { instant, _ throws(ICUError) in try http.format(instant) }
        case .rfc3339, .basic, .date:
            let representation: ISO8601Format.Representation = switch format {
            case .basic: .basic
            case .date: .date
            default: .extended
            }
            let iso = try ISO8601Format(representation: representation, fractionDigits: fraction)
            writer = { instant, offset in iso.format(instant, utcOffset: offset) }
        }
        try Batch(options: options, category: .time).run(instants) { _ throws(ICUError) in
            writer
        } convert: { write, text throws(ICUError) in
            let instant = try Self.instant(text)
            var offset = UTCOffset.zero
            if let zone {
                offset = try UTCOffset(seconds: zone.offsets(at: Date(instant)).total)
            }
            return try write(instant, offset)
        }
    }

    /// An instant in any ISO 8601 form, or `@` and Unix seconds with up to nine fraction digits.
    static func instant(_ text: String) throws(ICUError) -> ExactInstant {
        guard text.utf8.first == UInt8(ascii: "@") else { return try ISO8601Format.iso8601.parse(text) }
        let body = text.utf8.dropFirst()
        let negative = body.first == UInt8(ascii: "-")
        let digits = negative || body.first == UInt8(ascii: "+") ? body.dropFirst() : body
        let parts = digits.split(separator: UInt8(ascii: "."), maxSplits: 1, omittingEmptySubsequences: false)
        let isDigits = { (part: Substring.UTF8View.SubSequence) in part.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
        guard let whole = parts.first, !whole.isEmpty, whole.count <= 12, isDigits(whole),
              parts.count == 1 || (parts[1].count >= 1 && parts[1].count <= 9 && isDigits(parts[1])),
              let seconds = Int64(String(decoding: whole, as: UTF8.self)) else {
            throw ICUError(code: .parseError, operation: "reading '\(text.prefix(64))' as an instant",
                           reason: "expected ISO 8601 such as 2014-02-07T12:00:00-07:00, or @ and Unix seconds such as @1391799600.25")
        }
        let fraction = parts.count == 2 ? Array(parts[1]) : []
        var nanoseconds: Int64 = 0
        for index in 0..<9 { nanoseconds = nanoseconds * 10 + Int64(index < fraction.count ? fraction[index] - 0x30 : 0) }
        let instant = ExactInstant(secondsSince1970: seconds, nanoseconds: nanoseconds)
        return negative ? ExactInstant(secondsSince1970: -seconds, nanoseconds: -nanoseconds) : instant
    }
}
