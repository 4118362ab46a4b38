/// The corpus report as Markdown for a pull-request comment: totals, a table per rule and per
/// locale, what changed, and the worst offenders, cut to fit `maxBytes`.
public struct CorpusReportMarkdown: Sendable {
    /// The most UTF-8 bytes the output may take. GitHub limits a comment to 65,536 characters,
    /// and a character is at least one byte, so a byte budget under that always fits.
    public var maxBytes: Int

    /// Creates the renderer.
    public init(maxBytes: Int = 65_000) {
        self.maxBytes = maxBytes
    }

    /// The whole comment. Sections come in order of importance; rows that do not fit are
    /// counted in a closing line instead.
    public func render(_ report: CorpusReport) -> String {
        var output = MarkdownBudget(limit: maxBytes)
        output.add(header(report))
        output.addTable(errorTable(report))
        output.addTable(ruleTable(report))
        output.addTable(localeTable(report))
        if let comparison = report.comparison {
            let table = changeTable(comparison)
            if table.rows.isEmpty {
                output.add("### \(table.title)\n\nNo finding is new and none was fixed.\n\n")
            } else {
                output.addTable(table)
                output.addTable(localeChangeTable(comparison))
            }
        }
        output.addTable(offenderTable(report))
        return output.finish()
    }

    func header(_ report: CorpusReport) -> String {
        let totals = report.totals
        var text = "## labelcopy corpus report\n\n"
        guard totals.files > 0 else { return text + CorpusReport.noFilesNote + "\n\n" }
        let formats = totals.filesByFormat.map { "\($0.count) \($0.name)" }.joined(separator: ", ")
        text += Plural.count(totals.files, "file") + (formats.isEmpty ? ", " : " (\(formats)), ")
        text += "\(Plural.count(totals.entries, "entry", "entries")) in \(Plural.count(totals.localeCount, "locale")), "
        text += Plural.count(totals.titles, "source title")
        if !totals.titlesByReason.isEmpty {
            text += " judged by " + totals.titlesByReason.map { "\($0.name) \($0.count)" }.joined(separator: ", ")
        }
        text += ". **\(Plural.count(totals.findings, "finding"))**, \(ReportNumber.percent(totals.fixableShare)) fixable"
        text += totals.malformedFiles > 0 ? ", \(Plural.count(totals.malformedFiles, "malformed file")).\n\n" : ".\n\n"
        return text
    }

    func errorTable(_ report: CorpusReport) -> MarkdownTable {
        MarkdownTable(
            title: "Not read", header: "| Location | Error |\n|---|---|\n",
            rows: report.errors.map { "| \(MarkdownText.code($0.location.description)) | \(MarkdownText.cell($0.message)) |\n" },
            more: { "| …\($0) more | |\n" })
    }

    func ruleTable(_ report: CorpusReport) -> MarkdownTable {
        MarkdownTable(
            title: "Findings by rule", header: "| Rule | Severity | Findings | Fixable |\n|---|---|---:|---:|\n",
            rows: report.totals.findingsByRule.map {
                "| `\($0.rule)` | \($0.severity.rawValue) | \($0.count) | \($0.fixable) |\n"
            },
            more: { "| …\($0) more rules | | | |\n" })
    }

    func localeTable(_ report: CorpusReport) -> MarkdownTable {
        let rows = report.locales.map { summary -> String in
            let share = summary.isSource ? "source" : summary.translatedShare.map(ReportNumber.percent) ?? "–"
            let median = summary.expansionMedian.map(ReportNumber.factor) ?? "–"
            let p90 = summary.expansionP90.map(ReportNumber.factor) ?? "–"
            let risk = summary.truncation.reduce(0) { $0 + $1.atRisk }
            let truncated = summary.truncation.reduce(0) { $0 + $1.truncated }
            return
                "| \(summary.locale) | \(summary.entries) | \(share) | \(summary.findings) | \(summary.titles) | \(median) | \(p90) | \(risk) / \(truncated) |\n"
        }
        return MarkdownTable(
            title: "Locales",
            header:
                CorpusReport.translatedLegend + "\n\n"
                + "| Locale | Entries | Translated | Findings | Source titles | Expansion median | p90 | At risk / truncated |\n"
                + "|---|---:|---:|---:|---:|---:|---:|---:|\n",
            rows: rows, more: { "| …\($0) more locales | | | | | | | |\n" })
    }

    func changeTable(_ comparison: ReportComparison) -> MarkdownTable {
        let title = "Since the earlier report: \(comparison.new.count) new, \(comparison.fixed.count) fixed"
        return MarkdownTable(
            title: title, header: "| Rule | New | Fixed |\n|---|---:|---:|\n",
            rows: comparison.byRule.map { "| `\($0.name)` | \($0.new) | \($0.fixed) |\n" },
            more: { "| …\($0) more rules | | |\n" })
    }

    func localeChangeTable(_ comparison: ReportComparison) -> MarkdownTable {
        MarkdownTable(
            title: "New and fixed findings by locale", header: "| Locale | New | Fixed |\n|---|---:|---:|\n",
            rows: comparison.byLocale.map {
                "| \($0.name.isEmpty ? "(no locale)" : MarkdownText.cell($0.name)) | \($0.new) | \($0.fixed) |\n"
            },
            more: { "| …\($0) more locales | | |\n" })
    }

    func offenderTable(_ report: CorpusReport) -> MarkdownTable {
        let rows = report.offenders.map { offender -> String in
            let suggestion = offender.replacement.map(MarkdownText.code) ?? ""
            let rules = offender.rules.map { "`\($0)`" }.joined(separator: " ")
            return "| \(MarkdownText.code(offender.location)) | \(offender.severity.rawValue) | \(rules) | "
                + "\(MarkdownText.code(offender.value)) | \(suggestion) | \(MarkdownText.cell(offender.message)) |\n"
        }
        return MarkdownTable(
            title: "Worst offenders",
            header: "| Location | Severity | Rules | Value | Suggestion | Message |\n|---|---|---|---|---|---|\n",
            rows: rows, more: { "\n…and \($0) more not shown (size limit).\n" })
    }
}
