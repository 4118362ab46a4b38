import Foundation
import XCTest

@testable import labelcopy

/// Replacing a file keeps what identifies it besides its bytes, and refuses what a rename would break.
final class AtomicFileWriterTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try TemporaryFolder.make("labelcopy-atomic")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A device or a named pipe is refused: a rename would put a regular file in its place.
    func testDevicesAndPipesAreNotReplaced() throws {
        let pipe = folder.appendingPathComponent("out.pipe").path
        XCTAssertEqual(mkfifo(pipe, 0o600), 0)
        XCTAssertThrowsError(try AtomicFileWriter.replace(pipe, with: Array("x".utf8))) { error in
            XCTAssertTrue("\(error)".contains("a named pipe"), "\(error)")
        }
        XCTAssertThrowsError(try AtomicFileWriter.replace("/dev/null", with: Array("x".utf8)))
        var info = stat()
        XCTAssertEqual(lstat(pipe, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO)
        XCTAssertEqual(stat("/dev/null", &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR)
    }

    func testModeOwnerAndGroupAreKept() throws {
        let path = folder.appendingPathComponent("Localizable.strings").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(chmod(path, 0o640), 0)
        var before = stat()
        XCTAssertEqual(stat(path, &before), 0)
        if getuid() == 0 {
            // Root can give the file away: a fix run as root must give it back to its owner.
            XCTAssertEqual(chown(path, 1234, 5678), 0)
            XCTAssertEqual(stat(path, &before), 0)
        }
        try AtomicFileWriter.replace(path, with: Array("new".utf8))
        var after = stat()
        XCTAssertEqual(stat(path, &after), 0)
        XCTAssertEqual(after.st_mode & 0o7777, 0o640)
        XCTAssertEqual(after.st_uid, before.st_uid)
        XCTAssertEqual(after.st_gid, before.st_gid)
        XCTAssertNotEqual(after.st_ino, before.st_ino, "replaced by rename, not written in place")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "new")
    }

    func testAFileWithHardLinksIsNotReplaced() throws {
        let path = folder.appendingPathComponent("Localizable.strings").path
        let other = folder.appendingPathComponent("Copy.strings").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(link(path, other), 0)
        XCTAssertThrowsError(try AtomicFileWriter.replace(path, with: Array("new".utf8))) { error in
            XCTAssertTrue((error as? FileWriteError)?.reason.contains("2 hard links") == true, "\(error)")
        }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "old")
        XCTAssertEqual(try String(contentsOfFile: other, encoding: .utf8), "old")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
    }

    /// A link whose file does not exist yet stays a link: the file is written where it points
    /// (relative to the link's folder, through a chain of links), as a shell's `>` does.
    func testADanglingLinkIsWrittenThroughNotReplaced() throws {
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appendingPathComponent("reports"), withIntermediateDirectories: true)
        let link = folder.appendingPathComponent("report.json").path
        let chained = folder.appendingPathComponent("latest.json").path
        try manager.createSymbolicLink(atPath: link, withDestinationPath: "reports/today.json")
        try manager.createSymbolicLink(atPath: chained, withDestinationPath: "report.json")
        try AtomicFileWriter.replace(chained, with: Array("{}".utf8))
        XCTAssertEqual(try manager.destinationOfSymbolicLink(atPath: chained), "report.json")
        XCTAssertEqual(try manager.destinationOfSymbolicLink(atPath: link), "reports/today.json")
        XCTAssertEqual(try String(contentsOfFile: folder.appendingPathComponent("reports/today.json").path, encoding: .utf8), "{}")
        // Written again, now through a link that leads to a file.
        try AtomicFileWriter.replace(link, with: Array("[]".utf8))
        XCTAssertEqual(try manager.destinationOfSymbolicLink(atPath: link), "reports/today.json")
        XCTAssertEqual(try String(contentsOfFile: link, encoding: .utf8), "[]")
        // A loop of links leads to no file: the write fails and the links stay.
        let loop = folder.appendingPathComponent("loop.json").path
        try manager.createSymbolicLink(atPath: loop, withDestinationPath: "loop.json")
        XCTAssertThrowsError(try AtomicFileWriter.replace(loop, with: Array("x".utf8)))
        XCTAssertEqual(try manager.destinationOfSymbolicLink(atPath: loop), "loop.json")
    }

    func testAFolderIsNamedAsOne() throws {
        let path = folder.appendingPathComponent("en.lproj").path
        XCTAssertEqual(mkdir(path, 0o755), 0)
        XCTAssertEqual(mkdir(path + "/sub", 0o755), 0)
        XCTAssertThrowsError(try AtomicFileWriter.replace(path, with: Array("new".utf8))) { error in
            XCTAssertEqual((error as? FileWriteError)?.reason, "not written: it is a folder, not a file", "\(error)")
        }
        var info = stat()
        XCTAssertEqual(stat(path, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFDIR, "the folder is left alone")
    }
}
