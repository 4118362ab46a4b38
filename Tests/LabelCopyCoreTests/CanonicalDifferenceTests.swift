import LabelCopyTestSupport
import XCTest

@testable import LabelCopyCore
@testable import LabelCopyText

/// `CanonicalDifference.differs` answers as `!=` does, and a title-case replacement reported as
/// changing only the case of ASCII letters differs from its title.
final class CanonicalDifferenceTests: XCTestCase {
    /// Pieces whose neighbours compose, decompose or reorder under canonical equivalence.
    private static let pieces = [
        "e", "E", "\u{301}", "é", "e\u{301}", "\u{327}", "ç", "c\u{327}", "Å", "A\u{30A}", "\u{212B}", "\u{323}\u{302}",
        "\u{302}\u{323}", "ệ", "…", "...", " ", "\t", "a", "A", "ﬁ", "fi", "Save", "save", "👍", "\u{200D}", "한", "\u{1112}\u{1161}\u{11AB}",
    ]

    private static func randomText(_ generator: inout SeededGenerator) -> String {
        (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
    }

    func testDiffersAnswersAsInequalityDoes() {
        var generator = SeededGenerator(seed: 0xCA40_41CA)
        var equal = 0
        for _ in 0..<20_000 {
            let first = Self.randomText(&generator)
            var pieces = Array(first.unicodeScalars)
            if !pieces.isEmpty, Bool.random(using: &generator) {
                let at = Int.random(in: 0..<pieces.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: pieces.remove(at: at)
                case 1: pieces.insert(Self.pieces.randomElement(using: &generator)?.unicodeScalars.first ?? " ", at: at)
                default: pieces.swapAt(at, Int.random(in: 0..<pieces.count, using: &generator))
                }
            }
            let second = Bool.random(using: &generator) ? String(String.UnicodeScalarView(pieces)) : Self.randomText(&generator)
            XCTAssertEqual(CanonicalDifference.differs(first, second), first != second, "\(first.debugDescription) \(second.debugDescription)")
            if first == second { equal += 1 }
        }
        // Both answers must come up often, or the test proves little.
        XCTAssertGreaterThan(equal, 1_000)
        XCTAssertLessThan(equal, 19_000)
    }

    func testCanonicallyEquivalentTextsDoNotDiffer() {
        let pairs = [("é", "e\u{301}"), ("Å", "\u{212B}"), ("ệ", "e\u{323}\u{302}"), ("Save é", "Save e\u{301}"), ("한", "\u{1112}\u{1161}\u{11AB}")]
        for (first, second) in pairs {
            XCTAssertFalse(CanonicalDifference.differs(first, second), first.debugDescription)
        }
        XCTAssertTrue(CanonicalDifference.differs("Save…", "Save..."))
        XCTAssertTrue(CanonicalDifference.differs("Save …", "Save…"))
        XCTAssertTrue(CanonicalDifference.differs("Save…\u{301}", "Save.\u{301}"))
        XCTAssertFalse(CanonicalDifference.differs("Save…\u{301}", "Save…\u{301}"))
        XCTAssertTrue(CanonicalDifference.differs("Save", "Save "))
        XCTAssertTrue(CanonicalDifference.differs("ﬁle", "file"))
    }

    /// A replacement that only changed the case of ASCII letters differs from the title, for
    /// titles of every casing and with non-ASCII words beside the cased ones.
    func testCasesOnlyReplacementsDiffer() {
        let words = ["save", "SAVE", "Save", "to", "TO", "the", "é", "\u{301}", "café", "CAFÉ", "e\u{301}", "v2", "iphone", "on/off", "…"]
        var generator = SeededGenerator(seed: 0xCA5E_0011)
        var casesOnly = 0
        for _ in 0..<5_000 {
            let title = (0..<Int.random(in: 1...5, using: &generator)).map { _ in words.randomElement(using: &generator) ?? "" }
                .joined(separator: " ")
            let analysis = AnalyzedTitle(title)
            guard let cased = TitleCaser().titleCasedReportingCases(analysis.tokenization, slots: analysis.slots), cased.casesOnly
            else { continue }
            casesOnly += 1
            XCTAssertNotEqual(cased.text, title, title.debugDescription)
        }
        XCTAssertGreaterThan(casesOnly, 1_000)
    }
}
