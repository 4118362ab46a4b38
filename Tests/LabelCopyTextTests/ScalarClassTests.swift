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

    func testSpacesAndJoiners() {
        XCTAssertEqual(ScalarClass.of(0xA0), .space)
        XCTAssertEqual(ScalarClass.of(0x3000), .space)
        XCTAssertEqual(ScalarClass.of(0x200D), .joiner)
        XCTAssertEqual(ScalarClass.of(0x0663), .digit)
        XCTAssertEqual(ScalarClass.of(0x1F600), .symbol)
        XCTAssertEqual(ScalarClass.of(0x0301), .mark)
    }
}
