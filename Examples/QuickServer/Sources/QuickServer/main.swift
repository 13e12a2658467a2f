import Foundation
import Hummingbird
import ICU

// Made once per process and shared by every request: the strings, and one pool
// for every format, so that one capacity bounds the memory they take.
let pool = FormatterPool(capacity: 256)
let strings = try StringBundle(
    catalog: StringCatalog(contentsOf: Bundle.module.path(forResource: "Localizable", ofType: "xcstrings")!),
    pool: pool
)
let zone = try TimeZoneID("Europe/Berlin")
let delivery = Date(timeIntervalSince1970: 1_388_934_489)

let router = Router()
// GET /cart?count=3 with `Accept-Language: de-AT` answers
//   3 Artikel im Warenkorb
//   Summe: € 1.234,50
//   Lieferung: 5. Jänner 2014
// The visitor's language picks the strings (de); their region stays for the
// numbers and dates (de_AT), when ICU has data for it.
router.get("cart") { request, _ -> Response in
    let count = request.uri.queryParameters["count"].flatMap { Int(String($0)) } ?? 3
    let visitor = strings.negotiate(acceptLanguage: request.headers[values: .acceptLanguage].joined(separator: ","))
    let total = try pool.numberFormat(.currency(code: "EUR"), locale: visitor.locale).format(decimal: "1234.50")
    let day = try pool.dateFormat(date: .long, time: .none, locale: visitor.locale, timeZone: zone).format(delivery)
    func line(_ key: String, _ arguments: MessageArgument...) throws -> String {
        try strings.format(key, localization: visitor.localization, arguments: arguments, locale: visitor.locale) + "\n"
    }
    let body = try line("%lld items in your cart", MessageArgument(count)) + line("Total: %@", .string(total))
        + line("Delivery: %@", .string(day))
    return Response(status: .ok, headers: [.contentLanguage: visitor.localization, .vary: "Accept-Language"],
                    body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
}
router.get("health") { _, _ in HTTPResponse.Status.ok }

let port = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 8080
let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)))
try await app.runService()
