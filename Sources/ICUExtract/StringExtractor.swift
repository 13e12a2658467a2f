import FoundationEssentials
@_spi(CLI) import ICU
import SwiftParser
import SwiftSyntax

/// Finds the keys Swift source looks up, by parsing it with swift-syntax.
///
/// The calls it knows:
/// - `String(localized: "key", defaultValue:, table:, comment:)`;
/// - `NSLocalizedString("key", tableName:, bundle:, value:, comment:)`;
/// - `LocalizedStringResource("key", defaultValue:, table:, comment:)`;
/// - this library's lookups, `bundle.string("key", table:, localization:, default:)`,
///   `bundle.format(…)` and `bundle.message(…)`: a call of a method of one of
///   those names whose first argument has no label and that passes
///   `localization:` or `preferred:`;
/// - each function named in ``functions`` (`genstrings -s`): its first unlabeled
///   string-literal argument is the key, `comment:` the comment, `table:` or
///   `tableName:` the table.
///
/// Only a string literal without interpolation is a key; a call whose key is
/// anything else gives an ``ExtractionWarning`` at the key's place. Keys written
/// in comments, and string literals that are not the key argument of those
/// calls, are not uses. Source that does not parse is read as swift-syntax
/// recovers it: the calls it still finds are extracted. Source nested deeper
/// than ``maximumNestingLevel`` is not read past that place: the parser stops
/// there, so that it cannot overflow the stack, and an ``ExtractionWarning``
/// (``ExtractionWarning/Kind/nestingTooDeep``) names the file, line and column;
/// ``Extraction/isComplete`` is then false.
///
/// ```swift
/// let found = StringExtractor().extract(source: #"let t = String(localized: "Hello", comment: "Greeting")"#,
///                                       file: "A.swift")
/// found.strings[0].key       // "Hello"
/// found.strings[0].comment   // "Greeting"
/// ```
public struct StringExtractor: Sendable {
    /// More functions whose first unlabeled string literal is a key (`--function`).
    public var functions: Set<String>

    public init(functions: Set<String> = []) {
        self.functions = functions
    }

    /// How deep brackets, braces and parentheses may nest before the parser stops
    /// reading a file: swift-syntax's own limit, which keeps its recursive descent
    /// (and the walk over the tree it builds) within the stack.
    public static let maximumNestingLevel = 256

    /// The largest source file that is read, in UTF-8 bytes (1 MiB); a larger one
    /// is an ``ExtractionWarning`` (``ExtractionWarning/Kind/sourceTooLarge``) and
    /// none of its calls are found.
    public static let maximumSourceSize = 1 << 20

    /// How many `[` may open in a row (with only white space between them) before
    /// a file is not read: swift-syntax tells array types from literals by trying
    /// both at each such bracket, in time that grows by half with each one (20 in
    /// a row take seconds), and real code opens a handful (`[[[String]]]`).
    public static let maximumBracketRun = 12

    /// The keys used in one file's source.
    ///
    /// swift-syntax's parser, its tree and the walk over it recurse once for each
    /// link of a chain it does not count as nesting (`a.b.b…`, `f()()…`,
    /// `try try …`), thousands of bytes of stack a link in a debug build. So the
    /// file is parsed on a thread of its own whose stack is reserved (not
    /// committed) at ``stackBytesPerSourceByte`` bytes per byte of source: no
    /// source of at most ``maximumSourceSize`` bytes can overflow it.
    public func extract(source: String, file: String) -> Extraction {
        let size = source.utf8.count
        if size > Self.maximumSourceSize {
            return Extraction(warnings: [ExtractionWarning(
                kind: .sourceTooLarge, location: FileLocation(file: file, line: 1, column: 1),
                message: "the file has \(size) bytes, more than the \(Self.maximumSourceSize) read; its keys are not extracted")])
        }
        if let (line, column, what) = Self.unreadableNesting(in: source) {
            return Extraction(warnings: [ExtractionWarning(
                kind: .nestingTooDeep, location: FileLocation(file: file, line: line, column: column),
                message: "the code \(what); the file is not read, and its keys are not extracted")])
        }
        let functions = self.functions
        let stack = Swift.max(16 << 20, size * Self.stackBytesPerSourceByte)
        let result = LargeStackThread.run(stackSize: stack) { () -> Extraction in
            var source = source
            let tree = source.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: Self.maximumNestingLevel) }
            let visitor = CallVisitor(functions: functions, converter: SourceLocationConverter(fileName: file, tree: tree))
            visitor.walk(tree)
            return visitor.found
        }
        return result ?? Extraction(warnings: [ExtractionWarning(
            kind: .sourceTooLarge, location: FileLocation(file: file, line: 1, column: 1),
            message: "no thread with a stack of \(stack) bytes could be started to read the file; its keys are not extracted")])
    }

    /// The stack reserved for parsing each byte of a file (8 KiB): `try try …`,
    /// the deepest chain per byte measured, takes about 2.5 KiB a byte in a debug build.
    static let stackBytesPerSourceByte = 8 << 10

    /// What the lexical scan before parsing found that the parser cannot read
    /// in reasonable time: a run of more than ``maximumBracketRun`` `[`, or string
    /// interpolations nested more than ``maximumNestingLevel`` deep (swift-syntax
    /// relexes the rest of the file for each level past its limit: 10,000 levels
    /// take seconds). Comments and the text of string literals (`"…"`, `"""…"""`,
    /// raw `#"…"#`) are skipped; interpolations inside them are code again.
    static func unreadableNesting(in source: String) -> (line: Int, column: Int, what: String)? {
        enum Context { case code(parentheses: Int), string(triple: Bool, hashes: Int) }
        var contexts: [Context] = [.code(parentheses: 0)]
        var strings = 0
        var run = 0
        var runStart = (line: 1, column: 1)
        var line = 1
        var lineStart = 0
        var found: (line: Int, column: Int, what: String)?
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), hash = UInt8(ascii: "#")
        let newline = UInt8(ascii: "\n"), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
        let open = UInt8(ascii: "("), close = UInt8(ascii: ")")
        var source = source
        source.withUTF8 { bytes in
            let n = bytes.count
            func at(_ k: Int) -> UInt8 { k < n ? bytes[k] : 0 }
            func hashes(from k: Int) -> Int { var m = 0; while at(k + m) == hash { m += 1 }; return m }
            var i = 0
            while i < n, found == nil {
                let c = bytes[i]
                if c == newline { line += 1; lineStart = i + 1 }
                switch contexts[contexts.count - 1] {
                case .code(let parentheses):
                    switch c {
                    case slash where at(i + 1) == slash:
                        while i < n, bytes[i] != newline { i += 1 }
                        continue
                    case slash where at(i + 1) == star:
                        var depth = 0  // block comments nest in Swift
                        repeat {
                            if bytes[i] == slash, at(i + 1) == star { depth += 1; i += 2; continue }
                            if bytes[i] == star, at(i + 1) == slash { depth -= 1; i += 2; continue }
                            if bytes[i] == newline, i > 0 { line += 1; lineStart = i + 1 }
                            i += 1
                        } while i < n && depth > 0
                        continue
                    case quote, hash where at(i + hashes(from: i)) == quote:
                        let h = c == hash ? hashes(from: i) : 0
                        i += h
                        let triple = at(i + 1) == quote && at(i + 2) == quote
                        i += triple ? 3 : 1
                        contexts.append(.string(triple: triple, hashes: h))
                        strings += 1
                        run = 0
                        continue
                    case open:
                        contexts[contexts.count - 1] = .code(parentheses: parentheses + 1)
                    case close where parentheses == 0 && contexts.count > 1:
                        contexts.removeLast()  // the end of an interpolation
                    case close:
                        contexts[contexts.count - 1] = .code(parentheses: Swift.max(0, parentheses - 1))
                    case UInt8(ascii: "["):
                        if run == 0 { runStart = (line, i - lineStart + 1) }
                        run += 1
                        if run > maximumBracketRun {
                            found = (runStart.line, runStart.column, "opens more than \(maximumBracketRun) brackets in a row")
                        }
                        i += 1
                        continue
                    default:
                        break
                    }
                    if c != UInt8(ascii: " "), c != UInt8(ascii: "\t"), c != UInt8(ascii: "\r"), c != newline { run = 0 }
                    i += 1
                case .string(let triple, let h):
                    if c == backslash, hashes(from: i + 1) == h {
                        if at(i + 1 + h) == open {
                            if strings > maximumNestingLevel {
                                found = (line, i - lineStart + 1, "nests string interpolations deeper than \(maximumNestingLevel) levels")
                            }
                            contexts.append(.code(parentheses: 0))
                            i += h + 2
                        } else {
                            i += h + 2  // an escape: the backslash, its hashes and the escaped character
                            if at(i - 1) == newline { line += 1; lineStart = i }
                        }
                        continue
                    }
                    if c == quote, !triple || (at(i + 1) == quote && at(i + 2) == quote), hashes(from: i + (triple ? 3 : 1)) == h {
                        i += (triple ? 3 : 1) + h
                        contexts.removeLast()
                        strings -= 1
                        continue
                    }
                    if c == newline, !triple {  // an unterminated literal ends at its line, as the parser recovers
                        contexts.removeLast()
                        strings -= 1
                    }
                    i += 1
                }
            }
        }
        return found
    }

    /// The keys used in the Swift files at `paths`: files, and folders walked
    /// for `.swift` files (their entries sorted, hidden ones and `.build*` skipped).
    ///
    /// - Throws: ``ICUError`` (`.badInput`) for a path that does not exist or a
    ///   file that cannot be read or is not UTF-8.
    public func extract(paths: [String]) throws(ICUError) -> Extraction {
        var all = Extraction()
        for path in paths {
            for file in try Self.swiftFiles(at: path) {
                let found = extract(source: try Self.read(file), file: file)
                all.strings += found.strings
                all.warnings += found.warnings
            }
        }
        return all
    }

    static func swiftFiles(at path: String) throws(ICUError) -> [String] {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ICUError(code: .fileAccess, operation: "reading \(path)", reason: "no such file or directory", kind: .badInput)
        }
        guard isDirectory else { return [path] }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        } catch {
            throw ICUError(code: .fileAccess, operation: "reading \(path)", reason: "\(error)", kind: .badInput)
        }
        var files: [String] = []
        for entry in entries where !entry.hasPrefix(".") {
            let child = path.hasSuffix("/") ? path + entry : path + "/" + entry
            var childIsDirectory = false
            guard FileManager.default.fileExists(atPath: child, isDirectory: &childIsDirectory) else { continue }
            if childIsDirectory {
                files += try swiftFiles(at: child)
            } else if entry.hasSuffix(".swift") {
                files.append(child)
            }
        }
        return files
    }

    static func read(_ file: String) throws(ICUError) -> String {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ICUError(code: .fileAccess, operation: "reading \(file)", reason: "the file cannot be read", kind: .badInput)
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw ICUError(code: .invalidFormat, operation: "reading \(file)", reason: "the file is not UTF-8")
        }
        return text
    }
}

/// Visits every call, keeping the uses of keys among them.
private final class CallVisitor: SyntaxVisitor {
    let functions: Set<String>
    let converter: SourceLocationConverter
    var found = Extraction()

    init(functions: Set<String>, converter: SourceLocationConverter) {
        self.functions = functions
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    /// The tokens the parser did not read because the nesting went too deep: it
    /// puts every token from there to the end of the file in one such node.
    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        guard node.hasMaximumNestingLevelOverflow else { return .visitChildren }
        if !found.warnings.contains(where: \.isIncompleteSource) {
            let place = converter.location(for: node.positionAfterSkippingLeadingTrivia)
            found.warnings.append(ExtractionWarning(
                kind: .nestingTooDeep, location: FileLocation(file: place.file, line: place.line, column: place.column),
                message: "the code nests deeper than \(StringExtractor.maximumNestingLevel) levels; "
                    + "it is not read from here to the end of the file, and its keys are not extracted"))
        }
        return .skipChildren
    }

    override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let (name, keyArgument) = lookup(call) { record(call, name: name, key: keyArgument) }
        return .visitChildren
    }

    /// The call's name and the argument that is its key, if it is a lookup.
    private func lookup(_ call: FunctionCallExprSyntax) -> (String, LabeledExprSyntax)? {
        let arguments = Array(call.arguments)
        let labels = arguments.map { $0.label?.text }
        guard let first = arguments.first else { return nil }
        let callee = call.calledExpression
        // `String(…)`, `String.init(…)`: the type's name; `x.string(…)`: the method's; `f(…)`: the function's.
        var typeName: String?
        var methodName: String?
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            typeName = reference.baseName.text
        } else if let member = callee.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text == "init", let base = member.base?.as(DeclReferenceExprSyntax.self) {
                typeName = base.baseName.text
            } else {
                methodName = member.declName.baseName.text
            }
        }
        switch (typeName, methodName) {
        case ("String", _) where first.label?.text == "localized":
            return ("String(localized:)", first)
        case ("NSLocalizedString", _) where first.label == nil:
            return ("NSLocalizedString", first)
        case ("LocalizedStringResource", _) where first.label == nil:
            return ("LocalizedStringResource", first)
        case (nil, let method?) where ["string", "format", "message"].contains(method) && first.label == nil
            && (labels.contains("localization") || labels.contains("preferred")):
            return ("StringBundle.\(method)", first)
        default:
            break
        }
        guard let name = typeName ?? methodName, functions.contains(name) else { return nil }
        let key = arguments.first { $0.label == nil && $0.expression.is(StringLiteralExprSyntax.self) }
            ?? arguments.first { $0.label == nil }
        return key.map { (name, $0) }
    }

    private func record(_ call: FunctionCallExprSyntax, name: String, key argument: LabeledExprSyntax) {
        let place = converter.location(for: argument.expression.positionAfterSkippingLeadingTrivia)
        let location = FileLocation(file: place.file, line: place.line, column: place.column)
        guard let literal = argument.expression.as(StringLiteralExprSyntax.self) else {
            found.warnings.append(ExtractionWarning(
                kind: .keyNotLiteral, location: location, message: "the key of \(name) is not a string literal; it is not extracted"))
            return
        }
        guard let key = literal.representedLiteralValue else {
            found.warnings.append(ExtractionWarning(
                kind: .keyInterpolated, location: location, message: "the key of \(name) is an interpolated string; it is not extracted"))
            return
        }
        func literalArgument(_ labels: [String]) -> String? {
            call.arguments.first { $0.label.map { labels.contains($0.text) } ?? false }?
                .expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        }
        found.strings.append(ExtractedString(
            key: key, table: literalArgument(["table", "tableName"]) ?? "Localizable",
            defaultValue: literalArgument(["defaultValue", "value", "default"]),
            comment: literalArgument(["comment"]), location: location, call: name))
    }
}
