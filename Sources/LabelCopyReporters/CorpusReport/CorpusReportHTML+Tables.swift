import LabelCopyFormats

extension CorpusReportHTML {
    func localeTable(_ report: CorpusReport) -> String {
        guard !report.locales.isEmpty else { return "" }
        var html =
            "<h2>Locales</h2>\n<table>\n<thead><tr><th>Locale</th><th class=\"n\">Entries</th><th class=\"n\">Translated</th>"
        html +=
            "<th class=\"n\">Findings</th><th class=\"n\">Source titles</th><th class=\"n\">Expansion median</th><th class=\"n\">p90</th>"
        html += "<th class=\"n\">At risk</th><th class=\"n\">Likely truncated</th></tr></thead>\n<tbody>\n"
        for summary in report.locales {
            let share = summary.isSource ? "source" : summary.translatedShare.map(ReportNumber.percent) ?? "–"
            let cells = [
                String(summary.entries), share, String(summary.findings), String(summary.titles),
                summary.expansionMedian.map(ReportNumber.factor) ?? "–", summary.expansionP90.map(ReportNumber.factor) ?? "–",
                String(summary.truncation.reduce(0) { $0 + $1.atRisk }),
                String(summary.truncation.reduce(0) { $0 + $1.truncated }),
            ]
            html += "<tr><td>\(HTMLText.escape(summary.locale))</td>"
            html += cells.map { "<td class=\"n\">\(HTMLText.escape($0))</td>" }.joined() + "</tr>\n"
        }
        html += "</tbody>\n</table>\n"
        html += "<p class=\"muted\">\(HTMLText.escape(CorpusReport.translatedLegend))</p>\n"
        if report.locales.contains(where: { $0.isSource && !$0.truncation.isEmpty }) {
            html += "<p class=\"muted\">For the source language, at risk and likely truncated count source titles predicted "
            html += "to be too wide in target locales not yet translated.</p>\n"
        }
        return html
    }

    /// The files that could not be read and the paths that do not exist, with why.
    func errors(_ errors: [FormatError]) -> String {
        guard !errors.isEmpty else { return "" }
        var html = "<h2>Not read</h2>\n<ul>\n"
        for error in errors {
            html += "<li><code>\(HTMLText.escape(error.location.description))</code>: \(HTMLText.escape(error.message))</li>\n"
        }
        return html + "</ul>\n"
    }

    func comparison(_ comparison: ReportComparison) -> String {
        var html = "<h2>Since the earlier report</h2>\n<p>\(comparison.new.count) new, \(comparison.fixed.count) fixed "
        html += "(the earlier report had \(comparison.earlierFindings)).</p>\n"
        for (heading, rows) in [("Rule", comparison.byRule), ("Locale", comparison.byLocale)] where !rows.isEmpty {
            html +=
                "<table>\n<thead><tr><th>\(heading)</th><th class=\"n\">New</th><th class=\"n\">Fixed</th></tr></thead>\n<tbody>\n"
            for row in rows {
                let name = row.name.isEmpty ? "(no locale)" : row.name
                html +=
                    "<tr><td>\(HTMLText.escape(name))</td><td class=\"n\">\(row.new)</td><td class=\"n\">\(row.fixed)</td></tr>\n"
            }
            html += "</tbody>\n</table>\n"
        }
        return html
    }

    func offenders(_ offenders: [Offender], total: Int) -> String {
        guard !offenders.isEmpty else { return "" }
        var html = "<h2>Worst offenders</h2>\n"
        html +=
            "<p class=\"muted\">The \(offenders.count) entries with the most serious findings, of \(total) findings in all.</p>\n"
        html +=
            "<table>\n<thead><tr><th>Location</th><th>Severity</th><th>Rules</th><th>Value</th><th>Suggestion</th><th>Message</th></tr></thead>\n<tbody>\n"
        for offender in offenders {
            html += "<tr><td><a href=\"\(HTMLText.escape(HTMLText.fileLink(link(offender.file), line: offender.line)))\"><code>"
            html += HTMLText.escape(offender.location) + "</code></a></td>"
            html += "<td class=\"sev sev-\(offender.severity.rawValue)\">\(offender.severity.rawValue)</td>"
            html += "<td>" + offender.rules.map { "<code>\(HTMLText.escape($0))</code>" }.joined(separator: " ") + "</td>"
            html += "<td><code>\(HTMLText.escape(offender.value))</code></td>"
            html += "<td>" + (offender.replacement.map { "<code class=\"fix\">\(HTMLText.escape($0))</code>" } ?? "") + "</td>"
            html += "<td>\(HTMLText.escape(offender.message))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }
}
