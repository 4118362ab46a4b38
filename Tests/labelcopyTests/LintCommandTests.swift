import Foundation
import XCTest

/// `lint`, `fix` and `init` run as a user runs them: the built binary on files in a temporary folder.
final class LintCommandTests: CommandTestCase {
    override class var folderPrefix: String { "labelcopy-lint" }

    /// Writes `text` to `relative` inside the test folder and returns its path.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        try write(relative, bytes: Array(text.utf8))
    }

    @discardableResult
    func write(_ relative: String, bytes: [UInt8]) throws -> String {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        return url.path
    }

    let english = """
        /* Button: adds the item to the cart */
        "cart.button.add" = "add to cart";

        /* Screen heading, not a button */
        "cart.heading" = "your cart";

        "menu.export" = "Export...";

        """

    func testLintReportsFindingsWithPositionsRuleAndSuggestion() throws {
        let path = try write("App/en.lproj/Localizable.strings", english)
        let result = try tool.run(["lint", folder.path])
        XCTAssertEqual(result.status, 0, "warnings alone exit with 0: \(result.errors)")
        let lines = result.text.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains { $0.hasPrefix("\(path):2:22: warning: ") && $0.hasSuffix("(title-case)") && $0.contains("Add to Cart") }, result.text)
        XCTAssertTrue(lines.contains { $0.hasPrefix("\(path):7:18: warning: ") && $0.hasSuffix("(ellipsis)") }, result.text)
        XCTAssertFalse(result.text.contains("your cart"), "an entry nothing marks as a title is not checked")
        XCTAssertEqual(try tool.run(["lint", "--strict", folder.path]).status, 1)
    }

    /// `sourceLanguage` decides which locale holds the source text, in lint and in report.
    func testConfiguredSourceLanguage() throws {
        try write("App/de.lproj/Localizable.strings", "\"files\" = \"%d Dateien\";\n")
        let french = try write("App/fr.lproj/Localizable.strings", "\"files\" = \"Fichiers\";\n")
        let unconfigured = try tool.run(["lint", folder.path])
        XCTAssertEqual(unconfigured.text, "", "without a source, nothing is compared")
        try write(".labelcopy.json", "{ version: 1, sourceLanguage: \"de\" }\n")
        let lint = try tool.run(["lint", folder.path])
        XCTAssertTrue(lint.text.hasPrefix("\(french):1:12: warning: source has 1 placeholder (%d), fr has none"), lint.text)
        let report = try tool.run(["report", folder.path, "--format", "json"])
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: report.output) as? [String: Any])
        let rows = try XCTUnwrap(json["locales"] as? [[String: Any]])
        XCTAssertEqual(rows.map { "\($0["locale"] ?? "") \($0["source"] ?? "")" }, ["de 1", "fr 0"])
    }

    func testMalformedFileExits65AndTheRestIsStillReported() throws {
        try write("App/en.lproj/Localizable.strings", english)
        let broken = try write("App/en.lproj/Broken.strings", "\"a.button\" = \"unterminated;\n")
        let result = try tool.run(["lint", folder.path])
        XCTAssertEqual(result.status, 65)
        XCTAssertTrue(result.text.contains("\(broken):1:"), result.text)
        XCTAssertTrue(result.text.contains("(title-case)"), result.text)
    }

    func testReportersToFilesAndStandardOutput() throws {
        try write("App/en.lproj/Localizable.strings", english)
        let json = folder.appendingPathComponent("report.json").path
        let result = try tool.run(["lint", folder.path, "--reporter", "json=\(json)", "--reporter", "summary"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.text.hasPrefix("1 file, 3 entries, "), result.text)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
        XCTAssertTrue(findings.contains { $0["rule"] as? String == "title-case" && $0["replacement"] as? String == "Add to Cart" })
        let twice = try tool.run(["lint", folder.path, "--reporter", "json", "--reporter", "xcode"])
        XCTAssertEqual(twice.status, 64, "two reporters on standard output is a usage error")
        let unknown = try tool.run(["lint", folder.path, "--reporter", "sarf"])
        XCTAssertEqual(unknown.status, 64)
        XCTAssertTrue(unknown.errors.contains("Did you mean 'sarif'?"), unknown.errors)
    }

    func testFixKeepsEncodingLineEndingsPermissionsAndEveryOtherByte() throws {
        let text = english.replacingOccurrences(of: "\n", with: "\r\n")
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let path = try write("App/en.lproj/Localizable.strings", bytes: bytes)
        XCTAssertEqual(chmod(path, 0o640), 0)

        let dryRun = try tool.run(["fix", "--dry-run", folder.path])
        XCTAssertEqual(dryRun.status, 0, dryRun.errors)
        XCTAssertTrue(dryRun.text.contains("-\"cart.button.add\" = \"add to cart\";"), dryRun.text)
        XCTAssertTrue(dryRun.text.contains("+\"cart.button.add\" = \"Add to Cart\";"), dryRun.text)
        XCTAssertEqual([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), bytes, "--dry-run writes nothing")

        let fixed = try tool.run(["fix", folder.path])
        XCTAssertEqual(fixed.status, 0, fixed.errors)
        let expectedText = text.replacingOccurrences(of: "\"add to cart\"", with: "\"Add to Cart\"")
            .replacingOccurrences(of: "\"Export...\"", with: "\"Export…\"")
        var expected: [UInt8] = [0xFF, 0xFE]
        for unit in expectedText.utf16 { expected += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        XCTAssertEqual([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), expected)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o640)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent)
        XCTAssertEqual(leftovers, ["Localizable.strings"], "no temporary file is left behind")
        XCTAssertEqual(try tool.run(["lint", "--strict", folder.path]).status, 0, "nothing is left to fix")
    }

    /// A file reached through a symbolic link is fixed where it is; the link stays a link.
    func testFixThroughASymbolicLinkKeepsTheLink() throws {
        let real = try write("Shared/en.lproj/Localizable.strings", "\"cart.button.add\" = \"add to cart\";\n")
        let link = folder.appendingPathComponent("App/en.lproj/Localizable.strings").path
        try FileManager.default.createDirectory(
            atPath: (link as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        let fixed = try tool.run(["fix", folder.appendingPathComponent("App").path])
        XCTAssertEqual(fixed.status, 0, fixed.errors)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), real, "the link is still a link")
        XCTAssertEqual(try String(contentsOfFile: real, encoding: .utf8), "\"cart.button.add\" = \"Add to Cart\";\n")
    }

    func testFilesWithNothingToFixAreNotRewritten() throws {
        let path = try write("App/en.lproj/Localizable.strings", "\"ok.button\" = \"Add to Cart\";\n")
        let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 1.1)
        XCTAssertEqual(try tool.run(["fix", folder.path]).status, 0)
        let after = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        XCTAssertEqual(before, after)
    }

    func testConfigurationSuppressionsAndBaseline() throws {
        try write("App/en.lproj/Localizable.strings", english + """
            /* labelcopy:disable-next title-case */
            "share.button" = "share photo";

            """)
        try write(".labelcopy.json", "// ours\n{ version: 1, rules: { \"ellipsis\": \"error\", }, }\n")
        let configured = try tool.run(["lint", folder.path, "--reporter", "json"])
        XCTAssertEqual(configured.status, 1, "ellipsis is at error level by configuration")
        XCTAssertFalse(configured.text.contains("share photo"), "the suppression comment turns title-case off for that entry")

        try write(".labelcopy.json", "{ version: 1, rules: { \"title-case\": { severity: \"loud\" } } }\n")
        let invalid = try tool.run(["lint", folder.path])
        XCTAssertEqual(invalid.status, 65)
        XCTAssertTrue(invalid.errors.contains(".labelcopy.json:1:"), invalid.errors)
        XCTAssertTrue(invalid.errors.contains("rules.title-case.severity"), invalid.errors)

        try FileManager.default.removeItem(at: folder.appendingPathComponent(".labelcopy.json"))
        let baseline = folder.appendingPathComponent("baseline.json").path
        XCTAssertEqual(try tool.run(["lint", folder.path, "--write-baseline", baseline]).status, 0)
        XCTAssertEqual(try tool.run(["lint", "--strict", folder.path, "--baseline", baseline]).status, 0, "every finding is known")
        try write("App/en.lproj/More.strings", "\"new.button\" = \"delete all\";\n")
        let newer = try tool.run(["lint", folder.path, "--baseline", baseline])
        XCTAssertTrue(newer.text.contains("Delete All"), newer.text)
        XCTAssertFalse(newer.text.contains("Add to Cart"), newer.text)
    }

    func testInitWritesAStarterConfigurationOnce() throws {
        let result = try tool.run(["init", folder.path])
        XCTAssertEqual(result.status, 0, result.errors)
        let text = try String(contentsOf: folder.appendingPathComponent(".labelcopy.json"), encoding: .utf8)
        XCTAssertTrue(text.contains("version: 1"), text)
        XCTAssertEqual(try tool.run(["init", folder.path]).status, 64, "an existing configuration is not replaced")
        XCTAssertEqual(try tool.run(["init", "--force", folder.path]).status, 0)
        try write("App/en.lproj/Localizable.strings", english)
        XCTAssertEqual(try tool.run(["lint", folder.path]).status, 0, "the starter configuration is valid")
    }

    /// The starter's values are the defaults: a project lints the same before and after `init`,
    /// graded severities included (a placeholder left out is a warning, not the rule's error).
    func testInitChangesNoFindingSeverityOrExitCode() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        try FileManager.default.copyItem(at: root.appendingPathComponent("Corpus"), to: folder.appendingPathComponent("Corpus"))
        try write("ph/en.lproj/Localizable.strings", "\"items.button.delete\" = \"Delete %d Items\";\n")
        try write("ph/de.lproj/Localizable.strings", "\"items.button.delete\" = \"Objekte löschen\";\n")
        let before = try tool.run(["lint", folder.path])
        XCTAssertTrue(before.text.contains("warning: source has 1 placeholder (%d), de has none"), before.text)
        XCTAssertEqual(try tool.run(["init", folder.path]).status, 0)
        let after = try tool.run(["lint", folder.path])
        XCTAssertEqual(after.text, before.text)
        XCTAssertEqual(after.status, before.status)
    }
}
