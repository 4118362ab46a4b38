import Foundation
import XCTest

/// `lint --write-baseline` and `--baseline` end to end: paths given differently on either run,
/// and baseline files that cannot be read.
final class BaselineCommandTests: CommandTestCase {
    override class var folderPrefix: String { "labelcopy-baseline" }

    /// A copy of Corpus/ in the test's folder (its findings are many, in several subfolders).
    private func corpus() throws -> URL {
        let copy = folder.appendingPathComponent("c")
        try FileManager.default.copyItem(at: Self.packageRoot.appendingPathComponent("Corpus"), to: copy)
        return copy
    }

    private func paths(in baseline: URL) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: baseline)) as? [String: Any]
        let findings = object?["findings"] as? [[String: Any]] ?? []
        return findings.compactMap { $0["path"] as? String }
    }

    func testABaselineMatchesHoweverEitherRunGivesThePaths() throws {
        let root = try corpus()
        let app = root.appendingPathComponent("SampleApp")
        let all = try tool.run(["lint", "."], in: root)
        XCTAssertFalse(all.text.isEmpty, "the corpus has findings")
        XCTAssertEqual(try tool.run(["lint", ".", "--write-baseline", "base.json"], in: root).text, all.text)
        let written = try Data(contentsOf: root.appendingPathComponent("base.json"))
        XCTAssertTrue(try paths(in: root.appendingPathComponent("base.json")).contains("SampleApp/App.xliff"))

        let runs: [(arguments: [String], directory: URL)] = [
            (["lint", root.path, "--baseline", "base.json"], root),
            (["lint", ".", "--baseline", "../base.json"], app),
            (["lint", app.path, "--baseline", root.appendingPathComponent("base.json").path], folder),
            (["lint", "c/./SampleApp/../", "--baseline", "c/base.json"], folder),
        ]
        for run in runs {
            let result = try tool.run(run.arguments, in: run.directory)
            XCTAssertEqual(result.status, 0, "\(run.arguments) \(result.errors)")
            XCTAssertEqual(result.text, "", "every finding is known: \(run.arguments)")
        }

        // Written from elsewhere, the paths are still the baseline folder's, never absolute.
        XCTAssertEqual(try tool.run(["lint", root.path, "--write-baseline", "abs.json"], in: root).status, 1)
        XCTAssertEqual(try Data(contentsOf: root.appendingPathComponent("abs.json")), written)
        XCTAssertEqual(try tool.run(["lint", ".", "--write-baseline", "../sub.json"], in: app).status, 1)
        let sub = try paths(in: root.appendingPathComponent("sub.json"))
        XCTAssertFalse(sub.isEmpty)
        XCTAssertTrue(sub.allSatisfy { $0.hasPrefix("SampleApp/") }, "\(sub)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("ci"), withIntermediateDirectories: true)
        XCTAssertEqual(try tool.run(["lint", "ci/..", "--write-baseline", "ci/nested.json"], in: root).status, 1)
        XCTAssertTrue(try paths(in: root.appendingPathComponent("ci/nested.json")).allSatisfy { $0.hasPrefix("../") })
    }

    func testSymbolicLinksAreResolvedOnBothRuns() throws {
        let root = try corpus()
        let link = folder.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: root)
        XCTAssertEqual(
            try tool.run(["lint", ".", "--write-baseline", "base.json"], in: root).status, 1, "findings at error level")
        let result = try tool.run(["lint", ".", "--baseline", "../base.json"], in: link.appendingPathComponent("SampleApp"))
        XCTAssertEqual(result.text, "", result.errors)
        XCTAssertEqual(try tool.run(["lint", "link", "--write-baseline", "link/linked.json"], in: folder).status, 1)
        XCTAssertEqual(
            try Data(contentsOf: root.appendingPathComponent("linked.json")),
            try Data(contentsOf: root.appendingPathComponent("base.json")))
    }

    /// A baseline that is a symbolic link to a file elsewhere is that file: its paths are the
    /// target's folder's, whichever name writes or reads it.
    func testABaselineLinkIsTheFileItLeadsTo() throws {
        let root = try corpus()
        try FileManager.default.createDirectory(at: root.appendingPathComponent("ci"), withIntermediateDirectories: true)
        try Data().write(to: root.appendingPathComponent("ci/baseline.json"))
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("base.json").path, withDestinationPath: "ci/baseline.json")
        XCTAssertEqual(try tool.run(["lint", ".", "--write-baseline", "base.json"], in: root).status, 1)
        let stored = try paths(in: root.appendingPathComponent("ci/baseline.json"))
        XCTAssertTrue(stored.contains("../SampleApp/App.xliff"), "\(stored)")
        XCTAssertEqual(try tool.run(["lint", ".", "--baseline", "ci/baseline.json"], in: root).text, "")
        XCTAssertEqual(try tool.run(["lint", ".", "--baseline", "base.json"], in: root).text, "")
    }

    /// Baselines written before paths were canonical: absolute paths (`lint "$PWD"`), and
    /// paths relative to the working directory that was the baseline's folder.
    func testOlderBaselinesKeepMatching() throws {
        let root = try corpus()
        XCTAssertEqual(
            try tool.run(["lint", ".", "--write-baseline", "base.json"], in: root).status, 1, "findings at error level")
        let text = try String(contentsOf: root.appendingPathComponent("base.json"), encoding: .utf8)
        let absolute = text.replacingOccurrences(of: "\"path\": \"", with: "\"path\": \"\(root.path)/")
        try absolute.write(to: root.appendingPathComponent("absolute.json"), atomically: true, encoding: .utf8)
        let dotted = text.replacingOccurrences(of: "\"path\": \"", with: "\"path\": \"./")
        try dotted.write(to: root.appendingPathComponent("dotted.json"), atomically: true, encoding: .utf8)
        for name in ["absolute.json", "dotted.json"] {
            let result = try tool.run(["lint", ".", "--baseline", name], in: root)
            XCTAssertEqual(result.text, "", "\(name): \(result.errors)")
            XCTAssertEqual(
                try tool.run(["lint", "c/SampleApp", "--baseline", root.path + "/" + name], in: folder).text, "", name)
        }
    }

    func testTheBaselineIsReadBeforeItIsReplaced() throws {
        let root = try corpus()
        XCTAssertEqual(
            try tool.run(["lint", ".", "--write-baseline", "base.json"], in: root).status, 1, "findings at error level")
        try "\"new.button\" = \"delete all\";\n".write(
            to: root.appendingPathComponent("SampleApp/en.lproj/More.strings"), atomically: true, encoding: .utf8)
        let update = try tool.run(["lint", ".", "--baseline", "base.json", "--write-baseline", "base.json"], in: root)
        XCTAssertTrue(update.text.contains("More.strings"), "the new finding is reported once: \(update.text)")
        XCTAssertTrue(try paths(in: root.appendingPathComponent("base.json")).contains("SampleApp/en.lproj/More.strings"))
        XCTAssertEqual(try tool.run(["lint", ".", "--baseline", "base.json"], in: root).text, "")
    }

    func testABaselineThatCannotBeReadSaysWhyAndExitsWith65() throws {
        try "\"a\" = \"b\";\n".write(to: folder.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("dangling.json").path, withDestinationPath: "gone.json")
        try Data([0xFF, 0xFE, 0x00]).write(to: folder.appendingPathComponent("binary.json"))
        let cases = [
            ("missing.json", "missing.json:1:1: no such baseline file"),
            ("sub", "sub:1:1: is a folder, not a baseline file"),
            (
                "dangling.json",
                "dangling.json:1:1: no such baseline file: it is a symbolic link to 'gone.json', which does not exist"
            ),
            ("binary.json", "binary.json:1:1: cannot read the baseline as UTF-8 text"),
        ]
        for (name, message) in cases {
            let result = try tool.run(["lint", ".", "--baseline", name], in: folder)
            XCTAssertEqual(result.status, 65, "\(name): \(result.errors)")
            XCTAssertEqual(result.errors, "Error: \(message)\n", name)
            XCTAssertEqual(result.text, "", "nothing is reported without the baseline: \(name)")
        }
        for value in ["", "-"] {
            for option in ["--baseline", "--write-baseline", "--config"] {
                let result = try tool.run(["lint", ".", option, value], in: folder)
                XCTAssertEqual(result.status, 64, "\(option) '\(value)': \(result.errors)")
                XCTAssertTrue(result.errors.contains(option), result.errors)
            }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("-").path))
    }
}
