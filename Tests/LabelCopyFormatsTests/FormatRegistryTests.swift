import LabelCopyFormats
import XCTest

final class FormatRegistryTests: XCTestCase {
    func testFormatsFromFileNames() {
        let cases: [(String, LocalizationFormat?)] = [
            ("App/de.lproj/Localizable.strings", .strings), ("App/de.lproj/Localizable.stringsdict", .stringsdict),
            ("App/Localizable.xcstrings", .xcstrings), ("export/de.xliff", .xliff), ("export/de.xlf", .xliff),
            ("app/src/main/res/values/strings.xml", .androidXML), ("app/src/main/res/values-de-rAT/strings.xml", .androidXML),
            ("po/de.po", .gettext), ("po/app.pot", .gettext), ("app/src/main/res/layout/strings.xml", nil), ("strings.xml", nil),
            ("README.md", nil), (".strings", nil), ("App/Main.storyboard", nil),
        ]
        for (path, format) in cases {
            XCTAssertEqual(FormatRegistry.format(forPath: path), format, path)
        }
    }

    func testReadersFromFileNamesAndContent() throws {
        XCTAssertTrue(FormatRegistry.reader(forPath: "a/en.lproj/L.strings") == StringsReader.self)
        XCTAssertTrue(FormatRegistry.reader(forPath: "L.xcstrings") == XCStringsReader.self)
        XCTAssertTrue(FormatRegistry.reader(forPath: "de.po") == POReader.self)
        XCTAssertTrue(FormatRegistry.reader(forPath: "x.pot") == POReader.self)
        XCTAssertTrue(FormatRegistry.reader(forPath: "de.xliff") == XLIFFReader.self)
        XCTAssertTrue(FormatRegistry.reader(forPath: "L.stringsdict", data: Array("<?xml".utf8)) == StringsdictReader.self)
        let binary = try ReaderFixtures.bytes("plist/binary.stringsdict")
        XCTAssertTrue(FormatRegistry.reader(forPath: "L.stringsdict", data: binary) == BinaryPlistReader.self)
        XCTAssertTrue(FormatRegistry.reader(forPath: "res/values-de/strings.xml") == AndroidStringsReader.self)
        XCTAssertNil(FormatRegistry.reader(forPath: "notes.txt"))
    }

    func testParseDispatchesAndRejectsUnknownFiles() throws {
        let po = try FormatRegistry.parse(ReaderFixtures.bytes("po/de.po"), path: "po/de.po")
        XCTAssertEqual(po.format, .gettext)
        let stringsdict = try FormatRegistry.parse(
            ReaderFixtures.bytes("plist/binary.stringsdict"), path: "en.lproj/L.stringsdict")
        XCTAssertEqual(stringsdict.format, .stringsdict)
        let strings = try ReaderFixtures.bytes("strings/basic.strings")
        XCTAssertEqual(try FormatRegistry.parse(strings, path: "de.lproj/L.strings").entries.first?.isSource, false)
        XCTAssertEqual(
            try FormatRegistry.parse(strings, path: "de.lproj/L.strings", sourceLanguage: "de").entries.first?.isSource, true)
        // XML and binary `.stringsdict` files the same.
        for fixture in ["plist/binary.stringsdict", "stringsdict/en-Localizable.stringsdict"] {
            let bytes = try ReaderFixtures.bytes(fixture)
            XCTAssertEqual(
                try FormatRegistry.parse(bytes, path: "de.lproj/L.stringsdict").entries.map(\.isSource).contains(true), false,
                fixture)
            XCTAssertEqual(
                try FormatRegistry.parse(bytes, path: "de.lproj/L.stringsdict", sourceLanguage: "de").entries.allSatisfy(\.isSource),
                true, fixture)
        }
        ReaderFixtures.assertError("not a localization file", line: 1, column: 1) { () throws(FormatError) in
            try FormatRegistry.parse([], path: "notes.txt")
        }
    }
}
