import LabelCopyFormats
import XCTest

@testable import LabelCopyCore

/// locale-case-style, ellipsis-consistency and whitespace-consistency on projects built in code.
final class LocaleStyleRulesTests: XCTestCase {
    // MARK: - locale-case-style

    func testFrenchTitleCaseBecomesSentenceCase() throws {
        let project = LocaleFixture.project(
            key: "cart.add.button", source: "Add to Cart", ["fr": "Ajouter Au Panier", "de": "In Den Warenkorb"])
        let findings = LocaleCaseStyleRule().check(project)
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(findings.count, 1, "no case rule for German")
        XCTAssertEqual(finding.replacement, "Ajouter au panier")
        XCTAssertEqual(finding.locale, "fr")
        XCTAssertTrue(finding.message.hasPrefix("fr writes titles in sentence case"), finding.message)
    }

    func testOnlyTitlesWithSeveralCapitalizedWords() {
        let rule = LocaleCaseStyleRule()
        XCTAssertTrue(
            rule.check(LocaleFixture.project(key: "greeting", source: "Add to Cart", ["fr": "Ajouter Au Panier"])).isEmpty,
            "not a title")
        XCTAssertTrue(
            rule.check(LocaleFixture.project(key: "save.button", source: "Save", ["fr": "Enregistrer"])).isEmpty, "one word")
        XCTAssertTrue(
            rule.check(LocaleFixture.project(key: "save.button", source: "Save As", ["fr": "Enregistrer sous"])).isEmpty)
        XCTAssertTrue(
            rule.check(LocaleFixture.project(key: "save.button", source: "Filter Video", ["sk": "Filter Video"])).isEmpty,
            "left in English: untranslated, not a case error")
        XCTAssertTrue(rule.check(LocaleFixture.project(key: "save.button", source: "Open Photos", ["ja": "写真を開く"])).isEmpty)
    }

    func testNamesAndTermsKeepTheirCapitals() {
        let rule = LocaleCaseStyleRule()
        let safari = rule.check(LocaleFixture.project(key: "open.button", source: "Open in Safari", ["es": "Abrir En Safari"]))
        XCTAssertEqual(safari.first?.replacement, "Abrir en Safari")
        let terms = rule.check(
            LocaleFixture.project(key: "open.button", source: "Share with AirDrop", ["it": "Condividi Tramite AirDrop Ora"]))
        XCTAssertEqual(terms.first?.replacement, "Condividi tramite AirDrop ora")
        let inflected = rule.check(
            LocaleFixture.project(key: "show.button", source: "Show in Finder", ["pl": "Pokaż W Finderze"]))
        XCTAssertEqual(inflected.first?.replacement, "Pokaż w Finderze", "an inflected name keeps its capital")
    }

    func testLocaleAwareCaseMapping() {
        XCTAssertEqual(SentenceCaser.sentenceCased("ijsland Verkennen", locale: "nl") { _ in false }, "IJsland verkennen")
        XCTAssertEqual(SentenceCaser.sentenceCased("Dosya İçe Aktar", locale: "tr") { _ in false }, "Dosya içe aktar")
        XCTAssertEqual(
            SentenceCaser.sentenceCased("Dosya İçe Aktar", locale: "tr") { _ in false }.unicodeScalars.count, 15,
            "no combining dot")
        // Azerbaijani shares Turkish casing (İ → i, I → ı) and writes its UI in sentence case.
        let azerbaijani = LocaleCaseStyleRule().check(
            LocaleFixture.project(key: "import.button", source: "Import File", ["az": "Faylı İdxal Et"]))
        XCTAssertEqual(azerbaijani.first?.replacement, "Faylı idxal et")
    }

    func testFirstWordAfterLeadingMarkupKeepsItsCapital() {
        func cased(_ text: String) -> String { SentenceCaser.sentenceCased(text, locale: "fr") { _ in false } }
        XCTAssertEqual(cased("<b>Ouvrir Le Fichier</b>"), "<b>Ouvrir le fichier</b>")
        XCTAssertEqual(cased(#"<g id="1">Ouvrir Le Fichier</g>"#), #"<g id="1">Ouvrir le fichier</g>"#)
        XCTAssertEqual(cased(#"<x id="1"/>Ouvrir Le Fichier"#), #"<x id="1"/>Ouvrir le fichier"#)
        XCTAssertEqual(cased(#"<mrk mtype="seg">Ouvrir Le Fichier</mrk>"#), #"<mrk mtype="seg">Ouvrir le fichier</mrk>"#)
        XCTAssertEqual(cased("**Ouvrir** Le Fichier"), "**Ouvrir** le fichier")
        XCTAssertEqual(cased("*Ouvrir Le Fichier*"), "*Ouvrir le fichier*")
        XCTAssertEqual(cased("&Ouvrir Le Fichier"), "&Ouvrir le fichier", "a mnemonic marker")
        XCTAssertEqual(cased("<b>ouvrir Le Fichier</b>"), "<b>Ouvrir le fichier</b>", "still the first word")
        XCTAssertEqual(cased("Fermer. <i>Ouvrir</i> Le Fichier"), "Fermer. <i>Ouvrir</i> le fichier")
        XCTAssertEqual(cased("Ouvrir <b>Le</b> Fichier"), "Ouvrir <b>le</b> fichier", "markup inside changes nothing")
        // Text kept from translation keeps its case: a name, a key, code.
        XCTAssertEqual(
            cased(#"Ouvrir <mrk translate="no">Mon Coffre</mrk> Maintenant"#),
            #"Ouvrir <mrk translate="no">Mon Coffre</mrk> maintenant"#)
        XCTAssertEqual(cased("Appuyez Sur <kbd>Ctrl Q</kbd> Pour Quitter"), "Appuyez sur <kbd>Ctrl Q</kbd> pour quitter")
    }

    func testWordAfterALeadingPlaceholderKeepsItsCase() {
        func cased(_ text: String) -> String { SentenceCaser.sentenceCased(text, locale: "fr") { _ in false } }
        // The value the code puts first starts the sentence: the word after it is neither
        // lowercased ("%@ Ouvrir") nor capitalized ("%@ fichiers"); the words after that are.
        XCTAssertEqual(cased("%@ Ouvrir Le Fichier"), "%@ Ouvrir le fichier")
        XCTAssertEqual(cased("%@ fichiers Sélectionnés"), "%@ fichiers sélectionnés")
        XCTAssertEqual(cased("<b>%1$@</b> Fichiers Sélectionnés"), "<b>%1$@</b> Fichiers sélectionnés")
        XCTAssertEqual(
            cased(#"<xliff:g id="count">%d</xliff:g> Photos Partagées"#), #"<xliff:g id="count">%d</xliff:g> Photos partagées"#)
        XCTAssertEqual(cased("%.0f sn Geri Sar"), "%.0f sn geri sar")
        XCTAssertEqual(cased("Ouvrir %@ Fichiers"), "Ouvrir %@ fichiers", "a placeholder inside changes nothing")
        XCTAssertEqual(cased("3 Fichiers Sélectionnés"), "3 fichiers sélectionnés", "a number is text, not a value")
        let rule = LocaleCaseStyleRule()
        let bold = rule.check(
            LocaleFixture.project(key: "open.button", source: "<b>Open File</b>", ["fr": "<b>Ouvrir Le Fichier</b>"]))
        XCTAssertEqual(bold.first?.replacement, "<b>Ouvrir le fichier</b>")
        let value = rule.check(LocaleFixture.project(key: "open.button", source: "%@ Open File", ["fr": "%@ Ouvrir Le Fichier"]))
        XCTAssertEqual(value.first?.replacement, "%@ Ouvrir le fichier")
    }

    func testTitleCaseLanguagesAreNotJudged() {
        let project = LocaleFixture.project(
            key: "settings.button", source: "Display and Brightness",
            ["tr": "Ekran Ve Parlaklık", "id": "Layar Dan Kecerahan", "pt-BR": "Tela E Brilho", "pt": "Ecrã E Brilho",
             "pt-PT": "Ecrã E Brilho", "es-419": "Pantalla Y Brillo"])
        let findings = LocaleCaseStyleRule().check(project)
        XCTAssertEqual(findings.compactMap(\.locale).sorted(), ["es-419", "pt-PT"])
        XCTAssertEqual(findings.first { $0.locale == "pt-PT" }?.replacement, "Ecrã e brilho")
    }

    // MARK: - ellipsis-consistency

    func testEllipsisCarriedIntoTranslations() {
        let rule = EllipsisConsistencyRule()
        let project = LocaleFixture.project(
            source: "Save As…", ["fr": "Enregistrer sous", "de": "Sichern unter...", "ja": "別名で保存…", "zh-Hans": "另存为……"])
        let findings = rule.check(project)
        XCTAssertEqual(findings.map(\.locale), ["de", "fr"])
        XCTAssertEqual(findings.map(\.replacement), ["Sichern unter…", "Enregistrer sous…"])
        XCTAssertEqual(findings.last?.message, "the source ends with \"…\" but the fr value does not")
    }

    /// Three dots after a space become "…" after the space where the file writes its ellipses so.
    func testTheFilesSpaceBeforeAnEllipsisIsKept() {
        let source = LocaleFixture.strings("en", [("a", "Change…"), ("b", "Export…"), ("c", "Print…")])
        let spaced = LocaleFixture.strings("de", [("a", "Ändern ..."), ("b", "Exportieren …"), ("c", "Drucken …")])
        let closed = LocaleFixture.strings("nl", [("a", "Wijzig ..."), ("b", "Exporteer…"), ("c", "Druk af…")])
        let findings = EllipsisConsistencyRule().check(LocalizationProject(files: [source, spaced, closed]))
        XCTAssertEqual(findings.map { "\($0.locale ?? "") \($0.replacement ?? "-")" }, ["de Ändern …", "nl Wijzig…"])
    }

    func testEllipsisDifferencesOutsideCommandsAndLanguagesOwnPlacement() {
        let rule = EllipsisConsistencyRule()
        XCTAssertTrue(
            rule.check(LocaleFixture.project(key: "emoticon.erm", source: "Erm", ["fr": "Euh…"])).isEmpty,
            "a name, not a command: the ellipsis is its meaning")
        XCTAssertTrue(
            rule.check(LocaleFixture.project(source: "Downloading Blocklist", ["it": "Ricezione della blocklist…"])).isEmpty,
            "an activity in progress may end with an ellipsis")
        XCTAssertTrue(
            rule.check(LocaleFixture.project(source: "Share Page With…", ["ur": "…کے ساتھ صفحہ شیئر کریں"])).isEmpty,
            "the ellipsis comes first where the object does")
        let mnemonic = rule.check(LocaleFixture.project(source: "Set _Location…", ["zh-TW": "設定位置... (_L)"]))
        XCTAssertEqual(mnemonic.count, 1, "the dots before a trailing mnemonic are the value's ellipsis")
        XCTAssertNil(mnemonic.first?.replacement, "no fix where a mnemonic follows")
        XCTAssertTrue(rule.check(LocaleFixture.project(source: "Set _Location…", ["zh-TW": "設定位置… (_L)"])).isEmpty)
        let spaced = rule.check(LocaleFixture.project(source: "Preferences…", ["ar": "التفضيلات ..."]))
        XCTAssertEqual(spaced.first?.replacement, "التفضيلات…", "the space before the dots goes with them")
        let dots = rule.check(LocaleFixture.project(source: "Export...", ["ja": "書き出す"]))
        XCTAssertEqual(dots.first?.replacement, "書き出す…", "one ellipsis character, whichever way the source typed it")
    }

    func testEllipsisAddedByTranslation() {
        let findings = EllipsisConsistencyRule().check(LocaleFixture.project(source: "Save", ["fr": "Enregistrer…"]))
        XCTAssertEqual(findings.first?.replacement, "Enregistrer")
        XCTAssertEqual(findings.first?.message, "the fr value ends with \"…\" but the source does not")
        XCTAssertTrue(EllipsisConsistencyRule().check(LocaleFixture.project(source: "Save...", ["fr": "Enregistrer…"])).isEmpty)
        XCTAssertTrue(
            EllipsisConsistencyRule().check(LocaleFixture.project(source: "Closing…", ["ar": "<b>جار الإغلاق…</b>"])).isEmpty,
            "markup after it")
        let tagged = EllipsisConsistencyRule().check(LocaleFixture.project(source: "Closing…", ["de": "<b>Schließen</b>"]))
        XCTAssertEqual(tagged.count, 1)
        XCTAssertNil(tagged.first?.replacement, "no blind fix inside markup")
    }

    // MARK: - whitespace-consistency

    /// A catalog translation with one plural form is compared with the source's "other" form,
    /// not with the key; a Korean fragment may start with a particle that attaches.
    func testOnePluralFormIsComparedWithTheSourcesOtherForm() throws {
        let catalog = #"""
            { "sourceLanguage" : "en", "strings" : { "n-others %lld" : { "localizations" : {
              "en" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : " and %lld other " } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : " and %lld others " } } } } },
              "id" : { "stringUnit" : { "state" : "translated", "value" : " dan %lld lainnya " } },
              "ko" : { "stringUnit" : { "state" : "translated", "value" : "님 외 %lld명이 " } },
              "vi" : { "stringUnit" : { "state" : "translated", "value" : "và %lld người khác" } }
            } } }, "version" : "1.0" }
            """#
        let file = try XCStringsReader.parse(Array(catalog.utf8), path: "Localizable.xcstrings")
        let findings = WhitespaceConsistencyRule().check(LocalizationProject(files: [file]))
        XCTAssertEqual(findings.map { "\($0.locale ?? "") \($0.replacement ?? "-")" }, ["vi  và %lld người khác "])
    }

    func testEdgeSpacesCarriedIntoTranslations() {
        let rule = WhitespaceConsistencyRule()
        let findings = rule.check(LocaleFixture.project(source: "Name: ", ["fr": "Nom :", "ja": "名前：", "de": " Name: "]))
        XCTAssertEqual(findings.map(\.locale), ["de", "fr"])
        XCTAssertEqual(findings.map(\.replacement), ["Name: ", "Nom : "])
        XCTAssertEqual(findings.first?.message, "the de value starts with a space but the source does not")
        XCTAssertEqual(findings.last?.message, "the source ends with a space but the fr value does not")
        XCTAssertTrue(rule.check(LocaleFixture.project(source: " of %@", ["zh-Hans": "%@ 的"])).isEmpty, "no spaces between words")
        XCTAssertTrue(rule.check(LocaleFixture.project(source: ":", ["fr": " :"])).isEmpty, "French space before a colon")
        XCTAssertEqual(rule.check(LocaleFixture.project(source: ":", ["it": " :"])).count, 1)
        XCTAssertEqual(
            rule.check(LocaleFixture.project(source: " of %@ ", ["pl": "%@"])).first?.message,
            "the source starts with a space but the pl value does not; the source ends with a space but the pl value does not")
        XCTAssertTrue(rule.check(LocaleFixture.project(source: " (beta)", ["zh-Hans": "（测试版）"])).isEmpty, "full-width bracket")
    }

    func testCatalogListsEveryProjectRuleOnce() {
        let ids = ProjectRuleCatalog.descriptions.map(\.id)
        let cross = [
            "placeholder-mismatch", "plural-categories", "untranslated", "locale-case-style", "ellipsis-consistency",
            "whitespace-consistency",
        ]
        XCTAssertEqual(Array(ids.prefix(cross.count)), cross)
        XCTAssertEqual(Set(ids).count, ids.count, "ids are unique")
        XCTAssertTrue(ProjectRuleCatalog.descriptions.allSatisfy { $0.rationale.count > 100 })
        let findings = ProjectRuleCatalog.check([
            LocaleFixture.strings("fr", [("save.button", "Enregistrer Le Fichier")]),
            LocaleFixture.strings("en", [("save.button", "Save File…")]),
        ])
        XCTAssertEqual(findings.map(\.ruleID).filter(cross.contains), ["ellipsis-consistency", "locale-case-style"])
        XCTAssertEqual(ProjectRuleCatalog.rule(withID: "untranslated").map { type(of: $0).description.id }, "untranslated")
    }
}
