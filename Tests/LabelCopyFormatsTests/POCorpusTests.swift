import LabelCopyFormats
import XCTest

/// Every gettext catalog of the shared corpora: parsed without error, message count equal to an
/// independent count of `msgid` lines, and rewritten byte-exactly.
final class POCorpusTests: XCTestCase {
    /// `msgid` lines that are not the header's and not obsolete (`#~`), counted on raw lines.
    private func independentCount(_ bytes: [UInt8]) -> Int {
        let text = String(decoding: bytes, as: UTF8.self)
        var count = 0
        var previousWasHeaderCandidate = false
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            if line.hasPrefix("msgid \"\"") {
                previousWasHeaderCandidate = true
                count += 1
                continue
            }
            if line.hasPrefix("msgid ") { count += 1 }
            if previousWasHeaderCandidate, line.hasPrefix("\"") { previousWasHeaderCandidate = false }
            if previousWasHeaderCandidate, line.hasPrefix("msgstr") {
                // `msgid ""` directly followed by msgstr is the header (or an empty msgid, which gettext forbids elsewhere).
                count -= 1
                previousWasHeaderCandidate = false
            }
        }
        return count
    }

    func testEveryCorpusCatalogParsesWithTheIndependentCount() throws {
        let paths = try ReaderFixtures.corpusFiles(endingWith: [".po", ".pot"])
        XCTAssertGreaterThan(paths.count, 0)
        var messages = 0
        var entries = 0
        for path in paths {
            let bytes = try ReaderFixtures.read(path)
            let file: LocalizationFile
            do { file = try POReader.parse(bytes, path: path) } catch {
                XCTFail("\(error.errorDescription ?? "")")
                continue
            }
            let ours = file.entries.filter { $0.pluralCategory == nil || $0.pluralCategory == "0" }.count
            XCTAssertEqual(ours, independentCount(bytes), path)
            XCTAssertNotNil(file.properties["Plural-Forms"], path)
            XCTAssertNotNil(file.locale, path)
            messages += ours
            entries += file.entries.count
        }
        print("po corpus: \(paths.count) files, \(messages) messages, \(entries) entries (plural forms counted apart)")
    }

    func testEveryCorpusCatalogRoundTrips() throws {
        var changed = 0
        let paths = try ReaderFixtures.corpusFiles(endingWith: [".po", ".pot"])
        for path in paths {
            let bytes = try ReaderFixtures.read(path)
            let file = try POReader.parse(bytes, path: path)
            changed += try RewriteCheck.check(file, bytes: bytes) { try POReader.parse($0, path: path) }
        }
        print("po corpus round trip: \(paths.count) files, \(changed) values changed and read back")
    }
}
