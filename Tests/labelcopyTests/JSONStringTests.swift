import Foundation
import XCTest

@testable import labelcopy

final class JSONStringTests: XCTestCase {
    /// Parses `literal` with Foundation's JSON parser, the independent oracle.
    private func decode(_ literal: String) throws -> String {
        let data = Data("[\(literal)]".utf8)
        let array = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String])
        return try XCTUnwrap(array.first)
    }

    func testRoundTripsEveryControlCharacter() throws {
        for value in 0..<0x20 {
            let text = "a" + String(UnicodeScalar(UInt8(value))) + "b"
            XCTAssertEqual(try decode(JSONString.quoted(text)), text, "U+\(String(value, radix: 16))")
        }
    }

    func testRoundTripsQuotesBackslashesAndNonASCII() throws {
        let samples = [
            "", "\"", "\\", "\\\"", "Say \"Hi\" \\ bye", "Öffnen…", "保存する", "👩‍👩‍👧 Family", "\u{7F}\u{2028}\u{2029}",
            "%1$@ of %2$lld", "line\r\nbreak\ttab", "\u{FFFD}",
        ]
        for sample in samples {
            XCTAssertEqual(try decode(JSONString.quoted(sample)), sample, sample)
        }
    }

    func testEscapesOnlyWhatJSONRequires() {
        XCTAssertEqual(JSONString.quoted("a\"b\\c\nd\u{01}e"), #""a\"b\\c\nd\u0001e""#)
        // Lower-case hex digits, as suggest --json has always written them; U+2028 stays as it is.
        XCTAssertEqual(JSONString.quoted("\u{1B}[0m\u{0B}\u{2028}"), "\"\\u001b[0m\\u000b\u{2028}\"")
        XCTAssertEqual(JSONString.quoted("Öffnen… 保存 /"), "\"Öffnen… 保存 /\"")
    }

    func testRoundTripsRandomStrings() throws {
        var generator = SystemRandomNumberGenerator()
        let pool: [Character] = ["a", "\"", "\\", "\n", "\u{0}", "\u{1F}", "é", "…", "字", "🙂", " ", "/", "\u{7F}"]
        for _ in 0..<200 {
            let length = Int.random(in: 0..<24, using: &generator)
            let text = String((0..<length).map { _ in pool.randomElement(using: &generator) ?? "a" })
            XCTAssertEqual(try decode(JSONString.quoted(text)), text)
        }
    }
}
