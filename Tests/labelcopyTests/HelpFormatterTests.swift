import LabelCopyCore
import XCTest

@testable import labelcopy

final class HelpFormatterTests: XCTestCase {
    private func run(_ arguments: [String]) -> (code: ExitCode, output: String, errors: String) {
        var io = CommandIO.captured()
        let code = LabelCopyTool.run(arguments, io: &io)
        return (code, io.output.text, io.errors.text)
    }

    func testRootHelpSnapshot() {
        let expected = """
            OVERVIEW: Check UI titles against Apple's Human Interface Guidelines.

            Button, menu and tab titles are checked for title-style capitalization, a
            leading verb, short wording and an ellipsis where more input follows, and a
            corrected title is suggested.

            USAGE: labelcopy <subcommand>

            OPTIONS:
              --version               Show the version.
              -h, --help              Show help information.

            SUBCOMMANDS:
              check                   Check titles given on the command line.
              suggest                 Suggest corrected titles for titles read from standard
                                      input.
              rules                   List the rules with their default severity and
                                      summary.
              explain                 Explain a rule: why it exists and examples of what it
                                      reports.

              See 'labelcopy help <subcommand>' for detailed help.

            """
        // The first four commands, fixed here so commands added later do not change the snapshot.
        let subcommands = [CheckCommand.spec, SuggestCommand.spec, RulesCommand.spec, ExplainCommand.spec]
        XCTAssertEqual(HelpFormatter.help(for: LabelCopyTool.spec, path: "labelcopy", subcommands: subcommands), expected)
    }

    func testRootHelpListsEveryRegisteredCommand() {
        let result = run(["--help"])
        XCTAssertEqual(result.code, .success)
        XCTAssertEqual(
            result.output,
            HelpFormatter.help(for: LabelCopyTool.spec, path: "labelcopy", subcommands: CommandRegistry.all.map { $0.spec }))
        for command in CommandRegistry.all {
            XCTAssertTrue(result.output.contains("\n  \(command.spec.name) "), command.spec.name)
        }
        XCTAssertEqual(run(["help"]).output, result.output)
        XCTAssertEqual(run([]).output, result.output)
    }

    func testCheckHelpSnapshot() {
        let expected = """
            OVERVIEW: Check titles given on the command line.

            Prints each title, its suggested correction and every finding with its rule,
            severity, message and replacement. Exits with 1 when any title has a finding.

            USAGE: labelcopy check [--context <context>] [--json] <title> ...

            ARGUMENTS:
              <title>                 The titles to check.

            OPTIONS:
              -c, --context <context> Where the titles are shown; the session's short names
                                      (menu, tab-bar, nav-title, switch…) work too. (values:
                                      button, menu-item, tab-bar-item, navigation-title,
                                      checkbox; default: button)
              --json                  Print one JSON object per title, one per line (the
                                      format of 'suggest --json').
              --version               Show the version.
              -h, --help              Show help information.

            """
        XCTAssertEqual(run(["check", "--help"]).output, expected)
        XCTAssertEqual(run(["check", "-h"]).output, expected)
        XCTAssertEqual(run(["help", "check"]).output, expected)
    }

    func testEveryHelpLineFitsEightyColumns() {
        for command in CommandRegistry.all {
            let help = HelpFormatter.help(for: command.spec, path: "labelcopy \(command.spec.name)")
            for line in help.split(separator: "\n") {
                XCTAssertLessThanOrEqual(line.count, HelpFormatter.width, "\(command.spec.name): \(line)")
            }
        }
    }

    func testLabelWiderThanTheGutterGetsItsOwnLine() {
        let spec = CommandSpec(
            name: "x", abstract: "X.",
            options: [.value("a-very-long-option-name", valueName: "value", help: "Long.")])
        let help = HelpFormatter.help(for: spec, path: "labelcopy x")
        XCTAssertTrue(help.contains("  --a-very-long-option-name <value>\n                          Long.\n"), help)
    }

    func testUsageBracketsOptionalPartsAndMarksRepeats() {
        let spec = CommandSpec(
            name: "lint", abstract: "Lint.",
            arguments: [ArgumentSpec("path", optional: true, repeating: true, help: "Paths.")],
            options: [.value("exclude", repeating: true, help: "Excluded."), .flag("strict", help: "Strict.")])
        XCTAssertEqual(
            HelpFormatter.usage(for: spec, path: "labelcopy lint"),
            "labelcopy lint [--exclude <exclude> ...] [--strict] [<path> ...]")
    }

    func testUnknownCommandSuggestsTheNearestAndExitsWithUsage() {
        let result = run(["chek", "Save"])
        XCTAssertEqual(result.code, .usage)
        XCTAssertEqual(result.output, "")
        XCTAssertEqual(
            result.errors,
            """
            Error: Unknown command 'chek'. Did you mean 'check'?
            Usage: labelcopy <subcommand>
              See 'labelcopy --help' for more information.

            """)
    }

    func testHelpForUnknownCommandIsAUsageError() {
        let result = run(["help", "sugest"])
        XCTAssertEqual(result.code, .usage)
        XCTAssertTrue(result.errors.hasPrefix("Error: Unknown command 'sugest'. Did you mean 'suggest'?\n"), result.errors)
    }

    func testCommandUsageErrorNamesTheCommand() {
        let result = run(["check", "--jsn", "Save"])
        XCTAssertEqual(result.code, .usage)
        XCTAssertEqual(
            result.errors,
            """
            Error: Unknown option '--jsn'. Did you mean '--json'?
            Usage: labelcopy check [--context <context>] [--json] <title> ...
              See 'labelcopy check --help' for more information.

            """)
    }

    func testVersionOnRootAndCommands() {
        XCTAssertEqual(run(["--version"]).output, LabelCopyVersion.current + "\n")
        XCTAssertEqual(run(["rules", "--version"]).output, LabelCopyVersion.current + "\n")
    }
}
