/// A command line bound to a command's declared options and arguments.
struct ParsedArguments: Sendable, Hashable {
    /// Long names of the flags that were given.
    var flags: Set<String> = []
    /// Values of value options by long name, in the order given, defaults filled in.
    var optionValues: [String: [String]] = [:]
    /// Values of positional arguments by argument name.
    var argumentValues: [String: [String]] = [:]

    /// True when the flag `long` was given.
    func flag(_ long: String) -> Bool { flags.contains(long) }

    /// The value of option `long` (the last one when given more than once, else its default).
    func value(_ long: String) -> String? { optionValues[long]?.last }

    /// Every value of the repeating option `long`.
    func values(_ long: String) -> [String] { optionValues[long] ?? [] }

    /// The value of the single positional argument `name`.
    func argument(_ name: String) -> String? { argumentValues[name]?.first }

    /// Every value of the repeating positional argument `name`.
    func arguments(_ name: String) -> [String] { argumentValues[name] ?? [] }
}
