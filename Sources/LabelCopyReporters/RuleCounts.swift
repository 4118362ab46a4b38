import LabelCopyCore

/// Findings counted per rule (and the highest severity seen for it), most frequent first.
struct RuleCounts {
    /// One row per rule.
    struct Row {
        var rule: String
        var severity: Severity
        var count: Int
    }

    let rows: [Row]

    init(_ findings: [LintFinding]) {
        var byRule: [String: Row] = [:]
        for finding in findings {
            var row = byRule[finding.ruleID] ?? Row(rule: finding.ruleID, severity: finding.severity, count: 0)
            row.count += 1
            row.severity = max(row.severity, finding.severity)
            byRule[finding.ruleID] = row
        }
        rows = byRule.values.sorted { ($1.count, $0.rule) < ($0.count, $1.rule) }
    }
}
