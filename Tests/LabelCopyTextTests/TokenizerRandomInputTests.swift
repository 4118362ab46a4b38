import LabelCopyText
import XCTest
import LabelCopyTestSupport

final class TokenizerRandomInputTests: XCTestCase {
    /// Bytes that start or end the tokenizer's special forms, so random strings hit their edges.
    static let interesting: [UInt8] = Array("%{}[]()<>&_*.:'$^#-@\"=/ 0123456789aZ;!".utf8)

    func testRandomBytesTokenizeCoveringEveryByte() {
        var generator = SeededGenerator(state: 20_261_130)
        var compoundsSeen = 0
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...40, using: &generator)
            var bytes: [UInt8] = []
            for _ in 0..<length {
                if Bool.random(using: &generator) {
                    bytes.append(Self.interesting.randomElement(using: &generator) ?? 0)
                } else {
                    bytes.append(UInt8.random(in: 0...255, using: &generator))
                }
            }
            // Invalid sequences become U+FFFD, as they would reading a damaged file.
            let text = String(decoding: bytes, as: UTF8.self)
            let tokenization = Tokenizer.tokenize(text)
            assertCoverage(tokenization)
            XCTAssertEqual(tokenization.utf8, Array(text.utf8))
            compoundsSeen += tokenization.compoundParts.count
            for (index, parts) in tokenization.compoundParts {
                XCTAssertEqual(tokenization.tokens[index].kind, .compound)
                XCTAssertGreaterThanOrEqual(parts.count, 2)
                assertPartsInside(parts, tokenization.tokens[index].range)
            }
            XCTAssertEqual(
                tokenization.compoundParts.count, tokenization.tokens.filter { $0.kind == .compound }.count)
        }
        XCTAssertGreaterThan(compoundsSeen, 100, "random inputs should exercise compounds")
    }

    func testRandomScalarsTokenize() {
        var generator = SeededGenerator(state: 7)
        let ranges: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0xA0...0x24F, 0x2000...0x206F, 0x3000...0x30FF, 0x1F1E6...0x1F64F, 0xFE00...0xFE0F,
        ]
        for _ in 0..<5_000 {
            var text = ""
            for _ in 0..<Int.random(in: 1...24, using: &generator) {
                let range = ranges.randomElement(using: &generator) ?? ranges[0]
                if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &generator)) {
                    text.unicodeScalars.append(scalar)
                }
            }
            assertCoverage(Tokenizer.tokenize(text))
        }
    }

    func testPathologicalInputsStayLinearEnough() {
        let openers = String(repeating: "{[<%&_*", count: 3_000)
        assertCoverage(Tokenizer.tokenize(openers))
        let dots = String(repeating: ". ", count: 5_000)
        assertCoverage(Tokenizer.tokenize(dots))
    }

    /// Parts lie inside their compound, in order, separated by one hyphen each, starting and ending with it.
    private func assertPartsInside(_ parts: [Token], _ range: Range<Int>, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(parts.first?.range.lowerBound, range.lowerBound, file: file, line: line)
        XCTAssertEqual(parts.last?.range.upperBound, range.upperBound, file: file, line: line)
        for (left, right) in zip(parts, parts.dropFirst()) {
            let gap = right.range.lowerBound - left.range.upperBound
            XCTAssertTrue(gap == 1 || gap == 3, "hyphen between parts", file: file, line: line)
        }
        XCTAssertTrue(parts.allSatisfy { $0.kind == .word || $0.kind == .number }, file: file, line: line)
    }
}
