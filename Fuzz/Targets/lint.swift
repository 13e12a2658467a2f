// Target `lint`: any bytes as a `.strings`, `.stringsdict` or `.xcstrings`
// file, linted alone and beside a translation of itself.
//
// Input: byte 0 picks the file's kind (0 `.strings`, 1 `.stringsdict`, 2
// `.xcstrings`, by its value modulo 3), byte 1 what its values are written in
// (printf, ICU MessageFormat or MessageFormat 2, modulo 3) and, by its value
// divided by 3, the translation's language (ru, ar, ja, en, fr, cy); the rest
// is the file.
//
// Properties: linting gives diagnostics, never a crash or a thrown error;
// every diagnostic names one of the files linted, with line ≥ 1 and at most
// one past the file's line breaks, and column ≥ 1 and at most one past the
// file's length; linting the same files again gives the same diagnostics.
// fuzz: dict=strings max_len=4096
import ICU

let kinds = ["strings", "stringsdict", "xcstrings"]
let languages = ["ru", "ar", "ja", "en", "fr", "cy"]

/// The line breaks in `bytes`, `\r` or `\n`: the most lines a location can be past the first.
func lineBreaks(_ bytes: [UInt8]) -> Int {
    bytes.reduce(0) { $0 + ($1 == 0x0A || $1 == 0x0D ? 1 : 0) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let kind = kinds[Int(input.byte()) % kinds.count]
    let choice = Int(input.byte())
    let syntax = StringLint.MessageSyntax.allCases[choice % 3]
    let language = languages[(choice / 3) % languages.count]
    let bytes = input.rest()
    let files = [(path: "R/en.lproj/L.\(kind)", bytes: bytes), (path: "R/\(language).lproj/L.\(kind)", bytes: bytes)]
    trace("\(kind) as \(syntax) in \(language), \(bytes.count) bytes")

    let lint = StringLint(options: .init(messageSyntax: syntax))
    for run in [[files[0]], files] {
        let diagnostics = lint.lint(contents: run)
        trace("-> \(diagnostics.count) diagnostics")
        for diagnostic in diagnostics {
            trace("   \(diagnostic)")
            require(run.contains { $0.path == diagnostic.file }, "a diagnostic of a file not linted: \(diagnostic)")
            require(diagnostic.line >= 1 && diagnostic.line <= lineBreaks(bytes) + 1,
                    "line \(diagnostic.line) in a file of \(lineBreaks(bytes)) line breaks: \(diagnostic)")
            require(diagnostic.column >= 1 && diagnostic.column <= bytes.count + 1,
                    "column \(diagnostic.column) in a file of \(bytes.count) bytes: \(diagnostic)")
        }
        require(lint.lint(contents: run) == diagnostics, "linted twice, linted differently")
    }
    return 0
}
