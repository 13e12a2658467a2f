// swift-tools-version:6.1
import PackageDescription

// The shortest server to copy: see README.md here.
let package = Package(
    name: "QuickServer",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "swift-icu", path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    ],
    targets: [
        .executableTarget(
            name: "QuickServer",
            dependencies: [
                .product(name: "ICU", package: "swift-icu"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            resources: [.copy("Localizable.xcstrings")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
