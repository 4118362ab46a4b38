import LabelCopyCore
import LabelCopyFormats
import XCTest

@testable import LabelCopyReporters

/// The "Translated" share counts what an app would show translated, as the readers and the
/// `untranslated` rule see it, so the report never calls translated what it lists as untranslated.
final class CorpusReportTranslatedShareTests: XCTestCase {
    private func share(_ sources: [(String, String)], locale: String = "de") throws -> Double? {
        let files = try sources.map { path, text in try FormatRegistry.parse(Array(text.utf8), path: path) }
        let result = Linter().lint(files)
        return CorpusReport(files: files, result: result).locales.first { $0.locale == locale }?.translatedShare
    }

    /// A value identical to its source that the `untranslated` rule reports is not translated.
    func testIdenticalValueTheRuleReportsIsNotTranslated() throws {
        let share = try self.share([
            ("en.lproj/Localizable.strings", "\"a.button\" = \"Save\";\n\"b.button\" = \"Open File\";\n"),
            ("de.lproj/Localizable.strings", "\"a.button\" = \"Sichern\";\n\"b.button\" = \"Open File\";\n"),
        ])
        XCTAssertEqual(try XCTUnwrap(share), 0.5, accuracy: 1e-9)
    }

    /// A catalog value still "new" or "needs_review" that equals the source is not translated;
    /// one under review that differs from it is.
    func testCatalogValuesPendingAsTheSourceAreNotTranslated() throws {
        let catalog = """
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
              "a.button" : { "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Save File" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Datei sichern" } } } },
              "b.button" : { "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Open File" } },
                "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Datei öffnen" } } } },
              "c.button" : { "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Close File" } },
                "de" : { "stringUnit" : { "state" : "new", "value" : "Close File" } } } },
              "d.button" : { "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Print File" } },
                "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Print File" } } } } } }
            """
        XCTAssertEqual(try XCTUnwrap(try share([("Localizable.xcstrings", catalog)])), 0.5, accuracy: 1e-9)
    }

    /// gettext never uses a fuzzy msgstr, so it is not translated.
    func testFuzzyGettextEntriesAreNotTranslated() throws {
        let header = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n"
        let template = header + "\nmsgid \"Save File\"\nmsgstr \"\"\n\nmsgid \"Open File\"\nmsgstr \"\"\n"
        let german =
            "msgid \"\"\nmsgstr \"\"\n\"Language: de\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n"
            + "\nmsgid \"Save File\"\nmsgstr \"Datei sichern\"\n\n#, fuzzy\nmsgid \"Open File\"\nmsgstr \"Datei öffnen\"\n"
        XCTAssertEqual(try XCTUnwrap(try share([("po/app.pot", template), ("po/de.po", german)])), 0.5, accuracy: 1e-9)
    }
}
