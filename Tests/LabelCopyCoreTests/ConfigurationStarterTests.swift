import LabelCopyCore
import XCTest

/// `labelcopy init` writes `Configuration.starterText`: it must load cleanly and mean the defaults.
final class ConfigurationStarterTests: XCTestCase {
    func testStarterTextLoadsWithoutWarningsAndMeansTheDefaults() throws {
        let (configuration, warnings) = try ConfigurationLoader.load(text: Configuration.starterText, path: ".labelcopy.json")
        XCTAssertEqual(warnings, [])
        let defaults = Configuration(path: ".labelcopy.json")
        for rule in RuleCatalog.descriptions {
            XCTAssertEqual(configuration.severity(for: rule.id), defaults.severity(for: rule.id), rule.id)
        }
        let engine = configuration.engineConfiguration
        XCTAssertEqual(engine.disabled, [])
        let length = TitleLengthRule()
        XCTAssertEqual(engine.maxWords, length.maxWords)
        XCTAssertEqual(engine.maxGraphemes, length.maxGraphemes)
        for title in ["Save the Document to Your Cloud Drive", "rename...", "OK", "Add to cart", "  Delete  "] {
            XCTAssertEqual(TitleEngine(configuration: engine).analyze(title), TitleEngine().analyze(title), title)
        }
        var comparable = configuration
        comparable.rules = [:]
        XCTAssertEqual(comparable, defaults, "everything but the spelled-out rule defaults is the default")
    }

    func testStarterTextShowsEveryOptionAndRule() {
        let text = Configuration.starterText
        for key in ConfigurationLoader.topLevelKeys {
            XCTAssertTrue(text.contains("\n  \(key): "), key)
        }
        for rule in RuleCatalog.descriptions {
            XCTAssertTrue(text.contains("\"\(rule.id)\": "), rule.id)
        }
        for list in Configuration.lexiconLists.keys {
            XCTAssertTrue(text.contains("\(list): []"), list)
        }
    }
}
