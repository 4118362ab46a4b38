/// What a rule reports: the engine turns it into a `Finding` with a severity.
public struct RuleViolation: Sendable, Hashable {
    /// What is wrong and why, in one sentence.
    public var message: String
    /// The whole title with this violation fixed, or nil when no safe fix exists.
    public var replacement: String?

    /// Creates a violation.
    public init(message: String, replacement: String? = nil) {
        self.message = message
        self.replacement = replacement
    }

    /// The finding this violation makes under `ruleID` and `severity`; consuming, so its strings
    /// move into the finding instead of being retained for it and released with the violation.
    consuming func finding(ruleID: String, severity: Severity) -> Finding {
        Finding(ruleID: ruleID, severity: severity, message: message, replacement: replacement)
    }
}
