import Foundation
import XCTest

@testable import LabelCopyCore

/// Keeps Documentation/Rules.md equal to what the rules say about themselves.
final class RuleReferenceTests: XCTestCase {
    /// Documentation/Rules.md, found from this file's path (Tests/LabelCopyCoreTests/…).
    private var referenceURL: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Documentation/Rules.md")
    }

    func testGeneratedReferenceMatchesDocumentation() throws {
        let generated = RuleReference.markdown()
        if ProcessInfo.processInfo.environment["LABELCOPY_REGENERATE_DOCS"] == "1" {
            try FileManager.default.createDirectory(
                at: referenceURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(generated.utf8).write(to: referenceURL)
        }
        guard let stored = FileManager.default.contents(atPath: referenceURL.path) else {
            XCTFail("\(referenceURL.path) is missing; create it with: \(RuleReference.regenerateCommand)")
            return
        }
        XCTAssertTrue(
            stored == Data(generated.utf8),
            "Documentation/Rules.md is out of date with the rules' descriptions; regenerate it with: \(RuleReference.regenerateCommand)"
        )
    }

    func testReferenceHasASectionAndExamplesForEveryRule() {
        let markdown = RuleReference.markdown()
        for description in RuleCatalog.descriptions {
            XCTAssertTrue(markdown.contains("\n## \(description.id)\n"), "no section for \(description.id)")
            XCTAssertTrue(markdown.contains("](#\(description.id))"), "no index link for \(description.id)")
            for example in description.examples {
                XCTAssertTrue(
                    markdown.contains(RuleReference.code(example.input)),
                    "\(description.id): example \(String(reflecting: example.input)) is missing")
            }
        }
    }

    func testCodeSpansShowInvisibleCharactersAndSurviveBackticks() {
        XCTAssertEqual(RuleReference.code("Save"), "`\"Save\"`")
        XCTAssertEqual(RuleReference.code(" A\tB\u{00A0}C"), "`\" A\\tB\\u{A0}C\"`")
        XCTAssertEqual(RuleReference.code("Run `make`"), "``\"Run `make`\"``")
        XCTAssertEqual(RuleReference.tableCell("a | b\nc"), "a \\| b c")
    }

    func testReferenceFollowsTheOrderOfTheRulesGiven() {
        let markdown = RuleReference.markdown(rules: [TitleLengthRule(), EllipsisRule()])
        let length = markdown.range(of: "\n## title-length\n")
        let ellipsis = markdown.range(of: "\n## ellipsis\n")
        XCTAssertNotNil(length)
        XCTAssertNotNil(ellipsis)
        if let length, let ellipsis {
            XCTAssertLessThan(length.lowerBound, ellipsis.lowerBound)
        }
        XCTAssertFalse(markdown.contains("## whitespace"), "a rule not given must not appear")
        XCTAssertTrue(markdown.hasSuffix("\n") && !markdown.hasSuffix("\n\n"), "the file ends with exactly one newline")
    }
}
