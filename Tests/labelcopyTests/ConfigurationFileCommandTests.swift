import Foundation
import XCTest

/// A configuration that cannot be read is named with the reason, whether `--config` names it or
/// it is the `.labelcopy.json` nearest a file.
final class ConfigurationFileCommandTests: CommandTestCase {
    override class var folderPrefix: String { "labelcopy-config-file" }

    override func setUpWithError() throws {
        try super.setUpWithError()
        let table = folder.appendingPathComponent("App/en.lproj/Localizable.strings")
        try FileManager.default.createDirectory(at: table.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "\"ok.button\" = \"add to cart\";\n".write(to: table, atomically: true, encoding: .utf8)
    }

    func testAFolderGivenAsConfigurationIsNamedAsOne() throws {
        for command in ["lint", "fix"] {
            let result = try tool.run([command, ".", "--config", "App"], in: folder)
            XCTAssertEqual(result.status, 65, "\(command): \(result.errors)")
            XCTAssertEqual(result.errors, "Error: App:1:1: is a folder, not a configuration file\n", command)
        }
    }

    func testADanglingConfigurationLinkIsAnErrorNotIgnored() throws {
        let link = folder.appendingPathComponent("App/.labelcopy.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../shared/labelcopy.json")
        let result = try tool.run(["lint", "."], in: folder)
        XCTAssertEqual(result.status, 65, result.errors)
        XCTAssertTrue(result.errors.contains("App/.labelcopy.json:1:1: no such configuration file"), result.errors)
        XCTAssertTrue(
            result.errors.contains("a symbolic link to '../shared/labelcopy.json', which does not exist"), result.errors)
        XCTAssertEqual(try tool.run(["lint", ".", "--config", "App/.labelcopy.json"], in: folder).status, 65)

        try FileManager.default.createDirectory(at: folder.appendingPathComponent("shared"), withIntermediateDirectories: true)
        try "{ version: 1, rules: { \"title-case\": \"off\" } }\n".write(
            to: folder.appendingPathComponent("shared/labelcopy.json"), atomically: true, encoding: .utf8)
        let linked = try tool.run(["lint", "."], in: folder)
        XCTAssertEqual(linked.status, 0, linked.errors)
        XCTAssertFalse(linked.text.contains("title-case"), "the linked configuration applies once it exists: \(linked.text)")
    }
}
