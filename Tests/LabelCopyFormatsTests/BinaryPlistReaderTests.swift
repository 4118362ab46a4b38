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

    /// A binary property list of `objects` (each its marker and contents, references one byte
    /// wide) with `top` as the top object, laid out as Apple's writer does.
    private func plist(_ objects: [[UInt8]], top: UInt8 = 0, offsetSize: UInt8 = 2) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += offsetSize == 1 ? [UInt8(offset)] : [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        bytes += [0, 0, 0, 0, 0, 0, offsetSize, 1]
        for value in [objects.count, Int(top), table] { bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
        return bytes
    }

    func testSharedObjectsAreReadButNotWithoutEnd() throws {
        // A dictionary whose two keys share one string value: read as Foundation reads it.
        let shared = plist([[0xD2, 1, 2, 3, 3], [0x51] + Array("a".utf8), [0x51] + Array("b".utf8), [0x54] + Array("Save".utf8)])
        let file = try BinaryPlistReader.parse(shared, path: "en.lproj/x.strings")
        XCTAssertEqual(file.entries.map(\.value), ["Save", "Save"])
        // 26 arrays, each referring twice to the next, stand for 2^26 values in 147 bytes.
        var chain: [[UInt8]] = (0..<26).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] }
        chain.append([0x51] + Array("x".utf8))
        ReaderFixtures.assertError("its 27 objects refer to each other so often", line: 1, column: 1) { () throws(FormatError) in
            try BinaryPlistReader.parse(plist(chain), path: "dag.strings")
        }
        // One string of 64 KiB under 2,000 keys stands for 125 MiB of values from a file of 70 KiB.
        let keys = (0..<2000).map { [0x55] + Array(String(format: "k%03d", $0 % 1000).utf8) + [UInt8(0x30 + $0 / 1000)] }
        let big: [UInt8] = [0x5F, 0x12, 0, 1, 0, 0] + Array(repeating: 0x61, count: 65536)
        var dictionary: [UInt8] = [0xDF, 0x11, 0x07, 0xD0]
        for index in 0..<2000 { dictionary += [UInt8((index + 1) >> 8), UInt8((index + 1) & 0xFF)] }
        for _ in 0..<2000 { dictionary += [0x07, 0xD1] }
        var oneString = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in [dictionary] + keys + [big] {
            offsets.append(oneString.count)
            oneString += object
        }
        let offsetTable = oneString.count
        for offset in offsets { oneString += (0..<4).reversed().map { UInt8(truncatingIfNeeded: offset >> ($0 * 8)) } }
        oneString += [0, 0, 0, 0, 0, 0, 4, 2]
        for value in [offsets.count, 0, offsetTable] { oneString += (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
        ReaderFixtures.assertError("bytes of values, 4 times the file", line: 1, column: 1) { () throws(FormatError) in
            try BinaryPlistReader.parse(oneString, path: "shared.strings")
        }
        // Sixteen levels (65,536 values) are within bounds and fail only for not being a dictionary.
        ReaderFixtures.assertError("not a dictionary", line: 1, column: 1) { () throws(FormatError) in
            try BinaryPlistReader.parse(plist((0..<16).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] } + [[0x51, 0x78]]), path: "dag.strings")
        }
    }

    func testMalformedStructureIsNamed() throws {
        let good = plist([[0xD1, 1, 2], [0x51] + Array("a".utf8), [0x51] + Array("b".utf8)])
        XCTAssertNoThrow(try BinaryPlistReader.parse(good, path: "x.strings"))
        var badOffsetSize = good
        badOffsetSize[good.count - 26] = 9
        var outside = good
        outside[good.count - 1] = 200
        // One-byte offsets: the table starts after the 7 bytes of objects, at byte 15.
        var misplaced = plist([[0xD1, 1, 2], [0x51, 0x61], [0x51, 0x62]], offsetSize: 1)
        misplaced[15] = 64
        var version = good
        version[6] = 0x31
        let cases: [([UInt8], String)] = [
            (Array(good.prefix(30)), "too short to hold a trailer"),
            (version, "the header names version \"10\"; only version 00 is read"),
            (badOffsetSize, "offsets of 9"),
            (outside, "the offset table's position, byte 200, is outside the file"),
            (misplaced, "object 0 is at byte 64, outside the objects (8 to 14)"),
            (plist([[0xD1, 1, 7], [0x51, 0x61], [0x51, 0x62]]), "refers to object 7, of 3"),
            (plist([[0xA1, 1], [0xA1, 0]]), "object 0 contains itself"),
            (plist([[0xC1, 1], [0x51, 0x61]]), "object 0 is a set, which a string table never holds"),
            (plist([[0xD1, 1, 2], [0x51, 0x61], [0xB1, 1]]), "object 2 is a set"),
            (plist([[0xD1, 1, 2], [0x51, 0x61], [0x91]]), "object 2 has marker 0x91, of no object type"),
            (plist([[0xDF, 0x10, 15, 1, 2], [0x51, 0x61], [0x51, 0x62]]), "holds 15 entries that run past the objects"),
            (plist([[0xDF, 0x10, 200, 1, 2], [0x51, 0x61], [0x51, 0x62]]), "object 0 has a malformed length"),
            (plist([[0xD1, 1, 2], [0x51, 0x61], [0x51, 0x62]], top: 5), "the top object 5"),
            // Values Foundation refuses with no word of where: each is named.
            (plist([[0xD1, 1, 2], [0x51, 0x61], [0x55, 0x62]]), "object 2 holds 5 bytes that run past the objects"),
            (plist([[0xD1, 1, 2], [0x51, 0x61], [0x6F, 0x10, 9, 0, 0x62]]), "object 2 holds 18 bytes that run past the objects"),
            (plist([[0xD1, 1, 2], [0x51, 0x61], [0x13, 0, 0]]), "object 2 holds 8 bytes that run past the objects"),
            (plist([[0xD1, 1, 2], [0x51, 0x61], [0x07]]), "object 2 has marker 0x7, of no object type"),
            (plist([[0xD1, 1, 2], [0x51, 0x61], [0x25, 0, 0, 0, 0]]), "object 2 has marker 0x25, of no object type"),
            (plist([[0xD1, 1, 2], [0x51, 0x61], [0x3C, 0, 0, 0, 0, 0, 0, 0, 0]]), "object 2 has marker 0x3C, of no object type"),
            (plist([[0xD1, 1, 2], [0x51, 0x61], [0x80, 0x01]]), "object 2 is a UID, which a string table never holds"),
            (plist([[0xD1, 1, 2], [0x10, 0x01], [0x51, 0x62]]), "object 0 has object 1, which is no string, as a key"),
        ]
        // Every scalar a property list writes passes the structure check: the value is refused
        // only for not being a string.
        let scalars: [[UInt8]] = [
            [0x08], [0x09], [0x10, 1], [0x11, 0, 1], [0x12, 0, 0, 0, 1], [0x13] + Array(repeating: 0, count: 8),
            [0x14] + Array(repeating: 0, count: 16), [0x22, 0x3F, 0x80, 0, 0], [0x23] + Array(repeating: 0, count: 8),
            [0x33] + Array(repeating: 0, count: 8),
        ]
        for scalar in scalars {
            ReaderFixtures.assertError("unsupported value for key \"a\"", line: 1, column: 1) { () throws(FormatError) in
                try BinaryPlistReader.parse(plist([[0xD1, 1, 2], [0x51, 0x61], scalar]), path: "x.strings")
            }
        }
        // More objects than bytes of objects: offsets that all point at one byte.
        var crowded = Array("bplist00".utf8) + [0x51, 0x61]
        crowded += Array(repeating: 8, count: 1000)
        crowded += [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0x03, 0xE8] + Array(repeating: 0, count: 8) + [0, 0, 0, 0, 0, 0, 0, 10]
        ReaderFixtures.assertError("the trailer counts 1000 objects in 2 bytes of objects", line: 1, column: 1) { () throws(FormatError) in
            try BinaryPlistReader.parse(crowded, path: "x.strings")
        }
        for (bytes, message) in cases {
            ReaderFixtures.assertError(message, line: 1, column: 1) { () throws(FormatError) in
                try BinaryPlistReader.parse(bytes, path: "x.strings")
            }
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
