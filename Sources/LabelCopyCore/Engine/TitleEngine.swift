/// Runs every enabled title rule over a title and composes the suggested title.
public struct TitleEngine: Sendable {
    /// The enabled rules, in the order their fixes are applied.
    public let rules: [any TitleRule]
    /// The lexicon titles are judged by.
    public let lexicon: Lexicon
    /// The configuration the engine was made with.
    public let configuration: EngineConfiguration
    /// Rule ids and severities, resolved once, parallel to `rules`.
    private let resolved: [(id: String, severity: Severity, fixes: Bool, shape: FixShape?, casesTitle: Bool)]
    /// Whether a rule that reads progress-label's judgement (progress-label, verb-first) is enabled:
    /// only then is it found with the title's analysis.
    private let judgesProgress: Bool

    /// Creates an engine with the given rules (all built-in rules by default), dropping the
    /// rules `configuration` disables.
    public init(
        rules: [any TitleRule] = RuleCatalog.all, lexicon: Lexicon = .standard,
        configuration: EngineConfiguration = EngineConfiguration()
    ) {
        let enabled = rules.filter { !configuration.disabled.contains(type(of: $0).description.id) }
        self.rules = enabled.map { configuration.configure($0) }
        self.lexicon = lexicon
        self.configuration = configuration
        self.resolved = self.rules.map {
            let description = type(of: $0).description
            return (
                description.id, configuration.severity(of: description), type(of: $0).isFixable, FixShape.of($0),
                $0 is TitleCaseRule
            )
        }
        self.judgesProgress = self.rules.contains { $0 is ProgressLabelRule || $0 is VerbFirstRule }
    }

    /// Checks `title` shown in `context`: every rule sees the title as given and reports its
    /// findings; the suggestion applies the fixes in rule order, each rule seeing the text
    /// the previous fixes produced.
    public func analyze(_ title: String, context: TitleContext = .button) -> TitleAnalysis {
        if title.utf8.count > Self.maxAnalyzedBytes { return oversized(title, context: context) }
        // This thread's two analyses from its last title, refilled in place: the analysis then
        // allocates no byte, token or slot arrays and builds no analyzed title.
        let scratch = EngineScratch.current
        guard !scratch.inUse else {
            var original = AnalyzedTitle(lexicon: lexicon)
            var fixed = AnalyzedTitle(lexicon: lexicon)
            return analyze(title, context: context, original: &original, fixed: &fixed)
        }
        scratch.inUse = true
        defer { scratch.inUse = false }
        return analyze(title, context: context, original: &scratch.original.pointee, fixed: &scratch.fixed.pointee)
    }

    /// The most UTF-8 bytes of a title that is analyzed. No UI title comes near it, and the
    /// analysis of a text of megabytes (a line of a file that is no list of titles) would take
    /// tens of times its size in memory.
    public static let maxAnalyzedBytes = 1 << 20

    /// The analysis of a title over `maxAnalyzedBytes`: only its length is reported (where
    /// title-length is enabled and applies to `context`), and nothing is changed.
    private func oversized(_ title: String, context: TitleContext) -> TitleAnalysis {
        var findings: [Finding] = []
        if let index = rules.firstIndex(where: { $0 is TitleLengthRule }), TitleLengthRule.applies(in: context) {
            let message = TitleLengthRule.oversizedMessage(bytes: title.utf8.count, limit: Self.maxAnalyzedBytes)
            findings.append(Finding(ruleID: resolved[index].id, severity: resolved[index].severity, message: message, replacement: nil))
        }
        return TitleAnalysis(input: title, suggestion: title, findings: findings)
    }

    /// `analyze(_:context:)` with the thread's two analyses to refill; `inout`, so the rules are
    /// lent them without a copy.
    private func analyze(
        _ title: String, context: TitleContext, original: inout AnalyzedTitle, fixed: inout AnalyzedTitle
    ) -> TitleAnalysis {
        original.reanalyze(title, context: context, lexicon: lexicon, judgingProgress: judgesProgress)
        // Whether `fixed` holds the text the fixes have produced so far: it is analyzed only when
        // a later fixing rule needs it.
        var fixedIsCurrent = false
        // How the last fix made `suggestion`: its shape, when it changes no word, and whether the
        // text it fixed is the title as given or the one in `fixed` (current when the fix was made).
        var lastShape: FixShape?
        var lastFixedOriginal = true
        var suggestion = title
        var changed = false
        var findings: [Finding] = []
        // Indexing calls each rule in place; `enumerated()` would copy every rule's existential.
        for index in rules.indices {
            var fix: String?
            // The rule vouches that `fix` differs from the text it checked, so no comparison is needed.
            var fixDiffers = false
            // Whether `fix` was read from the title as given rather than made from the text it fixes.
            var transferred = false
            let (found, differs) = check(index, original)
            if let violation = found {
                // The fix of the title as given makes the suggestion only until a fix changes it:
                // after that, the rule runs again on the fixed text or has nothing to add, and a
                // copy here would be retained and released for nothing. Title case's is kept: the
                // fixed text's casing may be read from it.
                if !changed || resolved[index].casesTitle {
                    fix = violation.replacement
                    fixDiffers = differs
                }
                // One allocation for a title's findings instead of regrowing at the second.
                if findings.isEmpty { findings.reserveCapacity(4) }
                findings.append(violation.finding(ruleID: resolved[index].id, severity: resolved[index].severity))
            }
            if changed {
                // Rules that never fix need not see the fixed text; most fixed text holds nothing
                // for a later rule, and a byte test spares analyzing it.
                guard resolved[index].fixes, mayReport(index, &suggestion, context: context) else { continue }
                // Title case of a fixed plain title read from the title case of the title as given
                // (`fix` holds it, or nil when it needed none), progress-label's fix from its judgement
                // of it, without analyzing the fixed text. `fixDiffers` stays: when the title as given's
                // casing changed only letters' case, so does the transferred casing of the fixed text, in
                // the same words (`TitleCaseTransfer`); for progress-label it is false here.
                if let answer = transferredFix(index, of: suggestion, from: original, cased: fix) {
                    (fix, transferred) = (answer, true)
                } else {
                    if !fixedIsCurrent {
                        refill(&fixed, with: suggestion, shape: lastShape, fromOriginal: lastFixedOriginal, original: original, context: context)
                        fixedIsCurrent = true
                    }
                    let recheck = check(index, fixed)
                    (fix, fixDiffers) = (recheck.violation?.replacement, recheck.differs)
                }
            }
            // Compared as `!=` does, from the bytes where they settle it: most fixes differ from
            // the text at an ASCII byte (a letter's case, a space), and `!=` itself normalizes.
            if let fix, fixDiffers || CanonicalDifference.differs(fix, suggestion) {
                // A fix read from the title as given was made from no analysis that `fixed` holds, so
                // the text it makes is not derived from one.
                lastShape = transferred ? nil : resolved[index].shape
                lastFixedOriginal = !changed
                suggestion = fix
                fixedIsCurrent = false
                changed = true
            }
        }
        original.trimRoom()
        fixed.trimRoom()
        return TitleAnalysis(input: title, suggestion: suggestion, findings: findings)
    }

    /// The violation the rule at `index` finds in `title`, and whether its replacement surely
    /// differs from the title's text as `!=` compares strings.
    @inline(__always)
    private func check(_ index: Int, _ title: borrowing AnalyzedTitle) -> (violation: RuleViolation?, differs: Bool) {
        guard resolved[index].casesTitle else { return (rules[index].check(title), false) }
        // A `TitleCaseRule`, which holds nothing: called directly, it also says whether its
        // replacement changed only the case of ASCII letters, which makes it surely differ.
        guard let found = TitleCaseRule().checkReportingCases(title) else { return (nil, false) }
        return (found.violation, found.casesOnly)
    }

    /// The fix the rule at `index` makes of `text`, a fixed text of `original`, read from its
    /// finding on `original` (`cased`, title case's fix of it): `.some(fix)`, `.some(nil)` for
    /// none, or nil when no transfer answers and the rule must check an analysis of `text`.
    /// Title case of a plain title is read from the title case of the title as given
    /// (`TitleCaseTransfer`), progress-label's fix from its judgement of it
    /// (`ProgressLabelRule+Transfer.swift`).
    @inline(__always)
    private func transferredFix(_ index: Int, of text: String, from original: borrowing AnalyzedTitle, cased: String?) -> String?? {
        if resolved[index].casesTitle { return TitleCaseTransfer.casedText(of: text, from: original, cased: cased) }
        if resolved[index].shape == .progressEllipsis { return ProgressLabelRule.fixOfFixedText(text, from: original) }
        return nil
    }

    /// The rule at `index`'s byte test on `text`, the suggestion so far. Title case's reads only
    /// the context and is asked directly; the others read the text in place (`withUTF8` lends the
    /// variable's own storage, where a view of it would be retained and released).
    @inline(__always)
    private func mayReport(_ index: Int, _ text: inout String, context: TitleContext) -> Bool {
        if resolved[index].casesTitle { return TitleCaseRule.mayReport(in: context) }
        return text.withUTF8 { rules[index].mayReport($0, context: context) }
    }

    /// Makes `fixed` the analysis of `text`, which a fix of `shape` made from the title as given
    /// (`fromOriginal`) or from the text `fixed` holds: derived from that analysis when the fix
    /// changed no word and the derivation is exact, analyzed in full otherwise.
    @inline(__always)
    private func refill(
        _ fixed: inout AnalyzedTitle, with text: String, shape: FixShape?, fromOriginal: Bool,
        original: borrowing AnalyzedTitle, context: TitleContext
    ) {
        if let shape {
            let derived = fromOriginal ? fixed.derive(text, shape: shape, from: original) : fixed.deriveInPlace(text, shape: shape)
            if derived { return }
        }
        // Progress-label, if it checks the fixed text at all, finds its judgement itself; title
        // case, the usual reason for a full analysis here, never asks for it.
        fixed.reanalyze(text, context: context, lexicon: lexicon, judgingProgress: false)
    }
}
