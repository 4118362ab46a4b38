import Foundation
import XCTest

@testable import labelcopy

/// Reports named by a stream's path (`/dev/stderr`, `/dev/stdout`, `/dev/null`, a named pipe)
/// are written into the stream, never put in its place by a rename.
final class OutputStreamTests: CommandTestCase {
    override class var folderPrefix: String { "labelcopy-streams" }

    private let table = "\"ok.button\" = \"add to cart\";\n"

    override func setUpWithError() throws {
        try super.setUpWithError()
        let url = folder.appendingPathComponent("en.lproj/Localizable.strings")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try table.write(to: url, atomically: true, encoding: .utf8)
    }

    /// The file type bits of what stands at `path`, the link itself for a symbolic link.
    private func linkType(_ path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    func testStandardStreamsTakeTheReport() throws {
        let stderrType = linkType("/dev/stderr")
        let result = try tool.run(["lint", ".", "--reporter", "summary=/dev/stderr", "--reporter", "json=/dev/stdout"], in: folder)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.errors.contains("1 file, 1 entry, 1 finding"), result.errors)
        XCTAssertTrue(result.text.hasPrefix("{"), result.text)
        // Standard error was a pipe: "/dev/stderr" led nowhere a rename could reach, and the
        // system's link to it is still a link.
        XCTAssertEqual(linkType("/dev/stderr"), stderrType)
    }

    func testDevicesAndPipesAreWrittenIntoNotReplaced() throws {
        let result = try tool.run(["lint", ".", "--reporter", "json=/dev/null", "--reporter", "sarif=/dev/null"], in: folder)
        XCTAssertEqual(result.status, 0, "two reports may share a device: \(result.errors)")
        XCTAssertEqual(linkType("/dev/null"), S_IFCHR)

        let pipe = folder.appendingPathComponent("report.pipe").path
        XCTAssertEqual(mkfifo(pipe, 0o600), 0)
        let reader = Thread {
            _ = try? FileHandle(forReadingFrom: URL(fileURLWithPath: pipe)).readToEnd()
        }
        reader.start()
        let piped = try tool.run(["lint", ".", "--reporter", "json=report.pipe"], in: folder)
        XCTAssertEqual(piped.status, 0, piped.errors)
        XCTAssertEqual(linkType(pipe), S_IFIFO, "the pipe is still a pipe")
    }

    func testOnlyStreamNamesAreStreams() {
        XCTAssertEqual(OutputFile.standardStream("/dev/stdout"), 1)
        XCTAssertEqual(OutputFile.standardStream("/proc/self/fd/2"), 2)
        XCTAssertNil(OutputFile.standardStream("stderr"))
        XCTAssertTrue(OutputFile.isStream("/dev/null"))
        XCTAssertTrue(OutputFile.isStream("/dev/fd/7"))
        XCTAssertFalse(OutputFile.isStream(folder.appendingPathComponent("en.lproj/Localizable.strings").path))
        XCTAssertFalse(OutputFile.isStream(folder.appendingPathComponent("new.json").path))
    }
}
