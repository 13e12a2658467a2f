// Target `batch-reader`: the CLI's standard-input path, Sources/icufmt's
// LineReader and appendJSONString (compiled from there, without the CLI's @main).
//
// Input: byte 0 sets the size of the reads the bytes arrive in (byte % 8: 0-3
// all at once, 4-6 one to three bytes, 7 64 bytes); the rest is what the CLI
// reads from standard input.
//
// Properties, from LineReader's contract: `\n` ends a line, a `\r` before it
// is dropped, and so is a final `\r` at the end of input; invalid UTF-8 is
// repaired with U+FFFD; the lines are the input split so. Every line, written
// by appendJSONString, decodes as JSON to the same string.
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Output.swift and ProcessExit.swift extend the CLI's Batch; the fuzzer needs none of it.
enum Batch {}

/// The lines the contract promises for `bytes`.
func expectedLines(_ bytes: [UInt8]) -> [String] {
    var lines: [String] = []
    var start = 0
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
        var end = index
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        lines.append(String(decoding: bytes[start..<end], as: UTF8.self))
        start = index + 1
    }
    if start < bytes.count {
        var end = bytes.count
        if bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        lines.append(String(decoding: bytes[start..<end], as: UTF8.self))
    }
    return lines
}

func checkJSON(_ string: String) {
    var buffer: [UInt8] = []
    appendJSONString(string, to: &buffer)
    require(isValidUTF8(buffer), "appendJSONString(\(quoted(string))) wrote invalid UTF-8")
    do {
        let decoded = try JSONDecoder().decode(String.self, from: Data(buffer))
        require(decoded == string, "appendJSONString(\(quoted(string))) decodes as \(quoted(decoded))")
    } catch {
        require(false, "appendJSONString(\(quoted(string))) wrote \(quoted(String(decoding: buffer, as: UTF8.self))), not JSON: \(error)")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    // Mostly whole: each read costs LineReader a 64 KiB fill, so small reads are slow.
    let piece = [0, 0, 0, 0, 1, 2, 3, 64][Int(input.byte() % 8)]
    let stdin = input.rest()
    trace("\(stdin.count) bytes in pieces of \(piece == 0 ? "all" : String(piece)): \(quoted(String(decoding: stdin, as: UTF8.self)))")

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
    var reader = LineReader(fileDescriptor: fds[0])
    var lines: [String] = []
    while let line = reader.next(beforeBlocking: feed) {
        lines.append(line)
        require(lines.count <= stdin.count + 1, "more lines than input bytes")
    }
    if writerOpen { close(fds[1]) }
    let expected = expectedLines(stdin)
    require(lines == expected, "lines \(lines.map(quoted)) but the contract gives \(expected.map(quoted))")
    for line in lines {
        require(!line.utf8.contains(UInt8(ascii: "\n")), "line \(quoted(line)) holds a newline")
        checkJSON(line)
    }
    checkJSON(String(decoding: stdin, as: UTF8.self))
    return 0
}
