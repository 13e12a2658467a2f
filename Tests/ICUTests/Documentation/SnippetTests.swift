import Foundation
import Testing

/// Every Swift snippet of the README, the guides in docs/ (the DocC catalog
/// links most of them), the catalog's own articles and the doc comments compiles against the library as it is,
/// and none writes `try` before a call that cannot throw.
///
/// Each snippet becomes the body of its own `async throws` function in one
/// file, type-checked by `swiftc` with the modules this test was built with;
/// a `#sourceLocation` makes errors point at the snippet's own file and line.
@Suite("Documentation: snippets")
struct SnippetTests {
    struct Snippet {
        let file: String
        let line: Int
        let code: String
        /// The file a block quotes, from an `<!-- excerpt: PATH -->` line just above its
        /// fence: such a block is not compiled alone (it uses its file's names), and
        /// every one of its lines must be in that file, in order, which CI builds.
        var excerptOf: String? = nil
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The snippets of a Markdown file: its ```swift blocks.
    static func markdownSnippets(_ path: String) throws -> [Snippet] {
        let lines = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        return blocks(lines.map(String.init), file: path)
    }

    /// The snippets of the doc comments of a Swift file: ```swift blocks in `///` lines.
    static func docCommentSnippets(_ path: String) throws -> [Snippet] {
        let lines = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { line -> String in
                let trimmed = line.drop(while: { $0 == " " })
                guard trimmed.hasPrefix("///") else { return "" }
                let text = trimmed.dropFirst(3)
                return String(text.hasPrefix(" ") ? text.dropFirst() : text)
            }
        return blocks(lines, file: path)
    }

    static func blocks(_ lines: [String], file: String) -> [Snippet] {
        var snippets: [Snippet] = []
        var start: Int?
        for (index, line) in lines.enumerated() {
            let fence = line.trimmingCharacters(in: .whitespaces)
            if let first = start {
                if fence == "```" {
                    snippets.append(Snippet(file: file, line: first + 2, code: lines[(first + 1)..<index].joined(separator: "\n")))
                    start = nil
                }
            } else if fence == "```swift" {
                start = index
            }
        }
        // A block quoting a file says so on the line above its fence.
        for (i, snippet) in snippets.enumerated() {
            let above = snippet.line - 3
            guard above >= 0 else { continue }
            let line = lines[above].trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("<!-- excerpt: "), line.hasSuffix(" -->") {
                snippets[i].excerptOf = String(line.dropFirst("<!-- excerpt: ".count).dropLast(" -->".count))
            }
        }
        return snippets
    }

    /// Whether every non-empty line of `excerpt` is a line of `source`, in order
    /// (each compared without its leading and trailing blanks); a line `…` leaves
    /// lines out.
    static func isExcerpt(_ excerpt: String, of source: String) -> Bool {
        func lines(_ text: String) -> [String] {
            text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        var remaining = lines(source)[...]
        for line in lines(excerpt) where line != "…" {
            guard let at = remaining.firstIndex(of: line) else { return false }
            remaining = remaining[(at + 1)...]
        }
        return true
    }

    static func allSnippets() throws -> [Snippet] {
        let fileManager = FileManager.default
        var markdown = ["README.md"]
        // Every guide in docs/, whether or not the catalog links it, under its own path.
        for name in try fileManager.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path).sorted()
        where name.hasSuffix(".md") {
            markdown.append("docs/\(name)")
        }
        // The catalog's own articles (the others are links to the guides, read above).
        let catalog = "Sources/ICU/ICU.docc"
        for name in try fileManager.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path).sorted()
        where name.hasSuffix(".md")
            && (try? fileManager.destinationOfSymbolicLink(atPath: root.appendingPathComponent("\(catalog)/\(name)").path)) == nil {
            markdown.append("\(catalog)/\(name)")
        }
        var snippets = try markdown.flatMap(markdownSnippets)
        let sources = root.appendingPathComponent("Sources/ICU")
        let enumerator = try #require(fileManager.enumerator(atPath: sources.path))
        for case let path as String in enumerator where path.hasSuffix(".swift") {
            snippets += try docCommentSnippets("Sources/ICU/\(path)")
        }
        return snippets
    }

    /// One Swift file: the snippets' imports, then each snippet as a function.
    static func program(_ snippets: [Snippet]) -> String {
        var imports: Set<String> = ["import ICU", "import FoundationEssentials"]
        var bodies: [String] = []
        for (index, snippet) in snippets.enumerated() {
            var body: [String] = []
            for line in snippet.code.split(separator: "\n", omittingEmptySubsequences: false) {
                // An SPI import (`@_spi(Testing) import ICU`) is an import too.
                if line.hasPrefix("import ") || (line.hasPrefix("@_spi(") && line.contains(") import ")) { imports.insert(String(line)); body.append("") } else { body.append(String(line)) }
            }
            bodies.append("""
                func snippet\(index)() async throws {
                #sourceLocation(file: "\(snippet.file)", line: \(snippet.line))
                \(body.joined(separator: "\n"))
                #sourceLocation()
                }
                """)
        }
        return imports.sorted().joined(separator: "\n") + "\n\n" + bodies.joined(separator: "\n\n") + "\n"
    }

    @Test func everyExcerptIsItsFilesText() throws {
        let excerpts = try Self.allSnippets().filter { $0.excerptOf != nil }
        #expect(excerpts.contains { $0.file == "docs/server.md" })
        for excerpt in excerpts {
            let path = try #require(excerpt.excerptOf)
            let source = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            #expect(Self.isExcerpt(excerpt.code, of: source),
                    "\(excerpt.file):\(excerpt.line): the block is not, line by line, in \(path)")
        }
    }

    @Test func anExcerptIsCheckedLineByLine() {
        let source = "func f() {\n    let a = 1\n    let b = 2\n}\n"
        #expect(Self.isExcerpt("let a = 1\n\nlet b = 2", of: source))
        #expect(Self.isExcerpt("func f() {\n    …\n    let b = 2", of: source))
        #expect(!Self.isExcerpt("let b = 2\nlet a = 1", of: source))
        #expect(!Self.isExcerpt("let a = 1\nlet c = 3", of: source))
    }

    @Test func everySnippetCompiles() throws {
        let snippets = try Self.allSnippets().filter { $0.excerptOf == nil }
        #expect(snippets.contains { $0.file == "README.md" })
        #expect(snippets.contains { $0.file.hasPrefix("Sources/ICU/ICU.docc/") })
        // Every guide is read, the ones the catalog does not link among them.
        #expect(snippets.contains { $0.file == "docs/pool.md" })
        #expect(snippets.count > 20)

        // The modules next to this test's executable: Modules/ICU.swiftmodule and the bridge's module map.
        let build = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            .deletingLastPathComponent()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swift-icu-snippets-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Snippets.swift")
        try Self.program(snippets).write(to: file, atomically: true, encoding: .utf8)

        let swiftc = Process()
        swiftc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        swiftc.arguments = ["swiftc", "-typecheck", "-swift-version", "6",
                            "-module-cache-path", directory.appendingPathComponent("cache").path,
                            "-I", build.appendingPathComponent("Modules").path,
                            "-Xcc", "-fmodule-map-file=\(build.appendingPathComponent("ICUBridge.build/module.modulemap").path)",
                            "-Xcc", "-I\(Self.root.appendingPathComponent("Sources/ICUBridge/include").path)",
                            file.path]
        let errors = Pipe()
        swiftc.standardError = errors
        swiftc.standardOutput = FileHandle.nullDevice
        try swiftc.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        swiftc.waitUntilExit()
        let diagnostics = output.split(separator: "\n").filter {
            $0.contains("error:") || $0.contains("no calls to throwing functions occur within 'try'")
        }
        #expect(swiftc.terminationStatus == 0 && diagnostics.isEmpty,
                "\(diagnostics.count) problems in \(snippets.count) snippets:\n\(diagnostics.prefix(30).joined(separator: "\n"))")
    }
}
