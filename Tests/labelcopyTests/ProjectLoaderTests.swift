import Foundation
import LabelCopyFormats
import XCTest

@testable import labelcopy

/// Reading files: whole, in the order asked, and with an error in place of a file that is too
/// large or cannot be read.
final class ProjectLoaderTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try TemporaryFolder.make("labelcopy-loader")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testReadsWholeFilesAndReportsTheOnesItCannot() throws {
        let table = folder.appendingPathComponent("en.lproj/Main.strings")
        try FileManager.default.createDirectory(at: table.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Longer than one read buffer, so a short read would lose entries.
        let lines = (0..<5_000).map { "\"key.\($0)\" = \"Value \($0)\";\n" }.joined()
        try Data(lines.utf8).write(to: table)
        let large = folder.appendingPathComponent("en.lproj/Large.strings")
        try Data(repeating: 0x20, count: 3 << 20).write(to: large)
        let empty = folder.appendingPathComponent("en.lproj/Empty.strings")
        try Data().write(to: empty)
        let missing = folder.appendingPathComponent("en.lproj/Missing.strings").path

        var loader = ProjectLoader(keepDocuments: false)
        loader.maxFileSize = 2 << 20
        let loaded = loader.load([table.path, large.path, empty.path, missing])
        XCTAssertEqual(loaded.files.map(\.path), [table.path, empty.path])
        XCTAssertEqual(loaded.files.first?.entries.count, 5_000)
        XCTAssertEqual(loaded.files.first?.entries.last?.value, "Value 4999")
        XCTAssertEqual(loaded.errors.count, 2)
        XCTAssertEqual(loaded.errors.first?.message, "the file is 3 MiB, over the 2 MiB limit for a localization file")
        XCTAssertTrue(loaded.errors.last?.message.hasPrefix("cannot read the file:") == true, "\(loaded.errors)")
        XCTAssertEqual(ProjectLoader.readWhole(table.path, limit: 1 << 20), Array(lines.utf8))
        XCTAssertNil(ProjectLoader.readWhole(folder.path, limit: 1 << 20), "a folder is not read as a file")
    }

    /// A file whose name is not valid UTF-8 is listed with U+FFFD in place of the bad bytes, a
    /// path that names no file: the error says why, not that the file does not exist.
    func testAFileNameThatIsNotUTF8IsNamedAsSuch() throws {
        let lproj = folder.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        var name = Array(lproj.path.utf8) + Array("/bad".utf8) + [0xFF, 0xFE] + Array("name.strings".utf8) + [0]
        let descriptor = name.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        }
        try XCTSkipIf(descriptor < 0, "this file system does not take a name that is not UTF-8")
        close(descriptor)
        let listed = try FileManager.default.contentsOfDirectory(atPath: lproj.path)
        let path = try XCTUnwrap(listed.first { $0.hasPrefix("bad") }).withPathPrefix(lproj.path)
        let loaded = ProjectLoader(keepDocuments: false).load([path])
        XCTAssertTrue(loaded.files.isEmpty)
        XCTAssertEqual(
            loaded.errors.first?.message,
            "cannot read the file: its name is not valid UTF-8 (the bytes shown as \u{FFFD}); rename it to check it")
    }

    /// A named pipe given as a file is refused at once: opening it must not wait for a writer.
    func testANamedPipeIsRefusedWithoutWaiting() throws {
        let pipe = folder.appendingPathComponent("en.lproj/Localizable.strings")
        try FileManager.default.createDirectory(at: pipe.deletingLastPathComponent(), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(pipe.path, 0o644), 0)
        let loaded = ProjectLoader(keepDocuments: false).load([pipe.path])
        XCTAssertEqual(loaded.files.count, 0)
        XCTAssertEqual(
            loaded.errors.map(\.message), ["cannot read the file: it is a named pipe, not a regular file"])
    }

    /// A symbolic link to a file is described by that file: too large, not "a symbolic link".
    func testALinkedFileIsReportedForWhatItLeadsTo() throws {
        let large = folder.appendingPathComponent("Large.strings")
        try Data(repeating: 0x20, count: 3 << 20).write(to: large)
        let link = folder.appendingPathComponent("en.lproj/Localizable.strings")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: large)
        var loader = ProjectLoader(keepDocuments: false)
        loader.maxFileSize = 2 << 20
        XCTAssertEqual(
            loader.load([link.path]).errors.map(\.message), ["the file is 3 MiB, over the 2 MiB limit for a localization file"])
    }
}

extension String {
    /// The name joined to a folder's path.
    fileprivate func withPathPrefix(_ folder: String) -> String { folder + "/" + self }
}
