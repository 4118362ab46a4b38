import Foundation
import LabelCopyFormats
import XCTest

@testable import LabelCopyCore

/// `fix` over every file in ../shared/corpora, in memory: nothing outside the fixed values
/// may change, and every fixed file must still parse with the same keys and line count.
final class FixRoundTripCorpusTests: XCTestCase {
    static let corpora = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("../shared/corpora").standardizedFileURL

    func corpusFiles() throws -> [String] {
        guard FileManager.default.fileExists(atPath: Self.corpora.path) else {
            throw XCTSkip("../shared/corpora is absent (a clone without the shared folder): the corpus fix round-trip needs it")
        }
        let enumerator = FileManager.default.enumerator(atPath: Self.corpora.path)
        var files: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if FormatRegistry.format(forPath: relative) != nil { files.append(Self.corpora.path + "/" + relative) }
        }
        return files.sorted()
    }

    func lineCount(_ bytes: [UInt8]) -> Int {
        (try? TextDocument(path: "", data: bytes).lineStarts.count) ?? -1
    }

    func testFixingEveryCorpusFileChangesOnlyFixedValues() throws {
        let linter = Linter(classifier: EntryClassifier(allEntries: true))
        var files = 0
        var rewritten = 0
        var changedValues = 0
        for path in try corpusFiles() {
            let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            let file = try FormatRegistry.parse(data, path: path)
            files += 1
            guard file.document != nil else { continue }
            XCTAssertEqual(try file.rewriting([]), data, "rewriting nothing must give the same bytes: \(path)")
            let changes = linter.plannedFixes(for: file)
            guard !changes.isEmpty else { continue }
            let fixed = try file.rewriting(changes)
            let reparsed = try FormatRegistry.parse(fixed, path: path)
            XCTAssertEqual(reparsed.entries.map(\.key), file.entries.map(\.key), "keys changed: \(path)")
            XCTAssertEqual(lineCount(fixed), lineCount(data), "line count changed: \(path)")
            XCTAssertEqual(TextDocument.detectEncoding(fixed), TextDocument.detectEncoding(data), "encoding changed: \(path)")
            var expected: [Range<Int>: String] = [:]
            for change in changes { expected[change.entry.valueRange!] = change.newValue }
            for (old, new) in zip(file.entries, reparsed.entries) {
                if let range = old.valueRange, let newValue = expected[range] {
                    XCTAssertEqual(new.value, newValue, "\(path): \(old.key)")
                } else {
                    XCTAssertEqual(new.value, old.value, "\(path): \(old.key) changed without a fix")
                }
            }
            rewritten += 1
            changedValues += changes.count
        }
        print("fix round-trip: \(files) corpus files, \(rewritten) rewritten, \(changedValues) values fixed (all entries checked as titles)")
        XCTAssertGreaterThan(files, 3000)
        XCTAssertGreaterThan(changedValues, 0)
    }
}
