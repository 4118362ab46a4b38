import Foundation
import XCTest

@testable import LabelCopyReporters

/// Each corpus report format for the fixture corpus, compared byte for byte with a golden file.
/// Run with LABELCOPY_REGENERATE_GOLDEN=1 to rewrite them after an intended change.
final class CorpusReportGoldenTests: XCTestCase {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/report")

    func testEveryFormatMatchesItsGoldenFile() throws {
        let report = CorpusReportFixtures.report
        let outputs = [
            ("report.html", CorpusReportHTML().render(report)),
            ("report.md", CorpusReportMarkdown().render(report)),
            ("report.json", CorpusReportJSON().render(report)),
        ]
        let regenerate = ProcessInfo.processInfo.environment["LABELCOPY_REGENERATE_GOLDEN"] == "1"
        for (name, output) in outputs {
            let url = Self.directory.appendingPathComponent(name)
            if regenerate {
                try output.write(to: url, atomically: true, encoding: .utf8)
                continue
            }
            let expected = try String(contentsOf: url, encoding: .utf8)
            XCTAssertEqual(
                output, expected, "Golden/report/\(name) differs; rerun with LABELCOPY_REGENERATE_GOLDEN=1 if intended")
        }
    }
}
