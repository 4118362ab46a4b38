import LabelCopyText
import XCTest

final class TextMeasuringTests: XCTestCase {
    func testGraphemeCounts() {
        XCTAssertEqual(Graphemes.count(""), 0)
        XCTAssertEqual(Graphemes.count("Save"), 4)
        XCTAssertEqual(Graphemes.count("\u{E9}"), 1)
        XCTAssertEqual(Graphemes.count("e\u{301}"), 1)
        XCTAssertEqual(Graphemes.count("👨‍👩‍👧‍👦"), 1)
        XCTAssertEqual(Graphemes.count("🇯🇵🇫🇷"), 2)
        XCTAssertEqual(Graphemes.count("👍🏽 OK"), 4)
        XCTAssertEqual(Graphemes.count("カートに追加"), 6)
        XCTAssertEqual(Graphemes.count("நி"), 1)
    }

    func testDisplayWidths() {
        let cases: [(String, Int)] = [
            ("", 0), ("Add to Cart", 11), ("カートに追加", 12), ("ｶｰﾄ", 3), ("Ａ", 2), ("e\u{301}", 1),
            ("\u{301}", 0), ("a\u{200D}b", 2), ("👍", 2), ("👨‍👩‍👧‍👦", 2), ("🇯🇵", 2), ("❤️", 2), ("❤", 1),
            ("☺\u{FE0E}", 1), ("·", 1), ("한국어", 6), ("Save 保存", 9), ("\u{FEFF}", 0), ("a\u{FE0F}", 2),
        ]
        for (text, columns) in cases {
            XCTAssertEqual(DisplayWidth.columns(text), columns, text.debugDescription)
        }
    }

    func testLocaleAwareCaseMapping() {
        XCTAssertEqual(CaseMapper.uppercased("istanbul", locale: "tr"), "İSTANBUL")
        XCTAssertEqual(CaseMapper.uppercased("istanbul", locale: "en"), "ISTANBUL")
        XCTAssertEqual(CaseMapper.lowercased("KAYIT", locale: "tr"), "kayıt")
        XCTAssertEqual(CaseMapper.lowercased("KAYIT"), "kayit")
        XCTAssertEqual(CaseMapper.titlecased("ijsland", locale: "nl"), "IJsland")
        XCTAssertEqual(CaseMapper.titlecased("ijsland", locale: "en"), "Ijsland")
        XCTAssertEqual(CaseMapper.titlecased("add to cart"), "Add To Cart")
        XCTAssertEqual(CaseMapper.titlecased("iPhone"), "IPhone")
        XCTAssertEqual(CaseMapper.uppercased("straße"), "STRASSE")
        XCTAssertEqual(CaseMapper.uppercased("pt-BR ação", locale: "pt-BR"), "PT-BR AÇÃO")
        XCTAssertEqual(CaseMapper.folded("Straße"), "strasse")
        XCTAssertEqual(CaseMapper.uppercased(""), "")
    }

    func testScripts() throws {
        XCTAssertEqual(Script.of("A").shortName, "Latn")
        XCTAssertEqual(Script.of("A").name, "Latin")
        XCTAssertEqual(Script.of("カ").shortName, "Kana")
        XCTAssertEqual(Script.of("ー").shortName, "Zyyy")
        XCTAssertEqual(Set(Script.extensions("ー").map(\.shortName)), ["Hira", "Kana"])
        XCTAssertTrue(Script.extensions("、").map(\.shortName).contains("Hira"))
        let japanese = try XCTUnwrap(Script(named: "Jpan"))
        XCTAssertEqual(japanese.shortName, "Jpan")
        XCTAssertEqual(Script.of("か").name, "Hiragana")
        for scalar: Unicode.Scalar in ["カ", "か", "漢", "ー", "、"] {
            XCTAssertTrue(japanese.covers(scalar), "\(scalar)")
        }
        XCTAssertFalse(japanese.covers("A"))
        XCTAssertFalse(japanese.covers("한"))
        XCTAssertEqual(Script(named: "Cyrillic")?.shortName, "Cyrl")
        XCTAssertNil(Script(named: "Nonsense"))
        XCTAssertNil(Script(named: "ja"))
    }

    func testDictionaryWordBreaks() {
        let thai = "ปิดหน้าต่าง"
        let thaiWords = WordBreaks.segments(thai, locale: "th").filter(\.kind.isWord)
        XCTAssertGreaterThanOrEqual(thaiWords.count, 2)
        XCTAssertEqual(WordBreaks.boundaries(thai, locale: "th").last, thai.utf8.count)

        let japanese = "カートに追加"
        let pieces = WordBreaks.segments(japanese, locale: "ja").map { segment in
            String(decoding: Array(japanese.utf8)[segment.range], as: UTF8.self)
        }
        XCTAssertEqual(pieces.joined(), japanese)
        XCTAssertGreaterThanOrEqual(pieces.count, 3)

        let english = WordBreaks.segments("Don't Save", locale: "en")
        XCTAssertEqual(english.map(\.range), [0..<5, 5..<6, 6..<10])
        XCTAssertEqual(english.map(\.kind.isWord), [true, false, true])
        XCTAssertEqual(WordBreaks.boundaries(""), [])
    }

    /// Scripts written without spaces split into several words, each longer than one character
    /// on average (a per-character fallback would not be dictionary breaking).
    func testDictionaryBreakingAcrossScripts() {
        let samples: [(String, String)] = [
            ("添加到购物车", "zh"), ("買い物かごに追加", "ja"), ("ខ្ញុំចង់ទិញសៀវភៅ", "km"), ("ພາສາລາວ", "lo"),
            ("ကျွန်တော်စာအုပ်ဝယ်ချင်တယ်", "my"), ("ปิดหน้าต่าง", "th"),
        ]
        for (text, locale) in samples {
            let words = WordBreaks.segments(text, locale: locale).filter(\.kind.isWord)
            XCTAssertGreaterThanOrEqual(words.count, 2, text)
            XCTAssertLessThan(words.count, text.count, text)
            XCTAssertEqual(words.map(\.range.count).reduce(0, +), text.utf8.count, text)
        }
    }

    func testPluralRules() {
        XCTAssertEqual(PluralRules.categories(locale: "ru"), ["one", "few", "many", "other"])
        XCTAssertEqual(PluralRules.categories(locale: "en"), ["one", "other"])
        XCTAssertTrue(PluralRules.categories(locale: "fr").contains("many"))
        XCTAssertEqual(PluralRules.categories(locale: "ja"), ["other"])
        XCTAssertEqual(PluralRules.category(for: 1, locale: "ru"), "one")
        XCTAssertEqual(PluralRules.category(for: 3, locale: "ru"), "few")
        XCTAssertEqual(PluralRules.category(for: 5, locale: "ru"), "many")
        XCTAssertEqual(PluralRules.category(for: 21, locale: "ru"), "one")
        XCTAssertEqual(PluralRules.category(for: 1.5, locale: "ru"), "other")
        XCTAssertEqual(PluralRules.category(for: 1_000_000, locale: "fr"), "many")
        XCTAssertEqual(PluralRules.category(for: 0, locale: "fr"), "one")
        XCTAssertEqual(PluralRules.category(for: 0, locale: "en"), "other")
    }
}
