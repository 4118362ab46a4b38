import Foundation
import XCTest

import LabelCopyTestSupport

@testable import LabelCopyFormats

/// Rewriting XML values (Android, XLIFF, `.stringsdict`) edits only the characters that change:
/// comments and processing instructions inside a value are never lost, CDATA sections stay
/// sections, references and white-space layout stay as written; and entries are located at the
/// first character of their text.
final class XMLValueRewriteTests: XCTestCase {
    private func android(_ content: String) throws -> LocalizationFile {
        let text =
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n    <string name=\"a_button\">" + content
            + "</string>\n</resources>\n"
        return try AndroidStringsReader.parse(Array(text.utf8), path: "res/values/strings.xml")
    }

    private func xliff(_ target: String) throws -> LocalizationFile {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2"><file original="a" source-language="en" target-language="fr"><body>
            <trans-unit id="a.button"><source>Open the File</source><target>\(target)</target></trans-unit>
            </body></file></xliff>

            """
        return try XLIFFReader.parse(Array(text.utf8), path: "fr.xliff")
    }

    private func stringsdict(_ format: String) throws -> LocalizationFile {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>add</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>\(format)</string>
            </dict></dict></plist>

            """
        return try StringsdictReader.parse(Array(text.utf8), path: "en.lproj/Localizable.stringsdict")
    }

    /// The file rewritten with its first entry set to `value`, as text.
    private func rewritten(_ file: LocalizationFile, _ value: String) throws -> String {
        String(decoding: try file.rewriting([(file.entries[0], value)]), as: UTF8.self)
    }

    private func content(of file: LocalizationFile, in text: String) -> String {
        let start = text.utf8.index(text.utf8.startIndex, offsetBy: file.entries[0].valueRange!.lowerBound)
        let end = text.range(of: file.format == .androidXML ? "</string>" : "</target>", range: start..<text.endIndex)!.lowerBound
        return String(text[start..<end])
    }

    // MARK: - Comments and processing instructions are kept

    func testAndroidCommentsAndProcessingInstructionsInsideAValueAreKept() throws {
        let file = try android("add <!-- keep me --> item")
        XCTAssertEqual(file.entries[0].value, "add item")
        let text = try rewritten(file, "Add Item")
        XCTAssertEqual(content(of: file, in: text), "Add <!-- keep me --> Item")
        XCTAssertEqual(
            try rewritten(try android("open<?pi keep?> the file"), "Open the File").contains("Open<?pi keep?> the File"), true)
    }

    func testXLIFFAndStringsdictCommentsProcessingInstructionsAndReferencesAreKept() throws {
        let file = try xliff("Ouvrir <!-- check with team --> Le Fichier<?pi keep?> &#233;t&#xE9;")
        XCTAssertFalse(file.entries[0].value.contains("check"))
        let text = try rewritten(file, "Ouvrir  le fichier été")
        XCTAssertTrue(text.contains("<target>Ouvrir <!-- check with team --> le fichier<?pi keep?> &#233;t&#xE9;</target>"), text)

        let plist = try stringsdict("add <!-- note -->%#@n@ now")
        let fixed = String(decoding: try plist.rewriting([(plist.entries[0], "Add %#@n@ Now")]), as: UTF8.self)
        XCTAssertTrue(fixed.contains("<string>Add <!-- note -->%#@n@ Now</string>"), fixed)
    }

    func testAChangeThatCannotBePlacedAroundACommentIsRefusedNotWritten() throws {
        // New text replacing characters on both sides of the comment has no one right place.
        for file in [try android("ab<!-- c -->cd"), try xliff("ab<!-- c -->cd"), try xliff("ab<?pi x?>cd")] {
            var refused: [FormatError] = []
            let bytes = try file.rewriting([(file.entries[0], "Xyz")], refused: &refused)
            XCTAssertEqual(bytes, file.document?.encoded(file.document!.bytes), "the value is left as it was")
            XCTAssertEqual(refused.count, 1)
            XCTAssertTrue(refused.first?.message.contains("not fixed") == true, "\(refused)")
            XCTAssertThrowsError(try file.rewriting([(file.entries[0], "Xyz")]))
        }
        // As many new characters as old ones are each put in place of their own.
        let file = try android("ab<!-- c -->cd")
        XCTAssertTrue(try rewritten(file, "aBCd").contains(">aB<!-- c -->Cd<"))
    }

    // MARK: - CDATA, quotes and layout are kept

    func testCDATASectionsStaySectionsWhenTheNewTextCanBeOne() throws {
        let file = try android("<![CDATA[delete <b>all</b> items]]>")
        XCTAssertTrue(
            try rewritten(file, "Delete <b>All</b> Items").contains(">\u{3C}![CDATA[Delete <b>All</b> Items]]></string>"))
        let target = try xliff("<![CDATA[Enregistrer Le <Fichier>]]>")
        XCTAssertTrue(
            try rewritten(target, "Enregistrer le <fichier>").contains("<target><![CDATA[Enregistrer le <fichier>]]></target>"))
        // "]]>" would end the section: the value is written as escaped text instead, and reads back.
        let ended = try rewritten(target, "A ]]> B")
        XCTAssertTrue(ended.contains("<target>A ]]&gt; B</target>"), ended)
    }

    func testAndroidWhiteSpaceLayoutAndQuotesStayWhenOnlyWordsChange() throws {
        let file = try android("\n        save the file\n    ")
        XCTAssertEqual(content(of: file, in: try rewritten(file, "Save the File")), "\n        Save the File\n    ")
        let folded = try android("save the\n        whole file")
        XCTAssertEqual(content(of: folded, in: try rewritten(folded, "Save the Whole File")), "Save the\n        Whole File")
        let quoted = try android("\"open the file\"")
        XCTAssertEqual(content(of: quoted, in: try rewritten(quoted, "Open the File")), "\"Open the File\"")
        let escaped = try android("don\\'t sync &amp; quit")
        XCTAssertEqual(content(of: escaped, in: try rewritten(escaped, "Don't Sync & Quit")), "Don\\'t Sync &amp; Quit")
    }

    func testAResourceReferenceIsWrittenWholeAsBefore() throws {
        let file = try android("@string/export_label")
        XCTAssertEqual(content(of: file, in: try rewritten(file, "@string/export_label…")), "\\@string/export_label…")
        // Text that an edit would leave starting with "@" or "?" is escaped, not made a reference.
        for raw in ["\\u0020@string/aide", "\\t?attr/x", " \" @string/aide\""] {
            let spaced = try android(raw)
            let value = String(spaced.entries[0].value.drop { $0 == " " || $0 == "\t" })
            let text = try rewritten(spaced, value)
            let reread = try AndroidStringsReader.parse(Array(text.utf8), path: "res/values/strings.xml")
            XCTAssertEqual(reread.entries[0].value, value, raw)
            XCTAssertFalse(reread.entries[0].isResourceReference, raw)
        }
        // An "@" written as text (escaped or quoted) is edited around like any other letter,
        // a comment beside it kept.
        for (raw, fixed) in [("\\@save file<!-- c -->", "\\@Save File<!-- c -->"), ("\"@save file\"<!-- c -->", "\"@Save File\"<!-- c -->")] {
            let text = try android(raw)
            XCTAssertEqual(text.entries[0].value, "@save file", raw)
            XCTAssertEqual(content(of: text, in: try rewritten(text, "@Save File")), fixed)
        }
    }

    /// A long value changed at both ends is still edited character by character: references,
    /// CDATA and a CR LF in the middle stay as written.
    func testLongValuesChangedAtBothEndsKeepTheirMiddle() throws {
        let middle = String(repeating: "&#233;t&#233; ", count: 300) + "<![CDATA[a]]>\r\nfin"
        let file = try xliff(" ouvrir " + middle + " ")
        let value = file.entries[0].value
        let new = "O" + value.dropFirst(2).dropLast()
        let text = try rewritten(file, String(new))
        XCTAssertEqual(content(of: file, in: text), "Ouvrir " + middle)
        let reread = try XLIFFReader.parse(Array(text.utf8), path: "fr.xliff")
        XCTAssertEqual(reread.entries[0].value, String(new))
    }

    /// A line break a fix adds to a value in a file of CR LF lines is written CR LF.
    func testAddedLineBreaksTakeTheFilesLineEnd() throws {
        let lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<xliff version=\"1.2\"><file original=\"a\" source-language=\"en\" target-language=\"fr\"><body>",
            "<trans-unit id=\"a\"><source>Open\n</source><target>Ouvrir</target></trans-unit>", "</body></file></xliff>", "",
        ]
        for (lineEnd, added) in [("\r\n", "Ouvrir\r\n"), ("\n", "Ouvrir\n")] {
            let file = try XLIFFReader.parse(Array(lines.joined(separator: lineEnd).utf8), path: "fr.xliff")
            let target = try XCTUnwrap(file.entries.first { !$0.isSource })
            let text = String(decoding: try file.rewriting([(target, "Ouvrir\n")]), as: UTF8.self)
            XCTAssertTrue(text.contains("<target>" + added + "</target>"), text.debugDescription)
            let reread = try XLIFFReader.parse(Array(text.utf8), path: "fr.xliff")
            XCTAssertEqual(reread.entries.first { !$0.isSource }?.value, "Ouvrir\n")
        }
    }

    /// The edit-distance search finds edits that turn one text into the other, as few as the
    /// longest-common-subsequence table does.
    func testFewEditsAgreesWithTheFullTable() {
        var generator = SeededGenerator(seed: 11)
        let alphabet: [Unicode.Scalar] = ["a", "b", "c", " ", "é"]
        for _ in 0..<300 {
            let old = (0..<Int(generator.next() % 40)).map { _ in alphabet[Int(generator.next() % 5)] }
            var new = old
            for _ in 0..<Int(generator.next() % 6) {
                let at = new.isEmpty ? 0 : Int(generator.next() % UInt64(new.count))
                switch generator.next() % 3 {
                case 0: new.insert(alphabet[Int(generator.next() % 5)], at: at)
                case 1: if !new.isEmpty { new.remove(at: at) }
                default: if !new.isEmpty { new[at] = alphabet[Int(generator.next() % 5)] }
                }
            }
            guard let hunks = ValueUnitMap.fewEdits(old, new) else { return XCTFail("no edits found for \(old) → \(new)") }
            // Applying the hunks from the end turns old into new.
            var applied = old
            for hunk in hunks.reversed() { applied.replaceSubrange(hunk.old, with: new[hunk.new]) }
            XCTAssertEqual(applied, new)
            let edited = hunks.reduce(0) { $0 + $1.old.count + $1.new.count }
            let table = ValueUnitMap.hunks(old, new) ?? []
            XCTAssertLessThanOrEqual(edited, table.reduce(0) { $0 + $1.old.count + $1.new.count })
        }
    }

    /// Random values made of words, spaces, references, CDATA, comments and processing
    /// instructions, changed the ways fixes change them: every rewrite either reads back as the new
    /// value with every comment and processing instruction kept, or is refused.
    func testRandomRewritesReadBackAndNeverLoseAComment() throws {
        var generator = SeededGenerator(seed: 7)
        let pieces = [
            "save", "the", "file", " ", "  ", "\n    ", "&amp;", "&#233;", "<!-- c -->", "<?pi x?>", "<![CDATA[all]]>",
            "<![CDATA[ now ]]>", "...", "Ok", "\\'", "\"q d\"",
        ]
        var refusedCount = 0
        for round in 0..<400 {
            var raw = ""
            for _ in 0..<(1 + Int(generator.next() % 7)) { raw += pieces[Int(generator.next() % UInt64(pieces.count))] }
            let isAndroid = round % 2 == 0
            if !isAndroid { raw = raw.replacingOccurrences(of: "\\'", with: "'") }
            guard let file = try? (isAndroid ? android(raw) : xliff(raw)), !file.entries[0].value.isEmpty,
                file.entries[0].valueRange != nil
            else { continue }
            let old = file.entries[0].value
            let new: String
            switch generator.next() % 4 {
            case 0: new = old.capitalized
            case 1: new = old.uppercased()
            case 2: new = old.replacingOccurrences(of: "...", with: "…") + "…"
            default: new = "Now " + old.replacingOccurrences(of: "the", with: "a")
            }
            var refused: [FormatError] = []
            let bytes = try file.rewriting([(file.entries[0], new)], refused: &refused)
            let reread =
                try isAndroid
                ? AndroidStringsReader.parse(bytes, path: "res/values/strings.xml") : XLIFFReader.parse(bytes, path: "fr.xliff")
            let text = String(decoding: bytes, as: UTF8.self)
            for mark in ["<!-- c -->", "<?pi x?>"] {
                XCTAssertEqual(
                    text.components(separatedBy: mark).count, raw.components(separatedBy: mark).count, "\(raw) → \(new): \(text)")
            }
            if refused.isEmpty {
                XCTAssertEqual(reread.entries[0].value, new, "\(raw.debugDescription) → \(text)")
            } else {
                XCTAssertEqual(reread.entries[0].value, old)
                refusedCount += 1
            }
        }
        XCTAssertLessThan(refusedCount, 100, "most changes are placed")
    }

    // MARK: - Positions

    func testEntriesAreLocatedAtTheFirstCharacterOfTheirText() throws {
        func position(_ file: LocalizationFile) -> String {
            "\(file.entries[0].location.line):\(file.entries[0].location.column)"
        }
        XCTAssertEqual(position(try android("\n        save the file\n    ")), "4:9")
        XCTAssertEqual(position(try android("\"open the file\"")), "3:30")
        XCTAssertEqual(position(try android("<![CDATA[delete <b>all</b> items]]>")), "3:38")
        XCTAssertEqual(position(try android("<!-- c --> open")), "3:40")
        XCTAssertEqual(position(try android("open the file")), "3:29")
        XCTAssertEqual(position(try android("<b>open</b> it")), "3:29")
        XCTAssertEqual(position(try xliff("<![CDATA[Ouvrir]]>")), "3:74")
        XCTAssertEqual(position(try xliff("<!-- c -->Ouvrir")), "3:75")
        XCTAssertEqual(position(try xliff("Ouvrir")), "3:65")
        XCTAssertEqual(position(try stringsdict("<!-- n -->add")), "3:56")

        let po = """
            msgid ""
            msgstr ""
            "Language: fr\\n"

            msgid "Delete %d file"
            msgid_plural "Delete %d files"
            msgstr[0] "Supprimer %d fichier"
            msgstr[1] ""
            "Supprimer %d fichiers"

            msgid ""
            "Open the File"
            msgstr ""

            """
        let catalog = try POReader.parse(Array(po.utf8), path: "fr.po")
        XCTAssertEqual(catalog.entries.map { "\($0.location.line):\($0.location.column)" }, ["7:12", "9:2", "12:2"])
    }
}
