import LabelCopyCore
import LabelCopyFormats
import XCTest

@testable import LabelCopyReporters

/// Locale rows: the development language is the source wherever it is kept (Base.lproj,
/// Android `values/`, a `.pot`, a catalog's `sourceLanguage`), English regional variants are
/// translations, and every entry, finding and title is counted in exactly one row.
final class CorpusReportLocaleRowsTests: XCTestCase {
    static let sources: [(String, String)] = [
        (
            "App/Base.lproj/Main.strings",
            "/* Class = \"UIButton\"; normalTitle = \"open file\"; */\n\"Ab1-cd-Ef2.normalTitle\" = \"open file\";\n"
        ),
        ("App/en.lproj/Localizable.strings", "\"save.button\" = \"save file\";\n\"color.button\" = \"Pick Color\";\n"),
        ("App/en-GB.lproj/Localizable.strings", "\"save.button\" = \"Save File\";\n\"color.button\" = \"Pick Colour\";\n"),
        ("App/de.lproj/Localizable.strings", "\"save.button\" = \"Datei sichern\";\n"),
        (
            "App/Catalog.xcstrings",
            """
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "share.button" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "share photo" } },
              "en-AU" : { "stringUnit" : { "state" : "translated", "value" : "Share Photo" } },
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Foto teilen" } } } } } }
            """
        ),
        (
            "android/res/values/strings.xml",
            "<resources>\n<string name=\"delete_button\">delete item</string>\n</resources>\n"
        ),
        (
            "android/res/values-de/strings.xml",
            "<resources>\n<string name=\"delete_button\">Eintrag löschen</string>\n</resources>\n"
        ),
        (
            "po/app.pot",
            "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\nmsgctxt \"button\"\nmsgid \"print page\"\nmsgstr \"\"\n"
        ),
    ]

    private func report(sourceLanguage: String = "en") throws -> CorpusReport {
        let files = try Self.sources.map { path, text in try FormatRegistry.parse(Array(text.utf8), path: path) }
        return CorpusReport(files: files, result: Linter().lint(files), sourceLanguage: sourceLanguage)
    }

    func testRowsAddUpToTheTotals() throws {
        let report = try report()
        XCTAssertEqual(report.locales.map(\.entries).reduce(0, +), report.totals.entries)
        XCTAssertEqual(report.locales.map(\.findings).reduce(0, +), report.totals.findings)
        XCTAssertEqual(report.locales.map(\.titles).reduce(0, +), report.totals.titles)
        XCTAssertGreaterThan(report.totals.findings, 0)
        XCTAssertEqual(report.totals.localeCount, report.locales.count)
    }

    func testTheDevelopmentLanguageIsTheOnlySource() throws {
        let report = try report()
        XCTAssertEqual(report.locales.map(\.locale), ["de", "en", "en-AU", "en-GB"])
        XCTAssertEqual(report.locales.filter(\.isSource).map(\.locale), ["en"])
        let en = try XCTUnwrap(report.locales.first { $0.locale == "en" })
        // Base (1), en.lproj (2), the catalog's en (1), Android values/ (1) and the template (1).
        XCTAssertEqual(en.entries, 6)
        XCTAssertEqual(en.titles, report.totals.titles)
        // en-GB and en-AU translate the source: a share, and none of the titles.
        let gb = try XCTUnwrap(report.locales.first { $0.locale == "en-GB" })
        let au = try XCTUnwrap(report.locales.first { $0.locale == "en-AU" })
        XCTAssertEqual(gb.titles, 0)
        XCTAssertNotNil(gb.translatedShare)
        XCTAssertNotNil(au.translatedShare)
        XCTAssertEqual(au.expansionSamples, 1)
    }

    func testAVariantTheProjectNamesIsTheSource() throws {
        let report = try report(sourceLanguage: "en-GB")
        XCTAssertTrue(try XCTUnwrap(report.locales.first { $0.locale == "en-GB" }).isSource)
    }
}
