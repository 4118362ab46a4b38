import LabelCopyText
import XCTest

final class TokenizerPlaceholderTests: XCTestCase {
    func testPrintfFormsAreSinglePlaceholders() {
        let forms = [
            "%@", "%d", "%i", "%u", "%f", "%s", "%c", "%x", "%X", "%o", "%e", "%g", "%p", "%ld", "%lld", "%lu",
            "%llu", "%zd", "%hhd", "%.2f", "%5.1f", "%1$@", "%2$lld", "%-10s", "%%", "%#@files@", "%1$#@files@",
            "%(name)s", "%(count)d", "%0", "%9", "%1", "%+d", "%'d", "%*d", "%.*f", "%qd", "%Lf", "%S", "%C",
        ]
        for form in forms {
            assertTokens(
                "Open " + form + " now",
                [
                    (.w, "Open"), (.s, " "), (.p, form), (.s, " "), (.w, "now"),
                ])
        }
    }

    func testInlineTagNamesAreKnownInAnyCaseAndOthersAreNot() {
        let names = [
            "a", "abbr", "annotation", "b", "big", "bpt", "br", "code", "del", "div", "em", "ept", "font", "g", "hr",
            "i", "img", "ins", "it", "kbd", "li", "mark", "mrk", "ol", "p", "pc", "ph", "q", "s", "small", "span", "strike",
            "strong", "sub", "sup", "tt", "u", "ul", "x",
        ]
        for name in names + names.map { $0.uppercased() } + ["Annotation", "sTrOnG"] {
            for tag in ["<\(name)>", "</\(name)>", "<\(name)/>"] {
                let tokens = Tokenizer.tokenize(tag).tokens
                XCTAssertEqual(tokens.map(\.kind), [.placeholder], tag)
            }
        }
        for name in ["bb", "ab", "a1", "spa", "strongs", "annotations", "annotatio", "annotatioN1", "c", "b_", "b-"] {
            let tokens = Tokenizer.tokenize("<\(name)>").tokens
            XCTAssertEqual(tokens.first?.kind, .symbol, name)
            XCTAssertGreaterThan(tokens.count, 1, name)
        }
    }

    func testBraceAndMarkupFormsAreSinglePlaceholders() {
        let forms = [
            "{name}", "{0}", "{{count}}", "${name}", "{count, plural, one {# item} other {# items}}",
            "^[%lld Photo](inflect: true)", "[Learn More](https://example.com/a_(b))", "<b>", "</b>", "<br/>",
            "<xliff:g id=\"x\">", "</xliff:g>", "<a href=\"x>y\">", "<B>", "<span class='n'>", "<custom attr=\"1\">",
            "<!-- note -->", "<annotation id=\"a\">", "&amp;", "&#8230;", "&#x2026;", "`npm install`", "``a ` b``",
        ]
        for form in forms {
            assertTokens(
                "Open " + form + " now",
                [
                    (.w, "Open"), (.s, " "), (.p, form), (.s, " "), (.w, "now"),
                ])
        }
    }

    func testPlaceholdersTouchingWords() {
        assertTokens("%d%%", [(.p, "%d"), (.p, "%%")])
        assertTokens("file%d.txt", [(.w, "file"), (.p, "%d"), (.pu, "."), (.w, "txt")])
        assertTokens("%1 of %2", [(.p, "%1"), (.s, " "), (.w, "of"), (.s, " "), (.p, "%2")])
        assertTokens("<b>Bold</b> Text", [(.p, "<b>"), (.w, "Bold"), (.p, "</b>"), (.s, " "), (.w, "Text")])
        assertTokens("R&amp;D", [(.w, "R"), (.p, "&amp;"), (.w, "D")])
    }

    func testProtectedElementsAreOnePlaceholderWithTheirText() {
        let elements = [
            ("<xliff:g id=\"n\">%@</xliff:g>", "%@"), ("<xliff:g id=\"app\" example=\"Files\">firefox sync</xliff:g>", "firefox sync"),
            ("<ns:G>x</ns:G>", "x"), ("<code>ls -la</code>", "ls -la"), ("<KBD>q</kbd>", "q"), ("<tt>a</tt>", "a"),
            ("<mrk translate=\"no\">my app</mrk>", "my app"), ("<mrk mtype='protected'>x</mrk>", "x"),
            ("<pc id=\"1\" translate=\"NO\">x <b>y</b></pc>", "x <b>y</b>"), ("<code>a <code>b</code> c</code>", "a <code>b</code> c"),
            ("<code></code>", ""), ("<span class='c'\ttranslate='no'>x</span>", "x"),
            ("<xliff:g id=\"n\">%d</xliff:g\u{0C}>", "%d"),
        ]
        for (element, content) in elements {
            let text = "Open " + element + " now"
            assertTokens(text, [(.w, "Open"), (.s, " "), (.p, element), (.s, " "), (.w, "now")])
            let tokenization = Tokenizer.tokenize(text)
            let token = tokenization.tokens[2]
            XCTAssertEqual(tokenization.placeholderKind(of: token), .protectedElement, element)
            XCTAssertEqual(tokenization.elementContent(of: token).map { String(decoding: tokenization.utf8[$0], as: UTF8.self) }, content, element)
        }
        // Other elements show their words, and an element that never closes is a tag.
        assertTokens("<b>Bold</b> Text", [(.p, "<b>"), (.w, "Bold"), (.p, "</b>"), (.s, " "), (.w, "Text")])
        assertTokens("<g id=\"1\">x</g>", [(.p, "<g id=\"1\">"), (.w, "x"), (.p, "</g>")])
        assertTokens("<mrk translate=\"yes\">x</mrk>", [(.p, "<mrk translate=\"yes\">"), (.w, "x"), (.p, "</mrk>")])
        assertTokens("<span title='translate=\"no\"'>x</span>", [(.p, "<span title='translate=\"no\"'>"), (.w, "x"), (.p, "</span>")])
        assertTokens("<code>x", [(.p, "<code>"), (.w, "x")])
        // The closing tag is looked for over 512 bytes: a title of many unclosed openers costs linear time.
        let far = "<code>" + String(repeating: "x", count: 520) + "</code>"
        XCTAssertEqual(Tokenizer.tokenize(far).tokens.count, 3, "beyond the search: a tag, a word, a tag")
        let near = "<code>" + String(repeating: "x", count: 500) + "</code>"
        XCTAssertEqual(Tokenizer.tokenize(near).tokens.count, 1)
        // After 64 searches that found no end, a title is searched no more: many unclosed
        // openers cost linear time, and what follows them is read as tags and words.
        let few = Tokenizer.tokenize(String(repeating: "<kbd>", count: 10) + "<code>x</code>")
        XCTAssertEqual(few.tokens.last.map { few.placeholderKind(of: $0) }, .protectedElement)
        let many = Tokenizer.tokenize(String(repeating: "<kbd>", count: 64) + "<code>x</code>")
        XCTAssertEqual(many.tokens.suffix(3).map(\.kind), [.placeholder, .word, .placeholder])
        let braces = Tokenizer.tokenize(String(repeating: "{", count: 64) + " {name}")
        XCTAssertFalse(braces.tokens.contains { $0.kind == .placeholder })
        assertTokens("<code/>x</code>", [(.p, "<code/>"), (.w, "x"), (.p, "</code>")])
        assertTokens("<code>x</codes>", [(.p, "<code>"), (.w, "x"), (.sy, "<"), (.pu, "/"), (.w, "codes"), (.sy, ">")])
        for tag in ["<code>", "</code>", "<br/>", "<!-- <code>x</code> -->", "<a href=\"</b>\">"] {
            let tokenization = Tokenizer.tokenize(tag)
            XCTAssertEqual(tokenization.tokens.map { tokenization.placeholderKind(of: $0) }, [.tag], tag)
            XCTAssertNil(tokenization.elementContent(of: tokenization.tokens[0]), tag)
        }
    }

    func testBackticksOutsideACodeSpanStayText() {
        // Unclosed, empty, glued to a letter before it (an apostrophe typed as a backtick), or
        // closed by a run of another length: no code span.
        assertTokens("Open ` file", [(.w, "Open"), (.s, " "), (.sy, "`"), (.s, " "), (.w, "file")])
        assertTokens("Open `` file", [(.w, "Open"), (.s, " "), (.sy, "`"), (.sy, "`"), (.s, " "), (.w, "file")])
        XCTAssertFalse(Tokenizer.tokenize("Don`t say `it").tokens.contains { $0.kind == .placeholder })
        XCTAssertFalse(Tokenizer.tokenize("Run ``a` now").tokens.contains { $0.kind == .placeholder })
    }

    func testStrayMarksStayText() {
        assertTokens("100% Off", [(.n, "100"), (.sy, "%"), (.s, " "), (.w, "Off")])
        assertTokens("50 % off", [(.n, "50"), (.s, " "), (.sy, "%"), (.s, " "), (.w, "off")])
        assertTokens("%", [(.sy, "%")])
        assertTokens("{Open", [(.pu, "{"), (.w, "Open")])
        assertTokens("Open}", [(.w, "Open"), (.pu, "}")])
        assertTokens("${", [(.sy, "$"), (.pu, "{")])
        assertTokens("[Beta]", [(.pu, "["), (.w, "Beta"), (.pu, "]")])
        assertTokens("a < b", [(.w, "a"), (.s, " "), (.sy, "<"), (.s, " "), (.w, "b")])
        assertTokens("^[Photo]", [(.sy, "^"), (.pu, "["), (.w, "Photo"), (.pu, "]")])
        assertTokens("<None>", [(.sy, "<"), (.w, "None"), (.sy, ">")])
        assertTokens("<New Account>", [(.sy, "<"), (.w, "New"), (.s, " "), (.w, "Account"), (.sy, ">")])
        assertTokens("<b", [(.sy, "<"), (.w, "b")])
        assertTokens("\u{200D}%@", [(.sy, "\u{200D}"), (.p, "%@")])
    }

    func testMarkdownEmphasis() {
        assertTokens("**Bold** Text", [(.p, "**"), (.w, "Bold"), (.p, "**"), (.s, " "), (.w, "Text")])
        assertTokens("*Save* All", [(.p, "*"), (.w, "Save"), (.p, "*"), (.s, " "), (.w, "All")])
        assertTokens("_Note_", [(.p, "_"), (.w, "Note"), (.p, "_")])
        assertTokens("file_name", [(.w, "file_name")])
        assertTokens("Teilnehmer*innen", [(.w, "Teilnehmer*innen")])
        assertTokens("Bold*", [(.w, "Bold"), (.p, "*")])
        assertTokens("**Bold**text", [(.p, "**"), (.w, "Bold"), (.p, "**"), (.w, "text")])
        assertTokens("**%@**を", [(.p, "**"), (.p, "%@"), (.p, "**"), (.w, "を")])
        assertTokens("A * B", [(.w, "A"), (.s, " "), (.pu, "*"), (.s, " "), (.w, "B")])
    }

    func testMnemonics() {
        assertTokens("_Save", [(.p, "_"), (.w, "Save")])
        assertTokens("Save _As…", [(.w, "Save"), (.s, " "), (.p, "_"), (.w, "As"), (.e, "…")])
        assertTokens("Co_mment:", [(.w, "Co_mment"), (.col, ":")])
        assertTokens("E&xit", [(.w, "E&xit")])
        assertTokens("_1 Item", [(.p, "_"), (.n, "1"), (.s, " "), (.w, "Item")])
        assertTokens("&Save As", [(.p, "&"), (.w, "Save"), (.s, " "), (.w, "As")])
        assertTokens("Save &As", [(.w, "Save"), (.s, " "), (.p, "&"), (.w, "As")])
        assertTokens("Tom & Jerry", [(.w, "Tom"), (.s, " "), (.sy, "&"), (.s, " "), (.w, "Jerry")])
        assertTokens("R&D", [(.w, "R&D")])
        assertTokens("Q&A Session", [(.w, "Q&A"), (.s, " "), (.w, "Session")])
        assertTokens("Save && Quit", [(.w, "Save"), (.s, " "), (.sy, "&&"), (.s, " "), (.w, "Quit")])
        assertTokens("&amp; More", [(.p, "&amp;"), (.s, " "), (.w, "More")])
        assertTokens("&Éditer", [(.p, "&"), (.w, "Éditer")])
    }
}
