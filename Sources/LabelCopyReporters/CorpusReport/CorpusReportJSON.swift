import LabelCopyFormats

/// The corpus report as JSON for dashboards: every figure the HTML and Markdown show, in a
/// stable key order, and every finding (so a later run can `--compare` against it).
public struct CorpusReportJSON: Sendable {
    /// Creates the renderer.
    public init() {}

    /// The whole document, indented, ending with a newline.
    public func render(_ report: CorpusReport) -> String {
        var members: [(String, JSONValue)] = [
            ("report", .string("labelcopy-corpus")),
            ("version", .int(CorpusReport.schemaVersion)),
        ]
        if let directory = report.directory { members.append(("directory", .string(directory))) }
        members += [
            ("totals", totals(report.totals)),
            ("locales", .array(report.locales.map(locale))),
            ("offenders", .array(report.offenders.map(offender))),
        ]
        if let comparison = report.comparison { members.append(("comparison", self.comparison(comparison))) }
        members.append(("findings", .array(report.findings.map(finding))))
        members.append(("errors", .array(report.errors.map(error))))
        return JSONValue.object(members).serialized(pretty: true) + "\n"
    }

    /// A file that could not be read, as `lint --reporter json` lists it.
    func error(_ error: FormatError) -> JSONValue {
        .object([
            ("file", .string(error.location.path)), ("line", .int(error.location.line)),
            ("column", .int(error.location.column)), ("message", .string(error.message)),
        ])
    }

    func totals(_ totals: ReportTotals) -> JSONValue {
        .object([
            ("files", .int(totals.files)),
            ("filesByFormat", counts(totals.filesByFormat)),
            ("malformedFiles", .int(totals.malformedFiles)),
            ("entries", .int(totals.entries)),
            ("locales", .int(totals.localeCount)),
            ("titles", .int(totals.titles)),
            ("titlesByReason", counts(totals.titlesByReason)),
            ("findings", .int(totals.findings)),
            ("findingsBySeverity", counts(totals.findingsBySeverity)),
            ("fixable", .int(totals.fixable)),
            ("fixableShare", ratio(totals.fixableShare)),
            (
                "findingsByRule",
                .array(
                    totals.findingsByRule.map { tally in
                        .object([
                            ("rule", .string(tally.rule)), ("severity", .string(tally.severity.rawValue)),
                            ("count", .int(tally.count)), ("fixable", .int(tally.fixable)),
                        ])
                    })
            ),
        ])
    }

    func locale(_ summary: LocaleSummary) -> JSONValue {
        let lengths: JSONValue =
            summary.titleLengths.map { stats in
                .object([
                    ("count", .int(stats.count)), ("min", .int(stats.minimum)), ("q1", .int(stats.lowerQuartile)),
                    ("median", .int(stats.median)), ("q3", .int(stats.upperQuartile)), ("max", .int(stats.maximum)),
                ])
            } ?? .null
        return .object([
            ("locale", .string(summary.locale)),
            ("source", .bool(summary.isSource)),
            ("entries", .int(summary.entries)),
            ("translatedShare", summary.translatedShare.map(ratio) ?? .null),
            ("findings", .int(summary.findings)),
            ("titles", .int(summary.titles)),
            (
                "expansion",
                .object([
                    ("median", summary.expansionMedian.map(ratio) ?? .null), ("p90", summary.expansionP90.map(ratio) ?? .null),
                    ("samples", .int(summary.expansionSamples)),
                ])
            ),
            ("titleLengths", lengths),
            (
                "truncation",
                .array(
                    summary.truncation.map { cell in
                        .object([
                            ("context", .string(cell.context)), ("atRisk", .int(cell.atRisk)),
                            ("truncated", .int(cell.truncated)),
                        ])
                    })
            ),
        ])
    }

    func offender(_ offender: Offender) -> JSONValue {
        .object([
            ("file", .string(offender.file)), ("line", .int(offender.line)), ("column", .int(offender.column)),
            ("key", .string(offender.key)), ("locale", .optional(offender.locale)), ("value", .string(offender.value)),
            ("severity", .string(offender.severity.rawValue)), ("rules", .array(offender.rules.map { .string($0) })),
            ("message", .string(offender.message)), ("replacement", .optional(offender.replacement)),
        ])
    }

    func comparison(_ comparison: ReportComparison) -> JSONValue {
        func changes(_ list: [ChangeCount]) -> JSONValue {
            .array(list.map { .object([("name", .string($0.name)), ("new", .int($0.new)), ("fixed", .int($0.fixed))]) })
        }
        return .object([
            ("earlierFindings", .int(comparison.earlierFindings)),
            ("new", .int(comparison.new.count)),
            ("fixed", .int(comparison.fixed.count)),
            ("byRule", changes(comparison.byRule)),
            ("byLocale", changes(comparison.byLocale)),
            ("newFindings", .array(comparison.new.map(finding))),
            (
                "fixedFindings",
                .array(
                    comparison.fixed.map { identity in
                        .object([
                            ("file", .string(identity.file)), ("locale", .string(identity.locale)),
                            ("key", .string(identity.key)),
                            ("rule", .string(identity.rule)), ("value", .string(identity.value)),
                        ])
                    })
            ),
        ])
    }

    func finding(_ finding: ReportFinding) -> JSONValue {
        .object([
            ("rule", .string(finding.rule)), ("severity", .string(finding.severity.rawValue)),
            ("file", .string(finding.file)), ("line", .int(finding.line)), ("column", .int(finding.column)),
            ("key", .string(finding.key)), ("locale", .optional(finding.locale)), ("value", .string(finding.value)),
            ("replacement", .optional(finding.replacement)), ("message", .string(finding.message)),
        ])
    }

    func counts(_ counts: [NamedCount]) -> JSONValue {
        .object(counts.map { ($0.name, .int($0.count)) })
    }

    /// Ratios rounded to four decimals, so reports do not differ in the last binary digit.
    func ratio(_ value: Double) -> JSONValue {
        .double((value * 10_000).rounded() / 10_000)
    }
}
