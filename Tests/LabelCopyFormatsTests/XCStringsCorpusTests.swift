import Foundation
import LabelCopyFormats
import XCTest

/// Every `.xcstrings` catalog of the shared corpora: parsed without error, every unit equal to
/// Foundation's reading, and rewritten byte-exactly.
final class XCStringsCorpusTests: XCTestCase {
    func testEveryCorpusCatalogMatchesFoundation() throws {
        let paths = try ReaderFixtures.corpusFiles(endingWith: [".xcstrings"])
        XCTAssertGreaterThan(paths.count, 0)
        var entries = 0
        var units = 0
        var keys = 0
        for path in paths {
            let bytes = try ReaderFixtures.read(path)
            let file: LocalizationFile
            do { file = try XCStringsReader.parse(bytes, path: path) } catch {
                XCTFail("\(error.errorDescription ?? "")")
                continue
            }
            let oracle = try XCStringsOracle.units(bytes)
            let ours = XCStringsOracle.units(of: file)
            XCTAssertEqual(ours.count, file.entries.filter { $0.valueRange != nil }.count, "\(path): two units in the same place")
            XCTAssertEqual(
                ours.subtracting(oracle).sorted { $0.description < $1.description }.first, nil,
                "\(path): unit not in Foundation's reading")
            XCTAssertEqual(
                oracle.subtracting(ours).sorted { $0.description < $1.description }.first, nil, "\(path): unit missing")
            let catalogKeys =
                ((try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])?["strings"] as? [String: Any])?.count
            XCTAssertEqual(Set(file.entries.map(\.key)).count, catalogKeys, path)
            entries += file.entries.count
            units += oracle.count
            keys += catalogKeys ?? 0
        }
        print(
            "xcstrings corpus: \(paths.count) files, \(keys) keys, \(units) units, \(entries) entries (units plus key-as-source entries)"
        )
    }

    func testEveryCorpusCatalogRoundTrips() throws {
        var changed = 0
        let paths = try ReaderFixtures.corpusFiles(endingWith: [".xcstrings"])
        for path in paths {
            let bytes = try ReaderFixtures.read(path)
            let file = try XCStringsReader.parse(bytes, path: path)
            changed += try RewriteCheck.check(file, bytes: bytes) { try XCStringsReader.parse($0, path: path) }
        }
        print("xcstrings corpus round trip: \(paths.count) files, \(changed) values changed and read back")
    }

    func testFixtureRoundTripsAndRewritesEscapes() throws {
        let bytes = try ReaderFixtures.bytes("xcstrings/catalog.xcstrings")
        let file = try XCStringsReader.parse(bytes, path: "catalog.xcstrings")
        try RewriteCheck.check(file, bytes: bytes) { try XCStringsReader.parse($0, path: "catalog.xcstrings") }
        let german = try XCTUnwrap(file.entries.first { $0.key == "Add to Library" && $0.locale == "de" })
        let output = String(decoding: try file.rewriting([(german, "Line\n\"2\"")]), as: UTF8.self)
        XCTAssertTrue(output.contains("\"value\" : \"Line\\n\\\"2\\\"\""))
        XCTAssertThrowsError(try file.rewriting([(try XCTUnwrap(file.entries.first { $0.key == "BrandName" }), "Other")]))
    }
}
