import LabelCopyCore

/// A few lines for a terminal: totals, then findings per rule, most first, each counted per
/// severity ("placeholder-mismatch  16 (10 errors, 6 warnings)").
public struct SummaryReporter: Reporter {
    public static let name = "summary"
    public static let summary = "totals and findings per rule"

    /// Creates the reporter.
    public init() {}

    public func render(_ result: LintResult) -> String {
        let fixable = result.findings.filter { $0.replacement != nil && $0.replacement != $0.value }.count
        var output = result.filesAndEntries
        output += "\(Plural.count(result.findings.count, "finding")) (\(fixable) fixable), "
        output += "\(Plural.count(result.malformedFileCount, "malformed file"))"
        if result.missingPathCount > 0 { output += ", \(Plural.count(result.missingPathCount, "path")) not found" }
        output += "\n"
        let counts = RuleCounts(result.findings)
        let width = counts.rows.map(\.rule.count).max() ?? 0
        for row in counts.rows {
            let padding = String(repeating: " ", count: width - row.rule.count)
            output += "  \(row.rule)\(padding)  \(row.tally)\n"
        }
        return output
    }
}
