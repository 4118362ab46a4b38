import Foundation
import LabelCopyTestSupport
import XCTest

@testable import LabelCopyCore
@testable import LabelCopyText

/// The title case of a fixed text read from the title case of the text before the fix
/// (`TitleCaseTransfer`) is what the title-case pass gives for a fresh analysis of the fixed
/// text, whenever the transfer answers (and differs from the text when the title's casing changed
/// only letters' case); it answers for the fixes the engine makes to plain titles.
final class TitleCaseTransferTests: XCTestCase {

    /// Texts to pair with `title`: the fixes the engine applies before title case, one after
    /// another as the engine does, and arbitrary edits, which the transfer must refuse or get right.
    private static func partners(_ title: String, _ generator: inout SeededGenerator) -> [String] {
        var texts: [String] = []
        var text = title
        let rules: [any TitleRule] = [WhitespaceRule(), EllipsisRule(), TrailingPunctuationRule(), ProgressLabelRule()]
        for rule in rules {
            if let fix = rule.check(AnalyzedTitle(title))?.replacement { texts.append(fix) }
            if let fix = rule.check(AnalyzedTitle(text))?.replacement {
                text = fix
                texts.append(fix)
            }
        }
        var scalars = Array(title.unicodeScalars)
        for _ in 0..<3 where !scalars.isEmpty {
            let at = Int.random(in: 0..<scalars.count, using: &generator)
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: scalars.remove(at: at)
            case 1: scalars[at] = "/"
            case 2: scalars.removeLast()
            case 3: scalars.removeFirst()
            case 4: scalars.insert("%", at: at)
            default: scalars.insert(" ", at: at)
            }
            texts.append(String(String.UnicodeScalarView(scalars)))
        }
        texts.append(CasingFuzzTitles.title(&generator))
        return texts
    }

    // MARK: - Tests

    /// The transfer, wherever it answers, equals the pass on a fresh analysis of the other text;
    /// it must answer for many of the engine's own fixes, or this test proves little.
    func testTransferEqualsThePassWheneverItAnswers() {
        var generator = SeededGenerator(seed: 0x7CA5_E0CE)
        var answered = 0
        var fixesAnswered = 0
        var fixes = 0
        for _ in 0..<8_000 {
            let title = CasingFuzzTitles.title(&generator)
            let partners = Self.partners(title, &generator)
            let original = AnalyzedTitle(title)
            let report = TitleCaser().titleCasedReportingCases(original.tokenization, slots: original.slots)
            let cased = report?.text
            for (position, text) in partners.enumerated() {
                guard let transferred = TitleCaseTransfer.casedText(of: text, from: original, cased: cased) else { continue }
                let fixed = AnalyzedTitle(text)
                let expected = TitleCaser().titleCased(fixed.tokenization, slots: fixed.slots)
                XCTAssertEqual(transferred, expected, "\(title.debugDescription) → \(text.debugDescription)")
                // The engine takes a transferred casing of a cases-only casing as different without comparing.
                if report?.casesOnly == true, let transferred {
                    XCTAssertNotEqual(transferred, text, "\(title.debugDescription) → \(text.debugDescription)")
                }
                answered += 1
                if position < partners.count - 4 { fixesAnswered += 1 }
            }
            fixes += max(0, partners.count - 4)
        }
        XCTAssertGreaterThan(fixesAnswered, fixes / 5, "fixes answered: \(fixesAnswered) of \(fixes)")
        XCTAssertGreaterThan(answered, 2_000, "answered: \(answered)")
    }

    /// Texts that are not plain titles or whose words differ from the title's take the pass, and so
    /// do words set apart differently when one of them may start a phrase or term.
    func testTransferRefusesWhatItCannotProve() {
        let pairs: [(String, String)] = [
            ("save/file.", "save/file"), ("%@ file.", "%@ file"), ("save  file", "savefile"), ("save  file", "save file x"),
            ("save  file", "save  fil e"), ("sign  in with apple", "sign in with apple"),
            ("add  to cart", "add to cart"),
            ("save file..", "save file"), ("save file", "save file.."), ("café.", "café"), ("save file", "save files"),
            ("save!!", "save!"), ("save file", "file save"), ("", ""), ("...", "…"),
            ("add-on.", "add-on"), ("e.g.", "e.g"), ("sign in  with apple.", "sign in with apple"),
            ("save file", "save file\u{00A0}"), ("save file", "\u{00A0}save file"), ("save ,file", "save file"),
        ]
        for (title, text) in pairs {
            let original = AnalyzedTitle(title)
            let cased = TitleCaser().titleCased(original.tokenization, slots: original.slots)
            XCTAssertNil(
                TitleCaseTransfer.casedText(of: text, from: original, cased: cased),
                "\(title.debugDescription) → \(text.debugDescription)")
        }
    }

    /// The fixes before title case that leave a plain title's words alone are answered, white
    /// space between them included, and the answer is the pass's.
    func testTransferAnswersForFixesOutsideTheWords() {
        let pairs: [(String, String)] = [
            ("  save file  ", "save file"), ("save as...", "save as…"), ("sign in to icloud.", "sign in to icloud"),
            ("Save File!", "Save File"), ("loading photos", "loading photos…"), ("sign in with apple.", "sign in with apple"),
            ("SIGN IN WITH EMAIL!", "SIGN IN WITH EMAIL"), ("\tsave as ...", "save as…"), ("Save", "Save."),
            ("export 2 pdfs?", "export 2 pdfs"), ("turn wifi off .", "turn wifi off"), ("save  file.", "save file"),
            ("save\tfile!", "save file"), ("  open   my \t photos ...", "open my photos…"), ("SAVE  ALL  FILES", "SAVE ALL FILES"),
            ("save \t file", "save file"),
        ]
        for (title, text) in pairs {
            let original = AnalyzedTitle(title)
            let cased = TitleCaser().titleCased(original.tokenization, slots: original.slots)
            let fixed = AnalyzedTitle(text)
            let expected = TitleCaser().titleCased(fixed.tokenization, slots: fixed.slots)
            let transferred = TitleCaseTransfer.casedText(of: text, from: original, cased: cased)
            XCTAssertEqual(transferred, .some(expected), "\(title.debugDescription) → \(text.debugDescription)")
        }
    }

    /// Titles around the one pass's limit, where the transfer stops answering, and titles with
    /// no words: the engine still gives what the plain path gives.
    func testEngineAtTheEdgesOfTheTransfer() {
        let engine = TitleEngine()
        let body = String(repeating: "save file ", count: 409).trimmingCharacters(in: .whitespaces)
        var titles: [String] = ["", " ", ".", "...", "…", "  .", "!", "\t!", "a", " a.", "A", "%@ .", "save  file \u{00A0}."]
        for extra in 0..<8 {
            let long = body + String(repeating: "x", count: extra)
            titles += ["  " + long + ".", long + "  ", long + "...", long.replacingOccurrences(of: "save file", with: "save  file") + "!"]
        }
        for title in titles {
            XCTAssertEqual(
                engine.analyze(title, context: .button), FreshAnalysis.analysis(title, context: .button, engine: engine),
                "\(title.utf8.count) bytes: \(title.prefix(20).debugDescription)")
        }
    }
}
