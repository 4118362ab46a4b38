import LabelCopyTestSupport
import XCTest

@testable import LabelCopyCore

/// The context of an entry reads the words of its key and comment in place when they are ASCII:
/// it must choose as the words themselves (`UIContext.words`) do, on any text.
final class UIContextPlaceWordsTests: XCTestCase {
    /// The context chosen from the words as strings, as it was before the words were read in place.
    private func oracle(key: String, comment: String?, className: String?) -> UIContext {
        let words = UIContext.words(key) + UIContext.words(comment ?? "")
        if let className, let context = UIContext.interfaceBuilderClasses[className] {
            return context == .navigationBarButton && words.contains("toolbar") ? .toolbarItem : context
        }
        for (word, context) in UIContext.keyWords where words.contains(word) { return context }
        if zip(words, words.dropFirst()).contains(where: { $0 == "action" && $1 == "sheet" }) { return .actionSheetRow }
        return .unknown
    }

    func testAgreesWithTheWordsOnRandomKeysAndComments() {
        let pieces = [
            "alert", "Alert", "ALERT", "action", "Action", "sheet", "Sheet", "actionSheet", "ActionSheet", "toolbar", "Toolbar",
            "tabBar", "TabBar", "tab", "Tabs", "segmented", "navBar", "nav", "Navigation", "menu", "Menu", "switch", "toggle",
            "button", "Button", "title", "URLField", "x", "X", "2", "42", "a1b", "save", "étiquette", "Tab\u{301}", "ß", "İ",
            "navİ", "ＴＯＯＬＢＡＲ", "menü", "\u{212A}",
        ]
        let separators = [".", "_", "-", " ", "", "", "/", "[0]", "\r\n", "\t", "é", "…", "'"]
        let classes: [String?] = [nil, nil, "UIBarButtonItem", "NSMenuItem", "UILabel"]
        var generator = SeededGenerator(seed: 0x5EED_0C0D)
        func text() -> String {
            var text = ""
            for _ in 0..<Int.random(in: 0...5, using: &generator) {
                text += pieces.randomElement(using: &generator)!
                text += separators.randomElement(using: &generator)!
            }
            return text
        }
        for _ in 0..<20000 {
            let key = text()
            let comment: String? = Bool.random(using: &generator) ? text() : nil
            let className = classes.randomElement(using: &generator)!
            var entry = LocaleFixture.entry(key, "Save", path: "a.strings", locale: "en", isSource: true)
            entry.comment = comment
            entry.interfaceBuilderClass = className
            XCTAssertEqual(
                UIContext(entry: entry), oracle(key: key, comment: comment, className: className),
                "key \(key.debugDescription), comment \(comment.debugDescription), class \(className ?? "none")")
        }
    }
}
