import Foundation
import XCTest

@testable import LabelCopyFormats

/// The lexer's tokens, ranges, references and positions, and the escaper for XML content.
final class XMLLexerTests: XCTestCase {
    private func tokens(_ text: String) throws -> (TextDocument, [XMLToken]) {
        let document = TextDocument(path: "t.xml", text: text)
        return (document, try XMLLexer.tokenize(document))
    }

    func testTokensCarryKindsAndExactRanges() throws {
        let text = #"<?xml version="1.0"?><!-- c --><a x="1" y='two'>Hi<![CDATA[<raw>]]><b/><?pi data?></a>"#
        let (document, tokens) = try tokens(text)
        XCTAssertEqual(
            tokens.map(\.kind),
            [.declaration, .comment, .startTag, .text, .cdata, .emptyElementTag, .processingInstruction, .endTag])
        XCTAssertEqual(tokens.map { document.string($0.range) }.joined(), text)
        XCTAssertEqual(document.string(tokens[1].contentRange), " c ")
        XCTAssertEqual(document.string(tokens[4].contentRange), "<raw>")
        XCTAssertEqual(tokens[2].name, "a")
        XCTAssertEqual(tokens[2].attributes.map(\.name), ["x", "y"])
        XCTAssertEqual(tokens[2].attributes.map(\.value), ["1", "two"])
        XCTAssertEqual(document.string(tokens[2].attributes[1].range), "y='two'")
        XCTAssertEqual(document.string(tokens[2].attributes[1].valueRange), "two")
        XCTAssertEqual(tokens[6].name, "pi")
        XCTAssertEqual(tokens[7].name, "a")
    }

    func testAllPredefinedAndCharacterReferencesDecode() throws {
        let (document, tokens) = try tokens(
            #"<a t="&quot;&#x26;&apos;">&amp; &lt; &gt; &quot; &apos; &#38; &#x26; &#x1F600;</a>"#)
        XCTAssertEqual(tokens[0].attributes[0].value, "\"&'")
        XCTAssertTrue(tokens[1].needsDecoding)
        XCTAssertEqual(XMLEscaping.decode(document.bytes, tokens[1].range), "& < > \" ' & & 😀")
        // Leading zeros are legal in character references.
        let (zeros, zeroTokens) = try self.tokens("<a>&#000000065;&#x000000042;</a>")
        XCTAssertEqual(XMLEscaping.decode(zeros.bytes, zeroTokens[1].range), "AB")
    }

    func testLineEndsNormalizeInTextAndAttributes() throws {
        let tree = try XMLTree(document: TextDocument(path: "t", text: "<a t=\"x\r\ny\ty\">one\r\ntwo\rthree</a>"))
        XCTAssertEqual(tree.text(of: 0), "one\ntwo\nthree")
        XCTAssertEqual(tree.root.attribute("t"), "x y y")
    }

    func testLocationsCountScalarsNotBytes() throws {
        let text = "<a>\n  <b>ünïcødé</b><c/></a>"
        let tree = try XMLTree(document: TextDocument(path: "p.xml", text: text))
        let c = try XCTUnwrap(tree.elements.firstIndex { $0.name == "c" })
        XCTAssertEqual(tree.document.location(of: tree.elements[c].startTag.lowerBound).description, "p.xml:2:17")
        XCTAssertEqual(tree.text(of: 1), "ünïcødé")
    }

    func testUTF16DocumentsGiveTheSameTree() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<a k=\"v\">Grüße &amp; mehr</a>\n"
        var data: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { data += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let tree = try XMLTree.parse(data, path: "u.xml")
        XCTAssertEqual(tree.text(of: 0), "Grüße & mehr")
        XCTAssertEqual(tree.document.encoding, .utf16LEBOM)
    }

    func testMixedContentKeepsNestedTagsAsWritten() throws {
        let tree = try XMLTree(document: TextDocument(path: "t", text: #"<t>Open <g id="1">A &amp; B</g><x id='2'/>!</t>"#))
        XCTAssertEqual(tree.markupText(of: 0), #"Open <g id="1">A & B</g><x id='2'/>!"#)
        XCTAssertEqual(tree.text(of: 0), "Open !")
    }

    func testEscapingKeepsXLIFFInlineMarkupAndEscapesEverythingElse() {
        XCTAssertEqual(XMLEscaping.raw("Save & Close"), "Save &amp; Close")
        XCTAssertEqual(XMLEscaping.raw("a > b < c"), "a &gt; b &lt; c")
        XCTAssertEqual(XMLEscaping.raw("Tap <b>Done</b>"), "Tap &lt;b&gt;Done&lt;/b&gt;")
        XCTAssertEqual(XMLEscaping.raw("Pick <em>one</em>"), "Pick &lt;em&gt;one&lt;/em&gt;")
        XCTAssertEqual(XMLEscaping.raw(#"Open <g id="1">A & B</g><x id="2"/>"#), #"Open <g id="1">A &amp; B</g><x id="2"/>"#)
        XCTAssertEqual(XMLEscaping.raw(#"It's "quoted""#), #"It's "quoted""#)
        XCTAssertEqual(XMLEscaping.raw("R&amp;D", replacing: "R&#38;amp;D"), "R&#38;amp;D")
        XCTAssertEqual(XMLEscaping.raw("R&D", replacing: "R&#38;amp;D"), "R&amp;D")
    }

    func testEveryValidFixtureHasTheStructureXMLParserSees() throws {
        let fixtures = [
            ("stringsdict", "ar-Localizable.stringsdict"), ("stringsdict", "en-Localizable.stringsdict"),
            ("xliff", "de.xliff"), ("xliff", "template.xliff"), ("xliff", "fr.xlf"), ("android", "values/strings.xml"),
            ("android", "values-de/strings.xml"),
        ]
        for (folder, name) in fixtures {
            let (data, path) = try XMLTestSupport.fixture(folder, name)
            let mine = XMLParserOracle.events(of: try XMLTree.parse(data, path: path))
            let oracle = try XCTUnwrap(XMLParserOracle.events(of: data), name)
            XCTAssertEqual(mine.events, oracle.events, name)
            XCTAssertEqual(mine.lines, oracle.lines, name)
        }
    }

    func testMutatedInputsReadTheSameAsXMLParserWhenBothAccept() throws {
        var seeds: [[UInt8]] = []
        for (folder, name) in [
            ("xliff", "de.xliff"), ("android", "values/strings.xml"), ("stringsdict", "en-Localizable.stringsdict"),
        ] {
            seeds.append(try XMLTestSupport.fixture(folder, name).data)
        }
        var generator = XMLSafetyTests.Generator(state: 0xD1FF)
        let alphabet = Array("<>/&;#x\"'= ![]?-a\n".utf8)
        var bothAccept = 0
        var onlyOracleAccepts: [String] = []
        for round in 0..<1000 {
            var bytes = seeds[round % seeds.count]
            var positions: [Int] = []
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let position = Int.random(in: 0..<bytes.count, using: &generator)
                positions.append(position)
                bytes[position] = alphabet.randomElement(using: &generator) ?? 0x20
            }
            let context = positions.sorted().map { position in
                String(decoding: bytes[max(0, position - 30)..<min(bytes.count, position + 30)], as: UTF8.self).debugDescription
            }.joined(separator: " | ")
            let oracle = XMLParserOracle.events(of: bytes)
            let tree = try? XMLTree.parse(bytes, path: "m.xml")
            switch (tree, oracle) {
            case (let tree?, let oracle?):
                bothAccept += 1
                XCTAssertEqual(XMLParserOracle.events(of: tree).events, oracle.events, "round \(round): \(context)")
            case (nil, _?):
                do {
                    _ = try XMLTree.parse(bytes, path: "m.xml")
                } catch {
                    onlyOracleAccepts.append(error.message)
                    if ProcessInfo.processInfo.environment["SHOW_XML_DIFF"] != nil {
                        print("LEXER-ONLY \(error.message): \(context)")
                    }
                }
            case (_?, nil):
                XCTFail("round \(round): the lexer accepts what XMLParser refuses: \(context)")
            case (nil, nil):
                continue
            }
        }
        XCTAssertGreaterThan(bothAccept, 100)
        print(
            "mutated XML: \(bothAccept) read alike, \(onlyOracleAccepts.count) refused only by the lexer: \(Set(onlyOracleAccepts).sorted())"
        )
    }
}
