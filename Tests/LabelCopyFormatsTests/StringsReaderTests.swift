import Foundation
import LabelCopyFormats
import XCTest

final class StringsReaderTests: XCTestCase {
    private func parse(_ fixture: String, as path: String? = nil) throws -> LocalizationFile {
        try StringsReader.parse(
            ReaderFixtures.bytes("strings/" + fixture), path: path ?? ReaderFixtures.path("strings/" + fixture))
    }

    private func entry(_ file: LocalizationFile, _ key: String) throws -> LocalizationEntry {
        try XCTUnwrap(file.entries.first { $0.key == key }, "no entry \(key)")
    }

    func testBasicEntriesInFileOrder() throws {
        let file = try parse("basic.strings")
        XCTAssertEqual(
            file.entries.map(\.key),
            [
                "save.button", "export.button", "escapes", "bare_key", "key only", "multi.line", "übersicht", "single",
                "abc-12-xyz.normalTitle",
            ])
        XCTAssertEqual(try entry(file, "save.button").value, "Save")
        XCTAssertEqual(try entry(file, "export.button").value, "Export…")
        XCTAssertEqual(try entry(file, "bare_key").value, "bare.value")
        XCTAssertEqual(try entry(file, "multi.line").value, "First line\nsecond line")
        XCTAssertEqual(try entry(file, "übersicht").value, "Überblick öffnen")
        XCTAssertEqual(try entry(file, "single").value, "Single quoted")
        XCTAssertEqual(file.format, .strings)
        XCTAssertEqual(file.document?.encoding, .utf8)
    }

    func testEscapesFollowApple() throws {
        let value = try entry(try parse("basic.strings"), "escapes").value
        // `\u` is not an escape for CoreFoundation: the `u` stands for itself.
        XCTAssertEqual(
            value,
            "Tab\there, quote \"x\", backslash \\, newline\n, \u{E9}t\u{E9}, emoji \u{1F600}, octal A, short A, lower u00E9, percent %"
        )
    }

    func testCommentImmediatelyBeforeAnEntryBelongsToIt() throws {
        let file = try parse("basic.strings")
        XCTAssertEqual(try entry(file, "save.button").comment, "Title of the button that saves the document.")
        XCTAssertEqual(try entry(file, "export.button").comment, "Shown in the toolbar.")
        XCTAssertNil(try entry(file, "escapes").comment)
        XCTAssertNil(try entry(file, "übersicht").comment, "a comment after the key is not the entry's comment")
    }

    func testCommentAfterTheSemicolonOnTheSameLineBelongsToThatEntry() throws {
        let file = try parse("trailing-comments.strings")
        XCTAssertEqual(file.entries.map(\.key), ["cpu", "gpu", "ram", "disk"])
        XCTAssertEqual(file.entries.map(\.comment), ["machine translated", "Leading comment.", nil, "key-only entry"])
    }

    func testInterfaceBuilderCommentGivesClassAndOriginalTitle() throws {
        let entry = try entry(try parse("basic.strings"), "abc-12-xyz.normalTitle")
        XCTAssertEqual(entry.interfaceBuilderClass, "UIButton")
        XCTAssertEqual(entry.sourceText, "Delete \"All\"")
        XCTAssertEqual(entry.properties["ObjectID"], "abc-12-xyz")
        XCTAssertEqual(entry.properties["property"], "normalTitle")
        XCTAssertEqual(entry.comment, "Class = \"UIButton\"; normalTitle = \"Delete \\\"All\\\"\"; ObjectID = \"abc-12-xyz\";")
    }

    func testKeyOnlyEntryHasTheKeyAsValueAndCannotBeRewritten() throws {
        let entry = try entry(try parse("basic.strings"), "key only")
        XCTAssertEqual(entry.value, "key only")
        XCTAssertNil(entry.valueRange)
        XCTAssertEqual(entry.location.line, 11)
        XCTAssertEqual(entry.location.column, 2)
    }

    func testLocationsPointAtTheValueTextInScalars() throws {
        let file = try parse("basic.strings")
        let expected: [String: (Int, Int)] = [
            "save.button": (4, 18), "export.button": (7, 20), "bare_key": (10, 12), "multi.line": (12, 17),
            "übersicht": (15, 6), "single": (16, 13), "abc-12-xyz.normalTitle": (19, 29),
        ]
        for (key, (line, column)) in expected {
            let location = try entry(file, key).location
            XCTAssertEqual(location.line, line, key)
            XCTAssertEqual(location.column, column, key)
        }
    }

    func testValueRangeCoversTheRawEscapedText() throws {
        let file = try parse("basic.strings")
        let document = try XCTUnwrap(file.document)
        let escapes = try entry(file, "escapes")
        let raw = document.string(try XCTUnwrap(escapes.valueRange))
        XCTAssertTrue(raw.hasPrefix("Tab\\there, quote \\\"x\\\""))
        XCTAssertTrue(raw.hasSuffix("percent \\%"))
        XCTAssertEqual(document.string(try XCTUnwrap(try entry(file, "bare_key").valueRange)), "bare.value")
    }

    func testEveryEncodingAndLineEndingGivesTheSameEntriesAndPositions() throws {
        let reference = try parse("basic.strings")
        let variants: [(String, TextEncoding)] = [
            ("basic-utf8bom.strings", .utf8BOM), ("basic-utf16le.strings", .utf16LEBOM), ("basic-utf16be.strings", .utf16BEBOM),
            ("basic-utf16le-nobom.strings", .utf16LE), ("basic-utf16be-nobom.strings", .utf16BE), ("basic-crlf.strings", .utf8),
            ("basic-cr.strings", .utf16BE),
        ]
        for (name, encoding) in variants {
            let file = try parse(name)
            XCTAssertEqual(file.document?.encoding, encoding, name)
            XCTAssertEqual(file.entries.map(\.key), reference.entries.map(\.key), name)
            for (entry, expected) in zip(file.entries, reference.entries) {
                // Only the multi-line value holds a real line break, which keeps the file's own.
                let lineBreak = name.contains("crlf") ? "\r\n" : name.contains("-cr.") ? "\r" : "\n"
                let value =
                    entry.key == "multi.line" ? expected.value.replacingOccurrences(of: "\n", with: lineBreak) : expected.value
                XCTAssertEqual(entry.value, value, "\(name) \(entry.key)")
                XCTAssertEqual(entry.location.line, expected.location.line, "\(name) \(entry.key)")
                XCTAssertEqual(entry.location.column, expected.location.column, "\(name) \(entry.key)")
                XCTAssertEqual(entry.comment, expected.comment, "\(name) \(entry.key)")
            }
        }
    }

    func testFoundationAgreesOnWellFormedFixtures() throws {
        for name in [
            "basic.strings", "basic-utf8bom.strings", "basic-utf16le.strings", "basic-utf16be.strings", "basic-crlf.strings",
            "comments-only.strings", "trailing-comments.strings",
        ] {
            let bytes = try ReaderFixtures.bytes("strings/" + name)
            let oracle = try XCTUnwrap(
                try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) as? [String: String], name
            )
            let file = try parse(name)
            XCTAssertEqual(Dictionary(file.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 }), oracle, name)
        }
    }

    func testEmptyFilesHaveNoEntries() throws {
        for name in ["empty.strings", "bom-only.strings", "utf16-bom-only.strings", "comments-only.strings"] {
            XCTAssertEqual(try parse(name).entries.count, 0, name)
        }
        XCTAssertEqual(try parse("bom-only.strings").document?.encoding, .utf8BOM)
        XCTAssertEqual(try parse("utf16-bom-only.strings").document?.encoding, .utf16LEBOM)
    }

    func testStraySemicolonsAreSkippedWhereFoundationStopsReading() throws {
        let file = try parse("stray-semicolons.strings")
        XCTAssertEqual(file.entries.map(\.key), ["first", "second"])
        XCTAssertEqual(file.entries.map(\.value), ["One", "Two"])
        // CoreFoundation stops at the stray `;` and silently drops "second"; keeping it is the
        // behaviour a linter needs, since the app's build tools warn rather than fail here.
        let bytes = try ReaderFixtures.bytes("strings/stray-semicolons.strings")
        let oracle = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) as? [String: String]
        XCTAssertNil(oracle?["second"])
    }

    func testLocaleAndSourceComeFromThePath() throws {
        let bytes = try ReaderFixtures.bytes("strings/basic.strings")
        let cases: [(String, String?, Bool)] = [
            ("App/en.lproj/Localizable.strings", "en", true), ("App/en-GB.lproj/Localizable.strings", "en-GB", true),
            ("App/English.lproj/Localizable.strings", "en", true), ("App/Base.lproj/Main.strings", "Base", true),
            ("App/de.lproj/Localizable.strings", "de", false), ("App/pt_BR.lproj/Localizable.strings", "pt-BR", false),
            ("App/zh-Hans.lproj/Localizable.strings", "zh-Hans", false),
        ]
        for (path, locale, isSource) in cases {
            let file = try StringsReader.parse(bytes, path: path)
            XCTAssertEqual(file.locale, locale, path)
            XCTAssertTrue(file.entries.allSatisfy { $0.locale == locale && $0.isSource == isSource }, path)
            XCTAssertEqual(file.entries.first?.location.path, path)
        }
        let german = try StringsReader.parse(bytes, path: "App/de.lproj/Localizable.strings", sourceLanguage: "de")
        XCTAssertTrue(german.entries.allSatisfy(\.isSource))
    }

    func testBinaryStringsAreHandedToThePlistReader() throws {
        let file = try StringsReader.parse(ReaderFixtures.bytes("plist/binary.strings"), path: "App/fr.lproj/Localizable.strings")
        XCTAssertNil(file.document)
        XCTAssertEqual(file.entries.map(\.key), ["multi", "quit.button", "save.button"])
        XCTAssertEqual(file.locale, "fr")
    }
}
