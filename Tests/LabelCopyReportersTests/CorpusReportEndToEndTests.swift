import Foundation
import XCTest

/// The built `labelcopy report` over the project's sample corpus, in every format, and again
/// with `--compare` against its own JSON.
final class CorpusReportEndToEndTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testWritesAllThreeFormatsOverTheSampleCorpus() throws {
        let executable = try Self.executable()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("labelcopy-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for format in ["html", "markdown", "json"] {
            let output = directory.appendingPathComponent("report.\(format)")
            let run = try Self.run(executable, ["report", "Corpus", "--format", format, "--output", output.path])
            XCTAssertEqual(run.status, 0, run.errors)
            // Standard error is a file here, not a terminal: no progress bar.
            XCTAssertEqual(run.errors, "")
            let text = try String(contentsOf: output, encoding: .utf8)
            XCTAssertTrue(text.contains("Corpus/SampleApp/"), format)
        }
        let json = try String(contentsOf: directory.appendingPathComponent("report.json"), encoding: .utf8)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let totals = try XCTUnwrap(object["totals"] as? [String: Any])
        let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
        XCTAssertEqual(totals["findings"] as? Int, findings.count)
        XCTAssertGreaterThan(findings.count, 0)
        XCTAssertGreaterThan(totals["titles"] as? Int ?? 0, 0)
        let html = try String(contentsOf: directory.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertFalse(html.lowercased().contains("<script"))
        XCTAssertTrue(html.contains("<svg"))

        let compared = try Self.run(
            executable,
            ["report", "Corpus", "--format", "markdown", "--compare", directory.appendingPathComponent("report.json").path])
        XCTAssertEqual(compared.status, 0, compared.errors)
        XCTAssertTrue(compared.output.contains("### Since the earlier report: 0 new, 0 fixed"), compared.output)

        let bad = try Self.run(executable, ["report", "Corpus", "--format", "pdf"])
        XCTAssertEqual(bad.status, 64)
        let notReport = try Self.run(executable, ["report", "Corpus", "--compare", "Corpus/README.md"])
        XCTAssertEqual(notReport.status, 65)
        XCTAssertTrue(notReport.errors.contains("Corpus/README.md:1:1: malformed JSON: expected a value, found '#'"), notReport.errors)
        // A cut-off report is named at the line where it ends; a folder as what it is.
        let full = [UInt8](try Data(contentsOf: directory.appendingPathComponent("report.json")))
        let cut = directory.appendingPathComponent("cut.json")
        // Cut between characters, so the text stays UTF-8 and only its JSON is cut short.
        var end = full.count / 2
        while end > 0, full[end] & 0xC0 == 0x80 { end -= 1 }
        try Data(full[..<end]).write(to: cut)
        let truncated = try Self.run(executable, ["report", "Corpus", "--compare", cut.path])
        XCTAssertEqual(truncated.status, 65)
        XCTAssertTrue(truncated.errors.contains(": malformed JSON: "), truncated.errors)
        XCTAssertFalse(truncated.errors.contains("\(cut.path):1:1:"), truncated.errors)
        let folder = try Self.run(executable, ["report", "Corpus", "--compare", "Corpus"])
        XCTAssertEqual(folder.status, 65)
        XCTAssertTrue(folder.errors.contains("Corpus:1:1: is a folder, not a report file"), folder.errors)
    }

    /// The executable SwiftPM builds next to the test bundle.
    static func executable() throws -> URL {
        var directories = Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }.map {
            $0.deletingLastPathComponent()
        }
        if let program = CommandLine.arguments.first {
            directories.append(URL(fileURLWithPath: program).deletingLastPathComponent())
        }
        for directory in directories {
            let candidate = directory.appendingPathComponent("labelcopy")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw XCTSkip("the labelcopy executable is not built next to the tests (run `swift build` first)")
    }

    /// Runs the executable in `folder` (the package root unless given) with output and errors
    /// captured in files.
    static func run(
        _ executable: URL, _ arguments: [String], in folder: URL = packageRoot
    ) throws -> (status: Int32, output: String, errors: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("labelcopy-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("out")
        let err = directory.appendingPathComponent("err")
        try Data().write(to: out)
        try Data().write(to: err)
        let outHandle = try FileHandle(forWritingTo: out)
        let errHandle = try FileHandle(forWritingTo: err)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return (
            process.terminationStatus, String(decoding: try Data(contentsOf: out), as: UTF8.self),
            String(decoding: try Data(contentsOf: err), as: UTF8.self)
        )
    }
}
