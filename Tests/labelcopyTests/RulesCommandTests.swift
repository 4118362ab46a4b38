import LabelCopyCore
import XCTest

@testable import labelcopy

final class RulesCommandTests: XCTestCase {
    private let rules = [
        RuleDescription(
            id: "title-case", summary: "Use title style.", rationale: "Because the HIG says so.", defaultSeverity: .warning,
            examples: [
                .triggering("save file", "Save File"), .nonTriggering("Save File"), .triggering("bold", context: .menuItem),
            ]),
        RuleDescription(
            id: "ok", summary: "Spell OK.", rationale: "Short.\nSecond paragraph.", defaultSeverity: .error, examples: []),
    ]

    func testTableAlignsColumnsUnderTheHeader() {
        let table = RulesCommand.table(rules, terminal: Terminal(usesColor: false), graded: [:])
        XCTAssertEqual(
            table,
            """
            ID          SEVERITY  SUMMARY
            title-case  warning   Use title style.
            ok          error     Spell OK.

            """)
    }

    func testGradedRulesShowTheirGrades() throws {
        let graded = ["ok": "graded: error, or warning when spelled Okay"]
        XCTAssertEqual(
            RulesCommand.table(rules, terminal: Terminal(usesColor: false), graded: graded),
            """
            ID          SEVERITY  SUMMARY
            title-case  warning   Use title style.
            ok          error     Spell OK. (graded: error, or warning when spelled Okay)

            """)
        let data = Data(RulesCommand.json(rules, graded: graded).utf8)
        let list = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [[String: String]])
        XCTAssertEqual(list.map { $0["graded"] }, [nil, "graded: error, or warning when spelled Okay"])
        XCTAssertTrue(
            ExplainCommand.render(rules[1], terminal: Terminal(usesColor: false), graded: graded)
                .hasPrefix("ok (default severity: error; graded: error, or warning when spelled Okay)\n"))
        // Every graded rule the starter configuration names is a built-in rule.
        let ids = Set(RuleCatalog.allDescriptions.map(\.id))
        XCTAssertTrue(Configuration.gradedSeverities.keys.allSatisfy(ids.contains))
    }

    func testJSONListsEveryRuleInOrder() throws {
        let data = Data(RulesCommand.json(rules, graded: [:]).utf8)
        let list = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [[String: String]])
        XCTAssertEqual(list.map { $0["id"] }, ["title-case", "ok"])
        XCTAssertEqual(list.map { $0["severity"] }, ["warning", "error"])
        XCTAssertEqual(list[1]["rationale"], "Short.\nSecond paragraph.")
        XCTAssertEqual(RulesCommand.json([]), "[]\n")
    }

    func testExplainShowsRationaleAndBothKindsOfExamples() throws {
        let text = ExplainCommand.render(rules[0], terminal: Terminal(usesColor: false), graded: [:])
        XCTAssertEqual(
            text,
            """
            title-case (default severity: warning)
            Use title style.

            Because the HIG says so.

            Reported:
              save file → Save File
              bold (menu-item)

            Not reported:
              Save File

            """)
    }

    func testExplainRejectsUnknownRulesWithTheNearestId() throws {
        let ids = RuleCatalog.descriptions.map(\.id)
        let id = try XCTUnwrap(ids.first { $0.count >= 5 }, "no built-in rule to misspell")
        var arguments = ParsedArguments()
        arguments.argumentValues["rule"] = [String(id.dropLast())]
        XCTAssertThrowsError(try ExplainCommand(arguments)) { error in
            guard case .unknownRule(_, let suggestion) = error as? UsageError else {
                return XCTFail("expected an unknown-rule error, got \(error)")
            }
            XCTAssertEqual(suggestion, id)
        }
    }
}
