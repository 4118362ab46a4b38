import LabelCopyTestSupport
import XCTest

@testable import LabelCopyCore

/// Progress-label's fix of a fixed text read from its judgement of the title as given must be
/// the rule's own fix of a fresh analysis of that text whenever it answers.
final class ProgressLabelTransferTests: XCTestCase {
    /// Random titles against the texts the fixes before progress-label make of them, and against
    /// the same titles set apart by other white space and closed by other marks.
    func testTransferredFixIsTheRulesFixOfTheFixedText() {
        let lexicon = Lexicon.standard
        let earlier: [any TitleRule] = [WhitespaceRule(), EllipsisRule(), AlertAnswersRule(), TrailingPunctuationRule()]
        var generator = SeededGenerator(seed: 0x7_2A45)
        var original = AnalyzedTitle(lexicon: lexicon)
        var (answered, fixes) = (0, 0)
        for _ in 0..<6_000 {
            let title = ProgressFuzzTitles.title(&generator)
            var fixed = title
            for rule in earlier {
                if let fix = rule.check(AnalyzedTitle(fixed, context: .button, lexicon: lexicon))?.replacement { fixed = fix }
            }
            original.reanalyze(title, context: .button, lexicon: lexicon)
            for text in [fixed, Self.respaced(title, &generator), ProgressFuzzTitles.title(&generator)] {
                guard let answer = ProgressLabelRule.fixOfFixedText(text, from: original) else { continue }
                let expected = ProgressLabelRule().check(AnalyzedTitle(text, context: .button, lexicon: lexicon))?.replacement
                XCTAssertEqual(answer, expected, "\(title.debugDescription) → \(text.debugDescription)")
                answered += 1
                if answer != nil { fixes += 1 }
            }
        }
        // Enough answers and fixes, or the transfer is hardly tried.
        XCTAssertGreaterThan(answered, 6_000, "answered: \(answered)")
        XCTAssertGreaterThan(fixes, 600, "fixes: \(fixes)")
    }

    /// The transfer answers only for buttons, and for other contexts says there is no fix.
    func testOtherContextsHaveNoFix() {
        let menu = AnalyzedTitle("Saving  Photos", context: .menuItem)
        XCTAssertEqual(ProgressLabelRule.fixOfFixedText("Saving Photos", from: menu), .some(nil))
        let button = AnalyzedTitle("Saving  Photos", context: .button)
        XCTAssertEqual(ProgressLabelRule.fixOfFixedText("Saving Photos", from: button), .some("Saving Photos…"))
        XCTAssertEqual(ProgressLabelRule.fixOfFixedText("Saving Photo", from: button), .none)
        XCTAssertEqual(ProgressLabelRule.fixOfFixedText("Saving Photos!", from: button), .some(nil))
    }

    /// `sameWords` agrees with comparing the words split at spaces and tabs.
    func testSameWordsAgreesWithSplitWords() {
        var generator = SeededGenerator(seed: 0x5A3E)
        let pieces = ["a", "b", "ab", "abcdefghij", "abcdefghijk", "saving", "Saving", "1", " ", "  ", "\t", " \t "]
        for _ in 0..<20_000 {
            func text() -> String {
                var text = ""
                for _ in 0..<Int.random(in: 0...6, using: &generator) { text += pieces.randomElement(using: &generator) ?? "" }
                return text
            }
            let (old, new) = (text(), text())
            func words(_ text: String) -> [Substring] { text.split(whereSeparator: { $0 == " " || $0 == "\t" }) }
            func end(_ text: String) -> Int {
                let bytes = Array(text.utf8)
                var end = bytes.count
                while end > 0, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
                return end
            }
            let same = Array(old.utf8).withUnsafeBufferPointer { oldBytes in
                Array(new.utf8).withUnsafeBufferPointer { newBytes in
                    ProgressLabelRule.sameWords(oldBytes, end(old), newBytes, end(new))
                }
            }
            XCTAssertEqual(same, words(old) == words(new), "\(old.debugDescription) \(new.debugDescription)")
        }
    }

    /// `title` with each run of white space, the edges and the closing mark chosen anew.
    static func respaced(_ title: String, _ generator: inout SeededGenerator) -> String {
        let blanks = ["", " ", "  ", "\t", " \t"]
        let marks = ["", "", ".", "...", "…", "!", "?", " .", ". ."]
        let words = title.split(whereSeparator: { $0 == " " || $0 == "\t" })
        var text = blanks.randomElement(using: &generator) ?? ""
        for (index, word) in words.enumerated() {
            if index > 0 { text += [" ", "  ", "\t"].randomElement(using: &generator) ?? " " }
            text += word
        }
        return text + (marks.randomElement(using: &generator) ?? "") + (blanks.randomElement(using: &generator) ?? "")
    }
}
