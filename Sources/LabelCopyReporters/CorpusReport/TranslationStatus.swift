import LabelCopyCore
import LabelCopyFormats

/// Whether a report counts a translation as translated, from what the readers and the
/// `untranslated` rule already know, so the report's share and its findings never disagree.
struct TranslationStatus {
    /// States in which a value equal to its source is a placeholder for a translation to come:
    /// String Catalogs' `new` and `needs_review`, XLIFF 1.2's `new`, `needs-translation` and
    /// `needs-review-translation`, XLIFF 2.0's `initial`.
    static let pendingStates: Set<String> = ["new", "needs_review", "needs-translation", "needs-review-translation", "initial"]

    /// Where the `untranslated` rule reported a value.
    private var reported: Set<SourceLocation> = []
    /// Files and locales (`path\u{1F}locale`) the rule found unfinished: its one finding there
    /// stands for every value identical to its source.
    private var unfinished: Set<String> = []

    /// Reads the `untranslated` findings of a lint result.
    init(findings: [LintFinding]) {
        for finding in findings where finding.ruleID == UntranslatedRule.description.id {
            reported.insert(finding.location)
            if finding.message.hasSuffix(UntranslatedRule.unfinishedEnding), let locale = finding.locale {
                unfinished.insert(finding.location.path + "\u{1F}" + locale)
            }
        }
    }

    /// True when the pair's translation is one an app shows: not empty, not a gettext entry
    /// marked fuzzy (gettext never uses those), not the source text kept in a pending state,
    /// and not a value the `untranslated` rule reports.
    func isTranslated(_ pair: TranslationPair) -> Bool {
        let entry = pair.entry
        guard !entry.value.isEmpty else { return false }
        if entry.state == "fuzzy" || entry.flags.contains("fuzzy") { return false }
        let same = entry.value == pair.source.value
        if same, let state = entry.state, Self.pendingStates.contains(state) { return false }
        if reported.contains(entry.location) { return false }
        return !(same && unfinished.contains(entry.location.path + "\u{1F}" + pair.locale))
    }
}
