import ArgumentParser
import Hummingbird
import LocalizedServerApp

@main
struct LocalizedServer: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve localized pages with swift-icu, and their Foundation twins under /foundation."
    )

    @Option(help: "The address to listen on.")
    var hostname = "127.0.0.1"

    @Option(help: "The port to listen on.")
    var port = 8080

    func run() async throws {
        let app = try buildApplication(
            configuration: ApplicationConfiguration(address: .hostname(hostname, port: port), serverName: "LocalizedServer")
        )
        try await app.runService()
    }
}
