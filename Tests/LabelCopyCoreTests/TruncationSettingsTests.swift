import Foundation
import LabelCopyFormats
import LabelCopyText
import XCTest

@testable import LabelCopyCore

/// Truncation-risk with settings: configured widths and contexts, per-file settings, and a font.
final class TruncationSettingsTests: XCTestCase {
    private let configFile = SourceLocation(path: "/project/.labelcopy.json", line: 4, column: 7)

    /// A rule whose every file uses `contexts`.
    private func rule(_ contexts: [TruncationContextRule], paths: [String]) -> TruncationRiskRule {
        let settings = TruncationSettings(contexts: contexts)
        return TruncationRiskRule(settingsByPath: Dictionary(uniqueKeysWithValues: paths.map { ($0, settings) }))
    }

    /// The project's file paths.
    private func paths(_ project: LocalizationProject) -> [String] {
        project.files.map(\.path)
    }

    func testConfiguredWidthFlagsATitleTheDefaultBudgetLetsPass() throws {
        // A button nothing places: the default budget is the widest a button gets (248 pt).
        let project = LocaleFixture.project(key: "promo.button.start", source: "Get Started", ["de": "Jetzt loslegen"])
        XCTAssertEqual(TruncationRiskRule().check(project).filter { $0.locale == "de" }, [])
        let keys = try XCTUnwrap(GlobPattern("promo.*", kind: .key))
        let narrow = TruncationContextRule(match: .keys([keys]), target: .width(80), location: configFile)
        let findings = rule([narrow], paths: paths(project)).check(project).filter { $0.locale == "de" }
        let finding = try XCTUnwrap(findings.first, "\(findings)")
        let width = WidthModel.points(of: "Jetzt loslegen", size: 17, weight: .regular)
        XCTAssertGreaterThan(width, 80)
        XCTAssertTrue(finding.message.contains("the width set at /project/.labelcopy.json:4:7 allows 80 pt"), finding.message)
        XCTAssertEqual(finding.severity, .warning, "a configured width is known, not a guess")
    }

    func testConfiguredWidthLetsPassATitleTheDefaultBudgetFlags() throws {
        let project = LocaleFixture.project(
            key: "tabbar.button.cart", source: "Add to Cart", ["de": "In den Warenkorb legen"])
        XCTAssertFalse(TruncationRiskRule().check(project).filter { $0.locale == "de" }.isEmpty)
        let keys = try XCTUnwrap(GlobPattern("tabbar.*", kind: .key))
        let wide = TruncationContextRule(match: .keys([keys]), target: .width(300), location: configFile)
        XCTAssertEqual(rule([wide], paths: paths(project)).check(project), [])
    }

    func testContextChosenByPath() throws {
        let project = LocaleFixture.project(key: "promo.button.cart", source: "Add to Cart", ["de": "In den Warenkorb legen"])
        XCTAssertEqual(TruncationRiskRule().check(project).filter { $0.locale == "de" }, [])
        let text = "{ version: 1, truncation: { contexts: [ { paths: [\"App/en.lproj\"], context: \"tab-bar-item\" } ] } }"
        let (configuration, _) = try ConfigurationLoader.load(text: text, path: "/project/.labelcopy.json")
        var byPath: [String: TruncationSettings] = [:]
        for path in paths(project) {
            byPath[path] = TruncationSettings(contexts: configuration.truncationContexts(forPath: "/project/" + path))
        }
        XCTAssertEqual(byPath["App/en.lproj/Localizable.strings"]?.contexts.count, 1)
        XCTAssertEqual(byPath["App/de.lproj/Localizable.strings"]?.contexts.count, 0)
        // The source's file decides: its translations are measured in the context it is shown in.
        let findings = TruncationRiskRule(settingsByPath: byPath).check(project).filter { $0.locale == "de" }
        let finding = try XCTUnwrap(findings.first)
        XCTAssertTrue(finding.message.contains("the tab bar item allows 56 pt on a 320 pt screen"), finding.message)
    }

    func testContextChosenByComment() throws {
        var project = LocaleFixture.project(key: "promo.button.cart", source: "Add to Cart", ["de": "In den Warenkorb legen"])
        project = LocalizationProject(
            files: project.files.map { file in
                var file = file
                if file.locale == "en" { file.entries[0].comment = "Action of the promo banner" }
                return file
            })
        XCTAssertEqual(TruncationRiskRule().check(project).filter { $0.locale == "de" }, [])
        let comments = try XCTUnwrap(TruncationContextRule.CommentPattern("Promo Banner"))
        let alert = TruncationContextRule(match: .comments([comments]), target: .context(.alertButtonSideBySide))
        let finding = try XCTUnwrap(rule([alert], paths: paths(project)).check(project).first { $0.locale == "de" })
        XCTAssertTrue(finding.message.contains("the alert button (two side by side) allows 119 pt"), finding.message)
        let other = try XCTUnwrap(TruncationContextRule.CommentPattern("footer"))
        let unrelated = TruncationContextRule(match: .comments([other]), target: .context(.alertButtonSideBySide))
        XCTAssertEqual(rule([unrelated], paths: paths(project)).check(project).filter { $0.locale == "de" }, [])
    }

    func testFirstMatchingContextWins() throws {
        let project = LocaleFixture.project(key: "promo.button.start", source: "Get Started", ["de": "Jetzt loslegen"])
        let keys = try XCTUnwrap(GlobPattern("promo.*", kind: .key))
        let wide = TruncationContextRule(match: .keys([keys]), target: .width(400))
        let narrow = TruncationContextRule(match: .keys([keys]), target: .width(40))
        XCTAssertEqual(rule([wide, narrow], paths: paths(project)).check(project), [])
        XCTAssertFalse(rule([narrow, wide], paths: paths(project)).check(project).isEmpty)
    }

    func testFontMeasuresWithinAFewPercentOfTheModelAndIsNamed() throws {
        let path = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
        guard FileManager.default.fileExists(atPath: path) else {
            throw XCTSkip("\(path) not found; install fonts-inter (Scripts/install-deps.sh does) to measure with a font")
        }
        let font = TextMeasurer.font(try FontMeasurer(path: path))
        // Titles written for this test; the model's Latin advances come from Inter, so only
        // kerning separates the two.
        for title in ["Jetzt loslegen", "In den Warenkorb legen", "Добавить в корзину", "Télécharger %@"] {
            let model = TitleWidth(title, size: 17, weight: .regular).points
            let shaped = TitleWidth(title, size: 17, weight: .regular, measurer: font).points
            XCTAssertEqual(shaped, model, accuracy: model * 0.03, title)
        }
        let project = LocaleFixture.project(key: "tabbar.button.cart", source: "Add to Cart", ["de": "In den Warenkorb legen"])
        let finding = try XCTUnwrap(TruncationRiskRule(measurer: font).check(project).first { $0.locale == "de" })
        XCTAssertTrue(finding.message.contains("in Inter-Regular.otf at 10 pt"), finding.message)
        let modelFinding = try XCTUnwrap(TruncationRiskRule().check(project).first { $0.locale == "de" })
        XCTAssertFalse(modelFinding.message.contains(".otf"), modelFinding.message)
    }

    func testSettingsByPathOverrideTheRulesOwn() throws {
        let project = LocaleFixture.project(key: "alert.button.add", source: "Add", ["de": "Hinzufügen"])
        XCTAssertEqual(TruncationRiskRule().check(project).filter { $0.locale == "de" }, [])
        let large = TruncationSettings(dynamicType: .accessibility5)
        let byPath = Dictionary(uniqueKeysWithValues: paths(project).map { ($0, large) })
        let finding = try XCTUnwrap(TruncationRiskRule(settingsByPath: byPath).check(project).first { $0.locale == "de" })
        XCTAssertTrue(finding.message.contains("at AX5 (53 pt)"), finding.message)
    }

    func testLinterRunsTheProjectRulesItIsGiven() throws {
        let files = LocaleFixture.project(key: "alert.button.add", source: "Add", ["de": "Hinzufügen"]).files
        let standard = Linter().lint(files).findings.filter { $0.ruleID == "truncation-risk" }
        XCTAssertEqual(standard, [])
        var linter = Linter()
        linter.projectRules = ProjectRuleCatalog.all.map {
            $0 is TruncationRiskRule ? TruncationRiskRule(dynamicType: .accessibility5) : $0
        }
        let larger = linter.lint(files).findings.filter { $0.ruleID == "truncation-risk" }
        XCTAssertTrue(larger.contains { $0.locale == "de" && $0.message.contains("at AX5 (53 pt)") }, "\(larger)")
        XCTAssertEqual(linter.projectRules.count, ProjectRuleCatalog.all.count)
    }
}
