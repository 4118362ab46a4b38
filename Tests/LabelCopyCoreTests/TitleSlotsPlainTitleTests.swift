import LabelCopyText
import XCTest

@testable import LabelCopyCore
import LabelCopyTestSupport

/// Refilling an analysis in one pass (`TitleSlots.fill`) gives exactly the bytes, tokens,
/// compounds' parts and slots the tokenizer and the slot loop give, whatever the analysis held
/// before, for plain titles of every length and for titles that only just are not plain.
final class TitleSlotsPlainTitleTests: XCTestCase {
    private let lexicon = Lexicon.standard

    private func assertFillMatchesTokenizer(
        _ title: String, after previous: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        FreshAnalysis.assertFill(title, after: previous, lexicon: lexicon, file: file, line: line)
    }

    func testPlainTitlesOfEveryLength() {
        var generator = SeededGenerator(state: 2_026_1130_11)
        let words = ["Save", "as", "PDF", "sign", "IN", "to", "the", "4K", "2FA", "1", "Notwithstanding", "troubleshooting"]
        let gaps = [" ", " ", " ", "  ", "\t", " \t "]
        for count in 0..<40 {
            for _ in 0..<40 {
                var title = Bool.random(using: &generator) ? "" : gaps.randomElement(using: &generator) ?? ""
                while title.utf8.count < count {
                    title += words.randomElement(using: &generator) ?? "a"
                    title += gaps.randomElement(using: &generator) ?? " "
                }
                if Bool.random(using: &generator) { title = String(title.dropLast()) }
                assertFillMatchesTokenizer(title, after: "Add-On to {name}'s built-in list…")
                assertFillMatchesTokenizer(title, after: "")
            }
        }
    }

    func testLettersAndDigitsOfEveryRunLength() {
        var generator = SeededGenerator(state: 2_026_1130_12)
        let bytes = Array("aZqQ09xXmM ".utf8)
        for length in [1, 7, 8, 9, 15, 16, 17, 23, 24, 25, 40, 63, 64, 65, 70] {
            for _ in 0..<30 {
                let run = String(decoding: (0..<length).map { _ in bytes.randomElement(using: &generator) ?? 0x61 }, as: UTF8.self)
                assertFillMatchesTokenizer(run, after: "x")
                assertFillMatchesTokenizer("Open " + run + " now", after: "x")
            }
        }
    }

    func testRandomTitlesOfPlainBytesAndMarks() {
        var generator = SeededGenerator(state: 2_026_1130_13)
        let pieces = ["a", "Z", "q", "9", "0", " ", " ", "\t", ".", "!", "?", "…", "\n", "%", "'", "-", "é", "Save", "IN"]
        assertRandomFills(of: pieces, upTo: 12, &generator)
    }

    /// 20,000 titles of up to `most` random pieces, each filled over the one before.
    private func assertRandomFills(
        of pieces: [String], upTo most: Int, _ generator: inout SeededGenerator, file: StaticString = #filePath, line: UInt = #line
    ) {
        var previous = ""
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...most, using: &generator)
            let title = (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "a" }.joined()
            assertFillMatchesTokenizer(title, after: previous)
            previous = title
        }
    }

    func testClosingMarks() {
        var tokenization = Tokenizer.tokenize("")
        var slots: [TitleSlot] = []
        let plain = ["Save…", "Save!", "Save.", "Save as PDF…", "Save...", "Save ? ", "Open 2.", "Open 2...", "…", "!", "...", " . \t"]
        for title in plain {
            assertFillMatchesTokenizer(title, after: "Add-On to {name}'s list")
            XCTAssertTrue(TitleSlots.fillPlain(title, lexicon: lexicon, tokenization: &tokenization, slots: &slots), title)
        }
        let notPlain = ["Save..", "Save....", "Save!!", "Save . . .", "Save!x", "Save.\n", "Save?!", "Save…!", "Sa…ve", "Save\u{2026}\u{A0}"]
        for title in notPlain {
            assertFillMatchesTokenizer(title, after: "Save as PDF")
            XCTAssertFalse(TitleSlots.fillPlain(title, lexicon: lexicon, tokenization: &tokenization, slots: &slots), title)
        }
    }

    func testTitlesThatAreNotPlainTakeTheTokenizer() {
        let titles = [
            "Don't Save", "Add-On", "Pass %@s to", "Sign in\n", "Open {na me}", "Übersicht", "Save\u{0}", "Save\u{A0}Now",
            "a,b", "mail@example.com", "Save\u{7F}", "#1 Seller", "Save, Now", "1.5 Speed",
        ]
        var tokenization = Tokenizer.tokenize("")
        var slots: [TitleSlot] = []
        for title in titles {
            assertFillMatchesTokenizer(title, after: "Save as PDF")
            XCTAssertFalse(TitleSlots.fillPlain(title, lexicon: lexicon, tokenization: &tokenization, slots: &slots), title)
        }
        XCTAssertTrue(TitleSlots.fillPlain("Save as PDF", lexicon: lexicon, tokenization: &tokenization, slots: &slots))
    }

    func testPlaceholdersBetweenWhiteSpaceTakeTheOnePass() {
        var tokenization = Tokenizer.tokenize("")
        var slots: [TitleSlot] = []
        let taken = [
            "Pass %@ to", "Open {name}", "%d Items", "Delete %lld Photos…", "Share %1$@ with %2$@!", "{count}", "%@",
            "Move\t%hhd\tup ", "Rename {first_name} 2 Times...", "Set %lu and %qd and %zd.", "Open %12$s", "Send %c?",
            "%99999999999999999999$@ left", "Open %@ ", " {A1}\t", "%@ %@ %@", "Open %@…", "%Lf",
        ]
        for title in taken {
            assertFillMatchesTokenizer(title, after: "Add-On to {name}'s list")
            XCTAssertTrue(TitleSlots.fillPlain(title, lexicon: lexicon, tokenization: &tokenization, slots: &slots), title)
        }
        let notTaken = [
            "Pass %@s", "Pass x%@", "%5d Items", "%-d", "%%", "% off", "%1 of %2", "%1$", "%l", "%.1f", "{a b}", "{}",
            "{{count}}", "${name}", "{name}s", "a{name}", "%#@files@", "%(name)s", "Pass %@,", "{name", "%k", "a@b", "a$b",
            "a_b", "Save }", "%", "{", "Save %", "Save {", "%1", "%$@", "{a}{b}", "%@{a}", "%@%@", "%lz", "%hhhd",
            "%1$#@x@", "{é}", "%@\u{A0}", "Save %@\n",
        ]
        for title in notTaken {
            assertFillMatchesTokenizer(title, after: "Save as PDF")
            XCTAssertFalse(TitleSlots.fillPlain(title, lexicon: lexicon, tokenization: &tokenization, slots: &slots), title)
        }
    }

    func testRandomTitlesWithPlaceholderPieces() {
        var generator = SeededGenerator(state: 2_026_1130_14)
        let pieces = [
            "%@", "%d", "%lld", "%1$@", "%hhd", "%5d", "%", "%%", "$", "@", "{name}", "{", "}", "{a_b}", "_", "%l", "%1",
            " ", " ", "\t", "Save", "IN", "9", "x", "…", "...", ".", "!", "é", "-", "'",
        ]
        assertRandomFills(of: pieces, upTo: 10, &generator)
    }

    func testPlaceholdersAtEveryLengthAndAtTheEndsOfTheBuffer() {
        // Placeholders and words of 16 and 17 bytes ending where the eight-byte loads meet the
        // title's end, numbers past sixteen digits, and a lone "%" or "{" as the last byte before
        // a mark: each length from 0 to 80 bytes, with every closing mark.
        var generator = SeededGenerator(state: 2_026_1130_15)
        let pieces = [
            "%@", "%d", "%lld", "%1$@", "%12$s", "%hhd", "{name}", "{A_1}", "Save", "as", "9", "QuiteLongWordHere",
            "SixteenLetterAbc", "12345678901234567890", "x",
        ]
        let gaps = [" ", " ", "\t", "  "]
        let endings = ["", "!", "?", ".", "...", "…", " …", "! ", "… \t", " %", " {", "%", "{", "..", "\0", "é"]
        var taken = 0
        var tokenization = Tokenizer.tokenize("")
        var slots: [TitleSlot] = []
        var previous = "Add-On to {name}'s built-in list…"
        for length in 0...80 {
            for _ in 0..<4 {
                var body = ""
                while body.utf8.count < length {
                    if !body.isEmpty { body += gaps.randomElement(using: &generator) ?? " " }
                    body += pieces.randomElement(using: &generator) ?? "a"
                }
                for ending in endings {
                    let title = body + ending
                    assertFillMatchesTokenizer(title, after: previous)
                    if TitleSlots.fillPlain(title, lexicon: lexicon, tokenization: &tokenization, slots: &slots) { taken += 1 }
                    previous = title
                }
            }
        }
        // Most titles with the first nine endings are plain: the one pass must have taken them.
        XCTAssertGreaterThan(taken, 81 * 4 * 8)
    }
}
