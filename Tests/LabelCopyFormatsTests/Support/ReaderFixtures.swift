import Foundation
import LabelCopyFormats
import XCTest
import LabelCopyTestSupport

/// Locates the reader fixtures and the shared corpora, and checks reader errors.
enum ReaderFixtures {
    /// The package root, found from this file's own path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The fixtures folder of this test target.
    static let fixturesRoot = packageRoot.appendingPathComponent("Tests/LabelCopyFormatsTests/Fixtures")

    /// The path of a fixture, relative to the fixtures folder.
    static func path(_ relative: String) -> String {
        fixturesRoot.appendingPathComponent(relative).path
    }

    /// The bytes of a fixture.
    static func bytes(_ relative: String) throws -> [UInt8] {
        try read(path(relative))
    }

    /// The bytes of any file.
    static func read(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// The shared corpora folder (`<package root>/../shared/corpora`); skips the test when it is absent.
    static func corporaRoot() throws -> URL {
        let root = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpora")
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw XCTSkip(
                "the shared corpora are not at \(root.path) (expected <package root>/../shared/corpora); corpus tests skipped")
        }
        return root
    }

    /// Every corpus file whose name ends in one of `suffixes`, sorted.
    static func corpusFiles(endingWith suffixes: [String]) throws -> [String] {
        let root = try corporaRoot()
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var paths: [String] = []
        for case let url as URL in walker where suffixes.contains(where: { url.lastPathComponent.hasSuffix($0) }) {
            paths.append(url.path)
        }
        return paths.sorted()
    }

    /// Asserts that `body` throws a `FormatError` whose message contains `message`, at `line`:`column`.
    static func assertError(
        _ message: String, line: Int, column: Int, file: StaticString = #filePath, sourceLine: UInt = #line,
        _ body: () throws(FormatError) -> LocalizationFile
    ) {
        do {
            let parsed = try body()
            XCTFail("expected an error \"\(message)\", got \(parsed.entries.count) entries", file: file, line: sourceLine)
        } catch {
            XCTAssertTrue(error.message.contains(message), "message was: \(error.message)", file: file, line: sourceLine)
            XCTAssertEqual(error.location.line, line, "line of \(error)", file: file, line: sourceLine)
            XCTAssertEqual(error.location.column, column, "column of \(error)", file: file, line: sourceLine)
        }
    }

    /// Random and truncated variants of `seed` for fuzzing: every prefix cut, byte flips, random bytes.
    static func fuzzInputs(from seed: [UInt8], count: Int = 300) -> [[UInt8]] {
        var generator = SeededGenerator(seed: UInt64(seed.count) &+ 0x9E37_79B9)
        var inputs: [[UInt8]] = []
        let step = max(1, seed.count / 150)
        for cut in stride(from: 0, through: seed.count, by: step) { inputs.append(Array(seed.prefix(cut))) }
        for _ in 0..<count {
            var copy = seed
            for _ in 0..<Int.random(in: 1...8, using: &generator) where !copy.isEmpty {
                let position = Int.random(in: 0..<copy.count, using: &generator)
                copy[position] = UInt8.random(in: 0...255, using: &generator)
            }
            inputs.append(copy)
        }
        for _ in 0..<count / 3 {
            inputs.append(
                (0..<Int.random(in: 0...200, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) })
        }
        return inputs
    }
}
