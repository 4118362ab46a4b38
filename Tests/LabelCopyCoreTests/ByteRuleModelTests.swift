import LabelCopyText
import XCTest

@testable import LabelCopyCore

/// The byte rules read titles eight bytes at a time, through borrowed buffers and byte look-ups;
/// these tests hold them to plain models of the documented behaviour on titles built to hit
/// every word boundary, placeholders and non-ASCII white space.
final class ByteRuleModelTests: XCTestCase {
    /// Titles of 0 to 27 pieces mixing letters, spaces, tabs, other white space, periods, colons
    /// and placeholders, from a fixed seed.
    private func titles(count: Int) -> [String] {
        let pieces = [
            "a", "B", "ok", "Save", " ", " ", "  ", "\t", "\u{00A0}", "\u{3000}", "\u{2009}", ".", "...", ". . .", ":",
            "%@", "{ x }", "é", "…", "!", "\n",
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<count).map { _ in (0..<next(28)).map { _ in pieces[next(pieces.count)] }.joined() }
    }

    /// Whitespace as first written: every maximal run outside placeholders, judged by its place.
    private func modelWhitespaceFix(_ title: AnalyzedTitle) -> String? {
        let bytes = title.tokenization.utf8
        let protected = title.tokenization.tokens.filter { $0.kind == .placeholder }.map(\.range)
        var output: [UInt8] = []
        var index = 0
        var cursor = 0
        var changed = false
        while index < bytes.count {
            if let shield = protected.first(where: { $0.contains(index) }) {
                index = shield.upperBound
                continue
            }
            var end = index
            var characters = 0
            var tabs = 0
            var allNoBreak = true
            var firstLength = 0
            while end < bytes.count, !protected.contains(where: { $0.contains(end) }) {
                let length = WhitespaceRule.whitespaceLength(in: bytes, at: end)
                guard length > 0 else { break }
                if firstLength == 0 { firstLength = length }
                characters += 1
                if bytes[end] == 0x09 { tabs += 1 }
                let scalar = String(decoding: bytes[end..<(end + length)], as: UTF8.self)
                allNoBreak = allNoBreak && ["\u{00A0}", "\u{2007}", "\u{202F}"].contains(scalar)
                end += length
            }
            guard characters > 0 else {
                index += 1
                continue
            }
            let atEdge = index == 0 || end == bytes.count
            let deliberate =
                (index == 0 && title.context == .menuItem && tabs == characters)
                || (end == bytes.count && index > 0 && bytes[index - 1] == 0x3A && characters == 1 && tabs == 0)
            if (atEdge || characters > 1 || tabs > 0) && !deliberate {
                output += bytes[cursor..<index]
                if !atEdge { output += allNoBreak ? Array(bytes[index..<(index + firstLength)]) : [0x20] }
                cursor = end
                changed = true
            }
            index = end
        }
        return changed ? String(decoding: output + bytes[cursor...], as: UTF8.self) : nil
    }

    func testWhitespaceMatchesItsModel() {
        var fixed = 0
        for text in titles(count: 6000) {
            for context in [TitleContext.button, .menuItem] {
                let title = AnalyzedTitle(text, context: context)
                let expected = modelWhitespaceFix(title)
                XCTAssertEqual(WhitespaceRule().check(title)?.replacement, expected, "\(text.debugDescription) in \(context)")
                var bytes = text
                let may = bytes.withUTF8 { WhitespaceRule().mayReport($0, context: context) }
                if expected != nil { XCTAssertTrue(may, text.debugDescription) }
                fixed += expected == nil ? 0 : 1
            }
        }
        XCTAssertGreaterThan(fixed, 1000)
    }

    func testWhitespaceAroundPlaceholdersBetweenLongStretches() {
        // Stretches longer than eight bytes before, between and after placeholders, so that the
        // scan skips ahead up to each placeholder and resumes after it.
        let stretches = ["Download", "Everything", "x", "Preferences"]
        let gaps = ["", " ", "  ", "\t", "\u{00A0} "]
        let placeholders = ["%@", "{  name  }", "%1$@", "<b>  </b>"]
        var checked = 0
        for first in stretches {
            for gap in gaps {
                for placeholder in placeholders {
                    for second in stretches {
                        let text = gap + first + gap + placeholder + gap + second + " " + placeholder + gap
                        let title = AnalyzedTitle(text)
                        XCTAssertEqual(
                            WhitespaceRule().check(title)?.replacement, modelWhitespaceFix(title), text.debugDescription)
                        checked += 1
                    }
                }
            }
        }
        XCTAssertEqual(checked, 320)
        let fixed = WhitespaceRule().check(AnalyzedTitle("Download  Everything {  name  }  Preferences "))
        XCTAssertEqual(fixed?.replacement, "Download Everything {  name  } Preferences")
    }

    func testWhitespaceQuickCheckAtEveryWordBoundary() {
        // A doubled space or a tab at each offset of titles of 2 to 26 bytes, and clean titles of those lengths.
        for length in 2...26 {
            let clean = String((0..<length).map { $0 % 3 == 2 ? " " : "x" })
            var copy = clean
            let mayClean = copy.withUTF8 { WhitespaceRule.mayHaveStrayWhitespace($0) }
            XCTAssertEqual(mayClean, clean.last == " ", clean.debugDescription)
            for offset in 1..<(length - 1) {
                for fault in ["  ", "\t"] {
                    var title = "x" + String(repeating: "y", count: offset - 1) + fault
                    title += String(repeating: "z", count: max(1, length - offset - fault.count))
                    let may = title.withUTF8 { WhitespaceRule.mayHaveStrayWhitespace($0) }
                    XCTAssertTrue(may, title.debugDescription)
                }
            }
        }
    }

    /// Ellipsis as first written: runs of three or more periods, single spaces allowed between them.
    private func modelEllipsisFix(_ title: AnalyzedTitle) -> String? {
        let bytes = title.tokenization.utf8
        let protected = title.tokenization.tokens.filter { $0.kind == .placeholder }.map(\.range)
        var output: [UInt8] = []
        var index = 0
        var cursor = 0
        var changed = false
        while index < bytes.count {
            guard bytes[index] == 0x2E, !protected.contains(where: { $0.contains(index) }) else {
                index += 1
                continue
            }
            var periods = 1
            var end = index + 1
            while end < bytes.count, !protected.contains(where: { $0.contains(end) }) {
                if bytes[end] == 0x2E {
                    end += 1
                } else if bytes[end] == 0x20, end + 1 < bytes.count, bytes[end + 1] == 0x2E {
                    end += 2
                } else {
                    break
                }
                periods += 1
            }
            if periods >= 3 {
                var start = index
                let rest = String(decoding: bytes[end...], as: UTF8.self)
                let endsTitle = rest.unicodeScalars.allSatisfy { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
                if endsTitle, start >= 2, bytes[start - 1] == 0x20, bytes[start - 2] != 0x20 { start -= 1 }
                output += bytes[cursor..<max(cursor, start)] + [0xE2, 0x80, 0xA6]
                cursor = end
                changed = true
            }
            index = end
        }
        if changed { return String(decoding: output + bytes[cursor...], as: UTF8.self) }
        // No run: a single space before a "…" that closes the title goes, as before a run.
        guard let last = (0..<max(0, bytes.count - 2)).last(where: { bytes[$0..<($0 + 3)].elementsEqual([0xE2, 0x80, 0xA6]) })
        else { return nil }
        let rest = String(decoding: bytes[(last + 3)...], as: UTF8.self)
        let closes = rest.unicodeScalars.allSatisfy { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
        guard closes, last >= 2, bytes[last - 1] == 0x20, !Self.endsInWhitespace(bytes[..<(last - 1)]),
            !protected.contains(where: { $0.contains(last - 1) })
        else { return nil }
        return String(decoding: bytes[..<(last - 1)] + bytes[last...], as: UTF8.self)
    }

    private static func endsInWhitespace(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let scalar = String(decoding: bytes, as: UTF8.self).unicodeScalars.last else { return false }
        return scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }

    func testEllipsisMatchesItsModel() {
        var fixed = 0
        for text in titles(count: 6000) {
            let title = AnalyzedTitle(text)
            let expected = modelEllipsisFix(title)
            XCTAssertEqual(EllipsisRule().check(title)?.replacement, expected, text.debugDescription)
            fixed += expected == nil ? 0 : 1
        }
        XCTAssertGreaterThan(fixed, 1000)
    }

    func testGraphemeCountsWithoutICUMatchICU() {
        let stretches = [
            "Save", "a\tb", "\r\n", "a\r\nb", "\r\r\n\n", "x\u{7F}y", "Wait…", "…\u{0301}", "10\u{00A0}MB", "\u{00A0}\u{0301}",
            "…é", "Caf\u{00E9}", "👍🏽", "\u{0000}z", "…\u{200D}…", "\n\r",
        ]
        for text in stretches {
            let bytes = Array(text.utf8)
            XCTAssertEqual(TitleLengthRule.segmentGraphemes(bytes, 0..<bytes.count), Graphemes.count(text), text.debugDescription)
        }
    }

    func testTrailingMarksOfAbbreviationsInitialismsAndTerms() {
        let rule = TrailingPunctuationRule()
        for kept in ["Contact Acme Inc.", "Contact ACME INC.", "Import Photos, etc.", "Ship to the U.S.", "Meet at 9 a.m.", "(etc.", "Open e.g."] {
            XCTAssertNil(rule.check(AnalyzedTitle(kept)), kept)
        }
        for (title, fixed) in [
            ("Save.", "Save"), ("Ship to US.", "Ship to US"), ("Open U.S.A..", "Open U.S.A"), ("Call u.s!", "Call u.s"),
            ("Inc. !", "Inc."), ("Pick a.bc.", "Pick a.bc"), ("Pick ab.c.", "Pick ab.c"),
        ] {
            XCTAssertEqual(rule.check(AnalyzedTitle(title))?.replacement, fixed, title)
        }
    }

    func testProgressLabelReadsListsExactlyOnlyWhereTheIndexIsExact() {
        let exact = ProgressLabelRule.exactClasses(.standard)
        XCTAssertTrue(exact.contains(.verb))
        XCTAssertFalse(exact.contains(.preposition), "\"vs.\" is filed under \"vs\" too")
        // Any lexicon is judged by its own lists: a plain verb added keeps the verbs exact, a dotted one does not.
        XCTAssertEqual(ProgressLabelRule.exactClasses(Lexicon.standard.extended(with: ["verbs": "zap\n"])), exact)
        XCTAssertFalse(ProgressLabelRule.exactClasses(Lexicon.standard.extended(with: ["verbs": "zap.\n"])).contains(.verb))
    }

    func testProgressLabelASCIIReadingMatchesTheStringReading() {
        assertProgressReadingsAgree(.standard)
        // Dotted keys are filed under the word without the period too: only the list can tell.
        assertProgressReadingsAgree(Lexicon.standard.extended(with: ["verbs": "zap.\nyodel.\n", "particles": "yon.\n"]))
    }

    private func assertProgressReadingsAgree(_ lexicon: Lexicon) {
        let gerunds = [
            "Saving", "STOPPING", "dying", "Panicking", "Checking", "Building", "Sharing", "Loading", "Sing", "Bring", "Zapping",
            "Yodeling",
        ]
        let next = [
            "", "the", "A", "my", "all", "out", "Up", "to", "vs", "Photos", "Options", "screen", "%@", "2", "{name}", "in the",
            "down to Trash", "on now", "with %@", "Settings", "details", "Out Of", "yon", "Yon Now",
        ]
        var reported = 0
        for gerund in gerunds {
            for tail in next {
                let text = tail.isEmpty ? gerund : gerund + " " + tail
                let title = AnalyzedTitle(text, lexicon: lexicon)
                let bytes = title.tokenization.utf8
                let end = bytes.count
                let words = ProgressLabelRule.words(title.tokenization, before: end, lexicon: lexicon)
                var expected = false
                if let first = words.first, first.kind == .word, ProgressLabelRule.isGerund(first.text, lexicon: lexicon) {
                    expected = ProgressLabelRule.readsAsAction(gerund: first.text, tail: words.dropFirst(), lexicon: lexicon)
                }
                let read = ProgressLabelRule.readsAsProgressASCII(title.tokenization, slots: title.slots, before: end, lexicon: lexicon)
                XCTAssertEqual(read, expected, text)
                reported += expected ? 1 : 0
            }
        }
        XCTAssertGreaterThan(reported, 20)
    }
}
