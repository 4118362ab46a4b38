/// One thing a rule found in a title, with the fix it proposes.
public struct Finding: Sendable, Hashable, Codable {
    /// The rule's kebab-case id (`title-case`).
    public var ruleID: String
    /// The severity the engine gave it (from the rule's default and the configuration).
    public var severity: Severity
    /// What is wrong and why, in one sentence.
    public var message: String
    /// The whole title with this finding fixed, or nil when there is no safe mechanical fix.
    public var replacement: String?

    /// Creates a finding.
    public init(ruleID: String, severity: Severity, message: String, replacement: String?) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.replacement = replacement
    }
}
