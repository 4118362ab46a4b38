import LabelCopyCore
import XCTest

final class ConfigurationLocatorTests: XCTestCase {
    func testAbsolutePathsWalkUpToTheRoot() {
        XCTAssertEqual(
            ConfigurationLocator.candidatePaths(forFile: "/work/app/en.lproj/Main.strings"),
            [
                "/work/app/en.lproj/.labelcopy.json", "/work/app/.labelcopy.json", "/work/.labelcopy.json", "/.labelcopy.json",
            ])
    }

    func testRelativePathsWalkUpToTheWorkingDirectory() {
        XCTAssertEqual(
            ConfigurationLocator.candidatePaths(forFile: "app/./en.lproj//Main.strings"),
            [
                "app/en.lproj/.labelcopy.json", "app/.labelcopy.json", ".labelcopy.json",
            ])
        XCTAssertEqual(ConfigurationLocator.candidatePaths(forFile: "Main.strings"), [".labelcopy.json"])
        XCTAssertEqual(
            ConfigurationLocator.candidatePaths(forFile: "app/x/../Main.strings"), ["app/.labelcopy.json", ".labelcopy.json"])
    }

    func testPathsAboveTheWorkingDirectoryStopWhereTheTextDoes() {
        XCTAssertEqual(
            ConfigurationLocator.candidatePaths(forFile: "../other/Main.strings"),
            [
                "../other/.labelcopy.json", "../.labelcopy.json",
            ])
    }

    func testDirectoriesStartAtThemselves() {
        XCTAssertEqual(
            ConfigurationLocator.candidatePaths(inDirectory: "/a/b/"),
            ["/a/b/.labelcopy.json", "/a/.labelcopy.json", "/.labelcopy.json"])
        XCTAssertEqual(ConfigurationLocator.candidatePaths(inDirectory: "/"), ["/.labelcopy.json"])
        XCTAssertEqual(ConfigurationLocator.candidatePaths(inDirectory: ""), [".labelcopy.json"])
    }
}
