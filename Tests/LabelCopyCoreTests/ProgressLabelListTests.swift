import XCTest

@testable import LabelCopyCore

/// Progress-label asks its word lists only about words whose lexicon classes allow it; that is
/// exact because every ASCII word of a list carries the list's class in the index.
final class ProgressLabelListTests: XCTestCase {
    private func assertListsCarryTheirClasses(_ lexicon: Lexicon, file: StaticString = #filePath, line: UInt = #line) {
        let lists: [(Set<String>, WordClass)] = [
            (lexicon.articles, .article), (lexicon.determiners, .determiner), (lexicon.pronouns, .pronoun),
            (lexicon.particles, .particle), (lexicon.prepositions, .preposition), (lexicon.compoundHeads, .compoundHead),
        ]
        var checked = 0
        for (list, wordClass) in lists {
            for word in list where !word.isEmpty && word.utf8.allSatisfy({ $0 < 0x80 }) {
                XCTAssertTrue(
                    lexicon.info(word).classes.contains(wordClass), "\(word) lacks \(wordClass)", file: file, line: line)
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 50, file: file, line: line)
    }

    func testStandardListsCarryTheirClasses() {
        assertListsCarryTheirClasses(.standard)
    }

    func testExtendedListsCarryTheirClasses() {
        let lexicon = Lexicon.standard.extended(with: ["particles": "yonder\n", "prepositions": "amidst\n"])
        assertListsCarryTheirClasses(lexicon)
        XCTAssertTrue(lexicon.particles.contains("yonder"))
    }

    func testProgressLabelsWithListedAndUnlistedWords() {
        let rule = ProgressLabelRule()
        XCTAssertNotNil(rule.check(AnalyzedTitle("Moving to Trash")), "preposition after the gerund")
        XCTAssertNotNil(rule.check(AnalyzedTitle("Signing Out")), "particle after the gerund")
        XCTAssertNotNil(rule.check(AnalyzedTitle("Uploading the File")), "article after the gerund")
        XCTAssertNil(rule.check(AnalyzedTitle("Loading Screen")), "compound head after the gerund")
        XCTAssertNil(rule.check(AnalyzedTitle("Sharing Options")))
        XCTAssertNil(rule.check(AnalyzedTitle("Learning Center")), "a place named by its activity")
        XCTAssertNil(rule.check(AnalyzedTitle("Streaming Quality")), "an attribute of the activity")
        XCTAssertNil(rule.check(AnalyzedTitle("Matching Gift Deadline")), "when the activity is due")
        XCTAssertNil(rule.check(AnalyzedTitle("Walking Schedule")), "when the activity happens")
        XCTAssertNil(rule.check(AnalyzedTitle("Feeding")), "an activity a tracker logs")
        XCTAssertNotNil(rule.check(AnalyzedTitle("Loading Gift Cards")), "a plain object after the gerund")
        XCTAssertNotNil(rule.check(AnalyzedTitle("Recalculating Formulas")), "\"re-\" before a listed verb")
        XCTAssertTrue(ProgressLabelRule.isGerund("recalculating", lexicon: .standard), "the string path agrees")
        XCTAssertFalse(ProgressLabelRule.isGerund("remaining", lexicon: .standard), "\"maining\" is no verb's -ing form")
        XCTAssertNil(rule.check(AnalyzedTitle("Shopping Cart")), "a compound noun")
        XCTAssertNil(rule.check(AnalyzedTitle("Tracking Protection")), "a feature named by its activity")
        XCTAssertNil(rule.check(AnalyzedTitle("Seeding Complete")), "a state reached")
        XCTAssertNil(rule.check(AnalyzedTitle("Syncing failed")), "a state reached")
        XCTAssertNil(rule.check(AnalyzedTitle("Getting Started")), "a heading")
        XCTAssertNil(rule.check(AnalyzedTitle("Missing Items")), "a listed adjective")
        XCTAssertNil(rule.check(AnalyzedTitle("Missing")), "a listed adjective")
        XCTAssertNil(rule.check(AnalyzedTitle("Breaking News")), "a listed adjective")
        XCTAssertNotNil(rule.check(AnalyzedTitle("Setting Up")), "a listed noun's -ing form before its particle")
        XCTAssertNotNil(rule.check(AnalyzedTitle("Setting Up Your Mac")), "the verb before its particle and object")
        XCTAssertNil(rule.check(AnalyzedTitle("Recording in Progress")), "a noun before a preposition")
        XCTAssertNotNil(rule.check(AnalyzedTitle("Processing Payment")), "gerund with its object")
        XCTAssertNotNil(rule.check(AnalyzedTitle("Getting Cookie")), "gerund with its object")
        // -ing words the lexicon lists as nouns are nouns here too, as they are to verb-first.
        XCTAssertNil(rule.check(AnalyzedTitle("Sharing")), "a listed noun")
        XCTAssertNil(rule.check(AnalyzedTitle("Tracking")), "a listed noun")
        XCTAssertNil(rule.check(AnalyzedTitle("Onboarding")), "a listed noun")
        XCTAssertNotNil(rule.check(AnalyzedTitle("Saving")), "a lone gerund")
        XCTAssertNotNil(rule.check(AnalyzedTitle("Sharing the File")), "a listed noun with an object")
        // The plural of a compound head heads a compound too.
        XCTAssertNil(rule.check(AnalyzedTitle("Typing Indicators")), "plural of a compound head")
        XCTAssertNil(rule.check(AnalyzedTitle("Typing Indicators Café")), "plural of a compound head, text not ASCII")
        XCTAssertNotNil(rule.check(AnalyzedTitle("Uploading Photos")), "a plural object")
        XCTAssertNil(rule.check(AnalyzedTitle("Buying Power")), "a compound noun")
        XCTAssertNil(rule.check(AnalyzedTitle("Opening Balance")), "a compound noun")
        XCTAssertNil(rule.check(AnalyzedTitle("Saving Goal")), "a compound noun")
        XCTAssertNotNil(rule.check(AnalyzedTitle("Saving Photo")), "an object")
    }

    /// Checks each title's fix by progress-label: the title with "…", or nil for no report.
    private func assertLabels(_ table: [(title: String, fixed: String?)], file: StaticString = #filePath, line: UInt = #line) {
        for (title, fixed) in table {
            XCTAssertEqual(ProgressLabelRule().check(AnalyzedTitle(title))?.replacement, fixed, title, file: file, line: line)
        }
    }

    /// A plain object may take a preposition's phrase or a second plain word after it; not a
    /// compound before a preposition, a compound head last, a state or a compound.
    func testGerundsWithLongerObjects() {
        assertLabels([
            ("Uploading Image to Server", "Uploading Image to Server…"),
            ("Contacting Authorization Server", "Contacting Authorization Server…"),
            ("Uploading Café Photo", "Uploading Café Photo…"),
            ("Learning Center for Kids", nil), ("Breaking News Alert", nil), ("Running Late Today", nil),
            ("Streaming Quality Settings", nil),
            ("Transferring Data", "Transferring Data…"), ("Publishing Episode %d", "Publishing Episode %d…"),
            ("Logging Out of All Devices", "Logging Out of All Devices…"),
            ("Logging Out of Todos Café", "Logging Out of Todos Café…"),
            ("Printing Página for the Team", "Printing Página for the Team…"),
            ("Learning Resources", nil), ("Saving the File for You", nil),
            ("Closing Soon", nil), ("Opening Soon", nil),
        ])
    }

    /// "In" a value and a unit of time is a countdown to something that has not begun; a value
    /// alone, or another preposition, is still the action's object or phrase.
    func testCountdownsAreNoActionsInProgress() {
        assertLabels([
            ("Arriving in 5 Minutes", nil), ("Uploading in %d seconds", nil), ("Restarting in {count} Secs", nil),
            ("Expiring in 3 Days", nil), ("Closing in 2 hrs", nil), ("Arriving in 5\u{00A0}Minutes", nil),
            ("Uploading in 5 Parts", "Uploading in 5 Parts…"), ("Uploading %d Files", "Uploading %d Files…"),
            ("Uploading for 5 Minutes", "Uploading for 5 Minutes…"),
        ])
    }

    /// An action going through numbered items may take four words after the gerund; five words,
    /// or four that neither count items nor open a preposition's phrase, are too many (ASCII or not).
    func testGerundsCountingItems() {
        assertLabels([
            ("Printing Page 3 of 10", "Printing Page 3 of 10…"), ("Exporting Slide %d of %d", "Exporting Slide %d of %d…"),
            ("Exporting Página 3 of 10", "Exporting Página 3 of 10…"),
            ("Printing Page 3 to 10", nil), ("Printing Page 3 of 10 Now", nil), ("Printing the Pages for You", nil),
            ("Printing Página Café Team Now", nil),
            ("Downloading 2 of 7 Episodes", "Downloading 2 of 7 Episodes…"), ("Uploading %d of %d Fotos Café", nil),
        ])
    }

    /// The -ing form of a phrasal verb's verb that is no verb alone ("back" of "back up") is
    /// still the verb before the particle, and only there; text that is not ASCII takes the
    /// rule's other reading of the words.
    func testGerundsOfPhrasalVerbsWhoseVerbIsNotListedAlone() {
        assertLabels([
            ("backing up iPhone", "backing up iPhone…"), ("Backing Up", "Backing Up…"),
            ("Backing Up Your Mac", "Backing Up Your Mac…"), ("Backing Up Café", "Backing Up Café…"),
            ("Backing Tracks", nil), ("Backing", nil), ("Backing In", nil),
        ])
    }

    /// -ing words that name a thing in finance, fitness and commerce apps are no actions in progress.
    func testGerundNounsTakeNoEllipsis() {
        assertLabels([
            ("Spending by Category", nil), ("Spending", nil), ("Training Load", nil), ("Pricing", nil), ("Seating Chart", nil),
            ("Saving", "Saving…"), ("Loading", "Loading…"),
        ])
    }

    /// A lone "on" or "off" after an -ing word the lists call a noun names that feature's state
    /// unless the two are a listed phrasal verb; after other -ing words it stays a particle (the
    /// phrasal-verb list does not hold every intransitive pair); the readings agree.
    func testOnOrOffAloneAfterAFeatureIsAState() {
        assertLabels([
            ("Tracking Off", nil), ("Sharing On", nil),
            ("Turning Off", "Turning Off…"), ("Switching On", "Switching On…"), ("Signing Off", "Signing Off…"),
            ("Logging Off", "Logging Off…"), ("Moving On", "Moving On…"), ("Syncing Off", "Syncing Off…"),
        ])
    }
}
