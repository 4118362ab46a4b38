import Foundation
import XCTest

/// Runs the built executable as a user or a script would.
final class EndToEndTests: XCTestCase {
    private var tool: LabelCopyProcess!

    override func setUpWithError() throws {
        tool = try LabelCopyProcess.locate()
    }

    func testVersion() throws {
        let result = try tool.run(["--version"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.text, "0.1.0\n")
    }

    func testCheckExitsWithOneExactlyWhenATitleHasAFinding() throws {
        for title in ["Save", "sign in to icloud", "Cancel", "click here to continue.", "Open..."] {
            let json = try tool.run(["check", "--json", title])
            let object = try XCTUnwrap(
                JSONSerialization.jsonObject(with: json.output) as? [String: Any], "\(title): \(json.text)")
            let findings = try XCTUnwrap(object["findings"] as? [Any])
            XCTAssertEqual(json.status, findings.isEmpty ? 0 : 1, title)
            XCTAssertEqual(try tool.run(["check", title]).status, json.status, title)
        }
    }

    func testCheckPrintsTheSuggestedTitle() throws {
        let result = try tool.run(["check", "sign in to icloud"])
        XCTAssertTrue(result.text.contains("Sign In to iCloud"), result.text)
        XCTAssertEqual(result.status, 1)
    }

    func testCheckWithoutTitlesIsAUsageError() throws {
        let result = try tool.run(["check"])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(
            result.errors.hasPrefix("Error: Missing expected argument '<title>'\nUsage: labelcopy check "), result.errors)
        XCTAssertTrue(result.errors.contains("See 'labelcopy check --help' for more information."), result.errors)
    }

    func testUnknownOptionExitsWithUsageAndSuggestsTheOption() throws {
        let result = try tool.run(["check", "--jsno", "Save"])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.text, "")
        XCTAssertTrue(result.errors.hasPrefix("Error: Unknown option '--jsno'. Did you mean '--json'?\n"), result.errors)
    }

    func testUnknownCommandExitsWithUsageAndSuggestsTheCommand() throws {
        let result = try tool.run(["chek", "Save"])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.errors.hasPrefix("Error: Unknown command 'chek'. Did you mean 'check'?\n"), result.errors)
    }

    func testSuggestJSONWritesOneVerbatimObjectPerLine() throws {
        var input = Data("first line\r\n\nsay \"hi\" \\ now\n".utf8)
        input.append(contentsOf: [0x6F, 0x6B, 0xFF, 0xFE, 0x0A, 0x0D, 0x0A])
        input.append(Data("Öffnen…\n\n\tlast without LF".utf8))
        let expected = ["first line", "", "say \"hi\" \\ now", "ok\u{FFFD}\u{FFFD}", "", "Öffnen…", "", "\tlast without LF"]
        let result = try tool.run(["suggest", "--json"], input: input)
        XCTAssertEqual(result.status, 0, result.errors)
        let lines = result.text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.last, "", "output must end with a newline")
        XCTAssertEqual(lines.count - 1, expected.count, result.text)
        for (line, input) in zip(lines, expected) {
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], String(line))
            XCTAssertEqual(object["input"] as? String, input)
            XCTAssertNotNil(object["suggestion"] as? String)
            let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
            let order = JSONKeyOrder.keys(in: String(line))
            XCTAssertEqual(order[1], ["input", "suggestion", "findings"], String(line))
            let findingKeys = order[2] ?? []
            XCTAssertEqual(findingKeys.count, findings.count * 4, String(line))
            for start in stride(from: 0, to: findingKeys.count, by: 4) {
                XCTAssertEqual(Array(findingKeys[start..<start + 4]), ["rule", "severity", "message", "replacement"])
            }
            for finding in findings {
                XCTAssertTrue(["error", "warning", "note"].contains(finding["severity"] as? String ?? ""), "\(finding)")
                XCTAssertTrue(finding["replacement"] is String || finding["replacement"] is NSNull, "\(finding)")
            }
        }
    }

    func testSuggestWritesOneSuggestionPerLine() throws {
        let result = try tool.run(["suggest"], input: Data("save\n\nopen file\r\ncancel".utf8))
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.text.split(separator: "\n", omittingEmptySubsequences: false).count, 5, result.text)
        XCTAssertTrue(result.text.hasSuffix("\n"))
    }

    func testSuggestOfEmptyInputWritesNothing() throws {
        let result = try tool.run(["suggest", "--json"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.text, "")
    }

    func testSuggestAnswersEachLineBeforeInputEnds() throws {
        let process = Process()
        process.executableURL = tool.executable
        process.arguments = ["suggest", "--json"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        defer {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
        let answered = expectation(description: "a line came back while standard input is still open")
        output.fileHandleForReading.readabilityHandler = { handle in
            if String(decoding: handle.availableData, as: UTF8.self).contains("\"input\":\"save\"") {
                handle.readabilityHandler = nil
                answered.fulfill()
            }
        }
        input.fileHandleForWriting.write(Data("save\n".utf8))
        wait(for: [answered], timeout: 20)
        output.fileHandleForReading.readabilityHandler = nil
    }

    func testNoEscapeCodesWhenOutputIsNotATerminal() throws {
        let result = try tool.run(["check", "sign in to icloud", "Save"])
        XCTAssertFalse(result.text.contains("\u{1B}"), result.text)
    }

    func testColourOnATerminalUnlessNoColorHasAValueOrTheTerminalIsDumb() throws {
        let coloured = try tool.runInTerminal(["check", "Save"], environment: ["TERM": "xterm"])
        XCTAssertTrue(coloured.output.contains("\u{1B}["), coloured.output)
        // no-color.org: an empty NO_COLOR is as if it were not set.
        let empty = try tool.runInTerminal(["check", "Save"], environment: ["TERM": "xterm", "NO_COLOR": ""])
        XCTAssertTrue(empty.output.contains("\u{1B}["), empty.output)
        for environment in [["TERM": "xterm", "NO_COLOR": "1"], ["TERM": "dumb"]] {
            let plain = try tool.runInTerminal(["check", "Save"], environment: environment)
            XCTAssertFalse(plain.output.contains("\u{1B}"), "\(environment): \(plain.output)")
            XCTAssertTrue(plain.output.contains("Save"), plain.output)
            XCTAssertEqual(plain.status, coloured.status)
        }
    }

    func testRulesAndExplainAgree() throws {
        let rules = try tool.run(["rules", "--json"])
        XCTAssertEqual(rules.status, 0)
        let list = try XCTUnwrap(JSONSerialization.jsonObject(with: rules.output) as? [[String: Any]])
        let ids = list.compactMap { $0["id"] as? String }
        XCTAssertEqual(ids.count, list.count)
        for id in ids {
            let explained = try tool.run(["explain", id])
            XCTAssertEqual(explained.status, 0, id)
            XCTAssertTrue(explained.text.hasPrefix(id + " (default severity: "), explained.text)
        }
        let table = try tool.run(["rules"]).text
        for id in ids { XCTAssertTrue(table.contains("\n" + id + " "), table) }
        if let id = ids.first(where: { $0.count >= 6 }) {
            let typo = String(id.dropLast())
            let result = try tool.run(["explain", typo])
            XCTAssertEqual(result.status, 64)
            XCTAssertTrue(result.errors.contains("Unknown rule '\(typo)'. Did you mean '"), result.errors)
        }
    }

    func testExplainUnknownRuleIsAUsageError() throws {
        let result = try tool.run(["explain", "no-such-rule-anywhere"])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.errors.hasPrefix("Error: Unknown rule 'no-such-rule-anywhere'."), result.errors)
        XCTAssertTrue(result.errors.contains("Usage: labelcopy explain <rule>"), result.errors)
    }
}
