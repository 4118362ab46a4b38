import XCTest

@testable import LabelCopyCore

/// The engine: findings from every rule, fixes composed in rule order, configuration.
final class TitleEngineTests: XCTestCase {
    func testFixesAreComposedInRuleOrder() {
        let analysis = TitleEngine().analyze("  save  as... ")
        XCTAssertEqual(analysis.suggestion, "Save As…")
        let ids = analysis.findings.map(\.ruleID)
        XCTAssertTrue(ids.contains("whitespace"), "\(ids)")
        XCTAssertTrue(ids.contains("ellipsis"), "\(ids)")
        XCTAssertTrue(ids.contains("title-case"), "\(ids)")
    }

    func testFindingsComeFromTheTitleAsGiven() throws {
        let analysis = TitleEngine().analyze("share via airdrop.")
        let titleCase = try XCTUnwrap(analysis.findings.first { $0.ruleID == "title-case" })
        // title-case alone keeps the period that trailing-punctuation removes in the suggestion.
        XCTAssertEqual(titleCase.replacement, "Share via AirDrop.")
        XCTAssertEqual(analysis.suggestion, "Share via AirDrop")
    }

    func testCorrectTitleHasNoFindings() {
        let analysis = TitleEngine().analyze("Add to Cart")
        XCTAssertEqual(analysis.findings, [])
        XCTAssertEqual(analysis.suggestion, "Add to Cart")
    }

    func testSeverityOverridesAndDisabledRules() {
        let configuration = EngineConfiguration(severities: ["verb-first": .error], disabled: ["title-case"])
        let analysis = TitleEngine(configuration: configuration).analyze("my account")
        XCTAssertEqual(analysis.findings.map(\.ruleID), ["verb-first"])
        XCTAssertEqual(analysis.findings.first?.severity, .error)
        XCTAssertEqual(analysis.suggestion, "my account", "a disabled rule does not fix")
    }

    func testTitleLengthOptionsReachTheRule() {
        let title = "Add Two Items to Cart"
        XCTAssertFalse(TitleEngine().analyze(title).findings.contains { $0.ruleID == "title-length" })
        let strict = TitleEngine(configuration: EngineConfiguration(maxWords: 3))
        XCTAssertTrue(strict.analyze(title).findings.contains { $0.ruleID == "title-length" })
    }

    func testRulesWithoutDocumentedCorrectionsDoNotFix() {
        XCTAssertTrue(TitleCaseRule.isFixable)
        XCTAssertFalse(VerbFirstRule.isFixable)
        XCTAssertFalse(TitleLengthRule.isFixable)
    }

    func testContextDecidesTheRules() {
        XCTAssertTrue(TitleEngine().analyze("Settings", context: .button).findings.contains { $0.ruleID == "verb-first" })
        XCTAssertTrue(TitleEngine().analyze("Settings", context: .tabBarItem).findings.isEmpty)
        XCTAssertEqual(TitleEngine().analyze("show all items", context: .checkbox).suggestion, "show all items")
    }

    func testExtendedLexiconAddsTerms() {
        let lexicon = Lexicon.standard.extended(with: ["canonical-terms": "LabelCopy\n"])
        XCTAssertEqual(TitleEngine(lexicon: lexicon).analyze("open labelcopy").suggestion, "Open LabelCopy")
        XCTAssertEqual(TitleEngine().analyze("open labelcopy").suggestion, "Open Labelcopy")
    }

    func testLexiconLookupsIgnoreCaseAndCurlyApostrophes() {
        let lexicon = Lexicon.standard
        XCTAssertTrue(lexicon.info("SAVE").classes.contains(.verb))
        XCTAssertTrue(lexicon.info("Sign   In").classes.contains(.phrasalVerb))
        XCTAssertEqual(lexicon.info("zorblefrotz").classes, [])
        let bytes = Array("Don’t".utf8)
        XCTAssertTrue(ByteMatch.equals(bytes, 0..<bytes.count, "don't"))
    }

    /// Random mixes of words, markup, placeholders and odd characters go through every rule.
    func testRandomInputNeverCrashes() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(truncatingIfNeeded: state & 0x7FFF_FFFF)
        }
        let pieces = ["save", "AS", "to", "sign", "in", "-", ":", "…", "...", ". . .", "%@", "%1$@", "{name}", "'s", "’",
                      " ", "\t", "\u{A0}", "?", "!", ".", "é", "ж", "日本", "😀", "👨‍👩‍👧", "&", "_", "<b>", "</b>", "[x](y)",
                      "^[%lld Photo](inflect: true)", "OK", "us", "pin", "\u{301}", "\u{200D}", "%", "{", "}", "(", ")"]
        let engine = TitleEngine()
        for _ in 0..<3_000 {
            var title = ""
            for _ in 0..<(next() % 9) { title += pieces[next() % pieces.count] }
            for context in TitleContext.allCases {
                _ = engine.analyze(title, context: context)
            }
        }
    }

    func testBadInputNeverCrashes() {
        let engine = TitleEngine()
        for title in ["", " ", "…", ":", "-", "%", "{", "'s", "’", "A-", "-a", "a--b", "\u{0}", "🇯🇵", "a:b:c", "...:..."] {
            _ = engine.analyze(title)
        }
    }
}
