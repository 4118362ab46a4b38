import XCTest

@testable import LabelCopyText

final class ScalarClassTests: XCTestCase {
    /// The lookup-free ranges must agree with Unicode properties for every code point they claim.
    func testCommonRangesAgreeWithUnicodeProperties() {
        var checked = 0
        for value in UInt32(0x80)...0xFFFF {
            guard let fast = ScalarClass.commonClass(value) else { continue }
            XCTAssertEqual(fast, ScalarClass.propertyClass(value), "U+\(String(value, radix: 16, uppercase: true))")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 30_000)
    }

    /// Every scalar whose lead byte the word scanner trusts is a letter.
    func testLeadByteLettersAreLetters() {
        let ranges: [ClosedRange<UInt32>] = [0x100...0x27F, 0x400...0x47F, 0x5000...0x9FFF]
        for range in ranges {
            for value in range {
                XCTAssertEqual(ScalarClass.of(value), .letter, "U+\(String(value, radix: 16, uppercase: true))")
            }
        }
    }

    func testSpacesAndJoiners() {
        XCTAssertEqual(ScalarClass.of(0xA0), .space)
        XCTAssertEqual(ScalarClass.of(0x3000), .space)
        XCTAssertEqual(ScalarClass.of(0x200D), .joiner)
        XCTAssertEqual(ScalarClass.of(0x0663), .digit)
        XCTAssertEqual(ScalarClass.of(0x1F600), .symbol)
        XCTAssertEqual(ScalarClass.of(0x0301), .mark)
    }
}
