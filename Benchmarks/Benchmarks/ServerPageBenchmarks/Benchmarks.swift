// The example server's pages in process — `/quote`, `/orders` and `/orders.html` of
// `Examples/LocalizedServer` made by `ICUOrderPages` and by its Foundation twin `FoundationOrderPages`
// for the load test's 700 requests, one page a call; the package depends on the example's page
// libraries, not on its server.
import Benchmark
import BenchmarkSupport
import FoundationPages
import ICU
import ICUPages
import OrderPages

// The example server's pages (Examples/LocalizedServer), made in process: what
// a request handler does once Hummingbird has read the request — negotiate the
// Accept-Language header, check the query, format, write the body — with no
// socket, parsing or response writing around it.
//
// Page.<page>.<row>, page quote, orders (JSON) or orders.html (the currency
// symbol marked, from formatToParts):
//   library     ICUOrderPages: a StringBundle that negotiates, one FormatterPool for it and every format
//   Foundation  FoundationOrderPages: the twin as an app writes it today on Linux —
//               NumberFormatter and DateFormatter cached per locale under a lock,
//               String(format:locale:), hand-written Accept-Language match and
//               plural rules
// Each call is the next of the load test's requests (SampleRequests: 20 browser
// headers × 5 zones × 7 currencies, the sequence Scripts/rotate.lua sends), so
// both rows meet every language, zone and currency. Names: Page.<page>.<row>,
// and `.paired` (see `compare`), whose permille metric is the ratio.
//
// No raw-ICU row: a page is many services at once; each service's raw-ICU row
// is in its own area (NumberFormatBenchmarks, DateFormatBenchmarks,
// LocalizedStringBenchmarks, NegotiationBenchmarks).

let benchmarks: @Sendable () -> Void = {
    useDefaultConfiguration()
    // A page takes microseconds: one call an iteration, not 1,000.
    Benchmark.defaultConfiguration.scalingFactor = .one
    // A paired iteration of the list pages takes about 30 ms (20 calls of each
    // row): 2 s gives it some 60 iterations, where 500 ms gave 15.
    Benchmark.defaultConfiguration.maxDuration = .seconds(2)
    // A page's malloc count depends on the request (the language's text, the
    // zone's names): no malloc threshold.
    Benchmark.defaultConfiguration.thresholds = [:]

    let library = try! ICUOrderPages(pool: FormatterPool())
    let foundation = try! FoundationOrderPages()
    let pages: [(String, (any OrderPageRendering, Int) -> Page)] = [
        ("quote", { pages, n in
            let (header, query) = SampleRequests.request(n)
            return pages.quote(acceptLanguage: header, query: query)
        }),
        ("orders", { pages, n in
            let (header, query) = SampleRequests.request(n)
            return pages.orders(acceptLanguage: header, query: query, html: false)
        }),
        ("orders.html", { pages, n in
            let (header, query) = SampleRequests.request(n)
            return pages.orders(acceptLanguage: header, query: query, html: true)
        }),
    ]
    for (name, page) in pages {
        // Every request of the cycle is a page in the same language from both,
        // and made once here, so every formatter either side caches exists
        // before the measurement.
        for n in 0..<SampleRequests.cycle {
            let mine = page(library, n)
            let theirs = page(foundation, n)
            precondition(mine.status == 200 && theirs.status == 200 && mine.contentLanguage == theirs.contentLanguage,
                         "\(name) \(n): \(mine.body) / \(theirs.body)")
        }
        var libraryCalls = 0
        var foundationCalls = 0
        compare("Page.\(name)", calls: 20, [
            Row("library") { () -> Page in
                libraryCalls += 1
                return page(library, libraryCalls)
            },
            Row("Foundation") { () -> Page in
                foundationCalls += 1
                return page(foundation, foundationCalls)
            },
        ])
    }
}
