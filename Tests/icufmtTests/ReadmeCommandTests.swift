import Foundation
import Testing

/// The README's `icufmt` commands print what the README says they print.
///
/// How the README is read:
/// - Commands are the lines of its ```` ```sh ```` blocks that run
///   `swift run icufmt`, with a line ending in `\` joined to the next; other
///   commands (`swift test`, …) are not run.
/// - A command's expected output is its comment, what follows ` # ` (a space,
///   a hash, a space: no command contains one): one printed line, or several
///   separated by ` / `, so `# one / few / many / one` is four lines.
/// - A block of one command without a comment is followed by a sentence that
///   starts with ``prints `…` ``: that is the output, one line.
/// - The README writes ICU's no-break spaces (U+00A0, and U+202F before `AM`)
///   as spaces, so the output is compared with those read as spaces.
///
/// Each command runs in a shell from the repository's root, with the built
/// `icufmt` in place of `swift run icufmt` and the environment of the other
/// `icufmt` tests (`LANG=C.UTF-8`, no `TZ`), and must print exactly those
/// lines and exit with status 0.
@Suite struct ReadmeCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    struct Command: CustomStringConvertible {
        var line: String
        var expected: [String]
        var description: String { line }
    }

    /// The README's commands and what each prints, read as the suite's comment says.
    static func commands(in readme: String) -> [Command] {
        var commands: [Command] = []
        var inBlock = false
        var block: [String] = []
        var uncommented: String?
        var pending = ""
        for rawLine in readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if !inBlock {
                if let line = uncommented, !rawLine.trimmingCharacters(in: .whitespaces).isEmpty {
                    // The sentence after a block whose command has no comment.
                    if rawLine.hasPrefix("prints `"), let end = rawLine.dropFirst(8).firstIndex(of: "`") {
                        commands.append(Command(line: line, expected: [String(rawLine.dropFirst(8)[..<end])]))
                    } else {
                        commands.append(Command(line: line, expected: ["(no comment and no `prints` sentence)"]))
                    }
                    uncommented = nil
                }
                if rawLine == "```sh" { inBlock = true; block = [] }
                continue
            }
            if rawLine == "```" {
                inBlock = false
                if block.count == 1, !block[0].contains(" # ") { uncommented = block[0] }
                for line in block where line.contains(" # ") {
                    let comment = line.range(of: " # ")!
                    let expected = line[comment.upperBound...].trimmingCharacters(in: .whitespaces)
                    commands.append(Command(line: String(line[..<comment.lowerBound]),
                                            expected: expected.components(separatedBy: " / ")))
                }
                continue
            }
            if rawLine.hasSuffix("\\") {
                pending += rawLine.dropLast() + " "
                continue
            }
            let line = pending + rawLine
            pending = ""
            if line.contains("swift run icufmt") { block.append(line) }
        }
        return commands
    }

    static let readme: String = (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    @Test func findsTheCommands() {
        let commands = Self.commands(in: Self.readme)
        #expect(commands.contains { $0.line.hasPrefix("printf") }, "the printf-pipe line")
        #expect(commands.contains { $0.expected.count > 1 }, "a command that prints several lines")
        #expect(commands.count >= 6, "\(commands)")
    }

    @Test(arguments: commands(in: readme))
    func printsWhatItsCommentSays(_ command: Command) {
        let script = "cd '\(Self.root.path)' && " + command.line.replacingOccurrences(of: "swift run icufmt", with: "\"$0\"")
        var outcome = icufmt(shell: script)
        outcome.stdout = String(outcome.stdout.map { $0 == "\u{00A0}" || $0 == "\u{202F}" ? " " : $0 })
        #expect(outcome == Outcome(stdout: command.expected.map { $0 + "\n" }.joined()), "\(command.line)")
    }
}
