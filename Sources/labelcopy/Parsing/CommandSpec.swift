/// Everything the parser and the help generator know about one command, declared as a value.
struct CommandSpec: Sendable {
    /// The command's name (`check`); the root command's is the program name.
    var name: String
    /// One line: what the command does.
    var abstract: String
    /// Longer help shown after the overview, or empty.
    var discussion: String
    /// Positional arguments, in order.
    var arguments: [ArgumentSpec]
    /// Options, in the order help lists them.
    var options: [OptionSpec]

    /// Creates a command description.
    init(name: String, abstract: String, discussion: String = "", arguments: [ArgumentSpec] = [], options: [OptionSpec] = []) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
    }

    /// The option whose long name is `long`.
    func option(long: String) -> OptionSpec? {
        options.first { $0.long == long }
    }

    /// The option whose short name is `short`.
    func option(short: Character) -> OptionSpec? {
        options.first { $0.short == short }
    }
}
