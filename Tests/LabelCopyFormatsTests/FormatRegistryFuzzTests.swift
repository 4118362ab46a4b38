import LabelCopyFormats
import XCTest

/// Random, flipped and truncated bytes never crash a reader: each gives a file or a `FormatError`
/// whose location lies inside the file.
final class FormatRegistryFuzzTests: XCTestCase {
    private func fuzz(_ seedFixtures: [String], path: String, _ parse: ([UInt8]) throws(FormatError) -> LocalizationFile) throws {
        var parsed = 0
        var failed = 0
        for fixture in seedFixtures {
            let seed = try ReaderFixtures.bytes(fixture)
            for input in ReaderFixtures.fuzzInputs(from: seed) {
                do {
                    let file = try parse(input)
                    parsed += 1
                    if let document = file.document {
                        for entry in file.entries {
                            if let range = entry.valueRange { XCTAssertLessThanOrEqual(range.upperBound, document.bytes.count) }
                        }
                    }
                } catch {
                    failed += 1
                    XCTAssertGreaterThanOrEqual(error.location.line, 1)
                    XCTAssertGreaterThanOrEqual(error.location.column, 1)
                    XCTAssertFalse(error.message.isEmpty)
                }
            }
        }
        XCTAssertGreaterThan(parsed + failed, 0)
        print("fuzz \(path): \(parsed) inputs parsed, \(failed) rejected with an error")
    }

    func testStringsReaderSurvivesFuzz() throws {
        try fuzz(["strings/basic.strings", "strings/basic-utf16le.strings", "strings/basic-cr.strings"], path: "x.strings") {
            bytes throws(FormatError) in
            try StringsReader.parse(bytes, path: "x.strings")
        }
    }

    func testBinaryPlistReaderSurvivesFuzz() throws {
        try fuzz(["plist/binary.strings", "plist/binary.stringsdict"], path: "x.stringsdict") { bytes throws(FormatError) in
            try BinaryPlistReader.parse(bytes, path: "x.stringsdict")
        }
    }

    func testXCStringsReaderSurvivesFuzz() throws {
        try fuzz(["xcstrings/catalog.xcstrings"], path: "x.xcstrings") { bytes throws(FormatError) in
            try XCStringsReader.parse(bytes, path: "x.xcstrings")
        }
        // Deep nesting is refused, not recursed into.
        let deep = Array(repeating: UInt8(ascii: "["), count: 100_000)
        ReaderFixtures.assertError("nesting deeper", line: 1, column: 257) { () throws(FormatError) in
            try XCStringsReader.parse(deep, path: "deep.xcstrings")
        }
    }

    func testPOReaderSurvivesFuzz() throws {
        try fuzz(["po/de.po", "po/sample.pot"], path: "x.po") { bytes throws(FormatError) in
            try POReader.parse(bytes, path: "x.po")
        }
    }
}
