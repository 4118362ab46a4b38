import LabelCopyCore

/// `labelcopy explain RULE`: a rule's rationale and examples.
struct ExplainCommand: CLICommand {
    static let spec = CommandSpec(
        name: "explain",
        abstract: "Explain a rule: why it exists and examples of what it reports.",
        arguments: [ArgumentSpec("rule", help: "The rule's id, as 'labelcopy rules' lists it.")])

    /// The rule to explain.
    let rule: RuleDescription

    init(_ arguments: ParsedArguments) throws(UsageError) {
        let id = arguments.argument("rule") ?? ""
        let rules = RuleCatalog.allDescriptions
        guard let rule = rules.first(where: { $0.id == id }) else {
            throw .unknownRule(id, suggestion: NearestName.find(id, among: rules.map(\.id)))
        }
        self.rule = rule
    }

    func run(_ io: inout CommandIO) throws -> ExitCode {
        try io.output.write(Self.render(rule, terminal: io.terminal))
        return .success
    }

    /// The explanation: id and severity, summary, rationale, then both kinds of examples.
    /// A rule that grades its findings shows its grades after its highest severity.
    static func render(
        _ rule: RuleDescription, terminal: Terminal, graded: [String: String] = Configuration.gradedSeverities
    ) -> String {
        var severity = terminal.paint(rule.defaultSeverity.rawValue, CheckRenderer.style(for: rule.defaultSeverity))
        if let grades = graded[rule.id] { severity += "; " + grades }
        var lines = [terminal.paint(rule.id, .bold) + " (default severity: \(severity))", rule.summary, ""]
        lines += rule.rationale.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
            TextWrapper.wrap(String($0), width: HelpFormatter.width)
        }
        let triggering = rule.examples.filter(\.triggers)
        let passing = rule.examples.filter { !$0.triggers }
        if !triggering.isEmpty {
            lines += ["", "Reported:"]
            lines += triggering.map { example in
                let fix = example.correction.map { " → " + terminal.paint($0, .green) } ?? ""
                return "  " + terminal.paint(example.input, .red) + fix + contextNote(example.context)
            }
        }
        if !passing.isEmpty {
            lines += ["", "Not reported:"]
            lines += passing.map { "  " + $0.input + contextNote($0.context) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func contextNote(_ context: TitleContext) -> String {
        context == .button ? "" : " (\(context.rawValue))"
    }
}
