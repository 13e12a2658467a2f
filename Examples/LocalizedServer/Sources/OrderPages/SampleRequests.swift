/// The requests the load test sends (`Scripts/rotate.lua` holds the same
/// lists) and the in-process benchmark makes: 20 browser `Accept-Language`
/// headers, 5 zones and 7 currencies. The zone moves on after every 20
/// headers, so every pairing of header and zone comes up; with the currencies
/// the combinations cycle every 700 requests.
public enum SampleRequests {
    public static let acceptLanguages = [
        "en-US,en;q=0.9",
        "en-GB,en;q=0.9",
        "de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7",
        "de-AT,de;q=0.9,en;q=0.8",
        "de-CH,de;q=0.9,fr;q=0.8,en;q=0.7",
        "fr-FR,fr;q=0.9,en;q=0.8",
        "fr-CA,fr;q=0.9,en-CA;q=0.8,en;q=0.7",
        "ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7",
        "ru,en;q=0.9",
        "uk-UA,uk;q=0.9,ru;q=0.8,en-US;q=0.7,en;q=0.6",
        "ja,en-US;q=0.9,en;q=0.8",
        "ja-JP,ja;q=0.9",
        "ar-EG,ar;q=0.9,en;q=0.8",
        "ar-SA,ar;q=0.9,en-US;q=0.8,en;q=0.7",
        "pl-PL,pl;q=0.9",
        "pl,en-US;q=0.9,en;q=0.8",
        "es-ES,es;q=0.9,en;q=0.8",
        "pt-BR,pt;q=0.9,en-US;q=0.8,en;q=0.7",
        "zh-CN,zh;q=0.9,en;q=0.8",
        "nl-NL,nl;q=0.9,en-US;q=0.8,en;q=0.7,de;q=0.6",
    ]

    public static let timeZones = ["Europe/Berlin", "Europe/Moscow", "Asia/Tokyo", "Africa/Cairo", "America/New_York"]

    public static let currencies = ["EUR", "USD", "RUB", "JPY", "PLN", "EGP", "GBP"]

    /// How many requests before the sequence repeats.
    public static let cycle = 700

    /// The `n`-th request's header and query parameters, as `rotate.lua` makes it.
    public static func request(_ n: Int) -> (acceptLanguage: String, query: PageQuery) {
        let n = n % cycle
        let zone = timeZones[(n / acceptLanguages.count) % timeZones.count]
        let currency = currencies[n % currencies.count]
        // The lists hold only well-formed values: the query always reads.
        let query = try! PageQuery { name in
            switch name {
            case "currency": currency
            case "tz": zone
            default: nil
            }
        }
        return (acceptLanguages[n % acceptLanguages.count], query)
    }
}
