import LabelCopyText
import XCTest

final class TokenizerWordTests: XCTestCase {
    func testWordsSpacesAndPunctuation() {
        assertTokens("Add to Cart", [(.w, "Add"), (.s, " "), (.w, "to"), (.s, " "), (.w, "Cart")])
        assertTokens("Save.", [(.w, "Save"), (.pu, ".")])
        assertTokens("OK!", [(.w, "OK"), (.pu, "!")])
        assertTokens("Name:", [(.w, "Name"), (.col, ":")])
        assertTokens("A  \tB", [(.w, "A"), (.s, "  \t"), (.w, "B")])
        assertTokens("Save\u{00A0}All", [(.w, "Save"), (.s, "\u{00A0}"), (.w, "All")])
        assertTokens("(Beta)", [(.pu, "("), (.w, "Beta"), (.pu, ")")])
        assertTokens("“Quoted”", [(.pu, "“"), (.w, "Quoted"), (.pu, "”")])
        assertTokens("A/B", [(.w, "A"), (.pu, "/"), (.w, "B")])
        assertTokens("", [])
    }

    func testApostrophes() {
        assertTokens("Don't Save", [(.w, "Don't"), (.s, " "), (.w, "Save")])
        assertTokens("Don’t Save", [(.w, "Don’t"), (.s, " "), (.w, "Save")])
        assertTokens("l'été", [(.w, "l'été")])
        assertTokens("{name}'s Mac", [(.p, "{name}"), (.w, "'s"), (.s, " "), (.w, "Mac")])
        assertTokens("%@’s Files", [(.p, "%@"), (.w, "’s"), (.s, " "), (.w, "Files")])
        assertTokens("'Quoted'", [(.pu, "'"), (.w, "Quoted"), (.pu, "'")])
        assertTokens("Users'", [(.w, "Users"), (.pu, "'")])
    }

    func testNumbersAndMixes() {
        assertTokens("4K", [(.n, "4K")])
        assertTokens("2FA", [(.n, "2FA")])
        assertTokens("1.5x", [(.n, "1.5x")])
        assertTokens("2,000 Items", [(.n, "2,000"), (.s, " "), (.w, "Items")])
        assertTokens("H.264", [(.w, "H.264")])
        assertTokens("Info.plist", [(.w, "Info.plist")])
        assertTokens("e.g. this", [(.w, "e.g"), (.pu, "."), (.s, " "), (.w, "this")])
        assertTokens("Done. Next", [(.w, "Done"), (.pu, "."), (.s, " "), (.w, "Next")])
        assertTokens("MP3", [(.w, "MP3")])
        assertTokens("Version 2.0.", [(.w, "Version"), (.s, " "), (.n, "2.0"), (.pu, ".")])
        assertTokens("e.g.", [(.w, "e.g"), (.pu, ".")])
        assertTokens("10:30", [(.n, "10"), (.col, ":"), (.n, "30")])
        assertTokens("R&D", [(.w, "R&D")])
    }

    func testCompounds() {
        let cases: [(String, [String])] = [
            ("Add-Ons", ["Add", "Ons"]),
            ("Sign-In", ["Sign", "In"]),
            ("Up-to-Date", ["Up", "to", "Date"]),
            ("Wi-Fi", ["Wi", "Fi"]),
            ("USB-C", ["USB", "C"]),
            ("End-to-End", ["End", "to", "End"]),
            ("Pre\u{2011}Order", ["Pre", "Order"]),
            ("1-2", ["1", "2"]),
        ]
        for (text, parts) in cases {
            let tokenization = Tokenizer.tokenize(text)
            XCTAssertEqual(tokenization.tokens.map(\.kind), [.compound], text)
            XCTAssertEqual(tokenization.compoundParts[0]?.map(tokenization.string), parts, text)
        }
        let mixed = Tokenizer.tokenize("Turn On Wi-Fi and 4K-Ready")
        XCTAssertEqual(mixed.compoundParts.keys.sorted(), [4, 8])
        XCTAssertEqual(mixed.compoundParts[8]?.map(\.kind), [.number, .word])
        assertTokens(
            "Pre- and Post-Op",
            [
                (.w, "Pre"), (.pu, "-"), (.s, " "), (.w, "and"), (.s, " "), (.c, "Post-Op"),
            ])
        assertTokens("A - B", [(.w, "A"), (.s, " "), (.pu, "-"), (.s, " "), (.w, "B")])
        assertTokens("Pre-{name}", [(.w, "Pre"), (.pu, "-"), (.p, "{name}")])
    }

    func testEllipses() {
        assertTokens("Save…", [(.w, "Save"), (.e, "…")])
        assertTokens("Save...", [(.w, "Save"), (.e, "...")])
        assertTokens("Save.....", [(.w, "Save"), (.e, ".....")])
        assertTokens("Save. . .", [(.w, "Save"), (.e, ". . .")])
        assertTokens("Save..", [(.w, "Save"), (.pu, "..")])
        assertTokens("Save ...", [(.w, "Save"), (.s, " "), (.e, "...")])
    }

    func testNonLatinWords() {
        assertTokens("カートに追加", [(.w, "カートに追加")])
        assertTokens("保存、終了。", [(.w, "保存"), (.pu, "、"), (.w, "終了"), (.pu, "。")])
        assertTokens("حفظ الملف", [(.w, "حفظ"), (.s, " "), (.w, "الملف")])
        assertTokens("Сохранить всё", [(.w, "Сохранить"), (.s, " "), (.w, "всё")])
        assertTokens("e\u{301}te\u{301}", [(.w, "e\u{301}te\u{301}")])
        assertTokens("설정：", [(.w, "설정"), (.col, "：")])
        assertTokens("می\u{200C}خواهم", [(.w, "می\u{200C}خواهم")])
        assertTokens("٣ ملفات", [(.n, "٣"), (.s, " "), (.w, "ملفات")])
        assertTokens("Ein\u{AD}stellungen", [(.w, "Ein\u{AD}stellungen")])
        assertTokens("צה״ל ״", [(.w, "צה״ל"), (.s, " "), (.pu, "״")])
        assertTokens("col·lecció · Nova", [(.w, "col·lecció"), (.s, " "), (.pu, "·"), (.s, " "), (.w, "Nova")])
        assertTokens("Ｓａｖｅ\u{3000}Ａｌｌ", [(.w, "Ｓａｖｅ"), (.s, "\u{3000}"), (.w, "Ａｌｌ")])
    }

    func testEmojiAndSymbols() {
        assertTokens("👍 Like", [(.sy, "👍"), (.s, " "), (.w, "Like")])
        assertTokens("👩‍👩‍👧‍👦", [(.sy, "👩‍👩‍👧‍👦")])
        assertTokens("🏳️‍🌈!", [(.sy, "🏳️‍🌈"), (.pu, "!")])
        assertTokens("🇯🇵🇫🇷", [(.sy, "🇯🇵"), (.sy, "🇫🇷")])
        assertTokens("👍🏽👍", [(.sy, "👍🏽"), (.sy, "👍")])
        assertTokens("1️⃣ One", [(.sy, "1️⃣"), (.s, " "), (.w, "One")])
        assertTokens("Foo™ +1", [(.w, "Foo"), (.sy, "™"), (.s, " "), (.sy, "+"), (.n, "1")])
        assertTokens("❤️", [(.sy, "❤️")])
        assertTokens("$5", [(.sy, "$"), (.n, "5")])
    }
}
