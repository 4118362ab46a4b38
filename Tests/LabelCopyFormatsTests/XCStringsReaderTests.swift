import Foundation
import LabelCopyFormats
import XCTest

final class XCStringsReaderTests: XCTestCase {
    private func catalog() throws -> LocalizationFile {
        try XCStringsReader.parse(ReaderFixtures.bytes("xcstrings/catalog.xcstrings"), path: "App/Localizable.xcstrings")
    }

    private func entries(_ file: LocalizationFile, _ key: String, _ locale: String) -> [LocalizationEntry] {
        file.entries.filter { $0.key == key && $0.locale == locale }
    }

    func testCatalogFacts() throws {
        let file = try catalog()
        XCTAssertEqual(file.sourceLanguage, "en")
        XCTAssertNil(file.locale)
        XCTAssertEqual(file.properties["version"], "1.1")
        XCTAssertEqual(file.format, .xcstrings)
    }

    func testPlainUnitsWithStateCommentAndSource() throws {
        let file = try catalog()
        let german = try XCTUnwrap(entries(file, "Add to Library", "de").first)
        XCTAssertEqual(german.value, "Zur Bibliothek hinzufügen")
        XCTAssertEqual(german.state, "translated")
        XCTAssertEqual(german.comment, "Button that adds the selected item.")
        XCTAssertEqual(german.properties["extractionState"], "manual")
        XCTAssertFalse(german.isSource)
        XCTAssertEqual(german.sourceText, "Add to Library")
        XCTAssertEqual(german.location.line, 11)
        XCTAssertEqual(german.location.column, 24)
        XCTAssertEqual(entries(file, "Add to Library", "ja").first?.state, "needs_review")
        // No English unit: the key is the source text.
        let source = try XCTUnwrap(entries(file, "Add to Library", "en").first)
        XCTAssertTrue(source.isSource)
        XCTAssertEqual(source.value, "Add to Library")
        XCTAssertNil(source.valueRange)
        XCTAssertEqual(source.location.line, 4)
        XCTAssertEqual(source.location.column, 6)
    }

    func testKeyWithoutLocalizationsAndShouldTranslateFalse() throws {
        let brand = try catalog().entries.filter { $0.key == "BrandName" }
        XCTAssertEqual(brand.count, 1)
        XCTAssertEqual(brand.first?.value, "BrandName")
        XCTAssertEqual(brand.first?.isSource, true)
        XCTAssertEqual(brand.first?.translatable, false)
    }

    func testPluralVariations() throws {
        let file = try catalog()
        let english = entries(file, "delete.items", "en")
        XCTAssertEqual(english.map(\.pluralCategory), ["one", "other"])
        XCTAssertEqual(english.map(\.value), ["Delete %lld Item", "Delete %lld Items"])
        XCTAssertTrue(english.allSatisfy(\.isSource))
        let german = entries(file, "delete.items", "de")
        XCTAssertEqual(german.map(\.value), ["%lld Objekt löschen", "%lld Objekte löschen"])
        XCTAssertEqual(german.map(\.sourceText), ["Delete %lld Item", "Delete %lld Items"])
        XCTAssertEqual(german.map(\.state), ["translated", "new"])
    }

    func testDeviceVariations() throws {
        let english = entries(try catalog(), "open.settings", "en")
        XCTAssertEqual(english.map(\.device), ["iphone", "mac"])
        XCTAssertEqual(english.map(\.value), ["Open Settings", "Open Settings…"])
        XCTAssertEqual(english.map(\.pluralCategory), [nil, nil])
    }

    func testSubstitutions() throws {
        let english = entries(try catalog(), "share.count", "en")
        XCTAssertEqual(english.map(\.value), ["Share %#@photos@", "%arg Photo", "%arg Photos"])
        XCTAssertEqual(english.map(\.pluralVariable), [nil, "photos", "photos"])
        XCTAssertEqual(english.map(\.pluralCategory), [nil, "one", "other"])
    }

    func testEscapesAndRawRange() throws {
        let file = try catalog()
        let french = try XCTUnwrap(entries(file, "escapes", "fr").first)
        XCTAssertEqual(french.value, "Tab\t, quote \"q\", slash /, back \\, line\nnext, \u{E9}, emoji \u{1F600}")
        let raw = try XCTUnwrap(file.document).string(try XCTUnwrap(french.valueRange))
        XCTAssertTrue(raw.hasPrefix("Tab\\t, quote \\\"q\\\""))
        XCTAssertTrue(raw.hasSuffix("\\ud83d\\ude00"))
    }

    func testFoundationAgreesOnEveryUnitValue() throws {
        let bytes = try ReaderFixtures.bytes("xcstrings/catalog.xcstrings")
        let oracle = try XCStringsOracle.units(bytes)
        let file = try catalog()
        XCTAssertEqual(XCStringsOracle.units(of: file), oracle)
        XCTAssertEqual(oracle.count, 12)
    }

    // MARK: - Errors, one fixture each

    private func check(_ fixture: String, _ message: String, line: Int, column: Int, sourceLine: UInt = #line) throws {
        let bytes = try ReaderFixtures.bytes("xcstrings/" + fixture)
        ReaderFixtures.assertError(message, line: line, column: column, sourceLine: sourceLine) { () throws(FormatError) in
            try XCStringsReader.parse(bytes, path: fixture)
        }
    }

    func testMissingComma() throws { try check("error-missing-comma.xcstrings", "expected ',' or '}'", line: 15, column: 3) }
    func testNotACatalog() throws { try check("error-not-a-catalog.xcstrings", "no \"strings\" object", line: 1, column: 1) }
    func testTopLevelArray() throws { try check("error-top-level-array.xcstrings", "not an object", line: 1, column: 1) }
    func testUnterminatedString() throws {
        try check("error-unterminated-string.xcstrings", "unterminated string", line: 3, column: 25)
    }
    func testControlCharacterInString() throws {
        try check("error-control-character.xcstrings", "control character", line: 3, column: 35)
    }
    func testInvalidEscape() throws { try check("error-invalid-escape.xcstrings", "invalid escape '\\q'", line: 3, column: 30) }
    func testUnpairedSurrogate() throws { try check("error-unpaired-surrogate.xcstrings", "surrogate pair", line: 3, column: 31) }
    func testUnitWithoutValue() throws {
        try check("error-unit-without-value.xcstrings", "has no string \"value\"", line: 3, column: 57)
    }
    func testBadLiteral() throws { try check("error-bad-literal.xcstrings", "expected a value, found 't'", line: 3, column: 11) }
    func testTrailingText() throws { try check("error-trailing-text.xcstrings", "after the top-level value", line: 4, column: 1) }

    /// A member named twice in one object, in a short object and in one long enough to be
    /// searched through a set of names.
    func testRepeatedMemberNames() throws {
        let unit = #"{ "sourceLanguage" : "en", "strings" : { "k" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "A", "value" : "B" } } } } } }"#
        ReaderFixtures.assertError("the object has the member \"value\" twice", line: 1, column: 135) { () throws(FormatError) in
            try XCStringsReader.parse(Array(unit.utf8), path: "short.xcstrings")
        }
        let keys = (0..<20).map { #""k\#($0)" : { }"# } + [#""k7" : { }"#]
        let long = #"{ "sourceLanguage" : "en", "strings" : { "# + keys.joined(separator: ", ") + " } }"
        ReaderFixtures.assertError("the object has the member \"k7\" twice", line: 1, column: 292) { () throws(FormatError) in
            try XCStringsReader.parse(Array(long.utf8), path: "long.xcstrings")
        }
    }
}
