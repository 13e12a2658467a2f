#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Batch {
    /// Writes a message and a newline to standard error, unbuffered, with
    /// control characters but line feeds and tabs made visible: messages quote
    /// what the user gave.
    ///
    /// A failure to write is ignored: there is nowhere left to report it.
    static func writeError(_ message: String) {
        _ = writeAll(STDERR_FILENO, Array((visibleControlCharacters(message, keepingLineFeeds: true) + "\n").utf8))
    }

    /// Writes bytes to standard output or, when that fails, says so on
    /// standard error and exits with status 1: once output is lost, no later
    /// value can be delivered, and a pipeline must not take the run for a success.
    ///
    /// A closed pipe is such a failure too: ``ignoreBrokenPipes()`` turns the
    /// signal that would end the process into this error.
    static func writeOutput(_ bytes: [UInt8]) {
        guard let error = writeAll(STDOUT_FILENO, bytes) else { return }
        writeError("icufmt: cannot write standard output: \(String(cString: strerror(error)))")
        exit(1)
    }

    /// Makes a write to a closed pipe fail with `EPIPE`, reported as every
    /// failed write is (status 1), instead of ending the process by SIGPIPE
    /// (status 141 in a shell), which the contract does not know.
    static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    static func exit(_ status: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(status)
        #elseif canImport(Musl)
        Musl.exit(status)
        #else
        Darwin.exit(status)
        #endif
    }
}

/// Writes all bytes, retrying after interrupts and short writes.
///
/// - Returns: `nil` when every byte was written, else the `errno` of the failed `write`.
func writeAll(_ fileDescriptor: Int32, _ bytes: [UInt8]) -> Int32? {
    bytes.withUnsafeBytes { raw -> Int32? in
        guard let base = raw.baseAddress else { return nil }
        var offset = 0
        while offset < raw.count {
            let written = write(fileDescriptor, base + offset, raw.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }
}
