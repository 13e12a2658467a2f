/// Checks localized-string files — `.strings`, `.stringsdict` and `.xcstrings`
/// — the way a translator's tools should before they ship: syntax, structure,
/// plural coverage for each language, format agreement with the development
/// language, and completeness across a resources directory.
///
/// ```swift
/// let lint = StringLint()
/// for diagnostic in lint.lint(["Resources"]) {
///     print(diagnostic)   // Resources/ru.lproj/Localizable.stringsdict:9:5: error: … [plural-missing-category]
/// }
/// ```
///
/// Every fault is a ``LintDiagnostic`` with its file, line and column; a
/// file that cannot be read, or is not text at all, gives a diagnostic, never
/// a thrown error. The plural checks use the categories of the language's
/// CLDR rules (`uplrules_getKeywords`).
public struct StringLint: Sendable {
    /// What the values of the tables are written in.
    public enum MessageSyntax: String, Sendable, Hashable, CaseIterable {
        /// Apple's printf-style formats with `%#@variable@` plurals (`String(format:)`).
        case printf
        /// ICU MessageFormat (``MessageFormat``): `{count, plural, one {…} other {…}}`.
        case icu
        /// Unicode MessageFormat 2 (``MessageFormat2``): `.input {$count :number} .match $count …`.
        case messageFormat2 = "mf2"
    }

    /// How the files are read and compared.
    public struct Options: Sendable, Hashable {
        /// What the tables' values are written in.
        public var messageSyntax: MessageSyntax
        /// The language translations are compared with: the `.lproj` folder or
        /// catalog language of this locale (`pt-BR.lproj` for `pt_BR`); `nil`, or a
        /// locale no folder or catalog language names, takes a catalog's
        /// `sourceLanguage`, and for `.lproj` folders `en` (or `Base` when there is
        /// no `en.lproj`). A folder whose name is not a locale ID (`My Strings.lproj`)
        /// is never the development language.
        public var developmentLanguage: LocaleID?

        /// Settings; the defaults read printf-style formats and find the development language.
        public init(messageSyntax: MessageSyntax = .printf, developmentLanguage: LocaleID? = nil) {
            self.messageSyntax = messageSyntax
            self.developmentLanguage = developmentLanguage
        }
    }

    /// The language of files that no `.lproj` folder or catalog names; `nil`
    /// leaves their plural coverage unchecked.
    public var locale: LocaleID?
    /// How the files are read and compared.
    public var options: Options

    /// What the tables' values are written in.
    var messageSyntax: MessageSyntax { options.messageSyntax }

    /// A lint with the given settings.
    ///
    /// A lint never throws: an invalid locale literal (`"!!"`) as `locale` or
    /// ``Options/developmentLanguage`` names no folder and leaves the plural
    /// coverage of files without a language unchecked, as `nil` does.
    public init(locale: LocaleID? = nil, options: Options = .init()) {
        self.locale = locale
        self.options = options
    }

    /// The folder or catalog language among `names` that ``Options/developmentLanguage``
    /// names: the first, sorted, whose name is the same locale ID.
    func developmentFolder(among names: some Sequence<String>) -> String? {
        guard let development = options.developmentLanguage else { return nil }
        return names.sorted().first { (try? LocaleID($0)) == development }
    }

    /// The extensions of the files linted.
    static let extensions = ["strings", "stringsdict", "xcstrings"]
    /// The deepest folder walked below a directory given.
    static let folderDepthLimit = 16

    /// Lints files and resource directories (walked for `.strings`,
    /// `.stringsdict` and `.xcstrings` files; `.lproj` folders of one
    /// directory are compared with each other).
    ///
    /// - Returns: The diagnostics, by file, line and column.
    public func lint(_ paths: [String]) -> [LintDiagnostic] {
        var report = LintReport()
        var files: [String] = []
        for path in paths {
            if ResourceFiles.isDirectory(path) {
                collect(path, depth: 0, into: &files, report: &report)
            } else {
                files.append(path)
            }
        }
        var inputs: [LintInput] = []
        var seen = Set<String>()
        for file in files where seen.insert(file).inserted {
            do {
                inputs.append(LintInput(path: file, bytes: try ResourceFiles.read(file, limit: StringTable.byteLimit)))
            } catch {
                report.add(error, file: file)
            }
        }
        run(inputs, into: &report)
        return Self.sorted(report.diagnostics)
    }

    /// Lints files already read, as ``lint(_:)`` lints files by path: each
    /// path names the file's kind (by its extension) and language (by its
    /// `.lproj` folder) and is what the diagnostics name.
    ///
    /// - Parameter files: Each file's path and contents.
    /// - Returns: The diagnostics, by file, line and column.
    public func lint(contents files: [(path: String, bytes: [UInt8])]) -> [LintDiagnostic] {
        var report = LintReport()
        run(files.map { LintInput(path: $0.path, bytes: $0.bytes) }, into: &report)
        return Self.sorted(report.diagnostics)
    }

    private func collect(_ directory: String, depth: Int, into files: inout [String], report: inout LintReport) {
        let names: [String]
        do {
            names = try ResourceFiles.contents(of: directory)
        } catch {
            return report.add(error, file: directory)
        }
        for name in names where !name.hasPrefix(".") {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            if ResourceFiles.isDirectory(path) {
                if depth < Self.folderDepthLimit { collect(path, depth: depth + 1, into: &files, report: &report) }
            } else if Self.extensions.contains(LintInput.pathExtension(name)) {
                files.append(path)
            }
        }
    }

    static func sorted(_ diagnostics: [LintDiagnostic]) -> [LintDiagnostic] {
        diagnostics.enumerated().sorted { a, b in
            (a.element.file, a.element.line, a.element.column, a.offset) < (b.element.file, b.element.line, b.element.column, b.offset)
        }.map(\.element)
    }
}

/// A file to lint: its path and contents.
struct LintInput {
    var path: String
    var bytes: [UInt8]

    static func pathExtension(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// The file's name without its extension: its table's name.
    var tableName: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The `.lproj` folder holding the file: the folder above it and the language (`Base` as it is).
    var lproj: (resources: String, language: String)? {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return nil }
        parts.removeLast()
        let folder = parts.removeLast()
        guard folder.hasSuffix(".lproj"), folder.count > 6 else { return nil }
        return (parts.joined(separator: "/"), String(folder.dropLast(6)))
    }
}
