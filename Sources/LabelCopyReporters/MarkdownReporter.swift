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
        output += result.filesAndEntries
        output += "**\(Plural.count(result.findings.count, "finding"))**"
        if result.malformedFileCount > 0 { output += ", \(Plural.count(result.malformedFileCount, "malformed file"))" }
        if result.missingPathCount > 0 { output += ", \(Plural.count(result.missingPathCount, "path")) not found" }
        output += "\n\n"
        let counts = RuleCounts(result.findings)
        if !counts.rows.isEmpty {
            output += "| Rule | Findings |\n|---|---|\n"
            for row in counts.rows {
                output += "| `\(row.rule)` | \(row.tally) |\n"
            }
            output += "\n"
        }
        if !result.errors.isEmpty {
            output += result.missingPathCount > 0 ? "### Not read\n\n" : "### Malformed files\n\n"
            for error in result.errors {
                output += "- \(MarkdownText.code(error.location.description)): \(MarkdownText.cell(error.message))\n"
            }
            output += "\n"
        }
        if !result.findings.isEmpty {
            output += "### Findings\n\n| Location | Rule | Value | Suggestion | Message |\n|---|---|---|---|---|\n"
            for finding in result.findings.prefix(maxFindings) {
                let suggestion = finding.replacement.map(MarkdownText.code) ?? ""
                output += "| \(MarkdownText.code(finding.location.description)) | `\(finding.ruleID)` | \(MarkdownText.code(finding.value)) | \(suggestion) | \(MarkdownText.cell(finding.message)) |\n"
            }
            if result.findings.count > maxFindings {
                output += "\n…and \(result.findings.count - maxFindings) more.\n"
            }
        }
        return output
    }
}
