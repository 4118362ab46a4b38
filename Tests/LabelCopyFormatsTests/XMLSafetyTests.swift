import Foundation
import XCTest

@testable import LabelCopyFormats

/// Every error the XML lexer and tree raise, each from its own fixture, with message and
/// position; hostile input (entity expansion, deep nesting, random and truncated bytes).
final class XMLSafetyTests: XCTestCase {
    /// Fixture, start of the message, line, column.
    static let errorFixtures: [(String, String, Int, Int)] = [
        ("error-eof-after-lt.xml", "unexpected end of file after", 1, 8),
        ("error-end-tag-name.xml", "expected an element name after '</'", 1, 6),
        ("error-end-tag-unclosed.xml", "end tag </a> is not closed", 2, 3),
        ("error-lt-in-text.xml", "expected an element name after '<'", 1, 7),
        ("error-start-tag-unclosed.xml", "start tag <item> is not closed", 2, 3),
        ("error-slash-without-gt.xml", "expected '>' after '/'", 1, 3),
        ("error-attribute-without-space.xml", "expected white space, '>' or '/>'", 1, 9),
        ("error-duplicate-attribute.xml", "duplicate attribute 'b'", 1, 10),
        ("error-attribute-name.xml", "expected an attribute name", 1, 4),
        ("error-attribute-equals.xml", "expected '=' after attribute name 'b'", 1, 5),
        ("error-attribute-unquoted.xml", "expected a quoted value for attribute 'b'", 1, 6),
        ("error-attribute-unclosed.xml", "attribute 'b' has no closing quote", 1, 6),
        ("error-lt-in-attribute.xml", "'<' is not allowed in attribute values", 1, 13),
        ("error-bare-ampersand.xml", "malformed XML reference", 1, 9),
        ("error-bad-character-reference.xml", "character reference '&#0;' names no character XML allows", 1, 8),
        ("error-undefined-entity.xml", "undefined XML entity '&nbsp;'", 2, 8),
        ("error-control-character.xml", "control character U+0007 is not allowed in XML", 1, 9),
        ("error-cdata-end-in-text.xml", "']]>' is not allowed in XML text", 1, 6),
        ("error-pi-name.xml", "expected a processing instruction name", 2, 3),
        ("error-pi-unclosed.xml", "processing instruction <?php is not closed", 2, 1),
        ("error-declaration-not-first.xml", "the XML declaration <?xml …?> must come first", 2, 1),
        ("error-cdata-unclosed.xml", "CDATA section is not closed", 1, 4),
        ("error-entity-outside-doctype.xml", "XML entity declarations are not allowed", 1, 1),
        ("error-unknown-markup.xml", "unknown markup '<!'", 1, 4),
        ("error-comment-unclosed.xml", "comment is not closed", 2, 1),
        ("error-double-hyphen-comment.xml", "'--' is not allowed inside an XML comment", 1, 11),
        ("error-doctype-name.xml", "expected white space and a root element name after '<!DOCTYPE'", 1, 10),
        ("error-doctype-unclosed.xml", "DOCTYPE is not closed", 1, 1),
        ("error-billion-laughs.xml", "XML entity declarations are not allowed", 3, 3),
        ("error-internal-subset.xml", "XML entity declarations are not allowed, nor any internal DTD subset", 1, 13),
        ("error-doctype-literal.xml", "DOCTYPE literal has no closing quote", 1, 20),
        ("error-doctype-character.xml", "unexpected character in DOCTYPE", 1, 13),
        ("error-doctype-in-element.xml", "a DOCTYPE is not allowed inside an element", 1, 4),
        ("error-mismatched-end-tag.xml", "element <b> is closed by a mismatched end tag </i> at 2:10", 2, 3),
        ("error-unclosed-element.xml", "element <a> is never closed", 1, 1),
        ("error-no-root.xml", "the file has no root element", 2, 1),
        ("error-text-outside-root.xml", "text is not allowed outside the root element", 2, 1),
        ("error-doctype-after-root.xml", "a DOCTYPE may only stand once, before the root element", 2, 1),
        ("error-cdata-outside-root.xml", "a CDATA section is not allowed outside the root element", 1, 5),
        ("error-second-root.xml", "a second root element <b> is not allowed", 2, 1),
        ("error-end-tag-without-start.xml", "end tag </a> has no matching start tag", 1, 1),
        ("error-too-deep.xml", "elements are nested more than 256 deep", 2, 769),
        ("error-too-many-attributes.xml", "tag <a> has more than 256 attributes", 1, 2600),
        ("error-pi-space.xml", "expected white space after the processing instruction name", 2, 5),
        ("error-reserved-pi.xml", "'<?XML' is reserved", 1, 4),
        ("error-declaration-syntax.xml", "malformed XML declaration", 1, 29),
        ("error-declaration-order.xml", "the XML declaration must give version first", 1, 7),
        ("error-declaration-version.xml", "XML version '2.0' is not supported", 1, 16),
        ("error-declaration-encoding.xml", "the XML declaration names encoding 'ISO-8859-1'", 1, 31),
        ("error-declaration-standalone.xml", "standalone must be \"yes\" or \"no\"", 1, 33),
        ("error-declaration-no-version.xml", "the XML declaration must start with version", 1, 6),
        ("error-doctype-space-before-literal.xml", "expected white space before a quoted DOCTYPE identifier", 1, 19),
        ("error-doctype-unquoted-literal.xml", "expected a quoted DOCTYPE identifier", 1, 20),
        ("error-doctype-public-character.xml", "character not allowed in a DOCTYPE public identifier", 1, 26),
    ]

    func testEveryLexerAndTreeErrorHasAFixtureWithMessageAndPosition() throws {
        for (name, message, line, column) in Self.errorFixtures {
            let (data, path) = try XMLTestSupport.fixture("xml", name)
            XCTAssertThrowsError(try XMLTree.parse(data, path: path), name) { error in
                guard let error = error as? FormatError else { return XCTFail("\(name): \(error)") }
                XCTAssertTrue(error.message.hasPrefix(message), "\(name): \(error.message)")
                XCTAssertEqual(error.location.path, path, name)
                XCTAssertEqual(error.location.line, line, "\(name) line: \(error.message)")
                XCTAssertEqual(error.location.column, column, "\(name) column: \(error.message)")
                XCTAssertEqual(error.errorDescription, "\(path):\(line):\(column): \(error.message)")
            }
        }
    }

    func testBillionLaughsIsRefusedAtTheFirstEntityDeclarationWithoutExpanding() throws {
        let (data, path) = try XMLTestSupport.fixture("xml", "error-billion-laughs.xml")
        let start = ContinuousClock.now
        XCTAssertThrowsError(try StringsdictReader.parse(data, path: path)) { error in
            XCTAssertEqual((error as? FormatError)?.location.line, 3)
        }
        XCTAssertLessThan(ContinuousClock.now - start, .milliseconds(100))
    }

    func testExternalIdentifierDoctypesAreAccepted() throws {
        let plist = #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#
        for doctype in [plist, "<!DOCTYPE resources SYSTEM 'res.dtd'>", "<!DOCTYPE a>"] {
            let tree = try XMLTree(document: TextDocument(path: "t.xml", text: "<?xml version=\"1.0\"?>\n\(doctype)\n<a/>"))
            XCTAssertEqual(tree.prolog.map(\.kind), [.declaration, .doctype], doctype)
        }
    }

    func testNestingUpToTheLimitIsAcceptedAndOneMoreIsNot() throws {
        let limit = XMLSafety.standard.maximumDepth
        let fits = String(repeating: "<d>", count: limit) + String(repeating: "</d>", count: limit)
        XCTAssertEqual(try XMLTree(document: TextDocument(path: "t", text: fits)).elements.count, limit)
        let tight = XMLSafety(maximumDepth: 3)
        XCTAssertThrowsError(try XMLTree(document: TextDocument(path: "t", text: "<a><b><c><d/></c></b></a>"), safety: tight))
    }

    func testLargeHostileInputsTakeLinearTime() throws {
        let megabyte = 1 << 20
        let inputs: [(String, String)] = [
            ("references", "<a>" + String(repeating: "&amp;&#x26;", count: megabyte / 11) + "</a>"),
            ("siblings", "<a>" + String(repeating: "<b x='1' y=\"2\"/>", count: megabyte / 18) + "</a>"),
            (
                "nesting",
                "<r>"
                    + String(repeating: String(repeating: "<d>", count: 255) + String(repeating: "</d>", count: 255), count: 150)
                    + "</r>"
            ),
            ("dashes", "<a><!--" + String(repeating: "- ", count: megabyte / 2) + "--></a>"),
            ("brackets", "<a>" + String(repeating: "]]", count: megabyte / 2) + "</a>"),
            ("open subset", "<!DOCTYPE a [" + String(repeating: "<!ELEMENT a ANY>", count: megabyte / 16)),
            ("unclosed", "<a>" + String(repeating: "x", count: megabyte) + "<!--"),
            (
                "android",
                "<resources><string name=\"a\">" + String(repeating: "\\' \"q\" \\u00e9 ", count: megabyte / 16)
                    + "</string></resources>"
            ),
        ]
        for (name, text) in inputs {
            let start = ContinuousClock.now
            _ = try? AndroidStringsReader.parse(Array(text.utf8), path: "values/\(name).xml")
            // A quadratic step would take minutes on a megabyte; linear work takes well under a second.
            XCTAssertLessThan(ContinuousClock.now - start, .seconds(8), name)
        }
    }

    /// A deterministic generator, so that a failure can be replayed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state ^ (state >> 29)
        }
    }

    func testRandomMutatedAndTruncatedInputNeverCrashes() throws {
        var seeds: [[UInt8]] = []
        for (folder, name) in [
            ("stringsdict", "ar-Localizable.stringsdict"), ("xliff", "de.xliff"), ("xliff", "fr.xlf"),
            ("android", "values/strings.xml"),
        ] {
            seeds.append(try XMLTestSupport.fixture(folder, name).data)
        }
        var generator = Generator(state: 0x5EED)
        let alphabet = Array("<>/&;#x\"'=![]?-CDATA ENTITY a\\\n".utf8) + [0x00, 0xC3, 0xA9, 0xFF]
        var parsed = 0
        var refused = 0
        for round in 0..<1500 {
            var bytes = seeds[round % seeds.count]
            switch round % 3 {
            case 0: bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &generator)))
            case 1:
                for _ in 0..<Int.random(in: 1...8, using: &generator) where !bytes.isEmpty {
                    bytes[Int.random(in: 0..<bytes.count, using: &generator)] = alphabet.randomElement(using: &generator) ?? 0
                }
            default:
                bytes = (0..<Int.random(in: 0...300, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? 0
                }
            }
            for reader in 0..<3 {
                do {
                    let file: LocalizationFile
                    switch reader {
                    case 0: file = try StringsdictReader.parse(bytes, path: "values/fuzz.xml")
                    case 1: file = try XLIFFReader.parse(bytes, path: "values/fuzz.xml")
                    default: file = try AndroidStringsReader.parse(bytes, path: "values/fuzz.xml")
                    }
                    parsed += 1
                    for entry in file.entries {
                        if let range = entry.valueRange {
                            XCTAssertLessThanOrEqual(range.upperBound, file.document?.bytes.count ?? 0)
                        }
                    }
                } catch {
                    refused += 1
                    XCTAssertFalse(error.message.isEmpty)
                }
            }
        }
        XCTAssertGreaterThan(parsed, 0)
        XCTAssertGreaterThan(refused, 0)
    }
}
