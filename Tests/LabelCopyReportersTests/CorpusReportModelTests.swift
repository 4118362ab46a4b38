import LabelCopyCore
import LabelCopyFormats
import XCTest

@testable import LabelCopyReporters

/// The report's figures for the fixture corpus, worked out by hand from the fixture.
final class CorpusReportModelTests: XCTestCase {
    let report = CorpusReportFixtures.report

    func testTotalsCountTitlesByReasonAndFindingsByRule() {
        let totals = report.totals
        XCTAssertEqual(totals.files, 5)
        XCTAssertEqual(totals.malformedFiles, 1)
        XCTAssertEqual(totals.filesByFormat, [NamedCount("strings", 4)])
        // Three keys name buttons or menus, one comment says button, one IB class; the greeting is no title.
        XCTAssertEqual(totals.titles, 5)
        XCTAssertEqual(totals.titlesByReason, [NamedCount("key-word", 3), NamedCount("comment", 1), NamedCount("ib-class", 1)])
        XCTAssertEqual(totals.findings, 9)
        XCTAssertEqual(totals.fixable, 4)
        XCTAssertEqual(totals.fixableShare, 4.0 / 9.0, accuracy: 1e-9)
        // Ties in count are ordered by rule id.
        XCTAssertEqual(
            totals.findingsByRule.prefix(2),
            [
                RuleTally(rule: "title-case", severity: .warning, count: 2, fixable: 2),
                RuleTally(rule: "truncation-risk", severity: .note, count: 2, fixable: 0),
            ])
        XCTAssertEqual(totals.findingsByRule.first { $0.rule == "title-case" }?.fixable, 2)
        XCTAssertEqual(totals.findingsBySeverity, [NamedCount("error", 1), NamedCount("warning", 6), NamedCount("note", 2)])
    }

    func testLocalesHaveSharesExpansionLengthsAndTruncation() throws {
        // Base holds the development language: its entries and findings are counted under en.
        XCTAssertEqual(report.locales.map(\.locale), ["de", "en", "ja"])
        let de = try XCTUnwrap(report.locales.first { $0.locale == "de" })
        let ja = try XCTUnwrap(report.locales.first { $0.locale == "ja" })
        let en = try XCTUnwrap(report.locales.first { $0.locale == "en" })
        XCTAssertTrue(en.isSource)
        XCTAssertNil(en.translatedShare)
        // Six source strings (five in en, one in Base); de translates five, ja two.
        XCTAssertEqual(try XCTUnwrap(de.translatedShare), 5.0 / 6.0, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(ja.translatedShare), 2.0 / 6.0, accuracy: 1e-9)
        XCTAssertEqual(de.findings, 2)
        XCTAssertEqual(en.findings, 5)
        XCTAssertEqual(en.entries, 6)
        // Every entry, finding and title is in one row: the rows add up to the totals.
        XCTAssertEqual(report.locales.map(\.entries).reduce(0, +), report.totals.entries)
        XCTAssertEqual(report.locales.map(\.findings).reduce(0, +), report.totals.findings)
        XCTAssertEqual(report.locales.map(\.titles), [0, 5, 0])
        // German titles are longer than their English source; four title pairs differ.
        XCTAssertEqual(de.expansionSamples, 4)
        XCTAssertGreaterThan(try XCTUnwrap(de.expansionMedian), 1)
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(de.expansionP90), try XCTUnwrap(de.expansionMedian))
        XCTAssertEqual(en.titleLengths?.count, 5)
        XCTAssertEqual(en.titleLengths?.minimum, 2)
        XCTAssertEqual(de.titleLengths?.maximum, "In den Warenkorb legen".count)
        XCTAssertEqual(
            de.truncation,
            [
                TruncationCell(context: "navigation-bar-button", atRisk: 1, truncated: 0),
                TruncationCell(context: "tab-bar-item", atRisk: 0, truncated: 1),
            ])
        XCTAssertEqual(ja.cell("tab-bar-item"), TruncationCell(context: "tab-bar-item", atRisk: 1, truncated: 0))
        XCTAssertEqual(report.truncationContexts, ["navigation-bar-button", "tab-bar-item"])
    }

    func testOffendersPutErrorsFirstThenEntriesBreakingMostRules() throws {
        XCTAssertEqual(report.offenders.first?.rules, ["placeholder-mismatch"])
        let ok = try XCTUnwrap(report.offenders.dropFirst().first)
        XCTAssertEqual(ok.rules, ["alert-answers", "title-case"])
        XCTAssertEqual(ok.replacement, "OK")
        XCTAssertEqual(ok.location, "App/en.lproj/Localizable.strings:4:9")
        XCTAssertEqual(report.offenders.count, 8)
        let limited = CorpusReport(files: CorpusReportFixtures.files, result: CorpusReportFixtures.result, maxOffenders: 3)
        XCTAssertEqual(limited.offenders.count, 3)
    }

    func testSeveralReplacementsGiveTheCombinedSuggestion() {
        let findings = [
            ReportFinding(
                rule: "title-case", severity: .warning, message: "", file: "a", line: 1, column: 1, key: "k", locale: "en",
                value: "open file...", replacement: "Open File..."),
            ReportFinding(
                rule: "ellipsis", severity: .warning, message: "", file: "a", line: 1, column: 1, key: "k", locale: "en",
                value: "open file...", replacement: "open file…"),
        ]
        let offenders = CorpusReport.offenders(findings, limit: 5) { _ in "Open File…" }
        XCTAssertEqual(offenders.map(\.replacement), ["Open File…"])
        XCTAssertEqual(CorpusReport.offenders(findings, limit: 5).map(\.replacement), ["Open File..."])
    }

    func testReasonKindsAndTruncationContextsAreReadFromText() {
        XCTAssertEqual(JudgementReasonKind(reason: "Interface Builder class UIButton"), .interfaceBuilderClass)
        XCTAssertEqual(JudgementReasonKind(reason: "key 'a.button' names a button ('button')"), .keyWord)
        XCTAssertEqual(JudgementReasonKind(reason: "the comment says it is a menu item"), .comment)
        XCTAssertEqual(JudgementReasonKind(reason: "key 'x' matches keys.include in .labelcopy.json"), .configuration)
        XCTAssertEqual(JudgementReasonKind(reason: "all entries are checked (--all-entries)"), .configuration)
        XCTAssertEqual(TruncationCell.context(ofMessage: "x, the stacked alert button allows 238 pt"), "alert-button-stacked")
        XCTAssertEqual(TruncationCell.context(ofMessage: "x, the button (default budget) allows 100 pt"), "default")
        XCTAssertNil(TruncationCell.context(ofMessage: "no context here"))
    }

    func testLengthStatsUseNearestRank() throws {
        let stats = try XCTUnwrap(LengthStats(lengths: [9, 1, 5, 3, 7]))
        XCTAssertEqual([stats.minimum, stats.lowerQuartile, stats.median, stats.upperQuartile, stats.maximum], [1, 3, 5, 7, 9])
        XCTAssertNil(LengthStats(lengths: []))
    }

    func testMarkdownStaysWithinItsByteBudget() {
        var findings: [LintFinding] = []
        for index in 0..<400 {
            findings.append(
                CorpusReportFixtures.finding(
                    "title-case", .warning, CorpusReportFixtures.en, index + 1, "key.button.\(index)",
                    "value number \(index) with | pipe",
                    locale: "en", replacement: "Value Number \(index)", message: "Use title-style capitalization."))
        }
        let result = LintResult(fileCount: 1, entryCount: 400, findings: findings, errors: [])
        let report = CorpusReport(files: [], result: result, maxOffenders: 400)
        for limit in [2_000, 10_000, 30_000] {
            let text = CorpusReportMarkdown(maxBytes: limit).render(report)
            XCTAssertLessThanOrEqual(text.utf8.count, limit)
            XCTAssertTrue(text.contains("more not shown"), "limit \(limit)")
        }
        let whole = CorpusReportMarkdown(maxBytes: 1_000_000).render(report)
        XCTAssertEqual(whole.components(separatedBy: "\n| `").count - 1, 401)
        XCTAssertFalse(whole.contains("shortened"))
        XCTAssertTrue(whole.contains("value number 7 with \\| pipe"))
    }
}
