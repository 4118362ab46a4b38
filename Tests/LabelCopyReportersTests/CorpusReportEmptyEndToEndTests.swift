import Foundation
import XCTest

/// `report` with nothing to report: a byte budget of 0 is refused, and a folder with no
/// localization files is said to have none rather than given an empty summary.
final class CorpusReportEmptyEndToEndTests: XCTestCase {
    func testZeroByteBudgetIsAUsageError() throws {
        let executable = try CorpusReportEndToEndTests.executable()
        for budget in ["0", "1", "199"] {
            let run = try CorpusReportEndToEndTests.run(
                executable, ["report", "Corpus", "--format", "markdown", "--max-bytes", budget])
            XCTAssertEqual(run.status, 64, budget)
            XCTAssertEqual(run.output, "", budget)
            XCTAssertTrue(run.errors.contains("--max-bytes"), run.errors)
        }
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
