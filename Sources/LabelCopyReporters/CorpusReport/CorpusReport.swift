import LabelCopyFormats

/// Every figure of a corpus report, computed from parsed files and a lint result; the
/// HTML, Markdown and JSON renderers only lay it out.
public struct CorpusReport: Sendable, Hashable {
    /// The JSON schema version; it changes only when a field changes meaning or goes away.
    public static let schemaVersion = 1

    /// The corpus as a whole.
    public var totals: ReportTotals
    /// One summary per locale, sorted by tag.
    public var locales: [LocaleSummary]
    /// Every finding, in the lint result's order (location, then rule).
    public var findings: [ReportFinding]
    /// The entries with the most serious findings first, at most `maxOffenders` of them.
    public var offenders: [Offender]
    /// What changed since an earlier report, when one was given.
    public var comparison: ReportComparison?
    /// Files that could not be read and paths that do not exist, with where and why.
    public var errors: [FormatError]
    /// The absolute folder the report's relative file paths are relative to (where the run
    /// started), so a later `--compare` run elsewhere reads them right; nil when unknown.
    public var directory: String?

    /// Creates a report from its parts.
    public init(
        totals: ReportTotals, locales: [LocaleSummary], findings: [ReportFinding], offenders: [Offender],
        comparison: ReportComparison? = nil, errors: [FormatError] = []
    ) {
        self.totals = totals
        self.locales = locales
        self.findings = findings
        self.offenders = offenders
        self.comparison = comparison
        self.errors = errors
    }

    /// What the locale tables' "Translated" column counts.
    public static let translatedLegend =
        "Translated: the share of source strings whose translation an app would show: not empty, not a gettext "
        + "entry marked fuzzy, not the source text kept in a String Catalog or XLIFF state awaiting translation or "
        + "review, and not a value the untranslated rule reports."

    /// What a report over no localization file says instead of its totals.
    public static let noFilesNote =
        "No localization files were found under the paths given (.strings, .stringsdict, .xcstrings, XLIFF, "
        + "Android strings.xml, gettext .po and .pot)."

    /// The UI contexts that have any truncation figure, in the order `UIContext` lists them.
    public var truncationContexts: [String] {
        var seen: Set<String> = []
        for locale in locales { for cell in locale.truncation { seen.insert(cell.context) } }
        return TruncationCell.contextOrder.filter { seen.contains($0) } + seen.subtracting(TruncationCell.contextOrder).sorted()
    }
}
