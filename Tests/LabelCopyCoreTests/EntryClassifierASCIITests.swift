import LabelCopyTestSupport
import XCTest

@testable import LabelCopyCore

/// The classifier's byte readings of ASCII keys, comments and values against its character
/// readings, which serve every script and are the oracle here.
final class EntryClassifierASCIITests: XCTestCase {
    /// Pieces keys, comments and values are made of: camelCase humps, acronyms, digits,
    /// separators, sentence marks and every kind of ASCII white space and line break.
    private let pieces = [
        "open", "URL", "Button", "btn", "2", "42", "a11y", "A11Y", "Accessibility", "ok", "OK", "iOS", "HTTPServer",
        "x", "Y", ".", "/", "_", "-", " ", "  ", "\t", "\r\n", "\n", "\r", "\u{0B}", "\u{0C}", "!", "?", "...", ":",
        "%@", "{name}", "Add", "to", "Cart", "ABCdef", "aB", "9a", "a9", "Z", "",
    ]

    private func randomText(_ generator: inout SeededGenerator, maxPieces: Int = 12) -> String {
        let count = Int.random(in: 0...maxPieces, using: &generator)
        return (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    func testWordsOfASCIITextMatchTheCharacterReading() {
        var generator = SeededGenerator(seed: 0xC1A5_51F1)
        for _ in 0..<20_000 {
            let text = randomText(&generator)
            XCTAssertEqual(EntryClassifier.asciiWords(of: text), EntryClassifier.unicodeWords(of: text), "\(text.debugDescription)")
        }
    }

    func testWordsStopAtTheSameLimitWithLineBreaksOfTwoBytes() {
        let limit = EntryClassifier.wordsLimit
        for filler in ["ab", "aB", "a\r\n", "\r\nA", "1a"] {
            for shift in 0..<4 {
                let text = String(repeating: "x", count: shift) + String(repeating: filler, count: limit / 2 + 3) + "Tail"
                XCTAssertEqual(
                    EntryClassifier.asciiWords(of: text), EntryClassifier.unicodeWords(of: text),
                    "filler \(filler.debugDescription), shift \(shift)")
            }
        }
        // Exactly at the limit, the hump of the next character decides nothing.
        let atLimit = String(repeating: "a", count: limit - 1) + "Bc"
        XCTAssertEqual(EntryClassifier.asciiWords(of: atLimit), EntryClassifier.unicodeWords(of: atLimit))
    }

    func testTextBeyondASCIIIsLeftToTheCharacterReading() {
        XCTAssertNil(EntryClassifier.asciiWords(of: "caféButton"))
        XCTAssertEqual(EntryClassifier.words(of: "caféButton"), ["café", "button"])
        XCTAssertNil(EntryClassifier().asciiShapeProblem("Réessayer"))
        XCTAssertNil(EntryClassifier.asciiContainsIgnoringCase("İa11y", "a11y"))
        XCTAssertTrue(EntryClassifier.namesAccessibility("Réglages.A11Y"))
    }

    func testShapeOfASCIIValuesMatchesTheCharacterReading() {
        var generator = SeededGenerator(seed: 0x5A4E)
        for maxWords in [3, 10] {
            let classifier = EntryClassifier(maxWords: maxWords)
            for _ in 0..<20_000 {
                let value = randomText(&generator, maxPieces: 16)
                XCTAssertEqual(classifier.asciiShapeProblem(value), .some(classifier.unicodeShapeProblem(value)), "\(value.debugDescription)")
            }
        }
    }

    func testALineBreakOfTwoBytesSpansLinesInAnyScript() {
        let classifier = EntryClassifier()
        XCTAssertEqual(classifier.shapeProblem("Save\r\nNow"), "spans several lines")
        XCTAssertEqual(classifier.shapeProblem("Réessayer\r\nmaintenant"), "spans several lines")
        XCTAssertNil(classifier.shapeProblem("Save Now"))
    }

    func testLastKeyPartAndAccessibilityMatchTheCharacterReading() {
        var generator = SeededGenerator(seed: 0xA11)
        for _ in 0..<20_000 {
            let key = randomText(&generator)
            XCTAssertEqual(EntryClassifier.asciiLastKeyPart(key), .some(EntryClassifier.lastKeyPart(key)), "\(key.debugDescription)")
            let lowered = key.lowercased()
            XCTAssertEqual(
                EntryClassifier.namesAccessibility(key), lowered.contains("a11y") || lowered.contains("accessibility"),
                "\(key.debugDescription)")
        }
        XCTAssertEqual(EntryClassifier.asciiLastKeyPart("a.b//"), .some("b"))
        XCTAssertEqual(EntryClassifier.asciiLastKeyPart("./."), .some(nil))
        XCTAssertTrue(EntryClassifier.namesAccessibility("Controls.ACCESSIBILITYLabel"))
        XCTAssertFalse(EntryClassifier.namesAccessibility("a1ly"))
    }
}
