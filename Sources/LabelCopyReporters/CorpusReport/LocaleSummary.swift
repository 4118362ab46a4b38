/// The figures of one locale.
public struct LocaleSummary: Sendable, Hashable {
    /// The locale tag as the files have it.
    public var locale: String
    /// True for a development language (whose row also holds `Base`, Android `values/` and
    /// gettext templates).
    public var isSource: Bool
    /// Entries in this locale.
    public var entries: Int
    /// Translated source entries over all source entries; nil for the source language.
    public var translatedShare: Double?
    /// Findings in this locale.
    public var findings: Int
    /// Translated title width over source title width, median (nil with no pairs).
    public var expansionMedian: Double?
    /// The same ratio's 90th percentile.
    public var expansionP90: Double?
    /// How many translated titles the ratios come from.
    public var expansionSamples: Int
    /// Title lengths in grapheme clusters, nil with no titles.
    public var titleLengths: LengthStats?
    /// Titles at risk or likely truncated per UI context, from `truncation-risk` findings.
    public var truncation: [TruncationCell]
    /// Source titles defined in this locale (only a development language has any); the rows
    /// add up to the report's titles.
    public var titles: Int

    /// Creates a summary.
    public init(
        locale: String, isSource: Bool, entries: Int, translatedShare: Double?, findings: Int, expansionMedian: Double?,
        expansionP90: Double?, expansionSamples: Int, titleLengths: LengthStats?, truncation: [TruncationCell],
        titles: Int = 0
    ) {
        self.locale = locale
        self.isSource = isSource
        self.entries = entries
        self.translatedShare = translatedShare
        self.findings = findings
        self.expansionMedian = expansionMedian
        self.expansionP90 = expansionP90
        self.expansionSamples = expansionSamples
        self.titleLengths = titleLengths
        self.truncation = truncation
        self.titles = titles
    }

    /// The cell for `context`, if any finding fell in it.
    public func cell(_ context: String) -> TruncationCell? {
        truncation.first { $0.context == context }
    }
}
