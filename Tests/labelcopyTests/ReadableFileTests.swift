import Foundation
import XCTest

@testable import labelcopy

/// A file the user names is read, or the reason it cannot be is said in plain words.
final class ReadableFileTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try TemporaryFolder.make("labelcopy-readable")
    }

    override func tearDownWithError() throws {
        _ = chmod(folder.appendingPathComponent("locked.json").path, 0o644)
        try? FileManager.default.removeItem(at: folder)
    }

    private func message(_ path: String) -> String? {
        do {
            _ = try ReadableFile.text(path, kind: "baseline")
            return nil
        } catch {
            return error.errorDescription
        }
    }

    func testEachReasonIsNamed() throws {
        let file = folder.appendingPathComponent("base.json").path
        try Data("{}".utf8).write(to: URL(fileURLWithPath: file))
        XCTAssertEqual(try ReadableFile.text(file, kind: "baseline"), "{}")
        XCTAssertEqual(message(""), ":1:1: no baseline file: the path is empty")
        XCTAssertEqual(message(folder.path), "\(folder.path):1:1: is a folder, not a baseline file")
        XCTAssertEqual(message(file + ".missing"), "\(file).missing:1:1: no such baseline file")
        XCTAssertEqual(message(file + "/inside"), "\(file)/inside:1:1: no such baseline file")
        let pipe = folder.appendingPathComponent("pipe.json").path
        XCTAssertEqual(mkfifo(pipe, 0o644), 0)
        XCTAssertEqual(message(pipe), "\(pipe):1:1: is a named pipe, not a baseline file")
        let loop = folder.appendingPathComponent("loop.json").path
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "loop.json")
        XCTAssertEqual(message(loop), "\(loop):1:1: no baseline file: its symbolic links go round in a loop")
        let long = folder.path + "/" + String(repeating: "x/", count: Int(PATH_MAX) / 2) + "base.json"
        XCTAssertEqual(message(long), "\(long):1:1: no baseline file: the path is longer than the system allows")
    }

    func testAFileWithoutReadPermissionSaysSo() throws {
        try XCTSkipIf(getuid() == 0, "root reads every file")
        let file = folder.appendingPathComponent("locked.json").path
        try Data("{}".utf8).write(to: URL(fileURLWithPath: file))
        XCTAssertEqual(chmod(file, 0), 0)
        XCTAssertEqual(message(file), "\(file):1:1: cannot read the baseline file: Permission denied")
    }
}
