import XCTest

@testable import labelcopy

final class NearestNameTests: XCTestCase {
    func testEditDistance() {
        XCTAssertEqual(NearestName.editDistance("kitten", "sitting"), 3)
        XCTAssertEqual(NearestName.editDistance("", "abc"), 3)
        XCTAssertEqual(NearestName.editDistance("chek", "check"), 1)
        XCTAssertEqual(NearestName.editDistance("JSON", "json"), 0)
        XCTAssertEqual(NearestName.editDistance("café", "cafe"), 1)
        XCTAssertEqual(NearestName.editDistance("jsno", "json"), 1, "a swap of neighbours is one edit")
        XCTAssertEqual(NearestName.editDistance("ca", "abc"), 3)
    }

    func testSuggestsCloseTyposOnly() {
        let commands = ["check", "suggest", "rules", "explain"]
        XCTAssertEqual(NearestName.find("chek", among: commands), "check")
        XCTAssertEqual(NearestName.find("rulse", among: commands), "rules")
        XCTAssertEqual(NearestName.find("explian", among: commands), "explain")
        XCTAssertNil(NearestName.find("xyz", among: commands))
        XCTAssertNil(NearestName.find("ab", among: ["cd"]))
    }

    func testSuggestsTheOnlyCandidateAnInputStarts() {
        let contexts = ["button", "menu-item", "checkbox"]
        XCTAssertEqual(NearestName.find("butt", among: contexts), "button")
        XCTAssertNil(NearestName.find("bu", among: contexts))
        XCTAssertNil(NearestName.find("che", among: ["check", "checkbox"]))
    }
}
