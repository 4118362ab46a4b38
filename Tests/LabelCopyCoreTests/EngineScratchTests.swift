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
