/// How the engine runs the rules: severity overrides, disabled rules and rule options.
public struct EngineConfiguration: Sendable, Hashable {
    /// Severity per rule id, replacing the rule's default.
    public var severities: [String: Severity]
    /// Ids of rules that do not run.
    public var disabled: Set<String>
    /// `title-length`: the most words a title may have (nil keeps the rule's default).
    public var maxWords: Int?
    /// `title-length`: the most grapheme clusters a title may have (nil keeps the rule's default).
    public var maxGraphemes: Int?

    /// Creates a configuration; the defaults run every rule at its default severity.
    public init(severities: [String: Severity] = [:], disabled: Set<String> = [], maxWords: Int? = nil, maxGraphemes: Int? = nil)
    {
        self.severities = severities
        self.disabled = disabled
        self.maxWords = maxWords
        self.maxGraphemes = maxGraphemes
    }

    /// The severity findings of `rule` get.
    public func severity(of rule: RuleDescription) -> Severity {
        severities[rule.id] ?? rule.defaultSeverity
    }
}
