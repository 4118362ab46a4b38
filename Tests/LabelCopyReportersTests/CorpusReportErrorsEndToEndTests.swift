import Foundation
import XCTest

/// `labelcopy report` over a malformed file and a path that does not exist: each is named on
/// standard error as `lint` names it and listed in the JSON report's `errors`, and a missing
/// path is not counted as a file.
final class CorpusReportErrorsEndToEndTests: XCTestCase {
    func testMalformedFilesAndMissingPathsAreNamed() throws {
        let executable = try CorpusReportEndToEndTests.executable()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("labelcopy-errors-\(UUID().uuidString)")
        let lproj = directory.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let bad = lproj.appendingPathComponent("Localizable.strings")
        try Data("\"a.button\" = \"Save\";\n\"b\" = \"unterminated\n".utf8).write(to: bad)
        let missing = directory.appendingPathComponent("nowhere").path

        let lint = try CorpusReportEndToEndTests.run(executable, ["lint", directory.path, missing])
        let report = try CorpusReportEndToEndTests.run(executable, ["report", directory.path, missing, "--format", "json"])
        XCTAssertEqual(report.status, 65)
        XCTAssertEqual(lint.status, 65)
        // The same lines lint prints, in the same words.
        XCTAssertEqual(
            report.errors.split(separator: "\n").sorted(),
            lint.output.split(separator: "\n").filter {
                $0.hasSuffix("(malformed-file)") || $0.hasSuffix("(path-not-found)")
            }.sorted())
        XCTAssertTrue(report.errors.contains(bad.path + ":2:7: error: "), report.errors)
        XCTAssertTrue(report.errors.contains(missing + ":1:1: error: no such file or folder (path-not-found)"), report.errors)

        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(report.output.utf8)) as? [String: Any])
        let totals = try XCTUnwrap(object["totals"] as? [String: Any])
        XCTAssertEqual(totals["files"] as? Int, 1)
        XCTAssertEqual(totals["malformedFiles"] as? Int, 1)
        let errors = try XCTUnwrap(object["errors"] as? [[String: Any]])
        XCTAssertEqual(errors.map { $0["file"] as? String }, [bad.path, missing])
        XCTAssertEqual(errors.first?["line"] as? Int, 2)
        XCTAssertEqual(errors.last?["message"] as? String, "no such file or folder")

        // lint's totals count the missing path apart: it is no file, and none was malformed.
        let summary = try CorpusReportEndToEndTests.run(executable, ["lint", directory.path, missing, "--reporter", "summary"])
        XCTAssertEqual(summary.status, 65)
        XCTAssertTrue(
            summary.output.hasPrefix("1 file, 0 entries, 0 findings (0 fixable), 1 malformed file, 1 path not found\n"),
            summary.output)
        let lintMarkdown = try CorpusReportEndToEndTests.run(executable, ["lint", missing, "--reporter", "markdown"])
        XCTAssertTrue(lintMarkdown.output.contains("0 files, 0 entries, **0 findings**, 1 path not found\n"), lintMarkdown.output)
        XCTAssertTrue(lintMarkdown.output.contains("### Not read\n"), lintMarkdown.output)

        let markdown = try CorpusReportEndToEndTests.run(executable, ["report", directory.path, "--format", "markdown"])
        XCTAssertTrue(markdown.output.contains("### Not read\n"), markdown.output)
        XCTAssertTrue(markdown.output.contains("`\(bad.path):2:7`"), markdown.output)
    }
}
