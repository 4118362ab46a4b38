import Foundation
import LabelCopyText
import XCTest

@testable import LabelCopyCore
import LabelCopyTestSupport

/// Any text is a title: the engine analyzes odd, damaged and extreme titles without trapping,
/// with every byte in a token, and with the same answer whatever it analyzed before.
///
/// The lengths sit on both sides of the eight-byte reads (7, 8, 9, 16, 64 …) and of the
/// word index's short keys (62, 63, 64 bytes), since those are where a read past the end
/// or a missed last byte would show.
final class EngineHostileInputTests: XCTestCase {
    /// Lengths around every eight-byte boundary up to 130, and the short-key limit.
    static let lengths = Array(0...20) + [23, 24, 25, 31, 32, 33, 55, 56, 57, 61, 62, 63, 64, 65, 71, 72, 73, 127, 128, 129]

    /// Words and marks the engine treats specially, in several cases and scripts.
    static let pieces = [
        "save", "Save", "SAVE", "as", "to", "the", "of", "in", "a", "I", "iPhone", "built-in", "plug-ins",
        "up-to-date", "Wi-Fi", "e.g.", "Info.plist", "PIN", "US", "it", "email", "sign", "out", "Übersicht",
        "Ελλάδα", "Москва", "日本語", "%@", "%1$@", "{name}", "${x}", "<b>", "&amp;", "[link](u)", "_Save",
        "*bold*", "4K", "1.5", "...", "…", ":", "!", "ﬁle", "ǆemal", "İstanbul", "ß", "\u{301}", "\u{200D}",
        "👍🏽", "🇺🇸", "1️⃣", "\u{10FFFF}", "𝐀𝐁𝐂", "\u{A0}", "\u{3000}", "\u{2019}s", "'",
    ]

    /// Random bytes weighted toward ASCII marks, controls, NULs and lone continuation bytes.
    private static func bytes(_ count: Int, _ generator: inout SeededGenerator) -> [UInt8] {
        let marks = Array("%{}[]()<>&_*.:'$^#-@\"=/ 0123456789aZ;!\t".utf8)
        return (0..<count).map { _ in
            switch Int.random(in: 0..<10, using: &generator) {
            case 0, 1, 2: UInt8.random(in: 0...255, using: &generator)
            case 3, 4: marks.randomElement(using: &generator) ?? 0
            case 5: UInt8.random(in: 0x80...0xBF, using: &generator)
            case 6: UInt8.random(in: 0...0x1F, using: &generator)
            default: UInt8.random(in: 0x41...0x5A, using: &generator) | (Bool.random(using: &generator) ? 0x20 : 0)
            }
        }
    }

    /// `count` ASCII letters, a third of them capitals.
    private static func letters(_ count: Int, _ generator: inout SeededGenerator) -> String {
        String(
            decoding: (0..<count).map { _ in
                UInt8.random(in: 0x61...0x7A, using: &generator) - (Int.random(in: 0..<3, using: &generator) == 0 ? 0x20 : 0)
            }, as: UTF8.self)
    }

    /// `count` of the pieces joined by spaces, hyphens, tabs, colons or nothing.
    private static func phrase(_ count: Int, _ generator: inout SeededGenerator) -> String {
        let joins = [" ", " ", "", "-", "  ", "\t", ": ", ", "]
        return (0..<count).map { _ in
            (pieces.randomElement(using: &generator) ?? "") + (joins.randomElement(using: &generator) ?? "")
        }.joined()
    }

    /// A few thousand titles of every hostile shape; the same ones on every run.
    static func titles() -> [String] {
        var generator = SeededGenerator(state: 0x7469_746C_6573)
        var titles: [String] = []
        for length in lengths {
            for _ in 0..<4 {
                let word = letters(length, &generator)
                // Invalid sequences become U+FFFD, as they do reading a damaged file.
                titles.append(String(decoding: bytes(length, &generator), as: UTF8.self))
                titles += [word, word.uppercased(), word.lowercased(), "Save " + word, word + " it"]
                titles += [word + "\u{1F600}", word + "𝐀", word + "é", "é" + word, word + ".plist", word + "\u{2019}s"]
                // Titles ending where a scalar was cut short.
                titles.append(String(decoding: Array(word.utf8) + [0xF0, 0x9F, 0x98], as: UTF8.self))
                titles.append(phrase(max(1, length / 4), &generator))
            }
        }
        for _ in 0..<1_500 { titles.append(phrase(Int.random(in: 1...12, using: &generator), &generator)) }
        for _ in 0..<1_000 {
            titles.append(String(decoding: bytes(Int.random(in: 1...90, using: &generator), &generator), as: UTF8.self))
        }
        for control in 0..<UInt8(0x80) {
            let scalar = String(UnicodeScalar(control))
            titles += [scalar, scalar + "save as" + scalar, "Open " + scalar + " File"]
        }
        for count in [1_000, 20_000] {
            titles += [
                String(repeating: "a", count: count), String(repeating: "A", count: count),
                String(repeating: "-", count: count), String(repeating: "a-", count: count) + "a",
                String(repeating: "save ", count: count / 5), String(repeating: "é", count: count),
                String(repeating: "\0", count: count), String(repeating: "{", count: count),
                String(repeating: ".", count: count), phrase(count / 8, &generator),
                String(decoding: bytes(count, &generator), as: UTF8.self),
            ]
        }
        return titles
    }

    func testHostileTitlesAreTokenizedWhole() {
        for title in Self.titles() {
            let tokenization = Tokenizer.tokenize(title)
            XCTAssertEqual(tokenization.utf8, Array(title.utf8))
            var position = 0
            for token in tokenization.tokens {
                guard token.range.lowerBound == position, token.range.upperBound > position else {
                    XCTFail("tokens leave a gap or overlap at \(position) in \(title.debugDescription)")
                    break
                }
                position = token.range.upperBound
            }
            XCTAssertEqual(position, tokenization.utf8.count, title.debugDescription)
            for (index, parts) in tokenization.compoundParts {
                let range = tokenization.tokens[index].range
                XCTAssertEqual(parts.first?.range.lowerBound, range.lowerBound, title.debugDescription)
                XCTAssertEqual(parts.last?.range.upperBound, range.upperBound, title.debugDescription)
            }
        }
    }

    func testHostileTitlesAnalyzeAlikeInAnyOrder() {
        let titles = Self.titles()
        let engine = TitleEngine()
        let forward = titles.map { engine.analyze($0) }
        // Backward, each title now follows a different one, so arrays kept from a longer title
        // are reused for a shorter one and the other way round.
        for index in titles.indices.reversed() {
            let analysis = engine.analyze(titles[index])
            XCTAssertEqual(analysis, forward[index], titles[index].debugDescription)
            XCTAssertEqual(analysis.input, titles[index])
        }
    }

    func testHostileTitlesChangeOnlyThroughAFix() {
        let engine = TitleEngine()
        for title in Self.titles().prefix(3_000) {
            for context in TitleContext.allCases {
                let analysis = engine.analyze(title, context: context)
                XCTAssertEqual(analysis.input, title)
                // The first change to the suggestion is the replacement of a finding on the title as given.
                if analysis.suggestion != title {
                    XCTAssertTrue(analysis.findings.contains { $0.replacement != nil }, "\(title.debugDescription) in \(context)")
                }
            }
        }
    }

    /// The tokenizer's and the title case's room is on the stack only when the stack has it:
    /// a very long title on a thread with a small stack is analyzed as on the main thread.
    /// A tokenization made by hand whose tokens point past its bytes gets no slots, so title case
    /// and verb-first read nothing outside the bytes and simply find nothing to say.
    func testHandMadeTokenizationOutsideItsBytesGetsNoSlots() {
        let bytes = Array("Save".utf8)
        let outside = Tokenization(
            text: "Save", utf8: bytes, tokens: [Token(kind: .word, range: 0..<4), Token(kind: .punctuation, range: 4000..<4001)],
            compoundParts: [:])
        XCTAssertTrue(TitleSlots.build(outside, lexicon: .standard).isEmpty)
        XCTAssertNil(TitleCaser().titleCased(outside))
        XCTAssertNil(VerbFirstChecker().reading(of: outside))
        let inside = Tokenization(text: "save", utf8: Array("save".utf8), tokens: [Token(kind: .word, range: 0..<4)], compoundParts: [:])
        XCTAssertEqual(TitleSlots.build(inside, lexicon: .standard).count, 1)
        XCTAssertEqual(TitleCaser().titleCased(inside), "Save")
    }

    func testLongTitlesOnASmallStack() {
        let engine = TitleEngine()
        let titles = [String(repeating: "save as ", count: 20_000), String(repeating: "A-", count: 60_000) + "b"]
        let expected = titles.map { engine.analyze($0) }
        for (title, analysis) in zip(titles, expected) {
            let done = DispatchSemaphore(value: 0)
            nonisolated(unsafe) var found: TitleAnalysis?
            let thread = Thread {
                found = engine.analyze(title)
                done.signal()
            }
            thread.stackSize = 256 * 1024
            thread.start()
            done.wait()
            XCTAssertEqual(found, analysis)
        }
    }
}
