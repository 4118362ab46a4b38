import LabelCopyCore

/// A Markdown summary table and the findings, sized for a pull-request comment.
public struct MarkdownReporter: Reporter {
    public static let name = "markdown"
    public static let summary = "Markdown tables for a pull-request comment"

    /// At most this many findings are listed; the rest are counted.
    public var maxFindings: Int

    /// Creates the reporter.
    public init(maxFindings: Int = 200) {
        self.maxFindings = maxFindings
    }

    public func render(_ result: LintResult) -> String {
        var output = "## labelcopy\n\n"
        output += "\(Plural.count(result.fileCount, "file")), \(Plural.count(result.entryCount, "entry", "entries")), "
        output += "**\(Plural.count(result.findings.count, "finding"))**"
        output += result.errors.isEmpty ? "\n\n" : ", \(Plural.count(result.errors.count, "malformed file"))\n\n"
        let counts = RuleCounts(result.findings)
        if !counts.rows.isEmpty {
            output += "| Rule | Severity | Findings |\n|---|---|---:|\n"
            for row in counts.rows {
                output += "| `\(row.rule)` | \(row.severity.rawValue) | \(row.count) |\n"
            }
            output += "\n"
        }
        if !result.errors.isEmpty {
            output += "### Malformed files\n\n"
            for error in result.errors {
                output += "- \(code(error.location.description)): \(cell(error.message))\n"
            }
            output += "\n"
        }
        if !result.findings.isEmpty {
            output += "### Findings\n\n| Location | Rule | Value | Suggestion | Message |\n|---|---|---|---|---|\n"
            for finding in result.findings.prefix(maxFindings) {
                let suggestion = finding.replacement.map(code) ?? ""
                output += "| \(code(finding.location.description)) | `\(finding.ruleID)` | \(code(finding.value)) | \(suggestion) | \(cell(finding.message)) |\n"
            }
            if result.findings.count > maxFindings {
                output += "\n…and \(result.findings.count - maxFindings) more.\n"
            }
        }
        return output
    }

    /// Table cells cannot hold pipes or line breaks as they are.
    private func cell(_ text: String) -> String {
        var output = ""
        for character in text {
            switch character {
            case "|": output += "\\|"
            case "\n", "\r", "\r\n": output += " "
            default: output.append(character)
            }
        }
        return output
    }

    /// A code span whose fence is longer than any run of backticks inside it (CommonMark).
    private func code(_ text: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = text.hasPrefix("`") || text.hasSuffix("`") || longest > 0 ? " " : ""
        return fence + padding + cell(text) + padding + fence
    }
}
