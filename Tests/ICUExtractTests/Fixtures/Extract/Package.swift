// swift-tools-version:6.0
// A package whose keys ICUExtractTests extracts; it is read, never built.
import PackageDescription

let package = Package(name: "App", targets: [.executableTarget(name: "App", dependencies: [])])
