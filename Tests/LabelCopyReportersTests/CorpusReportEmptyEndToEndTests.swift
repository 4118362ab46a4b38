import Foundation
import XCTest

/// `report` with nothing to report: a byte budget of 0 is refused, and a folder with no
/// localization files is said to have none rather than given an empty summary.
final class CorpusReportEmptyEndToEndTests: XCTestCase {
    func testZeroByteBudgetIsAUsageError() throws {
        let executable = try CorpusReportEndToEndTests.executable()
        for budget in ["0", "1", "199", "999", "many"] {
            let run = try CorpusReportEndToEndTests.run(
                executable, ["report", "Corpus", "--format", "markdown", "--max-bytes", budget])
            XCTAssertEqual(run.status, 64, budget)
            XCTAssertEqual(run.output, "", budget)
            XCTAssertTrue(
                run.errors.contains(
                    "The value '\(budget)' is invalid for '--max-bytes': it must be a whole number of 1,000 or more."),
                run.errors)
        }
        let negative = try CorpusReportEndToEndTests.run(executable, ["report", "Corpus", "--max-findings=-1"])
        XCTAssertEqual(negative.status, 64)
        XCTAssertTrue(
            negative.errors.contains("The value '-1' is invalid for '--max-findings': it must be a whole number of 0 or more."),
            negative.errors)
    }

    func testAFolderWithoutLocalizationFilesSaysSo() throws {
        let executable = try CorpusReportEndToEndTests.executable()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("labelcopy-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for format in ["markdown", "html"] {
            let run = try CorpusReportEndToEndTests.run(executable, ["report", directory.path, "--format", format])
            XCTAssertEqual(run.status, 0, run.errors)
            XCTAssertTrue(run.output.contains("No localization files were found"), run.output)
            XCTAssertFalse(run.output.contains("()"), run.output)
            XCTAssertFalse(run.output.contains("judged by"), run.output)
        }
    }
}
