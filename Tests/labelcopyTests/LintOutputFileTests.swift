import Foundation
import XCTest

/// `lint --reporter NAME=FILE` and `--write-baseline FILE` are checked before anything is
/// written: against each other, the inputs, the configuration and the `--baseline` file.
final class LintOutputFileTests: CommandTestCase {
    override class var folderPrefix: String { "labelcopy-outputs" }

    private let table = "\"ok.button\" = \"add to cart\";\n"

    private func write(_ path: String, _ text: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    private func contents(_ path: String) -> String? {
        try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    func testOutputsThatClashAreRefusedBeforeAnythingIsWritten() throws {
        try write("App/en.lproj/Localizable.strings", table)
        try write(".labelcopy.json", "{ version: 1 }\n")
        try write("base.json", "{ \"version\": 1, \"findings\": [] }\n")
        try write("old.json", "{}\n")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("alias.json").path, withDestinationPath: "old.json")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("dangling.json").path, withDestinationPath: "target.json")
        let cases: [([String], String)] = [
            (
                ["--reporter", "json=x.json", "--reporter", "sarif=x.json"],
                "--reporter json=x.json and --reporter sarif=x.json name the same file"
            ),
            (["--reporter", "json=x.json", "--reporter", "sarif=App/../x.json"], "name the same file"),
            (["--reporter", "json=old.json", "--reporter", "sarif=alias.json"], "name the same file"),
            // A link that leads nowhere yet is written where it points.
            (["--reporter", "json=dangling.json", "--reporter", "sarif=target.json"], "name the same file"),
            (
                ["--reporter", "json=out.json", "--write-baseline", "./out.json"],
                "--reporter json=out.json and --write-baseline ./out.json"
            ),
            (
                ["--reporter", "json=App/en.lproj/Localizable.strings"],
                "--reporter json=App/en.lproj/Localizable.strings would replace App/en.lproj/Localizable.strings, an input file"
            ),
            (["--write-baseline", "App/en.lproj/Localizable.strings"], "an input file"),
            (["--reporter", "checkstyle=.labelcopy.json"], "would replace the configuration"),
            (["--baseline", "base.json", "--reporter", "json=base.json"], "would replace the --baseline file base.json"),
        ]
        for (options, message) in cases {
            let result = try tool.run(["lint", "."] + options, in: folder)
            XCTAssertEqual(result.status, 64, "\(options): \(result.errors)")
            XCTAssertTrue(result.errors.contains(message), "\(options): \(result.errors)")
            XCTAssertTrue(result.errors.contains("Nothing was written."), result.errors)
            XCTAssertEqual(result.text, "")
            XCTAssertNil(contents("x.json"))
            XCTAssertNil(contents("out.json"))
            XCTAssertEqual(contents("App/en.lproj/Localizable.strings"), table, "the input is left alone")
            XCTAssertEqual(contents(".labelcopy.json"), "{ version: 1 }\n")
            XCTAssertEqual(contents("base.json"), "{ \"version\": 1, \"findings\": [] }\n")
            XCTAssertEqual(contents("old.json"), "{}\n")
            XCTAssertNil(contents("target.json"))
        }
        let update = try tool.run(["lint", ".", "--baseline", "base.json", "--write-baseline", "base.json"], in: folder)
        XCTAssertEqual(update.status, 0, "a baseline may be updated in place: \(update.errors)")
        XCTAssertTrue(contents("base.json")?.contains("add to cart") == true)
    }

    func testDashIsStandardOutput() throws {
        try write("App/en.lproj/Localizable.strings", table)
        let result = try tool.run(["lint", ".", "--reporter", "json=-", "--reporter", "sarif=./-"], in: folder)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.text.hasPrefix("{\n  \"version\": 1"), result.text)
        XCTAssertTrue(contents("-")?.contains("\"$schema\"") == true, "./- is a file named '-'")
        let two = try tool.run(["lint", ".", "--reporter", "json=-", "--reporter", "xcode"], in: folder)
        XCTAssertEqual(two.status, 64, "only one reporter writes to standard output: \(two.errors)")
    }

    func testAFolderAsOutputIsNamedAsAFolder() throws {
        try write("App/en.lproj/Localizable.strings", table)
        for option in [["--reporter", "json=App"], ["--reporter", "json=x.json", "--write-baseline", "App/"]] {
            let result = try tool.run(["lint", "."] + option, in: folder)
            XCTAssertEqual(result.status, 73, "\(option): \(result.errors)")
            XCTAssertTrue(result.errors.contains("it is a folder"), result.errors)
            XCTAssertFalse(result.errors.contains("hard links"), result.errors)
            XCTAssertNil(contents("x.json"), "nothing is written when one output cannot be")
        }
    }

    /// `report --output` is checked the same way: an input or a configuration is never replaced,
    /// while the `--compare` report may be (a report updated in place).
    func testReportOutputMustNotReplaceAFileItReads() throws {
        try write("App/en.lproj/Localizable.strings", table)
        try write(".labelcopy.json", "{ version: 1 }\n")
        for (output, message) in [
            ("App/en.lproj/Localizable.strings", "--output App/en.lproj/Localizable.strings would replace App/en.lproj/Localizable.strings, an input file"),
            (".labelcopy.json", "would replace the configuration"),
        ] {
            let result = try tool.run(["report", ".", "--format", "json", "--output", output], in: folder)
            XCTAssertEqual(result.status, 64, "\(output): \(result.errors)")
            XCTAssertTrue(result.errors.contains(message), result.errors)
            XCTAssertTrue(result.errors.contains("Nothing was written."), result.errors)
        }
        XCTAssertEqual(contents("App/en.lproj/Localizable.strings"), table, "the input is left alone")
        XCTAssertEqual(contents(".labelcopy.json"), "{ version: 1 }\n")
        let folderOutput = try tool.run(["report", ".", "--output", "App"], in: folder)
        XCTAssertEqual(folderOutput.status, 73, folderOutput.errors)
        XCTAssertTrue(folderOutput.errors.contains("it is a folder"), folderOutput.errors)
        let first = try tool.run(["report", ".", "--format", "json", "--output", "report.json"], in: folder)
        XCTAssertEqual(first.status, 0, first.errors)
        let again = try tool.run(
            ["report", ".", "--format", "json", "--compare", "report.json", "--output", "report.json"], in: folder)
        XCTAssertEqual(again.status, 0, again.errors)
        XCTAssertTrue(contents("report.json")?.contains("\"comparison\"") == true, contents("report.json") ?? "")
    }
}
