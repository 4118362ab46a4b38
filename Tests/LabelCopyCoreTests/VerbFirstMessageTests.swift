import XCTest

@testable import LabelCopyCore

/// Verb-first's message, written into one pre-sized string, reads as the sentence it replaces.
final class VerbFirstMessageTests: XCTestCase {
    func testMessageWithAndWithoutTheOpenSuggestion() {
        for word in ["Settings", "My", "Über", "Réglages d’impression", ""] {
            for phrase in ["is a noun", "is a possessive pronoun", ""] {
                XCTAssertEqual(
                    VerbFirstRule.message(word, phrase, open: word + " Settings"),
                    "'\(word)' \(phrase); start with a verb that says what happens, e.g. 'Open \(word) Settings'.")
                XCTAssertEqual(
                    VerbFirstRule.message(word, phrase, open: nil),
                    "'\(word)' \(phrase); start with a verb that says what happens.")
            }
        }
    }

    /// The example names the whole noun phrase, in title style.
    func testOpenNamesTheWholeNounPhrase() throws {
        let rule = VerbFirstRule()
        for (title, named) in [
            ("Account settings", "Account Settings"), ("Photo Library", "Photo Library"), ("Settings", "Settings"),
            ("Order Summary: %@", "Order Summary"), ("Bedroom Speakers…", "Bedroom Speakers"),
            ("Notifications Off", "Notifications"), ("Storage Full", "Storage"),
            ("Account Settings Updated Successfully", "Account Settings"), ("iCloud Settings for %@", "iCloud Settings"),
            ("Terms of Use", "Terms of Use"), ("Posts and Replies", "Posts and Replies"), ("Page %d of %d", "Page %d of %d"),
            ("Password is too short", "Password"), ("Hardware decoder:", "Hardware Decoder"), ("Window becomes active", "Window"),
            // A title in capitals is named as title case converts it; an acronym alone stays.
            ("SETTINGS", "Settings"), ("ORDER SUMMARY", "Order Summary"), ("ICLOUD SETTINGS", "iCloud Settings"),
            ("HEIF", "HEIF"), ("PDF", "PDF"),
        ] {
            let message = try XCTUnwrap(rule.check(AnalyzedTitle(title))?.message, title)
            XCTAssertTrue(message.hasSuffix("e.g. 'Open \(named)'."), "\(title): \(message)")
        }
    }
}
