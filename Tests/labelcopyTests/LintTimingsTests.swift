import Foundation
import XCTest

/// `LABELCOPY_TIMINGS=1` adds the phases and jobs to standard error and changes nothing else.
final class LintTimingsTests: XCTestCase {
    func testTimingsGoToStandardErrorOnly() throws {
        let tool = try LabelCopyProcess.locate()
        let folder = try TemporaryFolder.make("labelcopy-timings")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (locale, value) in [("en", "save file"), ("de", "Datei speichern")] {
            let url = folder.appendingPathComponent("\(locale).lproj/Main.strings")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("\"save.button\" = \"\(value)\";\n".utf8).write(to: url)
        }
        let plain = try tool.run(["lint", folder.path, "--reporter", "json"])
        let timed = try tool.run(["lint", folder.path, "--reporter", "json"], environment: ["LABELCOPY_TIMINGS": "1"])
        XCTAssertEqual(timed.text, plain.text)
        XCTAssertEqual(timed.status, plain.status)
        XCTAssertEqual(plain.errors, "")
        let lines = timed.errors.split(separator: "\n")
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("timing: ") }, timed.errors)
        for phase in [
            "discovery", "reading and parsing", "settings", "job title rules", "job pairing", "job untranslated", "lint",
            "report",
        ] {
            XCTAssertTrue(lines.contains { $0.hasSuffix(phase) }, "no '\(phase)' in:\n\(timed.errors)")
        }
        XCTAssertTrue(lines.last?.hasSuffix("total so far") == true, timed.errors)
    }
}
