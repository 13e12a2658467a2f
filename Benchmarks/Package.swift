// swift-tools-version:6.1
import Foundation
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

// One executable target per area: every folder of Benchmarks/, as the plugin
// expects, so that a new area is its folder and nothing else.
let areaFolder = Context.packageDirectory + "/Benchmarks"
let areas = ((try? FileManager.default.contentsOfDirectory(atPath: areaFolder)) ?? []).filter { name in
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: areaFolder + "/" + name, isDirectory: &isFolder) && isFolder.boolValue
}
// What an area depends on, unless it is named here.
let areaDependencies: [Target.Dependency] = [
    "BenchmarkSupport",
    .product(name: "Benchmark", package: "benchmark"),
    .product(name: "ICU", package: "swift-icu"),
    .product(name: "ICUBridge", package: "swift-icu"),
]
let dependenciesOfArea: [String: [Target.Dependency]] = [
    // The example server's pages, in process: the area that depends on the example package.
    "ServerPageBenchmarks": [
        "BenchmarkSupport",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "ICU", package: "swift-icu"),
        .product(name: "OrderPages", package: "LocalizedServer"),
        .product(name: "ICUPages", package: "LocalizedServer"),
        .product(name: "FoundationPages", package: "LocalizedServer"),
    ],
]
for area in areas.sorted() {
    package.targets.append(
        .executableTarget(
            name: area,
            dependencies: dependenciesOfArea[area] ?? areaDependencies,
            path: "Benchmarks/\(area)",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    )
}
