import Foundation
import LabelCopyTestSupport
import XCTest

@testable import LabelCopyCore
@testable import LabelCopyText

/// The engine's results equal the plain path's on titles built around what title case reads
/// beside its words: slashes, percent signs, rate units, versions, phrases and terms, with the
/// white space, periods, ellipses and closing marks that the earlier fixes change.
final class TitleEnginePlainPathTests: XCTestCase {

    /// The engine gives what the plain path gives (every fixed text analyzed afresh, every fixing
    /// rule run again on it) for titles whose fixes sit next to slashes, percent signs, rate units,
    /// versions, phrases and terms, in every context that cases titles and one that does not.
    func testEngineEqualsThePlainPath() {
        let engine = TitleEngine()
        var generator = SeededGenerator(seed: 0x0DD_CA5E)
        var changed = 0
        for _ in 0..<4_000 {
            let title = CasingFuzzTitles.title(&generator)
            for context in [TitleContext.button, .menuItem, .checkbox] {
                let expected = FreshAnalysis.analysis(title, context: context, engine: engine)
                XCTAssertEqual(engine.analyze(title, context: context), expected, "\(context) \(title.debugDescription)")
                if expected.suggestion != title { changed += 1 }
            }
        }
        // Most titles must be fixed, or the fixed-text paths are hardly tried.
        XCTAssertGreaterThan(changed, 6_000, "changed: \(changed)")
    }

    /// The engine asks title case's byte test through `TitleCaseRule.mayReport(in:)`, which must
    /// answer as the rule's own test does, and the engine must match the plain path in every context.
    func testTitleCaseTestWithoutBytesAnswersAsTheRuleDoes() {
        let engine = TitleEngine()
        for context in TitleContext.allCases {
            let answer = "  save file...".utf8.withContiguousStorageIfAvailable { TitleCaseRule().mayReport($0, context: context) }
            XCTAssertEqual(TitleCaseRule.mayReport(in: context), answer, "\(context)")
            for title in ["  save file...", "open\tfile.", "SHARE  PHOTO!"] {
                XCTAssertEqual(
                    engine.analyze(title, context: context), FreshAnalysis.analysis(title, context: context, engine: engine),
                    "\(context) \(title.debugDescription)")
            }
        }
    }
}
