import LabelCopyCore

/// How many findings one rule raised at one severity, and how many of them a fix can apply.
public struct RuleTally: Sendable, Hashable {
    /// The rule's id.
    public var rule: String
    /// The severity the findings were reported at.
    public var severity: Severity
    /// How many findings.
    public var count: Int
    /// How many of them carry a replacement.
    public var fixable: Int

    /// Creates a tally.
    public init(rule: String, severity: Severity, count: Int, fixable: Int) {
        self.rule = rule
        self.severity = severity
        self.count = count
        self.fixable = fixable
    }
}
