/// One table read for linting: a `.strings`, `.stringsdict` or `.xcstrings`
/// file's entries of one language, kept even where the loading readers would
/// stop at the first fault, so that every fault is found in one run.
struct LintTable {
    /// The file the entries come from.
    var file: String
    /// The language the entries are in (`ru`, `pt-BR`), or `nil` when nothing says.
    var language: String?
    /// The entries by key.
    var entries: [String: LintEntry] = [:]
}

/// One entry of a table: a format and its plural variables, where it is written.
struct LintEntry {
    var key: String
    var location: FileLocation
    /// The format (a `.strings` value, `NSStringLocalizedFormatKey`, a `stringUnit`'s value).
    var text: String
    /// Its plural variables, each one read without fault.
    var variables: [String: PluralVariable] = [:]
    /// Whether the text must be a format: it comes with variables, so a
    /// fault in it is an error, where a plain value may be text that is
    /// never formatted ("100%").
    var isFormat = false
    /// A structural fault was reported: the later checks skip the entry.
    var isFaulty = false
    /// The `.xcstrings` state of its string units (`new`, `needs_review`,
    /// `translated`…), the least finished one.
    var state: String?
}

/// Diagnostics as the checks add them.
struct LintReport {
    var diagnostics: [LintDiagnostic] = []

    mutating func error(_ code: LintDiagnostic.Code, _ message: String, at location: FileLocation) {
        diagnostics.append(LintDiagnostic(.error, code, message, at: location))
    }

    mutating func warning(_ code: LintDiagnostic.Code, _ message: String, at location: FileLocation) {
        diagnostics.append(LintDiagnostic(.warning, code, message, at: location))
    }

    /// A key written twice in one table, at its later place.
    mutating func duplicateKey(_ key: String, first: FileLocation, again: FileLocation) {
        warning(.duplicateKey, "the key \(LintTable.quoted(key)) is written on lines \(first.line) and \(again.line); the later value is used",
                at: again)
    }

    /// An error a reader threw, at its location (or the file's start).
    mutating func add(_ error: ICUError, file: String) {
        let code: LintDiagnostic.Code = switch error.code {
        case .fileAccess, .bufferOverflow: .unreadableFile
        case .parseError, .invalidFormat: .syntaxError
        default: .invalidStructure
        }
        let message = [error.reason ?? error.operation, error.utf8Offset.map { "at byte \($0)" }].compactMap { $0 }.joined(separator: " ")
        self.error(code, message, at: error.location ?? FileLocation(file: file, line: 1, column: 1))
    }
}

extension LintTable {
    /// The key as a message quotes it, cut after 80 characters.
    static func quoted(_ key: String) -> String { "'\(CompiledFormat.quoted(key))'" }
}
