import Foundation
import XCTest

@testable import LabelCopyFormats

/// Android `strings.xml` fixtures: escapes, quoting, white space, markup, plurals, arrays, errors.
final class AndroidStringsReaderTests: XCTestCase {
    /// Fixture, start of the message, line, column.
    static let errorFixtures: [(String, String, Int, Int)] = [
        ("values-de/error-root.xml", "an Android strings file must have a <resources> root element, not <resource>", 2, 1),
        ("values-de/error-no-name.xml", "<string> has no name attribute", 3, 5),
        (
            "values-de/error-quantity.xml", "<item> of <plurals name=\"files\"> needs quantity=\"zero|one|two|few|many|other\"",
            4, 9
        ),
        (
            "values-de/error-unicode-escape.xml", "invalid Android escape: '\\u' must be followed by four hexadecimal digits", 3,
            25
        ),
        ("values-de/error-surrogate-escape.xml", "invalid Android escape: '\\u' names a surrogate", 3, 22),
    ]

    private func read(_ name: String) throws -> (LocalizationFile, [UInt8], String) {
        let (data, path) = try XMLTestSupport.fixture("android", name)
        return (try AndroidStringsReader.parse(data, path: path), data, path)
    }

    func testValuesAreUnescapedTheWayAndroidDoes() throws {
        let (file, _, _) = try read("values/strings.xml")
        let values = Dictionary(file.entries.map { ($0.key + ($0.pluralCategory.map { "#" + $0 } ?? ""), $0.value) }) {
            first, _ in first
        }
        XCTAssertEqual(values["save"], "Save")
        XCTAssertEqual(values["dont_save"], "Don't Save")
        XCTAssertEqual(values["quoted"], "  Keep   spaces  ")
        XCTAssertEqual(values["folded"], "Line one continues here")
        XCTAssertEqual(values["escapes"], "Say \"Hi\"\nTab\there \\ @home ?why été")
        XCTAssertEqual(values["leading_at"], "@string/name")
        XCTAssertEqual(values["markup"], "Tap <b>Done</b> to <i>finish</i>")
        XCTAssertEqual(values["placeholder"], #"Delete <xliff:g id="count" example="3">%d</xliff:g> files?"#)
        XCTAssertEqual(values["amp"], "Fish & Chips <3")
        XCTAssertEqual(values["cdata"], "<b>Bold</b> & raw")
        XCTAssertEqual(values["empty"], "")
        XCTAssertEqual(values["files#one"], "%d file")
        XCTAssertEqual(values["speeds[1]"], "Fast")
        XCTAssertNil(values["ignored"])
        XCTAssertEqual(file.entries.count, 16)
    }

    func testEntryFactsComeFromFolderAttributesAndComments() throws {
        let (file, _, _) = try read("values/strings.xml")
        XCTAssertNil(file.locale)
        XCTAssertTrue(file.entries.allSatisfy(\.isSource))
        XCTAssertEqual(file.entries[0].comment, "Toolbar")
        XCTAssertNil(file.entries[1].comment)
        XCTAssertEqual(file.entries[0].location.line, 4)
        XCTAssertEqual(file.entries[0].location.column, 25)
        let app = try XCTUnwrap(file.entries.first { $0.key == "app_name" })
        XCTAssertFalse(app.translatable)
        XCTAssertEqual(app.properties["tools:ignore"], "UnusedResources")
        XCTAssertNil(file.entries.first { $0.key == "empty" }?.valueRange)
        let plurals = file.entries.filter { $0.key == "files" }
        XCTAssertEqual(plurals.map(\.pluralCategory), ["one", "other"])
        XCTAssertEqual(plurals.map(\.comment), ["Counts", "Counts"])
        XCTAssertEqual(file.entries.filter { $0.key.hasPrefix("speeds[") }.map(\.value), ["Slow", "Fast"])
        let (german, _, _) = try read("values-de/strings.xml")
        XCTAssertEqual(german.locale, "de")
        XCTAssertEqual(german.entries.map(\.isSource), [false, false, false])
        XCTAssertEqual(try read("values-b+sr+Latn/strings.xml").0.entries.first?.locale, "sr-Latn")
    }

    func testEscaperWritesAndroidEscapesAndKeepsMarkup() {
        XCTAssertEqual(AndroidEscaping.raw("Don't Save"), #"Don\'t Save"#)
        XCTAssertEqual(AndroidEscaping.raw("Say \"Hi\"\n\tnow \\"), #"Say \"Hi\"\n\tnow \\"#)
        XCTAssertEqual(AndroidEscaping.raw("  Keep   spaces  "), #""  Keep   spaces  ""#)
        XCTAssertEqual(AndroidEscaping.raw("@home"), #"\@home"#)
        XCTAssertEqual(AndroidEscaping.raw("?why not?"), #"\?why not?"#)
        XCTAssertEqual(AndroidEscaping.raw("Fish & Chips <3 >"), "Fish &amp; Chips &lt;3 &gt;")
        XCTAssertEqual(
            AndroidEscaping.raw(#"It's <b>bold</b> <xliff:g id="n">%d</xliff:g> <ID>"#),
            #"It\'s <b>bold</b> <xliff:g id="n">%d</xliff:g> &lt;ID&gt;"#)
        XCTAssertEqual(AndroidEscaping.raw("One. \nTwo", literalLineBreaks: true), "One.\n\\nTwo")
    }

    func testRewritingKeepsBytesAndReadsBackNewValues() throws {
        for name in ["values/strings.xml", "values-de/strings.xml"] {
            let (file, data, path) = try read(name)
            let document = try XCTUnwrap(file.document)
            let same = file.entries.compactMap { entry in
                entry.valueRange.map {
                    ValueEdit(range: $0, rawText: AndroidEscaping.raw(entry.value, replacing: document.string($0)))
                }
            }
            XCTAssertEqual(try document.applying(same), data, name)
            let canonical = try XMLTestSupport.rewritten(file, escape: AndroidEscaping.raw)
            XCTAssertEqual(
                try AndroidStringsReader.parse(canonical, path: path).entries.map(\.value), file.entries.map(\.value), name)
            try XMLTestSupport.checkChangedValues(
                file, escape: { AndroidEscaping.raw($0, replacing: $1) },
                reparse: { try AndroidStringsReader.parse($0, path: path) })
        }
    }

    /// A value written as one CDATA section is rewritten as one, its "<b>" still text, and any
    /// value reads back from that form.
    func testCDATAValuesStayCDATA() throws {
        let original = "<![CDATA[Terms & <b>more</b>...]]>"
        let written = AndroidEscaping.raw("Terms & <b>More</b>…", replacing: original)
        XCTAssertEqual(written, "<![CDATA[Terms & <b>More</b>…]]>")
        let pieces = [" ", "  ", "\n", "\t", "'", "\"", "\\", "@", "?", "&", "<", ">", "a", "é", "<b>", "</b>", "]]", "%1$s"]
        var generator = XMLSafetyTests.Generator(state: 0xCDA7)
        for _ in 0..<2000 {
            let value = (0..<Int.random(in: 1...8, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }
                .joined()
            let raw = AndroidEscaping.raw(value, replacing: original)
            let text = "<resources><string name=\"k\">\(raw)</string></resources>"
            let file = try AndroidStringsReader.parse(Array(text.utf8), path: "values/strings.xml")
            XCTAssertEqual(file.entries.first?.value, value, raw)
        }
    }

    func testAnyValueReadsBackFromItsEscapedForm() throws {
        let pieces = [
            " ", "  ", "\n", "\t", "\r", "'", "\"", "\\", "@", "?", "&", "<", ">", "a", "Save", "é", "😀", "<b>", "</b>",
            "<i>", "</i>", #"<xliff:g id="n">"#, "</xliff:g>", "<br/>", "&amp;", "\\u0041", "%1$s", "<ID>",
        ]
        var generator = XMLSafetyTests.Generator(state: 0xA11D)
        for _ in 0..<3000 {
            let value = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }
                .joined()
            let text = "<resources><string name=\"k\">\(AndroidEscaping.raw(value))</string></resources>"
            let file = try AndroidStringsReader.parse(Array(text.utf8), path: "values/strings.xml")
            XCTAssertEqual(file.entries.first?.value, value, AndroidEscaping.raw(value))
        }
    }

    func testEveryReaderErrorHasAFixtureWithMessageAndPosition() throws {
        for (name, message, line, column) in Self.errorFixtures {
            let (data, path) = try XMLTestSupport.fixture("android", name)
            XCTAssertThrowsError(try AndroidStringsReader.parse(data, path: path), name) { error in
                let error = error as? FormatError
                XCTAssertTrue(error?.message.hasPrefix(message) == true, "\(name): \(String(describing: error?.message))")
                XCTAssertEqual(error?.location.line, line, name)
                XCTAssertEqual(error?.location.column, column, name)
            }
        }
    }
}
