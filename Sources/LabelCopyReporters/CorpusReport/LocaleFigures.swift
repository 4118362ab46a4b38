import LabelCopyCore
import LabelCopyFormats

/// Computes the per-locale figures of a report from the files, their pairs and the findings.
struct LocaleFigures {
    var files: [LocalizationFile]
    var project: LocalizationProject
    var titles: [SourceTitle]
    var findings: [LintFinding]
    var sourceLanguage: String
    var judge: CorpusReport.Judge

    /// One summary per locale that has entries or findings, sorted by tag.
    func summaries() -> [LocaleSummary] {
        var entries: [String: Int] = [:]
        var sourceKeys: Set<String> = []
        for file in files {
            for entry in file.entries {
                guard let locale = LocalizationProject.locale(of: entry, in: file) else { continue }
                entries[locale, default: 0] += 1
                if entry.isSource { sourceKeys.insert(Self.identity(entry)) }
            }
        }
        var translated: [String: Set<String>] = [:]
        var titlePairs: [TranslationPair] = []
        var lengths: [String: [Int]] = [:]
        for title in titles { lengths[title.locale, default: []].append(title.entry.value.count) }
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
        let findingCounts = NamedCount.tally(findings.compactMap(\.locale))
        let truncation = truncationCells()
        let locales = Set(entries.keys).union(findingCounts.map(\.name))
        return locales.sorted().map { locale in
            let isSource = isSourceLocale(locale)
            let share =
                isSource || sourceKeys.isEmpty ? nil : min(1, Double(translated[locale]?.count ?? 0) / Double(sourceKeys.count))
            let observed = expansion[locale]
            return LocaleSummary(
                locale: locale, isSource: isSource, entries: entries[locale] ?? 0, translatedShare: share,
                findings: findingCounts.first { $0.name == locale }?.count ?? 0, expansionMedian: observed?.median,
                expansionP90: observed?.p90, expansionSamples: observed?.count ?? 0,
                titleLengths: LengthStats(lengths: lengths[locale] ?? []), truncation: truncation[locale] ?? [])
        }
    }

    /// `truncation-risk` findings per locale and UI context, split into at risk (notes) and
    /// likely truncated (everything more severe).
    func truncationCells() -> [String: [TruncationCell]] {
        var cells: [String: [String: TruncationCell]] = [:]
        for finding in findings where finding.ruleID == "truncation-risk" {
            guard let locale = finding.locale, let context = TruncationCell.context(ofMessage: finding.message) else { continue }
            var cell = cells[locale]?[context] ?? TruncationCell(context: context, atRisk: 0, truncated: 0)
            if finding.severity == .note { cell.atRisk += 1 } else { cell.truncated += 1 }
            cells[locale, default: [:]][context] = cell
        }
        return cells.mapValues { byContext in
            TruncationCell.contextOrder.compactMap { byContext[$0] }
        }
    }

    /// True for the source language, its regional variants and Xcode's `Base`.
    func isSourceLocale(_ locale: String) -> Bool {
        locale == "Base" || locale == "mul" || LocaleTag.language(of: locale) == LocaleTag.language(of: sourceLanguage)
    }

    /// What makes two entries the same source string: key and context.
    static func identity(_ entry: LocalizationEntry) -> String {
        entry.key + "\u{1F}" + (entry.context ?? "")
    }
}
