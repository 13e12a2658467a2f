import Foundation
import Hummingbird
import HummingbirdTesting
import LocalizedServerApp
import Testing

/// Every route on a live loopback server, compared with whole expected bodies.
///
/// The bodies are in `Expected/`: `<page>.<language>.<json|html>` for the
/// library's pages and, where the Foundation twin's differ, a file of the same
/// name in `Expected/foundation/` (Expected/README.md says why each differs).
/// `LOCALIZED_SERVER_RECORD=1 swift test` writes the bodies the server gives
/// instead of comparing them; check every changed line before committing it.
@Suite struct RouteTests {
    struct Visitor: Sendable {
        var acceptLanguage: String
        var localization: String
        var query: String
    }

    static let visitors = [
        Visitor(acceptLanguage: "en-US,en;q=0.9", localization: "en", query: "currency=USD&tz=America/New_York&count=1"),
        Visitor(acceptLanguage: "de-AT,de;q=0.9,en;q=0.5", localization: "de", query: "currency=EUR&tz=Europe/Berlin&count=3"),
        Visitor(acceptLanguage: "ru-RU,ru;q=0.9", localization: "ru", query: "currency=RUB&tz=Europe/Moscow&count=22"),
    ]

    static let pages = [("quote", "json"), ("orders", "json"), ("orders.html", "html")]

    static let expected = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Expected")
    static let recording = ProcessInfo.processInfo.environment["LOCALIZED_SERVER_RECORD"] != nil

    static func app() throws -> some ApplicationProtocol {
        try buildApplication(configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)))
    }

    @Test func everyRouteInThreeLanguages() async throws {
        try await Self.app().test(.live) { client in
            for prefix in ["", "/foundation"] {
                for (page, fileExtension) in Self.pages {
                    for visitor in Self.visitors {
                        let name = "\(page.replacingOccurrences(of: ".html", with: "")).\(visitor.localization).\(fileExtension)"
                        try await client.execute(uri: "\(prefix)/\(page)?\(visitor.query)", method: .get,
                                                 headers: [.acceptLanguage: visitor.acceptLanguage]) { response in
                            #expect(response.status == .ok, "\(prefix)/\(page) \(visitor.localization)")
                            #expect(response.headers[.contentLanguage] == visitor.localization)
                            #expect(response.headers[.contentType]?.hasPrefix(fileExtension == "json" ? "application/json" : "text/html") == true)
                            try Self.check(String(buffer: response.body), name: name, foundation: !prefix.isEmpty)
                        }
                    }
                }
            }
        }
    }

    /// Compares `body` with its expected file, or records it.
    static func check(_ body: String, name: String, foundation: Bool) throws {
        let own = expected.appendingPathComponent("foundation").appendingPathComponent(name)
        let shared = expected.appendingPathComponent(name)
        if recording {
            if foundation {
                let library = try? String(contentsOf: shared, encoding: .utf8)
                if library == body { try? FileManager.default.removeItem(at: own) } else {
                    try FileManager.default.createDirectory(at: own.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try body.write(to: own, atomically: true, encoding: .utf8)
                }
            } else {
                try body.write(to: shared, atomically: true, encoding: .utf8)
            }
            return
        }
        let file = foundation && FileManager.default.fileExists(atPath: own.path) ? own : shared
        let wanted = try String(contentsOf: file, encoding: .utf8)
        #expect(body == wanted, "\(foundation ? "foundation/" : "")\(name)")
    }

    @Test(arguments: ["", "/foundation"])
    func badQueriesAreBadRequests(prefix: String) async throws {
        let cases: [(String, String)] = [
            ("/quote?currency=EURO", "currency must be an ISO 4217 code of three capital letters, such as EUR; got 'EURO'"),
            ("/quote?currency=eur", "currency must be an ISO 4217 code of three capital letters, such as EUR; got 'eur'"),
            ("/orders?currency=ABC", "currency 'ABC' is not an ISO 4217 currency code"),
            ("/orders.html?tz=Mars/Olympus_Mons", "tz 'Mars/Olympus_Mons' is not a known time zone"),
            ("/orders?tz=", "tz must be a time zone identifier, such as Europe/Berlin; got ''"),
            ("/quote?count=-1", "count must be a whole number from 0 to 1000000000; got '-1'"),
            ("/quote?count=99999999999999999999999", "count must be a whole number from 0 to 1000000000; got '99999999999999999999999'"),
            ("/quote?count=%F0%9F%92%A5", "count must be a whole number from 0 to 1000000000; got '💥'"),
            ("/quote?locale=de%20CH", "locale must be a language tag or locale ID of at most 64 letters, digits, '-' and '_', such as de-CH; got 'de CH'"),
            ("/orders?locale=", "locale must be a language tag or locale ID of at most 64 letters, digits, '-' and '_', such as de-CH; got ''"),
            ("/orders?locale=" + String(repeating: "a", count: 65), "locale must be a language tag or locale ID of at most 64 letters, digits, '-' and '_', such as de-CH; got '" + String(repeating: "a", count: 40) + "…'"),
        ]
        try await Self.app().test(.live) { client in
            for (uri, message) in cases {
                try await client.execute(uri: prefix + uri, method: .get, headers: [.acceptLanguage: "de"]) { response in
                    #expect(response.status == .badRequest, "\(prefix)\(uri)")
                    #expect(response.headers[.contentLanguage] == nil)
                    #expect(String(buffer: response.body) == #"{"error":"\#(message)"}"#, "\(prefix)\(uri)")
                }
            }
        }
    }
}
