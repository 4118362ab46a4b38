import LabelCopyCore
import LabelCopyFormats
import XCTest

@testable import LabelCopyReporters

/// `--compare`: a JSON report read back, and new and fixed findings per rule and locale.
final class CorpusReportComparisonTests: XCTestCase {
    func testNewAndFixedFindingsPerRuleAndLocale() throws {
        let earlier = CorpusReportFixtures.report
        let json = CorpusReportJSON().render(earlier)
        let identities = try CorpusReport.findingIdentities(fromJSON: Array(json.utf8), path: "earlier.json")
        XCTAssertEqual(identities.count, 9)
        XCTAssertEqual(identities, earlier.findings.map(\.identity))

        // Fix the German truncation and the English "Ok"; add a French finding; move a line.
        var findings = CorpusReportFixtures.findings.filter {
            !($0.locale == "de" && $0.severity == .warning) && $0.value != "Ok"
        }
        findings[0].location.line += 10
        findings.append(
            CorpusReportFixtures.finding(
                "locale-case-style", .warning, "App/fr.lproj/Localizable.strings", 3, "cart.button.add", "Ajouter Au Panier",
                locale: "fr", replacement: "Ajouter au panier", message: "fr writes titles in sentence case"))
        let result = LintResult(fileCount: 5, entryCount: 13, findings: findings, errors: [])
        var current = CorpusReport(files: CorpusReportFixtures.files, result: result)
        current.comparison = ReportComparison(current: current.findings, earlier: identities)
        let comparison = try XCTUnwrap(current.comparison)

        XCTAssertEqual(comparison.earlierFindings, 9)
        XCTAssertEqual(comparison.new.map(\.rule), ["locale-case-style"])
        XCTAssertEqual(Set(comparison.fixed.map(\.rule)), ["alert-answers", "title-case", "truncation-risk"])
        XCTAssertEqual(comparison.fixed.count, 3)
        XCTAssertEqual(comparison.byRule.first { $0.name == "title-case" }, ChangeCount(name: "title-case", new: 0, fixed: 1))
        XCTAssertEqual(
            comparison.byLocale,
            [
                ChangeCount(name: "de", new: 0, fixed: 1), ChangeCount(name: "en", new: 0, fixed: 2),
                ChangeCount(name: "fr", new: 1, fixed: 0),
            ])

        let markdown = CorpusReportMarkdown().render(current)
        XCTAssertTrue(markdown.contains("### Since the earlier report: 1 new, 3 fixed"))
        XCTAssertTrue(markdown.contains("| `truncation-risk` | 0 | 1 |"))
        // Per locale too, as the HTML and JSON reports have it.
        XCTAssertTrue(
            markdown.contains(
                "### New and fixed findings by locale\n\n| Locale | New | Fixed |\n|---|---:|---:|\n| de | 0 | 1 |\n| en | 0 | 2 |\n| fr | 1 | 0 |\n"
            ), markdown)
        let html = CorpusReportHTML().render(current)
        XCTAssertTrue(html.contains("<h2>Since the earlier report</h2>\n<p>1 new, 3 fixed (the earlier report had 9).</p>"))
        let again = CorpusReportJSON().render(current)
        XCTAssertTrue(again.contains("\"comparison\": {\n    \"earlierFindings\": 9,\n    \"new\": 1,\n    \"fixed\": 3,"))
    }

    /// One run named the corpus absolutely, the other relatively: with the paths made
    /// comparable, identical findings match; compared as typed, each looks new and fixed.
    func testPathsAreComparedAsTheComparablePathSpellsThem() {
        let relative = ReportFinding(
            rule: "r", severity: .warning, message: "", file: "Corpus/en.lproj/A.strings", line: 1, column: 1, key: "k",
            locale: "en", value: "v", replacement: nil)
        var absolute = relative
        absolute.file = "/work/app/Corpus/en.lproj/A.strings"
        let asTyped = ReportComparison(current: [relative], earlier: [absolute.identity])
        XCTAssertEqual([asTyped.new.count, asTyped.fixed.count], [1, 1])
        let comparable = ReportComparison(
            current: [relative], earlier: [absolute.identity],
            comparablePath: { $0.hasPrefix("/work/app/") ? String($0.dropFirst("/work/app/".count)) : $0 })
        XCTAssertEqual([comparable.new.count, comparable.fixed.count], [0, 0])
    }

    func testSameFindingTwiceMustBeThereTwiceBefore() {
        let finding = ReportFinding(
            rule: "r", severity: .warning, message: "", file: "f", line: 1, column: 1, key: "k", locale: nil,
            value: "v", replacement: nil)
        let comparison = ReportComparison(current: [finding, finding], earlier: [finding.identity])
        XCTAssertEqual(comparison.new.count, 1)
        XCTAssertEqual(comparison.fixed.count, 0)
        XCTAssertEqual(comparison.byLocale, [ChangeCount(name: "", new: 1, fixed: 0)])
    }

    func testRejectsWhatIsNotAnEarlierReport() {
        let cases: [(String, String)] = [
            ("not json", "not JSON"),
            ("{\"version\": 1, \"findings\": []}", "not a labelcopy corpus report"),
            ("{\"report\": \"labelcopy-corpus\", \"version\": 99, \"findings\": []}", "newer than this labelcopy reads"),
            ("{\"report\": \"labelcopy-corpus\", \"version\": 1, \"findings\": [{\"file\": \"a\"}]}", "finding 1 lacks"),
            (
                "{\"report\": \"labelcopy-corpus\", \"version\": 1, \"directory\": \"work\", \"findings\": []}",
                "directory is not an absolute path"
            ),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try CorpusReport.findingIdentities(fromJSON: Array(text.utf8), path: "old.json")) { error in
                let description = (error as? ReportDecodingError)?.errorDescription ?? ""
                XCTAssertTrue(description.hasPrefix("old.json:1:1: "), description)
                XCTAssertTrue(description.contains(expected), description)
            }
        }
    }

    /// A report names the folder its relative paths start from; read back, they are absolute,
    /// so a run from another folder matches them. A report without it keeps its paths as given.
    func testRelativePathsAreReadFromTheReportsDirectory() throws {
        var earlier = CorpusReportFixtures.report
        earlier.directory = "/work/corpus/"
        let json = CorpusReportJSON().render(earlier)
        XCTAssertTrue(json.contains("\"version\": 1,\n  \"directory\": \"/work/corpus/\",\n  \"totals\""), json)
        let identities = try CorpusReport.findingIdentities(fromJSON: Array(json.utf8), path: "earlier.json")
        XCTAssertEqual(identities.map(\.file), earlier.findings.map { "/work/corpus/" + $0.file })
        earlier.directory = nil
        let older = CorpusReportJSON().render(earlier)
        XCTAssertFalse(older.contains("\"directory\""))
        let asGiven = try CorpusReport.findingIdentities(fromJSON: Array(older.utf8), path: "earlier.json")
        XCTAssertEqual(asGiven, earlier.findings.map(\.identity))
    }
}
