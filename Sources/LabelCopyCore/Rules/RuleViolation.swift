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
}
