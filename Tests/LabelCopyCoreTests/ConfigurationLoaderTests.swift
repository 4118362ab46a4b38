import Foundation
import LabelCopyCore
import LabelCopyFormats
import XCTest

/// Locates the configuration fixtures and the shared corpora for the configuration,
/// suppression and baseline tests.
enum ConfigFixtures {
    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The text of `Fixtures/config/<name>` and the path it was read from.
    static func text(_ name: String) throws -> (text: String, path: String) {
        let url = packageRoot.appendingPathComponent("Tests/LabelCopyCoreTests/Fixtures/config/\(name)")
        return (try String(contentsOf: url, encoding: .utf8), url.path)
    }

    /// The shared corpora folder (`<package root>/../shared/corpora`); skips the test when absent.
    static func corpora() throws -> URL {
        let root = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpora")
        guard FileManager.default.fileExists(atPath: root.path) else {
            throw XCTSkip(
                "the shared corpora are not at \(root.path) (expected <package root>/../shared/corpora); corpus test skipped")
        }
        return root
    }

    /// Loads a fixture, failing the test on an error.
    static func load(_ name: String) throws -> (Configuration, [ConfigurationWarning]) {
        let (text, path) = try text(name)
        return try ConfigurationLoader.load(text: text, path: path)
    }

    /// The error loading `text` raises; fails the test when it loads.
    static func error(loading text: String, path: String = ".labelcopy.json", file: StaticString = #filePath, line: UInt = #line)
        -> ConfigurationError?
    {
        do {
            _ = try ConfigurationLoader.load(text: text, path: path)
            XCTFail("expected an error", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }
}

final class ConfigurationLoaderTests: XCTestCase {
    func testFullFixtureSetsEveryOption() throws {
        let (configuration, warnings) = try ConfigFixtures.load("full.labelcopy.json")
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(configuration.sourceLanguage, "en-GB")
        XCTAssertEqual(configuration.rules["title-case"], RuleSetting(severity: .error))
        XCTAssertEqual(configuration.rules["verb-first"], RuleSetting(isEnabled: false))
        XCTAssertEqual(configuration.rules["ellipsis"], RuleSetting(isEnabled: false))
        XCTAssertEqual(configuration.rules["whitespace"], RuleSetting(severity: .note))
        XCTAssertEqual(
            configuration.rules["title-length"], RuleSetting(severity: .error, options: ["maxWords": 4, "maxGraphemes": 24]))
        XCTAssertEqual(configuration.profiles.map(\.profile), [.material, .apple])
        XCTAssertEqual(configuration.profiles.map { $0.paths.map(\.source) }, [["android/**"], ["legacy/*.strings"]])
        XCTAssertEqual(configuration.include.map(\.source), ["Sources", "android"])
        XCTAssertEqual(configuration.exclude.map(\.source), ["**/Pods/**", "*.bak.strings", "Sources/Generated"])
        XCTAssertEqual(configuration.includeKeys.map(\.source), ["*.cta.*"])
        XCTAssertEqual(configuration.excludeKeys.map(\.source), ["debug.*", "*.cta.internal"])
        XCTAssertEqual(
            configuration.contexts.map(\.pattern.source), ["menu.*", "*.tab", "menu.settings.*"], "file order is kept")
        XCTAssertEqual(configuration.contexts.map(\.context), [.menuItem, .tabBarItem, .checkbox])
        XCTAssertTrue(configuration.buttonCellsAreButtons)
        XCTAssertEqual(configuration.lexiconTerms["canonical-terms"], ["Pocketlist", "PIN [ordinary]"])
        XCTAssertEqual(configuration.lexiconTerms["verbs"], ["declutter"])
        XCTAssertEqual(configuration.lexiconTerms["conventional-titles"], ["Inbox Zero"])
        XCTAssertEqual(configuration.lexiconTerms["nouns"], ["listlet"])
        XCTAssertEqual(configuration.lexiconTerms["fixed-phrases"], ["Pocketlist Pro"])
    }

    func testNounCompoundsThatAreNotTwoWordsAreNamed() throws {
        // A no-break space parts no words in the list: "tip\u{A0}jar" is one word.
        let text = #"{ version: 1, lexicon: { nounCompounds: ["tip jar", "release", "sample rate limits", "tip\u00A0jar"] } }"#
        let (configuration, warnings) = try ConfigurationLoader.load(text: text, path: "a/.labelcopy.json")
        XCTAssertEqual(configuration.lexiconTerms["noun-compounds"], ["tip jar", "release", "sample rate limits", "tip\u{A0}jar"])
        XCTAssertEqual(warnings.map(\.keyPath), ["lexicon.nounCompounds[1]", "lexicon.nounCompounds[2]", "lexicon.nounCompounds[3]"])
        XCTAssertEqual(
            warnings.first?.message,
            #""release" is not two words and is not used: verb-first reads two-word nouns ("release notes")"#)
    }

    func testMinimalConfigurationKeepsDefaults() throws {
        let (configuration, warnings) = try ConfigurationLoader.load(text: "{ version: 1 }", path: "a/.labelcopy.json")
        XCTAssertEqual(warnings, [])
        var expected = Configuration()
        expected.path = "a/.labelcopy.json"
        XCTAssertEqual(configuration, expected)
    }

    func testUnknownKeysWarnWithKeyPathLocationAndSuggestion() throws {
        let (configuration, warnings) = try ConfigFixtures.load("warnings.labelcopy.json")
        let lines = warnings.map { "\($0.location.line):\($0.location.column) \($0.keyPath): \($0.message)" }
        XCTAssertEqual(
            lines,
            [
                "3:3 rulez: unknown key \"rulez\" is ignored; did you mean 'rules'?",
                "5:5 rules.titel-case: unknown rule \"titel-case\" is ignored; did you mean 'title-case'?",
                "6:43 rules.title-length.option: unknown key \"option\" is ignored; did you mean 'options'?",
                "6:70 rules.title-length.options.maxWord: unknown option \"maxWord\" is ignored; did you mean 'maxWords'?",
                "7:32 rules.ellipsis.options.maxWords: rule \"ellipsis\" takes no options; \"maxWords\" is ignored",
                "9:13 keys.includes: unknown key \"includes\" is ignored; did you mean 'include'?",
                "10:16 lexicon.verb: unknown key \"verb\" is ignored; did you mean 'verbs'?",
                "12:3 buttonCellsAreButtons: \"buttonCellsAreButtons\" is given more than once; the last one is used",
            ])
        XCTAssertTrue(warnings.allSatisfy { $0.location.path.hasSuffix("warnings.labelcopy.json") })
        XCTAssertEqual(configuration.rules["title-length"], RuleSetting(severity: .note))
        XCTAssertNil(configuration.rules["titel-case"])
        XCTAssertTrue(configuration.buttonCellsAreButtons, "the last of a repeated key wins")
    }

    func testNewerVersionNamesTheVersionsThisLabelcopyReads() throws {
        let (text, path) = try ConfigFixtures.text("error-newer-version.labelcopy.json")
        let error = ConfigFixtures.error(loading: text, path: path)
        XCTAssertEqual(error?.keyPath, "version")
        XCTAssertEqual(error?.message, "version 2 is newer than this labelcopy reads; this labelcopy reads version 1")
        XCTAssertEqual(error?.location, SourceLocation(path: path, line: 3, column: 14))
    }

    func testInvalidSeverityErrorNamesFileKeyPathAndPosition() throws {
        let (text, _) = try ConfigFixtures.text("error-bad-severity.labelcopy.json")
        let error = ConfigFixtures.error(loading: text, path: ".labelcopy.json")
        XCTAssertEqual(
            error?.errorDescription,
            ".labelcopy.json:4:33: rules.title-case.severity: expected one of error, warning, note, off; found \"loud\"")
        XCTAssertEqual(error?.formatError.location.line, 4)
    }

    func testSyntaxErrorPointsAtTheMissingComma() throws {
        let (text, path) = try ConfigFixtures.text("error-syntax.labelcopy.json")
        let error = ConfigFixtures.error(loading: text, path: path)
        XCTAssertEqual(error?.location.line, 5)
        XCTAssertEqual(error?.location.column, 5)
        XCTAssertEqual(error?.keyPath, "")
        XCTAssertEqual(error?.message, "expected ',' or '}' after the value of \"title-case\", found '\"'")
    }

    func testMalformedPatternIsAnErrorAtTheItem() throws {
        let (text, _) = try ConfigFixtures.text("error-bad-pattern.labelcopy.json")
        let error = ConfigFixtures.error(loading: text)
        XCTAssertEqual(error?.keyPath, "exclude[1]")
        XCTAssertEqual(error?.location.line, 3)
        XCTAssertEqual(error?.location.column, 21)
        XCTAssertEqual(error?.message, "pattern '[abc' has a '[' without its closing ']'")
    }

    func testInvalidValuesAreErrorsWithKeyPaths() {
        let cases: [(String, String, String)] = [
            ("{}", "", "missing \"version\"; this labelcopy reads version 1"),
            ("[1]", "", "a configuration is a JSON5 object; found an array"),
            ("{ version: 0 }", "version", "version 0 does not exist; this labelcopy reads version 1"),
            ("{ version: '1' }", "version", "expected a whole number; found the string \"1\""),
            ("{ version: 1, rules: [] }", "rules", "expected an object; found an array"),
            (
                "{ version: 1, rules: { 'verb-first': 3 } }", "rules.verb-first",
                "expected false, a severity (error, warning, note, off) or an object with \"severity\" and \"options\"; found the number 3"
            ),
            (
                "{ version: 1, rules: { 'verb-first': 'warn' } }", "rules.verb-first",
                "expected one of error, warning, note, off; found \"warn\"; did you mean 'warning'?"
            ),
            (
                "{ version: 1, rules: { 'title-length': { options: { maxWords: 0 } } } }", "rules.title-length.options.maxWords",
                "expected a whole number of at least 1; found the number 0"
            ),
            (
                "{ version: 1, rules: { 'title-length': { options: { maxWords: 2.5 } } } }",
                "rules.title-length.options.maxWords",
                "expected a whole number of at least 1; found the number 2.5"
            ),
            ("{ version: 1, profiles: [{ paths: ['a'] }] }", "profiles[0]", "missing \"profile\""),
            (
                "{ version: 1, profiles: [{ paths: ['a'], profile: 'google' }] }", "profiles[0].profile",
                "expected one of apple, material; found \"google\""
            ),
            ("{ version: 1, include: [1] }", "include[0]", "expected a string; found the number 1"),
            (
                "{ version: 1, contexts: { 'menu.*': 'menu' } }", "contexts[\"menu.*\"]",
                "expected one of button, menu-item, tab-bar-item, navigation-title, checkbox; found \"menu\"; did you mean 'menu-item'?"
            ),
            (
                "{ version: 1, buttonCellsAreButtons: 'yes' }", "buttonCellsAreButtons",
                "expected true or false; found the string \"yes\""
            ),
            (
                "{ version: 1, sourceLanguage: 'English (UK)' }", "sourceLanguage",
                "expected a language code such as \"en\" or \"en-GB\"; found \"English (UK)\""
            ),
            (
                "{ version: 1, lexicon: { verbs: ['# only a comment'] } }", "lexicon.verbs[0]",
                "expected one term (\"PIN [ordinary]\"); found \"# only a comment\""
            ),
        ]
        for (text, keyPath, message) in cases {
            let error = ConfigFixtures.error(loading: text)
            XCTAssertEqual(error?.keyPath, keyPath, text)
            XCTAssertEqual(error?.message, message, text)
        }
    }

    func testVersionIsCheckedBeforeOtherKeys() {
        let error = ConfigFixtures.error(loading: "{ rules: 5, version: 9 }")
        XCTAssertEqual(error?.keyPath, "version")
    }
}
