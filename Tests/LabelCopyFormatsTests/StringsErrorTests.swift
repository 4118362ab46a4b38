import LabelCopyFormats
import XCTest

/// One fixture per error the `.strings` reader raises, with its message and position.
final class StringsErrorTests: XCTestCase {
    private func check(_ fixture: String, _ message: String, line: Int, column: Int, sourceLine: UInt = #line) throws {
        let bytes = try ReaderFixtures.bytes("strings/" + fixture)
        let path = ReaderFixtures.path("strings/" + fixture)
        ReaderFixtures.assertError(message, line: line, column: column, sourceLine: sourceLine) { () throws(FormatError) in
            try StringsReader.parse(bytes, path: path)
        }
    }

    func testUnterminatedString() throws {
        try check("error-unterminated-string.strings", "unterminated string", line: 2, column: 10)
    }
    func testUnterminatedComment() throws {
        try check("error-unterminated-comment.strings", "unterminated comment", line: 2, column: 1)
    }
    func testMissingEquals() throws { try check("error-missing-equals.strings", "missing '=' after the key", line: 2, column: 7) }
    func testMissingSemicolon() throws {
        try check("error-missing-semicolon.strings", "missing ';' after the value", line: 3, column: 1)
    }
    func testTextAfterTheValue() throws {
        try check("error-missing-value-end.strings", "missing ';' after the value, found 'j'", line: 2, column: 17)
    }
    func testExpectedKey() throws { try check("error-expected-key.strings", "expected a key", line: 2, column: 3) }
    func testExpectedValue() throws {
        try check("error-expected-value.strings", "expected a value after '='", line: 2, column: 9)
    }
    func testDictionaryValue() throws { try check("error-dictionary-value.strings", "must be a string", line: 2, column: 9) }
    func testUnicodeEscapeWithoutHexDigits() throws {
        try check("error-bad-unicode-escape.strings", "\\U must be followed by one to four hex digits", line: 2, column: 13)
    }
    func testUnpairedSurrogate() throws { try check("error-unpaired-surrogate.strings", "surrogate pair", line: 2, column: 15) }
    func testOctalEscapeAboveASCII() throws {
        try check("error-octal-escape.strings", "octal escapes above", line: 2, column: 15)
    }
    func testInvalidUTF8() throws { try check("error-invalid-utf8.strings", "not valid UTF-8", line: 2, column: 13) }
    func testOddLengthUTF16() throws { try check("error-odd-utf16.strings", "odd number of bytes", line: 1, column: 1) }

    func testErrorsNameThePath() throws {
        do {
            _ = try StringsReader.parse(Array("\"a\" = \"b\"".utf8), path: "App/de.lproj/X.strings")
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(
                error.errorDescription, "App/de.lproj/X.strings:1:10: missing ';' after the value, found the end of the file")
        }
    }
}
