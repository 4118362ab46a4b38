import Foundation
import XCTest

/// `labelcopy fix` on translations, run as a user runs it: the built binary on a project in a
/// temporary folder.
final class FixTranslationsCommandTests: CommandTestCase {
    override class var folderPrefix: String { "labelcopy-fixtr" }

    @discardableResult
    func write(_ relative: String, bytes: [UInt8]) throws -> String {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        return url.path
    }

    func read(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// UTF-16 little-endian with a byte-order mark and CRLF line endings, as Xcode once wrote tables.
    func utf16CRLF(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.replacingOccurrences(of: "\n", with: "\r\n").utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        return bytes
    }

    let english = """
        /* Button: saves the changes */
        "save.button" = "Save Changes";

        /* Button: opens the export sheet */
        "export.button" = "Export…";

        /* Button: shares the document */
        "share.button" = "Share";

        """

    let french = """
        /* Button: saves the changes */
        "save.button" = "Enregistrer Les Modifications";

        /* Button: opens the export sheet */
        "export.button" = "Exporter...";

        /* Button: shares the document */
        "share.button" = "Partager ";

        """

    let gettext = """
        msgid ""
        msgstr ""
        "Language: fr\\n"
        "Content-Type: text/plain; charset=UTF-8\\n"

        #. Button: opens the export sheet
        msgid "Export…"
        msgstr "Exporter..."

        """

    /// Writes the project: English and French tables and a French gettext catalog.
    func project() throws -> (english: String, french: String, gettext: String) {
        (
            try write("App/en.lproj/Localizable.strings", bytes: Array(english.utf8)),
            try write("App/fr.lproj/Localizable.strings", bytes: utf16CRLF(french)),
            try write("po/fr.po", bytes: Array(gettext.utf8))
        )
    }

    func testDryRunShowsTheTranslationDiffAndWritesNothing() throws {
        let paths = try project()
        let before = try read(paths.french)
        let result = try tool.run(["fix", "--dry-run", folder.path])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.text.contains("-\"save.button\" = \"Enregistrer Les Modifications\";"), result.text)
        XCTAssertTrue(result.text.contains("+\"save.button\" = \"Enregistrer les modifications\";"), result.text)
        XCTAssertTrue(result.text.contains("+\"export.button\" = \"Exporter…\";"), result.text)
        XCTAssertTrue(result.text.contains("+\"share.button\" = \"Partager\";"), result.text)
        XCTAssertTrue(result.text.contains("+msgstr \"Exporter…\""), result.text)
        XCTAssertFalse(result.text.contains("+msgid"), "msgids never change")
        XCTAssertTrue(result.errors.contains("Would fix 4 values (4 in translations) in 2 files."), result.errors)
        XCTAssertEqual(try read(paths.french), before, "--dry-run writes nothing")
    }

    func testFixWritesTranslationsKeepingEncodingLineEndingsAndOtherBytes() throws {
        let paths = try project()
        let source = try read(paths.english)
        let result = try tool.run(["fix", folder.path])
        XCTAssertEqual(result.status, 0, result.errors)
        let expected = french.replacingOccurrences(of: "Les Modifications", with: "les modifications")
            .replacingOccurrences(of: "\"Exporter...\"", with: "\"Exporter…\"").replacingOccurrences(
                of: "\"Partager \"", with: "\"Partager\"")
        XCTAssertEqual(try read(paths.french), utf16CRLF(expected))
        XCTAssertEqual(
            try read(paths.gettext),
            Array(gettext.replacingOccurrences(of: "msgstr \"Exporter...\"", with: "msgstr \"Exporter…\"").utf8))
        XCTAssertEqual(try read(paths.english), source, "the source needed no fix")

        let again = try tool.run(["fix", folder.path])
        XCTAssertTrue(again.errors.contains("Fixed 0 values in 0 files."), "nothing is left to fix: \(again.errors)")
        let lint = try tool.run(["lint", folder.path, "--reporter", "json"])
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: lint.output) as? [String: Any])
        let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
        let rules = ["whitespace-consistency", "ellipsis-consistency", "locale-case-style"]
        XCTAssertFalse(findings.contains { rules.contains($0["rule"] as? String ?? "") }, "\(findings)")
    }

    func testSuppressionsAndConfigurationAreHonoured() throws {
        let paths = try project()
        let suppressed = french.replacingOccurrences(
            of: "/* Button: shares the document */", with: "/* labelcopy:disable-next whitespace-consistency */")
        try write("App/fr.lproj/Localizable.strings", bytes: utf16CRLF(suppressed))
        try write(".labelcopy.json", bytes: Array("{ version: 1, rules: { \"ellipsis-consistency\": \"off\" } }\n".utf8))
        let result = try tool.run(["fix", folder.path])
        XCTAssertEqual(result.status, 0, result.errors)
        let expected = suppressed.replacingOccurrences(of: "Les Modifications", with: "les modifications")
        XCTAssertEqual(try read(paths.french), utf16CRLF(expected), "only the case fix: the others are off or suppressed")
        XCTAssertEqual(try read(paths.gettext), Array(gettext.utf8), "ellipsis-consistency is off")
    }

    func testFixLeavesAndroidResourceReferencesAsWritten() throws {
        let english = """
            <resources>
                <string name="a_button">?android:attr/textAppearance</string>
                <string name="b_button">Export…</string>
                <string name="c_button">?attr/foo</string>
                <string name="d_button">Save Changes</string>
            </resources>

            """
        let french = """
            <resources>
                <string name="a_button">?android:attr/textAppearance</string>
                <string name="b_button">@string/export_label</string>
                <string name="c_button">?attr/exportLabel</string>
                <string name="d_button">Enregistrer Les Modifications</string>
            </resources>

            """
        let source = try write("app/res/values/strings.xml", bytes: Array(english.utf8))
        let translation = try write("app/res/values-fr/strings.xml", bytes: Array(french.utf8))
        try write(".labelcopy.json", bytes: Array(#"{ version: 1, profiles: [ { paths: ["**"], profile: "apple" } ] }"#.utf8))
        let result = try tool.run(["fix", folder.path])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(try read(source), Array(english.utf8), "no reference is a title to fix")
        let fixed = french.replacingOccurrences(of: "Les Modifications", with: "les modifications")
        XCTAssertEqual(try read(translation), Array(fixed.utf8), "only the text beside the references changes")
    }

    func testFixKeepsTheCapitalOfTheFirstWordAfterLeadingMarkupOrPlaceholder() throws {
        try write(
            "App/en.lproj/Localizable.strings",
            bytes: Array(
                """
                "a.button" = "**Open** File";
                "b.button" = "<b>Open File</b>";
                "c.button" = "%@ Open File";

                """.utf8))
        let strings = try write(
            "App/fr.lproj/Localizable.strings",
            bytes: Array(
                """
                "a.button" = "**Ouvrir** Le Fichier";
                "b.button" = "<b>Ouvrir Le Fichier</b>";
                "c.button" = "%@ Ouvrir Le Fichier";

                """.utf8))
        func unit(_ id: String, _ source: String, _ target: String) -> String {
            "<trans-unit id=\"\(id)\"><source>\(source)</source><target>\(target)</target><note>Button</note></trans-unit>\n"
        }
        let xliff = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
            <file original="a" source-language="en" target-language="fr" datatype="plaintext"><body>

            """
            + unit("g.button", #"<g id="1">Open File</g>"#, #"<g id="1">Ouvrir Le Fichier</g>"#)
            + unit("x.button", #"<x id="1"/>Open File"#, #"<x id="1"/>Ouvrir Le Fichier"#)
            + unit("mrk.button", #"<mrk mtype="seg">Open File</mrk>"#, #"<mrk mtype="seg">Ouvrir Le Fichier</mrk>"#)
            + "</body></file></xliff>\n"
        let xliffPath = try write("Export/fr.xliff", bytes: Array(xliff.utf8))
        let result = try tool.run(["fix", folder.path])
        XCTAssertEqual(result.status, 0, result.errors)
        let fixedStrings = """
            "a.button" = "**Ouvrir** le fichier";
            "b.button" = "<b>Ouvrir le fichier</b>";
            "c.button" = "%@ Ouvrir le fichier";

            """
        XCTAssertEqual(String(decoding: try read(strings), as: UTF8.self), fixedStrings)
        XCTAssertEqual(
            String(decoding: try read(xliffPath), as: UTF8.self),
            xliff.replacingOccurrences(of: "Ouvrir Le Fichier</target>", with: "Ouvrir le fichier</target>")
                .replacingOccurrences(of: "Ouvrir Le Fichier</g></target>", with: "Ouvrir le fichier</g></target>")
                .replacingOccurrences(of: "Ouvrir Le Fichier</mrk></target>", with: "Ouvrir le fichier</mrk></target>"))
    }
}
