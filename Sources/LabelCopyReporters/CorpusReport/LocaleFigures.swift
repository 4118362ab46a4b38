import LabelCopyCore
import LabelCopyFormats

/// Computes the per-locale figures of a report from the files, their pairs and the findings.
struct LocaleFigures {
    var files: [LocalizationFile]
    var project: LocalizationProject
    var titles: [SourceTitle]
    var findings: [LintFinding]
    var rows: LocaleRows
    var judge: CorpusReport.Judge

    /// One summary per locale row that has entries or findings, sorted by tag. Every entry and
    /// every finding is in exactly one row, so the rows add up to the report's totals.
    func summaries() -> [LocaleSummary] {
        var entries: [String: Int] = [:]
        var sourceKeys: Set<String> = []
        var translated: [String: Set<String>] = [:]
        var lengths: [String: [Int]] = [:]
        for title in titles { lengths[title.locale, default: []].append(title.entry.value.count) }
        for file in files {
            for entry in file.entries {
                let row = rows.row(of: entry, in: file)
                entries[row, default: 0] += 1
                guard entry.isSource else { continue }
                if rows.isSource(row) {
                    sourceKeys.insert(Self.identity(entry))
                } else if rows.isVariant(row), !entry.value.isEmpty {
                    // A regional variant's own table (en-GB.lproj) translates the source; keeping
                    // a word as it is ("Cancel") is that translation, as the untranslated rule has it.
                    translated[row, default: []].insert(Self.identity(entry))
                    if judge(file, entry).isTitle { lengths[row, default: []].append(entry.value.count) }
                }
            }
        }
        var titlePairs: [TranslationPair] = []
        // A source has a translation in every locale: judge it once (as the truncation rule does).
        var judgements: [LocalizationEntry: Bool] = [:]
        let status = TranslationStatus(findings: findings)
        for pair in project.pairs {
            sourceKeys.insert(Self.identity(pair.source))
            guard !pair.entry.value.isEmpty else { continue }
            if status.isTranslated(pair) { translated[pair.locale, default: []].insert(Self.identity(pair.source)) }
            let isTitle = judgements[pair.source] ?? judge(project.files[pair.fileIndex], pair.source).isTitle
            judgements[pair.source] = isTitle
            guard isTitle else { continue }
            titlePairs.append(pair)
            // Swift's Character is an extended grapheme cluster, the unit people count letters in.
            lengths[pair.locale, default: []].append(pair.entry.value.count)
        }
        let expansion = TruncationRiskRule.observedExpansion(titlePairs)
        let findingCounts = NamedCount.tally(findings.map { rows.row(of: $0) })
        let titleCounts = NamedCount.tally(titles.map(\.locale))
        let truncation = truncationCells()
        let locales = Set(entries.keys).union(findingCounts.map(\.name))
        return locales.sorted().map { locale in
            let isSource = rows.isSource(locale)
            let share =
                isSource || sourceKeys.isEmpty ? nil : min(1, Double(translated[locale]?.count ?? 0) / Double(sourceKeys.count))
            let observed = expansion[locale]
            return LocaleSummary(
                locale: locale, isSource: isSource, entries: entries[locale] ?? 0, translatedShare: share,
                findings: findingCounts.first { $0.name == locale }?.count ?? 0, expansionMedian: observed?.median,
                expansionP90: observed?.p90, expansionSamples: observed?.count ?? 0,
                titleLengths: LengthStats(lengths: lengths[locale] ?? []), truncation: truncation[locale] ?? [],
                titles: titleCounts.first { $0.name == locale }?.count ?? 0)
        }
    }

    /// `truncation-risk` findings per locale row and UI context, split into at risk (notes) and
    /// likely truncated (everything more severe).
    func truncationCells() -> [String: [TruncationCell]] {
        var cells: [String: [String: TruncationCell]] = [:]
        for finding in findings where finding.ruleID == "truncation-risk" {
            guard let context = TruncationCell.context(ofMessage: finding.message) else { continue }
            let locale = rows.row(of: finding)
            var cell = cells[locale]?[context] ?? TruncationCell(context: context, atRisk: 0, truncated: 0)
            if finding.severity == .note { cell.atRisk += 1 } else { cell.truncated += 1 }
            cells[locale, default: [:]][context] = cell
        }
        return cells.mapValues { byContext in
            TruncationCell.contextOrder.compactMap { byContext[$0] }
        }
    }

    /// What makes two entries the same source string: key and context.
    static func identity(_ entry: LocalizationEntry) -> String {
        entry.key + "\u{1F}" + (entry.context ?? "")
    }
}
