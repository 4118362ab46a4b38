/// Runs every enabled title rule over a title and composes the suggested title.
public struct TitleEngine: Sendable {
    /// The rules, in the order their fixes are applied.
    public let rules: [any TitleRule]
    /// The lexicon titles are judged by.
    public let lexicon: Lexicon

    /// Creates an engine with the given rules (all built-in rules by default).
    public init(rules: [any TitleRule] = RuleCatalog.all, lexicon: Lexicon = .standard) {
        self.rules = rules
        self.lexicon = lexicon
    }

    /// Checks `title` shown in `context`. (Interim: runs rules once, no fix composition.)
    public func analyze(_ title: String, context: TitleContext = .button) -> TitleAnalysis {
        let analyzed = AnalyzedTitle(title, context: context, lexicon: lexicon)
        var findings: [Finding] = []
        for rule in rules {
            let description = type(of: rule).description
            if let violation = rule.check(analyzed) {
                findings.append(Finding(ruleID: description.id, severity: description.defaultSeverity, message: violation.message, replacement: violation.replacement))
            }
        }
        return TitleAnalysis(input: title, suggestion: title, findings: findings)
    }
}
