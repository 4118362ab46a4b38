import Foundation
import LabelCopyFormats
import XCTest

final class BinaryPlistReaderTests: XCTestCase {
    func testBinaryStringsEntriesSitAtTheStartAndCannotBeRewritten() throws {
        let path = "Build/de.lproj/Localizable.strings"
        let file = try BinaryPlistReader.parse(ReaderFixtures.bytes("plist/binary.strings"), path: path)
        XCTAssertEqual(file.format, .strings)
        XCTAssertEqual(file.locale, "de")
        XCTAssertNil(file.document)
        XCTAssertEqual(file.entries.map(\.key), ["multi", "quit.button", "save.button"])
        XCTAssertEqual(file.entries.map(\.value), ["Line one\nLine two é", "Quit Sample", "Save"])
        for entry in file.entries {
            XCTAssertEqual(entry.location, SourceLocation(path: path, line: 1, column: 1))
            XCTAssertNil(entry.valueRange)
            XCTAssertFalse(entry.isSource)
        }
        XCTAssertThrowsError(try file.rewriting([(file.entries[0], "Other")])) { error in
            XCTAssertTrue((error as? FormatError)?.message.contains("binary") == true)
        }
    }

    func testBinaryStringsdictGivesPluralVariants() throws {
        let path = "Build/en.lproj/Localizable.stringsdict"
        let file = try BinaryPlistReader.parse(ReaderFixtures.bytes("plist/binary.stringsdict"), path: path)
        XCTAssertEqual(file.format, .stringsdict)
        let counts = file.entries.filter { $0.key == "files.count" }
        XCTAssertEqual(
            counts.map(\.value),
            ["%#@files@ in %#@folders@", "%d Datei", "%d Dateien", "keinem Ordner", "einem Ordner", "%d Ordnern"])
        XCTAssertEqual(counts.map(\.pluralVariable), [nil, "files", "files", "folders", "folders", "folders"])
        XCTAssertEqual(counts.map(\.pluralCategory), [nil, "one", "other", "zero", "one", "other"])
        XCTAssertEqual(counts[1].properties["NSStringFormatSpecTypeKey"], "NSStringPluralRuleType")
        XCTAssertEqual(counts[1].properties["NSStringFormatValueTypeKey"], "d")
        XCTAssertTrue(file.entries.allSatisfy { $0.isSource && $0.format == .stringsdict && $0.valueRange == nil })
        XCTAssertEqual(file.entries.filter { $0.key == "simple" }.map(\.value), ["%#@n@", "%ld"])
    }

    func testFoundationAgreesOnBinaryStrings() throws {
        let bytes = try ReaderFixtures.bytes("plist/binary.strings")
        let oracle = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) as? [String: String]
        let file = try StringsReader.parse(bytes, path: "x.strings")
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: file.entries.map { ($0.key, $0.value) }), oracle)
    }

    func testMalformedBinaryPlists() throws {
        for (fixture, message) in [
            ("error-truncated.strings", "malformed binary property list"), ("error-array.strings", "not a dictionary"),
            ("error-non-string-value.strings", "must be a string"),
        ] {
            let bytes = try ReaderFixtures.bytes("plist/" + fixture)
            ReaderFixtures.assertError(message, line: 1, column: 1) { () throws(FormatError) in
                try BinaryPlistReader.parse(bytes, path: fixture)
            }
        }
        ReaderFixtures.assertError("not a binary property list", line: 1, column: 1) { () throws(FormatError) in
            try BinaryPlistReader.parse(Array("\"a\" = \"b\";".utf8), path: "x.strings")
        }
    }

    func testBinaryCorpusFilesMatchFoundation() throws {
        var binary = 0
        for path in try ReaderFixtures.corpusFiles(endingWith: [".strings", ".stringsdict"]) {
            let bytes = try ReaderFixtures.read(path)
            guard BinaryPlistReader.isBinaryPlist(bytes) else { continue }
            binary += 1
            let file = try BinaryPlistReader.parse(bytes, path: path)
            if path.hasSuffix(".strings") {
                let oracle =
                    try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) as? [String: String]
                XCTAssertEqual(Dictionary(file.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 }), oracle, path)
            }
        }
        // The corpora hold text files only (their README says compiled bundles were left out),
        // so this usually finds none; the fixtures above cover the binary path.
        print("binary plist corpus: \(binary) binary .strings/.stringsdict files")
    }

    /// Compiling each corpus `.stringsdict` to a binary plist gives the entries the XML reader
    /// gives (order aside: a binary dictionary has none).
    func testBinaryStringsdictMatchesTheXMLReaderOnCorpusFiles() throws {
        func shape(_ entry: LocalizationEntry) -> String {
            [
                entry.key, entry.value, entry.pluralVariable ?? "-", entry.pluralCategory ?? "-", entry.locale ?? "-",
                "\(entry.isSource)",
                entry.properties.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ","),
            ].joined(separator: "|")
        }
        var compared = 0
        for path in try ReaderFixtures.corpusFiles(endingWith: [".stringsdict"]) {
            let xml = try ReaderFixtures.read(path)
            guard !BinaryPlistReader.isBinaryPlist(xml) else { continue }
            let object = try PropertyListSerialization.propertyList(from: Data(xml), options: [], format: nil)
            let binary = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
            let fromBinary = try BinaryPlistReader.parse([UInt8](binary), path: path)
            let fromXML = try StringsdictReader.parse(xml, path: path)
            XCTAssertEqual(fromBinary.entries.map(shape).sorted(), fromXML.entries.map(shape).sorted(), path)
            compared += 1
        }
        print("binary stringsdict: \(compared) corpus files compiled to binary and compared with the XML reader")
    }
}
