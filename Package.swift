// swift-tools-version:6.0
import PackageDescription

// `icufmt extract` parses Swift with swift-syntax, the one dependency that takes minutes
// to build. The sanitizer runs (scripts/sanitize) build the package twice more, under
// AddressSanitizer and ThreadSanitizer, and set SWIFT_ICU_WITHOUT_EXTRACTION to leave
// extraction (ICUExtract, its tests and the subcommand) out of those builds.
let extraction = Context.environment["SWIFT_ICU_WITHOUT_EXTRACTION"] == nil
// The ThreadSanitizer run (scripts/sanitize thread) runs only library tests: it sets
// SWIFT_ICU_LIBRARY_TESTS_ONLY to leave icufmt and its tests out of that build.
let libraryTestsOnly = Context.environment["SWIFT_ICU_LIBRARY_TESTS_ONLY"] != nil

let package = Package(
    name: "swift-icu",
    products: [
        .library(name: "ICU", targets: ["ICU"]),
        // The plain-C layer under ICU, for measuring raw ICU calls (Benchmarks/).
        // NOT a stable API: its functions follow the library's needs and may change
        // in any release. It names no ICU type, so it imports beside Foundation.
        .library(name: "ICUBridge", targets: ["ICUBridge"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The system ICU (Debian's libicu-dev). Only ICUBridge includes its headers.
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-i18n",
            providers: [.apt(["libicu-dev"]), .yum(["libicu-devel"]), .brew(["icu4c"])]
        ),
        // Plain-C functions over ICU whose public header names no ICU type, so that
        // clients can import Foundation (and its own ICU) beside the ICU module.
        .target(name: "ICUBridge", dependencies: ["CICU"]),
        .target(name: "ICU", dependencies: ["ICUBridge"]),
        .testTarget(
            name: "ICUTests",
            dependencies: ["ICU", "ICUBridge"],
            // Localized-string files the tests read from their own folder (#filePath).
            exclude: [
                "LocalizedStrings/Fixtures",
                // MessageFormat 2 conformance test data, read by path.
                "Messages/MF2",
                // Unicode's collation conformance data (UCA 15.0.0), read by path.
                "Collation/UCA",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

if !libraryTestsOnly {
    package.products.append(.executable(name: "icufmt", targets: ["icufmt"]))
    package.targets += [
        .executableTarget(
            name: "icufmt",
            dependencies: ["ICU", .product(name: "ArgumentParser", package: "swift-argument-parser")]
                + (extraction ? ["ICUExtract"] as [Target.Dependency] : []),
            swiftSettings: extraction ? [.define("ICU_EXTRACTION")] : []
        ),
        .testTarget(
            name: "icufmtTests",
            dependencies: ["icufmt", "ICU"],
            swiftSettings: extraction ? [.define("ICU_EXTRACTION")] : []
        ),
    ]
}

if extraction && !libraryTestsOnly {
    // Only ICUExtract (`icufmt extract`) parses Swift: the ICU library never builds it.
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"))
    package.targets += [
        // The keys a Swift package looks up, found by parsing its sources, and
        // their merge into a String Catalog or a .strings file (`icufmt extract`).
        .target(
            name: "ICUExtract",
            dependencies: [
                "ICU",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "ICUExtractTests",
            dependencies: ["ICUExtract", "ICU"],
            // The Swift package whose keys the tests extract, read by path.
            exclude: ["Fixtures"]
        ),
    ]
}

// Only the documentation build needs the DocC plugin (README.md, "Documentation"),
// so builds, `swift test` and dependent packages never see it.
if Context.environment["SWIFT_ICU_DOCC"] != nil {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}
