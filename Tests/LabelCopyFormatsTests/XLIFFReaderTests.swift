import Foundation
import XCTest

@testable import LabelCopyFormats

/// XLIFF 1.2 and 2.0 fixtures: targets, sources, notes, states, escapes, inline markup, errors.
final class XLIFFReaderTests: XCTestCase {
    /// Fixture, start of the message, line, column.
    static let errorFixtures: [(String, String, Int, Int)] = [
        ("error-root.xliff", "an XLIFF file must have an <xliff> root element, not <xliff-document>", 2, 1),
        ("error-version.xliff", "unsupported XLIFF version '3.0'", 2, 1),
        ("error-unit-without-id.xliff", "<trans-unit> has no id attribute", 5, 4),
        ("error-unit-without-source.xliff", "<trans-unit> 'save' has no <source>", 5, 4),
    ]

    func testVersion12UnitsGiveTargetsWithSourceNoteAndState() throws {
        let (data, path) = try XMLTestSupport.fixture("xliff", "de.xliff")
        let file = try XLIFFReader.parse(data, path: path)
        XCTAssertEqual(file.locale, "de")
        XCTAssertEqual(file.sourceLanguage, "en")
        XCTAssertEqual(file.entries.map(\.key), ["save.button", "bold.hint", "inline.markup", "untranslated"])
        let save = file.entries[0]
        XCTAssertEqual(save.value, "Sichern & schließen")
        XCTAssertEqual(save.sourceText, "Save & Close")
        XCTAssertEqual(save.state, "translated")
        XCTAssertEqual(save.comment, "Button that saves the document and closes its window")
        XCTAssertEqual(save.locale, "de")
        XCTAssertFalse(save.isSource)
        XCTAssertEqual(save.location.line, 10)
        XCTAssertEqual(save.location.column, 36)
        XCTAssertEqual(file.entries[1].value, "Tippe auf <b>Fertig</b>")
        XCTAssertNil(file.entries[1].comment)
        XCTAssertEqual(file.entries[2].value, #"Öffne <g id="1">Einstellungen</g> jetzt<x id="2"/>"#)
        XCTAssertEqual(file.entries[2].sourceText, #"Open <g id="1">Settings</g> now<x id="2"/>"#)
        let untranslated = file.entries[3]
        XCTAssertTrue(untranslated.isSource)
        XCTAssertEqual(untranslated.value, "Export…")
        XCTAssertEqual(untranslated.locale, "en")
        XCTAssertFalse(untranslated.translatable)
        XCTAssertNil(untranslated.valueRange, "a translated file's sources are never rewritten")
    }

    func testTemplateSourcesAreTheEditableValues() throws {
        let (data, path) = try XMLTestSupport.fixture("xliff", "template.xliff")
        let file = try XLIFFReader.parse(data, path: path)
        XCTAssertNil(file.locale)
        XCTAssertEqual(file.entries.map(\.isSource), [true, true])
        XCTAssertEqual(file.entries[0].value, "add to favorites")
        XCTAssertEqual(
            file.entries[0].comment, #"Class = "UIButton"; normalTitle = "add to favorites"; ObjectID = "abc-12-xyz";"#)
        XCTAssertNotNil(file.entries[0].valueRange)
        XCTAssertNil(file.entries[1].valueRange, "<source/> has no content to replace")
        let document = try XCTUnwrap(file.document)
        let edited = try document.applying([
            ValueEdit(range: try XCTUnwrap(file.entries[0].valueRange), rawText: XMLEscaping.raw("Add to Favorites"))
        ])
        XCTAssertEqual(try XLIFFReader.parse(edited, path: path).entries[0].value, "Add to Favorites")
    }

    func testVersion2UnitsSegmentsAndNotes() throws {
        let (data, path) = try XMLTestSupport.fixture("xliff", "fr.xlf")
        let file = try XLIFFReader.parse(data, path: path)
        XCTAssertEqual(file.locale, "fr")
        XCTAssertEqual(file.properties["version"], "2.0")
        let share = file.entries[0]
        XCTAssertEqual(share.value, #"Partager la <pc id="1">photo</pc>"#)
        XCTAssertEqual(share.sourceText, #"Share <pc id="1">Photo</pc>"#)
        XCTAssertEqual(share.state, "final")
        XCTAssertEqual(share.comment, "Toolbar button")
        XCTAssertEqual(file.entries[1].value, "Remind Me Later")
        XCTAssertTrue(file.entries[1].isSource)
        XCTAssertNil(file.entries[1].valueRange)
    }

    func testRewritingTargetsKeepsBytesAndNeverTouchesSources() throws {
        for name in ["de.xliff", "fr.xlf", "template.xliff"] {
            let (data, path) = try XMLTestSupport.fixture("xliff", name)
            let file = try XLIFFReader.parse(data, path: path)
            XCTAssertEqual(try XMLTestSupport.rewritten(file, escape: XMLEscaping.raw), data, name)
            try XMLTestSupport.checkChangedValues(
                file, escape: { XMLEscaping.raw($0, replacing: $1) },
                reparse: { try XLIFFReader.parse($0, path: path) })
        }
        let (data, path) = try XMLTestSupport.fixture("xliff", "de.xliff")
        let file = try XLIFFReader.parse(data, path: path)
        let edit = ValueEdit(range: try XCTUnwrap(file.entries[0].valueRange), rawText: XMLEscaping.raw("Sichern <& Schließen>"))
        let reread = try XLIFFReader.parse(try XCTUnwrap(file.document).applying([edit]), path: path)
        XCTAssertEqual(reread.entries[0].value, "Sichern <& Schließen>")
        XCTAssertEqual(reread.entries[0].sourceText, "Save & Close")
    }

    func testAnyValueReadsBackFromItsEscapedForm() throws {
        let pieces = [
            " ", "\n", "\t", "\r", "'", "\"", "&", "<", ">", "a", "Save", "é", "😀", #"<g id="1">"#, "</g>", #"<x id="2"/>"#,
            "<b>", "</b>", "<em>", "</em>", "&amp;", "&lt;", "]]>", "%@",
        ]
        var generator = XMLSafetyTests.Generator(state: 0x11FF)
        for _ in 0..<3000 {
            let value = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }
                .joined()
            let text =
                #"<xliff version="1.2"><file source-language="en" target-language="de"><body>"#
                + #"<trans-unit id="k"><source>s</source><target>"# + XMLEscaping.raw(value)
                + "</target></trans-unit></body></file></xliff>"
            let file = try XLIFFReader.parse(Array(text.utf8), path: "de.xliff")
            XCTAssertEqual(file.entries.first?.value, value, XMLEscaping.raw(value))
        }
    }

    func testEveryReaderErrorHasAFixtureWithMessageAndPosition() throws {
        for (name, message, line, column) in Self.errorFixtures {
            let (data, path) = try XMLTestSupport.fixture("xliff", name)
            XCTAssertThrowsError(try XLIFFReader.parse(data, path: path), name) { error in
                let error = error as? FormatError
                XCTAssertTrue(error?.message.hasPrefix(message) == true, "\(name): \(String(describing: error?.message))")
                XCTAssertEqual(error?.location.line, line, name)
                XCTAssertEqual(error?.location.column, column, name)
            }
        }
    }
}
