import LabelCopyCore
import LabelCopyFormats

extension CorpusReport {
    /// Decides whether an entry of a file is a title (the linter's per-file settings).
    public typealias Judge = (LocalizationFile, LocalizationEntry) -> TitleJudgement
    /// The title after every mechanical fix at once (the engine's suggestion), for an entry of a file.
    public typealias Suggest = (LocalizationFile, LocalizationEntry) -> String?

    /// Computes the report of `files` and the lint `result` over them. Pure: no disk, and the
    /// same input always gives the same report. `missing` are paths named that do not exist:
    /// listed with the errors, but not counted as files.
    public init(
        files: [LocalizationFile], result: LintResult, sourceLanguage: String = "en", maxOffenders: Int = 50,
        judge: @escaping Judge = { _, entry in EntryClassifier().judge(entry) },
        suggest: Suggest? = nil, missing: [FormatError] = []
    ) {
        let sorted = files.sorted { $0.path < $1.path }
        let rows = LocaleRows(files: sorted, sourceLanguage: sourceLanguage)
        let titles = Self.sourceTitles(sorted, rows: rows, judge: judge)
        let project = LocalizationProject(files: sorted, sourceLanguage: sourceLanguage)
        let locales = LocaleFigures(
            files: sorted, project: project, titles: titles, findings: result.findings, rows: rows, judge: judge
        ).summaries()
        let totals = ReportTotals(
            files: result.fileCount,
            filesByFormat: NamedCount.tally(sorted.map(\.format.rawValue)),
            malformedFiles: result.errors.count,
            entries: result.entryCount,
            localeCount: locales.count,
            titles: titles.count,
            titlesByReason: NamedCount.tally(titles.map { JudgementReasonKind(reason: $0.judgement.reason).rawValue }),
            findings: result.findings.count,
            findingsByRule: Self.tallies(result.findings),
            findingsBySeverity: Severity.allCases.reversed().compactMap { severity in
                let count = result.findings.count { $0.severity == severity }
                return count > 0 ? NamedCount(severity.rawValue, count) : nil
            },
            fixable: result.findings.count { $0.replacement != nil })
        let findings = result.findings.map(ReportFinding.init)
        let suggest =
            suggest ?? { file, entry in
                TitleEngine().analyze(entry.value, context: judge(file, entry).context).suggestion
            }
        var fileIndex: [String: Int] = [:]
        for (index, file) in sorted.enumerated() { fileIndex[file.path] = index }
        // Only offenders with several replacements need the entry, so it is looked up on demand.
        let offenders = Self.offenders(findings, limit: maxOffenders) { finding in
            guard let index = fileIndex[finding.file] else { return nil }
            let file = sorted[index]
            guard
                let entry = file.entries.first(where: {
                    $0.location.line == finding.line && $0.location.column == finding.column && $0.key == finding.key
                        && $0.value == finding.value
                })
            else { return nil }
            return suggest(file, entry)
        }
        self.init(
            totals: totals, locales: locales, findings: findings, offenders: offenders,
            errors: (missing + result.errors).sorted { $0.location < $1.location })
    }

    /// Source entries judged to be titles, each source text once (the same table in `Base` and
    /// `en` defines it twice), with their locale row and judgement. Only development-language
    /// rows define titles: an en-GB table is a translation of them.
    static func sourceTitles(_ files: [LocalizationFile], rows: LocaleRows, judge: Judge) -> [SourceTitle] {
        var seen: Set<String> = []
        var titles: [SourceTitle] = []
        for file in files {
            for entry in file.entries where entry.isSource {
                let locale = rows.row(of: entry, in: file)
                guard rows.isSource(locale) else { continue }
                let judgement = judge(file, entry)
                guard judgement.isTitle else { continue }
                let identity = [entry.key, entry.context ?? "", entry.value].joined(separator: "\u{1F}")
                guard seen.insert(identity).inserted else { continue }
                titles.append(SourceTitle(entry: entry, locale: locale, judgement: judgement))
            }
        }
        return titles
    }

    /// Findings per rule and severity, most first, then by rule.
    static func tallies(_ findings: [LintFinding]) -> [RuleTally] {
        var tallies: [String: RuleTally] = [:]
        for finding in findings {
            let key = finding.ruleID + "\u{1F}" + finding.severity.rawValue
            var tally = tallies[key] ?? RuleTally(rule: finding.ruleID, severity: finding.severity, count: 0, fixable: 0)
            tally.count += 1
            if finding.replacement != nil { tally.fixable += 1 }
            tallies[key] = tally
        }
        return tallies.values.sorted { ($1.count, $0.rule, $1.severity) < ($0.count, $1.rule, $0.severity) }
    }

    /// Findings grouped by entry, the most severe first, then those breaking most rules. When
    /// several findings of one entry carry different replacements, each fixes one rule only,
    /// so the suggestion is `combined`'s (every fix at once), else the one replacement.
    static func offenders(
        _ findings: [ReportFinding], limit: Int, combined: (ReportFinding) -> String? = { _ in nil }
    ) -> [Offender] {
        var order: [String] = []
        var groups: [String: [ReportFinding]] = [:]
        for finding in findings {
            let key = [finding.file, String(finding.line), String(finding.column), finding.key, finding.locale ?? ""]
                .joined(separator: "\u{1F}")
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(finding)
        }
        var offenders: [(offender: Offender, index: Int)] = []
        for (index, key) in order.enumerated() {
            guard let group = groups[key], let worst = group.max(by: { $0.severity < $1.severity }) else { continue }
            let replacements = Set(group.compactMap(\.replacement))
            var replacement = replacements.count == 1 ? replacements.first : nil
            if replacements.count > 1 { replacement = combined(worst) ?? group.compactMap(\.replacement).first }
            let offender = Offender(
                file: worst.file, line: worst.line, column: worst.column, key: worst.key, locale: worst.locale,
                value: worst.value,
                severity: worst.severity, rules: Array(Set(group.map(\.rule))).sorted(), message: worst.message,
                replacement: replacement)
            offenders.append((offender, index))
        }
        offenders.sort { lhs, rhs in
            if lhs.offender.severity != rhs.offender.severity { return lhs.offender.severity > rhs.offender.severity }
            if lhs.offender.rules.count != rhs.offender.rules.count { return lhs.offender.rules.count > rhs.offender.rules.count }
            return lhs.index < rhs.index
        }
        return offenders.prefix(max(limit, 0)).map(\.offender)
    }
}
