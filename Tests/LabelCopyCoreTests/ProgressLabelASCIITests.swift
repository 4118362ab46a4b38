import LabelCopyTestSupport
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

extension ProgressLabelASCIITests {
    /// The index test of an -ing word answers as the list test does: every verb's -ing forms,
    /// written in any case, stems of every length around the look-up's eight and sixteen bytes,
    /// and near misses.
    func testGerundByIndexAgreesWithTheVerbList() {
        let lexicon = Lexicon.standard
        var words: [String] = []
        for verb in lexicon.verbs.keys where verb.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) {
            words.append(verb + "ing")
            words.append(String(verb.dropLast()) + "ing")
            if let last = verb.last { words.append(verb + String(last) + "ing") }
            if verb.hasSuffix("ie") { words.append(String(verb.dropLast(2)) + "ying") }
            if verb.hasSuffix("c") { words.append(verb + "king") }
            words.append(verb + "s" + "ing")
        }
        var random = SeededGenerator(seed: 0x6E67)
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        for length in 2...24 {
            for _ in 0..<40 { words.append(String((0..<length).map { _ in letters[Int(random.next() % 26)] }) + "ing") }
        }
        words += ["sing", "ing", "ring", "Saving", "CHECKING", "StOpPiNg", "dying", "panicking", "café-ing", "re-doing", "a1ing"]
        for word in words {
            let bytes = Array(word.utf8)
            XCTAssertEqual(
                ProgressLabelRule.isGerundByIndex(bytes, 0..<bytes.count, lexicon),
                ProgressLabelRule.isGerund(word.lowercased(), lexicon: lexicon), "\"\(word)\"")
        }
    }
}
