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
                XCTAssertTrue(lexicon.info(word).classes.contains(wordClass), "\(word) lacks \(wordClass)", file: file, line: line)
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
        XCTAssertNil(rule.check(AnalyzedTitle("Shopping Cart")), "a compound noun")
        XCTAssertNil(rule.check(AnalyzedTitle("Tracking Protection")), "a feature named by its activity")
        XCTAssertNil(rule.check(AnalyzedTitle("Seeding Complete")), "a state reached")
        XCTAssertNil(rule.check(AnalyzedTitle("Syncing failed")), "a state reached")
        XCTAssertNil(rule.check(AnalyzedTitle("Getting Started")), "a heading")
        XCTAssertNil(rule.check(AnalyzedTitle("Missing Items")), "a listed adjective")
        XCTAssertNil(rule.check(AnalyzedTitle("Missing")), "a listed adjective")
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

    /// A plain object may take a preposition's phrase or a second plain word after it.
    func testGerundsWithLongerObjects() {
        let rule = ProgressLabelRule()
        XCTAssertEqual(rule.check(AnalyzedTitle("Uploading Image to Server"))?.replacement, "Uploading Image to Server…")
        XCTAssertEqual(rule.check(AnalyzedTitle("Contacting Authorization Server"))?.replacement, "Contacting Authorization Server…")
        XCTAssertEqual(rule.check(AnalyzedTitle("Uploading Café Photo"))?.replacement, "Uploading Café Photo…")
        XCTAssertNil(rule.check(AnalyzedTitle("Learning Center for Kids")), "a compound before a preposition")
        XCTAssertNil(rule.check(AnalyzedTitle("Breaking News Alert")), "a compound head last")
        XCTAssertNil(rule.check(AnalyzedTitle("Running Late Today")), "a state")
        XCTAssertNil(rule.check(AnalyzedTitle("Streaming Quality Settings")), "a compound")
    }

    /// An action going through numbered items may take four words after the gerund.
    func testGerundsCountingItems() {
        let rule = ProgressLabelRule()
        XCTAssertEqual(rule.check(AnalyzedTitle("Printing Page 3 of 10"))?.replacement, "Printing Page 3 of 10…")
        XCTAssertEqual(rule.check(AnalyzedTitle("Exporting Slide %d of %d"))?.replacement, "Exporting Slide %d of %d…")
        XCTAssertEqual(rule.check(AnalyzedTitle("Exporting Página 3 of 10"))?.replacement, "Exporting Página 3 of 10…")
        XCTAssertNil(rule.check(AnalyzedTitle("Printing Page 3 to 10")), "no total")
        XCTAssertNil(rule.check(AnalyzedTitle("Printing Page 3 of 10 Now")), "five words after the gerund")
        XCTAssertNil(rule.check(AnalyzedTitle("Printing the Pages for You")), "four words that count nothing")
        XCTAssertNil(rule.check(AnalyzedTitle("Printing Página for the Team")), "four words that count nothing, not ASCII")
    }

    /// The -ing form of a phrasal verb's verb that is no verb alone ("back" of "back up") is
    /// still the verb before the particle, and only there.
    func testGerundsOfPhrasalVerbsWhoseVerbIsNotListedAlone() {
        let rule = ProgressLabelRule()
        XCTAssertEqual(rule.check(AnalyzedTitle("backing up iPhone"))?.replacement, "backing up iPhone…")
        XCTAssertEqual(rule.check(AnalyzedTitle("Backing Up"))?.replacement, "Backing Up…")
        XCTAssertEqual(rule.check(AnalyzedTitle("Backing Up Your Mac"))?.replacement, "Backing Up Your Mac…")
        XCTAssertNil(rule.check(AnalyzedTitle("Backing Tracks")), "no particle: the noun")
        XCTAssertNil(rule.check(AnalyzedTitle("Backing")), "no particle: the noun")
        XCTAssertNil(rule.check(AnalyzedTitle("Backing In")), "a particle of no listed phrasal verb of its stem")
        // Text that is not ASCII takes the rule's other reading of the words.
        XCTAssertEqual(rule.check(AnalyzedTitle("Backing Up Café"))?.replacement, "Backing Up Café…")
    }
}
