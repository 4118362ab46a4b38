import Foundation
import XCTest

@testable import LabelCopyText

/// `TextMeasurer`: the model, or a font with the model for what the font cannot draw.
final class TextMeasurerTests: XCTestCase {
    private static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

    private func inter() throws -> FontMeasurer {
        guard FileManager.default.fileExists(atPath: Self.inter) else {
            throw XCTSkip("\(Self.inter) not found; install fonts-inter (Scripts/install-deps.sh does) to measure with a font")
        }
        return try FontMeasurer(path: Self.inter)
    }

    func testModelMeasuresAsTheWidthModel() {
        let measured = TextMeasurer.model.measure("Add to Cart", size: 17, weight: .semibold)
        XCTAssertEqual(measured.points, WidthModel.points(of: "Add to Cart", size: 17, weight: .semibold), accuracy: 1e-9)
        XCTAssertNil(measured.fontName)
    }

    func testFontMeasuresWhatItCoversAndNamesItself() throws {
        let font = try inter()
        let measured = TextMeasurer.font(font).measure("Добавить в корзину", size: 17, weight: .regular)
        XCTAssertEqual(measured.fontName, "Inter-Regular.otf")
        XCTAssertEqual(measured.points, font.width(of: "Добавить в корзину", size: 17), accuracy: 1e-9)
        XCTAssertEqual(font.measure("Добавить в корзину", size: 17).missingGlyphs, 0)
    }

    func testScriptsTheFontLacksFallBackToTheModel() throws {
        let font = try inter()
        // Inter has no Thai, Devanagari or Han glyphs; titles written for this test.
        for title in ["บันทึกการเปลี่ยนแปลง", "परिवर्तन सहेजें", "保存更改"] {
            XCTAssertGreaterThan(font.measure(title, size: 17).missingGlyphs, 0, title)
            let measured = TextMeasurer.font(font).measure(title, size: 17, weight: .regular)
            XCTAssertNil(measured.fontName, title)
            XCTAssertEqual(measured.points, WidthModel.points(of: title, size: 17), accuracy: 1e-9, title)
        }
    }
}
