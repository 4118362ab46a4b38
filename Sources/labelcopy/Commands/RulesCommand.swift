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

    /// The rules as an aligned table with a header row.
    static func table(_ rules: [RuleDescription], terminal: Terminal) -> String {
        guard !rules.isEmpty else { return "No rules are built in.\n" }
        let idWidth = max(2, rules.map(\.id.count).max() ?? 0)
        let severityWidth = max("SEVERITY".count, Severity.allCases.map(\.rawValue.count).max() ?? 0)
        func row(_ id: String, _ severity: String, _ summary: String, style: ANSIStyle?) -> String {
            let paddedSeverity = severity.padding(to: severityWidth)
            let shown = style.map { terminal.paint(paddedSeverity, $0) } ?? paddedSeverity
            return id.padding(to: idWidth) + "  " + shown + "  " + summary
        }
        var lines = [terminal.paint(row("ID", "SEVERITY", "SUMMARY", style: nil), .bold)]
        lines += rules.map {
            row($0.id, $0.defaultSeverity.rawValue, $0.summary, style: CheckRenderer.style(for: $0.defaultSeverity))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The rules as a JSON array, one rule object a line.
    static func json(_ rules: [RuleDescription]) -> String {
        let objects = rules.map { rule in
            "{\"id\":\(JSONString.quoted(rule.id)),\"severity\":\(JSONString.quoted(rule.defaultSeverity.rawValue)),"
                + "\"summary\":\(JSONString.quoted(rule.summary)),\"rationale\":\(JSONString.quoted(rule.rationale))}"
        }
        return objects.isEmpty ? "[]\n" : "[\n  " + objects.joined(separator: ",\n  ") + "\n]\n"
    }
}
