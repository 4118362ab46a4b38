import LabelCopyTestSupport
import XCTest

@testable import LabelCopyCore

/// Progress-label's judgement is found once with the analysis and read by progress-label and
/// verb-first: both must answer as they do on an analysis that does not hold it.
final class ProgressLabelJudgementTests: XCTestCase {
    /// The judgement found with a refilled analysis is the one found from its tokens and slots,
    /// and both rules answer on it as on a fresh analysis, title after title in the same storage.
    func testJudgementFoundWithTheAnalysisIsTheRulesOwn() {
        let lexicon = Lexicon.standard
        var generator = SeededGenerator(seed: 0x9_0E55)
        var analysis = AnalyzedTitle(lexicon: lexicon)
        var labels = 0
        for _ in 0..<6_000 {
            let title = ProgressFuzzTitles.title(&generator)
            for context in [TitleContext.button, .menuItem] {
                analysis.reanalyze(title, context: context, lexicon: lexicon)
                let fresh = AnalyzedTitle(title, context: context, lexicon: lexicon)
                XCTAssertEqual(fresh.progressLabelEnd, .unknown)
                let expected = ProgressLabelRule.unfinishedLabelEnd(fresh.tokenization, slots: fresh.slots, lexicon: lexicon)
                if context == .button {
                    XCTAssertEqual(analysis.progressLabelEnd, .found(expected), title.debugDescription)
                    if expected != nil { labels += 1 }
                }
                for rule in [ProgressLabelRule(), VerbFirstRule()] as [any TitleRule] {
                    XCTAssertEqual(rule.check(analysis), rule.check(fresh), "\(context) \(title.debugDescription)")
                }
            }
        }
        // Enough labels, or the shared judgement is hardly tried.
        XCTAssertGreaterThan(labels, 600, "labels: \(labels)")
    }

    /// A derived analysis does not keep the judgement of the text it was derived from.
    func testDerivedAnalysisFindsTheJudgementAgain() {
        let lexicon = Lexicon.standard
        for (title, fixed, shape) in [
            ("Saving  Photos", "Saving Photos", FixShape.whitespace), ("Saving...", "Saving…", .ellipsis),
            ("Saving", "Saving…", .progressEllipsis), ("Saving Photos.", "Saving Photos", .trailingMarks),
        ] {
            var base = AnalyzedTitle(lexicon: lexicon)
            base.reanalyze(title, context: .button, lexicon: lexicon)
            var derived = AnalyzedTitle(lexicon: lexicon)
            derived.reanalyze("Meeting Notes", context: .button, lexicon: lexicon)
            XCTAssertTrue(derived.derive(fixed, shape: shape, from: base), fixed)
            XCTAssertEqual(derived.progressLabelEnd, .unknown, fixed)
            XCTAssertEqual(ProgressLabelRule().check(derived), ProgressLabelRule().check(AnalyzedTitle(fixed)), fixed)
            XCTAssertTrue(base.deriveInPlace(fixed, shape: shape), fixed)
            XCTAssertEqual(base.progressLabelEnd, .unknown, fixed)
            XCTAssertEqual(ProgressLabelRule().check(base), ProgressLabelRule().check(AnalyzedTitle(fixed)), fixed)
        }
    }

    /// The engine gives what the plain path gives on titles around progress labels.
    func testEngineEqualsThePlainPathOnProgressLabels() {
        let engine = TitleEngine()
        var generator = SeededGenerator(seed: 0x5A_71A6)
        var changed = 0
        for _ in 0..<4_000 {
            let title = ProgressFuzzTitles.title(&generator)
            for context in [TitleContext.button, .menuItem] {
                let expected = FreshAnalysis.analysis(title, context: context, engine: engine)
                XCTAssertEqual(engine.analyze(title, context: context), expected, "\(context) \(title.debugDescription)")
                if context == .button, expected.suggestion != title { changed += 1 }
            }
        }
        XCTAssertGreaterThan(changed, 2_000, "changed: \(changed)")
    }
}

extension ProgressLabelJudgementTests {
    /// The judgement equals its definition: the title's core end, at most `maxTailWords + 2`
    /// words before it counted on their own (the gerund and up to one more than `maxTailWords`
    /// after it), and the words read as an action in progress.
    func testJudgementEqualsCountThenReading() {
        let lexicon = Lexicon.standard
        var generator = SeededGenerator(seed: 0xC0_0E7)
        var (labels, long) = (0, 0)
        for _ in 0..<8_000 {
            var title = ProgressFuzzTitles.title(&generator)
            // Longer titles too, so that the word limit is tried.
            if Bool.random(using: &generator) { title = title + " " + ProgressFuzzTitles.title(&generator) }
            let analysis = AnalyzedTitle(title, context: .button, lexicon: lexicon)
            let tokenization = analysis.tokenization
            var expected: Int?
            if let first = tokenization.tokens.first(where: { $0.kind != .space }), first.kind == .word,
                ProgressLabelRule.endsWithIng(tokenization.utf8, first.range), let end = ProgressLabelRule.coreEnd(tokenization.utf8)
            {
                let counted = ProgressLabelRule.wordCount(tokenization, before: end)
                if counted > ProgressLabelRule.maxTailWords + 2 { long += 1 }
                if counted <= ProgressLabelRule.maxTailWords + 2,
                    ProgressLabelRule.readsAsProgress(tokenization, slots: analysis.slots, before: end, lexicon: lexicon)
                {
                    expected = end
                }
            }
            let found = ProgressLabelRule.unfinishedLabelEnd(tokenization, slots: analysis.slots, lexicon: lexicon)
            XCTAssertEqual(found, expected, title.debugDescription)
            if found != nil { labels += 1 }
        }
        XCTAssertGreaterThan(labels, 500, "labels: \(labels)")
        XCTAssertGreaterThan(long, 500, "too long: \(long)")
    }
}
