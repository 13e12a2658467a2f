import Foundation
import Testing

/// docs/architecture.md's Layout names every folder there is, and no other:
/// every folder of `Sources/` and `Tests/` (not inside test fixtures), and the
/// repository's top folders.
///
/// In the Layout block, a line whose first word ends in `/` names a folder,
/// inside the nearest folder above it that is indented less.
@Suite("Documentation: layout")
struct ArchitectureLayoutTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folders the Layout block names, as paths from the repository's root (`Sources/ICU/Pool`).
    static func documentedFolders(in text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let heading = lines.firstIndex(of: "## Layout"),
              let open = lines[heading...].firstIndex(where: { $0.hasPrefix("```") }),
              let close = lines[(open + 1)...].firstIndex(where: { $0.hasPrefix("```") })
        else { return [] }
        var folders: [String] = []
        var enclosing: [(indent: Int, path: String)] = []
        for line in lines[(open + 1)..<close] {
            let indent = line.prefix(while: { $0 == " " }).count
            guard let word = line.dropFirst(indent).split(separator: " ", maxSplits: 1).first,
                  word.hasSuffix("/") else { continue }
            while let last = enclosing.last, last.indent >= indent { enclosing.removeLast() }
            let path = (enclosing.last.map { $0.path + "/" } ?? "") + word.dropLast()
            folders.append(path)
            enclosing.append((indent, path))
        }
        return folders
    }

    /// The folders there are: the top ones but hidden and build folders, and every
    /// folder of `Sources/` and `Tests/`, but none inside a `Fixtures` folder.
    static func actualFolders() throws -> Set<String> {
        let fileManager = FileManager.default
        func folders(in path: String) throws -> [String] {
            try fileManager.contentsOfDirectory(atPath: root.appendingPathComponent(path).path).filter { name in
                var isFolder: ObjCBool = false
                return !name.hasPrefix(".")
                    && fileManager.fileExists(atPath: root.appendingPathComponent(path + "/" + name).path, isDirectory: &isFolder)
                    && isFolder.boolValue
            }
        }
        var found = Set(try folders(in: "."))
        var pending = ["Sources", "Tests"]
        while let folder = pending.popLast() {
            for name in try folders(in: folder) {
                found.insert(folder + "/" + name)
                if name != "Fixtures" { pending.append(folder + "/" + name) }
            }
        }
        return found
    }

    @Test func layoutNamesEveryFolderAndNoOther() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let documented = Self.documentedFolders(in: text).filter { !$0.hasPrefix(".") }
        #expect(documented.count > 40, "the Layout block of docs/architecture.md was not found")
        #expect(documented.count == Set(documented).count, "folders named twice: \(documented)")
        let actual = try Self.actualFolders()
        let missing = actual.subtracting(documented).sorted()
        let extra = Set(documented).subtracting(actual).sorted()
        #expect(missing.isEmpty, "folders that docs/architecture.md's Layout does not name: \(missing)")
        #expect(extra.isEmpty, "folders that docs/architecture.md's Layout names but that do not exist: \(extra)")
    }

    /// The parser itself: nesting by indentation, descriptions and their continuation lines skipped.
    @Test func foldersAreReadByIndentation() {
        let text = """
            ## Layout

            ```
            Sources/
              ICU/                 the library: see Pool/ below
                Pool/              FormatterPool
                                   (+Storage) and the like/
              icufmt/              the CLI
            docs/                  the guides
            ```
            """
        #expect(Self.documentedFolders(in: text) == ["Sources", "Sources/ICU", "Sources/ICU/Pool", "Sources/icufmt", "docs"])
    }
}
