import XCTest

@testable import labelcopy

/// `report --compare` paths: however a corpus was named, a file's path is spelled one way.
final class ComparablePathTests: XCTestCase {
    func testRelativeAndAbsoluteSpellingsInsideTheDirectoryAgree() {
        let spellings = [
            "Corpus/en.lproj/A.strings", "./Corpus/en.lproj/A.strings", "Corpus//en.lproj/./A.strings",
            "/work/app/Corpus/en.lproj/A.strings", "/work/app/other/../Corpus/en.lproj/A.strings",
        ]
        for spelling in spellings {
            XCTAssertEqual(ComparablePath.of(spelling, in: "/work/app"), "Corpus/en.lproj/A.strings", spelling)
            XCTAssertEqual(ComparablePath.of(spelling, in: "/work/app/"), "Corpus/en.lproj/A.strings", spelling)
        }
    }

    func testPathsOutsideTheDirectoryStayAbsolute() {
        XCTAssertEqual(ComparablePath.of("../lib/de.po", in: "/work/app"), "/work/lib/de.po")
        XCTAssertEqual(ComparablePath.of("/work/application/de.po", in: "/work/app"), "/work/application/de.po")
        XCTAssertEqual(ComparablePath.of("/srv/x/de.po", in: "/"), "srv/x/de.po")
    }
}
