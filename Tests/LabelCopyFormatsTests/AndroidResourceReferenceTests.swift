import XCTest

@testable import LabelCopyFormats

/// Which Android values are resource references (no text) and which are text that looks like one.
final class AndroidResourceReferenceTests: XCTestCase {
    func testReferenceShapesAaptResolves() {
        for reference in [
            "@string/export_label", "@android:string/ok", "@+id/done", "@*android:string/hidden", "@null", "@empty",
            "@drawable/ic_export.v2", "?attr/exportLabel", "?android:attr/textAppearance", "?android:textColor", "?colorPrimary",
        ] {
            XCTAssertTrue(AndroidResourceReference.hasReferenceShape(reference), reference)
        }
        for text in [
            "Export…", "@Home", "@ home", "?Help me", "? attr/x", "@string/", "@/name", "@string/two words", "?style/x",
            "mail@example.com", "Why?", "@string/name…", "?", "@",
        ] {
            XCTAssertFalse(AndroidResourceReference.hasReferenceShape(text), text)
        }
    }

    func testReaderMarksReferencesButNotEscapedOrQuotedText() throws {
        let xml = """
            <resources>
                <string name="a">@string/export_label</string>
                <string name="b">  ?android:attr/textAppearance\n  </string>
                <string name="c">\\@string/export_label</string>
                <string name="d">"@string/export_label"</string>
                <string name="e">\\?attr/foo</string>
                <string name="f">Export…</string>
                <string name="g">&#64;string/export_label</string>
                <plurals name="h"><item quantity="one">@string/one_file</item><item quantity="other">%d files</item></plurals>
            </resources>
            """
        let file = try AndroidStringsReader.parse(Array(xml.utf8), path: "res/values-fr/strings.xml")
        let marked = file.entries.filter(\.isResourceReference).map { $0.key + ($0.pluralCategory.map { "#" + $0 } ?? "") }
        XCTAssertEqual(marked, ["a", "b", "g", "h#one"])
        XCTAssertEqual(file.entries.first { $0.key == "c" }?.value, "@string/export_label", "escaped: literal text")
        var other = try XCTUnwrap(file.entries.first)
        other.format = .strings
        XCTAssertFalse(other.isResourceReference, "only Android resolves references")
    }
}
