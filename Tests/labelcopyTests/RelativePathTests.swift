import XCTest

@testable import labelcopy

/// Report links: a file's path as seen from the folder the report is written to.
final class RelativePathTests: XCTestCase {
    func testPathsFromTheOutputFolder() {
        XCTAssertEqual(RelativePath.of("w/Corpus/en.lproj/A.strings", from: "r", in: "/work/x"), "../w/Corpus/en.lproj/A.strings")
        XCTAssertEqual(RelativePath.of("w/Corpus/A.strings", from: ".", in: "/work/x"), "w/Corpus/A.strings")
        XCTAssertEqual(RelativePath.of("./w/A.strings", from: "w", in: "/work/x"), "A.strings")
        XCTAssertEqual(RelativePath.of("/work/x/w/A.strings", from: "/tmp/out", in: "/work/x"), "/work/x/w/A.strings")
        XCTAssertEqual(RelativePath.of("w/A.strings", from: "/work/y/reports", in: "/work/x"), "../../x/w/A.strings")
    }
}
