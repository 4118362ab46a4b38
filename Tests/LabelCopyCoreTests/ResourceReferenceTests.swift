import LabelCopyFormats
import XCTest

@testable import LabelCopyCore

/// Android resource references (`@string/name`, `?attr/name`) are no text: no rule, English or
/// cross-locale, reports on one or plans a fix for it, whatever the profile or `--all-entries`.
final class ResourceReferenceTests: XCTestCase {
    static let source = """
        <resources>
            <string name="a_button">?android:attr/textAppearance</string>
            <string name="b_button">Export…</string>
            <string name="c_button">?attr/foo</string>
            <string name="d_button">Open File</string>
            <string name="e_button">@string/open_label</string>
            <string name="f_button">Share</string>
            <string name="g_button">Delete %1$s</string>
        </resources>
        """
    static let french = """
        <resources>
            <string name="a_button">?android:attr/textAppearance</string>
            <string name="b_button">@string/export_label</string>
            <string name="c_button">?attr/foo</string>
            <string name="d_button">?attr/openLabel</string>
            <string name="e_button">@string/open_label</string>
            <string name="f_button">@android:string/share</string>
            <string name="g_button">@string/delete_label</string>
        </resources>
        """

    func files() throws -> [LocalizationFile] {
        [
            try AndroidStringsReader.parse(Array(Self.source.utf8), path: "app/res/values/strings.xml"),
            try AndroidStringsReader.parse(Array(Self.french.utf8), path: "app/res/values-fr/strings.xml"),
        ]
    }

    /// Findings and planned fixes that touch a reference value.
    func touched(by linter: Linter) throws -> [String] {
        let files = try files()
        let references = Set(files.flatMap { $0.entries.filter(\.isResourceReference).map(\.location) })
        XCTAssertEqual(references.count, 10)
        let findings = linter.lint(files).findings.filter { references.contains($0.location) }
        let fixes = linter.plannedFixes(forProject: files).values.flatMap { $0 }.filter { references.contains($0.entry.location) }
        return findings.map { "\($0.location): \($0.ruleID) \($0.message)" }
            + fixes.map { "\($0.entry.location): fix to \($0.newValue)" }
    }

    func testNoRuleReportsOrRewritesAReference() throws {
        XCTAssertEqual(try touched(by: Linter()), [])
        XCTAssertEqual(try touched(by: Linter(classifier: EntryClassifier(allEntries: true))), [])
    }

    func testNoProfileOrIncludedKeyMakesAReferenceATitle() throws {
        let text = #"{ version: 1, profiles: [ { paths: ["**"], profile: "apple" } ], keys: { include: ["*_button"] } }"#
        let configuration = try ConfigurationLoader.load(text: text, path: "app/.labelcopy.json").0
        let settings = LintSettings(
            configuration: configuration, path: "app/res/values/strings.xml", format: .androidXML, allEntries: false)
        XCTAssertEqual(try touched(by: Linter(defaultSettings: settings)), [])
    }

    func testTextBesideReferencesIsStillJudged() throws {
        let escaped = try AndroidStringsReader.parse(
            Array(#"<resources><string name="b_button">\@string/export_label</string></resources>"#.utf8),
            path: "app/res/values-fr/strings.xml")
        let project = LocalizationProject(files: [try files()[0], escaped])
        XCTAssertEqual(
            EllipsisConsistencyRule().check(project).map(\.replacement), ["@string/export_label…"],
            "an escaped @ is text, compared as any other")
    }
}
