import LabelCopyCore
import LabelCopyFormats
import XCTest

@testable import LabelCopyReporters

/// A rule may grade its findings (placeholder-mismatch reports a lost placeholder as an error and
/// a reordered one as a warning): the per-rule totals count each severity, not just the highest.
final class ReporterSeverityCountTests: XCTestCase {
    static func finding(_ rule: String, _ severity: Severity, line: Int) -> LintFinding {
        LintFinding(
            ruleID: rule, severity: severity, message: "m",
            location: SourceLocation(path: "de.lproj/L.strings", line: line, column: 1),
            key: "k\(line)", locale: "de", value: "v", replacement: nil, reason: "fixture")
    }

    static let result = LintResult(
        fileCount: 1, entryCount: 9,
        findings: [
            finding("placeholder-mismatch", .error, line: 1), finding("placeholder-mismatch", .warning, line: 2),
            finding("placeholder-mismatch", .error, line: 3), finding("placeholder-mismatch", .note, line: 4),
            finding("title-case", .warning, line: 5), finding("title-case", .warning, line: 6),
            finding("untranslated", .note, line: 7),
        ],
        errors: [])

    func testSummaryCountsEachSeverityOfARule() {
        XCTAssertEqual(
            SummaryReporter().render(Self.result),
            """
            1 file, 9 entries, 7 findings (0 fixable), 0 malformed files
              placeholder-mismatch  4 (2 errors, 1 warning, 1 note)
              title-case            2 warnings
              untranslated          1 note

            """)
    }

    func testMarkdownCountsEachSeverityOfARule() {
        let output = MarkdownReporter().render(Self.result)
        XCTAssertTrue(
            output.contains(
                """
                | Rule | Findings |
                |---|---|
                | `placeholder-mismatch` | 4 (2 errors, 1 warning, 1 note) |
                | `title-case` | 2 warnings |
                | `untranslated` | 1 note |
                """), output)
    }

    /// The counts per severity add up to the findings of each severity in the JSON document.
    func testCountsAgreeWithTheFindings() {
        let rows = RuleCounts(Self.result.findings).rows
        for severity in Severity.allCases {
            let counted = rows.flatMap(\.bySeverity).filter { $0.severity == severity }.reduce(0) { $0 + $1.count }
            XCTAssertEqual(counted, Self.result.findings.filter { $0.severity == severity }.count, severity.rawValue)
        }
    }
}
