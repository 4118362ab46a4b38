import LabelCopyFormats
import XCTest

final class TextDocumentTests: XCTestCase {
    private func utf16(_ text: String, bigEndian: Bool, bom: Bool) -> [UInt8] {
        var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in text.utf16 {
            bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        return bytes
    }

    func testEncodingsAreDetectedAndDecodedAlike() throws {
        let text = "\"k\" = \"Grüße 😀\";\n\"x\" = \"y\";\n"
        let cases: [([UInt8], TextEncoding)] = [
            (Array(text.utf8), .utf8), ([0xEF, 0xBB, 0xBF] + Array(text.utf8), .utf8BOM),
            (utf16(text, bigEndian: false, bom: true), .utf16LEBOM), (utf16(text, bigEndian: true, bom: true), .utf16BEBOM),
            (utf16(text, bigEndian: false, bom: false), .utf16LE), (utf16(text, bigEndian: true, bom: false), .utf16BE),
        ]
        for (data, encoding) in cases {
            let document = try TextDocument(path: "t", data: data)
            XCTAssertEqual(document.encoding, encoding)
            XCTAssertEqual(document.bytes, Array(text.utf8), "\(encoding)")
            XCTAssertEqual(document.encoded(document.bytes), data, "\(encoding) writes back byte for byte")
        }
    }

    func testLinesEndAtLFCRLFAndCRAndColumnsCountScalars() throws {
        let document = TextDocument(path: "t", text: "a\r\nbé\rc😀d\ne")
        XCTAssertEqual(document.lineStarts.count, 4)
        XCTAssertEqual(document.position(of: 0).line, 1)
        XCTAssertEqual(document.position(of: 3).line, 2)
        let bytes = document.bytes
        let d = try XCTUnwrap(bytes.firstIndex(of: UInt8(ascii: "d")))
        XCTAssertEqual(document.position(of: d).line, 3)
        XCTAssertEqual(document.position(of: d).column, 3, "the emoji is one scalar, four bytes")
        let e = try XCTUnwrap(bytes.firstIndex(of: UInt8(ascii: "e")))
        XCTAssertEqual(document.location(of: e), SourceLocation(path: "t", line: 4, column: 1))
    }

    func testDecodingErrorsNameTheLine() {
        XCTAssertThrowsError(try TextDocument(path: "t", data: Array("ok\nok\n".utf8) + [0xC3, 0x28])) { error in
            XCTAssertEqual((error as? FormatError)?.location.line, 3)
        }
        XCTAssertThrowsError(
            try TextDocument(path: "t", data: utf16("a\rb\r", bigEndian: true, bom: true) + [0xD8, 0x3D, 0x00, 0x41])
        ) { error in
            XCTAssertEqual((error as? FormatError)?.location.line, 3, "CR-only line breaks count in UTF-16 errors too")
        }
        XCTAssertThrowsError(try TextDocument(path: "t", data: [0xFF, 0xFE, 0x41]))
    }

    func testApplyingEditsKeepsOtherBytesAndEncoding() throws {
        let data = utf16("\"a\" = \"old\";\r\n\"b\" = \"keep\";\r\n", bigEndian: false, bom: true)
        let document = try TextDocument(path: "t", data: data)
        let output = try document.applying([ValueEdit(range: 7..<10, rawText: "neu é")])
        XCTAssertEqual(output, utf16("\"a\" = \"neu é\";\r\n\"b\" = \"keep\";\r\n", bigEndian: false, bom: true))
        XCTAssertThrowsError(
            try document.applying([ValueEdit(range: 7..<10, rawText: "x"), ValueEdit(range: 8..<9, rawText: "y")]))
    }

    /// On lines longer than a checkpoint stride, positions and offsets are counted from the
    /// scalar checkpoints; they must agree with counting from the line's start, both ways.
    func testPositionsOnVeryLongLinesMatchCountingFromTheLineStart() throws {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "é", "€", "😀"]
        for round in 0..<6 {
            var text = ""
            let length = [9_000, 20_000, 12_288, 16_384, 30_000, 50_000][round]
            while text.utf8.count < length {
                // A short first line, then mostly one long line with a rare line break.
                let breaks = text.utf8.count == 100 || Int.random(in: 0..<20_000, using: &generator) == 0
                text += breaks ? "\n" : pieces[Int.random(in: 0..<4, using: &generator)]
            }
            let document = TextDocument(path: "long.strings", text: text)
            let bytes = document.bytes
            let longest = zip(document.lineStarts, document.lineStarts.dropFirst() + [bytes.count]).map { $1 - $0 }.max() ?? 0
            XCTAssertGreaterThan(longest, 4_096, "a line longer than a checkpoint stride")
            var offsets = Array(stride(from: 0, through: bytes.count, by: 97)) + [bytes.count]
            offsets += (0..<200).map { _ in Int.random(in: 0...bytes.count, using: &generator) }
            for offset in offsets {
                let position = document.position(of: offset)
                let start = document.lineStarts[position.line - 1]
                let expected = 1 + bytes[start..<offset].filter { $0 & 0xC0 != 0x80 }.count
                XCTAssertEqual(position.column, expected, "column of \(offset)")
                // The offset of a scalar's start comes back from its position.
                if offset == bytes.count || bytes[offset] & 0xC0 != 0x80 {
                    let location = SourceLocation(path: "long.strings", line: position.line, column: position.column)
                    XCTAssertEqual(document.offset(of: location), offset, "offset of line \(position.line), column \(position.column)")
                }
            }
            // Past the end of the text, an offset stops at the end, as counting does.
            let last = document.lineStarts.count
            XCTAssertEqual(document.offset(of: SourceLocation(path: "long.strings", line: last, column: 1_000_000)), bytes.count)
        }
    }
}
