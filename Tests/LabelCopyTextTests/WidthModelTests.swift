import XCTest

@testable import LabelCopyText

/// The embedded width model on its own: scaling, marks, emoji, scripts, and its cost.
final class WidthModelTests: XCTestCase {
    func testEmptyTextHasNoWidth() {
        XCTAssertEqual(WidthModel.points(of: ""), 0)
    }

    func testPointsScaleWithSizeAndDynamicType() {
        let ems = WidthModel.ems(of: "Add to Cart")
        XCTAssertGreaterThan(ems, 3)
        XCTAssertLessThan(ems, 7)
        XCTAssertEqual(WidthModel.points(of: "Add to Cart"), ems * 17, accuracy: 1e-9)
        XCTAssertEqual(WidthModel.points(of: "Add to Cart", dynamicType: .accessibility5), ems * 53, accuracy: 1e-9)
        XCTAssertEqual(DynamicTypeSize.allCases.map(\.bodyPoints), [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        XCTAssertEqual(DynamicTypeSize.default, .large)
    }

    func testSemiboldIsWiderThanRegular() {
        for title in ["Add to Cart", "Добавить", "إضافة", "カート"] {
            XCTAssertGreaterThanOrEqual(
                WidthModel.ems(of: title, weight: .semibold), WidthModel.ems(of: title, weight: .regular), title)
        }
        XCTAssertGreaterThan(WidthModel.ems(of: "Add to Cart", weight: .semibold), WidthModel.ems(of: "Add to Cart"))
    }

    func testNarrowAndWideLettersDiffer() {
        XCTAssertGreaterThan(WidthModel.ems(of: "WWWW"), 2 * WidthModel.ems(of: "iiii"))
    }

    func testCombiningMarksTakeNoRoom() {
        XCTAssertEqual(WidthModel.ems(of: "e\u{301}"), WidthModel.ems(of: "e"))
        XCTAssertEqual(WidthModel.ems(of: "Zu\u{308}rich"), WidthModel.ems(of: "Zurich"))
        XCTAssertEqual(WidthModel.ems(of: "\u{0628}\u{064E}"), WidthModel.ems(of: "\u{0628}"))  // fatha
        XCTAssertEqual(WidthModel.ems(of: "Save\u{00AD}\u{200B}"), WidthModel.ems(of: "Save"))  // soft hyphen, ZWSP
    }

    func testEmojiTakeOneEmPerGrapheme() {
        XCTAssertEqual(WidthModel.ems(of: "👍"), 1, accuracy: 1e-9)
        XCTAssertEqual(WidthModel.ems(of: "👍🏽"), 1, accuracy: 1e-9)
        XCTAssertEqual(WidthModel.ems(of: "👨‍👩‍👧"), 1, accuracy: 1e-9)
        XCTAssertEqual(WidthModel.ems(of: "🇩🇪"), 1, accuracy: 1e-9)
        XCTAssertEqual(WidthModel.ems(of: "❤️"), 1, accuracy: 1e-9)
    }

    func testCJKIsFullWidthAndMatchesDisplayColumns() {
        let title = "カートに追加"
        XCTAssertEqual(DisplayWidth.columns(title), 12)
        // Noto Sans CJK draws kana and ideographs one em wide, two columns each.
        XCTAssertEqual(WidthModel.ems(of: title), Double(DisplayWidth.columns(title)) / 2, accuracy: 1e-9)
        XCTAssertEqual(WidthModel.points(of: title), 102, accuracy: 1e-9)
    }

    func testScriptsWithoutInterUseTheirAverage() {
        let hangul = WidthModel.ems(of: "취소")
        XCTAssertEqual(hangul, 1.84, accuracy: 0.01)
        let thai = WidthModel.ems(of: "ยกเลิก")
        XCTAssertGreaterThan(thai, 2)
        XCTAssertLessThan(thai, 5)
    }

    func testUnknownScriptsUseTheDocumentedDefault() {
        // Tibetan is in no table: each letter takes the mean advance of Inter's a-z.
        XCTAssertEqual(WidthModel.ems(of: "\u{0F40}\u{0F41}"), 2 * AdvanceWidthTable.defaultRegular, accuracy: 1e-9)
        let alphabet = WidthModel.ems(of: "abcdefghijklmnopqrstuvwxyz") / 26
        XCTAssertEqual(alphabet, AdvanceWidthTable.defaultRegular, accuracy: 1e-4)
    }

    func testControlCharactersAndUnassignedScalarsNeverCrash() {
        XCTAssertEqual(WidthModel.ems(of: "\u{0}\u{7}\u{1B}"), 0)
        XCTAssertGreaterThan(WidthModel.ems(of: "\u{10FFFD}\u{E000}"), 0)
    }

    func testTableDecodesEveryBlock() {
        let expected = AdvanceWidthTable.blocks.reduce(0) { $0 + $1.count }
        XCTAssertEqual(AdvanceTables.shared.regular.count, expected)
        XCTAssertEqual(AdvanceTables.shared.semibold.count, expected)
    }

    /// The brief: well under a microsecond per title. Debug builds are several times slower than
    /// release, so the bound asserted here is loose; the printed figure is the one to read.
    func testWidthCostsLittlePerTitle() {
        let titles = ["Add to Cart", "In den Warenkorb legen", "Добавить в корзину", "カートに追加", "إضافة إلى السلة", "Save"]
        _ = WidthModel.ems(of: "warm up")
        let rounds = 50_000
        var total = 0.0
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for round in 0..<rounds {
                total += WidthModel.ems(of: titles[round % titles.count])
            }
        }
        let nanoseconds = Double(elapsed.components.attoseconds) / 1e9 + Double(elapsed.components.seconds) * 1e9
        let perTitle = nanoseconds / Double(rounds)
        print(String(format: "width model: %.0f ns per title (%d titles)", perTitle, rounds))
        XCTAssertGreaterThan(total, 0)
        XCTAssertLessThan(perTitle, 50_000)
    }
}
