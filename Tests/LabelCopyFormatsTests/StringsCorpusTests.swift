import Foundation
import LabelCopyFormats
import XCTest

/// Every `.strings` file of the shared corpora: parsed without error, equal to Foundation's
/// reading, and rewritten byte-exactly.
final class StringsCorpusTests: XCTestCase {
    func testEveryCorpusFileParsesAndMatchesFoundation() throws {
        let paths = try ReaderFixtures.corpusFiles(endingWith: [".strings"])
        XCTAssertGreaterThan(paths.count, 0)
        var entries = 0
        var duplicates = 0
        var foundationDifferences: [String] = []
        for path in paths {
            let bytes = try ReaderFixtures.read(path)
            let file: LocalizationFile
            do { file = try StringsReader.parse(bytes, path: path) } catch {
                XCTFail("\(error.errorDescription ?? "")")
                continue
            }
            entries += file.entries.count
            let ours = Dictionary(file.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
            duplicates += file.entries.count - ours.count
            let oracle =
                try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) as? [String: String]
            if ours != (oracle ?? [:]) {
                foundationDifferences.append(path)
            }
        }
        print(
            "strings corpus: \(paths.count) files, \(entries) entries (\(duplicates) repeated keys), \(foundationDifferences.count) differing from Foundation"
        )
        XCTAssertEqual(foundationDifferences, [], "files whose key-to-value map differs from PropertyListSerialization")
    }

    func testEveryCorpusFileRoundTrips() throws {
        let paths = try ReaderFixtures.corpusFiles(endingWith: [".strings"])
        var changed = 0
        for path in paths {
            let bytes = try ReaderFixtures.read(path)
            let file = try StringsReader.parse(bytes, path: path)
            changed += try RewriteCheck.check(file, bytes: bytes) { try StringsReader.parse($0, path: path) }
        }
        print("strings corpus round trip: \(paths.count) files, \(changed) values changed and read back")
    }
}
