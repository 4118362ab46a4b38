import LabelCopyText
import XCTest

@testable import LabelCopyCore

/// The reference answers the engine's fast paths are compared with.
enum FreshAnalysis {
    /// The engine's result computed the plain way: every fixed text analyzed afresh, every fixing
    /// rule after a change run on it (no one-pass fill for the fixed text, no derived analyses,
    /// no byte pre-tests).
    static func analysis(_ title: String, context: TitleContext, engine: TitleEngine) -> TitleAnalysis {
        let original = AnalyzedTitle(title, context: context, lexicon: engine.lexicon)
        var suggestion = title
        var changed = false
        var findings: [Finding] = []
        for rule in engine.rules {
            let description = type(of: rule).description
            var fix: String?
            if let violation = rule.check(original) {
                findings.append(
                    Finding(
                        ruleID: description.id, severity: engine.configuration.severity(of: description),
                        message: violation.message, replacement: violation.replacement))
                fix = violation.replacement
            }
            if changed {
                guard type(of: rule).isFixable else { continue }
                fix = rule.check(AnalyzedTitle(suggestion, context: context, lexicon: engine.lexicon))?.replacement
            }
            if let fix, fix != suggestion {
                suggestion = fix
                changed = true
            }
        }
        return TitleAnalysis(input: title, suggestion: suggestion, findings: findings)
    }

    /// Fills the analysis of `previous` with `title` in one pass and asserts it equals the
    /// tokenizer's and the slot loop's.
    static func assertFill(
        _ title: String, after previous: String, lexicon: Lexicon, file: StaticString = #filePath, line: UInt = #line
    ) {
        var tokenization = Tokenizer.tokenize(previous)
        var slots = TitleSlots.build(tokenization, lexicon: lexicon)
        TitleSlots.fill(title, lexicon: lexicon, tokenization: &tokenization, slots: &slots)
        let expected = Tokenizer.tokenize(title)
        let label = title.debugDescription
        XCTAssertEqual(tokenization.text, title, label, file: file, line: line)
        XCTAssertEqual(tokenization.utf8, expected.utf8, label, file: file, line: line)
        XCTAssertEqual(tokenization.tokens, expected.tokens, label, file: file, line: line)
        XCTAssertEqual(tokenization.compoundParts, expected.compoundParts, label, file: file, line: line)
        XCTAssertEqual(slots, TitleSlots.build(expected, lexicon: lexicon), label, file: file, line: line)
    }
}
