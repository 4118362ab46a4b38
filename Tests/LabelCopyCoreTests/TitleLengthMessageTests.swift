import LabelCopyText
import XCTest

@testable import LabelCopyCore

/// Title-length's messages read the same whether they come from a table made once
/// or are formatted on the spot.
final class TitleLengthMessageTests: XCTestCase {
    func testMessagesMatchTheFormattedText() {
        for limit in 0...20 {
            for words in (limit + 1)...(limit + 24) {
                XCTAssertEqual(
                    TitleLengthRule.wordsMessage(limit: limit, words: words),
                    "Shorten the title to \(limit) words or fewer (it has \(words)); long titles crowd the interface and get truncated.",
                    "limit \(limit), words \(words)")
            }
        }
    }

    func testCharacterMessagesMatchTheFormattedText() {
        for limit in [1, 29, 30, 31, 80] {
            for graphemes in (limit + 1)...(limit + 80) {
                XCTAssertEqual(
                    TitleLengthRule.charactersMessage(limit: limit, graphemes: graphemes),
                    "Shorten the title to \(limit) characters or fewer (it has \(graphemes)); long titles get truncated on small screens.",
                    "limit \(limit), graphemes \(graphemes)")
            }
        }
    }

    func testRuleReportsReadTheSameMessagesAsTheFormattedText() throws {
        let rule = TitleLengthRule()
        for words in 6...30 {
            let title = Array(repeating: "Word", count: words).joined(separator: " ")
            let violation = try XCTUnwrap(rule.check(AnalyzedTitle(title)), "\(words) words")
            XCTAssertEqual(
                violation.message,
                "Shorten the title to 5 words or fewer (it has \(words)); long titles crowd the interface and get truncated.")
        }
        for graphemes in 31...120 {
            let title = String(repeating: "e", count: graphemes)
            let violation = try XCTUnwrap(rule.check(AnalyzedTitle(title)), "\(graphemes) characters")
            XCTAssertEqual(
                violation.message,
                "Shorten the title to 30 characters or fewer (it has \(graphemes)); long titles get truncated on small screens.")
        }
    }

    func testShortTitlesWithinBothLimitsPass() {
        let rule = TitleLengthRule()
        XCTAssertNil(rule.check(AnalyzedTitle("Add to Cart")))
        XCTAssertNil(rule.check(AnalyzedTitle("A, B, C, D, E")))
        XCTAssertNotNil(rule.check(AnalyzedTitle("a,b,c,d,e,f")))
        XCTAssertNotNil(TitleLengthRule(maxWords: 2, maxGraphemes: 4).check(AnalyzedTitle("a b c")))
    }

    /// Tags and markers show no word; value placeholders and links show one.
    func testMarkupIsNoWord() throws {
        let rule = TitleLengthRule(maxWords: 4)
        XCTAssertNil(rule.check(AnalyzedTitle(#"Tap <g id="1">Here</g> to Continue"#)))
        XCTAssertNil(rule.check(AnalyzedTitle("**Save** All _Drafts_ Now")))
        XCTAssertNotNil(rule.check(AnalyzedTitle("Send %@ to %@ Now")))
        let violation = try XCTUnwrap(rule.check(AnalyzedTitle(#"Tap <b>Here</b> to Continue Now"#)))
        XCTAssertTrue(violation.message.contains("(it has 5)"), violation.message)
    }

    func testRuleReportsTheCountAndTheConfiguredLimit() throws {
        let rule = TitleLengthRule(maxWords: 3)
        let violation = try XCTUnwrap(rule.check(AnalyzedTitle("Add This Item to Cart")))
        XCTAssertEqual(
            violation.message,
            "Shorten the title to 3 words or fewer (it has 5); long titles crowd the interface and get truncated.")
    }

    /// Text that markup shows counts as characters: a code span's and a protected element's,
    /// a link's; a format placeholder in it does not (what it expands to is unknown).
    func testShownMarkupTextCountsAsCharacters() {
        let shown: [(String, Int)] = [
            ("Run `" + String(repeating: "a", count: 40) + "`", 44), ("Open <code>" + String(repeating: "a", count: 40) + "</code>", 45),
            ("Open <xliff:g id=\"app\">" + String(repeating: "a", count: 40) + "</xliff:g>", 45),
            ("[" + String(repeating: "a", count: 40) + "](https://example.com)", 40), ("Open <xliff:g id=\"n\">%d</xliff:g> Files", 11),
            ("^[%lld Photo](inflect: true)", 6), ("<b>Save</b>", 4),
        ]
        for (title, graphemes) in shown {
            XCTAssertEqual(TitleLengthRule.graphemeCount(Tokenizer.tokenize(title)), graphemes, title)
        }
        let long = "Open <code>" + String(repeating: "a", count: 40) + "</code>"
        XCTAssertEqual(
            TitleLengthRule().check(AnalyzedTitle(long))?.message,
            "Shorten the title to 30 characters or fewer (it has 45); long titles get truncated on small screens.")
    }
}
