import LabelCopyCore

/// Findings counted per rule and, within a rule, per severity (a rule may grade its findings:
/// `placeholder-mismatch` reports some as errors and some as warnings), most frequent first.
struct RuleCounts {
    /// One row per rule.
    struct Row {
        var rule: String
        /// The findings of each severity the rule reported, most severe first; none is zero.
        var bySeverity: [(severity: Severity, count: Int)]

        /// All of the rule's findings.
        var count: Int { bySeverity.reduce(0) { $0 + $1.count } }

        /// "9 warnings" when every finding has one severity, "16 (10 errors, 6 warnings)" when
        /// the rule graded them.
        var tally: String {
            let parts = bySeverity.map { Plural.count($0.count, $0.severity.rawValue) }
            return parts.count == 1 ? parts[0] : "\(count) (\(parts.joined(separator: ", ")))"
        }
    }

    let rows: [Row]

    init(_ findings: [LintFinding]) {
        var byRule: [String: [Severity: Int]] = [:]
        for finding in findings {
            byRule[finding.ruleID, default: [:]][finding.severity, default: 0] += 1
        }
        rows = byRule.map { rule, counts in
            Row(rule: rule, bySeverity: counts.sorted { $0.key > $1.key }.map { (severity: $0.key, count: $0.value) })
        }
        .sorted { ($1.count, $0.rule) < ($0.count, $1.rule) }
    }
}
