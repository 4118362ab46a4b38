import Foundation
import LabelCopyFormats
import XCTest

@testable import labelcopy

/// File discovery: which files a folder walk finds, how their paths are spelled, and that the
/// one-pass `readdir` walk finds what a FileManager walk finds on real apps' folders.
final class FileDiscoveryTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try TemporaryFolder.make("labelcopy-discovery")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func touch(_ relative: String) throws {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("\"a\" = \"b\";\n".utf8).write(to: url)
    }

    func testWalkFindsSupportedFilesSkipsBuildFoldersAndLinks() throws {
        for file in [
            "App/en.lproj/Main.strings", "App/de.lproj/Main.strings", ".hidden/fr.lproj/A.strings", "po/de.po",
            "res/values/strings.xml", "Pods/Lib/en.lproj/Lib.strings", "App/.build/x.strings", "notes.txt",
        ] {
            try touch(file)
        }
        let manager = FileManager.default
        try manager.createSymbolicLink(
            atPath: folder.appendingPathComponent("linked.strings").path, withDestinationPath: "App/en.lproj/Main.strings")
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("LinkedApp").path, withDestinationPath: "App")
        let root = folder.path
        let expected = [
            ".hidden/fr.lproj/A.strings", "App/de.lproj/Main.strings", "App/en.lproj/Main.strings", "po/de.po",
            "res/values/strings.xml",
        ]
        let found = FileDiscovery().files(in: [root, root + "/nowhere"])
        XCTAssertEqual(found.files, expected.map { root + "/" + $0 })
        XCTAssertEqual(found.missing, [root + "/nowhere"])
        // A trailing slash is not doubled; a file named on its own is read whatever its name.
        XCTAssertEqual(FileDiscovery().files(in: [root + "/"]).files, expected.map { root + "/" + $0 })
        XCTAssertEqual(FileDiscovery().files(in: [root + "/notes.txt"]).files, [root + "/notes.txt"])
        // A folder named through a link is read (links to folders met while walking are not
        // followed, and a link to a file found already is not read twice).
        XCTAssertEqual(
            FileDiscovery().files(in: [root + "/LinkedApp"]).files,
            ["de.lproj/Main.strings", "en.lproj/Main.strings"].map { root + "/LinkedApp/" + $0 })
    }

    /// A link to a file outside the walked folder is read as that file, once.
    func testLinksToFilesOutsideTheWalkAreRead() throws {
        try touch("Shared/en.lproj/Shared.strings")
        try touch("App/en.lproj/Main.strings")
        let manager = FileManager.default
        let shared = folder.appendingPathComponent("Shared/en.lproj/Shared.strings").path
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("App/en.lproj/Shared.strings").path, withDestinationPath: shared)
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("App/en.lproj/Again.strings").path, withDestinationPath: shared)
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("App/en.lproj/Gone.strings").path, withDestinationPath: "/nowhere")
        let root = folder.path + "/App"
        XCTAssertEqual(
            FileDiscovery().files(in: [root]).files, ["en.lproj/Again.strings", "en.lproj/Main.strings"].map { root + "/" + $0 })
    }

    /// A folder named twice (relative and absolute, with `./`, or beside a file inside it) is
    /// read once, spelled as the first path that reached each file.
    func testOverlappingPathsFindEachFileOnce() throws {
        try touch("Corpus/en.lproj/Main.strings")
        try touch("Corpus/de.lproj/Main.strings")
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let expected = ["Corpus/de.lproj/Main.strings", "Corpus/en.lproj/Main.strings"]
        XCTAssertEqual(FileDiscovery().files(in: ["Corpus", "./Corpus"]).files, expected)
        XCTAssertEqual(FileDiscovery().files(in: ["Corpus", folder.path + "/Corpus"]).files, expected)
        XCTAssertEqual(FileDiscovery().files(in: ["Corpus/de.lproj/Main.strings", "Corpus"]).files, expected)
        XCTAssertEqual(
            FileDiscovery().files(in: ["./Corpus/en.lproj", "Corpus"]).files,
            ["./Corpus/en.lproj/Main.strings", "Corpus/de.lproj/Main.strings"])
    }

    /// A folder whose name is not valid UTF-8 cannot be named to read its files: it is listed as
    /// unsearchable (with U+FFFD for its bad bytes), and lint reports it as an error naming it,
    /// rather than passing over its files in silence.
    func testAFolderNameThatIsNotUTF8IsReportedNotSkipped() throws {
        try touch("App/en.lproj/Main.strings")
        var name = Array(folder.path.utf8) + Array("/Bad".utf8) + [0xFF] + Array(".lproj".utf8) + [0]
        let made = name.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { mkdir($0.baseAddress!, 0o755) }
        }
        try XCTSkipIf(made != 0, "this file system does not take a name that is not UTF-8")
        let root = folder.path
        let found = FileDiscovery().files(in: [root])
        XCTAssertEqual(found.files, [root + "/App/en.lproj/Main.strings"])
        XCTAssertEqual(found.unsearchable.map(\.path), [root + "/Bad\u{FFFD}.lproj"])
        var io = CommandIO.captured()
        XCTAssertEqual(LabelCopyTool.run(["lint", root], io: &io), .malformedInput)
        XCTAssertTrue(
            io.output.text.contains(
                "Bad\u{FFFD}.lproj:1:1: error: cannot search the folder: its name is not valid UTF-8"),
            io.output.text)
        XCTAssertTrue(io.output.text.contains("(folder-unreadable)"), io.output.text)
        // Named once however many paths reach it, and not at all where the configuration
        // excludes its files.
        var twice = CommandIO.captured()
        _ = LabelCopyTool.run(["lint", root, root + "/", "--reporter", "json"], io: &twice)
        XCTAssertEqual(twice.output.text.components(separatedBy: "cannot search the folder").count, 2, twice.output.text)
        try Data(#"{ "version": 1, "exclude": ["Bad*"] }"#.utf8).write(to: folder.appendingPathComponent(".labelcopy.json"))
        var excluded = CommandIO.captured()
        XCTAssertEqual(LabelCopyTool.run(["lint", root], io: &excluded), .success, excluded.output.text)
        XCTAssertFalse(excluded.output.text.contains("cannot search"), excluded.output.text)
    }

    /// A folder deeper than the system's longest path cannot be opened by its path: it is listed
    /// as unsearchable with the reason, and lint reports it, rather than finding nothing.
    func testAFolderBeyondTheLongestPathIsReportedNotSkipped() throws {
        let part = String(repeating: "d", count: 200)
        var descriptor = open(folder.path, O_RDONLY | O_DIRECTORY)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        for _ in 0..<(Int(PATH_MAX) / 201 + 2) {
            XCTAssertEqual(mkdirat(descriptor, part, 0o755), 0)
            let next = openat(descriptor, part, O_RDONLY | O_DIRECTORY)
            close(descriptor)
            descriptor = next
            XCTAssertGreaterThanOrEqual(descriptor, 0)
        }
        let file = openat(descriptor, "Localizable.strings", O_WRONLY | O_CREAT, 0o644)
        XCTAssertGreaterThanOrEqual(file, 0)
        close(file)
        close(descriptor)
        let found = FileDiscovery().files(in: [folder.path])
        XCTAssertEqual(found.files, [])
        XCTAssertEqual(found.unsearchable.count, 1)
        XCTAssertTrue(found.unsearchable.first?.reason.hasPrefix("its path is longer than the system allows") == true, "\(found.unsearchable)")
        XCTAssertGreaterThan(found.unsearchable.first?.path.utf8.count ?? 0, Int(PATH_MAX) - 1)
        // Removing a tree this deep by its path fails too: take it apart from the top, level by level.
        var top = folder.path
        while FileManager.default.fileExists(atPath: top + "/" + part) {
            let moved = folder.deletingLastPathComponent().appendingPathComponent("labelcopy-deep-\(UUID().uuidString)").path
            XCTAssertEqual(rename(top + "/" + part, moved), 0)
            if top != folder.path { try? FileManager.default.removeItem(atPath: top) }
            top = moved
        }
        try? FileManager.default.removeItem(atPath: top)
    }

    func testExcludedFilesAreLeftOut() throws {
        try touch("en.lproj/Keep.strings")
        try touch("en.lproj/Drop.strings")
        var discovery = FileDiscovery()
        discovery.isExcluded = { $0.hasSuffix("Drop.strings") }
        XCTAssertEqual(discovery.files(in: [folder.path]).files, [folder.path + "/en.lproj/Keep.strings"])
    }

    func testWalkFindsWhatFileManagerFindsInTheCorpora() throws {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let corpora = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpora").path
        guard FileManager.default.fileExists(atPath: corpora) else {
            throw XCTSkip("shared corpora not found at \(corpora); this test needs ../shared next to the package")
        }
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: corpora))
        var expected: [String] = []
        for case let relative as String in enumerator {
            let path = corpora + "/" + relative
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            guard attributes[.type] as? FileAttributeType == .typeRegular,
                !relative.split(separator: "/").contains(where: { FileDiscovery.skippedFolders.contains(String($0)) }),
                FormatRegistry.format(forPath: path) != nil
            else { continue }
            expected.append(path)
        }
        let found = FileDiscovery().files(in: [corpora]).files
        XCTAssertGreaterThan(found.count, 3_000)
        XCTAssertEqual(found, expected.sorted())
    }
}
