/// What the second parsing stage found the user asked for.
enum BindingResult: Sendable, Hashable {
    /// `--help` or `-h`: show the command's help.
    case help
    /// `--version`: show the version.
    case version
    /// Run the command with these arguments.
    case run(ParsedArguments)
}
