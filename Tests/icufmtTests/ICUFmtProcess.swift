import Foundation
import Testing

/// What one run of the built `icufmt` printed and returned.
struct Outcome: Equatable, CustomStringConvertible {
    var stdout: String
    var stderr: String = ""
    var status: Int32 = 0

    var description: String {
        "status \(status)\nstdout: \(stdout.debugDescription)\nstderr: \(stderr.debugDescription)"
    }
}

/// Runs the built `icufmt` with `LANG=C.UTF-8` and nothing else from the
/// environment but `TZ` (when given) and `environment`, feeding `stdin`
/// to its standard input.
///
/// It does not throw, so that `#expect(icufmt(…) == Outcome(…))` shows both
/// sides when they differ; a failure to run is an outcome with status -1.
func icufmt(_ arguments: String..., stdin: String = "", timeZone: String? = nil,
            environment: [String: String] = [:]) -> Outcome {
    icufmt(arguments: arguments, stdin: stdin, timeZone: timeZone, environment: environment)
}

/// ``icufmt(_:stdin:timeZone:environment:)`` with the arguments in an array.
func icufmt(arguments: [String], stdin: String = "", timeZone: String? = nil,
            environment: [String: String] = [:]) -> Outcome {
    do {
        return try run(arguments, stdin: stdin, timeZone: timeZone, environment: environment)
    } catch {
        return Outcome(stdout: "", stderr: "could not run icufmt: \(error)", status: -1)
    }
}

/// Runs `script` with `/bin/sh -c`, `$0` being the built `icufmt` and `$@`
/// the arguments, so that the script can set up what a `Process` cannot,
/// such as `exec "$0" "$@" >&-` for a closed standard output.
func icufmt(shell script: String, _ arguments: String..., stdin: String = "", timeZone: String? = nil) -> Outcome {
    do {
        let executable = try ICUFmtExecutable.url()
        return try run(["-c", script, executable.path] + arguments, executable: URL(fileURLWithPath: "/bin/sh"),
                       stdin: stdin, timeZone: timeZone, environment: [:])
    } catch {
        return Outcome(stdout: "", stderr: "could not run icufmt: \(error)", status: -1)
    }
}

private func run(_ arguments: [String], executable: URL? = nil, stdin: String, timeZone: String?,
                 environment extraEnvironment: [String: String]) throws -> Outcome {
    let process = Process()
    process.executableURL = try executable ?? ICUFmtExecutable.url()
    process.arguments = arguments
    var environment = ["LANG": "C.UTF-8"]
    if let timeZone { environment["TZ"] = timeZone }
    environment.merge(extraEnvironment) { _, new in new }
    process.environment = environment

    // Files, not pipes, for the output: nothing can fill up and block while we wait.
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("icufmtTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let stdoutURL = directory.appendingPathComponent("stdout")
    let stderrURL = directory.appendingPathComponent("stderr")
    try Data().write(to: stdoutURL)
    try Data().write(to: stderrURL)
    let stdoutHandle = try FileHandle(forWritingTo: stdoutURL)
    let stderrHandle = try FileHandle(forWritingTo: stderrURL)
    process.standardOutput = stdoutHandle
    process.standardError = stderrHandle
    // A file for the input too: a run that stops early cannot break a pipe we still write to.
    let stdinURL = directory.appendingPathComponent("stdin")
    try Data(stdin.utf8).write(to: stdinURL)
    let stdinHandle = try FileHandle(forReadingFrom: stdinURL)
    process.standardInput = stdinHandle

    try process.run()
    process.waitUntilExit()
    try stdinHandle.close()
    try stdoutHandle.close()
    try stderrHandle.close()

    return Outcome(stdout: String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
                   stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self),
                   status: process.terminationStatus)
}

/// Finds the `icufmt` that `swift build` or `swift test` built.
enum ICUFmtExecutable {
    struct NotFound: Error, CustomStringConvertible {
        var searched: [String]
        var description: String {
            "no icufmt executable in \(searched); run `swift build`, or set ICUFMT to its path"
        }
    }

    static func url() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["ICUFMT"] { return URL(fileURLWithPath: path) }
        let candidates = searchDirectories().map { $0.appendingPathComponent("icufmt") }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw NotFound(searched: candidates.map(\.path))
        }
        return found
    }

    /// The products directory of the build that made this test binary (so a
    /// custom `--scratch-path` works), then the package's `.build/debug`.
    private static func searchDirectories() -> [URL] {
        var directories: [URL] = []
        #if os(Linux)
        directories.append(URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent())
        #endif
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        if let executable = Bundle.main.executableURL {
            directories.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        directories.append(packageRoot.appendingPathComponent(".build/debug"))
        return directories
    }
}
