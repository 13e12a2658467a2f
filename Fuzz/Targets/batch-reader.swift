// Target `batch-reader`: the CLI's standard-input path and its writing of
// results, Sources/icufmt's LineReader and Output (compiled from there, without
// the CLI's @main).
//
// Input: byte 0 sets the size of the reads the bytes arrive in (byte % 8: 0-3
// all at once, 4-6 one to three bytes, 7 64 bytes); byte 1 the longest line
// (1 + byte % 80 bytes: the CLI's is 1 MiB); the rest is what the CLI reads
// from standard input.
//
// Properties, from LineReader's contract: `\n` ends a line, a `\r` before it
// is dropped, and so is a final `\r` at the end of input; a line over the limit
// (its `\r` dropped) comes as too long, with its first min(64, limit) bytes;
// the lines are the input split so, for any split of the input into reads.
// Each line, written by Output as a result (repaired as the CLI's conversions
// repair text): in plain mode one line, the text with its control characters,
// U+2028 and U+2029 written visibly (`\u{1B}`), or an empty line and a message
// when the text is empty or holds a line break; with JSON one line that
// decodes to the input and output. Neither holds a raw control character but
// tab, DEL, C1 control, U+2028 or U+2029.
//
// The CLI files it tests are compiled in, without the CLI's @main. libFuzzer's
// comparison tracing (trace-cmp, part of -sanitize=fuzzer) turns the CLI's 64 KiB
// buffer fill per read into a traced loop that took three quarters of the time:
// this target has edge coverage only.
// fuzz: dict=batch max_len=512 coverage=edge
// fuzz: sources=Sources/icufmt/LineReader.swift,Sources/icufmt/Output.swift,Sources/icufmt/ProcessExit.swift
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// ProcessExit.swift extends the CLI's Batch; the fuzzer needs only that.
enum Batch {}

/// The lines the contract promises for `bytes`: the text, or `nil` for a line over `limit`, and its first bytes.
func expectedLines(_ bytes: [UInt8], limit: Int) -> [(text: [UInt8]?, start: [UInt8])] {
    var lines: [(text: [UInt8]?, start: [UInt8])] = []
    func add(_ raw: ArraySlice<UInt8>) {
        var text = raw
        if text.last == UInt8(ascii: "\r") { text = text.dropLast() }
        lines.append((text.count > limit ? nil : Array(text), Array(raw.prefix(min(64, limit)))))
    }
    var start = 0
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
        add(bytes[start..<index])
        start = index + 1
    }
    if start < bytes.count { add(bytes[start...]) }
    return lines
}

/// Whether UTF-8 bytes hold a character a line-oriented reader or a terminal could take for a control.
func holdsRawControls(_ bytes: ArraySlice<UInt8>) -> Bool {
    String(decoding: bytes, as: UTF8.self).unicodeScalars.contains { scalar in
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
            || scalar.value == 0x2029
    }
}

/// Writes `line` as the result of the value `line`, and returns what went to standard output and standard error.
func written(_ line: ArraySlice<UInt8>, json: Bool) -> (output: [UInt8], errors: [String]) {
    var output: [UInt8] = []
    var errors: [String] = []
    var writer = Output(json: json, writeOutput: { output += $0 }, writeError: { errors.append($0) })
    let text = String(decoding: line, as: UTF8.self)
    writer.write(input: line) { $0.append(contentsOf: text.utf8) }
    writer.flush()
    return (output, errors)
}

func checkPlain(_ line: ArraySlice<UInt8>) {
    let text = String(decoding: line, as: UTF8.self)
    let (output, errors) = written(line, json: false)
    if text.isEmpty || text.utf8.contains(UInt8(ascii: "\r")) {
        require(output == [UInt8(ascii: "\n")] && errors.count == 1, "plain \(quoted(text)) wrote \(output) and \(errors), not a failure")
        return
    }
    let expected = Array(visibleControlCharacters(text).utf8) + [UInt8(ascii: "\n")]
    require(output == expected && errors.isEmpty,
            "plain \(quoted(text)) wrote \(quoted(String(decoding: output, as: UTF8.self))) and \(errors)")
    require(!holdsRawControls(output.dropLast()), "plain \(quoted(text)) wrote a raw control character")
}

func checkJSON(_ line: ArraySlice<UInt8>) {
    let text = String(decoding: line, as: UTF8.self)
    let (output, errors) = written(line, json: true)
    require(errors.isEmpty && output.last == UInt8(ascii: "\n") && !holdsRawControls(output.dropLast()),
            "JSON for \(quoted(text)) is \(quoted(String(decoding: output, as: UTF8.self))), not one line of visible text")
    require(isValidUTF8(output), "JSON for \(quoted(text)) is invalid UTF-8")
    do {
        let object = try JSONDecoder().decode([String: String].self, from: Data(output))
        require(object == ["input": text, "output": text], "JSON for \(quoted(text)) decodes as \(object)")
    } catch {
        require(false, "JSON for \(quoted(text)) is \(quoted(String(decoding: output, as: UTF8.self))), not JSON: \(error)")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    // Mostly whole, often in pieces of a few bytes, as a coprocess writes a line at a time.
    let piece = [0, 0, 0, 0, 1, 2, 3, 64][Int(input.byte() % 8)]
    let limit = 1 + Int(input.byte() % 80)
    let stdin = input.rest()
    trace("\(stdin.count) bytes in pieces of \(piece == 0 ? "all" : String(piece)), lines of at most \(limit): \(quoted(String(decoding: stdin, as: UTF8.self)))")

    var fds: [Int32] = [0, 0]
    require(pipe(&fds) == 0, "pipe failed")
    defer { close(fds[0]) }
    var written = 0
    var writerOpen = true
    // The reader writes the next piece each time it would block, so it sees
    // the input split into reads exactly as chosen.
    func feed() {
        guard writerOpen else { return }
        if written >= stdin.count {
            close(fds[1])
            writerOpen = false
            return
        }
        let count = piece == 0 ? stdin.count - written : min(piece, stdin.count - written)
        let n = stdin[written..<(written + count)].withUnsafeBytes { write(fds[1], $0.baseAddress!, count) }
        require(n == count, "short write to the pipe")
        written += count
    }
    var reader = LineReader(fileDescriptor: fds[0], lineLimit: limit)
    var lines: [(text: [UInt8]?, start: [UInt8])] = []
    while let line = reader.next(beforeBlocking: feed) {
        switch line {
        case .text(let bytes):
            checkPlain(bytes)
            checkJSON(bytes)
            lines.append((Array(bytes), Array(bytes.prefix(min(64, limit)))))
        case .tooLong(let start):
            lines.append((nil, Array(start)))
        }
        require(lines.count <= stdin.count + 1, "more lines than input bytes")
    }
    if writerOpen { close(fds[1]) }
    let expected = expectedLines(stdin, limit: limit)
    require(lines.map(\.text) == expected.map(\.text), "lines \(lines.map(\.text)) but the contract gives \(expected.map(\.text))")
    require(zip(lines, expected).allSatisfy { $0.text != nil || $0.start == $1.start },
            "a line over the limit starts \(lines.map(\.start)), not \(expected.map(\.start))")
    checkJSON(stdin[...])
    return 0
}
