import LabelCopyCore

/// A rule that only reads the title's length: timing it gives the cost of calling a rule
/// and touching the title, which the per-rule figures include.
struct BaselineRule: TitleRule {
    static let description = RuleDescription(
        id: "baseline", summary: "Reports nothing.", rationale: "Measures the cost of a rule call.",
        defaultSeverity: .note, examples: [])

    func check(_ title: AnalyzedTitle) -> RuleViolation? {
        title.tokenization.utf8.count == Int.max ? RuleViolation(message: "") : nil
    }
}
