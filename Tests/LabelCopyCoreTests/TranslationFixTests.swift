import Foundation
import LabelCopyFormats
import XCTest

@testable import LabelCopyCore

/// `fix` writes the cross-locale rules' corrections into translations of every format, composing
/// them in rule order, honouring suppressions and configuration, and keeping every other byte.
final class TranslationFixTests: XCTestCase {
    /// A file of the test project: its text, how it is stored, and the edits `fix` should make.
    struct Fixture {
        var path: String
        var text: String
        var utf16: Bool = false
        var crlf: Bool = false
        var fixes: [(String, String)] = []

        func bytes(fixed: Bool) -> [UInt8] {
            var text = text
            if fixed { for (old, new) in fixes { text = text.replacingOccurrences(of: old, with: new) } }
            if crlf { text = text.replacingOccurrences(of: "\n", with: "\r\n") }
            guard utf16 else { return Array(text.utf8) }
            var bytes: [UInt8] = [0xFF, 0xFE]
            for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
            return bytes
        }
    }

    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("labelcopy-trfix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    // MARK: - The project

    static let english = """
        /* Button: saves the changes */
        "save.button" = "Save Changes";

        /* Button: opens the export sheet */
        "export.button" = "Export…";

        /* Button: shares the document */
        "share.button" = "Share";

        /* Button: prints the document */
        "print.button" = "Print…";

        """

    static let french = """
        /* Button: saves the changes */
        "save.button" = "Enregistrer Les Modifications";

        /* Button: opens the export sheet */
        "export.button" = "Exporter...";

        /* Button: shares the document */
        "share.button" = "Partager ";

        /* labelcopy:disable-next ellipsis-consistency */
        "print.button" = "Imprimer...";

        """

    static let german = """
        "save.button" = "Änderungen Sichern";
        "export.button" = "Exportieren... ";
        "share.button" = " Teilen";
        "print.button" = "Drucken";

        """

    static let androidSource = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <string name="save_button">Save Changes</string>
            <string name="export_button">Export…</string>
        </resources>

        """

    static let androidFrench = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <!-- Button: saves the changes -->
            <string name="save_button">Enregistrer Les Modifications</string>
            <string name="export_button">Exporter...</string>
        </resources>

        """

    static let gettext = """
        msgid ""
        msgstr ""
        "Language: fr\\n"
        "Content-Type: text/plain; charset=UTF-8\\n"

        #. Button: saves the changes
        msgid "Save Changes"
        msgstr "Enregistrer Les Modifications "

        #. Button: opens the export sheet
        msgid "Export…"
        msgstr "Exporter..."

        #. Button: shares the document
        msgid "Share"
        msgstr "Partager "

        #. Button: prints the document
        msgid "Print…"
        msgstr ""

        """

    static let xliff = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="Shared/en.lproj/Main.strings" source-language="en" target-language="fr" datatype="plaintext">
            <body>
              <trans-unit id="save.button">
                <source>Save Changes</source>
                <target>Enregistrer Les Modifications</target>
                <note>Button: saves the changes</note>
              </trans-unit>
              <trans-unit id="export.button">
                <source>Export…</source>
                <target>Exporter...</target>
                <note>Button: opens the export sheet</note>
              </trans-unit>
              <trans-unit id="share.button">
                <source>Share</source>
                <target>Partager </target>
                <note>Button: shares the document</note>
              </trans-unit>
            </body>
          </file>
        </xliff>

        """

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "export.button" : {
              "comment" : "Button: opens the export sheet",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Exportieren..." } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Export…" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Exporter" } }
              }
            },
            "save.button" : {
              "comment" : "Button: saves the changes",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Save Changes" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Enregistrer Les Modifications" } }
              }
            }
          },
          "version" : "1.0"
        }

        """

    /// Every file of the project with the edits `fix` must make (none in source files).
    static let fixtures: [Fixture] = [
        Fixture(path: "App/en.lproj/Localizable.strings", text: english),
        Fixture(
            path: "App/fr.lproj/Localizable.strings", text: french, utf16: true, crlf: true,
            fixes: [
                ("\"Enregistrer Les Modifications\"", "\"Enregistrer les modifications\""),
                ("\"Exporter...\"", "\"Exporter…\""), ("\"Partager \"", "\"Partager\""),
            ]),
        Fixture(
            path: "App/de.lproj/Localizable.strings", text: german,
            fixes: [("\"Exportieren... \"", "\"Exportieren…\""), ("\" Teilen\"", "\"Teilen\""), ("\"Drucken\"", "\"Drucken…\"")]),
        Fixture(path: "Android/src/main/res/values/strings.xml", text: androidSource),
        Fixture(
            path: "Android/src/main/res/values-fr/strings.xml", text: androidFrench, crlf: true,
            fixes: [(">Enregistrer Les Modifications<", ">Enregistrer les modifications<"), (">Exporter...<", ">Exporter…<")]),
        Fixture(
            path: "po/fr.po", text: gettext,
            fixes: [
                ("msgstr \"Enregistrer Les Modifications \"", "msgstr \"Enregistrer les modifications\""),
                ("msgstr \"Exporter...\"", "msgstr \"Exporter…\""), ("msgstr \"Partager \"", "msgstr \"Partager\""),
            ]),
        Fixture(
            path: "Translations/fr.xliff", text: xliff,
            fixes: [
                ("<target>Enregistrer Les Modifications</target>", "<target>Enregistrer les modifications</target>"),
                ("<target>Exporter...</target>", "<target>Exporter…</target>"),
                ("<target>Partager </target>", "<target>Partager</target>"),
            ]),
        Fixture(
            path: "Catalog/Settings.xcstrings", text: catalog,
            fixes: [
                ("\"Exportieren...\"", "\"Exportieren…\""), ("\"value\" : \"Exporter\"", "\"value\" : \"Exporter…\""),
                ("\"Enregistrer Les Modifications\"", "\"Enregistrer les modifications\""),
            ]),
    ]

    /// Writes the project into the test folder and parses it back.
    func project(_ fixtures: [Fixture] = fixtures) throws -> [LocalizationFile] {
        try fixtures.map { fixture in
            let url = folder.appendingPathComponent(fixture.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let bytes = fixture.bytes(fixed: false)
            try Data(bytes).write(to: url)
            return try FormatRegistry.parse(bytes, path: url.path)
        }
    }

    /// Every file's bytes after `fix`, by path relative to the test folder.
    func fixedBytes(_ files: [LocalizationFile], linter: Linter) throws -> [String: [UInt8]] {
        let planned = linter.plannedFixes(forProject: files)
        var result: [String: [UInt8]] = [:]
        for file in files {
            let relative = String(file.path.dropFirst(folder.path.count + 1))
            result[relative] = try file.rewriting(planned[file.path] ?? [])
        }
        return result
    }

    // MARK: - Tests

    func testEveryFormatGetsItsTranslationFixesAndKeepsEveryOtherByte() throws {
        let fixed = try fixedBytes(try project(), linter: Linter())
        for fixture in Self.fixtures {
            let bytes = try XCTUnwrap(fixed[fixture.path], fixture.path)
            XCTAssertEqual(
                String(decoding: try TextDocument(path: fixture.path, data: bytes).bytes, as: UTF8.self),
                String(decoding: try TextDocument(path: fixture.path, data: fixture.bytes(fixed: true)).bytes, as: UTF8.self),
                fixture.path)
            XCTAssertEqual(bytes, fixture.bytes(fixed: true), "\(fixture.path): encoding, line endings and other bytes kept")
        }
    }

    func testFixesComposeInRuleOrderAndLeaveNothingToFix() throws {
        let files = try project()
        let planned = Linter().plannedFixes(forProject: files)
        let gettext = try XCTUnwrap(planned[folder.appendingPathComponent("po/fr.po").path])
        // White space first, then letter case: the trailing space goes and the case is fixed in one run.
        XCTAssertEqual(gettext.first { $0.entry.key == "Save Changes" }?.newValue, "Enregistrer les modifications")
        let german = try XCTUnwrap(planned[folder.appendingPathComponent("App/de.lproj/Localizable.strings").path])
        XCTAssertEqual(german.first { $0.entry.key == "export.button" }?.newValue, "Exportieren…")
        XCTAssertTrue(planned.values.joined().allSatisfy { !$0.entry.isSource }, "this project's sources need no fix")

        var refixed: [LocalizationFile] = []
        for file in files {
            refixed.append(try FormatRegistry.parse(try file.rewriting(planned[file.path] ?? []), path: file.path))
        }
        let left = Linter().projectFindings(refixed).filter {
            Linter.translationFixRules.contains($0.ruleID) && $0.replacement != nil && $0.key != "print.button"
        }
        XCTAssertEqual(left.map { "\($0.location): \($0.ruleID) \($0.value)" }, [], "one fix leaves nothing for the next")
        XCTAssertTrue(Linter().plannedFixes(forProject: refixed).values.joined().allSatisfy { $0.entry.key == "print.button" })
    }

    /// Lint's translation findings carry the raw text and region `fix` would write (for SARIF):
    /// written there alone, the file reads back with the finding's replacement.
    func testTranslationFindingsCarryTheTextFixWrites() throws {
        let files = try project()
        let findings = Linter().lint(files).findings.filter {
            Linter.translationFixRules.contains($0.ruleID) && $0.replacement != nil
        }
        XCTAssertGreaterThan(findings.count, 3)
        for finding in findings {
            let file = try XCTUnwrap(files.first { $0.path == finding.location.path })
            let document = try XCTUnwrap(file.document)
            let text = try XCTUnwrap(finding.replacementText, "\(finding.location) \(finding.ruleID)")
            let end = try XCTUnwrap(finding.endLocation)
            // Byte offsets of the region, found back from its lines and columns (in scalars).
            func offset(_ line: Int, _ column: Int) -> Int {
                var offset = document.lineStarts[line - 1]
                while document.position(of: offset).column < column { offset += 1 }
                return offset
            }
            let range = offset(finding.location.line, finding.location.column)..<offset(end.line, end.column)
            let edited = Array(document.bytes[..<range.lowerBound]) + Array(text.utf8) + Array(document.bytes[range.upperBound...])
            let reread = try FormatRegistry.parse(document.encoded(edited), path: file.path)
            let entry = reread.entries.first { $0.key == finding.key && $0.locale == finding.locale && $0.location == finding.location }
            XCTAssertEqual(entry?.value, finding.replacement, "\(finding.location) \(finding.ruleID)")
        }
    }

    /// A cross-locale finding at a source text (which `fix` never rewrites) offers no
    /// replacement, with or without the files' text kept; one at a translation does.
    func testFindingsFixWouldNotWriteOfferNoReplacement() throws {
        let source = try FormatRegistry.parse(
            Array("\"restart\" = \" Please restart.\";\n\"save\" = \"Save\";\n".utf8), path: "App/en.lproj/Localizable.strings")
        var translations: [LocalizationFile] = []
        for (locale, values) in [("de", ["Bitte neu starten.", "Sichern "]), ("fr", ["Redémarrez.", "Enregistrer"])] {
            let text = "\"restart\" = \"\(values[0])\";\n\"save\" = \"\(values[1])\";\n"
            translations.append(try FormatRegistry.parse(Array(text.utf8), path: "App/\(locale).lproj/Localizable.strings"))
        }
        for keepDocuments in [true, false] {
            let files = ([source] + translations).map { file -> LocalizationFile in
                var file = file
                if !keepDocuments { file.document = nil }
                return file
            }
            let findings = Linter().lint(files).findings.filter { $0.ruleID == "whitespace-consistency" }
            let atSource = try XCTUnwrap(findings.first { $0.locale == "en" || $0.location.path.contains("en.lproj") })
            XCTAssertNil(atSource.replacement, "keepDocuments \(keepDocuments)")
            let atTranslation = try XCTUnwrap(findings.first { $0.location.path.contains("de.lproj") && $0.key == "save" })
            XCTAssertEqual(atTranslation.replacement, "Sichern", "keepDocuments \(keepDocuments)")
        }
    }

    func testSuppressedFindingsAndMsgidsAreNotFixed() throws {
        let files = try project()
        let planned = Linter().plannedFixes(forProject: files)
        let french = try XCTUnwrap(planned[folder.appendingPathComponent("App/fr.lproj/Localizable.strings").path])
        XCTAssertFalse(french.contains { $0.entry.key == "print.button" }, "labelcopy:disable-next ellipsis-consistency")
        let gettext = try XCTUnwrap(planned[folder.appendingPathComponent("po/fr.po").path])
        XCTAssertEqual(gettext.count, 3)
        XCTAssertTrue(gettext.allSatisfy { !$0.entry.isSource && $0.entry.sourceText != nil }, "only msgstr values change")
    }

    func testRulesTheConfigurationTurnsOffAreNotApplied() throws {
        let files = try project()
        let (configuration, warnings) = try ConfigurationLoader.load(
            text: "{ version: 1, rules: { \"locale-case-style\": \"off\" } }",
            path: folder.appendingPathComponent(".labelcopy.json").path)
        XCTAssertEqual(warnings.count, 0)
        var byPath: [String: LintSettings] = [:]
        for file in files {
            byPath[file.path] = LintSettings(
                configuration: configuration, path: file.path, format: file.format, allEntries: false)
        }
        let linter = Linter(defaultSettings: LintSettings(configuration: configuration), settingsByPath: byPath)
        let values = linter.plannedFixes(forProject: files).values.joined().map(\.newValue)
        XCTAssertFalse(values.contains("Enregistrer les modifications"), "locale-case-style is off")
        XCTAssertTrue(values.contains("Enregistrer Les Modifications"), "white space is still fixed, case is not")
        XCTAssertTrue(values.contains("Exporter…"))
    }

    func testBinaryAndUneditableTranslationsAreLeftAlone() throws {
        var files = try project()
        for index in files.indices where files[index].path.hasSuffix("fr.xliff") {
            files[index].document = nil
        }
        let planned = Linter().plannedFixes(forProject: files)
        XCTAssertNil(planned[folder.appendingPathComponent("Translations/fr.xliff").path])
        XCTAssertNotNil(planned[folder.appendingPathComponent("po/fr.po").path])
    }

    // MARK: - Corpus

    static let corpora = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("../shared/corpora").standardizedFileURL

    /// The corpus files by project (the folder below `corpora`), sorted.
    func corpusProjects() throws -> [String: [String]] {
        guard FileManager.default.fileExists(atPath: Self.corpora.path) else {
            throw XCTSkip(
                "../shared/corpora is absent (a clone without the shared folder): the translation fix round-trip needs it")
        }
        let enumerator = FileManager.default.enumerator(atPath: Self.corpora.path)
        var projects: [String: [String]] = [:]
        while let relative = enumerator?.nextObject() as? String {
            guard FormatRegistry.format(forPath: relative) != nil, let project = relative.split(separator: "/").first else {
                continue
            }
            projects[String(project), default: []].append(Self.corpora.path + "/" + relative)
        }
        return projects
    }

    func testFixingEveryCorpusProjectChangesOnlyFixedValues() throws {
        var rewritten = 0
        var translations = 0
        var sources = 0
        var lineBreakFixes = 0
        for (name, paths) in try corpusProjects().sorted(by: { $0.key < $1.key }) {
            var files: [LocalizationFile] = []
            var data: [String: [UInt8]] = [:]
            for path in paths.sorted() {
                let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
                data[path] = bytes
                files.append(try FormatRegistry.parse(bytes, path: path))
            }
            let started = Date()
            let planned = Linter().plannedFixes(forProject: files)
            let seconds = Date().timeIntervalSince(started)
            var projectTranslations = 0
            for file in files {
                guard let changes = planned[file.path], let original = data[file.path] else { continue }
                lineBreakFixes += try checkRoundTrip(file, original: original, changes: changes)
                rewritten += 1
                projectTranslations += changes.filter { !$0.entry.isSource }.count
                sources += changes.filter(\.entry.isSource).count
            }
            translations += projectTranslations
            print(
                "translation fix round-trip: \(name): \(projectTranslations) translations fixed in \(String(format: "%.2f", seconds)) s"
            )
        }
        print(
            "translation fix round-trip: \(rewritten) files rewritten, \(translations) translations and \(sources) source titles fixed, \(lineBreakFixes) of them adding or removing a line break"
        )
        XCTAssertGreaterThan(translations, 0)
    }

    /// The fixed file parses with the same keys and encoding; only the changed values differ,
    /// each as planned, and every byte outside them is kept. A whitespace fix may add or remove
    /// a line break the source has or lacks, so the line count may change by exactly those.
    /// Returns the number of changes that altered a value's line breaks.
    @discardableResult
    func checkRoundTrip(
        _ file: LocalizationFile, original data: [UInt8], changes: [(entry: LocalizationEntry, newValue: String)]
    ) throws -> Int {
        let path = file.path
        let fixed = try file.rewriting(changes)
        let reparsed = try FormatRegistry.parse(fixed, path: path)
        XCTAssertEqual(reparsed.entries.map(\.key), file.entries.map(\.key), "keys changed: \(path)")
        XCTAssertEqual(TextDocument.detectEncoding(fixed), TextDocument.detectEncoding(data), "encoding changed: \(path)")
        var expected: [Range<Int>: String] = [:]
        for change in changes {
            guard let range = change.entry.valueRange else {
                XCTFail("\(path): a change without a place")
                return 0
            }
            XCTAssertFalse(change.entry.format == .gettext && change.entry.isSource, "\(path): a msgid changed")
            XCTAssertFalse(change.entry.format == .xliff && change.entry.isSource, "\(path): an XLIFF <source> changed")
            expected[range] = change.newValue
        }
        var oldRanges: [Range<Int>] = []
        var newRanges: [Range<Int>] = []
        for (old, new) in zip(file.entries, reparsed.entries) {
            if let range = old.valueRange, let newValue = expected[range] {
                XCTAssertEqual(new.value, newValue, "\(path): \(old.key)")
                oldRanges.append(range)
                if let newRange = new.valueRange { newRanges.append(newRange) }
            } else {
                XCTAssertEqual(new.value, old.value, "\(path): \(old.key) changed without a fix")
            }
        }
        let before = try TextDocument(path: path, data: data).bytes
        let after = try TextDocument(path: path, data: fixed).bytes
        XCTAssertEqual(
            Self.outside(oldRanges, of: before), Self.outside(newRanges, of: after), "\(path): bytes outside the values changed")
        let lineBreakFixes = changes.filter { $0.newValue.filter(\.isNewline).count != $0.entry.value.filter(\.isNewline).count }
            .count
        if lineBreakFixes == 0 {
            XCTAssertEqual(
                try TextDocument(path: path, data: fixed).lineStarts.count,
                try TextDocument(path: path, data: data).lineStarts.count,
                "line count changed: \(path)")
        }
        return lineBreakFixes
    }

    /// The bytes of `text` outside `ranges`, with a marker where each range was.
    static func outside(_ ranges: [Range<Int>], of text: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var position = 0
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where range.lowerBound >= position {
            result += text[position..<range.lowerBound]
            result.append(0)
            position = range.upperBound
        }
        return result + text[position...]
    }
}
