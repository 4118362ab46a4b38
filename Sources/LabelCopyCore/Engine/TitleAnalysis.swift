/// The result of checking one title: the suggested title and every finding.
public struct TitleAnalysis: Sendable, Hashable {
    /// The title as given.
    public var input: String
    /// The title after every mechanical fix (case, canonical terms, fixed phrases, ellipsis,
    /// whitespace, OK spelling, trailing period).
    public var suggestion: String
    /// The findings, in rule order.
    public var findings: [Finding]

    /// Creates an analysis.
    public init(input: String, suggestion: String, findings: [Finding]) {
        self.input = input
        self.suggestion = suggestion
        self.findings = findings
    }
}
