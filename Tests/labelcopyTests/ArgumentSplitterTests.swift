import XCTest

@testable import labelcopy

final class ArgumentSplitterTests: XCTestCase {
    func testSplitsLongOptionsWithAndWithoutAttachedValues() {
        XCTAssertEqual(
            ArgumentSplitter.split(["--json", "--context=menu-item", "--context", "button"]),
            [
                .longOption(name: "json", value: nil), .longOption(name: "context", value: "menu-item"),
                .longOption(name: "context", value: nil), .value("button"),
            ])
    }

    func testSplitsShortGroupsIntoSingleLetters() {
        XCTAssertEqual(ArgumentSplitter.split(["-hc"]), [.shortOption(name: "h"), .shortOption(name: "c")])
    }

    func testLoneDashIsAValue() {
        XCTAssertEqual(ArgumentSplitter.split(["-"]), [.value("-")])
    }

    func testEverythingAfterTerminatorIsAValue() {
        XCTAssertEqual(
            ArgumentSplitter.split(["check", "--", "--json", "-h", "--"]),
            [.value("check"), .terminator, .value("--json"), .value("-h"), .value("--")])
    }

    func testAttachedValueKeepsLaterEqualsSigns() {
        XCTAssertEqual(ArgumentSplitter.split(["--x=a=b"]), [.longOption(name: "x", value: "a=b")])
    }

    func testKeepsNonASCIIValuesIntact() {
        XCTAssertEqual(ArgumentSplitter.split(["Öffnen…", "保存"]), [.value("Öffnen…"), .value("保存")])
    }
}
