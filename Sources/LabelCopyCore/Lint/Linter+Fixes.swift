import LabelCopyFormats

/// What `fix` writes: the suggested title for every source entry with a fixable finding.
extension Linter {
    /// The new values for `file`'s entries: each source title that has at least one finding with a
    /// replacement gets the engine's suggestion (every mechanical fix at once). Entries the file
    /// cannot rewrite in place (binary files, catalog keys without a value) and those `fix` must
    /// never change (gettext msgids, XLIFF sources) are left out.
    public func plannedFixes(for file: LocalizationFile) -> [(entry: LocalizationEntry, newValue: String)] {
        guard file.document != nil else { return [] }
        let settings = settings(for: file.path)
        let style = FileStyle(file)
        let suppressions = SuppressionIndex(entries: file.entries)
        var changes: [(entry: LocalizationEntry, newValue: String)] = []
        for entry in file.entries where Self.canFix(entry) {
            guard let text = englishSourceText(of: entry, in: file), !style.isDeliberatelyLowercase(entry) else { continue }
            let judgement = style.refine(settings.judge(entry), for: entry)
            guard judgement.isTitle else { continue }
            let analysis = settings.engine.analyze(text, context: judgement.context)
            let fixable = analysis.findings.contains { finding in
                finding.replacement != nil
                    && !suppressions.isSuppressed(ruleID: finding.ruleID, entryKey: entry.key, location: entry.location)
            }
            guard analysis.suggestion != text, fixable else { continue }
            changes.append((entry, analysis.suggestion))
        }
        return changes
    }
}
