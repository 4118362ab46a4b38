import Foundation
import LabelCopyCore
import LabelCopyFormats
import XCTest

@testable import LabelCopyReporters

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The report over real apps' .strings, .stringsdict and String Catalogs from `../shared/corpora`: its figures
/// agree with each other and with the lint result, and its charts parse.
final class CorpusReportCorporaTests: XCTestCase {
    static let corpora = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpora")

    func testReportOverRealAppsIsConsistent() throws {
        var files: [LocalizationFile] = []
        for app in ["mastodon__mastodon-ios", "Ranchero-Software__NetNewsWire"] {
            let root = Self.corpora.appendingPathComponent(app)
            guard FileManager.default.fileExists(atPath: root.path) else {
                throw XCTSkip("\(root.path) is absent: the shared corpora are not checked out beside the package")
            }
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard ["xcstrings", "strings", "stringsdict"].contains(url.pathExtension) else { continue }
                let bytes = [UInt8](try Data(contentsOf: url))
                if let file = try? FormatRegistry.parse(bytes, path: url.path) { files.append(file) }
            }
        }
        XCTAssertGreaterThan(files.count, 20)
        let result = Linter().lint(files)
        let report = CorpusReport(files: files, result: result)

        XCTAssertEqual(report.totals.findingsByRule.reduce(0) { $0 + $1.count }, result.findings.count)
        XCTAssertEqual(report.totals.titlesByReason.reduce(0) { $0 + $1.count }, report.totals.titles)
        XCTAssertEqual(report.totals.entries, result.entryCount)
        XCTAssertGreaterThan(report.totals.titles, 0)
        XCTAssertEqual(report.locales.reduce(0) { $0 + $1.findings }, result.findings.count { $0.locale != nil })
        XCTAssertGreaterThan(report.locales.count, 25)
        for locale in report.locales {
            if let share = locale.translatedShare { XCTAssertTrue((0...1).contains(share), locale.locale) }
            if let median = locale.expansionMedian, let p90 = locale.expansionP90 {
                XCTAssertLessThanOrEqual(median, p90, locale.locale)
            }
        }
        // German is wider than English in any real app (IBM puts short German text at +30 % or more).
        let german = try XCTUnwrap(report.locales.first { $0.locale == "de" }?.expansionMedian)
        XCTAssertGreaterThan(german, 1)

        let html = CorpusReportHTML().render(report)
        for fragment in CorpusReportHTMLTests.svgFragments(in: html) {
            XCTAssertTrue(XMLParser(data: Data(fragment.utf8)).parse())
        }
        let markdown = CorpusReportMarkdown(maxBytes: 20_000).render(report)
        XCTAssertLessThanOrEqual(markdown.utf8.count, 20_000)
        let json = CorpusReportJSON().render(report)
        let identities = try CorpusReport.findingIdentities(fromJSON: Array(json.utf8), path: "report.json")
        XCTAssertEqual(ReportComparison(current: report.findings, earlier: identities).new.count, 0)
    }
}
