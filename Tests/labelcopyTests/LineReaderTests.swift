import Foundation
import XCTest

@testable import labelcopy

final class LineReaderTests: XCTestCase {
    /// Every line `bytes` gives when read through a pipe `blockSize` bytes at a time.
    private func lines(of bytes: [UInt8], blockSize: Int) throws -> [String] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("lines-\(UUID().uuidString)")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let handle = try FileHandle(forReadingFrom: file)
        defer { try? handle.close() }
        var reader = LineReader(descriptor: handle.fileDescriptor, blockSize: blockSize)
        var result: [String] = []
        while true {
            while let line = reader.nextBufferedLine() { result.append(line) }
            if try !reader.fill() { break }
        }
        if let last = reader.remainder() { result.append(last) }
        return result
    }

    func testSplitsAtLFStripsCRAndKeepsTheUnterminatedLastLine() throws {
        let input = Array("one\r\ntwo\n\nthree\r\n\rfour".utf8)
        for blockSize in [1, 2, 3, 7, 4096] {
            XCTAssertEqual(
                try lines(of: input, blockSize: blockSize), ["one", "two", "", "three", "\rfour"], "block \(blockSize)")
        }
    }

    func testTrailingLFAddsNoEmptyLine() throws {
        XCTAssertEqual(try lines(of: Array("a\nb\n".utf8), blockSize: 2), ["a", "b"])
        XCTAssertEqual(try lines(of: [], blockSize: 2), [])
        XCTAssertEqual(try lines(of: [0x0A], blockSize: 2), [""])
    }

    func testInvalidUTF8BecomesReplacementCharacters() throws {
        let input: [UInt8] = [0x61, 0xFF, 0x62, 0x0A, 0xE2, 0x80, 0x0A, 0xC3, 0xA9]
        XCTAssertEqual(try lines(of: input, blockSize: 1), ["a\u{FFFD}b", "\u{FFFD}", "é"])
    }

    func testMultiByteCharactersSplitAcrossBlocksSurvive() throws {
        let text = "Öffnen…\n保存する\n👩‍👩‍👧"
        XCTAssertEqual(try lines(of: Array(text.utf8), blockSize: 1), ["Öffnen…", "保存する", "👩‍👩‍👧"])
    }
}
