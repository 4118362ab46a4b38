/// The subcommands of `labelcopy`, in the order help lists them.
enum CommandRegistry {
    /// Every subcommand.
    static let all: [any CLICommand.Type] = [
        LintCommand.self,
        FixCommand.self,
        InitCommand.self,
        CheckCommand.self,
        SuggestCommand.self,
        RulesCommand.self,
        ExplainCommand.self,
        ReportCommand.self,
        PseudoCommand.self,
    ]

    /// The subcommand called `name`.
    static func command(named name: String) -> (any CLICommand.Type)? {
        all.first { $0.spec.name == name }
    }
}
