import LabelCopyText
import XCTest
import LabelCopyTestSupport

/// The ICU wrappers take any string without crashing and keep their basic invariants.
final class TextMeasuringRandomInputTests: XCTestCase {
    private static let ranges: [ClosedRange<UInt32>] = [
        0x0A...0x0D, 0x20...0x7E, 0xC0...0x24F, 0x300...0x36F, 0x400...0x4FF, 0x600...0x6FF, 0xE00...0xE7F,
        0x1100...0x11FF, 0x200B...0x200F, 0x3000...0x30FF, 0x4E00...0x4FFF, 0xFE00...0xFE0F, 0x1F1E6...0x1F1FF,
        0x1F300...0x1F6FF, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F,
    ]

    private func randomText(_ generator: inout SeededGenerator) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...20, using: &generator) {
            let range = Self.ranges.randomElement(using: &generator) ?? Self.ranges[0]
            if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &generator)) {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    func testRandomTextKeepsInvariants() {
        var generator = SeededGenerator(state: 42)
        for _ in 0..<2_000 {
            let text = randomText(&generator)
            let scalars = text.unicodeScalars.count
            let graphemes = Graphemes.count(text)
            XCTAssertLessThanOrEqual(graphemes, scalars, text.debugDescription)
            XCTAssertEqual(graphemes == 0, text.isEmpty, text.debugDescription)
            XCTAssertLessThanOrEqual(DisplayWidth.columns(text), 2 * scalars, text.debugDescription)
            let boundaries = WordBreaks.boundaries(text, locale: "ja")
            XCTAssertEqual(boundaries, boundaries.sorted(), text.debugDescription)
            XCTAssertEqual(boundaries.last ?? 0, text.utf8.count, text.debugDescription)
            XCTAssertEqual(CaseMapper.lowercased(CaseMapper.uppercased(text, locale: "tr"), locale: "tr").isEmpty, text.isEmpty)
            XCTAssertEqual(CaseMapper.titlecased(text, locale: "nl").isEmpty, text.isEmpty)
        }
    }
}
