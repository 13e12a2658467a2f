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

    @Test func aClosedPipeEndsTheRunBySIGPIPEOrWithStatus1WhereItIsIgnored() throws {
        let signalled = try runIntoClosedPipe(#"exec "$0" "$@""#, "number", "1", "2", "3")
        #expect(signalled.reason == .uncaughtSignal && signalled.status == SIGPIPE && signalled.stderr == "",
                "\(signalled)")
        let ignored = try runIntoClosedPipe(#"trap '' PIPE; exec "$0" "$@""#, "number", "1", "2", "3")
        #expect(ignored.reason == .exit && ignored.status == 1
                && ignored.stderr == "icufmt: cannot write standard output: Broken pipe\n", "\(ignored)")
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
