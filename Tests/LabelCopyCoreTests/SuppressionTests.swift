import LabelCopyCore
import LabelCopyFormats
import XCTest

final class SuppressionTests: XCTestCase {
    /// An entry at `line` of `a.strings` with `comment`.
    private func entry(_ key: String, line: Int, comment: String? = nil, path: String = "a.strings") -> LocalizationEntry {
        LocalizationEntry(
            key: key, locale: "en", value: "v", comment: comment, location: SourceLocation(path: path, line: line, column: 10),
            format: .strings, isSource: true)
    }

    private func finding(_ rule: String, _ entry: LocalizationEntry) -> LintFinding {
        LintFinding(
            ruleID: rule, severity: .warning, message: "m", location: entry.location, key: entry.key,
            locale: entry.locale, value: entry.value, replacement: nil, reason: "r")
    }

    private func suppressed(_ entries: [LocalizationEntry], rules: [String] = ["title-case", "verb-first"]) -> [String] {
        let index = SuppressionIndex(entries: entries)
        return entries.flatMap { entry in
            rules.filter { index.isSuppressed(ruleID: $0, entryKey: entry.key, location: entry.location) }.map {
                "\(entry.key):\($0)"
            }
        }
    }

    func testDirectiveSyntax() {
        let (directives, problems) = SuppressionDirective.parse(
            comment: """
                Buy button. labelcopy:disable title-case , verb-first because the brand says so
                labelcopy:enable all labelcopy:disable-next ellipsis-->
                labelcopy:disabel title-case labelcopy:disable labelcopy:frobnicate
                """)
        XCTAssertEqual(
            directives,
            [
                SuppressionDirective(action: .disable, rules: ["title-case", "verb-first"]),
                SuppressionDirective(action: .enable, rules: ["all"]),
                SuppressionDirective(action: .disableNext, rules: ["ellipsis"]),
            ])
        XCTAssertEqual(
            problems,
            [
                "unknown directive 'labelcopy:disabel'; did you mean 'disable'?",
                "'labelcopy:disable' names no rule; write 'all' for every rule",
                "unknown directive 'labelcopy:frobnicate'",
            ])
    }

    func testDisableHoldsToTheEndOfTheFileOrAMatchingEnable() {
        let entries = [
            entry("a", line: 1),
            entry("b", line: 3, comment: "labelcopy:disable title-case"),
            entry("c", line: 5),
            entry("d", line: 7, comment: "labelcopy:enable title-case"),
            entry("e", line: 9),
        ]
        XCTAssertEqual(suppressed(entries), ["b:title-case", "c:title-case"])
    }

    func testDisableNextCoversOneEntryHoweverManyLinesItSpans() {
        let entries = [
            entry("a", line: 1, comment: "labelcopy:disable-next verb-first"),
            entry("b", line: 2),  // a multi-line value: lines 2 to 6
            entry("c", line: 7),
        ]
        XCTAssertEqual(suppressed([entries[0], entries[1], entries[2]]), ["a:verb-first"])
        let multiLine = [
            entry("intro", line: 1),
            entry("long", line: 3, comment: "labelcopy:disable-next all"),
            entry("after", line: 9),
        ]
        XCTAssertEqual(suppressed(multiLine), ["long:title-case", "long:verb-first"])
    }

    func testAllAndExceptions() {
        let entries = [
            entry("a", line: 1, comment: "labelcopy:disable all"),
            entry("b", line: 2, comment: "labelcopy:enable verb-first"),
            entry("c", line: 3, comment: "labelcopy:disable verb-first"),
            entry("d", line: 4, comment: "labelcopy:enable all"),
        ]
        XCTAssertEqual(suppressed(entries), ["a:title-case", "a:verb-first", "b:title-case", "c:title-case", "c:verb-first"])
    }

    func testEveryFormatsCommentTextCarriesDirectives() {
        // The comment text each reader hands over: .strings block and line comments, XML
        // comments (Android, XLIFF notes, .stringsdict), po translator comments, catalog comments.
        let comments = [
            "labelcopy:disable-next title-case",
            "/* labelcopy:disable-next title-case */",
            "// labelcopy:disable-next title-case",
            "<!-- labelcopy:disable-next title-case-->",
            " labelcopy:disable-next title-case ",
            "Shown on the checkout screen.\nlabelcopy:disable-next title-case",
            "Button to buy the item (labelcopy:disable-next title-case: brand spelling)",
        ]
        for comment in comments {
            let entries = [entry("k", line: 1, comment: comment), entry("next", line: 2)]
            XCTAssertEqual(suppressed(entries), ["k:title-case"], comment)
        }
    }

    func testUnknownRulesWarnAtTheEntry() {
        let index = SuppressionIndex(entries: [entry("k", line: 4, comment: "labelcopy:disable-next titlecase, verb-frist")])
        XCTAssertEqual(
            index.warnings.map(\.description),
            [
                "a.strings:4:10: 'labelcopy:disable-next' names unknown rule 'titlecase'; did you mean 'title-case'?",
                "a.strings:4:10: 'labelcopy:disable-next' names unknown rule 'verb-frist'; did you mean 'verb-first'?",
            ])
    }

    func testApplyFiltersFindingsPerFile() {
        let first = [entry("a", line: 1, comment: "labelcopy:disable all"), entry("b", line: 2)]
        let second = [entry("a", line: 1, path: "b.strings"), entry("b", line: 2, path: "b.strings")]
        let findings = (first + second).map { finding("title-case", $0) }
        let kept = Suppressions.apply(to: findings, entries: second + first)
        XCTAssertEqual(kept.map { "\($0.location.path):\($0.key)" }, ["b.strings:a", "b.strings:b"])
    }

    func testReadersCommentsSuppressLinterFindings() throws {
        let strings = """
            /* Button: labelcopy:disable-next title-case */
            "cart.button.add" = "add to cart";

            "cart.button.remove" = "remove from cart";

            // labelcopy:disable title-case
            "cart.button.save" = "save for
            later";
            "cart.button.share" = "share with friends";
            """
        let file = try StringsReader.parse(Array(strings.utf8), path: "en.lproj/Cart.strings")
        // The linter applies the file's suppressions itself; applying them again changes nothing.
        let result = Linter().lint([file])
        let titleCase = result.findings.filter { $0.ruleID == "title-case" }.map(\.key)
        XCTAssertEqual(titleCase, ["cart.button.remove"], "add is suppressed, share is after 'disable', save is not a title")
        let kept = Suppressions.apply(to: result.findings, entries: file.entries).filter { $0.ruleID == "title-case" }.map(\.key)
        XCTAssertEqual(kept, ["cart.button.remove"])
    }
}

/// The readers hand each format's comments to the entries they precede; directives in them
/// must reach the right entries.
final class SuppressionReaderTests: XCTestCase {
    /// Keys of the entries whose `title-case` finding survives the file's suppressions.
    private func kept(_ text: String, path: String) throws -> [String] {
        let file = try FormatRegistry.parse(Array(text.utf8), path: path)
        let findings = file.entries.map {
            LintFinding(
                ruleID: "title-case", severity: .warning, message: "m", location: $0.location, key: $0.key,
                locale: $0.locale, value: $0.value, replacement: nil, reason: "r")
        }
        XCTAssertFalse(findings.isEmpty, path)
        return Suppressions.apply(to: findings, entries: file.entries).map { "\($0.locale ?? "-"):\($0.key)" }
    }

    func testGettextTranslatorAndExtractedComments() throws {
        let po = """
            msgid ""
            msgstr ""
            "Content-Type: text/plain; charset=UTF-8\\n"

            #. labelcopy:disable-next title-case
            msgid "add to cart"
            msgstr "in den Warenkorb"

            msgid "remove"
            msgstr "entfernen"

            # labelcopy:disable all
            msgid "save"
            msgstr "sichern"

            msgid "share"
            msgstr "teilen"
            """
        XCTAssertEqual(try kept(po, path: "po/de.po"), ["de:remove"])
    }

    func testStringCatalogCommentField() throws {
        let catalog = """
            { "sourceLanguage": "en", "version": "1.0", "strings": {
              "add": { "comment": "Buy button. labelcopy:disable-next title-case",
                       "localizations": { "en": { "stringUnit": { "state": "translated", "value": "add to cart" } } } },
              "remove": { "localizations": { "en": { "stringUnit": { "state": "translated", "value": "remove" } } } }
            } }
            """
        XCTAssertEqual(try kept(catalog, path: "Localizable.xcstrings"), ["en:remove"])
    }

    func testXLIFFNotes() throws {
        let xliff = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="Main.strings" source-language="en" target-language="de" datatype="plaintext">
                <body>
                  <trans-unit id="add"><source>add to cart</source><target>x</target>
                    <note>labelcopy:disable-next title-case</note></trans-unit>
                  <trans-unit id="remove"><source>remove</source><target>y</target></trans-unit>
                </body>
              </file>
            </xliff>
            """
        let survivors = try kept(xliff, path: "de.xliff")
        XCTAssertFalse(survivors.contains { $0.hasSuffix(":add") }, "\(survivors)")
        XCTAssertTrue(survivors.contains { $0.hasSuffix(":remove") }, "\(survivors)")
    }

    func testAndroidXMLComments() throws {
        let xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <!-- labelcopy:disable-next title-case-->
                <string name="add_button">add to cart</string>
                <string name="remove_button">remove</string>
            </resources>
            """
        let file = try AndroidStringsReader.parse(Array(xml.utf8), path: "res/values/strings.xml")
        let findings = file.entries.map {
            LintFinding(
                ruleID: "title-case", severity: .warning, message: "m", location: $0.location, key: $0.key,
                locale: $0.locale, value: $0.value, replacement: nil, reason: "r")
        }
        XCTAssertEqual(Suppressions.apply(to: findings, entries: file.entries).map(\.key), ["remove_button"])
    }
}
