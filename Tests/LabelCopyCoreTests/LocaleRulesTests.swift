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
        XCTAssertEqual(finding.severity, .warning, "an argument left out is never read")
        XCTAssertTrue(finding.message.hasPrefix("source has 2 placeholders (%1$@, %2$lld), de has 1 (%1$@)"), finding.message)
        XCTAssertTrue(finding.message.contains("missing %2$lld"), finding.message)
        XCTAssertEqual(finding.location.path, "App/de.lproj/Localizable.strings")
    }

    func testTypesAreComparedByArgument() {
        let rule = PlaceholderMismatchRule()
        let swapped = run(rule, LocaleFixture.project(source: "%@ has %d files", ["fr": "%d fichiers pour %@"]))
        XCTAssertEqual(swapped.count, 1)
        XCTAssertEqual(swapped.first?.severity, .error, "an object read as an int")
        let extra = run(rule, LocaleFixture.project(source: "%@ files", ["de": "%@ Dateien in %@"]))
        XCTAssertEqual(extra.map(\.severity), [.error], "an argument that is not passed")
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
        XCTAssertTrue(
            run(rule, LocaleFixture.project(source: "%#@files@ left", ["de": "Noch %#@count@"])).isEmpty,
            "each table names its variables")
        XCTAssertEqual(
            run(rule, LocaleFixture.project(source: "%#@files@ in %@", ["de": "%#@files@"])).first?.message,
            "source has 2 placeholders (%#@files@, %@), de has 1 (%#@files@): missing %@")
        XCTAssertTrue(
            run(rule, LocaleFixture.project(source: "%arg posts", ["uk": "%arg дописів"])).isEmpty,
            "catalog substitution argument")
        XCTAssertTrue(
            run(rule, LocaleFixture.project(source: "{count} files", ["fr": "{count:L} fichiers"])).isEmpty,
            "format spec after the name")
        XCTAssertTrue(run(rule, LocaleFixture.project(source: "50% done", ["tr": "%50 tamamlandı"])).isEmpty, "Turkish percent")
        XCTAssertEqual(
            run(rule, LocaleFixture.project(source: "%1 of %2", ["tr": "%2 içinde %1 %3"])).count, 1,
            "Qt names where the source has them")
        // A code span shows its placeholders filled in: they count wherever they stand.
        XCTAssertTrue(run(rule, LocaleFixture.project(source: "Run %s", ["de": "`%s` ausführen"])).isEmpty)
        XCTAssertEqual(
            run(rule, LocaleFixture.project(source: "Run `%s` now", ["de": "`cmd` jetzt ausführen"])).first?.message,
            "source has 1 placeholder (%s), de has none: missing %s")
        // So does an element kept from translation (Android's `<xliff:g>`).
        XCTAssertTrue(
            run(rule, LocaleFixture.project(source: "Share <xliff:g id=\"n\">%d</xliff:g> photos", ["de": "%d Fotos teilen"])).isEmpty)
        XCTAssertEqual(
            run(rule, LocaleFixture.project(source: "Share %d photos", ["de": "<xliff:g id=\"n\">%s</xliff:g> Fotos teilen"])).count, 1)
        // And a Markdown link's text: "[%@](url)" shows the value.
        XCTAssertTrue(run(rule, LocaleFixture.project(source: "Reply to [%@](https://example.com)", ["de": "%@ antworten"])).isEmpty)
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
        let russian = run(
            rule, LocalizationProject(files: [LocaleFixture.stringsdict("ru", ["one": "%d файл", "other": "%d файла"])]))
        XCTAssertEqual(russian.count, 1, "one finding per message")
        XCTAssertEqual(russian.first?.severity, .error)
        XCTAssertTrue(russian.first?.message.contains("missing few (2, 3, 4, …)") ?? false, russian.first?.message ?? "")
        let french = try XCTUnwrap(
            run(
                rule,
                LocalizationProject(files: [LocaleFixture.stringsdict("fr", ["one": "%d fichier", "other": "%d fichiers"])])
            ).first)
        XCTAssertEqual(french.severity, .note, "French many is for a million and more")
        XCTAssertTrue(french.message.contains("missing many (only large whole numbers such as 1000000)"), french.message)
        let japanese = try XCTUnwrap(
            run(rule, LocalizationProject(files: [LocaleFixture.stringsdict("ja", ["one": "1 ファイル", "other": "%d ファイル"])])).first)
        XCTAssertEqual(japanese.severity, .warning)
        XCTAssertTrue(japanese.message.contains("extra one, which ja never uses"), japanese.message)
        XCTAssertTrue(
            run(
                rule,
                LocalizationProject(files: [
                    LocaleFixture.stringsdict("en", ["zero": "No files", "one": "One file", "other": "%d files"])
                ])
            ).isEmpty)
    }

    func testGettextPluralForms() {
        let path = "po/ru.po"
        func message(_ count: Int) -> [LocalizationEntry] {
            (0..<count).map { index in
                LocaleFixture.entry(
                    "%d file", "%d ф", path: path, locale: "ru", isSource: false, line: index + 1, format: .gettext,
                    category: String(index), sourceText: "%d files")
            }
        }
        let good = LocalizationFile(
            path: path, format: .gettext, locale: "ru", entries: message(3), document: nil,
            properties: ["Plural-Forms": "nplurals=3; plural=(n%10==1 ? 0 : 1);"])
        XCTAssertTrue(run(PluralCategoriesRule(), LocalizationProject(files: [good])).isEmpty)
        let short = LocalizationFile(
            path: path, format: .gettext, locale: "ru", entries: message(2), document: nil,
            properties: ["Plural-Forms": "nplurals=2; plural=(n != 1);"])
        let findings = run(PluralCategoriesRule(), LocalizationProject(files: [short]))
        XCTAssertEqual(findings.map(\.severity), [.error])
        XCTAssertTrue(
            findings.first?.message.contains("nplurals=2, but whole numbers in ru take 3 forms (one, few, many)") ?? false)
        let mismatched = LocalizationFile(
            path: path, format: .gettext, locale: "ru", entries: message(2), document: nil,
            properties: ["Plural-Forms": "nplurals=3; plural=0;"])
        XCTAssertEqual(
            run(PluralCategoriesRule(), LocalizationProject(files: [mismatched])).first?.message,
            "message has 2 msgstr forms, but Plural-Forms says nplurals=3 for ru")
        let allCategories = LocalizationFile(
            path: path, format: .gettext, locale: "ru", entries: message(4), document: nil,
            properties: ["Plural-Forms": "nplurals=4; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 ? 1 : 2);"])
        XCTAssertTrue(
            run(PluralCategoriesRule(), LocalizationProject(files: [allCategories])).isEmpty,
            "four forms: CLDR's four categories, fractions' included")
        var entries = message(4)
        for copy in 1...2 {
            entries += message(4).map { entry in
                var other = entry
                other.key += " \(copy)"
                return other
            }
        }
        let stale = LocalizationFile(
            path: path, format: .gettext, locale: "ru", entries: entries, document: nil,
            properties: ["Plural-Forms": "nplurals=3; plural=0;"])
        XCTAssertEqual(
            run(PluralCategoriesRule(), LocalizationProject(files: [stale])).map(\.message),
            ["message has 4 msgstr forms, but Plural-Forms says nplurals=3 for ru (and 2 more messages in this file)"])
    }

    // MARK: - untranslated

    func testIdenticalAndEmptyValues() {
        let rule = UntranslatedRule()
        let same = run(rule, LocaleFixture.project(source: "Cancel", ["ru": "Cancel"]))
        XCTAssertEqual(same.first?.message, "ru value is identical to the source \"Cancel\"")
        XCTAssertEqual(same.first?.severity, .warning)
        // One word kept in a Latin-script language may be its own word or a loanword: a note.
        let cognate = run(rule, LocaleFixture.project(source: "Forums", ["nl": "Forums", "sr": "Forums", "sr-Latn": "Forums"]))
        XCTAssertEqual(cognate.map { "\($0.locale ?? "") \($0.severity)" }, ["nl note", "sr-Latn note", "sr warning"])
        XCTAssertEqual(
            cognate.first?.message,
            "nl value is identical to the source \"Forums\"; one word many Latin-script languages share may be right as it is")
        let phrase = run(rule, LocaleFixture.project(source: "Visit Forums", ["nl": "Visit Forums"]))
        XCTAssertEqual(phrase.map(\.severity), [.warning], "a phrase is no cognate")
        XCTAssertTrue(run(rule, LocaleFixture.project(source: "0.0KB/s", ["el": "0.0KB/s"])).isEmpty, "a number with its unit")
        XCTAssertEqual(
            run(rule, LocaleFixture.project(source: "Cancel", ["de": ""])).first?.message,
            "de value is empty; the source is \"Cancel\"")
        XCTAssertTrue(run(rule, LocaleFixture.project(source: "Cancel", ["en-GB": "Cancel", "de": "Abbrechen"])).isEmpty)
        XCTAssertTrue(run(rule, LocaleFixture.project(source: "%@ (%d)", ["de": "%@ (%d)"])).isEmpty, "placeholders only")
        XCTAssertTrue(run(rule, LocaleFixture.project(source: "%arg", ["it": "%arg"])).isEmpty, "catalog substitution argument")
        XCTAssertTrue(run(rule, LocaleFixture.project(source: "PDF", ["de": "PDF"])).isEmpty, "codes")
        XCTAssertTrue(run(rule, LocaleFixture.project(source: "N/A", ["de": "N/A"])).isEmpty, "abbreviations")
        XCTAssertTrue(run(rule, LocaleFixture.project(source: "iCloud", ["de": "iCloud"])).isEmpty, "canonical term")
    }

    /// A project where every locale translates ten other keys, and `locales` give `word`'s value.
    func consensusProject(_ word: String, _ locales: [String: String]) -> LocalizationProject {
        let keys = (1...10).map { ("k\($0)", "Text \($0)") }
        var files = [LocaleFixture.strings("en", keys + [("word", word)])]
        for (locale, value) in locales.sorted(by: { $0.key < $1.key }) {
            files.append(LocaleFixture.strings(locale, keys.map { ($0.0, "\(locale) \($0.1)") } + [("word", value)]))
        }
        return LocalizationProject(files: files)
    }

    func testTextWellTranslatedLocalesKeepIsInternational() {
        let kept = consensusProject("Email", ["de": "E-Mail", "fr": "Email", "it": "Email", "nl": "Email"])
        XCTAssertTrue(run(UntranslatedRule(), kept).isEmpty)
        let rare = consensusProject("Download", ["de": "Herunterladen", "fr": "Télécharger", "it": "Scarica", "nl": "Download"])
        let findings = run(UntranslatedRule(), rare)
        XCTAssertEqual(findings.map(\.locale), ["nl"], "1 of 4 locales is no consensus")
        XCTAssertEqual(
            findings.first?.message,
            "nl value is identical to the source \"Download\" (1 of 4 well-translated locales keep it); one word many "
                + "Latin-script languages share may be right as it is")
    }

    func testUnfinishedLocalesDoNotMakeAConsensus() {
        let keys = (1...10).map { ("k\($0)", "Text \($0)") }
        var files = [LocaleFixture.strings("en", keys + [("word", "Window")])]
        files.append(LocaleFixture.strings("de", keys.map { ($0.0, "de \($0.1)") } + [("word", "Fenster")]))
        for locale in ["kn", "ug", "mk"] {
            // Six of eleven values translated: too unfinished to vote, too finished to be one summary.
            // The translated ones must not repeat the English "Text", or it would be the locale's own word.
            let partly = keys.enumerated().map { offset, pair in (pair.0, offset < 6 ? "\(locale) \(offset)" : pair.1) }
            files.append(LocaleFixture.strings(locale, partly + [("word", "Window")]))
        }
        let findings = run(UntranslatedRule(), LocalizationProject(files: files))
        XCTAssertEqual(Set(findings.filter { $0.key == "word" }.compactMap(\.locale)), ["kn", "ug", "mk"])
        XCTAssertEqual(findings.count, 15, "four untranslated keys and the word, in three locales")
    }

    func testUnfinishedFileIsOneFinding() {
        let keys = (1...11).map { ("k\($0)", "Text \($0)") }
        let project = LocalizationProject(files: [LocaleFixture.strings("en", keys), LocaleFixture.strings("ne", keys)])
        let findings = run(UntranslatedRule(), project)
        XCTAssertEqual(
            findings.map(\.message),
            ["ne leaves 11 of 11 values of this file identical to the source (first \"Text 1\"): the locale looks unfinished"])
        XCTAssertEqual(findings.first?.key, "k1")
    }

    func testNotTranslatableIsQuiet() {
        var source = LocaleFixture.strings("en", [("brand", "Stats")])
        source.entries[0].translatable = false
        let project = LocalizationProject(files: [source, LocaleFixture.strings("de", [("brand", "Stats")])])
        XCTAssertTrue(run(UntranslatedRule(), project).isEmpty)
    }
}
