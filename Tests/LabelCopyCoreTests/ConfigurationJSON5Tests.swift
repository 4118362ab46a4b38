import Foundation
import XCTest

@testable import LabelCopyCore

/// The JSON5 reader behind `.labelcopy.json` and baselines: syntax, positions, errors, and
/// agreement with Foundation's own JSON5 decoder.
final class ConfigurationJSON5Tests: XCTestCase {
    /// A value without positions, comparable across both parsers; objects keep the last of a repeated key.
    private indirect enum Plain: Equatable, Decodable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([Plain])
        case object([String: Plain])

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            if let keyed = try? decoder.container(keyedBy: Key.self) {
                var object: [String: Plain] = [:]
                for key in keyed.allKeys { object[key.stringValue] = try keyed.decode(Plain.self, forKey: key) }
                self = .object(object)
            } else if var unkeyed = try? decoder.unkeyedContainer() {
                var items: [Plain] = []
                while !unkeyed.isAtEnd { items.append(try unkeyed.decode(Plain.self)) }
                self = .array(items)
            } else {
                let single = try decoder.singleValueContainer()
                if single.decodeNil() {
                    self = .null
                } else if let flag = try? single.decode(Bool.self) {
                    self = .bool(flag)
                } else if let number = try? single.decode(Double.self) {
                    self = .number(number)
                } else {
                    self = .string(try single.decode(String.self))
                }
            }
        }

        init(_ node: JSON5Node) {
            switch node.value {
            case .null: self = .null
            case .bool(let flag): self = .bool(flag)
            case .number(let number, _): self = .number(number)
            case .string(let text): self = .string(text)
            case .array(let items): self = .array(items.map(Plain.init))
            case .object(let members):
                var object: [String: Plain] = [:]
                for member in members { object[member.key] = Plain(member.value) }
                self = .object(object)
            }
        }
    }

    private func parse(_ text: String) throws(ConfigurationError) -> JSON5Node {
        try JSON5Parser.parse(text, path: "t.json5")
    }

    private func foundation(_ text: String) throws -> Plain {
        let decoder = JSONDecoder()
        decoder.allowsJSON5 = true
        return try decoder.decode(Plain.self, from: Data(text.utf8))
    }

    func testJSON5SyntaxAgreesWithFoundation() throws {
        let text = """
            // line comment
            {
              /* block
                 comment */ unquoted: 'single "quoted"',
              $dollar_1: "tab\\there",
              hex: 0x1F, negHex: -0xA, plus: +3, lead: .5, trail: 5., exp: 1.5e3, negExp: 2E-2,
              esc: "\\x41\\u00E9\\uD83D\\uDE00 \\' \\" \\\\ \\/ \\b\\f\\n\\r",
              nested: { a: [1, [2, [3,],], {},], b: null, c: true, d: false, },
              "quoted key": [],
            }
            """
        let node = try parse(text)
        XCTAssertEqual(Plain(node), try foundation(text))
        let members = try XCTUnwrap(node.members)
        XCTAssertEqual(
            members.map(\.key),
            [
                "unquoted", "$dollar_1", "hex", "negHex", "plus", "lead", "trail", "exp", "negExp",
                "esc", "nested", "quoted key",
            ], "keys stay in file order")
        XCTAssertEqual(members[9].value.string, "A\u{E9}\u{1F600} ' \" \\ / \u{08}\u{0C}\n\r")
        XCTAssertEqual(members[2].value.value, .number(31, integer: 31))
        XCTAssertEqual(members[3].value.value, .number(-10, integer: -10))
        XCTAssertEqual(members[5].value.value, .number(0.5, integer: nil))
        XCTAssertEqual(members[6].value.value, .number(5, integer: 5))
    }

    /// Where Foundation departs from the JSON5 grammar (it refuses `\\v` and `\\0` and keeps the
    /// line break of a line continuation), the spec decides: https://spec.json5.org/#strings
    func testEscapesFoundationDoesNotRead() throws {
        let members = try XCTUnwrap(try parse("{ a: '\\v\\0', b: 'one \\\ntwo', c: 'x\\\r\ny', d: 'p\u{2028}q' }").members)
        XCTAssertEqual(members.map(\.value.string), ["\u{0B}\u{0}", "one two", "xy", "p\u{2028}q"])
    }

    func testSpecialNumbers() throws {
        let decimals = try XCTUnwrap(try parse("{ a: 0, b: .5, c: 5., d: 0.5e-3, e: -0.0, f: 1E+2 }").members)
        XCTAssertEqual(decimals.map(\.value.value), [0, 0.5, 5, 0.0005, -0.0, 100].map { JSON5Node.Value.number($0, integer: Int(exactly: $0)) })
        let members = try XCTUnwrap(try parse("{ a: Infinity, b: -Infinity, c: NaN, d: -0 }").members)
        XCTAssertEqual(members[0].value.value, .number(.infinity, integer: nil))
        XCTAssertEqual(members[1].value.value, .number(-.infinity, integer: nil))
        guard case .number(let nan, nil) = members[2].value.value else { return XCTFail("NaN") }
        XCTAssertTrue(nan.isNaN)
    }

    func testPositionsCountScalarsAndEveryLineEnding() throws {
        for newline in ["\n", "\r\n", "\r"] {
            let text = ["{", "  \"é😀\": 1,", "  x: [true,", "      \"v\"]", "}"].joined(separator: newline)
            let members = try XCTUnwrap(try parse(text).members)
            XCTAssertEqual([members[0].line, members[0].column], [2, 3])
            XCTAssertEqual(
                [members[0].value.line, members[0].value.column], [2, 9], "two scalars in the key, not bytes or UTF-16 units")
            guard case .array(let items) = members[1].value.value else { return XCTFail("array") }
            XCTAssertEqual([items[1].line, items[1].column], [4, 7], newline.debugDescription)
        }
    }

    func testSyntaxErrorsSayWhereAndWhat() {
        let cases: [(String, Int, Int, String)] = [
            ("", 1, 1, "the file holds no JSON5 value"),
            ("// only a comment\n", 2, 1, "the file holds no JSON5 value"),
            ("{ a: 1 } x", 1, 10, "unexpected 'x' after the end of the top-level value"),
            ("{ a: tru }", 1, 6, "unexpected word 'tru' (strings need quotes; the literals are true, false and null)"),
            ("{\n  a 1 }", 2, 5, "expected ':' after the key \"a\""),
            ("{ a: 1,\n  b: 2", 2, 7, "the file ends inside an object (missing '}')"),
            ("[1 2]", 1, 4, "expected ',' or ']' after an array item, found '2'"),
            ("{ a: 'x\ny' }", 1, 8, "line break inside a string (end the line with '\\' to continue it)"),
            ("{ a: \"abc", 1, 6, "unterminated string"),
            ("/* never closed", 1, 1, "unterminated /* comment"),
            ("{ a: \"\\u12\" }", 1, 7, "expected 4 hexadecimal digits in the escape"),
            ("{ a: \"\\uD800x\" }", 1, 7, "unpaired surrogate in a \\u escape"),
            ("{ a: \"\\1\" }", 1, 7, "'\\1' is not a valid escape"),
            ("{ a: 1.2.3 }", 1, 6, "malformed number: two decimal points"),
            ("{ a: - }", 1, 6, "malformed number: no digits"),
            ("{ version: 01 }", 1, 12, "malformed number: a leading zero before other digits"),
            ("{ a: .e1 }", 1, 6, "malformed number: no digits"),
            ("{ a: 1e }", 1, 6, "malformed number: an exponent without digits"),
            ("{ a: 1e+-2 }", 1, 6, "malformed number: an exponent without digits"),
            ("{ , }", 1, 3, "expected a key or '}', found ','"),
            ("{ a: @ }", 1, 6, "unexpected '@' where a value should start"),
            ("{ a: \u{7}1 }", 1, 6, "unexpected control character U+7 where a value should start"),
        ]
        for (text, line, column, message) in cases {
            do {
                _ = try parse(text)
                XCTFail("parsed: \(text.debugDescription)")
            } catch {
                XCTAssertEqual(error.message, message, text.debugDescription)
                XCTAssertEqual([error.location.line, error.location.column], [line, column], text.debugDescription)
                XCTAssertEqual(error.location.path, "t.json5")
            }
        }
    }

    func testDeepNestingIsRefusedNotACrash() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertThrowsError(try parse(text)) { error in
            XCTAssertEqual((error as? ConfigurationError)?.message, "values are nested more than 64 deep")
        }
        XCTAssertNoThrow(try parse(String(repeating: "[", count: 63) + String(repeating: "]", count: 63)))
    }

    func testMutatedConfigurationsNeverCrash() throws {
        let (text, _) = try ConfigFixtures.text("full.labelcopy.json")
        let scalars = Array(text.unicodeScalars)
        let alphabet: [Unicode.Scalar] = [
            "{", "}", "[", "]", ",", ":", "\"", "'", "\\", "/", "*", "\n", "\r", "x", "0", ".", "-", "é",
        ]
        var generator = SystemRandomNumberGenerator()
        var failures = 0
        for _ in 0..<2_000 {
            var mutated = scalars
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let at = Int.random(in: 0..<mutated.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: mutated.remove(at: at)
                case 1: mutated.insert(alphabet.randomElement(using: &generator) ?? "x", at: at)
                default: mutated[at] = alphabet.randomElement(using: &generator) ?? "x"
                }
            }
            var mutatedText = ""
            mutatedText.unicodeScalars.append(contentsOf: mutated)
            do {
                _ = try ConfigurationLoader.load(text: mutatedText, path: "m.json")
            } catch {
                failures += 1
                let lines = mutatedText.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
                XCTAssertLessThanOrEqual(error.location.line, lines.count + 1, error.localizedDescription)
                XCTAssertGreaterThanOrEqual(error.location.column, 1)
            }
        }
        XCTAssertGreaterThan(failures, 0, "some mutations must break the file")
    }

    func testCorpusStringCatalogsAgreeWithFoundation() throws {
        let root = try ConfigFixtures.corpora()
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            return XCTFail("cannot list \(root.path)")
        }
        var checked = 0
        var bytes = 0
        var seconds = 0.0
        for case let url as URL in walker where url.pathExtension == "xcstrings" {
            let text = try String(contentsOf: url, encoding: .utf8)
            let start = Date()
            let node = try JSON5Parser.parse(text, path: url.path)
            seconds += Date().timeIntervalSince(start)
            XCTAssertEqual(Plain(node), try foundation(text), url.path)
            checked += 1
            bytes += text.utf8.count
        }
        XCTAssertGreaterThanOrEqual(checked, 10, "the corpora hold 12 String Catalogs")
        print(
            "JSON5Parser: \(checked) corpus catalogs, \(bytes) bytes, \(String(format: "%.1f", Double(bytes) / 1_048_576 / max(seconds, 1e-9))) MiB/s"
        )
    }
}
