import LabelCopyFormats
import XCTest

@testable import LabelCopyCore

/// The linter skips indexing a file's comments only where no comment can hold a directive, so
/// the findings it keeps are those `Suppressions.apply` keeps.
final class LinterSuppressionTests: XCTestCase {
    private func file(_ comments: [String?]) -> LocalizationFile {
        let entries = comments.enumerated().map { index, comment in
            LocalizationEntry(
                key: "k\(index)", locale: "en", value: "v", comment: comment,
                location: SourceLocation(path: "en.lproj/a.strings", line: index + 1, column: 7), format: .strings, isSource: true
            )
        }
        return LocalizationFile(path: "en.lproj/a.strings", format: .strings, locale: "en", entries: entries, document: nil)
    }

    private func findings(in file: LocalizationFile) -> [LintFinding] {
        file.entries.flatMap { entry in
            ["title-case", "verb-first"].map { rule in
                LintFinding(
                    ruleID: rule, severity: .warning, message: "m", location: entry.location, key: entry.key, locale: "en",
                    value: entry.value, replacement: nil, reason: "r")
            }
        }
    }

    func testFindingsAreKeptExactlyAsSuppressionsKeepThem() {
        let cases: [[String?]] = [
            [nil, "Class = \"UIButton\"; title = \"Save\";", nil],
            ["labelcopy:disable-next title-case", nil, "labelcopy:disable all"],
            ["note: labelcopy:disable verb-first", "x", "labelcopy:enable verb-first"],
            ["Labelcopy:Disable title-case", "labelcopy disable title-case", "labelcopy:"],
            ["labelcopy:disable-next verb-first ✓ «é»", "labelcop", ""],
        ]
        for comments in cases {
            let file = file(comments)
            let all = findings(in: file)
            XCTAssertEqual(Linter.unsuppressed(all, in: file), Suppressions.apply(to: all, entries: file.entries), "\(comments)")
        }
        let suppressing = file(["labelcopy:disable-next title-case", nil])
        XCTAssertEqual(Linter.unsuppressed(findings(in: suppressing), in: suppressing).count, 3)
    }

    func testDirectiveMarkerSearch() {
        XCTAssertTrue(Linter.mayHoldDirective("labelcopy:disable all"))
        XCTAssertTrue(Linter.mayHoldDirective("Button. llabelcopy:disable-next title-case"))
        XCTAssertTrue(Linter.mayHoldDirective("«é» labelcopy:"))
        XCTAssertFalse(Linter.mayHoldDirective("labelcopy"))
        XCTAssertFalse(Linter.mayHoldDirective("LABELCOPY:disable all"))
        XCTAssertFalse(Linter.mayHoldDirective("labelcop:y"))
        XCTAssertFalse(Linter.mayHoldDirective(""))
    }
}
