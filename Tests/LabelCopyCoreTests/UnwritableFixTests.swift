import LabelCopyFormats
import XCTest

@testable import LabelCopyCore

/// `lint` offers a replacement only where `fix` writes it: not for a value split over several
/// XLIFF 2.0 segments, nor for one whose change cannot be placed around a comment inside it.
final class UnwritableFixTests: XCTestCase {
    static let segments = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr">
          <file id="f1">
            <unit id="b.button">
              <notes><note>Button</note></notes>
              <segment><source>Save All</source><target>Tout Enregistrer Ici</target></segment>
              <segment><source>Now</source><target>Maintenant Là</target></segment>
            </unit>
            <unit id="c.button">
              <notes><note>Button</note></notes>
              <segment><source>Close the File</source><target>Fermer Le Fichier</target></segment>
            </unit>
          </file>
        </xliff>

        """

    func testAValueSplitOverSegmentsIsNotOfferedAFixButAOneSegmentValueIs() throws {
        let file = try XLIFFReader.parse(Array(Self.segments.utf8), path: "fr.xliff")
        let findings = Linter().lint([file]).findings.filter { $0.ruleID == "locale-case-style" }
        XCTAssertEqual(findings.map(\.key), ["b.button", "c.button"])
        XCTAssertNil(findings[0].replacement, "fix cannot write a value split over two <segment>s")
        XCTAssertEqual(findings[1].replacement, "Fermer le fichier")
        let planned = Linter().plannedFixes(forProject: [file])["fr.xliff"] ?? []
        XCTAssertEqual(planned.map(\.entry.key), ["c.button"])
    }

    func testAChangeThatCannotBePlacedAroundACommentIsNotOffered() throws {
        let text = """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <string name="a_button">Save the File.<!-- c -->..</string>
                <string name="b_button">save <!-- c --> the file</string>
            </resources>

            """
        let file = try AndroidStringsReader.parse(Array(text.utf8), path: "res/values/strings.xml")
        let findings = Linter().lint([file]).findings
        let split = findings.filter { $0.key == "a_button" }
        XCTAssertFalse(split.isEmpty)
        XCTAssertTrue(split.allSatisfy { $0.replacement == nil }, "\(split)")
        let kept = findings.filter { $0.key == "b_button" && $0.ruleID == "title-case" }
        XCTAssertEqual(kept.first?.replacement, "Save the File")
        XCTAssertEqual(kept.first?.replacementText, "Save <!-- c --> the File")
    }
}
