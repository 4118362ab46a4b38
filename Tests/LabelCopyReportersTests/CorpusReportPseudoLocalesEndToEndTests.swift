import Foundation
import XCTest

/// `report` over a project holding `labelcopy pseudo` output: pseudo-locale text, which lint
/// passes over, is no locale row and counts in no total.
final class CorpusReportPseudoLocalesEndToEndTests: XCTestCase {
    func testPseudoLocalesAreNoLocaleRows() throws {
        let executable = try CorpusReportEndToEndTests.executable()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("labelcopy-pseudo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = [
            "en.lproj/Localizable.strings": "\"save\" = \"Save\";\n\"open\" = \"Open\";\n",
            "fr.lproj/Localizable.strings": "\"save\" = \"Enregistrer\";\n\"open\" = \"Ouvrir\";\n",
            "en-XA.lproj/Localizable.strings": "\"save\" = \"[Šåṽé~~]\";\n\"open\" = \"[Öþéñ~~]\";\n",
            "qps-ploc.lproj/Localizable.strings": "\"save\" = \"[Šåṽé~~]\";\n",
            "pseudo/Localizable.xcstrings": """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"close": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "Close"}},
            "ja": {"stringUnit": {"state": "translated", "value": "閉じる"}},
            "ar-XB": {"stringUnit": {"state": "translated", "value": "[Ƈĺöšé~~]"}}}}}}
            """,
        ]
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let run = try CorpusReportEndToEndTests.run(executable, ["report", directory.path, "--format", "json"])
        XCTAssertEqual(run.status, 0, run.errors)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let totals = try XCTUnwrap(object["totals"] as? [String: Any])
        let locales = try XCTUnwrap(object["locales"] as? [[String: Any]])
        XCTAssertEqual(locales.compactMap { $0["locale"] as? String }, ["en", "fr"])
        XCTAssertEqual(totals["locales"] as? Int, 2)
        XCTAssertEqual(totals["files"] as? Int, 2)
        XCTAssertEqual(totals["entries"] as? Int, 4)
        XCTAssertEqual(locales.compactMap { $0["entries"] as? Int }.reduce(0, +), 4)
        XCTAssertEqual((locales.last?["translatedShare"] as? NSNumber)?.doubleValue, 1)

        let html = try CorpusReportEndToEndTests.run(executable, ["report", directory.path])
        XCTAssertEqual(html.status, 0, html.errors)
        XCTAssertFalse(html.output.contains("en-XA"), html.output)
        XCTAssertFalse(html.output.contains("qps-ploc"), html.output)
    }
}
