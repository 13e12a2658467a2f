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
/// recovers it: the calls it still finds are extracted.
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

    /// The keys used in one file's source.
    public func extract(source: String, file: String) -> Extraction {
        let tree = Parser.parse(source: source)
        let visitor = CallVisitor(functions: functions, converter: SourceLocationConverter(fileName: file, tree: tree))
        visitor.walk(tree)
        return visitor.found
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
                location: location, message: "the key of \(name) is not a string literal; it is not extracted"))
            return
        }
        guard let key = literal.representedLiteralValue else {
            found.warnings.append(ExtractionWarning(
                location: location, message: "the key of \(name) is an interpolated string; it is not extracted"))
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
