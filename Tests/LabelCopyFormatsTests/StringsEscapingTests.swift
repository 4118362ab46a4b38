import LabelCopyTestSupport
import XCTest

@testable import LabelCopyFormats

/// `.strings` escaping: the raw text written for a value, against a scalar-by-scalar model of
/// the escapes, and read back by the `.strings` reader as the same value.
final class StringsEscapingTests: XCTestCase {
    /// The escapes one scalar at a time, as the format defines them: the model the fast path
    /// (values that need no escape are returned as they are) must agree with.
    private func model(_ value: String, literalNewlines: Bool, quote: Unicode.Scalar) -> String {
        var output = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "'" where quote == "'": output += "\\'"
            case "\\": output += "\\\\"
            case "\n": output += literalNewlines ? "\n" : "\\n"
            case "\r": output += literalNewlines ? "\r" : "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    output += "\\U" + String(format: "%04X", scalar.value)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }

    private let pieces = [
        "Save", " ", "Don't", "\"", "'", "\\", "\n", "\r", "\r\n", "\t", "\u{01}", "\u{1F}", "\u{7F}", "é", "e\u{301}",
        "👍🏽", "%@", "…", "\u{2028}", "", "ß", "日本",
    ]

    func testRawTextMatchesTheModel() {
        var generator = SeededGenerator(seed: 0x57E5)
        for _ in 0..<20_000 {
            let value = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            for literalNewlines in [false, true] {
                for quote: Unicode.Scalar in ["\"", "'"] {
                    XCTAssertEqual(
                        StringsEscaping.raw(value, literalNewlines: literalNewlines, quote: quote),
                        model(value, literalNewlines: literalNewlines, quote: quote), "\(value.debugDescription)")
                }
            }
        }
    }

    func testRawTextReadsBackAsTheValue() throws {
        var generator = SeededGenerator(seed: 0x4EAD)
        for _ in 0..<2_000 {
            let value = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let text = "\"key\" = \"\(StringsEscaping.raw(value))\";\n"
            let file = try StringsReader.parse(Array(text.utf8), path: "en.lproj/Localizable.strings")
            XCTAssertEqual(file.entries.first?.value, value, "\(value.debugDescription)")
        }
    }

    func testValuesThatNeedNoEscapeAreTheirOwnRawText() {
        XCTAssertEqual(StringsEscaping.raw("Add to Cart…"), "Add to Cart…")
        XCTAssertEqual(StringsEscaping.raw("Don't Save", literalNewlines: false, quote: "'"), "Don\\'t Save")
        XCTAssertEqual(StringsEscaping.raw("Say \"Hi\""), "Say \\\"Hi\\\"")
    }
}
