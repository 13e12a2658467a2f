// swift-tools-version:6.1
import PackageDescription

// An example server, a package of its own so that the library carries no
// dependency on a server framework. See README.md here.
let package = Package(
    name: "LocalizedServer",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "LocalizedServer", targets: ["LocalizedServer"]),
        // The pages without the server, for the repository's in-process
        // benchmark (Benchmarks/Benchmarks/ServerPageBenchmarks).
        .library(name: "OrderPages", targets: ["OrderPages"]),
        .library(name: "ICUPages", targets: ["ICUPages"]),
        .library(name: "FoundationPages", targets: ["FoundationPages"]),
    ],
    dependencies: [
        // Named, because a path dependency is otherwise known by its folder name.
        .package(name: "swift-icu", path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // What both implementations share and neither formats: the translations
        // (Resources/), the 20 orders, and the JSON and HTML the pages are written in.
        .target(name: "OrderPages", resources: [.copy("Resources")]),
        // The pages with this library: StringBundle, SupportedLocales, FormatterPool.
        .target(
            name: "ICUPages",
            dependencies: ["OrderPages", .product(name: "ICU", package: "swift-icu")]
        ),
        // The same pages as an app does them today with Foundation on Linux. A
        // target of its own, so that nothing in it can reach for the ICU module.
        .target(
            name: "FoundationPages",
            dependencies: ["OrderPages"]
        ),
        // The routes of both, on Hummingbird: a library, so tests build the
        // same application the executable runs.
        .target(
            name: "LocalizedServerApp",
            dependencies: [
                "ICUPages", "FoundationPages",
                .product(name: "ICU", package: "swift-icu"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
        .executableTarget(
            name: "LocalizedServer",
            dependencies: [
                "LocalizedServerApp",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "LocalizedServerTests",
            dependencies: [
                "LocalizedServerApp", "OrderPages", "ICUPages", "FoundationPages",
                .product(name: "ICU", package: "swift-icu"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ],
            // The expected bodies, read from the test's own folder (#filePath).
            exclude: ["Expected"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
