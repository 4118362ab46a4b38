import Foundation
import XCTest

/// Output that cannot be written (standard output on a full disk) fails the run with 73 and
/// says so on standard error, rather than ending as if it had been delivered.
final class LostOutputTests: XCTestCase {
    private func runWithOutputOnFullDisk(_ arguments: [String], input: String = "") throws -> (status: Int32, errors: String) {
        let tool = try LabelCopyProcess.locate()
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { throw XCTSkip("this system has no /dev/full") }
        let folder = try TemporaryFolder.make("labelcopy-lost-output")
        defer { try? FileManager.default.removeItem(at: folder) }
        let errorsPath = folder.appendingPathComponent("err")
        let inputPath = folder.appendingPathComponent("in")
        try Data().write(to: errorsPath)
        try Data(input.utf8).write(to: inputPath)
        let errors = try FileHandle(forWritingTo: errorsPath)
        let process = Process()
        process.executableURL = tool.executable
        process.arguments = arguments
        process.standardInput = try FileHandle(forReadingFrom: inputPath)
        process.standardOutput = full
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        try errors.close()
        return (process.terminationStatus, String(decoding: try Data(contentsOf: errorsPath), as: UTF8.self))
    }

    func testSmallOutputLostAtTheLastWriteFailsTheRun() throws {
        for arguments in [["rules"], ["check", "save as draft"], ["explain", "title-case"]] {
            let run = try runWithOutputOnFullDisk(arguments)
            XCTAssertEqual(run.status, 73, "\(arguments): \(run.errors)")
            XCTAssertTrue(run.errors.contains("cannot write standard output"), "\(arguments): \(run.errors)")
            XCTAssertEqual(run.errors.components(separatedBy: "No space left on device").count, 2, "\(arguments): \(run.errors)")
        }
    }

    func testLargeOutputLostInTheMiddleFailsTheRun() throws {
        let titles = String(repeating: "save as draft\n", count: 20_000)
        let run = try runWithOutputOnFullDisk(["suggest", "--json"], input: titles)
        XCTAssertEqual(run.status, 73, run.errors)
        XCTAssertEqual(run.errors.components(separatedBy: "No space left on device").count, 2, "reported once: \(run.errors)")
    }
}
