import LabelCopyFormats
import XCTest

@testable import LabelCopyCore

/// Each table's source titles are checked once: the `Base` and `en` copies of one table are
/// one table, two apps' tables are two, and text that translation files repeat is checked at
/// its first file unless a table defines it.
final class LinterSourceTablesTests: XCTestCase {
    private func file(_ path: String, _ text: String) throws -> LocalizationFile {
        try FormatRegistry.parse(Array(text.utf8), path: path)
    }

    private func titleCasePaths(_ files: [LocalizationFile]) -> [String] {
        Linter().lint(files).findings.filter { $0.ruleID == "title-case" }.map(\.location.path).sorted()
    }

    func testTwoAppsDefiningTheSameTitleAreBothReported() throws {
        let text = "\"a.button\" = \"add item\";\n"
        let paths = titleCasePaths([
            try file("AppA/en.lproj/Localizable.strings", text), try file("AppB/en.lproj/Localizable.strings", text),
        ])
        XCTAssertEqual(paths, ["AppA/en.lproj/Localizable.strings", "AppB/en.lproj/Localizable.strings"])
    }

    func testBaseAndEnglishCopiesOfOneTableAreReportedOnce() throws {
        let text = "\"a.button\" = \"add item\";\n"
        let paths = titleCasePaths([
            try file("App/Base.lproj/Main.strings", text), try file("App/en.lproj/Main.strings", text),
            try file("App/en.lproj/Other.strings", text),
        ])
        XCTAssertEqual(paths, ["App/Base.lproj/Main.strings", "App/en.lproj/Other.strings"])
    }

    func testRepeatedSourceTextIsReportedOnceAndNotWhereATableDefinesIt() throws {
        let po = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\n#. Button title\nmsgid \"add item\"\nmsgstr \"x\"\n"
        let repeated = titleCasePaths([try file("po/de.po", po), try file("po/fr.po", po)])
        XCTAssertEqual(repeated, ["po/de.po"])
        let pot = "#. Button title\nmsgid \"add item\"\nmsgstr \"\"\n"
        let defined = titleCasePaths([try file("po/app.pot", pot), try file("po/de.po", po), try file("po/fr.po", po)])
        XCTAssertEqual(defined, ["po/app.pot"])
    }
}
