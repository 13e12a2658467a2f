import Foundation
import Testing

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

    @Test func aClosedPipeEndsTheRunBySIGPIPEOrWithStatus1WhereItIsIgnored() throws {
        let signalled = try runIntoClosedPipe(#"exec "$0" "$@""#, "number", "1", "2", "3")
        #expect(signalled.reason == .uncaughtSignal && signalled.status == SIGPIPE && signalled.stderr == "",
                "\(signalled)")
        let ignored = try runIntoClosedPipe(#"trap '' PIPE; exec "$0" "$@""#, "number", "1", "2", "3")
        #expect(ignored.reason == .exit && ignored.status == 1
                && ignored.stderr == "icufmt: cannot write standard output: Broken pipe\n", "\(ignored)")
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

    /// Runs `/bin/sh -c script icufmt arguments…` with standard output a pipe
    /// whose reading end is already closed.
    private func runIntoClosedPipe(_ script: String, _ arguments: String...) throws
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
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationReason, process.terminationStatus, String(decoding: stderr, as: UTF8.self))
    }
}
