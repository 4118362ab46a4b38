import XCTest

@testable import LabelCopyText
import LabelCopyTestSupport

/// The plain-prefix loop gives the same tokens as the general scan alone, on random text made
/// of the bytes where the two could part ways and on the corpus values.
final class TokenizerPlainPrefixTests: XCTestCase {
    /// Letters, digits, white space of every kind, the joiners, and non-ASCII neighbours.
    static let pieces: [String] = [
        "a", "Z", "q", "7", "0", " ", " ", "\t", "\n", "\r", "\u{0B}", "\u{A0}", "\u{3000}", "'", "\u{2019}", ".",
        ",", "&", "_", "*", "-", "\u{2010}", "!", "?", ":", "(", ")", "%", "@", "{", "}", "<", ">", "[", "]", "#",
        "\u{FE0F}", "\u{20E3}", "é", "…", "Save", "to", "4K", "%@", "{name}", "...",
    ]

    private func tokens(_ text: String, plain: Bool) -> ([Token], [Int: [Token]]) {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            TokenScanner.scanning(buffer) { scanner in
                if plain { scanner.run() } else { scanner.runGeneral(from: 0) }
                return (Array(scanner.tokens.written), scanner.compoundParts)
            }
        }
    }

    private func assertSame(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let fast = tokens(text, plain: true)
        let general = tokens(text, plain: false)
        XCTAssertEqual(fast.0, general.0, text.debugDescription, file: file, line: line)
        XCTAssertEqual(fast.1, general.1, text.debugDescription, file: file, line: line)
    }

    func testRandomTextTokenizesAsTheGeneralScanDoes() {
        var generator = SeededGenerator(state: 2_026_113_0)
        var plainCovered = 0
        for _ in 0..<30_000 {
            let length = Int.random(in: 0...12, using: &generator)
            var text = ""
            for _ in 0..<length { text += Self.pieces.randomElement(using: &generator) ?? "" }
            assertSame(text)
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                TokenScanner.scanning(buffer) { scanner in
                    if scanner.scanPlain(from: 0) == bytes.count, !bytes.isEmpty { plainCovered += 1 }
                }
            }
        }
        XCTAssertGreaterThan(plainCovered, 100, "random text should often be plain to the end")
    }

    func testEdgesOfThePlainPrefix() {
        for text in [
            "Save", "Save Changes", " Save", "Save ", "Sign  In", "Open\tFile", "Add to Cart\n", "4K Video", "1\u{20E3}",
            "Don't", "H.264", "2,000", "R&D", "Add-Ons", "Save.", "Save...", "Wait!", "Save\u{A0}Now", "Café Menu",
            "Open %@", "Save_As", "Star*s", "", "   ", "\t\t", "a\r\nb", "Open %@ Now", "Wait… Now", "Save…",
            "…Save", "1…", "Wait, now", "1,2", "1,a", "a,1", "a.b", "a. b", "a.", "Save. . .", "4K…",
            "Copy  …", "Copy …\n", "{name}'s Mac", "Up-to-Date Now", "USB-C … Now", "Save…‐a",
        ] {
            assertSame(text)
        }
    }

    func testCorpusValuesTokenizeAsTheGeneralScanDoes() throws {
        guard let corpora = CorpusValues.corporaDirectory() else {
            throw XCTSkip("../shared/corpora is not present; the corpus comparison needs it")
        }
        var checked = 0
        for pathExtension in ["strings", "po"] {
            for value in CorpusValues.values(in: corpora, pathExtension: pathExtension) {
                assertSame(value)
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 1000)
    }
}
