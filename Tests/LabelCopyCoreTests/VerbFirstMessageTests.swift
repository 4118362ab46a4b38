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
            ("Account Settings Updated Successfully", "Account Settings"), ("iCloud Settings for %@", "iCloud Settings"),
            ("Terms of Use", "Terms of Use"), ("Posts and Replies", "Posts and Replies"), ("Page %d of %d", "Page %d of %d"),
            ("Hardware decoder:", "Hardware Decoder"),
            // A title in capitals is named as title case converts it; an acronym alone stays.
            ("SETTINGS", "Settings"), ("ORDER SUMMARY", "Order Summary"), ("ICLOUD SETTINGS", "iCloud Settings"),
            ("HEIF", "HEIF"), ("PDF", "PDF"),
        ] {
            let message = try XCTUnwrap(rule.check(AnalyzedTitle(title))?.message, title)
            XCTAssertTrue(message.hasSuffix("e.g. 'Open \(named)'."), "\(title): \(message)")
        }
    }

    /// What a count counts, and a noun before "to", offer nothing to open ("Open Coins", "Open
    /// Time" would be no command); a placeholder that holds no count leaves the example.
    func testCountedNounsAndNounsBeforeToNameNothingToOpen() throws {
        try assertNothingToOpen(
            in: ["%d Coins", "%lu Files", "{count} Messages", "%lu Torrent Files", "Time to Stand", "Seconds to Prefetch:"],
            yet: "%@ Settings", opens: "Settings")
    }

    /// A verb that names a setting before its value offers nothing to open ("Open Sort"); a noun
    /// alone before a colon keeps the example.
    func testSettingNamesBeforeAValueNameNothingToOpen() throws {
        try assertNothingToOpen(
            in: ["Sort: Newest", "Repeat: Off", "Speed: 1.5×", "Sync: Paused"], yet: "Privacy Level:", opens: "Privacy Level")
    }

    /// Asserts that verb-first's message offers no example for each of `titles`, and that for
    /// `title` it ends with "e.g. 'Open <named>'.".
    private func assertNothingToOpen(
        in titles: [String], yet title: String, opens named: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let rule = VerbFirstRule()
        for silent in titles {
            let message = try XCTUnwrap(rule.check(AnalyzedTitle(silent))?.message, silent, file: file, line: line)
            XCTAssertFalse(message.contains("e.g."), "\(silent): \(message)", file: file, line: line)
        }
        let message = try XCTUnwrap(rule.check(AnalyzedTitle(title))?.message, title, file: file, line: line)
        XCTAssertTrue(message.hasSuffix("e.g. 'Open \(named)'."), message, file: file, line: line)
    }

    /// A noun phrase that states the state it is in is reported as a status, quoted to the end
    /// of its clause, with nothing to open; an aside in brackets or an adverb at the end leaves
    /// the noun phrase to open.
    func testStatusesAreNamedWithoutAPlaceToOpen() throws {
        let rule = VerbFirstRule()
        for (title, status) in [
            ("Storage Full", "Storage Full"), ("Password is too short", "Password is too short"),
            ("Window becomes active", "Window becomes active"), ("Upload Failed", "Upload Failed"),
            ("Payment failed.", "Payment failed"), ("Account Settings Updated", "Account Settings Updated"),
            ("Level 3 Complete", "Level 3 Complete"), ("Update Available", "Update Available"),
            ("Sync in Progress", "Sync in Progress"), ("Record Not Found", "Record Not Found"),
            ("iCloud Storage Is Full", "iCloud Storage Is Full"), ("Messages Sent: %d", "Messages Sent"),
            ("Notifications Off", "Notifications Off"), ("Metronome On", "Metronome On"),
            ("Connection Timed Out", "Connection Timed Out"), ("Connection interrupted.", "Connection interrupted"),
            ("Accessory Not Supported", "Accessory Not Supported"), ("Battery Low", "Battery Low"),
            ("Network Unreachable", "Network Unreachable"),
        ] {
            let message = try XCTUnwrap(rule.check(AnalyzedTitle(title))?.message, title)
            XCTAssertEqual(message, "'\(status)' is a status, not an action; start with a verb that says what happens.", title)
        }
        for (title, named) in [
            ("Badge (Lower Left)", "Badge"), ("Account Settings Updated Successfully", "Account Settings"),
            ("Sync Error", "Sync Error"), ("Notifications for %@", "Notifications"),
            ("Content & Privacy Restrictions", "Content & Privacy Restrictions"),
            ("Contact  Info", "Contact Info"), ("Pickup Time", "Pickup Time"), ("Login Screen", "Login Screen"),
            ("Second Red", "Second"), ("Backup Codes", "Backup Codes"), ("Pickup Times", "Pickup Times"),
            ("Login & Security", "Login & Security"),
        ] {
            let message = try XCTUnwrap(rule.check(AnalyzedTitle(title))?.message, title)
            XCTAssertTrue(message.hasSuffix("e.g. 'Open \(named)'."), "\(title): \(message)")
        }
        // The one-word form of a phrasal verb alone or before an object is the verb written as
        // one word; before a noun it modifies it names a thing.
        for (title, verb) in [("Backup Now", "Back Up"), ("Setup Touch ID", "Set Up"), ("backup my iphone", "Back Up")] {
            let message = try XCTUnwrap(rule.check(AnalyzedTitle(title))?.message, title)
            XCTAssertTrue(message.hasSuffix("use the verb '\(verb)'."), "\(title): \(message)")
        }
        // Readings other than nouns and names keep their own message ("Getting Started" names an
        // activity, "Saved Items" opens with a participle).
        for (title, prefix) in [
            ("Getting Started", "'Getting' is an -ing form"), ("Saved Items", "'Saved' is a past participle"),
        ] {
            let message = try XCTUnwrap(rule.check(AnalyzedTitle(title))?.message, title)
            XCTAssertTrue(message.hasPrefix(prefix), "\(title): \(message)")
        }
    }
}
