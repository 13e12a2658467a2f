import FoundationPages
import Hummingbird
import ICU
import ICUPages
import OrderPages

/// The server: every page twice, once with this library and once, under
/// `/foundation`, the way an app does it today with Foundation alone —
/// in one process, so one load test or benchmark compares them on equal terms.
///
/// | route | page |
/// |---|---|
/// | `/quote`, `/foundation/quote` | one item, JSON |
/// | `/orders`, `/foundation/orders` | 20 orders and their total, JSON |
/// | `/orders.html`, `/foundation/orders.html` | the same, HTML, the currency symbol in a `<span>` |
///
/// Every page reads `currency` (ISO 4217, `EUR` by default), `tz` (IANA,
/// `UTC` by default) and `locale` (a language picked on the site, ahead of
/// `Accept-Language` when the site has it); `/quote` also `count`, its number
/// of new messages.
///
/// - Throws: when a translation file does not read; the server does not start.
public func buildApplication(
    configuration: ApplicationConfiguration,
    pool: FormatterPool = FormatterPool()
) throws -> some ApplicationProtocol {
    let router = Router()
    addRoutes(to: router, pages: try ICUOrderPages(pool: pool))
    addRoutes(to: router, pages: try FoundationOrderPages(), under: "foundation")
    router.get("health") { _, _ in HTTPResponse.Status.ok }
    return Application(router: router, configuration: configuration)
}

func addRoutes(to router: Router<BasicRequestContext>, pages: some OrderPageRendering, under prefix: String? = nil) {
    let group = prefix.map { router.group(RouterPath($0)) } ?? router.group()
    group.get("quote") { request, _ in
        respond(to: request) { pages.quote(acceptLanguage: acceptLanguage(request), query: $0) }
    }
    group.get("orders") { request, _ in
        respond(to: request) { pages.orders(acceptLanguage: acceptLanguage(request), query: $0, html: false) }
    }
    group.get("orders.html") { request, _ in
        respond(to: request) { pages.orders(acceptLanguage: acceptLanguage(request), query: $0, html: true) }
    }
}

/// Every `Accept-Language` field of the request, as one list.
func acceptLanguage(_ request: Request) -> String {
    request.headers[values: .acceptLanguage].joined(separator: ",")
}

/// The query read and checked, then the page: a bad parameter is a `400`.
func respond(to request: Request, _ page: (PageQuery) -> Page) -> Response {
    let parameters = request.uri.queryParameters
    return Response(Page.rendering { () throws(PageError) in
        page(try PageQuery { parameters.get($0) })
    })
}

extension Response {
    init(_ page: Page) {
        var headers: HTTPFields = [.contentType: page.contentType]
        if let language = page.contentLanguage {
            headers[.contentLanguage] = language
        }
        headers[.vary] = "Accept-Language"
        self.init(
            status: HTTPResponse.Status(code: page.status),
            headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(string: page.body))
        )
    }
}
