/// Every built-in title rule, in the order their fixes are applied.
public enum RuleCatalog {
    /// The built-in rules.
    public static let all: [any TitleRule] = [
        WhitespaceRule(),
        EllipsisRule(),
        AlertAnswersRule(),
        TrailingPunctuationRule(),
        ProgressLabelRule(),
        TitleLengthRule(),
    ]

    /// The descriptions of the built-in rules.
    public static var descriptions: [RuleDescription] { all.map { type(of: $0).description } }

    /// The rule with `id`, if any.
    public static func rule(withID id: String) -> (any TitleRule)? {
        all.first { type(of: $0).description.id == id }
    }
}
