import XCTest

@testable import LabelCopyCore

/// Progress-label's ASCII test reads eight bytes at a time: it must answer as a byte-by-byte
/// test does wherever the non-ASCII byte lies and wherever the stretch ends.
final class ProgressLabelASCIITests: XCTestCase {
    func testAgreesWithAByteByByteTest() {
        for length in 0...20 {
            let plain = Array(repeating: UInt8(ascii: "a"), count: length)
            for end in 0...(length + 2) {
                XCTAssertTrue(ProgressLabelRule.isASCII(plain, before: end), "length \(length), end \(end)")
            }
            for position in 0..<length {
                var bytes = plain
                bytes[position] = 0xC3
                for end in 0...(length + 2) {
                    XCTAssertEqual(
                        ProgressLabelRule.isASCII(bytes, before: end), end <= position,
                        "length \(length), non-ASCII at \(position), end \(end)")
                }
            }
        }
    }
}

extension ProgressLabelASCIITests {
    func testSpaceOrTabIsFoundWhereverItLies() {
        for length in 1...20 {
            let plain = Array(repeating: UInt8(ascii: "x"), count: length + 4)
            XCTAssertFalse(ProgressLabelRule.hasSpaceOrTab(plain, 2..<(2 + length)))
            for position in 0..<(length + 4) {
                for mark in [UInt8(0x20), 0x09] {
                    var bytes = plain
                    bytes[position] = mark
                    XCTAssertEqual(
                        ProgressLabelRule.hasSpaceOrTab(bytes, 2..<(2 + length)), (2..<(2 + length)).contains(position),
                        "length \(length), mark at \(position)")
                }
            }
        }
        XCTAssertFalse(ProgressLabelRule.hasSpaceOrTab([0x20], 0..<2))
    }
}
