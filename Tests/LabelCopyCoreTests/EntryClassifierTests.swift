import LabelCopyFormats
import XCTest

@testable import LabelCopyCore

final class EntryClassifierTests: XCTestCase {
    func entry(_ key: String, _ value: String, comment: String? = nil, className: String? = nil, translatable: Bool = true) -> LocalizationEntry {
        LocalizationEntry(
            key: key, locale: "en", value: value, comment: comment, location: SourceLocation(path: "en.lproj/L.strings", line: 1, column: 1),
            format: .strings, isSource: true, translatable: translatable, interfaceBuilderClass: className)
    }

    func testInterfaceBuilderClassesDecideTitleAndContext() {
        let classifier = EntryClassifier()
        XCTAssertEqual(classifier.judge(entry("a.normalTitle", "Save", className: "UIButton")).context, .button)
        XCTAssertTrue(classifier.judge(entry("a.normalTitle", "Save", className: "UIButton")).isTitle)
        XCTAssertEqual(classifier.judge(entry("b.title", "New Window", className: "NSMenuItem")).context, .menuItem)
        XCTAssertEqual(classifier.judge(entry("c.title", "Show hidden files", className: "NSButtonCell")).context, .checkbox)
        XCTAssertEqual(EntryClassifier(buttonCellsAreButtons: true).judge(entry("c.title", "Customize…", className: "NSButtonCell")).context, .button)
        for label in ["NSTextFieldCell", "UILabel", "NSWindow"] {
            XCTAssertFalse(classifier.judge(entry("d.text", "Username", className: label)).isTitle, label)
        }
    }

    func testKeyWordsAndComments() {
        let classifier = EntryClassifier()
        XCTAssertTrue(classifier.judge(entry("cart.button.add", "add to cart")).isTitle)
        XCTAssertTrue(classifier.judge(entry("saveBtn", "Save")).isTitle)
        XCTAssertTrue(classifier.judge(entry("onboardingCTA", "Get Started")).isTitle)
        XCTAssertEqual(classifier.judge(entry("file.menu.export", "Export")).context, .menuItem)
        XCTAssertTrue(classifier.judge(entry("share", "Share", comment: "Title of the share button")).isTitle)
        XCTAssertTrue(classifier.judge(entry("login.button", "Sign in")).reason.contains("login.button"))
        // Comments that mention a button while describing other text are no sign.
        XCTAssertFalse(classifier.judge(entry("cart.heading", "Your cart", comment: "Screen heading, not a button")).isTitle)
        XCTAssertFalse(classifier.judge(entry("share.hint", "Share with friends", comment: "Hint shown below the share button")).isTitle)
        XCTAssertFalse(classifier.judge(entry("share.a11y", "Share", comment: "Accessibility label for the share button")).isTitle)
        // "title" alone is no sign: screen titles and headings are titled too.
        XCTAssertFalse(classifier.judge(entry("settings.title", "Settings")).isTitle)
        // Words that merely contain a sign are not signs ("buttonhole", "transaction").
        XCTAssertFalse(classifier.judge(entry("transaction.status", "Pending")).isTitle)
        XCTAssertFalse(classifier.judge(entry("greeting", "Hello")).isTitle)
        XCTAssertTrue(EntryClassifier(allEntries: true).judge(entry("greeting", "Hello")).isTitle)
    }

    /// Only a key's and a comment's first `wordsLimit` characters are read for the words that
    /// mark a title: a key of megabytes is judged by its start.
    func testLongKeysAndCommentsAreJudgedByTheirStart() {
        let classifier = EntryClassifier()
        let filler = String(repeating: "x", count: EntryClassifier.wordsLimit)
        XCTAssertTrue(classifier.judge(entry("save.button." + filler, "Save")).isTitle)
        XCTAssertFalse(classifier.judge(entry(filler + ".button", "Save")).isTitle, "past the limit")
        XCTAssertTrue(classifier.judge(entry("a", "Save", comment: "Button " + filler)).isTitle)
        XCTAssertEqual(EntryClassifier.bounded("short"), "short")
        XCTAssertEqual(EntryClassifier.bounded(filler + "é").count, EntryClassifier.wordsLimit)
    }

    func testKeysThatNameTextAroundAnActionAreNoSign() {
        let classifier = EntryClassifier()
        XCTAssertFalse(classifier.judge(entry("delete.action.message", "This cannot be undone")).isTitle)
        XCTAssertFalse(classifier.judge(entry("share.button.accessibilityHint", "Shares the photo")).isTitle)
        XCTAssertFalse(classifier.judge(entry("purchase.button.toast", "Purchased")).isTitle)
        // A key that is the text itself says nothing about where it is shown.
        XCTAssertFalse(classifier.judge(entry("Perform action on selected items", "Perform action on selected items")).isTitle)
        XCTAssertFalse(classifier.judge(entry("Controls.Actions.A11YLabels.Unreblog", "Undo boost")).isTitle)
        XCTAssertFalse(classifier.judge(entry("status.action.translated-label", "Translated")).isTitle)
        XCTAssertFalse(classifier.judge(entry("Scene.Report.WhileWeReviewThisYouCanTakeAction", "While we review this")).isTitle)
        XCTAssertFalse(classifier.judge(entry("settings.display.status.action-secondary", "Secondary action")).isTitle)
        XCTAssertFalse(classifier.judge(entry("status.action.section.your-post", "Your post")).isTitle)
        // Actions are commands: title style, but they may name what they act on.
        XCTAssertEqual(classifier.judge(entry("status.action.share-link", "Share post link")).context, .menuItem)
        // Options in a filter or picker are titles that name things, so no verb is expected.
        XCTAssertEqual(classifier.judge(entry("filter.button.unread", "Unread")).context, .menuItem)
    }

    func testCommentsMustSayWhatTheEntryIs() {
        let classifier = EntryClassifier()
        XCTAssertTrue(classifier.judge(entry("a", "Save", comment: "Save button")).isTitle)
        XCTAssertFalse(classifier.judge(entry("b", "Choose an action", comment: "Text followed by buttons such as Save")).isTitle)
        XCTAssertFalse(classifier.judge(entry("c", "Saved", comment: "Shown when the user taps the save button")).isTitle)
        XCTAssertFalse(
            classifier.judge(entry("d", "Save", comment: "Used in several places across the app, including the title of the save button")).isTitle)
    }

    /// Words naming where a button is (an alert, help, an error view) or which one it is ("Next",
    /// "No") do not disclaim a comment or key that names a button; beside no button word they do.
    func testPlaceWordsBesideAButtonWordNameTheButton() {
        let classifier = EntryClassifier()
        XCTAssertTrue(classifier.judge(entry("k1", "Yes", comment: "Alert button")).isTitle)
        XCTAssertTrue(classifier.judge(entry("k2", "next", comment: "Next button")).isTitle)
        XCTAssertTrue(classifier.judge(entry("k3", "No", comment: "The No button of the delete alert")).isTitle)
        XCTAssertTrue(classifier.judge(entry("k4", "Retry", comment: "Button in the error view")).isTitle)
        XCTAssertTrue(classifier.judge(entry("help.button", "get  help")).isTitle)
        XCTAssertTrue(classifier.judge(entry("error.retry.button", "Try again")).isTitle)
        XCTAssertFalse(classifier.judge(entry("k5", "Tap to retry", comment: "Label next to the retry button")).isTitle)
        XCTAssertFalse(classifier.judge(entry("k6", "Could not save", comment: "Error alert title")).isTitle)
        XCTAssertFalse(classifier.judge(entry("k7", "Saved", comment: "Message shown after the save button")).isTitle)
        XCTAssertFalse(classifier.judge(entry("error.message.button", "Something went wrong")).isTitle)
        XCTAssertFalse(classifier.judge(entry("help.text", "Swipe to see more")).isTitle)
        XCTAssertFalse(classifier.judge(entry("k8", "Resume the transfer", comment: "Torrent cell -> button info")).isTitle)
    }

    func testOnlyTitlePropertiesOfInterfaceBuilderElementsAreTitles() {
        let classifier = EntryClassifier()
        XCTAssertTrue(classifier.judge(entry("abc-12-xyz.normalTitle", "Save", className: "UIButton")).isTitle)
        XCTAssertTrue(classifier.judge(entry("abc-12-xyz.segmentTitles[1]", "Week", className: "UISegmentedControl")).isTitle)
        XCTAssertFalse(classifier.judge(entry("abc-12-xyz.ibShadowedToolTip", "Saves the file", className: "NSButton")).isTitle)
        XCTAssertFalse(classifier.judge(entry("abc-12-xyz.placeholderString", "Search", className: "NSButton")).isTitle)
    }

    func testShapeRulesOutSentences() {
        let classifier = EntryClassifier()
        XCTAssertFalse(classifier.judge(entry("help.button.text", "Tap the button below to continue. It only takes a minute.")).isTitle)
        XCTAssertFalse(classifier.judge(entry("x.button", "Line one\nLine two")).isTitle)
        XCTAssertFalse(classifier.judge(entry("x.button", "   ")).isTitle)
        XCTAssertFalse(classifier.judge(entry("x.button", "Save", translatable: false)).isTitle)
        XCTAssertFalse(classifier.judge(entry("x.button", "This is a long sentence that explains it.")).isTitle)
        XCTAssertTrue(classifier.judge(entry("x.button", "Save.")).isTitle, "a short title with a stray period is still a title")
    }

    func testKeyWordsSplitAtCamelCaseAndPunctuation() {
        XCTAssertEqual(EntryClassifier.words(of: "cartButton.addItem_title"), ["cart", "button", "add", "item", "title"])
        XCTAssertEqual(EntryClassifier.words(of: "openURLButton"), ["open", "url", "button"])
        XCTAssertEqual(EntryClassifier.words(of: "ok_btn2"), ["ok", "btn", "2"])
    }
}
