import Foundation
import FoundationPages
import ICU
import ICUPages
import OrderPages
import Testing

/// The requests the load test and the benchmark send: the same lists in
/// `Scripts/rotate.lua` as in `SampleRequests`, and every one a page.
@Suite struct SampleRequestTests {
    /// The quoted strings of the Lua table `local name = { … }`.
    static func luaList(_ name: String, in script: String) throws -> [String] {
        let start = try #require(script.range(of: "local \(name) = {"))
        let end = try #require(script[start.upperBound...].firstIndex(of: "}"))
        return script[start.upperBound..<end].split(separator: "\"", omittingEmptySubsequences: false)
            .enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    @Test func theLoadTestSendsTheSameRequests() throws {
        let script = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scripts/rotate.lua")
        let text = try String(contentsOf: script, encoding: .utf8)
        #expect(try Self.luaList("languages", in: text) == SampleRequests.acceptLanguages)
        #expect(try Self.luaList("zones", in: text) == SampleRequests.timeZones)
        #expect(try Self.luaList("currencies", in: text) == SampleRequests.currencies)
        #expect(SampleRequests.cycle == SampleRequests.acceptLanguages.count * SampleRequests.timeZones.count
                    * SampleRequests.currencies.count)
    }

    @Test func everySampleRequestIsAPageInTheSameLanguage() throws {
        let icu = try ICUOrderPages(pool: FormatterPool())
        let foundation = try FoundationOrderPages()
        for n in 0..<SampleRequests.cycle {
            let (header, query) = SampleRequests.request(n)
            let quote = icu.quote(acceptLanguage: header, query: query)
            #expect(quote.status == 200, "\(n): \(quote.body)")
            #expect(quote.contentLanguage == foundation.quote(acceptLanguage: header, query: query).contentLanguage)
            let orders = icu.orders(acceptLanguage: header, query: query, html: true)
            #expect(orders.status == 200, "\(n): \(orders.body)")
            #expect(foundation.orders(acceptLanguage: header, query: query, html: true).status == 200)
        }
    }
}
