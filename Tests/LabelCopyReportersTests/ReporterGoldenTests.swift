import Foundation
import LabelCopyCore
import LabelCopyFormats
import XCTest

@testable import LabelCopyReporters

/// Each reporter's output for a fixed result, compared byte for byte with a golden file.
/// Run with LABELCOPY_REGENERATE_GOLDEN=1 to rewrite the golden files after an intended change.
final class ReporterGoldenTests: XCTestCase {
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    func reporters() -> [(String, any Reporter)] {
        [
            ("xcode.txt", XcodeReporter()),
            ("json.json", JSONReporter()),
            ("sarif.sarif", SARIFReporter(rules: ReporterFixtures.rules)),
            ("github.txt", GitHubReporter()),
            ("checkstyle.xml", CheckstyleReporter()),
            ("junit.xml", JUnitReporter()),
            ("markdown.md", MarkdownReporter()),
            ("summary.txt", SummaryReporter()),
        ]
    }

    func testEveryReporterMatchesItsGoldenFile() throws {
        let regenerate = ProcessInfo.processInfo.environment["LABELCOPY_REGENERATE_GOLDEN"] == "1"
        for (file, reporter) in reporters() {
            let output = reporter.render(ReporterFixtures.result)
            let url = Self.goldenDirectory.appendingPathComponent(file)
            if regenerate {
                try output.write(to: url, atomically: true, encoding: .utf8)
                continue
            }
            let expected = try String(contentsOf: url, encoding: .utf8)
            XCTAssertEqual(output, expected, "\(type(of: reporter).name) output differs from Golden/\(file); if the change is intended, rerun with LABELCOPY_REGENERATE_GOLDEN=1")
        }
    }

    /// A message without a closing mark gets a full stop before the suggestion; one with a mark
    /// is left as it is, and a finding with no suggestion shows the message alone.
    func testSuggestionsFollowAClosedMessage() {
        let location = SourceLocation(path: "de.lproj/L.strings", line: 3, column: 9)
        func finding(_ message: String, _ replacement: String?) -> LintFinding {
            LintFinding(
                ruleID: "whitespace-consistency", severity: .warning, message: message, location: location, key: "k",
                locale: "de", value: "Speichern ", replacement: replacement, reason: "fixture")
        }
        let result = LintResult(fileCount: 1, entryCount: 1, findings: [
            finding("the de value ends with a space but the source does not", "Speichern"),
            finding("Remove the space.", "Speichern"), finding("the de value differs", nil),
        ], errors: [])
        XCTAssertEqual(
            XcodeReporter().render(result),
            "de.lproj/L.strings:3:9: warning: the de value ends with a space but the source does not. Suggested: 'Speichern'. (whitespace-consistency)\n"
                + "de.lproj/L.strings:3:9: warning: Remove the space. Suggested: 'Speichern'. (whitespace-consistency)\n"
                + "de.lproj/L.strings:3:9: warning: the de value differs (whitespace-consistency)\n")
    }

    func testEveryRegisteredReporterIsGoldenTested() {
        let tested = Set(reporters().map { type(of: $0.1).name })
        XCTAssertEqual(Set(ReporterRegistry.all.map { $0.name }), tested)
        for type in ReporterRegistry.all {
            XCTAssertNotNil(ReporterRegistry.reporter(named: type.name))
            XCTAssertEqual(ReporterRegistry.reporter(named: type.name).map { Swift.type(of: $0).name }, type.name)
        }
    }

    /// Files passed over as pseudo-locale text are counted apart, the same in every reporter with totals.
    func testPseudoLocaleTextSkippedIsCountedWithTheTotals() throws {
        var result = ReporterFixtures.result
        result.pseudoLocaleFileCount = 2
        result.pseudoLocaleEntryCount = 30
        let phrase = "pseudo-locale text skipped: 2 files, 30 entries"
        XCTAssertTrue(SummaryReporter().render(result).hasPrefix("3 files, 42 entries (\(phrase)), "))
        XCTAssertTrue(MarkdownReporter().render(result).contains("3 files, 42 entries (\(phrase)), "))
        XCTAssertTrue(SARIFReporter().render(result).contains(phrase))
        let object = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(JSONReporter().render(result).utf8)) as? [String: Any])
        XCTAssertEqual(object["pseudoLocaleFilesSkipped"] as? Int, 2)
        XCTAssertEqual(object["pseudoLocaleEntriesSkipped"] as? Int, 30)
        XCTAssertFalse(SummaryReporter().render(ReporterFixtures.result).contains("pseudo-locale"))
        XCTAssertFalse(SARIFReporter().render(ReporterFixtures.result).contains("pseudo-locale"))
    }

    func testJSONOutputParsesAndCarriesEveryField() throws {
        let data = Data(JSONReporter().render(ReporterFixtures.result).utf8)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(object["version"] as? Int, 1)
        XCTAssertEqual(object["files"] as? Int, 3)
        XCTAssertEqual(object["entries"] as? Int, 42)
        let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.count, 3)
        let expectedKeys: Set<String> = ["rule", "severity", "message", "file", "line", "column", "key", "locale", "value", "replacement", "reason"]
        for finding in findings { XCTAssertEqual(Set(finding.keys), expectedKeys) }
        let export = try XCTUnwrap(findings.first { $0["rule"] as? String == "ellipsis" })
        XCTAssertEqual(export["value"] as? String, "Export \"Q&A\" | <Draft>...")
        XCTAssertTrue(findings.contains { $0["replacement"] is NSNull })
        let errors = try XCTUnwrap(object["errors"] as? [[String: Any]])
        XCTAssertEqual(errors.first?["line"] as? Int, 7)
    }

    func testXMLReportsAreWellFormed() throws {
        #if canImport(FoundationXML)
        for reporter in [CheckstyleReporter() as any Reporter, JUnitReporter()] {
            let parser = XMLParser(data: Data(reporter.render(ReporterFixtures.result).utf8))
            XCTAssertTrue(parser.parse(), "\(type(of: reporter).name): \(String(describing: parser.parserError))")
        }
        #endif
    }
}

#if canImport(FoundationXML)
import FoundationXML
#endif
