/// A subcommand of `labelcopy`. Adding one is a new file conforming to this protocol and
/// one line in `CommandRegistry`.
protocol CLICommand: Sendable {
    /// The command's name, options, arguments and help, from which parsing and help are made.
    static var spec: CommandSpec { get }
    /// Reads bound arguments, rejecting combinations the parser cannot catch as usage errors.
    init(_ arguments: ParsedArguments) throws(UsageError)
    /// Runs the command and returns how the process should exit.
    func run(_ io: inout CommandIO) throws -> ExitCode
}
