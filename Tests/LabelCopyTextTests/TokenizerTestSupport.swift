import LabelCopyText
import XCTest

/// A compact spelling of token kinds for table-driven expectations.
enum K: String {
    case w, c, n, p, s, e, col, pu, sy

    /// The token kind this letter stands for.
    var kind: TokenKind {
        switch self {
        case .w: .word
        case .c: .compound
        case .n: .number
        case .p: .placeholder
        case .s: .space
        case .e: .ellipsis
        case .col: .colon
        case .pu: .punctuation
        case .sy: .symbol
        }
    }
}

/// Asserts that `text` tokenizes into exactly the given kinds and texts.
func assertTokens(
    _ text: String, _ expected: [(K, String)], file: StaticString = #filePath, line: UInt = #line
) {
    let tokenization = Tokenizer.tokenize(text)
    let actual = tokenization.tokens.map { "\($0.kind):\(tokenization.string($0))" }
    let wanted = expected.map { "\($0.0.kind):\($0.1)" }
    XCTAssertEqual(actual, wanted, "tokens of \(text.debugDescription)", file: file, line: line)
}

/// Asserts that tokens cover `tokenization.utf8` exactly, in order, with no gap or overlap.
func assertCoverage(_ tokenization: Tokenization, file: StaticString = #filePath, line: UInt = #line) {
    var expectedStart = 0
    for token in tokenization.tokens {
        XCTAssertEqual(token.range.lowerBound, expectedStart, "gap or overlap", file: file, line: line)
        XCTAssertFalse(token.range.isEmpty, "empty token", file: file, line: line)
        expectedStart = token.range.upperBound
    }
    XCTAssertEqual(expectedStart, tokenization.utf8.count, "tokens end before the text", file: file, line: line)
}
