import XCTest

@testable import LabelCopyText
import LabelCopyTestSupport

/// Tokenizing again into a tokenization (its arrays reused) gives what a fresh tokenization
/// gives, whatever it held before, and keeps the arrays' storage when no one else holds them.
final class TokenizerReuseTests: XCTestCase {
    private func assertSame(_ reused: Tokenization, _ fresh: Tokenization, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(reused.text, fresh.text, file: file, line: line)
        XCTAssertEqual(reused.utf8, fresh.utf8, fresh.text.debugDescription, file: file, line: line)
        XCTAssertEqual(reused.tokens, fresh.tokens, fresh.text.debugDescription, file: file, line: line)
        XCTAssertEqual(reused.compoundParts, fresh.compoundParts, fresh.text.debugDescription, file: file, line: line)
    }

    func testRandomTitlesInSequenceTokenizeAsFreshOnes() {
        var generator = SeededGenerator(state: 2_026_1130_2)
        var reused = Tokenizer.tokenize("")
        for _ in 0..<5_000 {
            // Long and short titles alternate, so a reused array is sometimes longer than the new title.
            let length = Int.random(in: 0...16, using: &generator)
            var text = ""
            for _ in 0..<length { text += TokenizerPlainPrefixTests.pieces.randomElement(using: &generator) ?? "" }
            Tokenizer.retokenize(text, into: &reused)
            assertSame(reused, Tokenizer.tokenize(text))
        }
    }

    func testArraysHeldElsewhereAreLeftAlone() {
        var reused = Tokenizer.tokenize("Open Recent Files")
        let held = reused
        Tokenizer.retokenize("Save As…", into: &reused)
        assertSame(reused, Tokenizer.tokenize("Save As…"))
        assertSame(held, Tokenizer.tokenize("Open Recent Files"))
    }

    func testUniquelyHeldArraysKeepTheirStorage() {
        var reused = Tokenizer.tokenize("Add Selected Items to the Shopping Cart")
        let byteStorage = reused.utf8.withUnsafeBufferPointer { $0.baseAddress }
        let tokenStorage = reused.tokens.withUnsafeBufferPointer { $0.baseAddress }
        Tokenizer.retokenize("Add to Cart", into: &reused)
        assertSame(reused, Tokenizer.tokenize("Add to Cart"))
        XCTAssertEqual(reused.utf8.withUnsafeBufferPointer { $0.baseAddress }, byteStorage)
        XCTAssertEqual(reused.tokens.withUnsafeBufferPointer { $0.baseAddress }, tokenStorage)
    }
}
