import XCTest

@testable import LabelCopyText
import LabelCopyTestSupport

/// The eight-bytes-at-a-time run of letters and digits ends where a byte-by-byte scan ends it,
/// from every start, in text of every length (so the last, partial word is read both ways).
final class AlphanumericRunTests: XCTestCase {
    private func byteByByteEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, ASCII.isAlphanumeric(bytes[index]) { index += 1 }
        return index
    }

    func testEveryStartOfRandomText() {
        var generator = SeededGenerator(state: 2_026_1130_4)
        // Both ends of every ASCII range the masks test, and bytes that only differ from a letter in the high bit.
        let pieces: [UInt8] = [
            0x2F, 0x30, 0x39, 0x3A, 0x40, 0x41, 0x5A, 0x5B, 0x60, 0x61, 0x7A, 0x7B,
            0x00, 0x20, 0x7F, 0xC1, 0xE1, 0xB0, 0xFA, 0x80, 0xFF,
        ]
        for _ in 0..<5_000 {
            let length = Int.random(in: 0...40, using: &generator)
            // Mostly letters, so runs are long enough to cross eight-byte words.
            let bytes = (0..<length).map { _ in
                Bool.random(using: &generator)
                    ? UInt8.random(in: 0x61...0x7A, using: &generator) : pieces.randomElement(using: &generator) ?? 0
            }
            bytes.withUnsafeBufferPointer { buffer in
                let source = TitleBytes(bytes: buffer)
                for start in 0...bytes.count {
                    let expected = byteByByteEnd(bytes, from: start)
                    XCTAssertEqual(source.alphanumericEnd(from: start), expected, "\(bytes) from \(start)")
                }
            }
        }
    }

    func testMasksMatchTheByteTests() {
        for byte in UInt8.min...UInt8.max {
            let word = UInt64(byte) << 24 | 0x6161_6161_0000_6161
            let mask = ByteMask.alphanumeric(word)
            XCTAssertEqual(mask & 0xFF00_0000 != 0, ASCII.isAlphanumeric(byte), "byte \(byte)")
            XCTAssertEqual(mask & 0xFF_0000, 0, "the zero byte beside \(byte)")
            XCTAssertEqual(mask & 0xFFFF_FFFF_0000_FFFF, 0x8080_8080_0000_8080, "the letters beside \(byte)")
        }
    }
}
