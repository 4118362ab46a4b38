import XCTest

@testable import LabelCopyCore

/// The rules' byte quick checks (`mayReport`) never hide a violation `check` would report,
/// and they do rule titles out, or the engine would gain nothing from them.
final class RuleQuickCheckTests: XCTestCase {
    /// Every example of every rule, the labelled titles, and each with stray marks around it.
    private func titles() throws -> [String] {
        var bases = RuleCatalog.all.flatMap { rule in
            type(of: rule).description.examples.flatMap { [$0.input] + ($0.correction.map { [$0] } ?? []) }
        }
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/button-titles.tsv")
        if let text = try? String(contentsOf: fixture, encoding: .utf8) {
            for line in text.split(separator: "\n").dropFirst() {
                let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
                if columns.count > 2 { bases.append(String(columns[2])) }
            }
        }
        bases += ["", " ", "ok", " Yes ", "Saving", "stopping  now", "Done\u{2009}.", "Inc.", "e.g."]
        let prefixes = ["", " ", "\u{3000}", "\t"]
        let suffixes = ["", " ", "...", ".", "!", "\u{00A0}", ". !", "…", "\u{2003}", " ."]
        return bases.flatMap { base in prefixes.flatMap { prefix in suffixes.map { prefix + base + $0 } } }
    }

    func testQuickCheckNeverHidesAViolation() throws {
        var ruledOut = [String: Int]()
        for title in try titles() {
            for context in TitleContext.allCases {
                let analyzed = AnalyzedTitle(title, context: context)
                for rule in RuleCatalog.all {
                    var bytes = title
                    let may = bytes.withUTF8 { rule.mayReport($0, context: context) }
                    guard !may else { continue }
                    let id = type(of: rule).description.id
                    ruledOut[id, default: 0] += 1
                    XCTAssertNil(rule.check(analyzed), "\(id) ruled out \(title.debugDescription) in \(context)")
                }
            }
        }
        for id in ["whitespace", "ellipsis", "alert-answers", "trailing-punctuation", "progress-label", "title-case"] {
            XCTAssertGreaterThan(ruledOut[id, default: 0], 0, "\(id) never rules a title out")
        }
    }

    func testQuickChecksOfCleanAndFaultyTitles() {
        func may(_ rule: any TitleRule, _ title: String, _ context: TitleContext = .button) -> Bool {
            var bytes = title
            return bytes.withUTF8 { rule.mayReport($0, context: context) }
        }
        XCTAssertFalse(may(WhitespaceRule(), "Add to Cart"))
        XCTAssertTrue(may(WhitespaceRule(), "Add  to Cart"))
        XCTAssertFalse(may(EllipsisRule(), "Save As…"))
        XCTAssertTrue(may(EllipsisRule(), "Save As..."))
        XCTAssertFalse(may(AlertAnswersRule(), " Add to Cart "))
        XCTAssertTrue(may(AlertAnswersRule(), "\u{3000}okay\u{3000}"))
        XCTAssertFalse(may(TrailingPunctuationRule(), "Forgot Password?"))
        XCTAssertTrue(may(TrailingPunctuationRule(), "Save!\u{00A0} "))
        XCTAssertFalse(may(ProgressLabelRule(), "Save"))
        XCTAssertFalse(may(ProgressLabelRule(), "Saving", .menuItem))
        XCTAssertTrue(may(ProgressLabelRule(), "SAVING"))
        XCTAssertFalse(may(TitleCaseRule(), "show all", .checkbox))
        XCTAssertTrue(may(VerbFirstRule(), "Settings"), "rules without a quick check are always unsure")
    }

    func testChecksThatReadOnlyTheEdgesOfLongTitles() {
        func fix(_ rule: any TitleRule, _ title: String) -> String? { rule.check(AnalyzedTitle(title))?.replacement }
        // Alert answers: a title over eight bytes is passed at once only when neither edge can be white space.
        XCTAssertEqual(fix(AlertAnswersRule(), "\u{3000}\u{3000}okay\u{3000}"), "\u{3000}\u{3000}OK\u{3000}")
        XCTAssertEqual(fix(AlertAnswersRule(), "    okay"), "    OK")
        XCTAssertNil(AlertAnswersRule().check(AnalyzedTitle("okay okay")))
        XCTAssertNotNil(AlertAnswersRule().check(AnalyzedTitle("\t\t\t\t\tYes")))
        // Trailing punctuation: only an ASCII last byte that is neither white space nor a mark ends the check.
        XCTAssertEqual(fix(TrailingPunctuationRule(), "Save.\u{2003}"), "Save\u{2003}")
        XCTAssertEqual(fix(TrailingPunctuationRule(), "Save!\t"), "Save\t")
        XCTAssertEqual(fix(TrailingPunctuationRule(), "Save. "), "Save ")
        XCTAssertNil(TrailingPunctuationRule().check(AnalyzedTitle("Save.x")))
        XCTAssertNil(TrailingPunctuationRule().check(AnalyzedTitle("Forgot Password?")))
    }

    func testEllipsisQuickCheckAtEveryOffset() {
        func may(_ title: String) -> Bool {
            var copy = title
            return copy.withUTF8 { EllipsisRule.mayHoldRun($0) }
        }
        for length in 0...20 {
            let plain = String(repeating: "x", count: length)
            XCTAssertFalse(may(plain))
            XCTAssertFalse(may(plain + "."), "one period")
            if length > 0 { XCTAssertFalse(may("." + plain + "."), "two periods apart") }
            for offset in 0...length {
                let before = String(plain.prefix(offset))
                let after = String(plain.dropFirst(offset))
                XCTAssertTrue(may(before + ".." + after), "\(offset) of \(length)")
                XCTAssertTrue(may(before + ". ." + after), "\(offset) of \(length)")
                XCTAssertFalse(may(before + ".  ." + after), "two spaces between")
            }
        }
        // "®" is C2 AE: its second byte is a period with the high bit set, which is not a period.
        XCTAssertFalse(may("Brand®®® Name®"))
    }
}
