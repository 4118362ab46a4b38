/// One element of the command line after the first parsing stage, before it is bound to a
/// command's declared options and arguments.
enum SplitArgument: Sendable, Hashable {
    /// `--name` or `--name=value`.
    case longOption(name: String, value: String?)
    /// `-x`; a group such as `-xy` is split into one element per letter.
    case shortOption(name: Character)
    /// Anything that is not an option: a positional argument, a subcommand or an option's value.
    case value(String)
    /// `--`: every later element is a value, even when it starts with a dash.
    case terminator

    /// How the element is spelled on the command line, for error messages.
    var spelling: String {
        switch self {
        case .longOption(let name, let value): value.map { "--\(name)=\($0)" } ?? "--\(name)"
        case .shortOption(let name): "-\(name)"
        case .value(let text): text
        case .terminator: "--"
        }
    }
}
