import XCTest

@testable import LabelCopyText
import LabelCopyTestSupport

/// Tokenizing into reused arrays gives what a fresh tokenization gives, whatever the arrays
/// held before, and keeps their storage when no one else holds them.
final class TokenizerReuseTests: XCTestCase {
    private func assertSame(_ reused: Tokenization, _ fresh: Tokenization, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(reused.text, fresh.text, file: file, line: line)
        XCTAssertEqual(reused.utf8, fresh.utf8, fresh.text.debugDescription, file: file, line: line)
        XCTAssertEqual(reused.tokens, fresh.tokens, fresh.text.debugDescription, file: file, line: line)
        XCTAssertEqual(reused.compoundParts, fresh.compoundParts, fresh.text.debugDescription, file: file, line: line)
    }

    func testRandomTitlesInSequenceTokenizeAsFreshOnes() {
        var generator = SeededGenerator(state: 2_026_1130_2)
        var bytes: [UInt8] = []
        var tokens: [Token] = []
        for _ in 0..<5_000 {
            // Long and short titles alternate, so a reused array is sometimes longer than the new title.
            let length = Int.random(in: 0...16, using: &generator)
            var text = ""
            for _ in 0..<length { text += TokenizerPlainPrefixTests.pieces.randomElement(using: &generator) ?? "" }
            let reused = Tokenizer.tokenize(text, bytes: &bytes, tokens: &tokens)
            assertSame(reused, Tokenizer.tokenize(text))
        }
    }

    func testArraysHeldElsewhereAreLeftAlone() {
        var bytes = Array("Open Recent Files".utf8)
        var tokens = Tokenizer.tokenize("Open Recent Files").tokens
        let heldBytes = bytes
        let heldTokens = tokens
        let reused = Tokenizer.tokenize("Save As…", bytes: &bytes, tokens: &tokens)
        assertSame(reused, Tokenizer.tokenize("Save As…"))
        XCTAssertEqual(heldBytes, Array("Open Recent Files".utf8))
        XCTAssertEqual(heldTokens, Tokenizer.tokenize("Open Recent Files").tokens)
    }

    func testUniquelyHeldArraysKeepTheirStorage() {
        var bytes: [UInt8] = []
        var tokens: [Token] = []
        _ = Tokenizer.tokenize("Add Selected Items to the Shopping Cart", bytes: &bytes, tokens: &tokens)
        let byteStorage = bytes.withUnsafeBufferPointer { $0.baseAddress }
        let tokenStorage = tokens.withUnsafeBufferPointer { $0.baseAddress }
        let shorter = Tokenizer.tokenize("Add to Cart", bytes: &bytes, tokens: &tokens)
        assertSame(shorter, Tokenizer.tokenize("Add to Cart"))
        XCTAssertEqual(bytes.withUnsafeBufferPointer { $0.baseAddress }, byteStorage)
        XCTAssertEqual(tokens.withUnsafeBufferPointer { $0.baseAddress }, tokenStorage)
    }
}
