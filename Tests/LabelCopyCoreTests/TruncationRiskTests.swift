import LabelCopyFormats
import LabelCopyText
import XCTest

@testable import LabelCopyCore

/// UI contexts, budgets, expansion data, calibration and the truncation-risk rule on small projects.
final class TruncationRiskTests: XCTestCase {
    private let rule = TruncationRiskRule()

    func testTitleContextsMapToUIContexts() {
        XCTAssertEqual(UIContext(.button), .unknown)
        XCTAssertEqual(UIContext(.menuItem), .menuItem)
        XCTAssertEqual(UIContext(.tabBarItem), .tabBarItem)
        XCTAssertEqual(UIContext(.navigationTitle), .navigationTitle)
        XCTAssertEqual(UIContext(.checkbox), .switchLabel)
    }

    func testInterfaceBuilderClassesAndKeyWordsChooseTheContext() {
        func context(_ key: String, className: String? = nil, comment: String? = nil) -> UIContext {
            var entry = LocaleFixture.entry(key, "Save", path: "a.strings", locale: "en", isSource: true)
            entry.interfaceBuilderClass = className
            entry.comment = comment
            return UIContext(entry: entry, titleContext: .button)
        }
        XCTAssertEqual(context("abc-12-xyz.title", className: "UIBarButtonItem"), .navigationBarButton)
        XCTAssertEqual(context("abc-12-xyz.title", className: "UIBarButtonItem", comment: "Editor toolbar"), .toolbarItem)
        XCTAssertEqual(context("abc-12-xyz.title", className: "UITabBarItem"), .tabBarItem)
        XCTAssertEqual(context("abc-12-xyz.segmentTitles[0]", className: "UISegmentedControl"), .segment)
        XCTAssertEqual(context("abc-12-xyz.title", className: "NSMenuItem"), .menuItem)
        XCTAssertEqual(context("alert.button.ok"), .alertButtonStacked, "side by side, a long title stacks the buttons")
        XCTAssertEqual(context("share.actionSheet.copy"), .actionSheetRow)
        XCTAssertEqual(context("copy", comment: "Row of the action sheet"), .actionSheetRow)
        XCTAssertEqual(context("Done", comment: "Button which indicates that the editing sheet is done"), .unknown)
        XCTAssertEqual(context("tabBar.home"), .tabBarItem)
        XCTAssertEqual(context("editor.toolbar.bold"), .toolbarItem)
        XCTAssertEqual(context("nav.button.done"), .navigationBarButton)
        XCTAssertEqual(context("save", comment: "Button in the toolbar"), .toolbarItem)
        XCTAssertEqual(context("save.button"), .unknown)
        XCTAssertEqual(UIContext(entry: LocaleFixture.entry("x", "Y", path: "a", locale: nil, isSource: true)), .unknown)
    }

    func testBudgetsFollowTheScreenWidth() {
        for context in UIContext.allCases {
            XCTAssertGreaterThan(context.budget(.compact), 0, context.rawValue)
            XCTAssertLessThanOrEqual(context.budget(.compact), context.budget(.regular), context.rawValue)
            XCTAssertLessThan(context.budget(.regular), WidthClass.regular.screenWidth, context.rawValue)
        }
        XCTAssertEqual(UIContext.alertButtonSideBySide.budget(.compact), 119)
        XCTAssertEqual(UIContext.tabBarItem.budget(.compact), 56)
        XCTAssertEqual(UIContext.tabBarItem.textSize(.accessibility5), 10)
        XCTAssertEqual(UIContext.alertButtonStacked.textSize(.accessibility5), 53)
    }

    func testExpansionTableReadsTiersFactorsAndLocales() {
        let table = ExpansionTable.standard
        XCTAssertEqual(table.tiers.count, 6)
        XCTAssertEqual(
            table.targetLocales,
            [
                "ar", "de", "es", "fi", "fr", "he", "it", "ja", "ko", "nl", "pl", "pt-BR", "ru", "sv", "th", "tr", "zh-Hans",
                "zh-Hant",
            ])
        XCTAssertEqual(table.tier(forCharacters: 10)?.tier.low, 2.0)
        XCTAssertEqual(table.tier(forCharacters: 11)?.tier.high, 2.0)
        XCTAssertEqual(table.tier(forCharacters: 11)?.label, "11–20 characters")
        XCTAssertEqual(table.tier(forCharacters: 500)?.label, "over 70 characters")
        XCTAssertEqual(table.factor(for: "de-AT"), table.factor(for: "de"))
        XCTAssertEqual(table.factor(for: "pt-PT"), table.factor(for: "pt-BR"))
        XCTAssertEqual(table.factor(for: "xx"), 1)
        let custom = ExpansionTable(text: "tier 5 300 400\ntier nonsense\nlang de 1.2\nlang de 1.3\nlang xx 0\n")
        XCTAssertEqual(custom.tiers.count, 1)
        XCTAssertEqual(custom.targetLocales, ["de"])
        XCTAssertNil(custom.tier(forCharacters: 6))
    }

    func testObservedExpansionPercentiles() throws {
        let observed = try XCTUnwrap(ObservedExpansion(ratios: (1...10).map(Double.init) + [.nan]))
        XCTAssertEqual(observed.median, 5)
        XCTAssertEqual(observed.p90, 9)
        XCTAssertEqual(observed.count, 10)
        XCTAssertNil(ObservedExpansion(ratios: []))
    }

    func testVerdictThresholds() {
        XCTAssertEqual(TruncationVerdict(width: 121, budget: 120), .likelyTruncated)
        XCTAssertEqual(TruncationVerdict(width: 120, budget: 120), .atRisk)
        XCTAssertEqual(TruncationVerdict(width: 108, budget: 120), .atRisk)
        XCTAssertEqual(TruncationVerdict(width: 107.9, budget: 120), .fits)
    }

    func testEnglishTitlePredictedForGermanAndFinnishWithIBMTiers() throws {
        let project = LocaleFixture.project(key: "tabbar.button.cart", source: "Add to Cart", [:])
        let findings = rule.check(project)
        XCTAssertEqual(findings.count, 1)
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(finding.ruleID, "truncation-risk")
        XCTAssertEqual(finding.severity, .warning)
        // 11 characters: IBM's 11–20 tier, 180–200 %, times each language's factor.
        let width = WidthModel.points(of: "Add to Cart", size: 10, weight: .semibold)
        for locale in ["de", "fi"] {
            let factor = ExpansionTable.standard.factor(for: locale)
            let low = Int((width * 1.8 * factor).rounded())
            let high = Int((width * 2.0 * factor).rounded())
            let expected =
                "\(locale) \(low) pt–\(high) pt (IBM tier 11–20 characters ×1.8–2.0, \(locale) factor \(ExpansionEstimate.format(factor)))"
            XCTAssertTrue(finding.message.contains(expected), "\(expected) not in \(finding.message)")
        }
        XCTAssertEqual(ExpansionTable.standard.factor(for: "de"), 1.0)
        XCTAssertTrue(finding.message.contains("the tab bar item allows 56 pt on a 320 pt screen"), finding.message)
    }

    func testShortTitleInAWideContextIsNotPredicted() {
        let project = LocaleFixture.project(key: "actionsheet.button.ok", source: "OK", [:])
        XCTAssertEqual(rule.check(project), [])
    }

    func testTranslatedTitleMeasuredAgainstBudgetAndSource() throws {
        let project = LocaleFixture.project(
            key: "tabbar.button.cart", source: "Add to Cart", ["de": "In den Warenkorb legen", "ja": "カートに追加"])
        let findings = rule.check(project).filter { $0.locale == "de" }
        let finding = try XCTUnwrap(findings.first)
        let width = WidthModel.points(of: "In den Warenkorb legen", size: 10, weight: .semibold)
        XCTAssertGreaterThan(width, 56)
        XCTAssertTrue(
            finding.message.hasPrefix("de: 'In den Warenkorb legen' is \(Int(width.rounded())) pt at 10 pt"), finding.message)
        XCTAssertTrue(finding.message.contains("likely truncated; the source 'Add to Cart' is"), finding.message)
        XCTAssertEqual(finding.location.path, "App/de.lproj/Localizable.strings")
    }

    /// A title over its budget by less than the width model's own error is given no finding.
    func testOverTheBudgetByLessThanTheModelsErrorIsNoFinding() throws {
        let budget = UIContext.tabBarItem.budget(.compact)
        // Titles growing by a narrow letter at a time, until one is just over and one well over.
        let titles = (1...80).map { "Wa" + String(repeating: "i", count: $0) }
        func ratio(_ title: String) -> Double { WidthModel.points(of: title, size: 10, weight: .semibold) / budget }
        let justOver = try XCTUnwrap(titles.first { ratio($0) > 1.0 && ratio($0) < 1 + TruncationRiskRule.measurementTolerance })
        let wellOver = try XCTUnwrap(titles.first { ratio($0) > 1.05 })
        for (title, reported) in [(justOver, false), (wellOver, true)] {
            let project = LocaleFixture.project(key: "tabbar.button.cart", source: "Cart", ["de": title])
            XCTAssertEqual(rule.check(project).contains { $0.locale == "de" }, reported, "\(title): \(ratio(title))")
        }
    }

    func testNoVerdictWhereNothingNamesTheControl() {
        let long = "Standard-Suchmaschinen wiederherstellen und alle eigenen Einträge entfernen"
        let unnamed = LocaleFixture.project(key: "settings.restore-button", source: "Restore Default Search Engines", ["de": long])
        XCTAssertEqual(rule.check(unnamed), [], "a row or a button that may wrap: its width is unknown")
        let named = LocaleFixture.project(key: "toolbar.button.restore", source: "Restore Default Search Engines", ["de": long])
        XCTAssertEqual(rule.check(named).filter { $0.locale == "de" }.map(\.severity), [.warning])
    }

    func testTitleThatFitsHasNoFinding() {
        let project = LocaleFixture.project(key: "alert.button.add", source: "Add", ["de": "Hinzufügen"])
        let findings = rule.check(project)
        XCTAssertFalse(findings.contains { $0.locale == "de" }, "\(findings.map(\.message))")
    }

    func testLargerDynamicTypeTruncatesFirst() {
        let project = LocaleFixture.project(key: "alert.button.add", source: "Add", ["de": "Hinzufügen"])
        XCTAssertFalse(
            TruncationRiskRule(dynamicType: .accessibility1).check(project).contains { $0.locale == "de" },
            "wider than half an alert, so the buttons stack, and a stacked button has room")
        let large = TruncationRiskRule(dynamicType: .accessibility5).check(project)
        let finding = large.first { $0.locale == "de" }
        XCTAssertNotNil(finding)
        XCTAssertTrue(finding?.message.contains("at AX5 (53 pt), the stacked alert button allows 238 pt") ?? false, finding?.message ?? "")
    }

    func testCalibrationFromTheProjectsOwnTranslations() throws {
        // French titles about 1.5 times as wide as their source in this project.
        let english = ["Save", "Open File", "Close", "Share Photo", "Delete", "Rename", "Add to Cart"]
        let french = ["Enregistrer", "Ouvrir le fichier", "Fermer", "Partager la photo", "Supprimer", "Renommer", ""]
        var source: [(String, String)] = []
        var translated: [(String, String)] = []
        for (index, title) in english.enumerated() {
            source.append(("toolbar.button.\(index)", title))
            if !french[index].isEmpty { translated.append(("toolbar.button.\(index)", french[index])) }
        }
        let project = LocalizationProject(files: [LocaleFixture.strings("en", source), LocaleFixture.strings("fr", translated)])
        let observed = TruncationRiskRule.observedExpansion(Array(project.pairs))
        let french6 = try XCTUnwrap(observed["fr"])
        XCTAssertEqual(french6.count, 6)
        let ratios = zip(english, french).filter { !$0.1.isEmpty }.map { WidthModel.ems(of: $0.1) / WidthModel.ems(of: $0.0) }
            .sorted()
        XCTAssertEqual(french6.median, ratios[2], accuracy: 1e-9)
        XCTAssertEqual(french6.p90, ratios[5], accuracy: 1e-9)
        let findings = rule.check(project)
        let prediction = try XCTUnwrap(findings.first { $0.value == "Add to Cart" && $0.locale == "en" })
        XCTAssertTrue(prediction.message.contains("fr "), prediction.message)
        XCTAssertTrue(
            prediction.message.contains("observed median ×\(ExpansionEstimate.format(french6.median))"), prediction.message)
        XCTAssertTrue(prediction.message.contains("de factor 1.0"), prediction.message)
        // Fewer samples than the minimum: the tiers are used instead.
        let strict = TruncationRiskRule(minimumSamples: 7).check(project)
        XCTAssertFalse(strict.contains { $0.message.contains("observed") })
    }

    func testRuleIsPureAndDeterministic() {
        let project = LocaleFixture.project(key: "tabbar.button.cart", source: "Add to Cart", ["de": "In den Warenkorb legen"])
        XCTAssertEqual(rule.check(project), rule.check(project))
    }
}

/// Widths of titles with placeholders.
final class TruncationTitleWidthTests: XCTestCase {
    /// Points are whole above 10 pt, but a width and budget that round alike are told apart.
    func testPointsAreWrittenPreciselyWhereRoundingHidesTheDifference() {
        XCTAssertEqual(TruncationRiskRule().points(186.3), "186 pt")
        XCTAssertEqual(TruncationRiskRule().points(186.3, precise: true), "186.3 pt")
        XCTAssertEqual(TruncationRiskRule().points(8.46), "8.5 pt")
    }

    func testPlaceholdersAreLeftOut() {
        let plain = TitleWidth("Delete ", size: 17, weight: .regular)
        XCTAssertFalse(plain.omitsPlaceholders)
        XCTAssertEqual(plain.points, WidthModel.points(of: "Delete "), accuracy: 1e-9)
        for title in ["Delete %@", "Delete %1$@", "Delete {name}"] {
            let width = TitleWidth(title, size: 17, weight: .regular)
            XCTAssertTrue(width.omitsPlaceholders, title)
            XCTAssertEqual(width.points, plain.points, accuracy: 1e-9, title)
        }
        XCTAssertFalse(TitleWidth("100% Done", size: 17, weight: .regular).omitsPlaceholders)
    }

    /// Markup is measured as what it shows: tags and markers as nothing, an entity as its
    /// character, a link, inflection, code span or protected element as the text inside it.
    func testMarkupIsMeasuredAsWhatItShows() {
        func points(_ title: String) -> Double { TitleWidth(title, size: 17, weight: .regular).points }
        let shown: [(String, String)] = [
            ("<b>Save</b> Changes", "Save Changes"), ("Save &amp; Close", "Save & Close"), ("Save &#38; Close", "Save & Close"),
            ("[Learn More](https://example.com/a_(b))", "Learn More"), ("^[Delete Photo](inflect: true)", "Delete Photo"),
            ("Run `npm install`", "Run npm install"), ("&Save", "Save"), ("**Save** Now", "Save Now"), ("_Save As", "Save As"),
            ("Open <xliff:g id=\"app\">Files</xliff:g>", "Open Files"), ("Open <code>ls <b>-la</b></code>", "Open ls -la"),
            ("Save&nbsp;All", "SavenAll"),
        ]
        for (title, text) in shown {
            XCTAssertEqual(points(title), WidthModel.points(of: text, size: 17), accuracy: 1e-6, title)
            XCTAssertFalse(TitleWidth(title, size: 17, weight: .regular).omitsPlaceholders, title)
        }
        // A format placeholder inside markup is still left out, and said to be.
        for title in ["Open <xliff:g id=\"n\">%d</xliff:g> Files", "[%@](https://example.com) Files", "<b>%@</b> Files"] {
            let width = TitleWidth(title, size: 17, weight: .regular)
            XCTAssertTrue(width.omitsPlaceholders, title)
            XCTAssertEqual(width.points, WidthModel.points(of: title.hasPrefix("Open") ? "Open  Files" : " Files", size: 17), accuracy: 1e-6, title)
        }
    }

    func testMessageSaysPlaceholdersWereLeftOut() throws {
        let project = LocaleFixture.project(
            key: "tabbar.button.share", source: "Share %@", ["de": "%@ mit Freunden und Familie teilen"])
        let finding = try XCTUnwrap(TruncationRiskRule().check(project).first { $0.locale == "de" })
        XCTAssertTrue(finding.message.contains("without its placeholders"), finding.message)
    }
}
