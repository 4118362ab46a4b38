import LabelCopyFormats
import XCTest

@testable import LabelCopyCore

/// The project rules on small projects built in code.
final class LocaleRulesTests: XCTestCase {
    func run(_ rule: some ProjectRule, _ project: LocalizationProject) -> [LintFinding] {
        rule.check(project)
    }

    // MARK: - placeholder-mismatch

    func testMissingPlaceholderIsReportedWithCounts() throws {
        let findings = run(
            PlaceholderMismatchRule(), LocaleFixture.project(source: "%1$@ has %2$lld files", ["de": "%1$@ hat Dateien"]))
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(finding.severity, .error)
        XCTAssertTrue(finding.message.hasPrefix("source has 2 placeholders (%1$@, %2$lld), de has 1 (%1$@)"), finding.message)
        XCTAssertTrue(finding.message.contains("missing %2$lld"), finding.message)
        XCTAssertEqual(finding.location.path, "App/de.lproj/Localizable.strings")
    }

    func testTypesAreComparedByArgument() {
        let rule = PlaceholderMismatchRule()
        let swapped = run(rule, LocaleFixture.project(source: "%@ has %d files", ["fr": "%d fichiers pour %@"]))
        XCTAssertEqual(swapped.count, 1)
        XCTAssertTrue(swapped.first?.message.contains("argument 1 is %@ (object) in the source but %d (int)") ?? false)
        XCTAssertTrue(run(rule, LocaleFixture.project(source: "%1$@ to %2$@", ["ja": "%2$@ へ %1$@"])).isEmpty)
        XCTAssertTrue(run(rule, LocaleFixture.project(source: "%@ to %@", ["ja": "%2$@ へ %1$@"])).isEmpty)
        XCTAssertEqual(run(rule, LocaleFixture.project(source: "%d items", ["de": "%lld Objekte"])).count, 1, "32 vs 64 bits")
        XCTAssertTrue(run(rule, LocaleFixture.project(source: "%ld items", ["de": "%lld Objekte"])).isEmpty, "both 64 bits")
        XCTAssertTrue(run(rule, LocaleFixture.project(source: "%5.1f%% done", ["de": "%.1f %% fertig"])).isEmpty)
    }

    func testNamedPlaceholdersMatchByNameAndMarkupIsIgnored() {
        let rule = PlaceholderMismatchRule()
        let renamed = run(rule, LocaleFixture.project(source: "Hello {name}", ["fr": "Bonjour {nom}"]))
        XCTAssertEqual(renamed.count, 1)
        XCTAssertTrue(renamed.first?.message.contains("missing {name}; extra {nom}") ?? false, renamed.first?.message ?? "")
        XCTAssertTrue(run(rule, LocaleFixture.project(source: "<b>Save</b> %@", ["de": "%@ <i>sichern</i>"])).isEmpty)
        XCTAssertTrue(run(rule, LocaleFixture.project(source: "%#@files@ left", ["de": "Noch %#@files@"])).isEmpty)
        XCTAssertTrue(run(rule, LocaleFixture.project(source: "%#@files@ left", ["de": "Noch %#@count@"])).isEmpty, "each table names its variables")
        XCTAssertEqual(run(rule, LocaleFixture.project(source: "%#@files@ in %@", ["de": "%#@files@"])).first?.message, "source has 2 placeholders (%#@files@, %@), de has 1 (%#@files@): missing %@")
        XCTAssertTrue(run(rule, LocaleFixture.project(source: "%arg posts", ["uk": "%arg дописів"])).isEmpty, "catalog substitution argument")
        XCTAssertTrue(run(rule, LocaleFixture.project(source: "{count} files", ["fr": "{count:L} fichiers"])).isEmpty, "format spec after the name")
        XCTAssertTrue(run(rule, LocaleFixture.project(source: "50% done", ["tr": "%50 tamamlandı"])).isEmpty, "Turkish percent")
        XCTAssertEqual(run(rule, LocaleFixture.project(source: "%1 of %2", ["tr": "%2 içinde %1 %3"])).count, 1, "Qt names where the source has them")
    }

    func testPluralVariantsMayDropTheCountButNotChangeIt() {
        let rule = PlaceholderMismatchRule()
        let fine = LocalizationProject(files: [
            LocaleFixture.stringsdict("en", ["one": "One file", "other": "%d files"]),
            LocaleFixture.stringsdict("fr", ["one": "%d fichier", "other": "%d fichiers"]),
            LocaleFixture.stringsdict("ar", ["zero": "لا ملفات", "one": "ملف", "other": "%d ملف"]),
        ])
        XCTAssertTrue(run(rule, fine).isEmpty)
        let wrong = LocalizationProject(files: [
            LocaleFixture.stringsdict("en", ["one": "One file", "other": "%d files"]),
            LocaleFixture.stringsdict("de", ["one": "%@ Datei", "other": "Dateien"]),
        ])
        let findings = run(rule, wrong)
        XCTAssertEqual(findings.map(\.value), ["%@ Datei", "Dateien"])
    }

    // MARK: - plural-categories

    func testMissingAndExtraCategories() throws {
        let rule = PluralCategoriesRule()
        let russian = run(rule, LocalizationProject(files: [LocaleFixture.stringsdict("ru", ["one": "%d файл", "other": "%d файла"])]))
        XCTAssertEqual(russian.count, 1, "one finding per message")
        XCTAssertEqual(russian.first?.severity, .error)
        XCTAssertTrue(russian.first?.message.contains("missing few (2, 3, 4, …)") ?? false, russian.first?.message ?? "")
        let french = try XCTUnwrap(run(rule, LocalizationProject(files: [LocaleFixture.stringsdict("fr", ["one": "%d fichier", "other": "%d fichiers"])])).first)
        XCTAssertEqual(french.severity, .note, "French many is for a million and more")
        XCTAssertTrue(french.message.contains("missing many (only numbers above 999 or decimals)"), french.message)
        let japanese = try XCTUnwrap(run(rule, LocalizationProject(files: [LocaleFixture.stringsdict("ja", ["one": "1 ファイル", "other": "%d ファイル"])])).first)
        XCTAssertEqual(japanese.severity, .warning)
        XCTAssertTrue(japanese.message.contains("extra one, which ja never uses"), japanese.message)
        XCTAssertTrue(run(rule, LocalizationProject(files: [LocaleFixture.stringsdict("en", ["zero": "No files", "one": "One file", "other": "%d files"])])).isEmpty)
    }

    func testGettextPluralForms() {
        let path = "po/ru.po"
        func message(_ count: Int) -> [LocalizationEntry] {
            (0..<count).map { index in
                LocaleFixture.entry("%d file", "%d ф", path: path, locale: "ru", isSource: false, line: index + 1, format: .gettext, category: String(index), sourceText: "%d files")
            }
        }
        let good = LocalizationFile(path: path, format: .gettext, locale: "ru", entries: message(3), document: nil, properties: ["Plural-Forms": "nplurals=3; plural=(n%10==1 ? 0 : 1);"])
        XCTAssertTrue(run(PluralCategoriesRule(), LocalizationProject(files: [good])).isEmpty)
        let short = LocalizationFile(path: path, format: .gettext, locale: "ru", entries: message(2), document: nil, properties: ["Plural-Forms": "nplurals=2; plural=(n != 1);"])
        let findings = run(PluralCategoriesRule(), LocalizationProject(files: [short]))
        XCTAssertEqual(findings.map(\.severity), [.error])
        XCTAssertTrue(findings.first?.message.contains("nplurals=2, but whole numbers in ru take 3 forms (one, few, many)") ?? false)
        let mismatched = LocalizationFile(path: path, format: .gettext, locale: "ru", entries: message(2), document: nil, properties: ["Plural-Forms": "nplurals=3; plural=0;"])
        XCTAssertEqual(run(PluralCategoriesRule(), LocalizationProject(files: [mismatched])).first?.message, "message has 2 msgstr forms, but Plural-Forms says nplurals=3 for ru")
    }

    // MARK: - untranslated

    func testIdenticalAndEmptyValues() {
        let rule = UntranslatedRule()
        let same = run(rule, LocaleFixture.project(source: "Cancel", ["de": "Cancel"]))
        XCTAssertEqual(same.first?.message, "de value is identical to the source \"Cancel\" (unchanged in 1 of 1 locales)")
        XCTAssertEqual(run(rule, LocaleFixture.project(source: "Cancel", ["de": ""])).first?.message, "de value is empty; the source is \"Cancel\"")
        XCTAssertTrue(run(rule, LocaleFixture.project(source: "Cancel", ["en-GB": "Cancel", "de": "Abbrechen"])).isEmpty)
        XCTAssertTrue(run(rule, LocaleFixture.project(source: "%@ (%d)", ["de": "%@ (%d)"])).isEmpty, "placeholders only")
        XCTAssertTrue(run(rule, LocaleFixture.project(source: "PDF", ["de": "PDF"])).isEmpty, "codes")
        XCTAssertTrue(run(rule, LocaleFixture.project(source: "N/A", ["de": "N/A"])).isEmpty, "abbreviations")
        XCTAssertTrue(run(rule, LocaleFixture.project(source: "iCloud", ["de": "iCloud"])).isEmpty, "canonical term")
    }

    func testTextMostLocalesKeepIsInternational() {
        let kept = LocaleFixture.project(source: "Email", ["de": "E-Mail", "fr": "Email", "it": "Email", "nl": "Email"])
        XCTAssertTrue(run(UntranslatedRule(), kept).isEmpty)
        let rare = LocaleFixture.project(source: "Download", ["de": "Herunterladen", "fr": "Télécharger", "it": "Scarica", "nl": "Download"])
        XCTAssertEqual(run(UntranslatedRule(internationalShare: 0.3), rare).map(\.locale), ["nl"], "1 of 4 locales is no consensus")
    }

    func testNotTranslatableIsQuiet() {
        var source = LocaleFixture.strings("en", [("brand", "Stats")])
        source.entries[0].translatable = false
        let project = LocalizationProject(files: [source, LocaleFixture.strings("de", [("brand", "Stats")])])
        XCTAssertTrue(run(UntranslatedRule(), project).isEmpty)
    }
}
