import XCTest

@testable import LabelCopyText

/// A token keeps its range as given, and a range no title can have is clamped, not a trap.
final class TokenTests: XCTestCase {
    func testRangeIsKeptAndCanBeChanged() {
        var token = Token(kind: .word, range: 3..<17)
        XCTAssertEqual(token.range, 3..<17)
        XCTAssertEqual(token, Token(kind: .word, range: 3..<17))
        XCTAssertNotEqual(token, Token(kind: .number, range: 3..<17))
        token.range = 0..<0
        XCTAssertEqual(token.range, 0..<0)
        XCTAssertEqual(MemoryLayout<Token>.stride, 12)
    }

    func testRangesBeyondThirtyTwoBitsAreClampedInOrder() {
        let huge = Token(kind: .symbol, range: (Int(UInt32.max) + 5)..<(Int(UInt32.max) + 9))
        XCTAssertEqual(huge.range, Int(UInt32.max)..<Int(UInt32.max))
        let negative = Token(kind: .symbol, range: -4..<2)
        XCTAssertEqual(negative.range, 0..<2)
    }
}
