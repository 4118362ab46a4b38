import Foundation
import LabelCopyCore
import LabelCopyFormats

/// The `labelcopy` program: picks the subcommand, answers `help` and `--version`, and turns
/// every failure into a message on standard error and an exit code.
enum LabelCopyTool {
    /// The program name used in usage lines.
    static let name = "labelcopy"

    /// The root command, which only dispatches to subcommands.
    static let spec = CommandSpec(
        name: name,
        abstract: "Check UI titles against Apple's Human Interface Guidelines.",
        discussion: """
            Button, menu and tab titles are checked for title-style capitalization, a leading \
            verb, short wording and an ellipsis where more input follows, and a corrected title \
            is suggested.
            """)

    /// Runs the command line `arguments` (without the program name) and returns the exit code.
    static func run(_ arguments: [String], io: inout CommandIO) -> ExitCode {
        let elements = ArgumentSplitter.split(arguments)
        let code: ExitCode
        if case .value(let first)? = elements.first {
            code = dispatch(first, Array(elements.dropFirst()), io: &io)
        } else {
            code = runRoot(elements, io: &io)
        }
        // Output that never arrived (a full disk, a closed descriptor) is a failed run, whatever
        // the command found: the last block is written here, so its error is reported here.
        do {
            try io.output.flush()
        } catch {
            try? io.errors.write("Error: cannot write standard output: \(error)\n")
            try? io.errors.flush()
            return .cannotCreate
        }
        try? io.errors.flush()
        return code
    }

    private static func dispatch(_ name: String, _ rest: [SplitArgument], io: inout CommandIO) -> ExitCode {
        if name == "help" { return help(for: rest, io: &io) }
        guard let command = CommandRegistry.command(named: name) else {
            let suggestion = NearestName.find(name, among: CommandRegistry.all.map { $0.spec.name } + ["help"])
            return fail(.unknownCommand(name, suggestion: suggestion), spec: spec, path: self.name, root: true, io: &io)
        }
        return run(command, rest, io: &io)
    }

    private static func runRoot(_ elements: [SplitArgument], io: inout CommandIO) -> ExitCode {
        do throws(UsageError) {
            switch try ArgumentBinder.bind(elements, to: spec) {
            case .version: return emit(LabelCopyVersion.current + "\n", io: &io)
            case .help, .run: return emit(rootHelp(), io: &io)
            }
        } catch {
            return fail(error, spec: spec, path: name, root: true, io: &io)
        }
    }

    /// `labelcopy help [<subcommand>]`.
    private static func help(for rest: [SplitArgument], io: inout CommandIO) -> ExitCode {
        guard case .value(let target)? = rest.first, target != "help" else { return emit(rootHelp(), io: &io) }
        guard let command = CommandRegistry.command(named: target) else {
            let suggestion = NearestName.find(target, among: CommandRegistry.all.map { $0.spec.name })
            return fail(.unknownCommand(target, suggestion: suggestion), spec: spec, path: name, root: true, io: &io)
        }
        return emit(HelpFormatter.help(for: command.spec, path: path(of: command)), io: &io)
    }

    private static func run(_ command: any CLICommand.Type, _ elements: [SplitArgument], io: inout CommandIO) -> ExitCode {
        let path = path(of: command)
        let instance: any CLICommand
        do throws(UsageError) {
            switch try ArgumentBinder.bind(elements, to: command.spec) {
            case .help: return emit(HelpFormatter.help(for: command.spec, path: path), io: &io)
            case .version: return emit(LabelCopyVersion.current + "\n", io: &io)
            case .run(let arguments): instance = try command.init(arguments)
            }
        } catch {
            return fail(error, spec: command.spec, path: path, root: false, io: &io)
        }
        do {
            return try instance.run(&io)
        } catch let error as UsageError {
            return fail(error, spec: command.spec, path: path, root: false, io: &io)
        } catch {
            let failure = describe(error)
            report("Error: \(failure.message)\n", io: &io)
            return failure.code
        }
    }

    /// The message and exit code for an error a command's run threw.
    ///
    /// Unreadable files and configuration are the user's input, not a bug in the tool, so
    /// they end with 65 rather than 70; their descriptions already start with `path:line:col`.
    /// An output file that cannot be written ends with 73, its path and the system's reason
    /// in the message.
    static func describe(_ error: any Error) -> (message: String, code: ExitCode) {
        let malformed = error is FormatError || error is ConfigurationError
        let message = (error as? LocalizedError)?.errorDescription ?? String(describing: error)
        if error is FileWriteError { return (message, .cannotCreate) }
        // Standard output or error that could not be written (a full disk) is lost output too.
        if let platform = error as? PlatformError, platform.operation == "write" { return (message, .cannotCreate) }
        return (message, malformed ? .malformedInput : .internalError)
    }

    private static func path(of command: any CLICommand.Type) -> String {
        "\(name) \(command.spec.name)"
    }

    private static func rootHelp() -> String {
        HelpFormatter.help(for: spec, path: name, subcommands: CommandRegistry.all.map { $0.spec })
    }

    /// Prints a usage error the way swift-argument-parser does: the error, the usage line,
    /// and where to find help.
    private static func fail(_ error: UsageError, spec: CommandSpec, path: String, root: Bool, io: inout CommandIO) -> ExitCode {
        let usage = HelpFormatter.usage(for: spec, path: path, hasSubcommands: root)
        report("Error: \(error.message)\nUsage: \(usage)\n  See '\(path) --help' for more information.\n", io: &io)
        return .usage
    }

    private static func emit(_ text: String, io: inout CommandIO) -> ExitCode {
        do {
            try io.output.write(text)
            return .success
        } catch {
            report("Error: \(error)\n", io: &io)
            return .internalError
        }
    }

    private static func report(_ text: String, io: inout CommandIO) {
        try? io.output.flush()
        try? io.errors.write(text)
        try? io.errors.flush()
    }
}
