import XCTest

@testable import labelcopy

/// `report`'s counts (`--max-bytes`, `--max-findings`) take a number as the help prints it.
final class ReportCommandCountTests: XCTestCase {
    func testCountsMayBeGroupedInThousands() throws {
        for (text, value) in [("65000", 65_000), ("65,000", 65_000), ("1,000", 1_000), ("1_000_000", 1_000_000), ("999", 999)] {
            XCTAssertEqual(try ReportCommand.count(text, option: "--max-bytes", default: 0), value, text)
        }
        XCTAssertEqual(try ReportCommand.count(nil, option: "--max-bytes", default: 7), 7)
    }

    func testMisgroupedOrSignedNumbersAreRefused() {
        for text in ["65,00", "6,5000", "1,000,00", ",000", "1,", "1,000_000", "-1,000", "1.000", "ten"] {
            XCTAssertThrowsError(try ReportCommand.count(text, option: "--max-bytes", default: 0, minimum: 1), text) { error in
                guard case .invalidNumber(let given, let option, _) = error as? UsageError else {
                    return XCTFail("expected an invalid number, got \(error)")
                }
                XCTAssertEqual(given, text)
                XCTAssertEqual(option, "--max-bytes")
            }
        }
    }
}
