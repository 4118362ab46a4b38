import Foundation
import LabelCopyCore
import LabelCopyFormats
import LabelCopyTestSupport
import XCTest

@testable import LabelCopyReporters

/// The reporters that write bytes give exactly what they gave when they built Strings: random
/// results full of what their escapers treat specially, against the old implementations kept as
/// oracles (`ReporterOracles`), and `renderBytes` against `render` for every reporter.
final class ReporterBytesTests: XCTestCase {
    static let paths = [
        "App/en.lproj/Localizable.strings", "/abs/Ré sumé/de.lproj/L.strings", "b,c:d%/x.strings", "tab\there/\u{2028}.strings",
        "e\u{301}/<&>'\".xml", "👩‍👩‍👧/\u{1B}[31m.po",
    ]
    static let rules = ["title-case", "ellipsis", "whitespace-consistency", "odd\"<&>'\u{2028}id"]

    static func randomResult(_ generator: inout SeededGenerator) -> LintResult {
        func text(_ pieces: Int = 8) -> String { RandomReportText.string(&generator, maxPieces: pieces) }
        func location() -> SourceLocation {
            SourceLocation(
                path: paths.randomElement(using: &generator)!, line: Int.random(in: 1...500, using: &generator),
                column: Int.random(in: 1...80, using: &generator))
        }
        let findings = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
            let start = location()
            let replacement = Bool.random(using: &generator) ? text() : nil
            return LintFinding(
                ruleID: rules.randomElement(using: &generator)!,
                severity: [.note, .warning, .error].randomElement(using: &generator)!,
                message: text(), location: start,
                endLocation: SourceLocation(path: start.path, line: start.line, column: start.column + 5), key: text(3),
                locale: Bool.random(using: &generator) ? text(2) : nil, value: text(), replacement: replacement, reason: text(4),
                replacementText: replacement.map { $0 + text(1) })
        }
        let errors = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
            let place = location()
            return FormatError(text(), path: place.path, line: place.line, column: place.column)
        }
        let missing = (0..<Int.random(in: 0...1, using: &generator)).map { _ in
            FormatError("no such file or folder", path: "missing/" + text(2), line: 1, column: 1)
        }
        return LintResult(
            fileCount: Int.random(in: 0...9, using: &generator), entryCount: Int.random(in: 0...99, using: &generator),
            findings: findings, errors: errors, pseudoLocaleFileCount: Int.random(in: 0...2, using: &generator),
            pseudoLocaleEntryCount: Int.random(in: 0...20, using: &generator), missingPaths: missing)
    }

    func testByteReportersMatchTheStringReportersTheyReplaced() {
        var generator = SeededGenerator(seed: 230_341)
        for _ in 0..<300 {
            let result = Self.randomResult(&generator)
            XCTAssertEqual(JSONReporter().render(result), ReporterOracles.json(result))
            XCTAssertEqual(CheckstyleReporter().render(result), ReporterOracles.checkstyle(result))
            XCTAssertEqual(JUnitReporter().render(result), ReporterOracles.junit(result))
            XCTAssertEqual(GitHubReporter().render(result), ReporterOracles.github(result))
        }
    }

    func testRenderBytesIsTheUTF8OfRenderForEveryReporter() {
        var generator = SeededGenerator(seed: 8)
        let results =
            [ReporterFixtures.result, LintResult(fileCount: 0, entryCount: 0, findings: [], errors: [])]
            + (0..<40).map { _ in Self.randomResult(&generator) }
        for result in results {
            for type in ReporterRegistry.all {
                let reporter = ReporterRegistry.reporter(named: type.name)!
                XCTAssertEqual(reporter.renderBytes(result), Array(reporter.render(result).utf8), type.name)
            }
        }
    }

    /// The streamed SARIF log is one JSON document whose results read back as the findings.
    func testSARIFReadsBackAsTheFindings() throws {
        var generator = SeededGenerator(seed: 2_1_0)
        for _ in 0..<60 {
            let result = Self.randomResult(&generator)
            let log = try XCTUnwrap(
                JSONSerialization.jsonObject(with: Data(SARIFReporter().renderBytes(result))) as? [String: Any])
            let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
            let results = try XCTUnwrap(run["results"] as? [[String: Any]])
            XCTAssertEqual(results.count, result.findings.count)
            for (entry, finding) in zip(results, result.findings) {
                XCTAssertEqual((entry["message"] as? [String: Any])?["text"] as? String, finding.message)
                XCTAssertEqual((entry["properties"] as? [String: Any])?["value"] as? String, finding.value)
            }
        }
    }

    func testXMLEscapingMatchesTheScalarEscaper() {
        var generator = SeededGenerator(seed: 0xFFFE)
        for _ in 0..<2_000 {
            let text = RandomReportText.string(&generator, maxPieces: 12)
            for attribute in [false, true] {
                XCTAssertEqual(XMLText.escape(text, attribute: attribute), ReporterOracles.xml(text, attribute: attribute))
                var bytes = Array("<".utf8)
                XMLText.append(text, attribute: attribute, to: &bytes)
                XCTAssertEqual(bytes, Array(("<" + ReporterOracles.xml(text, attribute: attribute)).utf8))
            }
        }
        XCTAssertEqual(
            XMLText.escape("a\u{FFFE}b\u{FFFF}c\u{FFFD}\u{FFEF}\u{EFBF}\u{0}\u{1F}\u{7F}"), "abc\u{FFFD}\u{FFEF}\u{EFBF}\u{7F}")
    }

    /// Every `%`, `:` and `,` is escaped in a workflow command, also before a combining mark
    /// (Foundation's search, used before, passed over a comma an accent was put on).
    func testGitHubEscapesACommaThatCarriesACombiningMark() {
        let finding = LintFinding(
            ruleID: "title-case", severity: .warning, message: "50%\u{301} off",
            location: SourceLocation(path: "a,\u{301}b:\u{308}.strings", line: 1, column: 2),
            key: "k", locale: "en", value: "v", replacement: nil, reason: "fixture")
        let output = GitHubReporter().render(LintResult(fileCount: 1, entryCount: 1, findings: [finding], errors: []))
        XCTAssertEqual(output, "::warning file=a%2C\u{301}b%3A\u{308}.strings,line=1,col=2,title=title-case::50%25\u{301} off\n")
    }
}
