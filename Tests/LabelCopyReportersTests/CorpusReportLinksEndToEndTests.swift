import Foundation
import XCTest

/// HTML links work from where the page is written, not only from the folder it was made in.
final class CorpusReportLinksEndToEndTests: XCTestCase {
    func testLinksAreRelativeToTheOutputFolder() throws {
        let executable = try CorpusReportEndToEndTests.executable()
        let name = "labelcopy-links-\(UUID().uuidString)"
        let directory = CorpusReportEndToEndTests.packageRoot.appendingPathComponent(".build/" + name)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("report.html")
        let run = try CorpusReportEndToEndTests.run(executable, ["report", "Corpus", "--output", ".build/\(name)/report.html"])
        XCTAssertEqual(run.status, 0, run.errors)
        let html = try String(contentsOf: output, encoding: .utf8)
        XCTAssertTrue(html.contains("href=\"../../Corpus/SampleApp/"), html)
        XCTAssertFalse(html.contains("href=\"Corpus/"), html)
        // Each link leads to a file that exists, seen from the page's folder.
        let links = html.components(separatedBy: "href=\"").dropFirst().compactMap { $0.split(separator: "#").first }
        XCTAssertFalse(links.isEmpty)
        for link in links {
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: directory.appendingPathComponent(String(link)).path), String(link))
        }
    }
}
