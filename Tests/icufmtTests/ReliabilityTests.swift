import Foundation
import Testing
@testable import icufmt

/// The contract where the outside world misbehaves: failed writes, closed
/// pipes, control characters and line breaks in what the tool echoes.
@Suite struct ReliabilityTests {
    @Test func aFullStandardOutputIsStatus1AndStopsTheRun() {
        #expect(icufmt(shell: #"exec "$0" "$@" >/dev/full"#, "number", "1", "2")
                == Outcome(stdout: "", stderr: "icufmt: cannot write standard output: No space left on device\n", status: 1))
        // The failing value's own message never comes: the run stopped at the write before it.
        #expect(icufmt(shell: #"exec "$0" "$@" >/dev/full"#, "number", "1", "x")
                == Outcome(stdout: "", stderr: "icufmt: cannot write standard output: No space left on device\n", status: 1))
        let lines = String(repeating: "1\n", count: 100_000) + "x\n"
        #expect(icufmt(shell: #"exec "$0" "$@" >/dev/full"#, "number", "--json", stdin: lines)
                == Outcome(stdout: "", stderr: "icufmt: cannot write standard output: No space left on device\n", status: 1))
    }

    @Test func aClosedStandardOutputIsStatus1() {
        #expect(icufmt(shell: #"exec "$0" "$@" >&-"#, "number", "1")
                == Outcome(stdout: "", stderr: "icufmt: cannot write standard output: Bad file descriptor\n", status: 1))
        #expect(icufmt(shell: #"exec "$0" "$@" >&-"#, "plural", "--categories", "--locale", "en").status == 1)
    }

    @Test func helpThatCannotBeWrittenIsStatus1() {
        #expect(icufmt(shell: #"exec "$0" "$@" >/dev/full"#, "--help")
                == Outcome(stdout: "", stderr: "icufmt: cannot write standard output: No space left on device\n", status: 1))
        #expect(icufmt(shell: #"exec "$0" "$@" >/dev/full"#, "help", "number").status == 1)
    }

    @Test func aStandardInputThatCannotBeReadIsStatus1() {
        #expect(icufmt(shell: #"exec "$0" "$@" </"#, "number")
                == Outcome(stdout: "", stderr: "icufmt: cannot read standard input: Is a directory\n", status: 1))
        #expect(icufmt(shell: #"exec "$0" "$@" <&-"#, "number", "--json")
                == Outcome(stdout: "", stderr: "icufmt: cannot read standard input: Bad file descriptor\n", status: 1))
    }

    @Test func aClosedPipeIsStatus1AsTheHelpPromises() throws {
        // As `icufmt number … | head -1` meets it once head is gone: SIGPIPE would end the run with 141.
        for script in [#"exec "$0" "$@""#, #"trap '' PIPE; exec "$0" "$@""#] {
            let closed = try runIntoClosedPipe(script, "number", "1", "2", "3")
            #expect(closed.reason == .exit && closed.status == 1
                    && closed.stderr == "icufmt: cannot write standard output: Broken pipe\n", "\(closed)")
        }
        let batch = try runIntoClosedPipe(#"exec "$0" "$@""#, "plural", "--locale", "en", stdin: "1\n2\n")
        #expect(batch.reason == .exit && batch.status == 1, "\(batch)")
    }

    @Test func aLineOverTheLimitFailsAlone() {
        let limit = 1 << 20
        let longest = String(repeating: "1", count: limit)
        let message = "the line has more than 1048576 bytes (1 MiB), the most a line may have"
        let shown = String(repeating: "a", count: 64) + "…"
        // The longest line, and one byte more, with and without a CR before the newline; the batch goes on.
        #expect(icufmt("negotiate", "--supported", "en,de",
                       stdin: "de\n" + String(repeating: "a", count: limit) + "\r\n"
                           + String(repeating: "a", count: limit + 1) + "\nde\n"
                           + String(repeating: "a", count: limit + 1) + "\r\n" + String(repeating: "a", count: limit + 1))
                == Outcome(stdout: "de\nen\n\nde\n\n\n",
                           stderr: "icufmt: \(shown): \(message)\n" + "icufmt: \(shown): \(message)\n"
                               + "icufmt: \(shown): \(message)\n",
                           status: 1))
        #expect(icufmt("number", "--locale", "en_US", "--json", stdin: longest + "1\n2\n")
                == Outcome(stdout: #"{"input":"\#(String(repeating: "1", count: 64))…","error":"\#(message)"}"# + "\n"
                               + #"{"input":"2","output":"2"}"# + "\n",
                           status: 1))
        #expect(icufmt("number", "--locale", "en_US", "--skeleton", "group-off", stdin: longest).stdout.count == limit + 1)
        #expect(icufmt("negotiate", "--supported", "en,de", stdin: String(repeating: "a", count: 4 << 20) + "\nde\n")
                == Outcome(stdout: "\nde\n", stderr: "icufmt: \(shown): \(message)\n", status: 1))
    }

    /// A long line's bytes are searched once, not once per read: the first reader
    /// searched 64 MiB in one line about 500 times over (about an hour).
    @Test func eachByteIsSearchedOnce() throws {
        let input = String(repeating: "a", count: 16 << 20) + "\nde\n" + String(repeating: "b", count: 3 << 20)
        let path = try temporaryFile("long-lines.txt", input)
        let descriptor = open(path, O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        var reader = LineReader(fileDescriptor: descriptor)
        var lines: [String] = []
        while let line = reader.next(beforeBlocking: {}) {
            switch line {
            case .text(let bytes): lines.append(String(decoding: bytes, as: UTF8.self))
            case .tooLong(let prefix): lines.append("too long: " + String(decoding: prefix, as: UTF8.self))
            }
        }
        #expect(lines.map { $0.prefix(12) } == ["too long: aa", "de", "too long: bb"])
        #expect(reader.bytesSearched == input.utf8.count)
    }

    @Test func anEmptyResultFailsInPlainModeAndIsEmptyInJSON() throws {
        let file = try temporaryFile("Empty.strings", #""empty" = ""; "obj" = "%@";"#)
        let message = "the output is empty; --json carries it as \"\""
        #expect(icufmt("message", "--locale", "en", "--strings", file, "--key", "empty", stdin: "\n")
                == Outcome(stdout: "\n", stderr: "icufmt: : \(message)\n", status: 1))
        #expect(icufmt("message", "--locale", "en", "--strings", file, "--key", "obj", stdin: "x\n\ny\n")
                == Outcome(stdout: "x\n\ny\n", stderr: "icufmt: : \(message)\n", status: 1))
        #expect(icufmt("message", "--locale", "en", "--strings", file, "--key", "empty", "--json", stdin: "\n")
                == Outcome(stdout: #"{"input":"","output":""}"# + "\n"))
    }

    @Test func controlCharactersAndLineSeparatorsInResultsAreEscaped() throws {
        // NUL and ESC from character references; VT, FF, NEL, DEL, a C1 CSI, U+2028 and U+2029 as they are.
        let file = try temporaryFile("Controls.stringsdict", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>k</key><string>a&#0;b&#x1B;[2Jc\u{0B}d\u{0C}e\u{85}f\u{7F}g\u{9B}h\u{2028}i\u{2029}j\tk</string>
            </dict></plist>
            """)
        #expect(icufmt("message", "--locale", "en", "--stringsdict", file, "--key", "k", "--", "")
                == Outcome(stdout: #"a\u{0}b\u{1B}[2Jc\u{B}d\u{C}e\u{85}f\u{7F}g\u{9B}h\u{2028}i\u{2029}j"# + "\tk\n"))
        #expect(icufmt("message", "--locale", "en", "--stringsdict", file, "--key", "k", "--json", "--", "")
                == Outcome(stdout: #"{"input":"","output":"a\u0000b\u001b[2Jc\u000bd\fe\u0085f\u007fg\u009bh\u2028i\u2029j\tk"}"# + "\n"))
        #expect(icufmt("date", "--locale", "en_US", "--time-zone", "UTC", "--pattern", "yyyy\u{2028}MM\u{0B}dd", "@0")
                == Outcome(stdout: #"1970\u{2028}01\u{B}01"# + "\n"))
    }

    @Test func controlCharactersInMessagesAreWrittenVisibly() {
        let reason = "U_DECIMAL_NUMBER_SYNTAX_ERROR (expected digits with an optional sign, fraction and exponent, such as -1234.5 or 1e6)"
        func message(_ shown: String) -> String {
            "icufmt: \(shown): reading '\(shown)' as a decimal number: \(reason)\n"
        }
        // An xterm title, a line break in an argument, a C1 CSI and DEL; a tab stays a tab.
        #expect(icufmt("number", "--locale", "en_US", "\u{1B}]0;owned\u{7}", "1\n2", "\u{9B}31m\u{7F}", "1\t2")
                == Outcome(stdout: "\n\n\n\n",
                           stderr: message(#"\u{1B}]0;owned\u{7}"#) + message(#"1\u{A}2"#) + message(#"\u{9B}31m\u{7F}"#)
                               + message("1\t2"),
                           status: 1))
        #expect(icufmt("number", "--locale", "en_US", stdin: "a\u{0}b\r\n1\r2\n")
                == Outcome(stdout: "\n\n", stderr: message(#"a\u{0}b"#) + message(#"1\u{D}2"#), status: 1))
        // With --json, the JSON escapes are the only ones.
        #expect(icufmt("number", "--locale", "en_US", "--json", "\u{1B}[2J")
                == Outcome(stdout: #"{"input":"\u001b[2J","error":"reading '\u001b[2J' as a decimal number: "# + reason + "\"}\n",
                           status: 1))
    }

    @Test func controlCharactersInOptionErrorsAreWrittenVisibly() {
        #expect(icufmt("number", "--skeleton", "\u{1B}[2J", "1") == Outcome(stdout: "", stderr: """
            Error: compiling number skeleton '\\u{1B}[2J' for en_US_POSIX: U_NUMBER_SKELETON_SYNTAX_ERROR at offset 0
              See 'icufmt number --help' for more information.

            """, status: 2))
        let locale = icufmt("number", "--locale", "\u{1B}[2J", "1")
        #expect(locale.status == 2)
        #expect(locale.stderr.hasPrefix(#"Error: The value '\u{1B}[2J' is invalid for '--locale <id>'"#), "\(locale)")
    }

    @Test func aCarriageReturnEndingTheInputIsDroppedAsBeforeANewline() {
        #expect(icufmt("number", "--locale", "en_US", stdin: "1\r\n2\r") == Outcome(stdout: "1\n2\n"))
        #expect(icufmt("plural", "--locale", "en", stdin: "1\r") == Outcome(stdout: "one\n"))
        // Only one is dropped: the line is "1\r".
        #expect(icufmt("number", "--locale", "en_US", stdin: "1\r\r").status == 1)
    }

    @Test func anOutputWithALineBreakFailsExceptInJSON() {
        let message = "the output contains a line break; --json carries it escaped"
        #expect(icufmt("date", "--locale", "en_US", "--time-zone", "UTC", "--pattern", "yyyy\nMM", "@0", "@1")
                == Outcome(stdout: "\n\n", stderr: "icufmt: @0: \(message)\nicufmt: @1: \(message)\n", status: 1))
        #expect(icufmt("date", "--locale", "en_US", "--time-zone", "UTC", "--pattern", "yyyy'\r'MM", stdin: "@0\n")
                == Outcome(stdout: "\n", stderr: "icufmt: @0: \(message)\n", status: 1))
        #expect(icufmt("date", "--locale", "en_US", "--time-zone", "UTC", "--pattern", "yyyy\r\nMM", "--json", "@0")
                == Outcome(stdout: #"{"input":"@0","output":"1970\r\n01"}"# + "\n"))
        // The values after it are still converted.
        #expect(icufmt("date", "--locale", "en_US", "--time-zone", "UTC", "--pattern", "yyyy\nMM", stdin: "@0\nde\t@0\n")
                == Outcome(stdout: "\n\n", stderr: "icufmt: @0: \(message)\nicufmt: de\t@0: \(message)\n", status: 1))
    }

    /// Writes `contents` to a new file named `name` in a directory of its own.
    private func temporaryFile(_ name: String, _ contents: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("icufmtTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent(name)
        try Data(contents.utf8).write(to: file)
        return file.path
    }

    /// Runs `/bin/sh -c script icufmt arguments…` with standard output a pipe
    /// whose reading end is already closed.
    private func runIntoClosedPipe(_ script: String, _ arguments: String..., stdin: String? = nil) throws
        -> (reason: Process.TerminationReason, status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, try ICUFmtExecutable.url().path] + arguments
        process.environment = ["LANG": "C.UTF-8"]
        let output = Pipe()
        try output.fileHandleForReading.close()
        process.standardOutput = output
        let errors = Pipe()
        process.standardError = errors
        if let stdin {
            let input = Pipe()
            process.standardInput = input
            try process.run()
            try input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8))
            try input.fileHandleForWriting.close()
        } else {
            process.standardInput = FileHandle.nullDevice
            try process.run()
        }
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationReason, process.terminationStatus, String(decoding: stderr, as: UTF8.self))
    }
}
