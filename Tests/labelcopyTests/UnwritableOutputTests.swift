import Foundation
import XCTest

/// A file that cannot be written ends with 73 (EX_CANTCREAT), the path and the system's reason on
/// standard error: the user's setup, not a bug in the tool (70).
final class UnwritableOutputTests: CommandTestCase {
    override class var folderPrefix: String { "labelcopy-unwritable" }

    func testEachCommandThatWritesEndsWith73() throws {
        let corpus = Self.packageRoot.appendingPathComponent("Corpus").path
        let missing = folder.appendingPathComponent("nonexistent/d").path
        // A regular file where a folder is needed: "Not a directory", even for root.
        let blocker = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let runs: [(arguments: [String], path: String)] = [
            (["report", corpus, "--output", missing + "/x.html"], missing + "/x.html"),
            (["init", missing], missing + "/.labelcopy.json"),
            (["lint", corpus, "--reporter", "json=" + missing + "/x.json"], missing + "/x.json"),
            (["pseudo", corpus, "--out", blocker.path + "/out"], blocker.path + "/out/"),
        ]
        for (arguments, path) in runs {
            let result = try tool.run(arguments)
            XCTAssertEqual(result.status, 73, "\(arguments): \(result.errors)")
            XCTAssertTrue(result.errors.contains(path), "\(arguments): \(result.errors)")
            XCTAssertTrue(
                result.errors.contains("No such file or directory") || result.errors.contains("Not a directory"),
                "\(arguments): \(result.errors)")
        }
    }
}
