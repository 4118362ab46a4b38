/// The corpus report as one self-contained HTML page: inline CSS and SVG charts, no script and
/// nothing loaded from the network, readable in dark mode and on paper.
public struct CorpusReportHTML: Sendable {
    /// The page's heading (the paths reported on, by default "labelcopy corpus report").
    public var title: String

    /// At most this many locales per chart (those with the most data), so a corpus of 150
    /// locales still gives charts that fit a screen; the tables list every locale.
    public var maxChartLocales: Int

    /// The link target for a finding's file: the path as seen from where the page is written
    /// (as given, when the page's folder is the current one).
    public var link: @Sendable (String) -> String

    /// Creates the renderer.
    public init(
        title: String = "labelcopy corpus report", maxChartLocales: Int = 20,
        link: @escaping @Sendable (String) -> String = { $0 }
    ) {
        self.title = title
        self.maxChartLocales = maxChartLocales
        self.link = link
    }

    /// The `maxChartLocales` summaries with the largest `weight`, in locale order, and a caption
    /// suffix saying how many were left out.
    func chartLocales(_ summaries: [LocaleSummary], most noun: String, weight: (LocaleSummary) -> Int) -> (
        rows: [LocaleSummary], note: String
    ) {
        guard summaries.count > maxChartLocales else { return (summaries, "") }
        let kept = summaries.enumerated().sorted { (weight($1.element), $0.offset) < (weight($0.element), $1.offset) }
            .prefix(maxChartLocales).sorted { $0.offset < $1.offset }.map(\.element)
        return (kept, " — the \(kept.count) of \(summaries.count) locales with the most \(noun)")
    }

    /// The whole page.
    public func render(_ report: CorpusReport) -> String {
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<meta name=\"color-scheme\" content=\"light dark\">\n"
        html += "<title>\(HTMLText.escape(title))</title>\n<style>\n\(CorpusReportStyle.css)\n</style>\n</head>\n<body>\n"
        html += "<h1>\(HTMLText.escape(title))</h1>\n"
        html += summary(report.totals)
        html += errors(report.errors)
        html += charts(report)
        html += localeTable(report)
        if let comparison = report.comparison { html += self.comparison(comparison) }
        html += offenders(report.offenders, total: report.findings.count)
        html += "</body>\n</html>\n"
        return html
    }

    func summary(_ totals: ReportTotals) -> String {
        guard totals.files > 0 else { return "<p>\(HTMLText.escape(CorpusReport.noFilesNote))</p>\n" }
        var html = "<p class=\"muted\">"
        html += HTMLText.escape(totals.filesByFormat.map { "\($0.count) \($0.name)" }.joined(separator: " · "))
        if !totals.titlesByReason.isEmpty {
            html +=
                "<br>Titles judged by: "
                + HTMLText.escape(totals.titlesByReason.map { "\($0.name) \($0.count)" }.joined(separator: " · "))
        }
        html += "</p>\n<div class=\"cards\">\n"
        let cards: [(String, String)] = [
            (
                ReportNumber.count(totals.files),
                "files" + (totals.malformedFiles > 0 ? " (\(totals.malformedFiles) malformed)" : "")
            ),
            (ReportNumber.count(totals.entries), "entries"), (ReportNumber.count(totals.localeCount), "locales"),
            (ReportNumber.count(totals.titles), "source titles"), (ReportNumber.count(totals.findings), "findings"),
            (ReportNumber.percent(totals.fixableShare), "fixable"),
        ]
        for (figure, label) in cards {
            html += "<div class=\"card\"><b>\(figure)</b><span>\(HTMLText.escape(label))</span></div>\n"
        }
        return html + "</div>\n"
    }

    func charts(_ report: CorpusReport) -> String {
        var figures: [(String, String)] = []
        if !report.totals.findingsByRule.isEmpty {
            let bars = report.totals.findingsByRule.map { tally in
                ChartBar(
                    label: "\(tally.rule) (\(tally.severity.rawValue))", value: Double(tally.count), text: String(tally.count),
                    style: tally.severity == .warning ? "bar" : "bar-\(tally.severity.rawValue)")
            }
            figures.append(("Findings by rule", SVGBarChart(title: "Findings by rule", bars: bars).render()))
        }
        let measured = chartLocales(report.locales.filter { $0.titleLengths != nil }, most: "titles") {
            $0.titleLengths?.count ?? 0
        }
        let lengths = measured.rows.compactMap { summary in summary.titleLengths.map { (label: summary.locale, stats: $0) } }
        if !lengths.isEmpty {
            let plot = SVGBoxPlot(title: "Title length per locale", rows: lengths)
            let caption = "Title length per locale (characters; each locale's own titles: source titles, or their translations)"
            figures.append((caption + measured.note, plot.render()))
        }
        let expanded = chartLocales(report.locales.filter { $0.expansionMedian != nil }, most: "translated titles") {
            $0.expansionSamples
        }
        let expansion = expanded.rows.compactMap { summary -> ChartBar? in
            guard let median = summary.expansionMedian else { return nil }
            let p90 = summary.expansionP90 ?? median
            return ChartBar(
                label: summary.locale, value: median, text: "\(ReportNumber.factor(median)) / \(ReportNumber.factor(p90))",
                tick: p90)
        }
        if !expansion.isEmpty {
            let chart = SVGBarChart(
                title: "Width of translated titles over their source", bars: expansion, reference: 1, valueRoom: 110)
            figures.append(
                ("Expansion against the source (median / 90th percentile, dashed at ×1)" + expanded.note, chart.render()))
        }
        let contexts = report.truncationContexts
        if !contexts.isEmpty {
            let risky = chartLocales(report.locales.filter { !$0.truncation.isEmpty }, most: "of them") {
                $0.truncation.reduce(0) { $0 + $1.total }
            }
            // Source-language findings are predictions for locales not yet translated: say so.
            var rows: [String: LocaleSummary] = [:]
            for summary in risky.rows { rows[summary.isSource ? summary.locale + " (predicted)" : summary.locale] = summary }
            let labels = risky.rows.map { $0.isSource ? $0.locale + " (predicted)" : $0.locale }
            let map = SVGHeatMap(title: "Truncation risk by locale and UI context", locales: labels, contexts: contexts) {
                label, context in
                let cell = rows[label]?.cell(context)
                return (cell?.atRisk ?? 0, cell?.truncated ?? 0)
            }
            figures.append(("Titles at risk or likely truncated" + risky.note, map.render()))
        }
        guard !figures.isEmpty else { return "" }
        var html = "<h2>Charts</h2>\n<div class=\"charts\">\n"
        for (caption, svg) in figures {
            html += "<figure><figcaption>\(HTMLText.escape(caption))</figcaption>\n\(svg)\n</figure>\n"
        }
        return html + "</div>\n"
    }
}
