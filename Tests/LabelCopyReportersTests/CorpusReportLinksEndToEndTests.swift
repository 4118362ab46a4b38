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

    /// A page written through a symbolic link to a folder (`deep -> out/sub`), or through `..`
    /// after one, links from the folder it really is in, which is where a browser starts.
    func testLinksAreRelativeToTheRealOutputFolder() throws {
        let executable = try CorpusReportEndToEndTests.executable()
        let name = "labelcopy-links-\(UUID().uuidString)"
        let directory = CorpusReportEndToEndTests.packageRoot.appendingPathComponent(".build/" + name)
        let real = directory.appendingPathComponent("out/sub")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("deep").path, withDestinationPath: "out/sub")
        for (given, folder) in [("deep/r.html", real), ("deep/../up.html", real.deletingLastPathComponent())] {
            let run = try CorpusReportEndToEndTests.run(executable, ["report", "Corpus", "--output", ".build/\(name)/\(given)"])
            XCTAssertEqual(run.status, 0, run.errors)
            let page = folder.appendingPathComponent(URL(fileURLWithPath: given).lastPathComponent)
            let html = try String(contentsOf: page, encoding: .utf8)
            let links = html.components(separatedBy: "href=\"").dropFirst().compactMap { $0.split(separator: "#").first }
            XCTAssertFalse(links.isEmpty, given)
            for link in links {
                XCTAssertFalse(link.hasPrefix("/"), String(link))
                XCTAssertTrue(
                    FileManager.default.fileExists(atPath: folder.appendingPathComponent(String(link)).path),
                    "\(given): \(link)")
            }
        }
    }
}
