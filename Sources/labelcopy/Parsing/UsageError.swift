/// A command line that does not fit the command it names. Printed with the command's usage
/// line and ends the process with `ExitCode.usage` (64).
enum UsageError: Error, Sendable, Hashable {
    /// An option no command declares, with the nearest declared spelling.
    case unknownOption(String, suggestion: String?)
    /// A required positional argument left out, by its synopsis name (`<title>`).
    case missingArgument(String)
    /// A subcommand that does not exist, with the nearest existing name.
    case unknownCommand(String, suggestion: String?)
    /// An option that takes a value given without one, by its synopsis (`--context <context>`).
    case missingValue(String)
    /// A positional argument the command has no place for.
    case unexpectedArgument(String)
    /// A flag given a value (`--json=yes`), by the flag's spelling.
    case unexpectedValue(option: String)
    /// A value outside an option's allowed set, with the nearest allowed value.
    case invalidValue(String, option: String, allowed: [String], suggestion: String?)
    /// A rule id that no rule has, with the nearest existing id.
    case unknownRule(String, suggestion: String?)
    /// A number an option cannot take, with what it must be ("a whole number of 1,000 or more").
    case invalidNumber(String, option: String, requirement: String)
    /// A value an option cannot take, and why ("standard input is not read here").
    case unusableValue(String, option: String, reason: String)

    /// The message printed after `Error: `.
    var message: String {
        switch self {
        case .unknownOption(let name, let suggestion):
            "Unknown option '\(name)'." + Self.didYouMean(suggestion)
        case .missingArgument(let name):
            "Missing expected argument '\(name)'"
        case .unknownCommand(let name, let suggestion):
            "Unknown command '\(name)'." + Self.didYouMean(suggestion)
        case .missingValue(let option):
            "Missing value for '\(option)'"
        case .unexpectedArgument(let value):
            "Unexpected argument '\(value)'"
        case .unexpectedValue(let option):
            "The option '\(option)' does not take a value"
        case .invalidValue(let value, let option, let allowed, let suggestion):
            "The value '\(value)' is invalid for '\(option)'."
                + (suggestion.map { " Did you mean '\($0)'?" } ?? " Please provide one of \(Self.list(allowed)).")
        case .unknownRule(let id, let suggestion):
            "Unknown rule '\(id)'."
                + (suggestion.map { " Did you mean '\($0)'?" } ?? " See 'labelcopy rules' for the list of rules.")
        case .invalidNumber(let value, let option, let requirement):
            "The value '\(value)' is invalid for '\(option)': it must be \(requirement)."
        case .unusableValue(let value, let option, let reason):
            "The value '\(value)' is invalid for '\(option)': \(reason)."
        }
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " Did you mean '\($0)'?" } ?? ""
    }

    private static func list(_ values: [String]) -> String {
        let quoted = values.map { "'\($0)'" }
        guard let last = quoted.last else { return "a value" }
        return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " and " + last
    }
}
