import Foundation
import LabelCopyTestSupport
import XCTest

@testable import LabelCopyCore
@testable import LabelCopyText

/// The engine's results equal the plain path's on titles built around what title case reads
/// beside its words: slashes, percent signs, rate units, versions, phrases and terms, with the
/// white space, periods, ellipses and closing marks that the earlier fixes change.
final class TitleEnginePlainPathTests: XCTestCase {
    // MARK: - Inputs

    private static let words = [
        "save", "Save", "SAVE", "sign", "in", "with", "apple", "Sign In With Apple", "face", "id", "iphone", "airdrop",
        "to", "as", "a", "A", "the", "via", "of", "for", "on", "off", "up", "Up", "out", "pay", "contact", "us", "US",
        "it", "IT", "pin", "PIN", "send", "email", "so", "yet", "simple", "powerful", "past", "orders", "my", "plus",
        "MB/s", "km/h", "On/off", "on/off", "and/or", "A/B", "N/A", "$4.99/month", "%@/year", "20%/year", "x/s", "PDF/A",
        "v2", "arm64", "h264", "H.264", "MP3", "4K", "built-in", "Built-In", "Add-Ons", "up-to-date", "plug-in",
        "café", "CAFÉ", "Übersicht", "straße", "日本語", "👍", "e.g.", "vs.", "Inc.", "5", "2,000", "%", "/", "/path/to",
        "%@", "%1$@", "%d", "{name}", "{name}'s", "<b>", "</b>", "_Save", "&Open", "#tag", "@user", "a@b.com",
        "Loading", "saving", "Exporting", "photos", "file", "export", "pdfs", "settings",
        // Plain words weigh more: the transfer answers only for plain titles.
        "open", "Open", "OPEN", "share", "photo", "album", "mail", "in", "to", "with", "the", "as", "off", "2024", "v3",
        "wifi", "ok", "OK", "add", "on", "by", "sort", "name", "and", "or", "but", "Yet", "a", "an", "from", "into",
    ]
    private static let separators = [
        " ", " ", " ", " ", "  ", "\t", " \t ", "   ", "/", " /", "/ ", ": ", "-", "…", " …", "...", " ... ", ", ", "%", "",
        " (", ") ", "\u{00A0}", ". ", "!",
    ]
    private static let starts = ["", "", "", " ", "  ", "\t", "/", "%", "/ ", "% ", "a/", "x ", "  /", "5/", "...", "…"]
    private static let endings = [
        "", "", "", ".", "!", "...", " ...", "…", " .", "  ", " !", ". ", "/", "/ .", "!!", "..", ":", "?", " /", "%",
        " . . .", "\t", "!.", " %@",
    ]

    /// Half the titles plain (ASCII words, white space, one closing mark), the others from every list.
    private static func randomTitle(_ generator: inout SeededGenerator) -> String {
        let plain = Bool.random(using: &generator)
        let words = plain ? plainWords : words
        let separators = plain ? [" ", " ", " ", "  ", "\t", " \t"] : separators
        let starts = plain ? ["", "", " ", "  ", "\t"] : starts
        let endings = plain ? ["", "", ".", "!", "?", "...", " ...", "…", " .", "  ", " !", ". ", "\t", "!!", ".."] : endings
        var title = starts.randomElement(using: &generator) ?? ""
        let count = Int.random(in: 1...6, using: &generator)
        for index in 0..<count {
            if index > 0 { title += separators.randomElement(using: &generator) ?? " " }
            title += words.randomElement(using: &generator) ?? "x"
        }
        return title + (endings.randomElement(using: &generator) ?? "")
    }

    private static let plainWords = words.filter { word in
        word.utf8.allSatisfy { $0 == 0x20 || ($0 | 0x20) &- 0x61 < 26 || $0 &- 0x30 < 10 }
    }

    /// The engine gives what the plain path gives (every fixed text analyzed afresh, every fixing
    /// rule run again on it) for titles whose fixes sit next to slashes, percent signs, rate units,
    /// versions, phrases and terms, in every context that cases titles and one that does not.
    func testEngineEqualsThePlainPath() {
        let engine = TitleEngine()
        var generator = SeededGenerator(seed: 0x0DD_CA5E)
        var changed = 0
        for _ in 0..<4_000 {
            let title = Self.randomTitle(&generator)
            for context in [TitleContext.button, .menuItem, .checkbox] {
                let expected = FreshAnalysis.analysis(title, context: context, engine: engine)
                XCTAssertEqual(engine.analyze(title, context: context), expected, "\(context) \(title.debugDescription)")
                if expected.suggestion != title { changed += 1 }
            }
        }
        // Most titles must be fixed, or the fixed-text paths are hardly tried.
        XCTAssertGreaterThan(changed, 6_000, "changed: \(changed)")
    }

    /// The engine asks title case's byte test through `TitleCaseRule.mayReport(in:)`, which must
    /// answer as the rule's own test does, and the engine must match the plain path in every context.
    func testTitleCaseTestWithoutBytesAnswersAsTheRuleDoes() {
        let engine = TitleEngine()
        for context in TitleContext.allCases {
            let answer = "  save file...".utf8.withContiguousStorageIfAvailable { TitleCaseRule().mayReport($0, context: context) }
            XCTAssertEqual(TitleCaseRule.mayReport(in: context), answer, "\(context)")
            for title in ["  save file...", "open\tfile.", "SHARE  PHOTO!"] {
                XCTAssertEqual(
                    engine.analyze(title, context: context), FreshAnalysis.analysis(title, context: context, engine: engine),
                    "\(context) \(title.debugDescription)")
            }
        }
    }
}
