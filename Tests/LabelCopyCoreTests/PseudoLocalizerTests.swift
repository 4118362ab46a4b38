import LabelCopyFormats
import LabelCopyText
import XCTest

@testable import LabelCopyCore

/// The pure value transformation of `labelcopy pseudo`.
final class PseudoLocalizerTests: XCTestCase {
    static let everything = PseudoOptions(expansion: .factor(1.4), accents: true, brackets: true)

    /// The texts of a value's placeholder tokens, in order.
    static func placeholders(_ value: String) -> [String] {
        let tokenization = Tokenizer.tokenize(value)
        return tokenization.tokens.filter { $0.kind == .placeholder }.map { tokenization.string($0) }
    }

    func testEveryPlaceholderKindSurvives() {
        let values = [
            "Delete %@", "Move %1$@ to %2$@", "%lld Files Selected", "Delete %#@files@?", "Hello {name}, welcome",
            "<b>Save</b> the draft", "Add ^[%lld Photo](inflect: true)", "[Learn More](https://example.com/help) about it",
            "Remove %d%% of %(name)s", "Fish &amp; Chips", "_Save Draft", "Open **bold** file", "Tap %1$s or %2$d",
        ]
        for value in values {
            let pseudo = PseudoLocalizer.pseudo(value, options: Self.everything)
            XCTAssertNotEqual(pseudo, value, value)
            XCTAssertEqual(Self.placeholders(pseudo), Self.placeholders(value), "\(value) → \(pseudo)")
            XCTAssertFalse(Self.placeholders(value).isEmpty, "the test value has a placeholder: \(value)")
        }
    }

    func testAccentsKeepCaseAndLeaveOtherScriptsAlone() {
        let options = PseudoOptions(expansion: .factor(1), accents: true)
        XCTAssertEqual(PseudoLocalizer.pseudo("Save", options: options), "Šáṽé")
        XCTAssertEqual(PseudoLocalizer.pseudo("OK", options: options), "ÖĶ")
        XCTAssertEqual(PseudoLocalizer.pseudo("Größe 42", options: options), "Ĝŕößé 42")
        XCTAssertEqual(PseudoLocalizer.pseudo("保存 Now", options: options), "保存 Ñöŵ")
    }

    func testMnemonicLettersAreNotAccented() {
        let options = PseudoOptions(expansion: .factor(1), accents: true)
        XCTAssertEqual(PseudoLocalizer.pseudo("E&xit", options: options), "É&xîţ")
        XCTAssertEqual(PseudoLocalizer.pseudo("_Open", options: options), "_Oþéñ")
    }

    func testBracketsGoInsideSurroundingWhiteSpace() {
        let options = PseudoOptions(expansion: .factor(1), brackets: true)
        XCTAssertEqual(PseudoLocalizer.pseudo("Save", options: options), "[Save]")
        XCTAssertEqual(PseudoLocalizer.pseudo("  Save\n", options: options), "  [Save]\n")
        XCTAssertEqual(PseudoLocalizer.pseudo("Line one\nLine two", options: options), "[Line one\nLine two]")
    }

    func testExpansionReachesTheFactorWithinOneGrapheme() {
        let values = [
            "OK", "Save", "Add to Cart", "Remove From Cart", "Sign In With Apple ID",
            String(repeating: "Word ", count: 20) + "End",
        ]
        for factor in [1.0, 1.4, 2.0, 3.0] {
            let options = PseudoOptions(expansion: .factor(factor))
            for value in values {
                let pseudo = PseudoLocalizer.pseudo(value, options: options)
                XCTAssertTrue(pseudo.hasPrefix(value), pseudo)
                XCTAssertEqual(
                    Double(pseudo.count), Double(value.count) * factor, accuracy: 1.0, "\(factor) × \(value) → \(pseudo)")
            }
        }
        XCTAssertEqual(PseudoLocalizer.pseudo("Save", options: PseudoOptions(expansion: .factor(1))), "Save")
    }

    func testExpansionCountsGraphemesNotBytes() {
        let pseudo = PseudoLocalizer.pseudo("Öffnen…", options: PseudoOptions(expansion: .factor(2)))
        XCTAssertEqual(pseudo.count, 14, pseudo)
    }

    func testTiersGrowShortValuesMost() {
        let options = PseudoOptions(expansion: .tiers)
        XCTAssertEqual(PseudoLocalizer.pseudo("OK", options: options).count, 6)
        XCTAssertEqual(PseudoLocalizer.pseudo("Remove From Cart", options: options).count, 32)
        let long = String(repeating: "a", count: 100)
        XCTAssertEqual(PseudoLocalizer.pseudo(long, options: options).count, 130)
        XCTAssertEqual(PseudoExpansion.tiers.factor(forLength: 10), 3)
        XCTAssertEqual(PseudoExpansion.tiers.factor(forLength: 11), 2)
        XCTAssertEqual(PseudoExpansion.tiers.factor(forLength: 70), 1.4)
        XCTAssertEqual(PseudoExpansion.tiers.factor(forLength: 71), 1.3)
    }

    func testValuesWithoutWordsStayAsTheyAre() {
        for value in ["", "   ", "%#@files@", "%@", "\n", "—", "42"] {
            XCTAssertEqual(PseudoLocalizer.pseudo(value, options: Self.everything), value)
        }
    }

    func testPseudoOfPseudoKeepsTheStructure() {
        for value in ["Delete %@?", "<b>Save</b> %1$@ now", "  Two\nlines %lld  "] {
            let once = PseudoLocalizer.pseudo(value, options: Self.everything)
            let twice = PseudoLocalizer.pseudo(once, options: Self.everything)
            XCTAssertEqual(Self.placeholders(twice), Self.placeholders(value))
            XCTAssertEqual(PseudoLocalizer.split(twice).0, PseudoLocalizer.split(value).0)
            XCTAssertEqual(PseudoLocalizer.split(twice).2, PseudoLocalizer.split(value).2)
            XCTAssertEqual(twice.filter(\.isNewline).count, value.filter(\.isNewline).count)
        }
    }

    func testExpandArgument() {
        XCTAssertEqual(PseudoExpansion(argument: "1.4"), .factor(1.4))
        XCTAssertEqual(PseudoExpansion(argument: "1"), .factor(1))
        XCTAssertEqual(PseudoExpansion(argument: "tiers"), .tiers)
        for bad in ["0.5", "abc", "", "nan", "inf", "11"] { XCTAssertNil(PseudoExpansion(argument: bad), bad) }
    }

    func testPlannedPaths() {
        func path(_ relative: String, _ format: LocalizationFormat) -> String? {
            PseudoPlanner.outputPath(forRelative: relative, format: format, locale: "en-XA")
        }
        XCTAssertEqual(path("App/en.lproj/Localizable.strings", .strings), "App/en-XA.lproj/Localizable.strings")
        XCTAssertEqual(path("Base.lproj/Main.strings", .strings), "en-XA.lproj/Main.strings")
        XCTAssertEqual(path("en.lproj/Plurals.stringsdict", .stringsdict), "en-XA.lproj/Plurals.stringsdict")
        XCTAssertNil(path("de.lproj/Localizable.strings", .strings))
        XCTAssertEqual(path("res/values/strings.xml", .androidXML), "res/values-en-rXA/strings.xml")
        XCTAssertNil(path("res/values-de/strings.xml", .androidXML))
        XCTAssertEqual(path("po/app.pot", .gettext), "po/en_XA.po")
        XCTAssertNil(path("po/de.po", .gettext))
        XCTAssertEqual(path("App.xliff", .xliff), "App.en-XA.xliff")
        XCTAssertEqual(path("App/Localizable.xcstrings", .xcstrings), "App/Localizable.xcstrings")
        XCTAssertEqual(PseudoPlanner.androidQualifier("qps"), "qps")
        XCTAssertEqual(PseudoPlanner.androidQualifier("en-XB"), "en-rXB")
    }
}
