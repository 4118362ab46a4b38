/// Every built-in title rule, in the order their fixes are applied.
public enum RuleCatalog {
    /// The built-in rules. Title case cases the text every earlier fix produced, so it is the
    /// last fixing rule; rules without fixes follow.
    public static let all: [any TitleRule] = [
        WhitespaceRule(),
        EllipsisRule(),
        AlertAnswersRule(),
        TrailingPunctuationRule(),
        ProgressLabelRule(),
        TitleCaseRule(),
        TitleLengthRule(),
        VerbFirstRule(),
    ]

    /// The descriptions of the built-in rules.
    public static var descriptions: [RuleDescription] { all.map { type(of: $0).description } }

    /// The rule with `id`, if any.
    public static func rule(withID id: String) -> (any TitleRule)? {
        all.first { type(of: $0).description.id == id }
    }
}
