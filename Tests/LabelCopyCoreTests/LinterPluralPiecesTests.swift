import LabelCopyFormats
import XCTest

@testable import LabelCopyCore

/// A plural variant of a substitution is one piece of a title: its letter case is judged, but
/// not whether it starts with a verb or how long the whole title is.
final class LinterPluralPiecesTests: XCTestCase {
    func testSubstitutionVariantsAreNotJudgedAsWholeTitles() throws {
        let stringsdict = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>delete.button</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key>
                    <string>delete %#@items@</string>
                    <key>items</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key>
                        <string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key>
                        <string>d</string>
                        <key>one</key>
                        <string>%d item</string>
                        <key>other</key>
                        <string>%d items in the selected shared album folders</string>
                    </dict>
                </dict>
            </dict>
            </plist>

            """
        let file = try FormatRegistry.parse(Array(stringsdict.utf8), path: "App/en.lproj/Localizable.stringsdict")
        let findings = Linter().lint([file]).findings
        let byValue = Dictionary(grouping: findings, by: \.value).mapValues { Set($0.map(\.ruleID)) }
        XCTAssertEqual(byValue["delete %#@items@"], ["title-case"])
        XCTAssertEqual(byValue["%d item"], ["title-case"])
        XCTAssertEqual(byValue["%d items in the selected shared album folders"], ["title-case"])
    }
}
