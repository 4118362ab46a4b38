import XCTest

@testable import LabelCopyCore

/// Verb-first's message, written into one pre-sized string, reads as the sentence it replaces.
final class VerbFirstMessageTests: XCTestCase {
    func testMessageWithAndWithoutTheOpenSuggestion() {
        for word in ["Settings", "My", "Über", "Réglages d’impression", ""] {
            for phrase in ["is a noun", "is a possessive pronoun", ""] {
                XCTAssertEqual(
                    VerbFirstRule.message(word, phrase, suggestingOpen: true),
                    "'\(word)' \(phrase); start with a verb that says what happens, e.g. 'Open \(word)'.")
                XCTAssertEqual(
                    VerbFirstRule.message(word, phrase, suggestingOpen: false),
                    "'\(word)' \(phrase); start with a verb that says what happens.")
            }
        }
    }
}
