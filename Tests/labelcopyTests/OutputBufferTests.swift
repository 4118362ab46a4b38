import Foundation
import XCTest

@testable import labelcopy

/// A block larger than the buffer goes to the descriptor directly: after what was pending and
/// before what follows, every byte once.
final class OutputBufferTests: XCTestCase {
    func testALargeBlockIsWrittenInOrderWithTheTextAroundIt() throws {
        let folder = try TemporaryFolder.make("labelcopy-output-buffer")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("out").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        let large = (0..<300_000).map { UInt8($0 % 251) }
        var buffer = OutputBuffer(descriptor: descriptor)
        try buffer.write("before\n")
        try buffer.write(bytes: large)
        try buffer.write(bytes: Array("small".utf8))
        try buffer.write(bytes: large)
        try buffer.write("after\n")
        try buffer.flush()
        close(descriptor)
        let expected = Array("before\n".utf8) + large + Array("small".utf8) + large + Array("after\n".utf8)
        XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: path))), expected)
    }

    /// Without a descriptor (tests) everything stays in memory, large blocks too.
    func testWithoutADescriptorALargeBlockIsKept() throws {
        var buffer = OutputBuffer(descriptor: nil)
        let large = [UInt8](repeating: 0x61, count: 200_000)
        try buffer.write("x")
        try buffer.write(bytes: large)
        XCTAssertEqual(buffer.pending, [0x78] + large)
    }
}
