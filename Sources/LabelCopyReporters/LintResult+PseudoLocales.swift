import LabelCopyCore

extension LintResult {
    /// "12 files, 300 entries (pseudo-locale text skipped: …), ": how the totals of the summary
    /// and Markdown reporters start, before their findings.
    var filesAndEntries: String {
        "\(Plural.count(fileCount, "file")), \(Plural.count(entryCount, "entry", "entries"))"
            + (pseudoLocaleSkipped.map { " (\($0)), " } ?? ", ")
    }

    /// What was passed over as pseudo-locale text, for the reporters that give totals ("pseudo-locale
    /// text skipped: 15 files, 309 entries"), or nil when nothing was.
    var pseudoLocaleSkipped: String? {
        guard pseudoLocaleFileCount > 0 else { return nil }
        return "pseudo-locale text skipped: \(Plural.count(pseudoLocaleFileCount, "file")), "
            + Plural.count(pseudoLocaleEntryCount, "entry", "entries")
    }
}
