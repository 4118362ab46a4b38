import Foundation
import LabelCopyCore
import XCTest

/// Drives `labelcopy suggest` through a pseudo-terminal and checks what the screen shows.
final class InteractiveSessionTests: XCTestCase {
    private var tool: LabelCopyProcess!
    private var state: URL!

    override func setUpWithError() throws {
        tool = try LabelCopyProcess.locate()
        state = FileManager.default.temporaryDirectory.appendingPathComponent("labelcopy-state-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        if let state { try? FileManager.default.removeItem(at: state) }
    }

    private func start(_ environment: [String: String] = [:]) throws -> InteractiveTerminal {
        // HOME too, so no ~/.editrc of the machine's user changes the keys.
        let session = try InteractiveTerminal(
            tool: tool, arguments: ["suggest"],
            environment: ["XDG_STATE_HOME": state.path, "HOME": state.path].merging(environment) { $1 })
        XCTAssertTrue(session.waitFor(session.prompt), "no prompt:\n" + session.lines.joined(separator: "\n"))
        XCTAssertTrue(session.waitForLineEditor(), "the terminal never left canonical mode")
        return session
    }

    /// The rows of the last width table on the screen: their locale column.
    private func lastTableLocales(_ lines: [String]) -> [String] {
        guard let header = lines.lastIndex(where: { $0.hasPrefix("    locale") }) else { return [] }
        return lines[(header + 1)...].prefix { $0.hasPrefix("    ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    func testTitleShowsSuggestionFindingsVerbJudgementAndWidthsThenCtrlDExitsZero() throws {
        let session = try start()
        session.enter("sign in to icloud")
        XCTAssertTrue(session.waitFor("suggestion: Sign In to iCloud"), session.lines.joined(separator: "\n"))
        XCTAssertTrue(session.waitFor("budget"))
        session.enter(":help")
        XCTAssertTrue(session.waitFor(":quit"))
        let lines = session.lines
        XCTAssertTrue(lines.contains { $0.contains("[title-case]") }, lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains("  verb-first: starts with the verb 'sign'"), lines.joined(separator: "\n"))
        XCTAssertEqual(lastTableLocales(lines), ["source"] + ["de", "fr", "es", "ru", "ja", "zh-Hans"])
        let rows = lines.filter { $0.hasPrefix("    de ") || $0.hasPrefix("    source ") }
        XCTAssertEqual(rows.count, 2)
        for row in rows {
            XCTAssertTrue(["✓ fits", "⚠ at risk", "✗ truncated"].contains { row.hasSuffix($0) }, row)
        }
        session.type("\u{4}")
        XCTAssertEqual(session.waitForExit(), 0)
    }

    func testVerbFirstJudgementNamesTheFirstWord() throws {
        let session = try start()
        session.enter("Settings")
        XCTAssertTrue(session.waitFor("verb-first: 'Settings' is a noun"), session.lines.joined(separator: "\n"))
        XCTAssertTrue(session.lines.contains { $0.contains("[verb-first]") })
        session.type(":quit\r")
        XCTAssertEqual(session.waitForExit(), 0)
    }

    func testLocaleCommandChangesTheTableRows() throws {
        let session = try start()
        session.enter(":locale de,ja")
        XCTAssertTrue(session.waitFor("locales: de, ja"))
        session.enter("Add to Cart")
        XCTAssertTrue(session.waitFor("    ja "), session.lines.joined(separator: "\n"))
        XCTAssertEqual(lastTableLocales(session.lines), ["source", "de", "ja"])
        session.type(":quit\r")
        XCTAssertEqual(session.waitForExit(), 0)
    }

    func testContextCommandChangesRulesAndBudget() throws {
        let session = try start()
        session.enter(":context tab-bar")
        XCTAssertTrue(session.waitFor("context: tab-bar"), session.lines.joined(separator: "\n"))
        let budget = "budget \(Int(UIContext.tabBarItem.budget(.compact).rounded())) pt"
        XCTAssertTrue(session.lines.contains { $0.contains(budget) }, session.lines.joined(separator: "\n"))
        session.enter("Settings")
        XCTAssertTrue(session.waitFor("verb-first: not needed for a tab bar item"), session.lines.joined(separator: "\n"))
        XCTAssertFalse(session.lines.contains { $0.contains("[verb-first]") })
        session.enter(":width 300")
        XCTAssertTrue(session.waitFor("budget: 300 pt (set with :width)"))
        session.type(":quit\r")
        XCTAssertEqual(session.waitForExit(), 0)
    }

    func testExplainPrintsTheRationaleAndUnknownCommandsSuggestANearName() throws {
        let session = try start()
        session.enter(":explain title-case")
        // The rationale's first line, wrapped as explain wraps it.
        let rationale = try XCTUnwrap(TitleCaseRule.description.rationale.split(separator: " ").prefix(4).joined(separator: " "))
        XCTAssertTrue(session.waitFor(rationale), session.lines.joined(separator: "\n"))
        XCTAssertTrue(session.lines.contains { $0.hasPrefix("title-case (default severity:") })
        session.enter(":locle de")
        XCTAssertTrue(session.waitFor("Did you mean ':locale'?"), session.lines.joined(separator: "\n"))
        session.type(":quit\r")
        XCTAssertEqual(session.waitForExit(), 0)
    }

    func testHistoryPersistsToTheStateFolderAndComesBackWithTheUpArrow() throws {
        let first = try start()
        first.enter("sign in to icloud")
        XCTAssertTrue(first.waitFor("suggestion: Sign In to iCloud"))
        first.enter("öffne einstellungen")
        XCTAssertTrue(first.waitFor("öffne einstellungen"))
        XCTAssertTrue(first.waitFor("    zh-Hans"))
        first.type("\u{4}")
        XCTAssertEqual(first.waitForExit(), 0, first.raw.debugDescription)
        let file = state.appendingPathComponent("labelcopy/history")
        let saved = try String(contentsOf: file, encoding: .utf8)
        XCTAssertEqual(saved, "sign in to icloud\nöffne einstellungen\n")

        let second = try start()
        // Up twice walks back past the German line to the first title.
        second.enter("\u{1B}[A\u{1B}[A")
        XCTAssertTrue(second.waitFor("suggestion: Sign In to iCloud"), second.lines.joined(separator: "\n"))
        second.type(":quit\r")
        XCTAssertEqual(second.waitForExit(), 0)
    }

    func testNoColorLeavesOutStylingWhichATerminalOtherwiseGets() throws {
        let styling = try NSRegularExpression(pattern: "\u{1B}\\[[0-9;]*m")
        func styled(_ text: String) -> Bool {
            styling.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
        for noColor in [true, false] {
            let session = try start(noColor ? ["NO_COLOR": "1"] : [:])
            session.enter("sign in to icloud")
            XCTAssertTrue(session.waitFor("    zh-Hans"), session.lines.joined(separator: "\n"))
            session.type(":quit\r")
            XCTAssertEqual(session.waitForExit(), 0)
            XCTAssertEqual(styled(session.raw), !noColor, "NO_COLOR set: \(noColor)")
            if noColor {
                XCTAssertTrue(session.lines.contains("  changed: Sign, In, iCloud"), session.lines.joined(separator: "\n"))
            }
        }
    }

    func testMultibyteInputSurvivesACLocale() throws {
        // In the C locale libedit would drop every byte past ASCII; the shim picks UTF-8.
        let session = try start(["LANG": "C", "LC_ALL": "C"])
        session.enter("ändern")
        XCTAssertTrue(session.waitFor("suggestion: Ändern"), session.lines.joined(separator: "\n"))
        session.type(":quit\r")
        XCTAssertEqual(session.waitForExit(), 0)
    }

    func testOutputToAFileKeepsTheOneLinePerTitleFilter() throws {
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let path = state.appendingPathComponent("out.txt")
        try Data().write(to: path)
        let output = try FileHandle(forWritingTo: path)
        defer { try? output.close() }
        let session = try InteractiveTerminal(
            tool: tool, arguments: ["suggest"], environment: ["XDG_STATE_HOME": state.path, "HOME": state.path],
            output: output)
        // The terminal stays in canonical mode, where Return ends a line and Ctrl-D the input.
        session.type("sign in to icloud\r")
        session.type("\u{4}")
        XCTAssertEqual(session.waitForExit(), 0)
        XCTAssertEqual(try String(contentsOf: path, encoding: .utf8), "Sign In to iCloud\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: state.appendingPathComponent("labelcopy/history").path))
    }
}
