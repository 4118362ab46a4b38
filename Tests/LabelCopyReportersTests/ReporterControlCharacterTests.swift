import LabelCopyCore
import LabelCopyFormats
import XCTest

@testable import LabelCopyReporters

/// Values, messages and suggestions carry whatever a translator typed: the line-oriented
/// reporters print one line per finding and show line breaks, tabs and control characters
/// escaped, so no value adds a line a build log reads as its own finding, sends a terminal
/// escape sequence or reorders the text with a bidirectional override.
final class ReporterControlCharacterTests: XCTestCase {
    /// The injection the review found: a de value whose line break starts a line Xcode reads as an error.
    static let injected = "Sichern\nfake.strings:1:1: error: injected (title-case) "

    static let result = LintResult(
        fileCount: 2, entryCount: 4,
        findings: [
            finding(
                value: injected, replacement: "Sichern\nfake.strings:1:1: error: injected (title-case)",
                message: "the de value ends with a space but the source does not"),
            finding(
                value: "open\u{1B}[31m red\r\nnext\u{7F}", replacement: "Open\u{1B}[31m Red\r\nNext\u{7F}",
                message: "'open\u{1B}[31m' is\tnot in title style"),
            finding(value: "txt.exe\u{202E}fdp\u{2028}x\u{85}y\u{9B}z", replacement: nil, message: "Check the value."),
        ],
        errors: [FormatError("unexpected '\u{1B}' after\nthe value", path: "de.lproj/L\nX.strings", line: 1, column: 2)])

    static func finding(value: String, replacement: String?, message: String) -> LintFinding {
        LintFinding(
            ruleID: "title-case", severity: .warning, message: message,
            location: SourceLocation(path: "de.lproj/L.strings", line: 1, column: 17), key: "save.button", locale: "de",
            value: value, replacement: replacement, reason: "fixture")
    }

    /// The characters no line-oriented output may hold raw (every line ends in a line feed).
    func assertNoRawControls(_ output: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let raw = output.unicodeScalars.filter { $0 != "\n" && DisplayText.needsEscape($0) }
        XCTAssertEqual(raw.map { String($0.value, radix: 16) }, [], "\(name) output holds raw controls", file: file, line: line)
    }

    func testXcodeAndGitHubPrintOneLinePerFindingWithControlsEscaped() {
        let result = Self.result
        for reporter in [XcodeReporter() as any Reporter, GitHubReporter()] {
            let name = type(of: reporter).name
            let output = reporter.render(result)
            assertNoRawControls(output, name)
            let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            XCTAssertEqual(lines.count, result.findings.count + result.errors.count, "\(name):\n\(output)")
            XCTAssertFalse(lines.contains { $0.hasPrefix("fake.strings") }, name)
            XCTAssertTrue(output.contains(#"Sichern\nfake.strings:1:1: error: injected (title-case)"#), name)
            XCTAssertTrue(output.contains(#"Open\u{1B}[31m Red\r\nNext\u{7F}"#), name)
            XCTAssertTrue(output.contains(#"'open\u{1B}[31m' is\tnot in title style"#), name)
            XCTAssertTrue(output.contains(#"unexpected '\u{1B}' after\nthe value"#), name)
            XCTAssertTrue(output.contains(#"L\nX.strings"#), name)
        }
        XCTAssertEqual(
            XcodeReporter().render(result).split(separator: "\n")[1],
            #"de.lproj/L.strings:1:17: warning: the de value ends with a space but the source does not. Suggested: 'Sichern\nfake.strings:1:1: error: injected (title-case)'. (title-case)"#
        )
    }

    /// The Markdown rows keep their table: one line each, with the value, suggestion and message escaped.
    func testMarkdownKeepsOneTableRowPerFindingWithControlsEscaped() {
        let output = MarkdownReporter().render(Self.result)
        assertNoRawControls(output, "markdown")
        let rows = output.split(separator: "\n").filter { $0.hasPrefix("| `de.lproj/L.strings:") }
        XCTAssertEqual(rows.count, 3, output)
        XCTAssertTrue(rows[2].contains(#"`txt.exe\u{202E}fdp\u{2028}x\u{85}y\u{9B}z`"#), String(rows[2]))
        XCTAssertTrue(rows[1].contains(#"| 'open\u{1B}[31m' is\tnot in title style |"#), String(rows[1]))
        XCTAssertTrue(output.contains(#"- `de.lproj/L\nX.strings:1:2`: unexpected '\u{1B}' after\nthe value"#), output)
    }

    func testSummaryHoldsNoRawControls() {
        assertNoRawControls(SummaryReporter().render(Self.result), "summary")
    }

    /// JSON and SARIF escape as their format does; the display escapes are not applied twice.
    func testJSONKeepsTheValueAsItIs() throws {
        let data = Data(JSONReporter().render(Self.result).utf8)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.first?["value"] as? String, Self.injected)
    }

    func testEscapes() {
        XCTAssertEqual(DisplayText.escaped("Save"), "Save")
        XCTAssertEqual(DisplayText.escaped("a\r\nb\tc\u{0}\u{1B}\u{7F}\u{80}\u{9F}"), #"a\r\nb\tc\u{0}\u{1B}\u{7F}\u{80}\u{9F}"#)
        XCTAssertEqual(
            DisplayText.escaped("\u{61C}\u{200E}\u{200F}\u{202A}\u{202E}\u{2066}\u{2069}\u{2028}\u{2029}"),
            #"\u{61C}\u{200E}\u{200F}\u{202A}\u{202E}\u{2066}\u{2069}\u{2028}\u{2029}"#)
        // Text that only looks special stays as it is: emoji with a joiner, accents, a no-break space.
        XCTAssertEqual(DisplayText.escaped("👩‍💻 e\u{301}\u{A0}x"), "👩‍💻 e\u{301}\u{A0}x")
    }
}
