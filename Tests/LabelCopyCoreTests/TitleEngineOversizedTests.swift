import XCTest

@testable import LabelCopyCore

/// A "title" over `TitleEngine.maxAnalyzedBytes` is reported only for its length, where
/// title-length applies, and left as it is: its analysis would take tens of times its size.
final class TitleEngineOversizedTests: XCTestCase {
    private let oversized = String(repeating: "save draft ", count: TitleEngine.maxAnalyzedBytes / 11 + 1)

    func testOnlyItsLengthIsReportedAndNothingChanged() {
        XCTAssertGreaterThan(oversized.utf8.count, TitleEngine.maxAnalyzedBytes)
        let analysis = TitleEngine().analyze(oversized)
        XCTAssertEqual(analysis.suggestion, oversized)
        XCTAssertEqual(analysis.findings.map(\.ruleID), ["title-length"])
        XCTAssertEqual(analysis.findings.first?.replacement, nil)
        XCTAssertTrue(
            analysis.findings.first?.message.hasPrefix("Shorten the title: it has \(oversized.utf8.count) bytes") == true,
            analysis.findings.first?.message ?? "")
    }

    func testContextsAndConfigurationTitleLengthDoesNotApplyToReportNothing() {
        XCTAssertEqual(TitleEngine().analyze(oversized, context: .menuItem).findings, [])
        var configuration = EngineConfiguration()
        configuration.disabled = ["title-length"]
        XCTAssertEqual(TitleEngine(configuration: configuration).analyze(oversized).findings, [])
    }

    func testTitlesWithinTheLimitAreAnalyzed() {
        let analysis = TitleEngine().analyze("save draft")
        XCTAssertEqual(analysis.suggestion, "Save Draft")
    }
}
