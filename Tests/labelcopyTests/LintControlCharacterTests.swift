import Foundation
import XCTest

/// A translated value is untrusted text: `lint` prints one line per finding whatever the value
/// holds, so a line break in a de value cannot add a line Xcode or CI reads as an error of its
/// own, and an escape character cannot reach the terminal.
final class LintControlCharacterTests: CommandTestCase {
    override class var folderPrefix: String { "labelcopy-lint-controls" }

    func write(_ relative: String, _ text: String) throws {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func testAValueCannotInjectALineIntoTheXcodeOrGitHubOutput() throws {
        try write("en.lproj/L.strings", "/* Button */\n\"save.button\" = \"Save\";\n/* Button */\n\"open.button\" = \"Open\";\n")
        try write(
            "de.lproj/L.strings",
            #""save.button" = "Sichern\nfake.strings:1:1: error: injected (title-case) ";"# + "\n"
                + #""open.button" = "\U001B[2J&Öffnen ";"# + "\n")
        let json = try tool.run(["lint", folder.path, "--reporter", "json"])
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.text.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
        XCTAssertGreaterThanOrEqual(findings.count, 2, json.text)
        for reporter in ["xcode", "github"] {
            let result = try tool.run(["lint", folder.path, "--reporter", reporter])
            XCTAssertEqual(result.status, 0, result.errors)
            let lines = result.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            XCTAssertEqual(lines.count, findings.count, "\(reporter):\n\(result.text)")
            XCTAssertFalse(lines.contains { $0.hasPrefix("fake.strings") }, result.text)
            XCTAssertFalse(result.text.unicodeScalars.contains("\u{1B}"), "\(reporter) sends ESC to the terminal")
            XCTAssertTrue(result.text.contains(#"Sichern\nfake.strings:1:1: error: injected (title-case)"#), result.text)
            XCTAssertTrue(result.text.contains(#"\u{1B}[2J"#), result.text)
        }
    }
}
