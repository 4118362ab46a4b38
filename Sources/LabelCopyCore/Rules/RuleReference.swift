/// The rule reference in Markdown (Documentation/Rules.md), generated from the rules' own
/// descriptions so the documentation and the tested examples cannot drift apart.
public enum RuleReference {
    /// The command that rewrites Documentation/Rules.md from the rules.
    public static let regenerateCommand = "LABELCOPY_REGENERATE_DOCS=1 swift test --filter RuleReferenceTests"

    /// The Markdown reference of `rules`, in catalog order.
    public static func markdown(rules: [any TitleRule]) -> String {
        markdown(descriptions: rules.map { type(of: $0).description })
    }

    /// The Markdown reference of every built-in rule: the title rules in the order their fixes
    /// are applied, then the project rules that compare translations across locales.
    public static func markdown(descriptions: [RuleDescription] = RuleCatalog.allDescriptions) -> String {
        var lines: [String] = [
            "# Rule reference",
            "",
            "<!-- Generated from the rules' descriptions; do not edit by hand. Regenerate with:",
            "     \(regenerateCommand) -->",
            "",
            "Every built-in rule: the title rules, in the order their fixes are applied, then the rules",
            "that compare each translation with its source and its locale. Each title rule's examples",
            "below are also its tests: a triggering title must be reported (and corrected as shown),",
            "a non-triggering one must not.",
            "",
            "| Rule | Default severity | Summary |",
            "| --- | --- | --- |",
        ]
        for description in descriptions {
            lines.append(
                "| [`\(description.id)`](#\(description.id)) | \(description.defaultSeverity.rawValue) | \(tableCell(description.summary)) |"
            )
        }
        for description in descriptions {
            lines.append("")
            lines.append(contentsOf: section(description))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The section of one rule: heading, summary, severity, rationale and examples.
    static func section(_ description: RuleDescription) -> [String] {
        var lines = [
            "## \(description.id)",
            "",
            description.summary,
            "",
            "Default severity: **\(description.defaultSeverity.rawValue)**",
            "",
            description.rationale,
        ]
        let triggering = description.examples.filter(\.triggers)
        let clean = description.examples.filter { !$0.triggers }
        if !triggering.isEmpty {
            lines += ["", "Reported:", ""]
            lines += triggering.map { example in
                let fix = example.correction.map { " → \(code($0))" } ?? " (no automatic fix)"
                return "- \(code(example.input))\(fix)\(contextNote(example.context))"
            }
        }
        if !clean.isEmpty {
            lines += ["", "Not reported:", ""]
            lines += clean.map { "- \(code($0.input))\(contextNote($0.context))" }
        }
        return lines
    }

    /// " (in a menu item)" for titles outside buttons; nothing for buttons.
    static func contextNote(_ context: TitleContext) -> String {
        switch context {
        case .button: ""
        case .menuItem: " (menu item)"
        case .tabBarItem: " (tab bar item)"
        case .navigationTitle: " (navigation title)"
        case .checkbox: " (checkbox)"
        }
    }

    /// A title as a quoted code span, with invisible characters spelled as Swift escapes so
    /// that white-space examples stay readable.
    static func code(_ title: String) -> String {
        var quoted = "\""
        for scalar in title.unicodeScalars {
            switch scalar {
            case "\t": quoted += "\\t"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\\": quoted += "\\\\"
            case "\"": quoted += "\\\""
            default:
                let invisible =
                    scalar.properties.generalCategory == .spaceSeparator && scalar != " "
                    || scalar.properties.generalCategory == .format || scalar.properties.generalCategory == .control
                quoted += invisible ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
            }
        }
        quoted += "\""
        // A code span needs a fence longer than any run of backticks inside it.
        var longest = 0
        var run = 0
        for character in quoted {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        return fence + quoted + fence
    }

    /// Text safe inside a Markdown table cell.
    static func tableCell(_ text: String) -> String {
        var cell = ""
        for character in text {
            switch character {
            case "|": cell += "\\|"
            case "\n": cell += " "
            default: cell.append(character)
            }
        }
        return cell
    }
}
