import FoundationPages
import ICU
import ICUPages
import OrderPages
import Testing

/// Pages made from many tasks at once, through the one shared pool and the
/// twin's one locked cache, are the pages made one at a time.
@Suite struct ConcurrencyTests {
    @Test func manyTasksGetTheSamePages() async throws {
        let implementations: [any OrderPageRendering] = [try ICUOrderPages(pool: FormatterPool()), try FoundationOrderPages()]
        let requests = [("de", "EUR", "Europe/Berlin"), ("ru", "RUB", "Europe/Moscow"), ("ar", "EGP", "Africa/Cairo"),
                        ("ja", "JPY", "Asia/Tokyo")]
        for pages in implementations {
            var wanted: [String] = []
            for (language, currency, zone) in requests {
                let query = try PageQuery { ["currency": currency, "tz": zone][$0] }
                wanted.append(pages.orders(acceptLanguage: language, query: query, html: true).body)
            }
            let expected = wanted
            try await withThrowingTaskGroup(of: Void.self) { group in
                for task in 0..<8 {
                    group.addTask {
                        for round in 0..<25 {
                            let index = (task + round) % requests.count
                            let (language, currency, zone) = requests[index]
                            let query = try PageQuery { ["currency": currency, "tz": zone][$0] }
                            #expect(pages.orders(acceptLanguage: language, query: query, html: true).body == expected[index])
                        }
                    }
                }
                try await group.waitForAll()
            }
        }
    }
}
