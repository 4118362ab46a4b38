import XCTest

@testable import LabelCopyCore
import LabelCopyTestSupport

/// The eight-bytes-at-a-time word look-up answers what the general look-up and `WordShape.of`
/// answer, for words of every length, at every distance from the end of the title.
final class WordIndexWordTests: XCTestCase {
    private let index = Lexicon.standard.index

    private func assertSameAsGeneral(_ bytes: [UInt8], _ range: Range<Int>, file: StaticString = #filePath, line: UInt = #line) {
        let word = index.lookupWord(bytes, range)
        let text = String(decoding: bytes[range], as: UTF8.self)
        XCTAssertEqual(word.info, index.lookup(bytes, range) ?? WordInfo(), text, file: file, line: line)
        XCTAssertEqual(word.shape, WordShape.of(bytes, range), text, file: file, line: line)
    }

    func testLexiconWordsInEveryCasingAndPlace() {
        let words = ["a", "to", "the", "Save", "SIGN", "iCloud", "settings", "Download", "Information", "AirDrop", "PIN"]
        for word in words {
            for casing in [word, word.lowercased(), word.uppercased(), word.prefix(1).uppercased() + word.dropFirst()] {
                for before in ["", "x ", "Open the "] {
                    for after in ["", " ", "!", " Now", " and more words after it"] {
                        let bytes = Array((before + casing + after).utf8)
                        assertSameAsGeneral(bytes, before.utf8.count..<(before.utf8.count + casing.utf8.count))
                    }
                }
            }
        }
        XCTAssertEqual(index.lookupWord(Array("Save".utf8), 0..<4).info, index.lookup(Array("save".utf8), 0..<4))
        XCTAssertNotEqual(index.lookupWord(Array("SAVE".utf8), 0..<4).info, WordInfo())
    }

    func testRandomWordsOfEveryLength() {
        var generator = SeededGenerator(state: 2_026_1130_3)
        let pieces: [UInt8] = Array("aZqQ09xX'-_.@[`{".utf8) + [0xC3, 0xA9, 0xE2, 0x80, 0x99]
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...70, using: &generator)
            let bytes = (0..<length).map { _ in pieces.randomElement(using: &generator) ?? 0x61 }
            guard !bytes.isEmpty else { continue }
            let lower = Int.random(in: 0..<bytes.count, using: &generator)
            let upper = Int.random(in: (lower + 1)...bytes.count, using: &generator)
            assertSameAsGeneral(bytes, lower..<upper)
        }
    }

    func testRangesOutsideTheBytesFindNothing() {
        let bytes = Array("Save".utf8)
        XCTAssertEqual(index.lookupWord(bytes, 2..<9).info, WordInfo())
        XCTAssertEqual(index.lookupWord(bytes, -1..<2).info, WordInfo())
        XCTAssertEqual(index.lookupWord([], 0..<0).info, WordInfo())
    }
}
