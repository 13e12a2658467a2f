#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
@_spi(CLI) import ICU

struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Print the lines of standard input that contain a string by a locale's collation rules.",
        discussion: """
            A line matches when part of it is equal to NEEDLE at the --strength: at primary, resume matches \
            Résumé, and in German strasse matches Straße. Each matching line is written as START:END<TAB>LINE, \
            START and END being the UTF-8 byte offsets of its first match (END is the byte after it); lines \
            without a match are not written. Lines are text only, never LOCALE<TAB>VALUE pairs. The locale \
            comes from --locale, else LC_ALL, LC_COLLATE, then LANG. An empty NEEDLE is a bad option.

            A line that is not UTF-8, or of more than 1 MiB (1,048,576 bytes), is named on standard error \
            ('icufmt: line <n>: <message>') and the search goes on. With --json, each matching line is \
            {"input":"<line>","start":<start>,"end":<end>}, and a failed one {"input":"<line>","error":"<message>"}.

            Exit status: 0 when every line was read, 1 when any failed, 2 for bad options.
            """
    )

    @OptionGroup var collation: CollationOptions
    @OptionGroup var options: GlobalOptions

    @Argument(help: ArgumentHelp("The string to look for.", valueName: "needle"))
    var needle: String

    func run() throws {
        let search: CollationSearch
        do {
            search = try CollationSearch(needle, rules: collation.rules(CollationOptions.collating(options).locale(for: .messages)))
        } catch {
            throw OptionError(description: error.description)
        }
        var output = Output(json: options.json)
        var failed = false
        var reader = LineReader(fileDescriptor: STDIN_FILENO)
        var number = 0
        func fail(_ line: InputBytes, _ message: String) {
            failed = true
            if options.json { return output.fail(input: line, message: message) }
            output.flush()
            Batch.writeError("icufmt: line \(number): \(message)")
        }
        // Flushing before each read that may block keeps a coprocess from waiting for lines it was sent.
        while let line = reader.next(beforeBlocking: { output.flush() }) {
            number += 1
            switch line {
            case .text(let bytes):
                do {
                    let first = try CollationOptions.withBytes(bytes) { buffer throws(ICUError) in
                        try search.utf8Ranges(in: buffer, limit: 1).first
                    }
                    guard let first else { continue }
                    let text = String(decoding: bytes, as: UTF8.self)
                    output.write(input: bytes, .success(Record("\(first.lowerBound):\(first.upperBound)\t\(text)", fields: [
                        ("input", .string(text)), ("start", .int(first.lowerBound)), ("end", .int(first.upperBound)),
                    ])))
                } catch {
                    fail(bytes, CollationOptions.message(error, line: bytes))
                }
            case .tooLong(let prefix):
                fail(prefix + "…".utf8, Batch.lineTooLong)
            }
        }
        output.flush()
        if let error = reader.readError { try Batch.readFailed(error) }
        if failed { throw ExitCode.failure }
    }
}
