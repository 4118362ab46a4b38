import LabelCopyTestSupport
import XCTest

@testable import LabelCopyFormats

/// The byte-level JSON string escaper against the scalar-by-scalar one it replaced, kept here as
/// the oracle: String Catalogs, baselines and reports must not change by a byte.
final class JSONEscapingTests: XCTestCase {
    /// The escaper as it was before it worked on bytes.
    static func oracle(_ value: String, lineSeparators: Bool) -> String {
        ScalarJSONEscaping.raw(value, lineSeparators: lineSeparators)
    }

    /// Every control character, the characters JSON escapes, the line and paragraph separators and
    /// their UTF-8 neighbours (U+2027, U+202A, "…", "€"), and multi-byte text: accents, a combining
    /// mark, CJK, emoji with and without a joiner, a replacement character, U+FFFF.
    static let pool: [String] =
        (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }
        + [
            "a", "Z", " ", "/", "\"", "\\", "\u{7F}", "\u{80}", "\u{9F}", "\u{2028}", "\u{2029}", "\u{2027}", "\u{202A}", "…",
            "€", "é", "e\u{301}", "\u{301}", "保存", "🙂", "👩‍👩‍👧", "\u{200D}", "\u{FFFD}", "\u{FFFF}", "Save As", "%1$@",
        ]

    func testMatchesTheScalarEscaperOnRandomStrings() {
        var generator = SeededGenerator(seed: 2028)
        for _ in 0..<3_000 {
            let length = Int.random(in: 0..<30, using: &generator)
            let value = (0..<length).map { _ in Self.pool.randomElement(using: &generator)! }.joined()
            for lineSeparators in [false, true] {
                let expected = Self.oracle(value, lineSeparators: lineSeparators)
                XCTAssertEqual(JSONEscaping.raw(value, lineSeparators: lineSeparators), expected, value.debugDescription)
                XCTAssertEqual(JSONEscaping.quoted(value, lineSeparators: lineSeparators), "\"" + expected + "\"")
                var bytes = Array("[".utf8)
                JSONEscaping.append(value, to: &bytes, lineSeparators: lineSeparators)
                XCTAssertEqual(bytes, Array(("[" + expected).utf8), value.debugDescription)
            }
        }
    }

    func testEscapesEachCharacterThatNeedsIt() {
        XCTAssertEqual(JSONEscaping.raw("a\"b\\c\nd\re\tf\u{08}g\u{0C}h"), #"a\"b\\c\nd\re\tf\bg\fh"#)
        XCTAssertEqual(JSONEscaping.raw("\u{0}\u{1}\u{0B}\u{1B}\u{1F}"), #"\u0000\u0001\u000B\u001B\u001F"#)
        XCTAssertEqual(JSONEscaping.raw("x\u{2028}y\u{2029}", lineSeparators: true), #"x\u2028y\u2029"#)
        XCTAssertEqual(JSONEscaping.raw("x\u{2028}y\u{2029}"), "x\u{2028}y\u{2029}", "kept unless asked")
        XCTAssertEqual(JSONEscaping.raw("\u{2027}\u{202A}…€ \u{7F}", lineSeparators: true), "\u{2027}\u{202A}…€ \u{7F}")
        XCTAssertEqual(JSONEscaping.raw("Öffnen… 保存 👩‍👩‍👧 e\u{301}"), "Öffnen… 保存 👩‍👩‍👧 e\u{301}")
        XCTAssertEqual(JSONEscaping.raw(""), "")
    }

    /// An escape at either end, and long runs between escapes, are copied without loss.
    func testCopiesRunsAroundEscapesWhole() {
        let run = String(repeating: "abc…", count: 300)
        let value = "\"" + run + "\u{2028}" + run + "\n"
        XCTAssertEqual(JSONEscaping.raw(value, lineSeparators: true), "\\\"" + run + "\\u2028" + run + "\\n")
    }
}
