import Foundation
import XCTest

@testable import LabelCopyFormats

/// `.stringsdict` fixtures: formats, plural variants of several variables, escapes, errors.
final class StringsdictReaderTests: XCTestCase {
    /// Fixture, start of the message, line, column.
    static let errorFixtures: [(String, String, Int, Int)] = [
        ("error-root.stringsdict", "a .stringsdict must have a <plist> root element, not <dict>", 3, 1),
        ("error-plist-content.stringsdict", "the <plist> of a .stringsdict must hold exactly one <dict>", 3, 1),
        ("error-table-not-dict.stringsdict", "the value of 'files' must be a <dict>, not <string>", 6, 3),
        ("error-no-format-key.stringsdict", "'files' has no NSStringLocalizedFormatKey", 6, 3),
        ("error-format-not-string.stringsdict", "a format or plural variant of 'files' must be a <string>, not <integer>", 8, 5),
        ("error-markup-in-string.stringsdict", "a <string> may hold only text, not <b>", 8, 19),
        ("error-key-without-value.stringsdict", "<key>files</key> has no value", 5, 3),
        ("error-trailing-key.stringsdict", "<key>files</key> has no value", 5, 3),
        ("error-device-rule.stringsdict", "NSStringDeviceSpecificRuleType of 'sync' must be a <dict>, not <string>", 8, 5),
        ("error-value-without-key.stringsdict", "expected a <key> in <dict>, found <string>", 5, 3),
    ]

    func testFormatAndEveryVariantOfEveryVariableBecomeEntries() throws {
        let (data, path) = try XMLTestSupport.stringsdictFixture(locale: "ar")
        let file = try StringsdictReader.parse(data, path: path)
        XCTAssertEqual(file.locale, "ar")
        XCTAssertEqual(file.entries.count, 10)
        let format = file.entries[0]
        XCTAssertEqual(format.key, "copy.summary")
        XCTAssertEqual(format.value, "نسخ %#@files@ في %#@folders@")
        XCTAssertNil(format.pluralCategory)
        XCTAssertFalse(format.isSource)
        XCTAssertEqual(format.location.line, 9)
        XCTAssertEqual(format.location.column, 11)
        let files = file.entries.filter { $0.pluralVariable == "files" }
        XCTAssertEqual(files.map { $0.pluralCategory ?? "" }, ["zero", "one", "two", "few", "many", "other"])
        XCTAssertEqual(
            files.first?.properties, ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d"])
        let folders = file.entries.filter { $0.pluralVariable == "folders" }
        XCTAssertEqual(folders.map(\.value), ["مجلد & واحد", "%ld <مجلد>"])
        XCTAssertEqual(folders.first?.properties["NSStringFormatValueTypeKey"], "ld")
        let empty = try XCTUnwrap(file.entries.last)
        XCTAssertEqual(empty.key, "empty.case")
        XCTAssertEqual(empty.value, "")
        XCTAssertNil(empty.valueRange)
        XCTAssertEqual(StringsdictCorpusTests.lines(file), try StringsdictCorpusTests.oracleEntries(data))
    }

    func testEnglishIsTheSourceAndDeviceAndWidthVariationsAreRead() throws {
        let (data, path) = try XMLTestSupport.stringsdictFixture(locale: "en")
        let file = try StringsdictReader.parse(data, path: path)
        XCTAssertTrue(file.entries.allSatisfy(\.isSource))
        XCTAssertEqual(file.entries.prefix(3).map(\.value), ["%#@items@", "Delete Item", "Delete %lu Items…"])
        let sync = file.entries.filter { $0.key == "sync.now" }
        XCTAssertEqual(sync.map(\.device), ["mac", "iphone", "iphone", "iphone"])
        XCTAssertEqual(sync.map(\.value), ["Sync Now…", "Sync %#@count@", "One Item", "%d Items"])
        XCTAssertEqual(sync.map(\.pluralCategory), [nil, nil, "one", "other"])
        let details = file.entries.filter { $0.key == "show.details" }
        XCTAssertEqual(details.map { $0.properties["width"] }, ["20", "50"])
        XCTAssertEqual(details.map(\.value), ["Details", "Show All Details"])
        XCTAssertEqual(StringsdictCorpusTests.lines(file), try StringsdictCorpusTests.oracleEntries(data))
    }

    func testRewritingKeepsBytesAndReadsBackNewValues() throws {
        let (data, path) = try XMLTestSupport.stringsdictFixture(locale: "ar")
        let file = try StringsdictReader.parse(data, path: path)
        let document = try XCTUnwrap(file.document)
        let same = file.entries.compactMap { entry in
            entry.valueRange.map { ValueEdit(range: $0, rawText: XMLEscaping.raw(entry.value, replacing: document.string($0))) }
        }
        XCTAssertEqual(try document.applying(same), data)
        // The CDATA value comes back escaped the ordinary way, and reads the same.
        let canonical = try document.applying(
            file.entries.compactMap { entry in
                entry.valueRange.map { ValueEdit(range: $0, rawText: XMLEscaping.raw(entry.value)) }
            })
        XCTAssertNotEqual(canonical, data)
        XCTAssertEqual(try StringsdictReader.parse(canonical, path: path).entries.map(\.value), file.entries.map(\.value))
        try XMLTestSupport.checkChangedValues(
            file, escape: { XMLEscaping.raw($0, replacing: $1) },
            reparse: { try StringsdictReader.parse($0, path: path) })
    }

    /// The comment just before a top-level key belongs to every entry of that key, so
    /// suppression comments work here as in the other XML formats.
    func testACommentBeforeAKeyIsItsEntriesComment() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <!-- labelcopy:disable-next title-case -->
                <key>keep</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key>
                    <string>keep %#@n@</string>
                    <key>n</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key>
                        <string>NSStringPluralRuleType</string>
                        <key>one</key>
                        <string>%d item</string>
                        <key>other</key>
                        <!-- not the key's: it stands before a variant -->
                        <string>%d items</string>
                    </dict>
                </dict>
                <!-- a comment --><key>other</key>
                <dict><key>NSStringLocalizedFormatKey</key><string>Open</string></dict>
                <key>plain</key>
                <dict><key>NSStringLocalizedFormatKey</key><string>Close</string></dict>
            </dict>
            </plist>

            """
        let file = try StringsdictReader.parse(Array(text.utf8), path: "en.lproj/Localizable.stringsdict")
        XCTAssertEqual(
            file.entries.map { "\($0.key) \($0.comment ?? "-")" },
            [
                "keep labelcopy:disable-next title-case", "keep labelcopy:disable-next title-case",
                "keep labelcopy:disable-next title-case", "other a comment", "plain -",
            ])
    }

    func testEveryReaderErrorHasAFixtureWithMessageAndPosition() throws {
        for (name, message, line, column) in Self.errorFixtures {
            let (data, path) = try XMLTestSupport.fixture("stringsdict", name)
            XCTAssertThrowsError(try StringsdictReader.parse(data, path: path), name) { error in
                let error = error as? FormatError
                XCTAssertTrue(error?.message.hasPrefix(message) == true, "\(name): \(String(describing: error?.message))")
                XCTAssertEqual(error?.location.line, line, name)
                XCTAssertEqual(error?.location.column, column, name)
            }
        }
    }
}
