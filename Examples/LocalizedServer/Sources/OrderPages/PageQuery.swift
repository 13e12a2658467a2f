/// The query parameters the pages read, checked for shape.
///
/// Whether a well-formed currency code or zone exists is for each
/// implementation to say, from its own data.
public struct PageQuery: Sendable, Hashable {
    /// An ISO 4217 code of three capital letters; `EUR` unless given.
    public var currency: String
    /// An IANA time zone identifier; `UTC` unless given.
    public var timeZone: String
    /// The number of new messages on the quote page.
    public var newMessages: Int
    /// A language the visitor picked on the site (`de-CH`, `pt_BR`), as a
    /// language menu sets it: when the site has it, it takes the place of the
    /// `Accept-Language` header; when not, the header decides.
    public var locale: String?

    /// The longest `locale` read: longer is a `400`.
    public static let localeLimit = 64

    /// The most messages the quote page counts: enough for every plural category.
    public static let newMessagesLimit = 1_000_000_000

    /// Reads `currency`, `tz`, `count` and `locale`; other parameters are ignored.
    ///
    /// - Parameter value: the first value of a parameter, or `nil` when the
    ///   request has none.
    public init(_ value: (String) -> String?) throws(PageError) {
        currency = value("currency") ?? "EUR"
        guard currency.utf8.count == 3, currency.utf8.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) else {
            throw .badRequest("currency must be an ISO 4217 code of three capital letters, such as EUR; got \(Self.quoted(currency))")
        }
        timeZone = value("tz") ?? "UTC"
        guard !timeZone.isEmpty, timeZone.utf8.count <= 64 else {
            throw .badRequest("tz must be a time zone identifier, such as Europe/Berlin; got \(Self.quoted(timeZone))")
        }
        if let count = value("count") {
            guard count.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                  let number = Int(count), number <= Self.newMessagesLimit else {
                throw .badRequest("count must be a whole number from 0 to \(Self.newMessagesLimit); got \(Self.quoted(count))")
            }
            newMessages = number
        } else {
            newMessages = QuoteItem.newMessages
        }
        locale = value("locale")
        if let locale {
            guard !locale.isEmpty, locale.utf8.count <= Self.localeLimit, locale.utf8.allSatisfy(Self.isLocaleByte) else {
                throw .badRequest("locale must be a language tag or locale ID of at most \(Self.localeLimit) letters, digits, '-' and '_', such as de-CH; got \(Self.quoted(locale))")
            }
        }
    }

    static func isLocaleByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "_"): true
        default: false
        }
    }

    /// `value` in quotes, shortened, for an error message.
    public static func quoted(_ value: String) -> String {
        value.count > 40 ? "'\(value.prefix(40))…'" : "'\(value)'"
    }

    public static func unknownCurrency(_ code: String) -> PageError {
        .badRequest("currency \(quoted(code)) is not an ISO 4217 currency code")
    }

    public static func unknownTimeZone(_ identifier: String) -> PageError {
        .badRequest("tz \(quoted(identifier)) is not a known time zone")
    }
}
