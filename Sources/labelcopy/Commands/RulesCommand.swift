import LabelCopyCore

/// `labelcopy rules`: lists every rule with its default severity and summary.
struct RulesCommand: CLICommand {
    static let spec = CommandSpec(
        name: "rules",
        abstract: "List the rules with their default severity and summary.",
        discussion: "Run 'labelcopy explain <rule>' for a rule's rationale and examples.",
        options: [.flag("json", help: "Print a JSON array of the rules.")])

    /// True for JSON instead of the table.
    let json: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        json = arguments.flag("json")
    }

    func run(_ io: inout CommandIO) throws -> ExitCode {
        let rules = RuleCatalog.allDescriptions
        try io.output.write(json ? Self.json(rules) : Self.table(rules, terminal: io.terminal))
        return .success
    }

    /// The rules as an aligned table with a header row. A rule that grades its findings shows
    /// its highest severity, and its grades after its summary.
    static func table(
        _ rules: [RuleDescription], terminal: Terminal, graded: [String: String] = Configuration.gradedSeverities
    ) -> String {
        guard !rules.isEmpty else { return "No rules are built in.\n" }
        let idWidth = max(2, rules.map(\.id.count).max() ?? 0)
        let severityWidth = max("SEVERITY".count, Severity.allCases.map(\.rawValue.count).max() ?? 0)
        func row(_ id: String, _ severity: String, _ summary: String, style: ANSIStyle?) -> String {
            let paddedSeverity = severity.padding(to: severityWidth)
            let shown = style.map { terminal.paint(paddedSeverity, $0) } ?? paddedSeverity
            return id.padding(to: idWidth) + "  " + shown + "  " + summary
        }
        var lines = [terminal.paint(row("ID", "SEVERITY", "SUMMARY", style: nil), .bold)]
        lines += rules.map { rule in
            let summary = graded[rule.id].map { "\(rule.summary) (\($0))" } ?? rule.summary
            return row(rule.id, rule.defaultSeverity.rawValue, summary, style: CheckRenderer.style(for: rule.defaultSeverity))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The rules as a JSON array, one rule object a line; a rule that grades its findings has
    /// a `graded` key saying how.
    static func json(_ rules: [RuleDescription], graded: [String: String] = Configuration.gradedSeverities) -> String {
        let objects = rules.map { rule in
            let grades = graded[rule.id].map { ",\"graded\":\(JSONString.quoted($0))" } ?? ""
            return "{\"id\":\(JSONString.quoted(rule.id)),\"severity\":\(JSONString.quoted(rule.defaultSeverity.rawValue)),"
                + "\"summary\":\(JSONString.quoted(rule.summary)),\"rationale\":\(JSONString.quoted(rule.rationale))\(grades)}"
        }
        return objects.isEmpty ? "[]\n" : "[\n  " + objects.joined(separator: ",\n  ") + "\n]\n"
    }
}
