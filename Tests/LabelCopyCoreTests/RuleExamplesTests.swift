import Foundation
import XCTest

@testable import LabelCopyCore

/// Runs every example embedded in every rule's description: the examples are the rules' tests.
final class RuleExamplesTests: XCTestCase {
    func testTriggeringExamplesAreReportedWithTheirCorrection() {
        for rule in RuleCatalog.all {
            let description = type(of: rule).description
            for example in description.examples where example.triggers {
                let label = "\(description.id): \(debugQuoted(example.input)) [\(example.context.rawValue)]"
                guard let violation = rule.check(AnalyzedTitle(example.input, context: example.context)) else {
                    XCTFail("\(label) should be reported but was not")
                    continue
                }
                XCTAssertFalse(violation.message.isEmpty, "\(label) reported an empty message")
                if let correction = example.correction {
                    XCTAssertEqual(violation.replacement, correction, "\(label) corrected wrongly")
                }
            }
        }
    }

    func testNonTriggeringExamplesAreNotReported() {
        for rule in RuleCatalog.all {
            let description = type(of: rule).description
            for example in description.examples where !example.triggers {
                let violation = rule.check(AnalyzedTitle(example.input, context: example.context))
                XCTAssertNil(
                    violation,
                    "\(description.id): \(debugQuoted(example.input)) [\(example.context.rawValue)] should not be reported, got \(String(describing: violation))"
                )
            }
        }
    }

    /// A rule's own fix must satisfy the rule, or fixing would never converge.
    func testCorrectionsAreNotReportedAgainByTheSameRule() {
        for rule in RuleCatalog.all {
            let description = type(of: rule).description
            for example in description.examples where example.triggers {
                guard let replacement = rule.check(AnalyzedTitle(example.input, context: example.context))?.replacement
                else { continue }
                let again = rule.check(AnalyzedTitle(replacement, context: example.context))
                XCTAssertNil(
                    again,
                    "\(description.id): its fix \(debugQuoted(replacement)) of \(debugQuoted(example.input)) is reported again")
            }
        }
    }

    func testEveryRuleIsDescribedCompletely() {
        var seen: Set<String> = []
        XCTAssertFalse(RuleCatalog.all.isEmpty, "the catalog has no rules")
        for rule in RuleCatalog.all {
            let description = type(of: rule).description
            let id = description.id
            XCTAssertTrue(seen.insert(id).inserted, "rule id \(id) is used twice")
            XCTAssertTrue(isKebabCase(id), "rule id \(debugQuoted(id)) is not kebab-case")
            XCTAssertFalse(description.summary.trimmingCharacters(in: .whitespaces).isEmpty, "\(id) has no summary")
            XCTAssertFalse(description.rationale.trimmingCharacters(in: .whitespaces).isEmpty, "\(id) has no rationale")
            XCTAssertGreaterThanOrEqual(
                description.examples.filter(\.triggers).count, 2, "\(id) needs at least 2 triggering examples")
            XCTAssertGreaterThanOrEqual(
                description.examples.filter { !$0.triggers }.count, 2, "\(id) needs at least 2 non-triggering examples")
            XCTAssertTrue(
                RuleCatalog.rule(withID: id).map { type(of: $0).description.id == id } ?? false, "\(id) is not found by id")
        }
    }

    func testKebabCaseCheckRejectsOtherSpellings() {
        XCTAssertTrue(isKebabCase("title-case"))
        XCTAssertTrue(isKebabCase("ellipsis"))
        for bad in ["TitleCase", "title_case", "-title", "title-", "title--case", "", "Title-case"] {
            XCTAssertFalse(isKebabCase(bad), bad)
        }
    }

    // MARK: - Behaviour beyond the catalog's examples

    func testTitleLengthLimitsAreConfigurable() {
        let strict = TitleLengthRule(maxWords: 2, maxGraphemes: 10)
        XCTAssertNotNil(strict.check(AnalyzedTitle("Add to Cart")), "3 words exceed a limit of 2")
        XCTAssertNil(strict.check(AnalyzedTitle("Add Item")))
        XCTAssertNotNil(strict.check(AnalyzedTitle("Synchronize")), "11 characters exceed a limit of 10")
        let loose = TitleLengthRule(maxWords: 10, maxGraphemes: 80)
        XCTAssertNil(loose.check(AnalyzedTitle("Save the Document to Your Cloud Drive")))
    }

    func testTitleLengthCountsGraphemeClustersNotBytes() {
        let rule = TitleLengthRule(maxWords: 5, maxGraphemes: 4)
        // Four clusters in many bytes: a flag, a family emoji, an accented letter and a Hangul syllable.
        XCTAssertNil(rule.check(AnalyzedTitle("🇰🇷👨‍👩‍👧e\u{301}한")))
        XCTAssertNotNil(rule.check(AnalyzedTitle("🇰🇷👨‍👩‍👧e\u{301}한a")))
    }

    func testProgressLabelFindsVerbStemsByEnglishSpellingRules() {
        let lexicon = Lexicon(lists: ["verbs": "check\nsave\nstop\ndie\npanic\nsee\nplay\n", "particles": "out\n"])
        let rule = ProgressLabelRule()
        for gerund in ["Checking", "Saving", "Stopping", "Dying", "Panicking", "Seeing", "Playing", "Checking Out"] {
            let violation = rule.check(AnalyzedTitle(gerund, lexicon: lexicon))
            XCTAssertEqual(violation?.replacement, gerund + "…", "\(gerund) is a progress label")
        }
        // Stems that are not verbs of this lexicon, and -ing words that are not -ing forms.
        for other in ["Shipping", "Thing", "Sing", "Morning", "Saving Options"] {
            XCTAssertNil(rule.check(AnalyzedTitle(other, lexicon: lexicon)), "\(other) is not a progress label here")
        }
    }

    func testRulesNeverFailOnOddInput() {
        let odd = ["", " ", "\t\t", ".", "...", "!", "\u{00A0}", "…", "ing", "O", "\u{0301}", "%", "}", "🇰🇷..."]
        for rule in RuleCatalog.all {
            for title in odd {
                // Reaching the end without trapping is the assertion; a replacement must differ.
                if let replacement = rule.check(AnalyzedTitle(title))?.replacement {
                    XCTAssertNotEqual(
                        replacement, title, "\(type(of: rule).description.id) proposed no change for \(debugQuoted(title))")
                }
            }
        }
    }

    /// Random titles built from the pieces the rules care about: no trap, and every fix of
    /// the six mechanical rules satisfies the rule that proposed it.
    func testMechanicalRulesOnRandomTitles() {
        let pieces = [
            "Save", "saving", "Checking", "out", "the", "Photos", "Inc", "ok", "Okay", "O.K.", "Yes", "No",
            " ", "  ", "\t", "\u{00A0}", "\u{3000}", "\u{2009}", ".", "..", "...", ". . .", "!", "?", "…",
            "%@", "%1$@", "{name}", "{  x  }", "<b>", "é", "e\u{301}", "🇰🇷", "-", "\n",
        ]
        let rules: [any TitleRule] = [
            WhitespaceRule(), EllipsisRule(), AlertAnswersRule(), TrailingPunctuationRule(),
            ProgressLabelRule(), TitleLengthRule(),
        ]
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            // A linear congruential step (Knuth's MMIX constants) is random enough to pick pieces.
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<20_000 {
            let title = (0..<(1 + next(6))).map { _ in pieces[next(pieces.count)] }.joined()
            let analyzed = AnalyzedTitle(title)
            for rule in rules {
                guard let replacement = rule.check(analyzed)?.replacement else { continue }
                let id = type(of: rule).description.id
                XCTAssertNotEqual(replacement, title, "\(id) proposed no change for \(debugQuoted(title))")
                XCTAssertNil(
                    rule.check(AnalyzedTitle(replacement)),
                    "\(id) reports its own fix \(debugQuoted(replacement)) of \(debugQuoted(title))")
            }
        }
    }

    // MARK: - Real titles

    /// The six mechanical rules on every English .strings value of the shared corpora: no trap,
    /// every replacement changes the title and satisfies the rule that proposed it.
    func testMechanicalRulesOnCorpusTitles() throws {
        let values = try corpusValues()
        let rules: [any TitleRule] = [
            WhitespaceRule(), EllipsisRule(), AlertAnswersRule(), TrailingPunctuationRule(),
            ProgressLabelRule(), TitleLengthRule(),
        ]
        var reported: [String: Int] = [:]
        for value in values {
            let title = AnalyzedTitle(value)
            for rule in rules {
                let id = type(of: rule).description.id
                guard let violation = rule.check(title) else { continue }
                reported[id, default: 0] += 1
                guard let replacement = violation.replacement else { continue }
                XCTAssertNotEqual(replacement, value, "\(id) proposed no change for \(debugQuoted(value))")
                XCTAssertNil(
                    rule.check(AnalyzedTitle(replacement)),
                    "\(id) reports its own fix \(debugQuoted(replacement)) of \(debugQuoted(value))")
            }
        }
        // Real text has long sentences and stray punctuation, so these rules must fire somewhere.
        XCTAssertGreaterThan(reported["title-length", default: 0], 0, "no long value among \(values.count)")
        XCTAssertGreaterThan(reported["trailing-punctuation", default: 0], 0, "no value ending in a period among \(values.count)")
    }

    /// Values of the `"key" = "value";` lines of English .strings files under the shared corpora.
    private func corpusValues() throws -> [String] {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let corpora = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpora")
        guard let walker = FileManager.default.enumerator(at: corpora, includingPropertiesForKeys: nil) else {
            throw XCTSkip("shared corpora not found at \(corpora.path); the corpus check needs ../shared beside the package")
        }
        var values: [String] = []
        for case let url as URL in walker where url.pathExtension == "strings" && url.path.contains("/en.lproj/") {
            guard let data = try? Data(contentsOf: url),
                let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16)
            else { continue }
            for line in text.split(whereSeparator: \.isNewline) {
                guard line.hasPrefix("\""), line.hasSuffix("\";"), let equals = line.range(of: "\" = \"") else { continue }
                let raw = line[equals.upperBound..<line.index(line.endIndex, offsetBy: -2)]
                values.append(unescape(raw))
            }
        }
        guard !values.isEmpty else { throw XCTSkip("no English .strings values under \(corpora.path)") }
        return values
    }

    /// Undoes the .strings escapes that matter for titles.
    private func unescape(_ raw: Substring) -> String {
        var output = ""
        var escaping = false
        for character in raw {
            if escaping {
                switch character {
                case "n": output.append("\n")
                case "t": output.append("\t")
                default: output.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                output.append(character)
            }
        }
        return output
    }

    // MARK: - Helpers

    private func isKebabCase(_ id: String) -> Bool {
        let parts = id.split(separator: "-", omittingEmptySubsequences: false)
        return !id.isEmpty
            && parts.allSatisfy { part in
                !part.isEmpty && part.allSatisfy { ($0.isASCII && $0.isLowercase) || $0.isNumber }
                    && part.first?.isLetter == true
            }
    }

    private func debugQuoted(_ text: String) -> String {
        String(reflecting: text)
    }
}
