import Foundation
import XCTest

/// Pipes whole localization files of real apps through `suggest --json`: every line of the
/// file, whatever its encoding, must come back as exactly one JSON object with its text.
final class CorpusPipeTests: XCTestCase {
    private var tool: LabelCopyProcess!
    private var corpora: URL!

    override func setUpWithError() throws {
        // <package root>/Tests/labelcopyTests/this file → <package root>/../shared/corpora
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let directory = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpora")
        guard FileManager.default.fileExists(atPath: directory.path) else {
            throw XCTSkip("shared corpora not found at \(directory.path); these tests need ../shared next to the package")
        }
        corpora = directory
        tool = try LabelCopyProcess.locate()
    }

    /// The `.strings` files under `folder`, sorted, those whose first bytes satisfy `accept`.
    private func stringsFiles(in folder: String, where accept: (Data) -> Bool) throws -> [URL] {
        let root = corpora.appendingPathComponent(folder)
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        let files = enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "strings" }
            .sorted { $0.path < $1.path }
        return try files.filter { accept(try Data(contentsOf: $0)) }
    }

    /// The lines `suggest` must echo: split at LF, a CR before it dropped, no line after a
    /// final LF, bytes decoded leniently.
    private func expectedLines(_ data: Data) -> [String] {
        var lines = data.split(separator: 0x0A, omittingEmptySubsequences: false).map { line -> Data in
            line.last == 0x0D ? line.dropLast() : line
        }
        if data.last == 0x0A { lines.removeLast() }
        return lines.map { String(decoding: $0, as: UTF8.self) }
    }

    private func assertEchoes(_ file: URL) throws {
        let data = try Data(contentsOf: file)
        let result = try tool.run(["suggest", "--json"], input: data)
        XCTAssertEqual(result.status, 0, "\(file.path): \(result.errors)")
        let lines = result.text.split(separator: "\n", omittingEmptySubsequences: true)
        let expected = expectedLines(data)
        XCTAssertEqual(lines.count, expected.count, file.path)
        for (number, (line, input)) in zip(lines, expected).enumerated() {
            let object = try XCTUnwrap(
                JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(file.path):\(number + 1)")
            XCTAssertEqual(object["input"] as? String, input, "\(file.path):\(number + 1)")
        }
    }

    func testUTF8StringsFilesComeBackLineForLine() throws {
        let files = try stringsFiles(in: "iina__iina") { $0.first != 0xFF && $0.first != 0xFE }
        XCTAssertFalse(files.isEmpty)
        for file in files.prefix(3) { try assertEchoes(file) }
    }

    func testUTF16StringsFilesAreReadAsInvalidUTF8WithoutFailing() throws {
        // Little-endian UTF-16 puts a NUL after every ASCII byte and is invalid UTF-8 in
        // places: the filter must still answer each LF-separated chunk.
        let files = try stringsFiles(in: "adium__adium") { $0.starts(with: [0xFF, 0xFE]) }
        XCTAssertFalse(files.isEmpty)
        for file in files.prefix(2) { try assertEchoes(file) }
    }
}
