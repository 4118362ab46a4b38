import XCTest

@testable import LabelCopyText

/// The names `--text-size` and `truncation.textSize` accept.
final class DynamicTypeSizeNamesTests: XCTestCase {
    func testEveryOptionNameReadsBackToItsSizeInAnyCase() {
        XCTAssertEqual(DynamicTypeSize.optionNames.count, DynamicTypeSize.allCases.count)
        for size in DynamicTypeSize.allCases {
            for spelling in [size.optionName, size.optionName.uppercased(), size.optionName.lowercased()] {
                XCTAssertEqual(DynamicTypeSize(optionName: spelling), size, spelling)
            }
        }
        XCTAssertEqual(DynamicTypeSize.optionNames.first, "xSmall")
        XCTAssertEqual(DynamicTypeSize.optionNames.last, "accessibilityXXXLarge")
    }

    func testOtherApplesSpellingsAreAccepted() {
        XCTAssertEqual(DynamicTypeSize(optionName: "accessibility3"), .accessibility3)
        XCTAssertEqual(DynamicTypeSize(optionName: "AX5"), .accessibility5)
        XCTAssertEqual(DynamicTypeSize(optionName: "extraSmall"), .xSmall)
        XCTAssertEqual(DynamicTypeSize(optionName: "extraExtraExtraLarge"), .xxxLarge)
        XCTAssertEqual(DynamicTypeSize(optionName: "accessibilityExtraExtraLarge"), .accessibility4)
        XCTAssertEqual(DynamicTypeSize(optionName: "Large"), .large)
    }

    func testUnknownNamesAreRejected() {
        for name in ["", "huge", "xxxxLarge", "accessibility6", "AX", "largeish", "extra"] {
            XCTAssertNil(DynamicTypeSize(optionName: name), name)
        }
    }

    func testNamesGrowWithTheSize() {
        let sizes = DynamicTypeSize.optionNames.compactMap { DynamicTypeSize(optionName: $0) }
        XCTAssertEqual(sizes, sizes.sorted())
        XCTAssertEqual(Set(sizes.map(\.bodyPoints)).count, sizes.count)
    }
}
