import LabelCopyFormats
import XCTest

@testable import LabelCopyCore

/// One test per cause of false findings that a review of the cross-locale rules found on real
/// apps' files; each builds the smallest project that shows the cause.
final class LocalePrecisionTests: XCTestCase {
    // MARK: - placeholder-mismatch

    func testInterfaceBuilderTitleWithLiteralPercentIsNoFormat() {
        var source = LocaleFixture.strings("en", [("abc-12-xyz.title", "% of screen")])
        var translation = LocaleFixture.strings("hu", [("abc-12-xyz.title", "%-a a képernyőnek")])
        let rule = PlaceholderMismatchRule()
        XCTAssertEqual(rule.check(LocalizationProject(files: [source, translation])).count, 1, "without IB, %-a is a format")
        source.entries[0].interfaceBuilderClass = "NSMenuItem"
        translation.entries[0].interfaceBuilderClass = "NSMenuItem"
        XCTAssertTrue(rule.check(LocalizationProject(files: [source, translation])).isEmpty)
        // An IB title the code does format still must keep its placeholders.
        source.entries[0].value = "%@ of screen"
        translation.entries[0].value = "a képernyő"
        XCTAssertEqual(rule.check(LocalizationProject(files: [source, translation])).count, 1)
    }

    /// An argument number too large for an Int names no argument; it is read, not trapped on.
    func testArgumentNumbersPastIntAreReadWithoutOverflow() {
        for huge in ["%9223372036854775808$@", "%99999999999999999999999$d", "%9223372036854775808$#@count@", "%18446744073709551616$lld"] {
            let placeholders = FormatPlaceholder.all(in: "Open \(huge)")
            XCTAssertEqual(placeholders.count, 1, huge)
            XCTAssertEqual(placeholders.first?.isPositional, true, huge)
        }
        XCTAssertEqual(FormatPlaceholder.all(in: "%9223372036854775807$@").first?.slot, .position(Int.max))
        let project = LocaleFixture.project(source: "Open %@", ["de": "%9223372036854775808$@ öffnen"])
        XCTAssertEqual(PlaceholderMismatchRule().check(project).count, 1)
    }

    func testPrintfSpaceFlagIsTheSameConversion() {
        XCTAssertEqual(FormatPlaceholder.all(in: "apagar % lu itens").map(\.type), ["int64"])
        XCTAssertEqual(FormatPlaceholder.withoutSpaceFlags("50 % de %0% to full % lo"), "50 % de %0% to full % lo")
        let project = LocaleFixture.project(source: "Delete %lu items?", ["pt": "Apagar % lu itens?"])
        XCTAssertTrue(PlaceholderMismatchRule().check(project).isEmpty)
        let broken = LocaleFixture.project(source: "Delete %lu items?", ["pt": "Apagar % itens?"])
        XCTAssertEqual(PlaceholderMismatchRule().check(broken).count, 1)
    }

    func testFlattenedSubstitutionReadsItsVariantsArguments() throws {
        func catalog(_ korean: String) throws -> LocalizationProject {
            let json = """
                {"sourceLanguage":"en","version":"1.0","strings":{"followers %lld %@":{"localizations":{
                "en":{"stringUnit":{"state":"translated","value":"%#@followers@"},"substitutions":{"followers":{
                "argNum":1,"formatSpecifier":"lld","variations":{"plural":{
                "one":{"stringUnit":{"state":"translated","value":"%2$@ follower"}},
                "other":{"stringUnit":{"state":"translated","value":"%2$@ followers"}}}}}}},
                "ko":{"stringUnit":{"state":"translated","value":"\(korean)"}}}}}}
                """
            let file = try XCStringsReader.parse(Array(json.utf8), path: "App/Localizable.xcstrings")
            return LocalizationProject(files: [file])
        }
        XCTAssertTrue(PlaceholderMismatchRule().check(try catalog("팔로워 %2$@명")).isEmpty)
        let wrongType = PlaceholderMismatchRule().check(try catalog("팔로워 %2$d명"))
        XCTAssertEqual(wrongType.count, 1, wrongType.map(\.message).joined())
    }

    // MARK: - plural-categories

    func testIntentDefinitionStringsAreSkipped() {
        var file = LocaleFixture.stringsdict("el", ["zero": "0", "one": "1", "two": "2", "few": "3", "many": "4", "other": "5"])
        XCTAssertEqual(PluralCategoriesRule().check(LocalizationProject(files: [file])).count, 1)
        file.path = "Intent/el.lproj/Intents.stringsdict"
        XCTAssertTrue(PluralCategoriesRule().check(LocalizationProject(files: [file])).isEmpty)
    }

    func testDecimalOnlyCategoryIsNotNeededForWholeCounts() throws {
        let russian = LocaleFixture.stringsdict("ru", ["one": "%d минута", "few": "%d минуты", "many": "%d минут"])
        XCTAssertTrue(PluralCategoriesRule().check(LocalizationProject(files: [russian])).isEmpty, "%d is never 1.5")
        let decimal = LocaleFixture.stringsdict("ru", ["one": "%.1f минута", "few": "%.1f минуты", "many": "%.1f минут"])
        let finding = try XCTUnwrap(PluralCategoriesRule().check(LocalizationProject(files: [decimal])).first)
        XCTAssertTrue(finding.message.contains("missing other (only decimals such as 0.5)"), finding.message)
        var android = LocaleFixture.stringsdict("sk", ["one": "%s minúta", "few": "%s minúty", "other": "%s minút"])
        android.format = .androidXML
        android.path = "res/values-sk/strings.xml"
        XCTAssertTrue(PluralCategoriesRule().check(LocalizationProject(files: [android])).isEmpty, "Slovak many is 1.5")
    }

    func testHebrewManyStaysAllowedOnAndroid() {
        var file = LocaleFixture.stringsdict("he", ["one": "%d", "two": "%d", "many": "%d", "other": "%d"])
        XCTAssertEqual(PluralCategoriesRule().check(LocalizationProject(files: [file])).count, 1)
        file.format = .androidXML
        file.path = "res/values-he/strings.xml"
        XCTAssertTrue(PluralCategoriesRule().check(LocalizationProject(files: [file])).isEmpty, "ICU before 72 picks many")
    }

    func testRomanceManyNamesTheNumbersThatTakeIt() throws {
        let french = LocaleFixture.stringsdict("fr", ["one": "%d fichier", "other": "%d fichiers"])
        let finding = try XCTUnwrap(PluralCategoriesRule().check(LocalizationProject(files: [french])).first)
        XCTAssertEqual(finding.severity, .note)
        XCTAssertTrue(finding.message.contains("missing many (only large whole numbers such as 1000000)"), finding.message)
    }

    func testOneNoteForAFileWhosePluralsAllLackTheMillionCategory() {
        var file = LocaleFixture.stringsdict("fr", key: "files", ["one": "%d fichier", "other": "%d fichiers"])
        for key in ["photos", "videos"] {
            file.entries += LocaleFixture.stringsdict("fr", key: key, ["one": "%d élément", "other": "%d éléments"]).entries
        }
        file.entries += LocaleFixture.stringsdict("fr", key: "mixed", ["other": "%d mélanges"]).entries
        let findings = PluralCategoriesRule().check(LocalizationProject(files: [file]))
        XCTAssertEqual(findings.map(\.severity), [.note, .error], findings.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(findings.first?.key, "files")
        XCTAssertTrue(
            findings.first?.message.hasSuffix("missing many (only large whole numbers such as 1000000) (and 2 more plural messages in this file)")
                ?? false, findings.first?.message ?? "")
    }

    func testPluralsICUHasNoRulesForAndEmptyVariantsAreNotJudged() {
        let kurmanji = LocaleFixture.stringsdict("kmr", ["one": "%d pel", "other": "%d pel"])
        XCTAssertTrue(PluralCategoriesRule().check(LocalizationProject(files: [kurmanji])).isEmpty, "no CLDR data for kmr")
        let japanese = LocaleFixture.stringsdict("ja", ["one": "%d 件", "other": "%d 件"])
        let dead = PluralCategoriesRule().check(LocalizationProject(files: [japanese]))
        XCTAssertEqual(dead.first?.message, "ja needs other; plural variable 'count' has one, other: extra one, which ja never uses")
        XCTAssertEqual(dead.map(\.severity), [.note], "written as other: never shown, and nothing would change if it were")
        let differing = LocaleFixture.stringsdict("ja", ["one": "1 件だけ", "other": "%d 件"])
        XCTAssertEqual(PluralCategoriesRule().check(LocalizationProject(files: [differing])).map(\.severity), [.warning])
        let empty = LocaleFixture.stringsdict("ru", ["one": "", "other": ""])
        XCTAssertTrue(PluralCategoriesRule().check(LocalizationProject(files: [empty])).isEmpty, "shows no text")
        let ukrainian = LocaleFixture.stringsdict("uk", ["one": "%d файл", "other": "%d файл"])
        XCTAssertEqual(PluralCategoriesRule().check(LocalizationProject(files: [ukrainian])).map(\.severity), [.error])
    }

    func testOtherStandingInForManyIsAWarning() throws {
        let polish = LocaleFixture.stringsdict("pl", ["one": "%d plik", "few": "%d pliki", "other": "%d plików"])
        XCTAssertEqual(
            PluralCategoriesRule().check(LocalizationProject(files: [polish])), [],
            "0, 5, 6… show other, which holds the many form: every whole count reads right")
        let copied = LocaleFixture.stringsdict("pl", ["one": "%d plik", "few": "%d pliki", "other": "%d pliki"])
        let finding = try XCTUnwrap(PluralCategoriesRule().check(LocalizationProject(files: [copied])).first)
        XCTAssertEqual(finding.severity, .warning, "the few form for 5 may be right in some phrases")
        XCTAssertTrue(
            finding.message.hasSuffix("missing many (0, 5, 6, …), which then show the other variant, written as the few or one variant is"),
            finding.message)
        let noFew = LocaleFixture.stringsdict("pl", ["one": "%d plik", "other": "%d plików"])
        XCTAssertEqual(PluralCategoriesRule().check(LocalizationProject(files: [noFew])).map(\.severity), [.error])
        let arabic = LocaleFixture.stringsdict(
            "ar", ["zero": "0", "one": "1", "two": "2", "few": "%d ملفات", "other": "%d ملف"])
        XCTAssertEqual(
            PluralCategoriesRule().check(LocalizationProject(files: [arabic])).map(\.severity), [.error],
            "Arabic other is for 100 and more: without many, 11 reads wrong")
    }

    func testSourceTemplatesMayListEveryCategory() {
        let template = LocaleFixture.stringsdict(
            "en", ["zero": "No files", "one": "%d file", "two": "%d files", "few": "%d files", "many": "%d files", "other": "%d files"])
        XCTAssertTrue(PluralCategoriesRule().check(LocalizationProject(files: [template])).isEmpty)
        let incomplete = LocaleFixture.stringsdict("en", ["few": "%d files", "other": "%d files"])
        XCTAssertEqual(PluralCategoriesRule().check(LocalizationProject(files: [incomplete])).count, 1, "one is missing")
    }

    func testGettextHeaderMayCountTheMillionCategory() {
        func header(_ locale: String, _ forms: String) -> LocalizationFile {
            LocalizationFile(
                path: "po/\(locale).po", format: .gettext, locale: locale, entries: [], document: nil,
                properties: ["Plural-Forms": forms])
        }
        let rule = PluralCategoriesRule()
        let cldr42 = "nplurals=3; plural=n == 1 ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2;"
        XCTAssertTrue(rule.check(LocalizationProject(files: [header("it", cldr42)])).isEmpty)
        XCTAssertTrue(rule.check(LocalizationProject(files: [header("pt-BR", cldr42)])).isEmpty)
        XCTAssertTrue(rule.check(LocalizationProject(files: [header("it", "nplurals=2; plural=(n != 1);")])).isEmpty)
        XCTAssertEqual(rule.check(LocalizationProject(files: [header("it", "nplurals=1; plural=0;")])).count, 1)
        XCTAssertEqual(rule.check(LocalizationProject(files: [header("it", "nplurals=4; plural=0;")])).count, 1)
    }

    // MARK: - untranslated

    /// A project with ten translated keys per locale plus `extra` (key, source, per-locale value).
    private func project(_ translated: [String: [String]], extra: (String, [String: String])) -> LocalizationProject {
        let keys = (1...10).map { ("k\($0)", "Text \($0)") }
        var files = [LocaleFixture.strings("en", keys + [("word", extra.0)])]
        for (locale, values) in translated.sorted(by: { $0.key < $1.key }) {
            let own = keys.enumerated().map { offset, pair in
                (pair.0, offset < values.count ? values[offset] : "\(locale) \(pair.1)")
            }
            files.append(LocaleFixture.strings(locale, own + [("word", extra.1[locale] ?? "\(locale) word")]))
        }
        return LocalizationProject(files: files)
    }

    func testLoanwordTheLocaleUsesElsewhereIsNotUntranslated() {
        let uses = ["Notifications push", "Aucune notifications", "Réglages"]
        let kept = project(["fr": uses, "de": [], "ja": [], "ko": []], extra: ("Notifications", ["fr": "Notifications"]))
        XCTAssertTrue(UntranslatedRule().check(kept).isEmpty)
        let unused = project(
            ["fr": ["Réglages"], "de": [], "ja": [], "ko": []], extra: ("Notifications", ["fr": "Notifications"]))
        XCTAssertEqual(UntranslatedRule().check(unused).map(\.locale), ["fr"])
        let short = project(["fr": ["On y va", "On part"], "de": [], "ja": [], "ko": []], extra: ("On", ["fr": "On"]))
        XCTAssertEqual(UntranslatedRule().check(short).map(\.locale), ["fr"], "a short word may mean something else")
    }

    func testCognateKeptAcrossTheLanguageFamily() {
        let romance = ["es": "General", "it": "Generale", "pt": "Geral", "ca": "General"]
        let others = ["de": "Allgemein", "ja": "一般", "ko": "일반", "ru": "Общие", "pl": "Ogólne", "sv": "Allmänt", "fi": "Yleiset"]
        let all = romance.merging(others) { first, _ in first }
        let findings = UntranslatedRule().check(project(all.mapValues { _ in [] }, extra: ("General", all)))
        XCTAssertTrue(findings.isEmpty, findings.map(\.message).joined(separator: "\n"))
        let phrase = ["es": "Search users", "it": "Search users", "ca": "Search users", "pt": "Pesquisar utilizadores"]
            .merging(others) { first, _ in first }
        let phraseFindings = UntranslatedRule().check(project(phrase.mapValues { _ in [] }, extra: ("Search users", phrase)))
        XCTAssertEqual(Set(phraseFindings.compactMap(\.locale)), ["es", "it", "ca"], "phrases are no cognates")
    }

    // MARK: - locale-case-style

    func testTitleCaseSourceCapitalsAreNoNames() {
        let rule = LocaleCaseStyleRule()
        let panel = rule.check(
            LocaleFixture.project(key: "hide.button", source: "Hide Playlist Panel", ["sk": "Skryť Panel Zoznamu Skladieb"]))
        XCTAssertEqual(panel.first?.replacement, "Skryť panel zoznamu skladieb")
        let recent = rule.check(
            LocaleFixture.project(key: "none.button", source: "No Recent Searches", ["ro": "Fără Căutări Recente"]))
        XCTAssertEqual(recent.first?.replacement, "Fără căutări recente")
        let chrome = rule.check(LocaleFixture.project(key: "open.button", source: "Open in Chrome", ["gl": "Abrir En Chrome"]))
        XCTAssertEqual(chrome.first?.replacement, "Abrir en Chrome", "not an English word: a name")
        let firefox = rule.check(
            LocaleFixture.project(key: "open.button", source: "Open in Firefox", ["bs": "Otvori U Firefoxu"]))
        XCTAssertEqual(firefox.first?.replacement, "Otvori u Firefoxu", "an inflected canonical term")
        // Inflections that change a product name's last letter keep its capital too; an
        // ordinary word's cognate does not.
        let polish = rule.check(
            LocaleFixture.project(key: "open.button", source: "Open in Firefox", ["pl": "Otwórz W Firefoksie"]))
        XCTAssertEqual(polish.first?.replacement, "Otwórz w Firefoksie")
        let slovenian = rule.check(LocaleFixture.project(key: "open.button", source: "Open in Chrome Now", ["sl": "Odpri V Chromu Zdaj"]))
        XCTAssertEqual(slovenian.first?.replacement, "Odpri v Chromu zdaj")
        let style = rule.check(LocaleFixture.project(key: "paste.button", source: "Paste Style", ["pl": "Wklej Styl"]))
        XCTAssertEqual(style.first?.replacement, "Wklej styl")
        let chromatic = rule.check(
            LocaleFixture.project(key: "show.button", source: "Show Chromatic Colors", ["pl": "Pokaż Kolory Chromatyczne"]))
        XCTAssertEqual(chromatic.first?.replacement, "Pokaż kolory chromatyczne", "another word that starts like a term")
    }

    /// A word in Latin letters in a translation written in another script is a name kept in
    /// English, whatever the English word is.
    func testLatinWordsInOtherScriptsAreNames() {
        let rule = LocaleCaseStyleRule()
        let dock = rule.check(LocaleFixture.project(key: "hide.button", source: "Hide in Dock", ["ru": "Убрать В Dock"]))
        XCTAssertEqual(dock.first?.replacement, "Убрать в Dock")
        let greek = rule.check(LocaleFixture.project(key: "help.button", source: "Transmission Help Forums", ["el": "Φόρουμ Βοήθειας Transmission"]))
        XCTAssertEqual(greek.first?.replacement, "Φόρουμ βοήθειας Transmission")
    }

    func testProjectCapitalsMidSentenceMakeNames() {
        let files = [
            LocaleFixture.strings("en", [("help.button", "Transmission Help"), ("note", "Please restart Transmission now.")]),
            LocaleFixture.strings("pt-PT", [("help.button", "Ajuda Do Transmission"), ("note", "Reinicie o Transmission.")]),
        ]
        let significant = LocaleCaseStyleRule.significantCapitals(in: LocalizationProject(files: files))
        XCTAssertTrue(significant.contains("Transmission"), "\(significant)")
        XCTAssertFalse(significant.contains("Please"), "a sentence's first word")
        let names = LocaleCaseStyleRule.names(
            in: "Transmission Help", translation: "Ajuda Do Transmission", significant: significant, lexicon: .standard)
        XCTAssertEqual(names, ["Transmission"])
        let touchBar = LocaleCaseStyleRule.names(
            in: "Customize Touch Bar…", translation: "Personalizza la Touch Bar…", significant: [], lexicon: .standard)
        XCTAssertTrue(touchBar.isSuperset(of: ["Touch", "Bar"]), "a run of source words kept in English: \(touchBar)")
        let inflected = LocaleCaseStyleRule.names(
            in: "Hide Video Panel", translation: "Video Panelini Gizle", significant: [], lexicon: .standard)
        XCTAssertTrue(inflected.isEmpty, "\(inflected)")
        XCTAssertTrue(
            LocaleCaseStyleRule().check(
                LocaleFixture.project(key: "show.button", source: "Show in Finder", ["ru": "ПОКАЗАТЬ В FINDER"])
            ).isEmpty, "all capitals is not Title Case")
    }

    func testNamesTheLocalesOwnSentencesCapitalizeStayCapitalized() {
        let english = [
            ("empty.button", "Empty Trash Now"), ("confirm", "Move these items to the Trash?"),
            ("info", "Items in the Trash are deleted after 30 days."), ("later", "Remind me later about the trash."),
        ]
        let spanish = [
            ("empty.button", "Vaciar La Papelera Ahora"), ("confirm", "¿Mover estos elementos a la Papelera?"),
            ("info", "Los elementos de la Papelera se eliminan después de 30 días."),
            ("later", "Recordármelo más tarde."),
        ]
        let project = LocalizationProject(files: [LocaleFixture.strings("en", english), LocaleFixture.strings("es", spanish)])
        XCTAssertEqual(LocaleCaseStyleRule().check(project).map(\.replacement), ["Vaciar la Papelera ahora"])
        // Written in lower case as often as capitalized, a word is no name.
        var common = spanish
        common[3] = ("later", "La papelera se vacía sola; la papelera no ocupa espacio.")
        let plain = LocalizationProject(files: [LocaleFixture.strings("en", english), LocaleFixture.strings("es", common)])
        XCTAssertEqual(LocaleCaseStyleRule().check(plain).map(\.replacement), ["Vaciar la papelera ahora"])
    }

    func testSlashStartsANewTitleOnlyWhenTheSourceSaysSo() {
        let rule = LocaleCaseStyleRule()
        let two = rule.check(
            LocaleFixture.project(key: "toggle.button", source: "Pause/Resume All", ["es": "Pausar/Reanudar Todo"]))
        XCTAssertEqual(two.first?.replacement, "Pausar/Reanudar todo")
        let one = rule.check(
            LocaleFixture.project(key: "toggle.button", source: "Audio/video Settings", ["es": "Ajustes De Audio/Vídeo"]))
        XCTAssertEqual(one.first?.replacement, "Ajustes de audio/vídeo")
    }

    // MARK: - ellipsis-consistency

    func testContinuationEllipsisMayBeDropped() {
        let rule = EllipsisConsistencyRule()
        XCTAssertTrue(
            rule.check(
                LocaleFixture.project(key: "filter.button", source: "Filter out notifications from…", ["zh-Hans": "通知过滤范围"])
            )
            .isEmpty)
        XCTAssertEqual(
            rule.check(LocaleFixture.project(key: "save.button", source: "Save As…", ["fr": "Enregistrer sous"])).count, 1)
    }

    func testValuesWithoutLettersAreNoTitles() {
        let rule = EllipsisConsistencyRule()
        XCTAssertTrue(rule.check(LocaleFixture.project(key: "label", source: "Long label text", ["pl": "...."])).isEmpty)
    }

    // MARK: - whitespace-consistency

    func testSourceSpaceMostTranslationsDropIsOneSourceFinding() throws {
        let translations = ["de": "Sie sind geschützt!", "fr": "Vous êtes protégé !", "it": "Sei protetto!", "nl": "Beschermd! "]
        let findings = WhitespaceConsistencyRule().check(
            LocaleFixture.project(key: "tip", source: "You’re protected! ", translations))
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(findings.count, 1, findings.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(finding.locale, "en")
        XCTAssertEqual(finding.replacement, "You’re protected!")
        XCTAssertTrue(finding.message.contains("3 of 4 translations drop"), finding.message)
        let few = WhitespaceConsistencyRule().check(
            LocaleFixture.project(key: "from", source: "From: ", ["de": "Von: ", "fr": "De : ", "es": "De:"]))
        XCTAssertEqual(few.map(\.locale), ["es"], "most keep the space: the translation lost it")
        let joined = WhitespaceConsistencyRule().check(
            LocaleFixture.project(key: "shift", source: "Shift + ", ["de": "Umschalt +", "fr": "Maj +", "es": "Mayús + "]))
        XCTAssertEqual(joined.compactMap(\.locale), ["de", "fr"], "a fragment's space joins it to a key name")
    }

    func testLeadingSourceSpaceAQuarterOfTranslationsDropIsOneSourceFinding() throws {
        var translations: [String: String] = [:]
        for locale in ["da", "de", "es", "fi", "fr", "it", "ja", "ko", "nb", "nl", "pl", "sv"] {
            translations[locale] = " Werde Unterstützer!"
        }
        for locale in ["de", "fr", "nl"] { translations[locale] = "Werde Unterstützer!" }
        let findings = WhitespaceConsistencyRule().check(
            LocaleFixture.project(key: "supporter", source: " Become a supporter!", translations))
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(findings.count, 1, findings.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(finding.locale, "en")
        XCTAssertEqual(finding.replacement, "Become a supporter!")
        XCTAssertEqual(finding.message, "the source starts with a space that 3 of 12 translations drop")
        translations["nl"] = " Werde Unterstützer!"
        let two = WhitespaceConsistencyRule().check(
            LocaleFixture.project(key: "supporter", source: " Become a supporter!", translations))
        XCTAssertEqual(two.compactMap(\.locale), ["de", "fr"], "two of twelve: the translations lost it")
    }

    func testLocalePercentSpacing() {
        let rule = WhitespaceConsistencyRule()
        XCTAssertTrue(rule.check(LocaleFixture.project(key: "exact", source: "% (exact)", ["cs": " % (přesně)"])).isEmpty)
        XCTAssertEqual(rule.check(LocaleFixture.project(key: "exact", source: "% (exact)", ["it": " % (esatto)"])).count, 1)
        XCTAssertEqual(rule.check(LocaleFixture.project(key: "exact", source: "% (exact)", ["de-CH": " % (genau)"])).count, 1)
    }
}
