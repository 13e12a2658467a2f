#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
@_spi(CLI) import ICU

struct SortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sort",
        abstract: "Sort the lines of standard input by a locale's collation order.",
        discussion: """
            Reads every line of standard input, then writes them sorted: unlike the other subcommands, the \
            output is not one line per input line in order, and a line is never a LOCALE<TAB>VALUE pair. \
            The locale comes from --locale, else LC_ALL, LC_COLLATE, then LANG; its keywords choose among \
            its orders, such as de@collation=phonebook or sv@colNumeric=yes. Lines that compare equal keep \
            their input order (reversed with --reverse). Memory holds the lines and one sort key per line.

            A line that is not UTF-8, or of more than 1 MiB (1,048,576 bytes), is left out and named on \
            standard error ('icufmt: line <n>: <message>'); the other lines are still sorted and written, \
            and the exit status is 1. With --json, the output is one JSON array of the sorted lines.

            Exit status: 0 when every line was sorted, 1 when any was left out, 2 for bad options.
            """
    )

    @OptionGroup var collation: CollationOptions

    @Flag(help: "Write the lines in descending order.")
    var reverse = false

    @Flag(help: "Write only the first of lines that compare equal (at the --strength).")
    var unique = false

    @OptionGroup var options: GlobalOptions

    func run() throws {
        let rules: CollationRules
        do {
            rules = try collation.rules(CollationOptions.collating(options).locale(for: .messages))
        } catch {
            throw OptionError(description: error.description)
        }
        // Every line in one buffer and every key in another: no object per line.
        var text: [UInt8] = []
        var starts: [Int] = [0]
        var keys = SortKeyTable(rules: rules)
        var failed = false
        var reader = LineReader(fileDescriptor: STDIN_FILENO)
        var number = 0
        while let line = reader.next(beforeBlocking: {}) {
            number += 1
            switch line {
            case .text(let bytes):
                do {
                    try CollationOptions.withBytes(bytes) { buffer throws(ICUError) in try keys.append(utf8: buffer) }
                    text.append(contentsOf: bytes)
                    starts.append(text.count)
                } catch {
                    failed = true
                    Batch.writeError("icufmt: line \(number): \(CollationOptions.message(error, line: bytes))")
                }
            case .tooLong:
                failed = true
                Batch.writeError("icufmt: line \(number): \(Batch.lineTooLong)")
            }
        }
        if let error = reader.readError { try Batch.readFailed(error) }
        var order = keys.sortedIndices()
        if unique {
            var kept: [Int] = []
            for index in order where kept.last.map({ !keys.keysEqual($0, index) }) ?? true { kept.append(index) }
            order = kept
        }
        if reverse { order.reverse() }
        write(order, text: text, starts: starts)
        if failed { throw ExitCode.failure }
    }

    /// Writes the lines in `order`, in chunks, as lines or as one JSON array.
    private func write(_ order: [Int], text: [UInt8], starts: [Int]) {
        // Read once: argument-parser's property wrappers cost a generic lookup on every read.
        let json = options.json
        var output: [UInt8] = []
        output.reserveCapacity(1 << 16)
        if json { output.append(UInt8(ascii: "[")) }
        // The lines are read in key order, all over the buffer: reading the first
        // byte of the line 16 ahead starts fetching it from memory in time.
        var touched: UInt8 = 0
        text.withUnsafeBufferPointer { text in
            let last = max(text.count - 1, 0)
            for (n, index) in order.enumerated() {
                if n + 16 < order.count, !text.isEmpty { touched &+= text[min(starts[order[n + 16]], last)] }
                let line = UnsafeBufferPointer(rebasing: text[starts[index]..<starts[index + 1]])
                if json {
                    if n > 0 { output.append(UInt8(ascii: ",")) }
                    JSONString.append(utf8: line, to: &output)
                } else {
                    output.append(contentsOf: line)
                    output.append(UInt8(ascii: "\n"))
                }
                if output.count >= 1 << 16 {
                    Batch.writeOutput(output)
                    output.removeAll(keepingCapacity: true)
                }
            }
        }
        if json { output.append(contentsOf: "]\n".utf8) }
        // Uses the bytes read ahead, so that the compiler keeps the reads.
        if touched == 0xFF { output.reserveCapacity(output.count + 1) }
        Batch.writeOutput(output)
    }
}
