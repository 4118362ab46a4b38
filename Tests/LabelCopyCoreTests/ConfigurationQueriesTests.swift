import LabelCopyCore
import LabelCopyFormats
import XCTest

final class ConfigurationQueriesTests: XCTestCase {
    private func full(at path: String = "/project/.labelcopy.json") throws -> Configuration {
        let (text, _) = try ConfigFixtures.text("full.labelcopy.json")
        return try ConfigurationLoader.load(text: text, path: path).0
    }

    func testSeverityFollowsConfigurationThenRuleDefault() throws {
        let configuration = try full()
        XCTAssertEqual(configuration.severity(for: "title-case"), .error)
        XCTAssertNil(configuration.severity(for: "verb-first"), "false turns the rule off")
        XCTAssertNil(configuration.severity(for: "ellipsis"), "\"off\" turns the rule off")
        XCTAssertEqual(configuration.severity(for: "whitespace"), .note)
        let untouched = try XCTUnwrap(RuleCatalog.descriptions.first { $0.id == "alert-answers" })
        XCTAssertEqual(configuration.severity(for: "alert-answers"), untouched.defaultSeverity)
        XCTAssertNil(configuration.severity(for: "no-such-rule"))
        for rule in RuleCatalog.descriptions {
            XCTAssertEqual(Configuration().severity(for: rule.id), rule.defaultSeverity, rule.id)
        }
    }

    func testPathsAreMatchedRelativeToTheConfigurationFolder() throws {
        let configuration = try full()
        XCTAssertFalse(configuration.isExcluded(path: "/project/Sources/en.lproj/Main.strings"))
        XCTAssertTrue(configuration.isExcluded(path: "/project/Sources/Generated/en.lproj/Main.strings"))
        XCTAssertTrue(configuration.isExcluded(path: "/project/Sources/Pods/X/en.lproj/X.strings"))
        XCTAssertTrue(configuration.isExcluded(path: "/project/Sources/en.lproj/Old.bak.strings"))
        XCTAssertTrue(configuration.isExcluded(path: "/project/Other/en.lproj/Main.strings"), "not included")
        XCTAssertFalse(configuration.isExcluded(path: "/project/android/app/res/values/strings.xml"))
        XCTAssertTrue(configuration.isExcluded(path: "/elsewhere/Sources/Main.strings"), "outside the folder is not included")
        let relative = try full(at: "project/.labelcopy.json")
        XCTAssertFalse(relative.isExcluded(path: "project/./Sources/x/../Main.strings"))
        XCTAssertTrue(relative.isExcluded(path: "project/Sources/Generated/Main.strings"))
        XCTAssertFalse(Configuration().isExcluded(path: "anything/at/all.strings"))
    }

    func testProfilesByPathThenByFormat() throws {
        let configuration = try full()
        XCTAssertEqual(configuration.profile(forPath: "/project/android/app/res/values/strings.xml"), .material)
        XCTAssertEqual(
            configuration.profile(forPath: "/project/android/Main.strings"), .material, "the path decides, not the format")
        XCTAssertEqual(configuration.profile(forPath: "/project/legacy/Main.strings"), .apple)
        XCTAssertEqual(
            configuration.profile(forPath: "/project/other/res/values-de/strings.xml"), .material, "Android defaults to Material")
        XCTAssertEqual(configuration.profile(forPath: "/project/other/en.lproj/Main.strings"), .apple)
        XCTAssertEqual(configuration.profile(forPath: "/project/x.txt", format: .androidXML), .material)
    }

    func testKeyDecisionsExcludeWinsOverInclude() throws {
        let configuration = try full()
        XCTAssertEqual(configuration.keyDecision(for: "cart.cta.checkout"), true)
        XCTAssertEqual(configuration.keyDecision(for: "cart.cta.internal"), false)
        XCTAssertEqual(configuration.keyDecision(for: "debug.cta.reset"), false)
        XCTAssertNil(configuration.keyDecision(for: "cart.title"))
    }

    func testContextsFirstMatchInFileOrder() throws {
        let configuration = try full()
        XCTAssertEqual(configuration.context(forKey: "menu.file.open"), .menuItem)
        XCTAssertEqual(configuration.context(forKey: "menu.settings.sync"), .menuItem, "an earlier pattern wins")
        XCTAssertEqual(configuration.context(forKey: "home.tab"), .tabBarItem)
        XCTAssertNil(configuration.context(forKey: "home.title"))
    }

    func testEngineConfigurationCarriesSeveritiesDisabledRulesAndOptions() throws {
        let engine = try full().engineConfiguration
        XCTAssertEqual(engine.disabled, ["verb-first", "ellipsis"])
        XCTAssertEqual(engine.severities, ["title-case": .error, "whitespace": .note, "title-length": .error])
        XCTAssertEqual(engine.maxWords, 4)
        XCTAssertEqual(engine.maxGraphemes, 24)
        XCTAssertTrue(try full().engineConfiguration(for: .material).disabled.contains("title-case"))
        XCTAssertEqual(Configuration().engineConfiguration, EngineConfiguration())
    }

    func testConfiguredEngineChangesFindings() throws {
        let configuration = try full()
        let engine = TitleEngine(configuration: configuration.engineConfiguration)
        let long = engine.analyze("Save Every Open Document Now")
        XCTAssertEqual(long.findings.first { $0.ruleID == "title-length" }?.severity, .error, "5 words > maxWords 4")
        let ellipsis = TitleEngine().analyze("Rename...").findings.map(\.ruleID)
        XCTAssertTrue(ellipsis.contains("ellipsis"), "the rule fires without configuration")
        XCTAssertFalse(engine.analyze("Rename...").findings.map(\.ruleID).contains("ellipsis"), "and not when turned off")
        let material = TitleEngine(configuration: configuration.engineConfiguration(for: .material))
        XCTAssertFalse(material.analyze("Add to cart").findings.map(\.ruleID).contains("title-case"))
        XCTAssertTrue(TitleEngine().analyze("Add to cart").findings.map(\.ruleID).contains("title-case"))
    }

    func testLexiconTermsExtendTheLexicon() throws {
        let configuration = try full()
        XCTAssertTrue(Lexicon.standard.info("declutter").classes.isEmpty, "the fixture's verb is not built in")
        let lexicon = configuration.lexicon(extending: .standard)
        XCTAssertFalse(lexicon.info("declutter").classes.isEmpty)
        XCTAssertNotNil(lexicon.verbs["declutter"])
        XCTAssertEqual(lexicon.canonicalTerms["pocketlist"]?.text, "Pocketlist")
        XCTAssertEqual(lexicon.canonicalTerms["pin"]?.tags, ["ordinary"])
        XCTAssertEqual(lexicon.conventionalTitles["inbox zero"], "Inbox Zero")
        XCTAssertTrue(lexicon.nouns.contains("listlet"))
        XCTAssertEqual(lexicon.fixedPhrases["pocketlist pro"], "Pocketlist Pro")
        let engine = TitleEngine(lexicon: lexicon)
        XCTAssertFalse(engine.analyze("Declutter").findings.map(\.ruleID).contains("verb-first"))
        XCTAssertEqual(engine.analyze("open pocketlist").suggestion, "Open Pocketlist")
    }

    func testClassifierCarriesButtonCells() throws {
        let cell = LocalizationEntry(
            key: "x.title", locale: "en", value: "Remember Me", location: SourceLocation(path: "a", line: 1, column: 1),
            format: .strings, isSource: true, interfaceBuilderClass: "NSButtonCell")
        XCTAssertEqual(try full().classifier().judge(cell).context, .button)
        XCTAssertEqual(Configuration().classifier().judge(cell).context, .checkbox)
    }
}

final class ConfigurationJudgementTests: XCTestCase {
    private func entry(_ key: String, _ value: String, comment: String? = nil, translatable: Bool = true) -> LocalizationEntry {
        LocalizationEntry(
            key: key, locale: "en", value: value, comment: comment,
            location: SourceLocation(path: "a.strings", line: 1, column: 1),
            format: .strings, isSource: true, translatable: translatable)
    }

    func testKeysAndContextsOverrideTheClassifier() throws {
        let (configuration, _) = try ConfigurationLoader.load(
            text: """
                { version: 1, keys: { include: ["onboarding.*"], exclude: ["debug.*"] },
                  contexts: { "*.file.*": "menu-item", "onboarding.title": "navigation-title" } }
                """, path: "/p/.labelcopy.json")
        let classifier = EntryClassifier()
        XCTAssertFalse(classifier.judge(entry("onboarding.next", "continue")).isTitle, "nothing marks it for the classifier")
        let included = configuration.judge(entry("onboarding.next", "continue"), with: classifier)
        XCTAssertTrue(included.isTitle)
        XCTAssertEqual(included.context, .button)
        XCTAssertEqual(included.reason, "key 'onboarding.next' matches keys.include in .labelcopy.json")
        XCTAssertFalse(configuration.judge(entry("onboarding.next", "x", translatable: false), with: classifier).isTitle)
        XCTAssertFalse(configuration.judge(entry("onboarding.next", "  "), with: classifier).isTitle)
        let title = configuration.judge(entry("onboarding.title", "welcome"), with: classifier)
        XCTAssertEqual(title.context, .navigationTitle)

        XCTAssertTrue(classifier.judge(entry("debug.reset.button", "Reset")).isTitle)
        let excluded = configuration.judge(entry("debug.reset.button", "Reset"), with: classifier)
        XCTAssertFalse(excluded.isTitle)
        XCTAssertEqual(excluded.reason, "key 'debug.reset.button' matches keys.exclude in .labelcopy.json")

        let menu = configuration.judge(entry("main.file.button", "Open File"), with: classifier)
        XCTAssertEqual(menu.context, .menuItem)
        XCTAssertEqual(
            menu.reason, "key 'main.file.button' names a button ('button'); context menu-item from contexts \"*.file.*\"")
        XCTAssertFalse(
            configuration.judge(entry("main.file.label", "Recent"), with: classifier).isTitle, "contexts alone make no title")
        XCTAssertEqual(
            Configuration().judge(entry("save.button", "Save"), with: classifier), classifier.judge(entry("save.button", "Save")))
    }
}
