import Foundation
import LabelCopyCore
import LabelCopyFormats
import LabelCopyReporters
import XCTest

/// Each reporter names an error by its kind: a file that could not be read is a malformed file,
/// a path named that does not exist is a path not found, never the other.
final class ReporterErrorKindTests: XCTestCase {
    static let result = LintResult(
        fileCount: 1, entryCount: 0, findings: [],
        errors: [FormatError("unterminated string that started here", path: "b/Localizable.strings", line: 3, column: 7)],
        missingPaths: [FormatError("no such file or folder", path: "a/Missing.strings")])

    func testEveryErrorIsNamedByItsKind() {
        let result = Self.result
        XCTAssertEqual(result.errors.map { result.errorID(of: $0) }, ["path-not-found", "malformed-file"])
        XCTAssertEqual(result.missingPathCount, 1)
        XCTAssertEqual(result.malformedFileCount, 1)
    }

    func testLineReportersLabelEachError() {
        XCTAssertEqual(
            XcodeReporter().render(Self.result),
            """
            a/Missing.strings:1:1: error: no such file or folder (path-not-found)
            b/Localizable.strings:3:7: error: unterminated string that started here (malformed-file)

            """)
        let github = GitHubReporter().render(Self.result)
        XCTAssertTrue(github.contains("file=a/Missing.strings,line=1,col=1,title=path-not-found::no such file"), github)
        XCTAssertTrue(github.contains("file=b/Localizable.strings,line=3,col=7,title=malformed-file::unterminated"), github)
    }

    func testJSONAndSARIFNameEachError() throws {
        let json = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(JSONReporter().render(Self.result).utf8)) as? [String: Any])
        let errors = try XCTUnwrap(json["errors"] as? [[String: Any]])
        XCTAssertEqual(errors.map { $0["id"] as? String }, ["path-not-found", "malformed-file"])
        let sarif = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(SARIFReporter(rules: []).render(Self.result).utf8)) as? [String: Any])
        let run = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first)
        let invocation = try XCTUnwrap((run["invocations"] as? [[String: Any]])?.first)
        let notifications = try XCTUnwrap(invocation["toolExecutionNotifications"] as? [[String: Any]])
        XCTAssertEqual(
            notifications.compactMap { ($0["descriptor"] as? [String: Any])?["id"] as? String }, ["path-not-found", "malformed-file"])
    }

    func testXMLReportersLabelEachError() {
        let checkstyle = CheckstyleReporter().render(Self.result)
        XCTAssertTrue(checkstyle.contains(#"message="no such file or folder" source="labelcopy.path-not-found""#), checkstyle)
        XCTAssertTrue(checkstyle.contains(#"source="labelcopy.malformed-file""#), checkstyle)
        let junit = JUnitReporter().render(Self.result)
        XCTAssertTrue(junit.contains(#"<testcase name="path-not-found at 1:1" classname="a/Missing.strings">"#), junit)
        XCTAssertTrue(junit.contains(#"<testcase name="malformed-file at 3:7" classname="b/Localizable.strings">"#), junit)
    }
}
