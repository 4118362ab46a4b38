/// The corpus-wide counts of a report.
public struct ReportTotals: Sendable, Hashable {
    /// Files read, malformed ones included.
    public var files: Int
    /// Files per format name, sorted by name.
    public var filesByFormat: [NamedCount]
    /// Files that could not be read.
    public var malformedFiles: Int
    /// Entries in the readable files.
    public var entries: Int
    /// How many distinct locales the files hold.
    public var localeCount: Int
    /// Source entries judged to be titles.
    public var titles: Int
    /// Titles per kind of judgement reason (`JudgementReasonKind` raw values), largest first.
    public var titlesByReason: [NamedCount]
    /// All findings.
    public var findings: Int
    /// Findings per rule and severity, most first.
    public var findingsByRule: [RuleTally]
    /// Findings per severity, most severe first.
    public var findingsBySeverity: [NamedCount]
    /// Findings that carry a replacement.
    public var fixable: Int

    /// Creates totals.
    public init(
        files: Int, filesByFormat: [NamedCount], malformedFiles: Int, entries: Int, localeCount: Int, titles: Int,
        titlesByReason: [NamedCount], findings: Int, findingsByRule: [RuleTally], findingsBySeverity: [NamedCount], fixable: Int
    ) {
        self.files = files
        self.filesByFormat = filesByFormat
        self.malformedFiles = malformedFiles
        self.entries = entries
        self.localeCount = localeCount
        self.titles = titles
        self.titlesByReason = titlesByReason
        self.findings = findings
        self.findingsByRule = findingsByRule
        self.findingsBySeverity = findingsBySeverity
        self.fixable = fixable
    }

    /// The share of findings a fix can apply, 0 when there are none.
    public var fixableShare: Double { findings == 0 ? 0 : Double(fixable) / Double(findings) }
}
