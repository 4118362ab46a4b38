/// What a rule checks, why, and examples of it: the source of `labelcopy rules`,
/// `labelcopy explain` and the generated rule reference.
public struct RuleDescription: Sendable, Hashable {
    /// Kebab-case id, spelled the same in config, CLI, suppressions and output.
    public var id: String
    /// One line: what the rule asks for.
    public var summary: String
    /// Why, citing the guideline it comes from.
    public var rationale: String
    /// Severity when the configuration says nothing.
    public var defaultSeverity: Severity
    /// Triggering and non-triggering examples, with corrections.
    public var examples: [RuleExample]

    /// Creates a description.
    public init(id: String, summary: String, rationale: String, defaultSeverity: Severity, examples: [RuleExample]) {
        self.id = id
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.examples = examples
    }
}
