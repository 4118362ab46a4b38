import Foundation
import LabelCopyTestSupport
import XCTest

@testable import LabelCopyCore
@testable import LabelCopyText

/// The analysis the engine derives for a fixed text from the analysis of the text before the fix
/// is the analysis a fresh tokenization of the fixed text gives: tokens, bytes, compounds and
/// slots with every field; and the engine's results equal those of an engine analyzing every
/// fixed text afresh.
final class FixedTextDerivationTests: XCTestCase {
    // MARK: - Inputs

    private static let words = [
        "save", "Save", "SIGN", "in", "to", "iCloud", "vs.", "Inc.", "e.g.", "U.S.", "etc.", "Add-On", "up-to-date",
        "Yahoo!", "Don't", "Don’t", "MP3", "4K", "H.264", "2,000", "1.5", "straße", "Café", "Übersicht", "日本語", "写真",
        "👍", "👍\u{200D}", "❤️", "1️⃣", "_Save", "&Open", "R&D", "*bold*", "**x**", "file_name", "_", "*", "&", "x",
        "a", "the", "with", "of", "share", "via", "airdrop", "Loading", "Export", "Photo", "album", "mail", "OK",
        "#tag", "@user", "a@b.com", "apple.com/support", "https://x.y/z", "co", "No", "Teilnehmer*innen", "(s)",
        "Saving", "Downloading", "Checking", "Uploading", "Moving", "Sending", "Deleting",
    ]
    private static let placeholders = [
        "%@", "%1$@", "%d", "%5", "%.1f", "%1", "%", "{name}", "{name}'s", "{", "}", "<b>", "</b>", "<b", "<New Account>",
        "[Help](https://x.y)", "[", "&amp;", "&#8230;", "${x}", "^[x](inflect: true)", "<!-- c -->",
    ]
    private static let separators = [
        " ", " ", " ", " ", "  ", "\t", " \t", "\t\t", "   ", "\u{00A0}", "\u{2009}", "\u{3000}", "\n", " \n ", "", "-",
        "/", ": ", ", ", " (", ") ", " \"", "\" ", " . ", ".", " ... ", "...", "…", " …", ". . .", " . . . ", ".. .",
    ]
    private static let endings = [
        "", "", "", ".", "!", "!!", "..", "...", "....", ". . .", " ...", " …", "…", "….", ". !", " .", "?", ":", ": ",
        ".\u{00A0}", "! ", ".  ", " ", "  ", "\t", "\u{00A0}", "\u{3000}", ". .", "!.", ".!", "…!", " . . . .",
    ]
    private static let starts = ["", "", "", " ", "  ", "\t", "\t ", "\u{00A0}", "\u{3000}", " \n", ". ", "… ", "_", "*"]

    /// A title built from the pieces the tokenizer and slot builder read around white space and marks.
    private static func randomTitle(_ generator: inout SeededGenerator) -> String {
        var title = starts.randomElement(using: &generator) ?? ""
        let count = Int.random(in: 1...7, using: &generator)
        for index in 0..<count {
            if index > 0 { title += separators.randomElement(using: &generator) ?? " " }
            let pool = Int.random(in: 0..<5, using: &generator) == 0 ? placeholders : words
            title += pool.randomElement(using: &generator) ?? "x"
        }
        return title + (endings.randomElement(using: &generator) ?? "")
    }

    /// Texts a fix could have made from `title`: the rules' own fixes, and edits of the same kinds
    /// (and of others) at random places, so that the derivation meets texts no rule makes too.
    private static func candidates(_ title: String, context: TitleContext, _ generator: inout SeededGenerator) -> [String] {
        let analysis = AnalyzedTitle(title, context: context)
        var texts: [String] = []
        let rules: [any TitleRule] = [WhitespaceRule(), EllipsisRule(), TrailingPunctuationRule(), ProgressLabelRule()]
        for rule in rules {
            if let fix = rule.check(analysis)?.replacement { texts.append(fix) }
        }
        var scalars = Array(title.unicodeScalars)
        for _ in 0..<4 where !scalars.isEmpty {
            var edited = scalars
            let at = Int.random(in: 0..<edited.count, using: &generator)
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: edited.remove(at: at)
            case 1: edited[at] = " "
            case 2: edited.removeLast(min(edited.count, Int.random(in: 1...3, using: &generator)))
            case 3: edited.removeFirst(min(edited.count, Int.random(in: 1...2, using: &generator)))
            case 4: edited.insert("…", at: at)
            default: edited.insert(" ", at: at)
            }
            texts.append(String(String.UnicodeScalarView(edited)))
            scalars = edited
        }
        texts.append(title.replacingOccurrences(of: "...", with: "…"))
        texts.append(title.replacingOccurrences(of: "  ", with: " "))
        texts.append(title.replacingOccurrences(of: "\t", with: " "))
        texts.append(title.trimmingCharacters(in: .whitespaces))
        let core = title.trimmingCharacters(in: .whitespaces)
        let trimmedMarks = String(core.reversed().drop { $0 == "." || $0 == " " }.reversed())
        texts.append(core + "…")
        texts.append(trimmedMarks + "…")
        texts.append(trimmedMarks + "…" + String(title.reversed().prefix { $0 == " " || $0 == "\u{00A0}" }))
        return texts
    }

    // MARK: - Comparison

    /// Derives `fixed` from `title` both ways; asserts that a derivation, when made, equals a
    /// fresh analysis. Returns whether it was made.
    @discardableResult
    private func checkDerivation(
        _ title: String, _ fixed: String, shape: FixShape, context: TitleContext, file: StaticString = #filePath,
        line: UInt = #line
    ) -> Bool {
        let base = AnalyzedTitle(title, context: context)
        var derived = AnalyzedTitle(lexicon: Lexicon())
        let made = derived.derive(fixed, shape: shape, from: base)
        var inPlace = base
        let madeInPlace = inPlace.deriveInPlace(fixed, shape: shape)
        XCTAssertEqual(made, madeInPlace, "\(shape) \(debug(title)) → \(debug(fixed))", file: file, line: line)
        guard made || madeInPlace else { return false }
        let fresh = AnalyzedTitle(fixed, context: context)
        for (way, result) in [("derived", derived), ("in place", inPlace)] where way == "derived" ? made : madeInPlace {
            let label = "\(way) \(shape) \(debug(title)) → \(debug(fixed))"
            XCTAssertEqual(result.text, fresh.text, label, file: file, line: line)
            XCTAssertEqual(result.tokenization.utf8, fresh.tokenization.utf8, label, file: file, line: line)
            XCTAssertEqual(result.tokenization.tokens, fresh.tokenization.tokens, label, file: file, line: line)
            XCTAssertEqual(result.tokenization.compoundParts, fresh.tokenization.compoundParts, label, file: file, line: line)
            XCTAssertEqual(result.slots, fresh.slots, label, file: file, line: line)
            XCTAssertEqual(result.context, fresh.context, label, file: file, line: line)
        }
        return true
    }

    private func debug(_ text: String) -> String {
        text.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined()
    }

    // MARK: - Tests

    func testDerivedAnalysesOfRandomFixesEqualFreshOnes() {
        var generator = SeededGenerator(seed: 0x5EED_F1CE)
        var made = 0
        var tried = 0
        for _ in 0..<6_000 {
            let title = Self.randomTitle(&generator)
            let context: TitleContext = Int.random(in: 0..<4, using: &generator) == 0 ? .menuItem : .button
            for fixed in Self.candidates(title, context: context, &generator) {
                for shape in [FixShape.whitespace, .ellipsis, .trailingMarks, .progressEllipsis] {
                    tried += 1
                    if checkDerivation(title, fixed, shape: shape, context: context) { made += 1 }
                }
            }
        }
        // The walk must take the short way often, or this test proves nothing about it.
        XCTAssertGreaterThan(made, tried / 20, "derivations made: \(made) of \(tried)")
    }

    func testDerivedAnalysesOfTheRulesFixesOfLabelledTitles() throws {
        let rows = try Self.labelledInputs()
        var made = 0
        for input in rows {
            let variants = [
                input, "  " + input + " ", input.replacingOccurrences(of: " ", with: "  ") + "...", input + "!", input + ". ",
                "Saving " + input, "Loading " + input + " ...",
            ]
            for variant in variants {
                let analysis = AnalyzedTitle(variant)
                let fixes: [(any TitleRule, FixShape)] = [
                    (WhitespaceRule(), .whitespace), (EllipsisRule(), .ellipsis), (TrailingPunctuationRule(), .trailingMarks),
                    (ProgressLabelRule(), .progressEllipsis),
                ]
                for (rule, shape) in fixes {
                    guard let fix = rule.check(analysis)?.replacement else { continue }
                    if checkDerivation(variant, fix, shape: shape, context: .button) { made += 1 }
                }
            }
        }
        XCTAssertGreaterThan(made, rows.count, "derivations made: \(made)")
    }

    func testEngineEqualsAnEngineAnalyzingEveryFixedTextAfresh() throws {
        let engine = TitleEngine()
        var generator = SeededGenerator(seed: 0xD1FF_E4E7)
        var titles = (0..<4_000).map { _ in Self.randomTitle(&generator) }
        for input in try Self.labelledInputs() {
            let spaced: String = "  " + input + "  "
            let tabbed: String = "\t" + input + " !"
            titles += [spaced, input + "...", input.uppercased() + ".", tabbed]
        }
        for title in titles {
            for context in [TitleContext.button, .menuItem, .checkbox] {
                let expected = FreshAnalysis.analysis(title, context: context, engine: engine)
                XCTAssertEqual(engine.analyze(title, context: context), expected, "\(context) \(debug(title))")
            }
        }
    }

    func testEditsThatWouldChangeTokensAreNotDerived() {
        // Space runs between periods become a spaced ellipsis; a space joins a no-break space that
        // stays; a joiner takes in "…"; an emphasis marker opens before a mark but not at the end.
        let cases: [(String, String, FixShape)] = [
            (".  .  .", ". . .", .whitespace),
            ("Save !\u{00A0}", "Save \u{00A0}", .trailingMarks),
            ("👍\u{200D}...", "👍\u{200D}…", .ellipsis),
            ("Save _.", "Save _", .trailingMarks),
            ("Sign  In", "SignIn", .whitespace),
            ("Saving 👍\u{200D}", "Saving 👍\u{200D}…", .progressEllipsis),
            ("Saving _", "Saving _…", .progressEllipsis),
        ]
        for (title, fixed, shape) in cases {
            XCTAssertFalse(checkDerivation(title, fixed, shape: shape, context: .button), "\(debug(title)) → \(debug(fixed))")
        }
    }

    func testDerivedTitlesAreShorterThanTheTokenizersBracketSearch() {
        // The derivation's argument needs every closer the tokenizer looks for to be in reach,
        // whatever the edits did to the distance (a progress label gains three bytes).
        XCTAssertLessThan(FixedTextDerivation.maxBytes + 3, TitleBytes.bracketSearchLimit)
    }

    // MARK: - Fixtures

    private static let fixture = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/button-titles.tsv")

    /// The inputs of the labelled titles.
    private static func labelledInputs() throws -> [String] {
        guard let text = try? String(contentsOf: fixture, encoding: .utf8) else {
            throw XCTSkip("Fixtures/button-titles.tsv is not present")
        }
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            return fields.count > 2 ? String(fields[2]) : nil
        }
    }
}
