import LabelCopyFormats

/// Every built-in project rule, and the entry point that runs them.
public enum ProjectRuleCatalog {
    /// The built-in project rules.
    public static let all: [any ProjectRule] = [
        PlaceholderMismatchRule(),
        PluralCategoriesRule(),
        UntranslatedRule(),
        LocaleCaseStyleRule(),
        EllipsisConsistencyRule(),
        WhitespaceConsistencyRule(),
        TruncationRiskRule(),
    ]

    /// The descriptions of the built-in project rules.
    public static var descriptions: [RuleDescription] { all.map { type(of: $0).description } }

    /// The rule with `id`, if any.
    public static func rule(withID id: String) -> (any ProjectRule)? {
        all.first { type(of: $0).description.id == id }
    }

    /// Pairs `files` into a project and runs `rules` over it; findings sorted by location, then rule.
    public static func check(
        _ files: [LocalizationFile], rules: [any ProjectRule] = all, sourceLanguage: String = "en"
    ) -> [LintFinding] {
        let project = LocalizationProject(files: files, sourceLanguage: sourceLanguage)
        return rules.flatMap { $0.check(project) }.sorted { ($0.location, $0.ruleID) < ($1.location, $1.ruleID) }
    }
}
