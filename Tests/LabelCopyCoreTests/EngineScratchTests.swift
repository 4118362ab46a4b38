import Foundation
import XCTest

@testable import LabelCopyCore

/// Analyses that reuse a thread's arrays give what a thread analyzing its first title gives,
/// in any order and on several threads at once.
final class EngineScratchTests: XCTestCase {
    /// Titles with fixes before title case (so the fixed text is analyzed again), compounds,
    /// placeholders, non-ASCII text and one longer than the storage a thread keeps.
    static let titles: [String] = [
        "  save  as... ", "Add to Cart", "share via airdrop.", "view add-ons", "Delete %@.",
        "SIGN IN WITH EMAIL", "Get Started!!", "Übersicht öffnen", "Downloading", "Save As….",
        "sort by: name", "Reply To %@", "", " ", "{name}'s photos", "Built-In Apps",
        String(repeating: "open the recent document ", count: 40) + "...",
        "ok", "Try Again!", "Keep Up-to-Date",
    ]

    /// Each title analyzed on a thread of its own, where it is the thread's first title.
    private func firstAnalyses(_ engine: TitleEngine) -> [TitleAnalysis] {
        Self.titles.map { title in
            let box = ResultBox()
            let thread = Thread { box.set(engine.analyze(title, context: .button)) }
            thread.start()
            return box.wait()
        }
    }

    func testTitlesInSequenceOnOneThreadMatchFirstAnalyses() {
        let engine = TitleEngine()
        let expected = firstAnalyses(engine)
        for round in 0..<3 {
            // Forward, then backward: every title follows both longer and shorter ones.
            let order = round == 1 ? Array(Self.titles.indices.reversed()) : Array(Self.titles.indices)
            for index in order {
                XCTAssertEqual(engine.analyze(Self.titles[index], context: .button), expected[index], Self.titles[index])
            }
        }
    }

    /// A thread's analyses are refilled in place: an engine with another lexicon on the same
    /// thread must still judge by its own lexicon, title after title.
    func testEnginesWithOtherLexiconsAlternateOnOneThread() {
        let standard = TitleEngine()
        let extended = TitleEngine(lexicon: Lexicon.standard.extended(with: ["canonical-terms": "AcmeKit"]))
        let title = "sync with acmekit"
        let expectedStandard = firstAnalyses(standard)
        let expectedExtended = firstAnalyses(extended)
        XCTAssertEqual(extended.analyze(title).suggestion, "Sync with AcmeKit")
        for round in 0..<4 {
            XCTAssertEqual(standard.analyze(title).suggestion, "Sync with Acmekit", "round \(round)")
            XCTAssertEqual(extended.analyze(title).suggestion, "Sync with AcmeKit", "round \(round)")
            for index in Self.titles.indices {
                XCTAssertEqual(standard.analyze(Self.titles[index]), expectedStandard[index], Self.titles[index])
                XCTAssertEqual(extended.analyze(Self.titles[index]), expectedExtended[index], Self.titles[index])
            }
        }
    }

    /// A rule that analyzes another title while the engine analyzes its own gets a correct result,
    /// and so does the engine: the nested analysis does not refill the thread's analyses in use.
    func testAnalysisInsideARuleLeavesTheOuterAnalysisIntact() throws {
        let engine = TitleEngine(rules: [NestingRule(), TitleCaseRule(), VerbFirstRule()])
        let expected = TitleEngine(rules: [TitleCaseRule(), VerbFirstRule()]).analyze("order summary for today")
        let analysis = engine.analyze("order summary for today")
        XCTAssertEqual(analysis.suggestion, expected.suggestion)
        XCTAssertEqual(Array(analysis.findings.dropFirst()), expected.findings)
        let nested = try XCTUnwrap(analysis.findings.first)
        XCTAssertEqual(nested.message, "Sign In with Email, 1")
    }

    func testConcurrentAnalysesMatchFirstAnalyses() {
        let engine = TitleEngine()
        let expected = firstAnalyses(engine)
        let mismatches = MismatchCounter()
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for step in 0..<200 {
                let index = (worker * 7 + step * 3) % Self.titles.count
                if engine.analyze(Self.titles[index], context: .button) != expected[index] { mismatches.add() }
            }
        }
        XCTAssertEqual(mismatches.count, 0)
    }
}

/// Hands one analysis from a thread to the test.
private final class ResultBox: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: TitleAnalysis?

    func set(_ value: TitleAnalysis) {
        result = value
        done.signal()
    }

    func wait() -> TitleAnalysis {
        done.wait()
        return result ?? TitleAnalysis(input: "", suggestion: "", findings: [])
    }
}

/// Counts mismatches from several threads.
private final class MismatchCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    var count: Int { lock.withLock { value } }

    func add() { lock.withLock { value += 1 } }
}

/// Reports, for every title, what a whole engine makes of another title.
private struct NestingRule: TitleRule {
    static let description = RuleDescription(
        id: "nesting", summary: "Analyzes another title.", rationale: "For the test.", defaultSeverity: .note, examples: [])
    func check(_ title: AnalyzedTitle) -> RuleViolation? {
        let inner = TitleEngine().analyze("sign in with email")
        return RuleViolation(message: "\(inner.suggestion), \(inner.findings.count)")
    }
}
