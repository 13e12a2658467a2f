// swift-tools-version:6.1
import PackageDescription

// The benchmarks are a package of their own, so the library carries no
// dependency on package-benchmark. Run them from the repository root with
// `swift package --package-path Benchmarks benchmark` (see README.md here).
let package = Package(
    name: "swift-icu-benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        // Named, because a path dependency is otherwise known by its folder name.
        .package(name: "swift-icu", path: "../"),
        // MallocInterposer counts mallocs on Swift 6.3 without jemalloc. Naming
        // the trait leaves out the package's other default trait, the Linux ARC
        // interposer, whose package is not needed for malloc counts.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        // The example server's pages, for ServerPageBenchmarks: only its page
        // libraries are built, not the server.
        .package(name: "LocalizedServer", path: "../Examples/LocalizedServer"),
    ],
    targets: [
        // What every area shares: the sample inputs, the raw-ICU output buffer,
        // the default configuration, and the thread split.
        .target(
            name: "BenchmarkSupport",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ICU", package: "swift-icu"),
                .product(name: "ICUBridge", package: "swift-icu"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// One executable target per area, in Benchmarks/<Area>/, as the plugin expects.
for area in [
    "NumberFormatBenchmarks",
    "DateFormatBenchmarks",
    "PatternGeneratorBenchmarks",
    "PluralRulesBenchmarks",
    "ParseBenchmarks",
    "PoolBenchmarks",
    "CreationBenchmarks",
    "LookupBenchmarks",
    "IDBenchmarks",
    "NegotiationBenchmarks",
    "LocaleBenchmarks",
    "LocaleConventionsBenchmarks",
    "CalendarBenchmarks",
    "LocalizedStringBenchmarks",
] {
    package.targets.append(
        .executableTarget(
            name: area,
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ICU", package: "swift-icu"),
                .product(name: "ICUBridge", package: "swift-icu"),
            ],
            path: "Benchmarks/\(area)",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    )
}

// The example server's pages, in process: the area of its own that depends on
// the example package.
package.targets.append(
    .executableTarget(
        name: "ServerPageBenchmarks",
        dependencies: [
            "BenchmarkSupport",
            .product(name: "Benchmark", package: "benchmark"),
            .product(name: "ICU", package: "swift-icu"),
            .product(name: "OrderPages", package: "LocalizedServer"),
            .product(name: "ICUPages", package: "LocalizedServer"),
            .product(name: "FoundationPages", package: "LocalizedServer"),
        ],
        path: "Benchmarks/ServerPageBenchmarks",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
)
