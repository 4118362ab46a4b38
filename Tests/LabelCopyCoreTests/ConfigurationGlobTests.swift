import Foundation
import LabelCopyCore
import XCTest

final class ConfigurationGlobTests: XCTestCase {
    private func path(_ pattern: String) throws -> GlobPattern {
        try XCTUnwrap(GlobPattern(pattern, kind: .path), pattern)
    }

    private func key(_ pattern: String) throws -> GlobPattern {
        try XCTUnwrap(GlobPattern(pattern, kind: .key), pattern)
    }

    func testStarStaysInsideOneSegment() throws {
        let pattern = try path("Resources/*.strings")
        XCTAssertTrue(pattern.matches("Resources/Main.strings"))
        XCTAssertFalse(pattern.matches("Resources/en.lproj/Main.strings"))
        XCTAssertFalse(pattern.matches("Other/Resources/Main.strings"), "a pattern with '/' is anchored")
    }

    func testDoubleStarSpansSegments() throws {
        let pattern = try path("android/**/strings.xml")
        XCTAssertTrue(pattern.matches("android/strings.xml"), "** also matches no segment")
        XCTAssertTrue(pattern.matches("android/app/src/main/res/values/strings.xml"))
        XCTAssertFalse(pattern.matches("ios/android/values/strings.xml"))
        XCTAssertTrue(try path("**/Pods/**").matches("a/b/Pods/x/Localizable.strings"))
        XCTAssertTrue(try path("a/**/b/**/c").matches("a/x/b/y/z/c"))
        XCTAssertFalse(try path("a/**/b/**/c").matches("a/x/c/y/b"))
    }

    func testPatternWithoutSlashMatchesAtAnyDepth() throws {
        let pattern = try path("*.xcstrings")
        XCTAssertTrue(pattern.matches("Localizable.xcstrings"))
        XCTAssertTrue(pattern.matches("App/Resources/Localizable.xcstrings"))
        XCTAssertFalse(pattern.matches("App/Localizable.strings"))
        XCTAssertFalse(try path("/*.xcstrings").matches("App/Localizable.xcstrings"), "a leading '/' anchors")
    }

    func testFolderPatternCoversItsContents() throws {
        XCTAssertTrue(try path("Pods").matches("Pods/Alamofire/en.lproj/Localizable.strings"))
        XCTAssertTrue(try path("Sources/Generated/").matches("Sources/Generated/x.strings"))
        XCTAssertFalse(try path("Sources/Generated").matches("Sources/GeneratedOther/x.strings"))
        XCTAssertTrue(try path("*.lproj").matches("App/de.lproj/Main.strings"))
    }

    func testQuestionMarkAndCharacterClasses() throws {
        XCTAssertTrue(try path("values-??/strings.xml").matches("values-de/strings.xml"))
        XCTAssertFalse(try path("values-??/strings.xml").matches("values-deu/strings.xml"))
        let region = try path("values-[a-z][a-z]-r[A-Z][A-Z]")
        XCTAssertTrue(region.matches("values-pt-rBR/strings.xml"))
        XCTAssertFalse(region.matches("values-pt-rbr/strings.xml"))
        XCTAssertTrue(try path("[!.]*.strings").matches("Main.strings"))
        XCTAssertFalse(try path("[!.]*.strings").matches(".hidden.strings"))
        XCTAssertTrue(try path("[^x]y").matches("ay"))
        XCTAssertFalse(try path("a?b").matches("a/b"), "? does not match '/'")
    }

    func testEscapes() throws {
        XCTAssertTrue(try key("menu.\\*").matches("menu.*"))
        XCTAssertFalse(try key("menu.\\*").matches("menu.open"))
        XCTAssertTrue(try key("a\\[1]").matches("a[1]"))
    }

    func testKeyStarMatchesDotsAndSlashes() throws {
        let pattern = try key("*.button.*")
        XCTAssertTrue(pattern.matches("cart.button.add"))
        XCTAssertTrue(pattern.matches("screens/cart.button.add.title"))
        XCTAssertFalse(pattern.matches("cart.buttons.add"))
        XCTAssertTrue(try key("*").matches(""))
        XCTAssertTrue(try key("**").matches("a/b.c"))
        XCTAssertTrue(try key("a*b*c").matches("abbbbc"))
        XCTAssertFalse(try key("a*b*c").matches("abbbbcd"))
    }

    func testMalformedPatternsAreRefusedWithAReason() {
        XCTAssertNil(GlobPattern("[abc", kind: .path))
        XCTAssertEqual(GlobPattern.syntaxProblem(in: "[abc"), "pattern '[abc' has a '[' without its closing ']'")
        XCTAssertEqual(GlobPattern.syntaxProblem(in: "[!]"), "pattern '[!]' has a '[' without its closing ']'")
        XCTAssertEqual(GlobPattern.syntaxProblem(in: "a\\"), "pattern 'a\\' ends with a lone '\\'")
        XCTAssertEqual(GlobPattern.syntaxProblem(in: ""), "empty pattern")
        XCTAssertNil(GlobPattern.syntaxProblem(in: "[]]"), "a ']' first in a class is a member")
        XCTAssertTrue(GlobPattern("[]]", kind: .key)?.matches("]") ?? false)
    }

    func testManyStarsStayFast() throws {
        // Backtracking without memoization is exponential here; the matcher must answer at once.
        let pattern = try path(Array(repeating: "**/a*a*a*", count: 8).joined(separator: "/") + "/b")
        let text = Array(repeating: String(repeating: "a", count: 30), count: 30).joined(separator: "/")
        let start = Date()
        XCTAssertFalse(pattern.matches(text))
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
    }
}
