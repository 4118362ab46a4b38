import Foundation
import XCTest

/// `labelcopy fix` on XML files whose values hold comments, processing instructions, CDATA
/// sections and multi-line layout: only the changed characters change, no comment is ever lost,
/// and a value whose change cannot be placed around its comment is left as it was, with a warning.
final class FixKeepsMarkupCommandTests: CommandTestCase {
    override class var folderPrefix: String { "labelcopy-fixmarkup" }

    func write(_ relative: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func read(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }

    let android = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <string name="a_button">add <!-- keep me --> item</string>
            <string name="b_button">
                save the file
            </string>
            <string name="c_button"><![CDATA[delete <b>all</b> items]]></string>
            <string name="d_button">"open the file"</string>
            <string name="e_button">Save the File.<!-- split -->..</string>
        </resources>

        """

    let xliff = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff version="1.2"><file original="a" source-language="en" target-language="fr" datatype="plaintext"><body>
        <trans-unit id="a.button"><source>Open the File</source><target>Ouvrir <!-- check with team --> Le Fichier<?pi keep?></target><note>Button</note></trans-unit>
        <trans-unit id="b.button"><source>Save the File</source><target><![CDATA[Enregistrer Le Fichier]]></target><note>Button</note></trans-unit>
        </body></file></xliff>

        """

    let stringsdict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>add_button</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>add <!-- note -->%#@n@ now</string>
                <key>n</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>d</string>
                    <key>other</key>
                    <string>%d</string>
                </dict>
            </dict>
        </dict>
        </plist>

        """

    func testFixKeepsCommentsCDATAAndLayoutAndSaysWhatItLeaves() throws {
        _ = try write(".labelcopy.json", #"{ version: 1, profiles: [ { paths: ["**"], profile: "apple" } ] }"#)
        let androidPath = try write("res/values/strings.xml", android)
        let xliffPath = try write("fr.xliff", xliff)
        let plistPath = try write("en.lproj/Localizable.stringsdict", stringsdict)
        let result = try tool.run(["fix", folder.path])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(
            try read(androidPath),
            android.replacingOccurrences(of: "add <!-- keep me --> item", with: "Add <!-- keep me --> Item")
                .replacingOccurrences(of: "        save the file\n", with: "        Save the File\n")
                .replacingOccurrences(of: "delete <b>all</b> items", with: "Delete <b>All</b> Items")
                .replacingOccurrences(of: "\"open the file\"", with: "\"Open the File\""))
        XCTAssertEqual(
            try read(xliffPath),
            xliff.replacingOccurrences(of: "--> Le Fichier<?pi", with: "--> le fichier<?pi")
                .replacingOccurrences(of: "[Enregistrer Le Fichier]", with: "[Enregistrer le fichier]"))
        XCTAssertEqual(
            try read(plistPath),
            stringsdict.replacingOccurrences(of: "add <!-- note -->%#@n@ now", with: "Add <!-- note -->%#@n@ Now"))
        XCTAssertTrue(
            result.errors.contains("strings.xml:9:29: warning: not fixed: the value of \"e_button\" has a comment"), result.errors
        )
        XCTAssertTrue(result.errors.contains("Fixed 7 values (2 in translations) in 3 files."), result.errors)
    }

    /// What fix leaves ("not fixed") lint offers no replacement for, whichever reporters run.
    func testLintOffersTheSameFixesWithAnyReporter() throws {
        _ = try write(".labelcopy.json", #"{ version: 1, profiles: [ { paths: ["**"], profile: "apple" } ] }"#)
        _ = try write("res/values/strings.xml", android)
        let sarif = folder.appendingPathComponent("out.sarif").path
        let alone = try tool.run(["lint", folder.path, "--reporter", "json"])
        let withSARIF = try tool.run(["lint", folder.path, "--reporter", "json", "--reporter", "sarif=\(sarif)"])
        XCTAssertEqual(alone.text, withSARIF.text)
        let findings = try XCTUnwrap(
            (try JSONSerialization.jsonObject(with: alone.output) as? [String: Any])?["findings"] as? [[String: Any]])
        let refused = findings.filter { ($0["key"] as? String) == "e_button" }
        XCTAssertFalse(refused.isEmpty)
        XCTAssertTrue(refused.allSatisfy { $0["replacement"] is NSNull }, "\(refused)")
    }
}
