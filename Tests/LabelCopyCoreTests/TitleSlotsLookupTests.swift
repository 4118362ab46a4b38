import XCTest

@testable import LabelCopyCore
import LabelCopyTestSupport

/// The lexicon facts and shapes a title's slots carry are the ones the general look-up and
/// `WordShape.of` give for the slot's bytes, whatever the word's length (one load, two loads or
/// the long path), casing and place in the title.
final class TitleSlotsLookupTests: XCTestCase {
    private let lexicon = Lexicon.standard

    private func assertSlotsMatchGeneral(_ title: String, file: StaticString = #filePath, line: UInt = #line) {
        let analysis = AnalyzedTitle(title)
        let bytes = analysis.tokenization.utf8
        for slot in analysis.slots {
            let text = String(decoding: bytes[slot.range], as: UTF8.self)
            switch slot.kind {
            case .word, .compound:
                XCTAssertEqual(slot.info, lexicon.index.lookup(bytes, slot.range) ?? WordInfo(), "\(text) in \(title)", file: file, line: line)
                XCTAssertEqual(slot.shape, WordShape.of(bytes, slot.range), "\(text) in \(title)", file: file, line: line)
            case .number:
                XCTAssertEqual(slot.info, lexicon.index.lookup(bytes, slot.range) ?? WordInfo(), "\(text) in \(title)", file: file, line: line)
            default:
                XCTAssertEqual(slot.info, WordInfo(), "\(text) in \(title)", file: file, line: line)
            }
        }
    }

    func testLexiconWordsOfNineToSixteenBytesAreFound() {
        for word in ["alphabetical", "troubleshooting", "notwithstanding", "additional"] {
            let analysis = AnalyzedTitle("Open " + word.prefix(1).uppercased() + word.dropFirst())
            XCTAssertEqual(analysis.slots.count, 2, word)
            XCTAssertNotEqual(analysis.slots.last?.info, WordInfo(), word)
            XCTAssertEqual(analysis.slots.last?.info, lexicon.index.lookup(Array(word.utf8), 0..<word.utf8.count), word)
        }
    }

    func testWordsOfEveryLengthAndCasing() {
        let words = [
            "a", "to", "Save", "settings", "Download", "additional", "Information", "alphabetical",
            "troubleshooting", "notwithstanding", "Notwithstandings", "notwithstandingly", "iCloud", "xCloudxCloud",
            "AirDropAirDropAi", "PIN", "abcdefghijklmnopqrstuvwxyz", "Info.plist", "Übersicht", "don't", "don’t",
            "4K", "2FA", "1.5", "e.g",
        ]
        for word in words {
            let casings = [word, word.lowercased(), word.uppercased(), word.prefix(1).uppercased() + word.dropFirst().lowercased()]
            for casing in casings {
                for before in ["", "x ", "Open the "] {
                    for after in ["", " ", "!", " Now", " and more words after it", "…"] {
                        assertSlotsMatchGeneral(before + casing + after)
                    }
                }
            }
        }
    }

    func testRandomTitles() {
        var generator = SeededGenerator(state: 2_026_1130_7)
        let pieces = Array("aZqQ09xX'-_.@#/ ".utf8) + [0xC3, 0xA9, 0xE2, 0x80, 0x99, 0x20, 0x20, 0x65, 0x45]
        for _ in 0..<5_000 {
            let length = Int.random(in: 1...40, using: &generator)
            let bytes = (0..<length).map { _ in pieces.randomElement(using: &generator) ?? 0x61 }
            assertSlotsMatchGeneral(String(decoding: bytes, as: UTF8.self))
        }
    }
}
