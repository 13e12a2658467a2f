import ArgumentParser
import ICU

@main
struct ICUFmt: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "icufmt",
        abstract: "Format and parse numbers and dates, find plural categories, render localized strings, describe locales and negotiate languages, with ICU.",
        discussion: """
            Every formatting subcommand takes --locale, --time-zone and --json; negotiate takes --json. \
            For message, a line holds one message's ARGs, separated by tabs.
            """ + "\n\n" + Batch.help,
        version: "icufmt \(toolVersion) (\(SystemICU.current))",
        subcommands: [
            NumberCommand.self,
            ParseNumberCommand.self,
            DateCommand.self,
            ParseDateCommand.self,
            ISO8601Command.self,
            IntervalCommand.self,
            CalendarCommand.self,
            PatternCommand.self,
            RangeCommand.self,
            UnitCommand.self,
            PluralCommand.self,
            CaseCommand.self,
            RelativeCommand.self,
            DurationCommand.self,
            ListCommand.self,
            MessageCommand.self,
            MF2Command.self,
            LocaleCommand.self,
            TimeZoneCommand.self,
            NegotiateCommand.self,
            SortCommand.self,
            CompareCommand.self,
            SortKeyCommand.self,
            SearchCommand.self,
            LintCommand.self,
            PseudoCommand.self,
        ] + extractionCommands
    )

    /// `extract`, in builds with extraction (all but the sanitizer runs': Package.swift).
    #if ICU_EXTRACTION
    static let extractionCommands: [ParsableCommand.Type] = [ExtractCommand.self]
    #else
    static let extractionCommands: [ParsableCommand.Type] = []
    #endif

    /// The tool's own version, which `--version` prints before the ICU it runs on.
    static let toolVersion = "0.1.0"

    /// Argument-parser's own `main`, except that bad options exit with 2
    /// (argument-parser uses 64, `EX_USAGE`), as the contract with other tools says.
    static func main() {
        Batch.ignoreBrokenPipes()
        rejectUnknownHelpTopic(Array(CommandLine.arguments.dropFirst()))
        var command: ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            exit(usageError: error)
        }
        do {
            try command.run()
        } catch let error as OptionError {
            // Found while opening the first formatter, after parsing: the
            // subcommand's usage is what the user needs to read.
            let name = type(of: command).configuration.commandName ?? ""
            Batch.writeError("Error: \(error)\n  See 'icufmt \(name) --help' for more information.")
            Batch.exit(Batch.optionErrorStatus)
        } catch {
            exit(usageError: error)
        }
    }

    /// Exits with argument-parser's error for `icufmt bogus` when asked for
    /// `icufmt help bogus`, which argument-parser answers with the root's help
    /// and status 0.
    private static func rejectUnknownHelpTopic(_ arguments: [String]) {
        guard arguments.first == "help" else { return }
        var command: ParsableCommand.Type = self
        var path: [String] = []
        for word in arguments.dropFirst() where !word.hasPrefix("-") {
            let subcommands = command.configuration.subcommands
            // Words after a command without subcommands are ignored, as in `icufmt number --help 1`.
            guard !subcommands.isEmpty else { return }
            if let subcommand = subcommands.first(where: { $0.configuration.commandName == word }) {
                command = subcommand
                path.append(word)
                continue
            }
            // Not one of ours; `help` itself is argument-parser's, and parses.
            do {
                _ = try parseAsRoot(path + [word])
            } catch {
                exit(usageError: error)
            }
            return
        }
    }

    /// Exits as argument-parser would, with status 2 instead of 64 for bad
    /// options, and with help written as results are, so that a failed write
    /// is status 1 there too.
    private static func exit(usageError error: Error) -> Never {
        switch exitCode(for: error) {
        case .validationFailure:
            Batch.writeError(fullMessage(for: error))
            Batch.exit(Batch.optionErrorStatus)
        case .success:
            let text = fullMessage(for: error)
            if !text.isEmpty { Batch.writeOutput(Array((text + "\n").utf8)) }
            Batch.exit(0)
        default:
            exit(withError: error)
        }
    }
}
