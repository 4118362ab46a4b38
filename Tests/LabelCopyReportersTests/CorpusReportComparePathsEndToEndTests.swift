import Foundation
import XCTest

/// `report --compare` with the corpus named absolutely in one run and relatively in the other
/// (CI giving `$SRCROOT`, a developer typing `Corpus`): the same files give no change.
final class CorpusReportComparePathsEndToEndTests: XCTestCase {
    func testAbsoluteAndRelativeRunsMatch() throws {
        let executable = try CorpusReportEndToEndTests.executable()
        let directory = try makeFolder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let absolute = CorpusReportEndToEndTests.packageRoot.appendingPathComponent("Corpus").path
        let earlier = directory.appendingPathComponent("absolute.json").path
        let first = try CorpusReportEndToEndTests.run(executable, ["report", absolute, "--format", "json", "--output", earlier])
        XCTAssertEqual(first.status, 0, first.errors)
        for spelling in ["Corpus", "./Corpus/"] {
            let compared = try CorpusReportEndToEndTests.run(
                executable, ["report", spelling, "--format", "markdown", "--compare", earlier])
            assertNoChange(compared)
        }
    }

    /// A report made from the package root (`report Corpus`) compared in a run started inside
    /// the corpus (`report .`): the earlier report's relative paths are read from the folder it
    /// was made in, not from the current one, so the same files give no change.
    func testRunsStartedInDifferentFoldersMatch() throws {
        let executable = try CorpusReportEndToEndTests.executable()
        let directory = try makeFolder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let earlier = directory.appendingPathComponent("root.json").path
        let first = try CorpusReportEndToEndTests.run(executable, ["report", "Corpus", "--format", "json", "--output", earlier])
        XCTAssertEqual(first.status, 0, first.errors)
        let corpus = CorpusReportEndToEndTests.packageRoot.appendingPathComponent("Corpus")
        let compared = try CorpusReportEndToEndTests.run(
            executable, ["report", ".", "--format", "markdown", "--compare", earlier], in: corpus)
        assertNoChange(compared)
    }

    /// A report made in one copy of the project compared in another (another clone, a CI
    /// workspace): its folder names other files, so its paths are read as written and the same
    /// findings give no change.
    func testRunsInTwoCopiesOfTheProjectMatch() throws {
        let executable = try CorpusReportEndToEndTests.executable()
        let directory = try makeFolder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let corpus = CorpusReportEndToEndTests.packageRoot.appendingPathComponent("Corpus")
        let first = directory.appendingPathComponent("first")
        let second = directory.appendingPathComponent("second")
        try FileManager.default.copyItem(at: corpus, to: first)
        try FileManager.default.copyItem(at: corpus, to: second)
        let earlier = directory.appendingPathComponent("first.json").path
        let made = try CorpusReportEndToEndTests.run(executable, ["report", ".", "--format", "json", "--output", earlier], in: first)
        XCTAssertEqual(made.status, 0, made.errors)
        let compared = try CorpusReportEndToEndTests.run(
            executable, ["report", ".", "--format", "markdown", "--compare", earlier], in: second)
        assertNoChange(compared)
    }

    /// A temporary folder of the test's own; the caller removes it.
    private func makeFolder() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("labelcopy-compare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// The comparison ran and found the same findings as before.
    private func assertNoChange(
        _ compared: (status: Int32, output: String, errors: String), file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(compared.status, 0, compared.errors, file: file, line: line)
        XCTAssertTrue(compared.output.contains("### Since the earlier report: 0 new, 0 fixed"), compared.output, file: file, line: line)
    }
}
