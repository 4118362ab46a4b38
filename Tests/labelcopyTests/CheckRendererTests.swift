import LabelCopyCore
import XCTest

@testable import labelcopy

final class CheckRendererTests: XCTestCase {
    private let analysis = TitleAnalysis(
        input: "sign in to icloud",
        suggestion: "Sign In to iCloud",
        findings: [
            Finding(
                ruleID: "title-case", severity: .error, message: "Use title-style capitalization.",
                replacement: "Sign In to iCloud"),
            Finding(ruleID: "terms", severity: .warning, message: "Spell iCloud as Apple does.", replacement: nil),
        ])

    func testPlainReportListsSuggestionAndEveryFinding() {
        let text = CheckRenderer(terminal: Terminal(usesColor: false)).render(analysis)
        XCTAssertEqual(
            text,
            """
            sign in to icloud
              suggestion: Sign In to iCloud
              error: Use title-style capitalization. [title-case]
                replacement: Sign In to iCloud
              warning: Spell iCloud as Apple does. [terms]

            """)
        XCTAssertFalse(text.contains("\u{1B}"))
    }

    func testColouredReportHighlightsOnlyChangedWords() {
        let text = CheckRenderer(terminal: Terminal(usesColor: true)).render(analysis)
        XCTAssertTrue(
            text.contains("  suggestion: \u{1B}[1;32mSign\u{1B}[0m \u{1B}[1;32mIn\u{1B}[0m to \u{1B}[1;32miCloud\u{1B}[0m"), text)
        XCTAssertTrue(text.contains("\u{1B}[1;31merror\u{1B}[0m: "), text)
        XCTAssertTrue(text.contains("\u{1B}[1;33mwarning\u{1B}[0m: "), text)
    }

    /// A title's line breaks and escape characters are shown escaped: they neither add lines to
    /// the report nor reach the terminal.
    func testControlCharactersInATitleAreShownEscaped() {
        let title = "save\n\u{1B}[2Jnow"
        let text = CheckRenderer(terminal: Terminal(usesColor: false)).render(TitleEngine().analyze(title))
        XCTAssertFalse(text.contains("\u{1B}"), text)
        XCTAssertTrue(text.hasPrefix("save\\n\\u{1B}[2Jnow\n"), text)
    }

    func testCleanTitleSaysSo() {
        let text = CheckRenderer(terminal: Terminal(usesColor: false))
            .render(TitleAnalysis(input: "Save", suggestion: "Save", findings: []))
        XCTAssertEqual(text, "Save\n  no findings\n")
    }

    func testWordDiffMarksReplacedAndInsertedWords() {
        let segments = WordDiff.segments(of: "Add to  Cart…", against: "add to Cart")
        XCTAssertEqual(
            segments,
            [
                .init(text: "Add", changed: true), .init(text: " ", changed: false), .init(text: "to", changed: false),
                .init(text: "  ", changed: false), .init(text: "Cart…", changed: true),
            ])
        XCTAssertEqual(segments.map(\.text).joined(), "Add to  Cart…")
    }

    func testWordDiffOfIdenticalTitlesChangesNothing() {
        XCTAssertTrue(WordDiff.segments(of: "Sign In to iCloud", against: "Sign In to iCloud").allSatisfy { !$0.changed })
    }
}
