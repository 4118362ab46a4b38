import LabelCopyFormats
import XCTest

final class POReaderTests: XCTestCase {
    private func german() throws -> LocalizationFile {
        try POReader.parse(ReaderFixtures.bytes("po/de.po"), path: "po/de.po")
    }

    func testHeaderGivesLanguageAndPluralForms() throws {
        let file = try german()
        XCTAssertEqual(file.locale, "de")
        XCTAssertEqual(file.properties["Plural-Forms"], "nplurals=2; plural=(n != 1);")
        XCTAssertEqual(file.properties["Language"], "de")
        XCTAssertFalse(file.entries.contains { $0.key.isEmpty }, "the header is not an entry")
    }

    func testMessagesCommentsFlagsAndContext() throws {
        let file = try german()
        XCTAssertEqual(
            file.entries.map(\.key),
            [
                "_Save", "Open %s", "Quit", "Not translated yet", "Delete %d file", "Delete %d file",
                "A long message that runs over several lines.",
            ])
        let save = file.entries[0]
        XCTAssertEqual(save.value, "_Speichern", "mnemonics stay in the value")
        XCTAssertEqual(save.sourceText, "_Save")
        XCTAssertFalse(save.isSource)
        XCTAssertEqual(save.comment, "Button in the main window.")
        XCTAssertEqual(save.properties["references"], "src/window.c:42")
        XCTAssertEqual(save.locale, "de")
        XCTAssertEqual(save.location.line, 14)
        XCTAssertEqual(save.location.column, 9)
        let open = file.entries[1]
        XCTAssertEqual(open.flags, ["fuzzy", "c-format"])
        XCTAssertEqual(open.state, "fuzzy")
        XCTAssertEqual(open.comment, "Translator note: keep it short.")
        XCTAssertEqual(open.properties["references"], "src/window.c:57 src/dialog.c:12")
        XCTAssertEqual(file.entries[2].context, "menu")
        XCTAssertNil(file.entries[0].context)
    }

    func testUntranslatedMessageIsSourceText() throws {
        let entry = try german().entries[3]
        XCTAssertEqual(entry.value, "Not translated yet")
        XCTAssertTrue(entry.isSource)
        XCTAssertNil(entry.sourceText)
        XCTAssertEqual(entry.location.line, 26)
        XCTAssertEqual(entry.location.column, 8)
    }

    func testPluralMessagesGiveOneEntryPerIndex() throws {
        let entries = try german().entries.filter { $0.key == "Delete %d file" }
        XCTAssertEqual(entries.map(\.pluralCategory), ["0", "1"])
        XCTAssertEqual(entries.map(\.value), ["%d Datei löschen", "%d Dateien löschen"])
        XCTAssertEqual(entries.map(\.sourceText), ["Delete %d file", "Delete %d files"])
        XCTAssertEqual(entries[0].flags, ["c-format"])
    }

    func testMultiLineStringsAndEscapes() throws {
        let file = try german()
        let entry = try XCTUnwrap(file.entries.last)
        XCTAssertEqual(
            entry.value, "Eine lange Nachricht, die über mehrere Zeilen läuft.\nMit \"Anführungszeichen\" und \\ und\ttab.")
        XCTAssertEqual(entry.sourceText, "A long message that runs over several lines.")
        let raw = try XCTUnwrap(file.document).string(try XCTUnwrap(entry.valueRange))
        XCTAssertTrue(raw.hasPrefix("\"\n\"Eine lange"), raw)
        XCTAssertTrue(raw.hasSuffix("und\\ttab."), raw)
        // At the text's first character, past the empty first piece (`msgstr ""`).
        XCTAssertEqual(entry.location.line, 39)
        XCTAssertEqual(entry.location.column, 2)
    }

    /// A value of many continuation lines is every line's text in order, with a context, id and
    /// plural strings continued the same way, and its range runs to the last line's quote.
    func testManyContinuationLinesMakeOneValue() throws {
        let lines = (0..<20_000).map { "\"part \($0) \\\"q\\\" é\\n\"\n" }
        let text = "msgctxt \"\"\n\"menu\"\nmsgid \"\"\n\"Save\"\n\" All\"\nmsgid_plural \"x\"\n\"s\"\n"
            + "msgstr[0] \"\"\n" + lines.joined() + "msgstr[1] \"a\"\n\"b\"\n"
        let file = try POReader.parse(Array(text.utf8), path: "de.po")
        XCTAssertEqual(file.entries.count, 2)
        let first = try XCTUnwrap(file.entries.first)
        XCTAssertEqual(first.value, (0..<20_000).map { "part \($0) \"q\" é\n" }.joined())
        XCTAssertEqual(first.sourceText, "Save All")
        XCTAssertEqual(file.entries.last?.value, "ab")
        let raw = try XCTUnwrap(file.document).string(try XCTUnwrap(first.valueRange))
        XCTAssertTrue(raw.hasSuffix("part 19999 \\\"q\\\" é\\n"), String(raw.suffix(40)))
    }

    func testObsoleteMessagesAreSkipped() throws {
        XCTAssertFalse(try german().entries.contains { $0.key == "Old button" })
    }

    func testTemplateEntriesAreSourceWithTheirMsgidRange() throws {
        let file = try POReader.parse(ReaderFixtures.bytes("po/sample.pot"), path: "po/sample.pot")
        XCTAssertNil(file.locale)
        XCTAssertEqual(file.entries.map(\.value), ["_Save", "Delete %d file", "Delete %d files"])
        XCTAssertTrue(file.entries.allSatisfy(\.isSource))
        let document = try XCTUnwrap(file.document)
        XCTAssertEqual(
            file.entries.map { document.string($0.valueRange ?? 0..<0) }, ["_Save", "Delete %d file", "Delete %d files"])
    }

    func testRewritingKeepsLayoutAndRoundTrips() throws {
        for fixture in ["po/de.po", "po/sample.pot"] {
            let bytes = try ReaderFixtures.bytes(fixture)
            let file = try POReader.parse(bytes, path: fixture)
            try RewriteCheck.check(file, bytes: bytes) { try POReader.parse($0, path: fixture) }
        }
        let file = try german()
        let long = try XCTUnwrap(file.entries.last)
        let output = String(decoding: try file.rewriting([(long, "Kurz.\nZweite \"Zeile\".")]), as: UTF8.self)
        XCTAssertTrue(output.contains("msgstr \"\"\n\"Kurz.\\nZweite \\\"Zeile\\\".\"\n\"\"\n\"\"\n"), output)
        XCTAssertEqual(POEscaping.raw("a\"b\\c\nd\u{1}"), "a\\\"b\\\\c\\nd\\001")
    }

    // MARK: - Errors, one fixture each

    private func check(_ fixture: String, _ message: String, line: Int, column: Int, sourceLine: UInt = #line) throws {
        let bytes = try ReaderFixtures.bytes("po/" + fixture)
        ReaderFixtures.assertError(message, line: line, column: column, sourceLine: sourceLine) { () throws(FormatError) in
            try POReader.parse(bytes, path: fixture)
        }
    }

    func testUnterminatedString() throws { try check("error-unterminated-string.po", "unterminated string", line: 2, column: 8) }
    func testMsgstrWithoutMsgid() throws {
        try check("error-msgstr-without-msgid.po", "msgstr without a preceding msgid", line: 1, column: 1)
    }
    func testUnknownKeyword() throws { try check("error-unknown-keyword.po", "unknown keyword 'msgtext'", line: 2, column: 1) }
    func testMissingMsgstr() throws { try check("error-missing-msgstr.po", "msgid without msgstr", line: 1, column: 8) }
    func testTextAfterString() throws {
        try check("error-text-after-string.po", "unexpected text after the closing quote", line: 1, column: 14)
    }
    func testInvalidEscape() throws { try check("error-invalid-escape.po", "invalid escape '\\q'", line: 2, column: 13) }
    func testStrayContinuation() throws { try check("error-stray-continuation.po", "continuation line", line: 2, column: 1) }
    func testPluralIndexWithoutPluralMsgid() throws {
        try check("error-plural-without-msgid-plural.po", "needs a msgid_plural", line: 2, column: 1)
    }
    func testPlainMsgstrInPluralMessage() throws { try check("error-msgstr-in-plural.po", "needs msgstr[n]", line: 3, column: 1) }
    func testSecondMsgid() throws { try check("error-second-msgid.po", "a second msgid", line: 2, column: 1) }
    func testKeywordWithoutString() throws {
        try check("error-keyword-without-string.po", "expected a quoted string after msgstr", line: 2, column: 7)
    }
}
