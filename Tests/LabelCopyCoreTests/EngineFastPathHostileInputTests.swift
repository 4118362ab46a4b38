import Foundation
import LabelCopyTestSupport
import LabelCopyText
import XCTest

@testable import LabelCopyCore

/// The engine's short ways (titles filled in one pass, fixed texts whose analysis is derived from
/// the title's) read bytes eight at a time and write into room sized from the title: at every
/// length, at the ends of the buffers and at their size limits they give what the tokenizer,
/// the slot loop and a fresh analysis of every fixed text give.
final class EngineFastPathHostileInputTests: XCTestCase {
    private let lexicon = Lexicon.standard

    /// The engine's answer with every fixed text analyzed afresh.
    private func fresh(_ title: String, _ context: TitleContext = .button) -> TitleAnalysis {
        FreshAnalysis.analysis(title, context: context, engine: engine)
    }
    private let engine = TitleEngine()
    private static let randomCount = 6_000

    /// Closing marks the one-pass fill takes (with white space after some), and near misses it leaves.
    private static let endings = [
        "", "!", "?", ".", "...", "…", "! ", "?\t", ". ", "... \t", "…  ", "..", "....", "!!", ".!", "…!", "\0", "é", "\u{7F}",
    ]

    /// `count` bytes of ASCII letters, digits, spaces and tabs.
    private static func plainBody(_ count: Int, _ generator: inout SeededGenerator) -> String {
        let bytes = Array("aBcXyZ0189  \t".utf8)
        return String(decoding: (0..<count).map { _ in bytes.randomElement(using: &generator) ?? 0x61 }, as: UTF8.self)
    }

    func testPlainTitlesOfEveryLengthWithEveryClosingMark() {
        var generator = SeededGenerator(seed: 0x0BAD_B17E)
        var previous = "Add-On to {name}'s built-in list…"
        var plain = 0
        for length in 0...80 {
            for _ in 0..<3 {
                let body = Self.plainBody(length, &generator)
                for ending in Self.endings {
                    let title = body + ending
                    FreshAnalysis.assertFill(title, after: previous, lexicon: lexicon)
                    var tokenization = Tokenizer.tokenize("")
                    var slots: [TitleSlot] = []
                    if TitleSlots.fillPlain(title, lexicon: lexicon, tokenization: &tokenization, slots: &slots) { plain += 1 }
                    let context: TitleContext = length % 2 == 0 ? .button : .menuItem
                    XCTAssertEqual(
                        engine.analyze(title, context: context), fresh(title, context), title.debugDescription)
                    previous = title
                }
            }
        }
        // Most of these must take the one-pass way, or the test says nothing about it.
        XCTAssertGreaterThan(plain, 81 * 3 * 8)
    }

    func testTitlesAtTheOnePassLimit() {
        var generator = SeededGenerator(seed: 0x4096)
        let limit = TitleSlots.plainLimit
        for length in [limit - 9, limit - 8, limit - 1, limit, limit + 1, 100_000] {
            let body = Self.plainBody(length, &generator)
            for title in [
                body, String(body.dropLast(1)) + "!", String(body.dropLast(3)) + "…", "a" + String(repeating: " ", count: length),
            ] {
                FreshAnalysis.assertFill(title, after: "x", lexicon: lexicon)
                FreshAnalysis.assertFill(title, after: String(repeating: "Save as ", count: 600), lexicon: lexicon)
                XCTAssertEqual(engine.analyze(title), fresh(title), "\(title.utf8.count) bytes")
            }
        }
        // A single word as long as the limit, and one byte longer: the long-word look-ups.
        for length in [limit, limit + 1] {
            let word = String(repeating: "q", count: length)
            FreshAnalysis.assertFill(word, after: "x", lexicon: lexicon)
            XCTAssertEqual(engine.analyze(word), fresh(word))
        }
    }

    func testFixesDerivedAtTheEndsOfTheTitle() {
        var generator = SeededGenerator(seed: 0xDE71_BED5)
        // Fixes that touch the first or last bytes: white space at the edges, runs of periods and
        // marks at the end, a progress label's missing "…".
        let shapes: [(String, String)] = [
            ("  ", ""), ("", "  "), ("\t", " \t"), ("", " ..."), ("", "..."), ("", "!!"), ("", ". "), ("", "!. "),
            ("Saving ", ""), ("Saving ", "."), ("Saving ", " .. "), ("Loading ", "..."), ("", ". . ."), ("Saving ", "\t"),
        ]
        let limit = FixedTextDerivation.maxBytes
        var derived = 0
        let lengths = Array(0...24) + [31, 32, 33, 63, 64, 65, limit - 12, limit - 8, limit - 3, limit - 1, limit, limit + 1]
        for length in lengths {
            for (start, end) in shapes {
                let room = max(0, length - start.utf8.count - end.utf8.count)
                var body = Self.plainBody(room, &generator)
                // Words at both ends of the body, so that the edits sit between a word and the text's edge.
                if room >= 2 { body = "w" + String(body.dropFirst().dropLast()) + "s" }
                let title = start + body + end
                for context in [TitleContext.button, .menuItem] {
                    XCTAssertEqual(
                        engine.analyze(title, context: context), fresh(title, context), title.debugDescription)
                }
                if assertRuleFixesDerive(title) { derived += 1 }
            }
        }
        XCTAssertGreaterThan(derived, lengths.count * 4, "titles with a derived fix: \(derived)")
    }

    /// Derives the analysis of each word-preserving rule's fix of `title` from the title's, both
    /// ways, and compares what is derived with a fresh analysis; whether any was derived.
    private func assertRuleFixesDerive(_ title: String) -> Bool {
        let base = AnalyzedTitle(title)
        let rules: [(any TitleRule, FixShape)] = [
            (WhitespaceRule(), .whitespace), (EllipsisRule(), .ellipsis), (TrailingPunctuationRule(), .trailingMarks),
            (ProgressLabelRule(), .progressEllipsis),
        ]
        var any = false
        for (rule, shape) in rules {
            guard let fix = rule.check(base)?.replacement else { continue }
            let fresh = AnalyzedTitle(fix)
            var derived = AnalyzedTitle(lexicon: Lexicon())
            var inPlace = base
            var results: [AnalyzedTitle] = []
            if derived.derive(fix, shape: shape, from: base) { results.append(derived) }
            if inPlace.deriveInPlace(fix, shape: shape) { results.append(inPlace) }
            for result in results {
                any = true
                let label = "\(shape) \(title.debugDescription) → \(fix.debugDescription)"
                XCTAssertEqual(result.text, fresh.text, label)
                XCTAssertEqual(result.tokenization.utf8, fresh.tokenization.utf8, label)
                XCTAssertEqual(result.tokenization.tokens, fresh.tokenization.tokens, label)
                XCTAssertEqual(result.slots, fresh.slots, label)
            }
        }
        return any
    }

    func testRandomNearlyPlainTitlesAgreeWithAFreshAnalysisOfEveryFix() {
        var generator = SeededGenerator(seed: 0xF00D_CAFE)
        // Plain pieces with the bytes that end the one-pass way or the derivation in between.
        let pieces = [
            "Save", "saving", "LOADING", "as", "to", "pdfs", "v2", "On", "off", "a", "Z", "9", "42", "troubleshooting",
            " ", " ", " ", "  ", "\t", " \t", ".", "...", "…", "!", "?", ". . .", "\0", "\u{7F}", "é", "\u{A0}", "/", "-", "_",
            "*", "%@", "{x}", "\n", "'", "\u{2019}",
        ]
        for index in 0..<Self.randomCount {
            let count = Int.random(in: 0...10, using: &generator)
            let title = (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "a" }.joined()
            let context: TitleContext = index % 3 == 0 ? .menuItem : .button
            XCTAssertEqual(engine.analyze(title, context: context), fresh(title, context), title.debugDescription)
        }
    }

    func testPlainTitlesAtTheLimitOnASmallStack() {
        // The one-pass room (a token a byte, a slot every two bytes) is larger than this stack:
        // it must be taken from the heap when the stack cannot hold it.
        let limit = TitleSlots.plainLimit
        let titles = [
            String(repeating: "a ", count: limit / 2), String(repeating: "Save as ", count: limit / 8 - 1) + "Save…",
            String(repeating: "q", count: limit),
        ]
        let expected = titles.map { fresh($0) }
        for (title, analysis) in zip(titles, expected) {
            let done = DispatchSemaphore(value: 0)
            nonisolated(unsafe) var found: TitleAnalysis?
            let thread = Thread { [engine] in
                found = engine.analyze(title)
                done.signal()
            }
            thread.stackSize = 96 * 1024
            thread.start()
            done.wait()
            XCTAssertEqual(found, analysis, "\(title.utf8.count) bytes")
        }
    }

    func testPlaceholderTitlesAtTheOnePassLimit() {
        // Placeholders filling the one pass's room, the longest name and argument number it can
        // hold, and a lone "%" or "{" as the title's last byte, at the limit and one byte past it.
        let limit = TitleSlots.plainLimit
        var tokenization = Tokenizer.tokenize("")
        var slots: [TitleSlot] = []
        for length in [limit - 1, limit, limit + 1] {
            let pairs = String(repeating: "%@ ", count: length / 3) + String(repeating: "x", count: length % 3)
            let odd = length % 2 == 0 ? "x" : ""
            let titles = [
                pairs, "{" + String(repeating: "n", count: length - 2) + "}", "%" + String(repeating: "7", count: length - 3) + "$@",
                String(repeating: "a", count: length - 3) + " %@", odd + String(repeating: "b ", count: (length - 1) / 2) + "%",
                odd + String(repeating: "b ", count: (length - 1) / 2) + "{", String(repeating: "c", count: length - 6) + " %@…",
            ]
            for title in titles {
                XCTAssertEqual(title.utf8.count, length)
                FreshAnalysis.assertFill(title, after: "Add-On to {name}'s list", lexicon: lexicon)
                XCTAssertEqual(engine.analyze(title), fresh(title), "\(length) bytes: \(title.prefix(12))…")
            }
            // Within the limit the one pass takes the titles whose placeholders stand between white space.
            let plain = TitleSlots.fillPlain(titles[0], lexicon: lexicon, tokenization: &tokenization, slots: &slots)
            XCTAssertEqual(plain, length <= limit, "\(length) bytes")
        }
    }

    func testSlotOffsetsPastSixteenBitsOnTheGeneralPath() {
        // Titles far longer than the one pass takes keep their slots' 32-bit offsets and token
        // indexes exact past 65,535, with placeholders and words the one pass never sees.
        for unit in ["Share %1$@ with {name} ", "Don't save %@, ", "Save as PDF… ", "%@ ", "a "] {
            let title = String(repeating: unit, count: 100_000 / unit.utf8.count + 1)
            let analyzed = AnalyzedTitle(title)
            let tokens = analyzed.tokenization.tokens
            for slot in analyzed.slots {
                guard slot.token < tokens.count else { return XCTFail("slot past the tokens in \(unit)") }
                XCTAssertEqual(slot.range, tokens[slot.token].range, unit)
            }
            XCTAssertGreaterThan(analyzed.slots.last?.range.upperBound ?? 0, 99_000, unit)
            if unit.utf8.count <= 3 { XCTAssertGreaterThan(analyzed.slots.last?.token ?? 0, 65_535, unit) }
            FreshAnalysis.assertFill(title, after: "x", lexicon: lexicon)
            XCTAssertEqual(engine.analyze(title), fresh(title), unit)
        }
    }

    func testSignsOnNumbersAndParticlesAgreeWithAFreshAnalysisOfEveryFix() {
        // A sign written onto a number is a preposition's object, so the analyses derived for
        // the fixes must carry it as a fresh analysis finds it; particles before "now" or "while".
        var generator = SeededGenerator(seed: 0x5_0035)
        let pieces = [
            "Save", "saving", "over", "with", "in", "on", "Turn", "Sign", "Apple", "Watch", "60", "fps", "FPS", "35", "1,000",
            " ", " ", " ", "  ", "\t", ".", "...", "…", "!", "?", "$", "€", "#", "+", "£", "%@", "{x}", "'", "-", "now", "while",
        ]
        for index in 0..<Self.randomCount {
            let count = Int.random(in: 0...10, using: &generator)
            let title = (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "a" }.joined()
            let context: TitleContext = index % 3 == 0 ? .menuItem : .button
            XCTAssertEqual(engine.analyze(title, context: context), fresh(title, context), title.debugDescription)
        }
    }
}
