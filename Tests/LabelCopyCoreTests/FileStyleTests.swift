import LabelCopyFormats
import XCTest

@testable import LabelCopyCore

/// What a whole file says about its titles' style, applied by the linter.
final class FileStyleTests: XCTestCase {
    func entry(_ key: String, _ value: String, line: Int, className: String? = nil, comment: String? = nil) -> LocalizationEntry {
        LocalizationEntry(
            key: key, locale: "en", value: value, comment: comment,
            location: SourceLocation(path: "en.lproj/Prefs.strings", line: line, column: 1), format: .strings, isSource: true,
            interfaceBuilderClass: className, valueRange: 0..<0)
    }

    func lint(_ entries: [LocalizationEntry]) -> [String] {
        let file = LocalizationFile(path: "en.lproj/Prefs.strings", format: .strings, locale: "en", entries: entries, document: nil)
        return Linter().lint([file]).findings.map { "\($0.ruleID):\($0.value)" }
    }

    func testMenuItemsOfAFileWithoutMenuArePopUpChoices() {
        let choices = [entry("a.title", "fit the screen", line: 1, className: "NSMenuItem"), entry("b.title", "Do nothing", line: 2, className: "NSMenuItem")]
        XCTAssertEqual(lint(choices), [], "pop-up choices complete a sentence-style label")
        let menu = choices + [entry("m.title", "View", line: 3, className: "NSMenu")]
        XCTAssertEqual(lint(menu), ["title-case:Do nothing"], "in a menu, a command is title style; a lowercase fragment is a choice")
    }

    func testLowercaseOptionGroupsAreADeliberateStyle() {
        let chips = ["music", "food", "art", "games"].enumerated().map { entry("Picker.Button.Category.\($0.element)", $0.element, line: $0.offset + 1) }
        XCTAssertEqual(lint(chips + [entry("Picker.Button.Category.All", "All", line: 9)]), [])
        XCTAssertEqual(lint([entry("Picker.Button.Next", "next step", line: 1)]), ["title-case:next step"])
        // Commands written in lowercase are a slip, however many there are.
        let commands = ["save", "open", "close"].enumerated().map { entry("button_\($0.element)", $0.element, line: $0.offset + 1) }
        XCTAssertEqual(lint(commands), ["title-case:save", "title-case:open", "title-case:close"])
    }

    func testACommentNamingTheKindOfTextOutranksTheKey() {
        let toast = entry("Menu.RemoveShortcut.Confirm", "Shortcut removed", line: 1, comment: "Toast displayed after removing a shortcut")
        XCTAssertEqual(lint([toast]), [])
    }
}
