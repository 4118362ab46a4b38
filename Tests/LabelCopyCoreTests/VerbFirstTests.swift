import LabelCopyText
import XCTest

@testable import LabelCopyCore

/// Verb-first: what the first word is taken to be, and when the checker stays silent.
final class VerbFirstTests: XCTestCase {
    private let checker = VerbFirstChecker()

    private func reading(_ title: String) -> FirstWordReading? {
        checker.reading(of: Tokenizer.tokenize(title))?.reading
    }

    private func assertReadings(_ table: [(String, FirstWordReading?)], file: StaticString = #filePath, line: UInt = #line) {
        for (title, expected) in table {
            XCTAssertEqual(reading(title), expected, "verb-first reading of \"\(title)\"", file: file, line: line)
        }
    }

    func testVerbsAndVerbPhrasesAreAccepted() {
        assertReadings([
            ("Add to Cart", nil), ("Sign In", nil), ("Back Up Now", nil), ("Set Up Later", nil),
            ("Embed Video", nil), ("Proceed to Checkout", nil), ("Feed the Cat", nil), ("Bring All to Front", nil),
            ("Read More", nil), ("Cut Clip", nil), ("Set Timer", nil), ("Let's Go", nil),
        ])
    }

    /// A word before a verb can make a compound verb: silent there, sure only after a number or
    /// before a compound head.
    func testHyphenatedVerbsAreNotReported() {
        assertReadings([
            ("Double-Click to Open", nil), ("Right-Click for Options", nil), ("Auto-Fill Password", nil),
            ("Fast-Forward", nil), ("Long-Press to Edit", nil), ("Multi-Select", nil),
            ("Two-Step Verification", .modifier), ("One-Time Code", .modifier), ("Built-in Apps", .modifier),
            ("Full-Screen Mode", .modifier), ("Auto-Renew Settings", .modifier), ("Swipe Actions", .nounCompound),
            ("Auto-Lock: Never", .modifier), ("Fine-Tune Model", nil), ("Color-Code Events", nil), ("Cherry-Pick Commit", nil),
            // A verb joined to a noun describes a mode or settings after it; it commands a thing.
            ("Split-Screen Mode", .modifier), ("Read-Aloud Settings", .modifier), ("Split-Screen Video", nil),
        ])
    }

    func testTermAfterAValueIsWhatItMeasures() {
        assertReadings([("%.2f MB", nil), ("%@ GB", nil), ("PDF Options", .name)])
    }

    /// A progress label missing its "…" is progress-label's to report, not verb-first's.
    func testUnfinishedProgressLabelsAreLeftToProgressLabel() {
        assertReadings([
            ("Checking for Updates", nil), ("Connecting to %@", nil), ("Processing Payment", nil),
            ("Learning Center", .gerund), ("Streaming Quality", .gerund),
        ])
    }

    func testContractedIsAfterPronounsAndDeterminers() {
        assertReadings([
            ("It's Me", .pronoun), ("That's Not Me", .determiner), ("Here's How", .adverb), ("Today's Deals", .noun),
            ("Let's Go", nil),
        ])
    }

    /// A noun-looking first word before an article or a possessive is used as a verb.
    func testNounBeforeItsObjectIsAVerb() {
        assertReadings([
            ("Design Your Card", nil), ("Frame the Photo", nil), ("Name Your Playlist", nil),
            ("Design Mode", .noun), ("Account Settings", .noun), ("Number All Pages", nil), ("Backup All Photos", .noun),
            // A listed noun whose form is also a verb's and "-er" is not read again by that form.
            ("Project onto Surface", nil), ("Mine Ore", nil), ("Mine", .pronoun), ("Mine & Shared", .pronoun),
            ("Counter the Offer", nil), ("Letter the Pages", nil), ("Counter", .noun), ("Pointer Speed", .noun),
            // A participle naming chosen items opens an object too; at the end it states a status.
            ("Chart Selected Data", nil), ("Budget Selected Items", nil), ("Photo Selected", .status),
        ])
    }

    /// An adjective opening the title before an article, a possessive or "all" is used as a verb;
    /// not "Only", "Such" and the like, nor one after a value, nor before a letter set apart.
    func testAdjectiveBeforeItsObjectIsAVerb() {
        assertReadings([
            ("Smooth the Edges", nil), ("Double Your Storage", nil), ("Compact the Database", nil),
            ("Only My Followers Can See This", .adjective), ("Such a Deal", .determiner), ("Total A/V Sync", .adjective),
            ("Compact Mode", .adjective), ("Double", .adjective),
            // Before a verb or a pronoun, "Only" is an adverb; a noun or adjective before a pronoun
            // is still a verb.
            ("Only Show Unread", .adverb), ("Only Me", .adverb), ("Only It", .adverb), ("Only Friends", .adjective),
            ("Ping Me", nil), ("Half It", nil), ("Half Them", nil),
            // A demonstrative opens an object too, and a hyphenated word may be the object.
            ("Total This Column", nil), ("Total This", .adjective), ("Value Your Trade-In", nil), ("Total Amount", .adjective),
            ("Total Up Expenses", nil), ("Double Down", nil),
            // A verb that is an adjective too is the verb; an adjective before "Selected" stays one.
            ("Smooth Selected Points", nil), ("Smooth Scrolling", nil), ("Current Selected Layer", .adjective),
            ("Last Selected Folder", .adjective),
            // "This" or "Every" before a span of time that ends the title says when, not what.
            ("Popular This Week", .adjective), ("Due Every Month", .adjective), ("Total This Month", .adjective),
            ("Total This Month's Expenses", nil), ("Smooth This Layer", nil),
        ])
        XCTAssertEqual(
            VerbFirstRule().check(AnalyzedTitle("%@ left the chat"))?.message.hasPrefix("'left' is an adjective"), true)
    }

    /// A thing a command operates on is its object after such a verb, a compound's head otherwise.
    func testOperatedThingsAfterTheirVerbs() {
        assertReadings([
            ("Run Tests", nil), ("Run Test", nil), ("Print Results", nil), ("Call Number", nil), ("Scan Code", nil),
            ("Speed Test", .nounCompound), ("Test Results", .nounCompound), ("Run History", .nounCompound),
            ("Print Queue", .nounCompound), ("Call History", .nounCompound),
            // Tests, numbers and codes are the object of many commands: a compound only after a
            // word that names their kind.
            ("Take Test", nil), ("Retake Test", nil), ("Schedule Test", nil), ("Block Number", nil),
            ("Report Number", nil), ("Replay Code", nil), ("Order Number", .nounCompound), ("Access Code", .nounCompound),
            ("Build Number", .nounCompound), ("Order Details", .nounCompound), ("Retake Results", .nounCompound),
            // A manager is reached by the verbs that reach people.
            ("Bookmark Manager", .nounCompound), ("Contact Manager", nil), ("Message Manager", nil),
            ("Stream Quality", .nounCompound), ("Help Center", .nounCompound), ("Control Center", .nounCompound),
            // Qualities and centers are listed compounds: other verbs before them keep them as objects.
            ("Boost Quality", nil), ("Test Quality", nil), ("Crop Center", nil), ("Zoom Center", nil),
        ])
    }

    func testNumbersWrittenAsWordsAreQuantifiers() {
        assertReadings([("Two Photos Selected", .determiner), ("One More Step", .determiner)])
    }

    /// A count in digits before what it counts is a quantifier too; durations, measures, speeds
    /// and numbers before no known noun or adjective are choices or unknown, and silent.
    func testCountsInDigitsBeforeWhatTheyCount() {
        assertReadings([
            ("2 New Matches", .count), ("3 Photos Selected", .count), ("1 Contact", .count), ("12 Messages from %@", .count),
            ("1 Hour", nil), ("30 Minutes", nil), ("7 Days Left in Trial", nil), ("10 GB", nil), ("0.5x Video Size", nil),
            ("15sec Back", nil), ("5K Run", nil), ("1 of 3", nil), ("1970", nil), ("3 Times", nil),
            // A verb that is an adjective too, before a plural noun, tells what a count counts.
            ("3 Open Tickets", .count), ("%d open tabs", .adjective), ("{{count}} open tickets", .adjective),
            ("{itemCount} Open Windows", .adjective), ("%lld Open Issues", .adjective),
            ("3 Open", nil), ("%d Open", nil), ("%@ Open Tickets", nil), ("{name} Open Tickets", nil), ("%d Open Ticket", nil),
            // Thousands and millions count before a plural only; "more" or "other" may stand between.
            ("1.2K Likes", .count), ("3M views", .count), ("20k Messages", .count), ("2,5K Photos", .count),
            ("5K", nil), ("4K Video", nil), ("1.K Likes", nil), ("K2 Photos", nil),
            ("20 More Replies", .count), ("3 other devices", .count), ("2 More", nil), ("3 More Minutes", nil),
            ("5 More to Go", nil), ("Load 20 More Replies", nil),
            // A count and the state its items are in, ending the title.
            ("3 Selected", .count), ("2 Downloaded", .count), ("3 Selected Items", nil), ("Keep 3 Selected", nil),
        ])
    }

    /// A listed two-word noun whose first word is a verb reads as a noun phrase where it ends the
    /// title or a mark or preposition follows; before another word, or in a form not listed, the
    /// verb keeps its object.
    func testListedNounCompounds() {
        assertReadings([
            ("Release Notes", .nounCompound), ("release notes for 2.0", .nounCompound), ("Release Notes (v4.0)", .nounCompound),
            ("Render Queue", .nounCompound), ("Release\u{A0}Notes", .nounCompound), ("Sample\u{202F}Rate", .nounCompound),
            ("Sample Rate", .nounCompound), ("Track Name: %@", .nounCompound),
            ("Release Funds", nil), ("Track Name Changes", nil), ("Sort Orders", nil), ("Render", nil), ("Render Video", nil),
            ("Sort Order by Date", nil), ("Switch Control to %@", nil), ("Email Address to %@", nil),
        ])
        // A project's conventional titles still answer first.
        let conventional = VerbFirstChecker(lexicon: Lexicon.standard.extended(with: ["conventional-titles": "Release Notes"]))
        XCTAssertNil(conventional.reading(of: Tokenizer.tokenize("Release Notes")))
        // A project's own compounds extend the list.
        let extended = VerbFirstChecker(lexicon: Lexicon.standard.extended(with: ["noun-compounds": "dream journal"]))
        XCTAssertNil(checker.reading(of: Tokenizer.tokenize("Dream Journal")))
        XCTAssertEqual(extended.reading(of: Tokenizer.tokenize("Dream Journal"))?.reading, .nounCompound)
        // A project's compound may open with a word no list knows, which alone says nothing.
        let unlisted = VerbFirstChecker(lexicon: Lexicon.standard.extended(with: ["noun-compounds": "zorb queue"]))
        XCTAssertNil(checker.reading(of: Tokenizer.tokenize("Zorb Queue")))
        XCTAssertEqual(unlisted.reading(of: Tokenizer.tokenize("Zorb Queue"))?.reading, .nounCompound)
        XCTAssertEqual(unlisted.reading(of: Tokenizer.tokenize("Zorb Queue for Video"))?.reading, .nounCompound)
        XCTAssertNil(unlisted.reading(of: Tokenizer.tokenize("Zorb Queue Items")))
        XCTAssertNil(unlisted.reading(of: Tokenizer.tokenize("Zorb")))
    }

    /// Nouns of particular fields (music, fitness, finance, development, travel, weather, games)
    /// are known as nouns, so titles they open are reported; verbs of the same fields stay verbs.
    func testNounsOfParticularFields() {
        assertReadings([
            ("Metronome On", .status), ("Streak: 12 Days", .noun), ("Latency", .noun), ("Payee Details", .noun),
            ("Breakpoints", .pluralNoun), ("Precipitation Map", .noun), ("Odometer Reading", .noun),
            ("Tune Guitar", nil), ("Debug App", nil), ("Pay Payee", nil), ("Scan Document", nil),
        ])
    }

    /// A word no list knows before a head of settings or state that ends the title names what the
    /// head belongs to, unless it looks like a verb: a listed verb behind a prefix, or a verb's
    /// ending.
    func testUnlistedWordsBeforeCompoundHeads() {
        assertReadings([
            ("Theremin Settings", .nounCompound), ("Emulator Settings", .nounCompound), ("Sentry Mode", .nounCompound),
            ("Reindex Settings", nil), ("Consolidate Settings", nil), ("Normalize Options", nil),
            ("Theremin Settings for %@", nil), ("Frobnicate", nil),
            // Heads that are objects as often: unlisted verbs before them stay verbs.
            ("Shred History", nil), ("Whitelist Address", nil), ("Tally Results", nil), ("Drain Queue", nil),
        ])
    }

    /// A word no list knows that ends in a plural's "s" is a plural noun; not a singular's or a
    /// verb's ending, a word after its subject or before a particle. A listed verb's third person
    /// is a statement instead.
    func testUnlistedPlurals() {
        assertReadings([
            ("Payouts", .pluralNoun), ("Webhooks", .pluralNoun), ("Studies", .pluralNoun), ("Entitlements", .pluralNoun),
            // "-ves" for a listed noun in "-fe" or "-f"; a verb's "-s" first.
            ("Lives", .pluralNoun), ("Leaves a Group Chat", .subjectless),
            // A verb of seeming before a quality; "perhaps" is no plural, "cheers" a greeting.
            ("Looks Good", .subjectless), ("Looks Great", .subjectless), ("Sounds Off", .status),
            ("Sounds Library", .pluralNoun), ("Perhaps Later", nil), ("Cheers", .greeting),
            ("Emboss", nil), ("Atlas", nil), ("Canvas", .noun), ("Sideways", nil), ("Deletes All Positions", .subjectless),
            ("%@ Contains Errors", nil), ("Rounds Up", nil), ("Thanks", nil), ("OpenSubtitles Login", nil),
        ])
    }

    /// A value (digits or a number's placeholder), a unit and what the amount is state an amount;
    /// without the last word, or with a unit of time, the value and unit are a choice.
    func testValuesUnitsAndStatesAreAmounts() {
        assertReadings([
            ("2 GB Remaining", .amount), ("%d GB available", .amount), ("{count} MB left", .amount),
            ("%lld GB free", .amount), ("5 km away", .amount),
            ("5 GB", nil), ("Get 5 GB Free", nil), ("%@ GB available", nil), ("2 hrs left", nil), ("5 GB Free Today", nil),
        ])
        // A percentage and a state of completion state a share done.
        assertReadings([
            ("50% Complete", .amount), ("%lld%% Complete", .amount), ("%d%% done", .amount), ("100% Finished", .amount),
            ("50% Off", nil), ("%@%% Complete", nil), ("Set 50% Complete", nil), ("50% Complete Now", nil),
            ("50%: Complete", nil),
            ("%1$@ %2$@ Share", nil),
        ])
        let message = VerbFirstRule().check(AnalyzedTitle("%d MB used"))?.message
        XCTAssertEqual(message?.hasPrefix("'%d MB used' states an amount; start with a verb"), true, message ?? "no finding")
    }

    func testVerbNounWordsWithAnObjectAreVerbs() {
        assertReadings([
            ("Share Photo", nil), ("Update App", nil), ("Record Video", nil), ("Order Pizza", nil),
            ("Review Order", nil), ("Contact Seller", nil), ("View History", nil), ("Show Details", nil),
            ("Filter Results", nil), ("Book a Table", nil), ("Show 20 per Page", nil),
            ("Mark Starred", nil), ("Show Selected", nil), ("Swipe Left", nil), ("Use Theme Colors", nil),
            ("Duplicate Theme", nil), ("Call 911", nil),
        ])
    }

    func testNounCompoundsAreReported() {
        assertReadings([
            ("Order Summary", .nounCompound), ("Speed Test", .nounCompound), ("Call History", .nounCompound),
            ("Test Results", .nounCompound), ("Update Available", .status), ("Request Sent", .status),
            ("Step 2", .nounCompound), ("Schedule Overview", .nounCompound), ("Show Overview", nil),
        ])
    }

    func testNonVerbFirstWordsAreReported() {
        assertReadings([
            ("The Basics", .article), ("All Photos", .determiner), ("My Account", .pronoun),
            ("New Folder", .adjective), ("Settings", .noun), ("Photos", .pluralNoun),
            ("Saved", .participle), ("Archived Chats", .participle), ("About This App", .preposition),
            ("Having Trouble Signing In?", .gerund), ("Recently Deleted", .adverb), ("Why Am I Seeing This?", .question),
            ("Autoreply", nil), ("Reapply Filter", nil), ("Surely Not", .adverb), ("Manually", .adverb), ("Totally", .adverb),
            ("Today's Deals", .noun), ("Two-Factor Authentication", .modifier), ("Add-Ons", .pluralNoun),
            ("Sign-In Options", .nounCompound), ("iCloud Settings", .name), ("Face ID & Passcode", .name),
        ])
    }

    /// A noun or adjective that opens a listed phrasal verb is that verb ("Team Up", "Cool Down");
    /// the participles of listed verbs and listed nouns are still reported.
    func testPhrasalVerbsOpenedByNounsAndAdjectives() {
        assertReadings([
            ("Team Up with Friends", nil), ("Cool Down", nil), ("Level Up", nil), ("Power Up Your Privacy", nil),
            ("Round Up Purchases", nil), ("Route Through Downtown", nil),
            ("Parked Car", .participle), ("Graded Assignments", .participle), ("Estimated Delivery", .participle),
            ("Bedroom Speakers", .noun), ("Leaderboards", .pluralNoun),
            ("Annual Plan", .adjective), ("Necessary Only", .adjective), ("Missed Calls", .participle),
        ])
    }

    /// -ing words before a noun or a colon are reported, whether the lists know them as nouns or not.
    func testIngWordsBeforeMoreWordsAreReported() {
        for title in ["Shipping Address", "Shipping: Free", "Reading List", "Tracking Number"] {
            XCTAssertNotNil(reading(title), "verb-first should report \"\(title)\"")
        }
    }

    func testExemptTitlesAreNotReported() {
        assertReadings([
            ("OK", nil), ("Done", nil), ("Not Now", nil), ("Maybe Later", nil),
            ("Don't Allow", nil), ("Don’t Save", nil), ("Saving…", nil), ("Checking Out...", nil),
            ("Saving", nil), ("Checking Out", nil), ("No Thanks", nil), ("Not Yet", nil),
        ])
    }

    /// Nouns that are everyday commands too are read by what follows them, like other verb/noun words.
    func testVerbNounCommandsAreVerbsBeforeAnObject() {
        assertReadings([
            ("Flash Screen", nil), ("Count Words", nil), ("Issue Refund", nil),
            ("Flash Names with Unread Messages", nil), ("Issue Summary", .nounCompound),
        ])
    }

    func testUnsureTitlesAreNotReported() {
        assertReadings([
            ("Zorble the Widget", nil), ("%@", nil), ("%lld", nil), ("AirDrop to Mac", nil),
            ("FaceTime %@", nil), ("Slide to Unlock", nil), ("Re-Enter Password", nil),
        ])
    }

    /// Apple Style Guide: "log in" is the verb, "login" the noun; the solid form is a noun first word.
    func testOneWordFormsOfPhrasalVerbsAreNouns() {
        assertReadings([
            ("Checkout", .noun), ("Login", .noun), ("Setup", .noun), ("Signup", .noun), ("Logout", .noun),
            ("Backup Now", .noun), ("Pickup", .noun), ("Lookup", .noun), ("Markup", .noun), ("Cleanup", .noun),
            ("Workout", .noun), ("Backup Settings", .noun), ("Log In", nil), ("Back Up Now", nil),
        ])
    }

    func testMessageNamesTheTwoWordVerb() throws {
        let violation = try XCTUnwrap(VerbFirstRule().check(AnalyzedTitle("Checkout")))
        XCTAssertEqual(violation.message, "'Checkout' is the noun of a phrasal verb; use the verb 'Check Out'.")
        let backup = try XCTUnwrap(VerbFirstRule().check(AnalyzedTitle("Backup Now")))
        XCTAssertTrue(backup.message.contains("'Back Up'"), backup.message)
    }

    func testConventionalTitleBeforePunctuationIsExempt() {
        assertReadings([
            ("OK, Got It!", nil), ("Got It, Thanks", nil), ("Not Now, Thanks", nil), ("OK Computer", .name),
        ])
    }

    func testRegularPluralsOfListedNounsInUsAndIs() {
        assertReadings([("Menus", .pluralNoun), ("Status", .noun), ("Virus Scan", nil), ("I Agree", .pronoun)])
    }

    func testLeadingPlaceholdersAndMnemonicsAreSkipped() {
        assertReadings([
            ("%lld Selected", .participle), ("{count} Items", .pluralNoun), ("_Save", nil), ("&Settings", .noun),
        ])
    }

    func testOnlyButtonsAreChecked() {
        let rule = VerbFirstRule()
        XCTAssertNotNil(rule.check(AnalyzedTitle("Settings", context: .button)))
        for context in TitleContext.allCases where context != .button {
            XCTAssertNil(rule.check(AnalyzedTitle("Settings", context: context)), "\(context) is exempt")
        }
    }

    /// A progress label missing its "…" is progress-label's to report, also when its -ing word
    /// is listed as a noun ("Setting") or its stem is no verb alone ("Backing Up").
    func testProgressLabelsOfListedNounsAndPhrasalVerbsAreLeftToProgressLabel() {
        let rule = VerbFirstRule()
        XCTAssertNil(rule.check(AnalyzedTitle("Setting Up Your Mac")))
        XCTAssertNil(rule.check(AnalyzedTitle("setting up")))
        XCTAssertNil(rule.check(AnalyzedTitle("Backing Up iPhone")))
        XCTAssertNotNil(rule.check(AnalyzedTitle("Settings")), "a plural noun")
        XCTAssertNotNil(rule.check(AnalyzedTitle("Setting")), "a listed noun alone is no progress label")
        XCTAssertNotNil(rule.check(AnalyzedTitle("Shopping Cart")), "a compound noun")
        XCTAssertNotNil(rule.check(AnalyzedTitle("Backing Tracks")), "an -ing word before a noun")
    }

    /// A noun or adjective before an object pronoun is used as a verb: the pronoun is its
    /// object. So is a singular noun before "with" and an object pronoun.
    func testNounsBeforeAnObjectPronounAreVerbs() {
        assertReadings([
            ("Figure It Out", nil), ("Piece It Together", nil), ("Smooth It Over", nil), ("Sound Them Out", nil),
            ("Screenshot Me", nil), ("Partner with Us", nil), ("Partner With Them", nil),
            ("Local IT", .adjective), ("Medical ID", .adjective), ("Mono Audio", .adjective),
            // Terms in capitals, a plural noun, a noun before a name or another preposition.
            ("Screenshot US", .noun), ("Photos of Me", .pluralNoun), ("Partner with Apple", .noun),
            ("Photo of Me", .noun), ("Letter to Him", .noun),
        ])
    }

    /// A verb/noun word heads a noun phrase before "of", before "&" or "and" and a word that is
    /// only a noun, and before a noun and a status at the end.
    func testNounPhrasesJoinedByOfAndAmpersandOrEndingInAStatus() {
        assertReadings([
            ("Quote of the Day", .nounCompound), ("Review of Terms", .nounCompound), ("Copy of %@", .nounCompound),
            ("Display & Brightness", .nounCompound), ("Display and Brightness", .nounCompound),
            ("Request Limit Reached", .status), ("Transfer Request Sent", .status),
            // One thing, what happened to it and where; a plural may name the things by it.
            ("Item Added to Cart", .status), ("Payment Sent to %@", .status), ("Photo Library Updated on %@", .status),
            ("Files Shared with You", .pluralNoun), ("Item Details for %@", .noun),
            // Two verbs joined, a phrasal verb before "of", and a verb with its object and a state.
            ("Save & Close", nil), ("Copy and Paste", nil), ("Sort & Filter", nil), ("Sign Out of All Devices", nil),
            ("Mark Email Read", nil), ("Show Items Hidden", nil),
        ])
    }

    /// A verb/noun word and a compound head with "to", "into" or "onto" and a word after them is a
    /// verb sending its object there; without them, or with "for", a noun phrase.
    func testCompoundHeadsSentOnwardAreObjects() {
        assertReadings([
            ("Release Results to Patient", nil), ("Process Results into Report", nil), ("Queue Results onto Board", nil),
            ("Release Results", .nounCompound), ("Search Results for %@", .nounCompound), ("Release Results to", .nounCompound),
        ])
    }

    /// A subordinating conjunction opens a clause, not a command, and so does "when" where the
    /// title asks nothing; words of that shape the lists know are read as they are.
    func testSubordinatorsOpenClauses() {
        assertReadings([
            ("While Using the App", .clause), ("If Needed", .clause), ("Because You Liked %@", .clause),
            ("Unless Blocked", .clause), ("Before You Go", .preposition),
            // "When" opens a clause of time unless the title asks.
            ("When Ready", .clause), ("When a Transfer Fails", .clause), ("When Is the Next Sync?", .question),
        ])
        let message = VerbFirstRule().check(AnalyzedTitle("If Needed"))?.message
        XCTAssertEqual(message?.hasPrefix("'If' opens a clause, not a command; start with a verb"), true, message ?? "no finding")
    }

    /// A whole-number placeholder numbers a part of a sequence as a written number does; a
    /// placeholder that may hold anything, or a count after another verb, does not.
    func testCountPlaceholdersNumberParts() {
        assertReadings([
            ("Level %d", .nounCompound), ("Step %lld of %lld", .nounCompound), ("Chapter %1$d", .noun),
            ("Step %d of 5", .nounCompound), ("Slide %d of %d", .nounCompound), ("Skip %d", nil), ("Snooze %d", nil),
            ("Level %@", nil), ("Level %d%%", nil),
        ])
    }

    /// A numbered part followed by the state it has reached is a status ("Level 3 Complete");
    /// a verb before a numbered part is still a command ("Complete Level 3", "Play Track 3").
    func testNumberedPartsWithAState() {
        assertReadings([
            ("Level %d Complete", .status), ("Step 2 of 4 Done", .status), ("Level 3 Completed", .status),
            ("Chapter 2 Unlocked", .status), ("Page 2 of 5 Loaded", .status), ("Level 5 unlocked", .status),
            ("Complete Level 3", nil), ("Play Track 3", nil), ("Skip 3 of 4 Now", nil), ("Level 3 Settings", nil),
            ("Book 2 Rooms", nil), ("Level %@ Complete", nil), ("Book 2 Selected", nil), ("Stage 2 Changed", nil),
            ("Book 2 Free", nil), ("Book 3 Available", nil), ("Track %d Selected", nil),
        ])
    }

    /// "in progress" after the name of a process says it is under way: a status; after other
    /// verbs it may name the items acted on ("Pause in Progress").
    func testActionsInProgressAreStatuses() {
        assertReadings([
            ("Review in Progress", .status), ("Update in Progress", .status), ("Sync in Progress…", .status),
            ("Show in Progress", nil), ("Mark in Progress", nil), ("Filter in Progress", nil), ("Call in Progress", .status),
            ("Pause in Progress", nil), ("Stop in Progress", nil), ("Save in Place", nil), ("Review in Progress Items", nil),
            ("Point Camera at QR Code", nil), ("Point", nil), ("Points", .pluralNoun),
        ])
        let message = VerbFirstRule().check(AnalyzedTitle("Review in Progress"))?.message
        XCTAssertEqual(
            message, "'Review in Progress' is a status, not an action; start with a verb that says what happens.",
            message ?? "no finding")
    }

    /// A verb/noun word before "is", "was" or "has" is the subject of a statement; "Need …?"
    /// asks whether the user needs something.
    func testSubjectsAndQuestionsWithoutAnAuxiliary() {
        assertReadings([
            ("Branch is up-to-date", .status), ("Download Was Interrupted", .status),
            ("Order Has Shipped", .status), ("Update Is Available", .status), ("Need Help?", .question),
            ("Need a Ride?", .question), ("Need Help", nil), ("Want to Try Again?", .question), ("Want a Refund?", .question),
            ("Want to Read", nil),
            // After the value that is its subject, a verb's -s form before its object states.
            ("%@ Wants Your Attention", .statement), ("%@ shares a photo", .statement), ("{name} Needs Your Help", .statement),
            ("%@ Records", .pluralNoun), ("%d Shares", .pluralNoun), ("Order IS Ready", nil), ("Review Has Been Sent", .status),
            ("Need", nil), ("Sort As", nil), ("Save Was", nil), ("Show Has Attachments", nil), ("Set Is Default", nil),
        ])
        let message = VerbFirstRule().check(AnalyzedTitle("Branch is up-to-date"))?.message
        XCTAssertEqual(message?.hasPrefix("'Branch is up-to-date' is a status"), true, message ?? "no finding")
    }

    /// A modal before a verb or "not", or an auxiliary with "n't", states what can, cannot or
    /// will happen; no command opens so.
    func testAuxiliariesOpenStatements() {
        assertReadings([
            ("Can Edit", .auxiliary), ("Can View", .auxiliary), ("Will Retry Automatically", .auxiliary),
            ("Could Not Load Photos", .auxiliary), ("Can't Listen Now", .auxiliary), ("Won\u{2019}t Play", .auxiliary),
            ("Cannot Connect", .auxiliary), ("Can Edit?", .question), ("Can", nil), ("Will Smith Films", nil),
            ("Don't Save", nil), ("Can't", nil),
        ])
        let message = VerbFirstRule().check(AnalyzedTitle("Can Edit"))?.message
        XCTAssertEqual(message?.hasPrefix("'Can' is an auxiliary verb"), true, message ?? "no finding")
    }

    /// A five-letter "-ly" word is an adverb before a state; before anything else it may be a
    /// verb the lists do not have.
    func testShortLyAdverbsBeforeAState() {
        assertReadings([
            ("Fully Charged", .adverb), ("Newly Added", .adverb), ("Fully Synced", .adverb),
            ("Truly Unlimited", .adverb), ("Tally Votes", nil), ("Rally Team", nil), ("Apply Filter", nil), ("Reply", nil),
            ("Tally Selected Items", nil), ("Rally Invited Friends", nil), ("Kelly Added", nil), ("Emily Joined", nil),
        ])
    }

    /// A verb's -ing form listed as a preposition is read as an -ing form ("Following" as a tab
    /// or state); a preposition that is no verb's -ing form stays one.
    func testIngPrepositionsOfVerbsAreIngForms() {
        assertReadings([
            ("Following", .gerund), ("Following List", .gerund), ("Including Tax", .gerund),
            ("During Trip", .preposition), ("Follow", nil),
        ])
    }

    /// With its subject left out, a verb's -s form before a possessive or object pronoun is a
    /// statement, not a plural noun; plural nouns stay plural nouns.
    func testSubjectlessStatements() {
        assertReadings([
            ("Wants Your Attention", .subjectless), ("Needs Your Review", .subjectless), ("Saves It", .subjectless),
            ("Photos My Friends Took", .pluralNoun), ("Shares", .pluralNoun), ("Updates Available", .status),
            ("Notes Your Team Wrote", .pluralNoun), ("Wants Your Attention!", .subjectless),
            // The -s form of a verb that is no noun is its third person wherever it goes on:
            // "-s", "-es", "-ies"; not after its subject, nor a word of its own ending so.
            ("Requires Restart", .subjectless), ("Deletes All Positions", .subjectless), ("Expires in 3 Days", .subjectless),
            ("Publishes to the Web", .subjectless), ("Attaches a Copy", .subjectless), ("Applies to All Tabs", .subjectless),
            ("Opens in Safari", .subjectless),
            ("%@ Requires Restart", nil), ("Dismiss", nil), ("Focus", nil), ("Access", nil), ("Bookmarks", .pluralNoun),
            // Before an article or "this" too, unless a participle ends the clause (a clause telling the noun).
            ("Joins a Group Chat", .subjectless), ("Shares This Photo", .subjectless), ("Updates the App", .subjectless),
            ("Changes the Admin Made", .status), ("Shares the", .pluralNoun), ("Photos a Day", .pluralNoun),
        ])
        let message = VerbFirstRule().check(AnalyzedTitle("wants your attention!"))?.message
        XCTAssertEqual(message?.hasPrefix("'wants' is a verb's -s form with its subject left out"), true, message ?? "no finding")
    }

    func testStatesOfPlugsAndFunds() {
        assertReadings([
            ("Plugged In", .participle), ("Plug In Charger", nil), ("Insufficient Funds", .adjective),
        ])
    }

    /// "failed" after the name of a process says how it ended; after other verbs it may name
    /// the items acted on ("Retry Failed", "Archive Failed").
    func testFailedEndsAnActionUnlessTheVerbActsOnFailedItems() {
        assertReadings([
            ("Upload Failed", .status), ("Export Failed", .status), ("Sync Failed", .status),
            ("Build Failed", .status), ("Request Failed", .status),
            ("Retry Failed", nil), ("Resume Failed", nil), ("Rerun Failed", nil), ("Restart Failed", nil),
            ("Clear Failed", nil), ("Skip Failed", nil), ("Show Failed", nil), ("View Failed", nil), ("Archive Failed", nil),
            ("Flag Failed", nil), ("Print Failed", nil), ("Upload Failed Files", nil),
        ])
    }

    /// A thing and the state it is not in, or is ready for, is a status, whether or not a list
    /// knows the thing; verbs of state keep their verb.
    func testStatusesOfUnknownThingsAndReadiness() {
        assertReadings([
            ("Accessory Not Supported", .status), ("Zorbulation Not Found", .status), ("Declutter Not Used", nil),
            ("Accessory Not Responding", .status), ("Camera Not Working", .status), ("Sync Not Working", .status),
            ("Filter Not Matching", nil), ("Show Not Playing", nil),
            ("Prefetch Not Loaded", nil), ("Update Ready", .status),
            // "ready to" and "ready for" after a verb may name the items it acts on.
            ("Flag Ready for Review", nil), ("Move Ready to Done", nil), ("Update Ready to Install", nil),
            ("Mark Ready to Ship", nil), ("Get Ready to Go", nil),
            // A listed noun compound and its state; a process and how it stands.
            ("Return Window Closed", .status), ("Ship Date Changed", .status), ("Sync Paused", .status),
            ("Download Canceled", .status), ("Import Finished", .status), ("Download Selected", nil), ("Resume Paused", nil),
            ("Ship Date Picker", nil), ("Export Edited", nil), ("Download Purchased", nil), ("Save Modified", nil),
            ("Export Completed", nil),
        ])
    }

    /// After a word both verb and noun, "#" and a number name what the verb acts on as often
    /// as they number the thing ("Merge #42", "Pay #1234"); a word only a noun is still one.
    func testNumbersAfterAHashAreObjectsOfVerbs() {
        assertReadings([
            ("Merge #42", nil), ("Pay #1234", nil), ("Order #1234", nil), ("Ticket #%@", .noun), ("Receipt #12", .noun),
        ])
    }

    /// The one-word form of a phrasal verb is its noun even before an object ("Backup My
    /// iPhone"): the rule names the verb to write instead.
    func testPhrasalNounsBeforeAnObject() {
        assertReadings([
            ("backup my iphone", .noun), ("Login to Continue", .noun), ("Checkout the Cart", .noun), ("Backup Now", .noun),
            ("Slide to Unlock", nil), ("Design Your Card", nil), ("Frame the Photo", nil),
        ])
    }

    /// Words that are verbs in marketplaces and classrooms as well as nouns.
    func testListAndScoreAreVerbsToo() {
        assertReadings([("List Item for Sale", nil), ("Score Quiz", nil), ("Credit Score", .noun)])
        // "PIN Code", as title case writes it: the kind of code, as "ZIP Code" is.
        assertReadings([("Pin code", .nounCompound), ("PIN Number", .nounCompound), ("Pin Message", nil)])
    }

    /// "error" after the name of a process says what went wrong in it; other verbs act on the
    /// error ("Report Error"), and "Review Error" reviews it.
    func testErrorAfterAProcessIsAStatus() {
        assertReadings([
            ("Sync Error", .nounCompound), ("Upload Error", .nounCompound), ("Download Error", .nounCompound),
            ("Build Error", .nounCompound), ("Sync Error: %@", .nounCompound),
            ("Report Error", nil), ("Copy Error", nil), ("Log Error", nil), ("Show Error", nil), ("Review Error", nil),
            ("Fix Error", nil), ("Upload Error Log", nil), ("Sync Errors", nil),
        ])
    }

    /// "Not Enough …" states a lack; after a count an -ing word says what that many do. A verb/noun
    /// word before a verb's -s form stays a verb: the -s form may be a plural ("Track Opens and
    /// Clicks", "Follow Redirects Automatically").
    func testLacksAndCountedDoers() {
        assertReadings([
            ("Track Opens and Clicks", nil), ("Follow Redirects Automatically", nil), ("Export Installs as CSV", nil),
            ("Sync Updates", nil),
            ("Not Enough Space", .adverb), ("Not Enough Credits to Continue", .adverb), ("Not Now", nil),
            ("Not Secure", .adverb), ("Not Empty", .adverb), ("Always Clear", nil),
            ("%d Watching", .statement), ("{count} Downloading", .statement), ("%@ Watching", nil), ("Saving", nil),
        ])
    }

    /// "More" and "Less" are conventional titles alone and open a noun phrase before another word.
    func testMoreAndLessOpenNounPhrases() {
        assertReadings([
            ("More Options", .determiner), ("Less Data", .determiner), ("More like This", .determiner),
            ("more ways to sign in", .determiner), ("More", nil), ("More…", nil), ("Less", nil), ("Show More", nil),
            ("Learn More", nil), ("More, Please", nil),
        ])
    }

    /// Greetings and exclamations are no commands; "Welcome" is one only where it greets.
    func testGreetingsAreNoCommands() {
        assertReadings([
            ("Hi, {name}", .greeting), ("Hello", .greeting), ("Congratulations!", .greeting), ("Oops, Try Again", .greeting),
            ("Welcome back, %@!", .greeting), ("Welcome, %@", .greeting), ("Welcome", .greeting), ("Welcome to Pro", .greeting),
            ("Welcome Home!", .greeting), ("Welcome Aboard", .greeting), ("Welcome New Members", nil),
            ("Welcome Home Buyers", nil), ("Say Hello", nil), ("Hide Greeting", nil),
        ])
        assertReadings([("Thanks for Your Order!", .greeting), ("Thanks", nil), ("No Thanks", nil)])
        let message = VerbFirstRule().check(AnalyzedTitle("Hi, {name}"))?.message
        XCTAssertEqual(message?.hasPrefix("'Hi' is a greeting"), true, message ?? "no finding")
    }

    /// A word both verb and noun before "not" and a state is the thing not in it; verbs that
    /// set, show or pick out items take the state as theirs. "Not Yet" may open a state too.
    func testNegatedStates() {
        assertReadings([
            ("Record Not Found", .status), ("Update Not Available", .status), ("File Not Found", .status),
            ("Mark Not Spam", nil), ("Filter Not Started", nil), ("Show Not Downloaded", nil), ("Record Not Now", nil),
            ("Not Yet Available", .adverb), ("Not Yet Rated", .adverb), ("Not Yet", nil), ("Not Yet Play", nil),
            // A verb whose participle is its base form, after "not" only.
            ("Not Yet Read", .adverb), ("Not Set", .adverb), ("Not Run Yet", .adverb), ("Always Run", nil), ("Never Set", nil),
            // A preposition's phrase may follow the state.
            ("Not Connected to the Internet", .adverb), ("Not Yet Available in Your Region", .adverb),
            ("Never Synced with iCloud", .adverb), ("Not Now for %@", nil), ("Not Available Offline", nil),
        ])
        let message = VerbFirstRule().check(AnalyzedTitle("Record Not Found"))?.message
        XCTAssertEqual(message?.hasPrefix("'Record Not Found' is a status"), true, message ?? "no finding")
    }

    /// "Map" and "Ship" are verbs that are nouns too: commands before an object, not after one.
    func testMapAndShipAreVerbs() {
        assertReadings([
            ("Map Route", nil), ("Map Network Drive", nil), ("Ship Order", nil), ("Ship to This Address", nil),
            ("Shipped", .participle), ("Map", nil), ("Maps", .pluralNoun), ("Map Settings", .nounCompound),
        ])
    }

    /// A project's or the list's two-word noun may open with a particle ("Round Trip").
    func testListedCompoundsOpeningWithAParticle() {
        assertReadings([
            ("Round Trip", .nounCompound), ("Round Trips", .nounCompound), ("Round Up Savings", nil),
            ("Speed Limit", .nounCompound),
            ("Tip Jar", .nounCompound),
        ])
    }

    /// "this", "these" and "those" open the object of a noun used as a verb, as an article does.
    func testDemonstrativesOpenAnObject() {
        assertReadings([("Screenshot This Page", nil), ("Screenshot These Windows", nil), ("Screenshot", .noun)])
    }

    /// A compound verb ending in a verb whose object is information takes a compound head as it.
    func testCompoundVerbsOfInformationTakeCompoundHeads() {
        assertReadings([("Double-Check Details", nil), ("Fact-Check Details", nil), ("Auto-Renew Settings", .modifier)])
    }

    /// "Can't …?", "Didn't …?" and "Don't …?" ask a question; without the question mark the
    /// first two state what does not happen, and "Don't" opens a command.
    func testNegatedAuxiliariesOpenQuestions() {
        assertReadings([
            ("Can't Sign In?", .question), ("Didn\u{2019}t Get a Code?", .question), ("Won't Load?", .question),
            ("Can't Sign In", .auxiliary), ("Don't Allow", nil),
            ("Don't Have an Account?", .question), ("Don\u{2019}t See Your Bank?", .question),
            ("Don't Ask Again", nil), ("Do You Want to Save?", .question), ("Do We Have Your Email?", .question),
            ("Do Not Disturb", nil), ("Do It Later?", nil), ("Go Back", nil), ("Do", nil),
        ])
    }

    /// A verb/noun word, or one no list knows, alone before a colon and a number or a last word that
    /// is no verb names a setting; a number with a sign
    /// after a verb/noun word is an amount, not a numbered noun.
    func testSettingNamesAndAmounts() {
        assertReadings([
            ("Speed: 1.5×", .noun), ("Zoom: 150%", .noun), ("Sort: Name", nil), ("Tip 15%", nil), ("Step 2", .nounCompound),
            ("Flash: Auto", .noun), ("Repeat: Off", .noun), ("File: Save", nil), ("Flash: Auto Mode", nil),
            // A value of several words is the verb's setting as often: the verb leads.
            ("Sort: Newest First", nil), ("Sort: A to Z", nil), ("Show: All", nil), ("Filter: All Items", nil),
            ("File: New Window", nil), ("Play Sound: On", nil),
            // So does a word no list knows.
            ("Autosave: Off", .noun), ("Hyperlapse: 2", .noun), ("Frobnicate: Files", nil), ("Autosave", nil),
            // A count's placeholder is a number; a verb's regular participle a state.
            ("Score: %d", .noun), ("Speed: {count}", nil), ("Share: %@", nil), ("Sync: Paused!", .noun),
            ("Sync: Paused Files", nil),
        ])
    }

    /// A word no list knows before "is", "are", "was", "were" or "has" is a statement's subject
    /// ("There" its adverb); "Not" before a question mark asks.
    func testUnknownSubjectsAndNegatedQuestions() {
        assertReadings([
            ("Mesh Is Non-Manifold", .status), ("Widget Has Moved", .status), ("There Are No Items", .adverb),
            ("there is no video track", .adverb), ("FROB IS BROKEN", nil), ("MESH IS BROKEN", .status), ("Frobnicate Now", nil),
            ("Not You?", .question), ("Not %@?", .question), ("Not Sure?", .question), ("Not Now", nil), ("Not?", nil),
            ("Not You? Switch Account", .question), ("Not %@? Sign Out", .question), ("Not Now, Thanks", nil),
            // "Yet" may end a negated state; "Time to" says it is time; an -s word before "per" is a rate's.
            ("Not Synced Yet", .adverb), ("Not Now Yet", nil), ("Time to Stand", .noun), ("Slide to Unlock", nil),
            ("Sync Successful", .status), ("Upload Unsuccessful", .status), ("Mark Successful", nil),
            ("Beats per Minute", .pluralNoun), ("Beats", nil), ("Plan vs. Actual", nil), ("Play vs. Computer", nil),
        ])
    }

    /// After a count's placeholder, an unlisted word in -s of four letters or more is what is
    /// counted; a hyphenated phrase with a preposition inside describes the noun after it; a verb
    /// prefix before a verb/noun's -s form, alone, makes a plural.
    func testCountedWordsPhrasesBeforeNounsAndPrefixedPlurals() {
        assertReadings([
            ("%d Coins", .pluralNoun), ("{count} Gems", .pluralNoun), ("%@ Gems", nil), ("%d Kudos", nil), ("%d Ups", nil),
            ("Print-at-Home Tickets", .modifier), ("Pay-as-You-Go Plan", .modifier),
            // Alone, ending in a noun, it names a feature.
            ("Pay-as-You-Go", .nounCompound), ("Text-to-Speech", .nounCompound), ("Speech-to-Text", .nounCompound),
            ("Text-to-Speech Voices", .modifier), ("Print-on-Demand", nil), ("Sign-In-with-Email", nil),
            ("Drag-and-Drop Quiz", nil), ("Sign-Up-for Updates", nil), ("Re-Up-Vote Post", nil),
            ("Pre-Orders", .pluralNoun), ("Re-Uploads", .pluralNoun), ("Pre-Order", nil), ("Pre-Orders Now", nil),
            ("E-Books", .pluralNoun), ("E-Receipts", .pluralNoun), ("E-Book", nil), ("E-Books Now", nil),
            ("Un-Blocks", nil), ("Co-Signs", nil),
            ("Re-Enters", nil), ("Bid History", .nounCompound), ("Bid Now", nil),
        ])
    }

    /// A conventional answer set off by a colon is still the answer, unless it names a place.
    func testConventionalTitlesBeforeAColon() {
        assertReadings([("Next: Payment Details", nil), ("Back: Cart", nil), ("Info: Account", .noun)])
    }

    /// Comparatives and superlatives of listed adjectives are adjectives; listed verbs and words
    /// without an adjective stem are not taken for them.
    func testComparativesAndSuperlatives() {
        assertReadings([
            ("Longest Streak", .adjective), ("Biggest Savings", .adjective), ("Earliest Date", .adjective),
            ("Higher Quality", .adjective), ("Largest Size", .adjective),
            ("Lower Volume", nil), ("Enter Code", nil), ("Request Refund", nil), ("Test Connection", nil),
        ])
    }

    /// Unlisted words whose form says noun or participle: abstract nouns and "-ed" forms of nouns.
    func testAbstractNounsAndParticiplesOfNouns() {
        assertReadings([
            ("Saturation", .noun), ("Brightness Level", .noun), ("Visibility", .noun),
            ("Designed Capacity", .participle), ("Spaced Out", .participle), ("Named Ranges", .participle),
            ("Timed", .participle), ("Embed", nil), ("Shred", nil), ("Modifiers", .pluralNoun), ("Classifier", .noun),
        ])
    }

    /// More endings of unlisted words: "-tive"/"-sive" adjectives, "-ism", "-ship", "-hood",
    /// "-ology" nouns, "un-…-ed" participles, and nouns naming who does a listed verb's action;
    /// verbs of the same shapes stay verbs.
    func testEndingsOfUnlistedAdjectivesNounsAndParticiples() {
        assertReadings([
            ("Selective Color", .adjective), ("Exclusive Offers", .adjective), ("Derive Key", nil), ("Revive Chat", nil),
            ("Journalism", .noun), ("Membership Card", .noun), ("Worship", nil), ("Childhood Photos", .noun),
            ("Technology News", .noun), ("Unsolicited Mentions", .participle), ("Unexpected Error", .participle),
            ("Unembed", nil), ("Processor", .noun), ("Creator Tools", .noun), ("Planner", .noun),
            ("Composer", .noun), ("Ponder This", nil), ("Foster Pets", nil), ("Shelter in Place", nil), ("Anchor Link", nil),
            ("Cyan", .adjective), ("Bedtime", .noun), ("Downtime Schedule", .noun), ("Tempo", .noun), ("RSVP Now", nil),
            ("RSVP Status", .nounCompound),
            ("Deployment History", .noun), ("Deployments", .pluralNoun), ("Editors", .pluralNoun), ("Translators", .pluralNoun),
            ("Comment", nil), ("Augment Reality", nil), ("Segment Clips", nil),
            ("Cinematic Mode", .adjective), ("Seasonal Picks", .adjective), ("Granular Permissions", .adjective),
            ("Statusbar", .noun), ("Panic", nil), ("Mimic Voice", nil), ("Initial Here", nil), ("Disappear", nil),
            ("Disbar", nil),
        ])
    }

    /// An unlisted word of five letters or more written with a capital after a small letter is a
    /// name, unless a verb, pronoun or determiner opens it, a verb follows one escaping letter, or
    /// it is governed like a term ("AirDrop to Mac").
    func testUnlistedCamelCaseWordsAreNames() {
        assertReadings([
            ("PeerTube Instances", .name), ("reCAPTCHA Challenge", .name), ("ExoPlayer Settings", .name),
            ("NewPipe", .name), ("openFile", nil), ("signIn Now", nil), ("GoPro Footage", nil),
            ("yourName", nil), ("\\tRemove Device", nil), ("MiB", nil), ("kB/s", nil), ("ExoPlayer to Default", nil),
            ("PeerTube %@", nil), ("AutoRotate", nil), ("MultiSelect Items", nil), ("FastForward", nil),
        ])
    }

    /// A participle naming the items a command acts on is its object, not a status.
    func testChosenItemsAreObjects() {
        assertReadings([("Pause Selected", nil), ("Delete Watched", nil), ("Request Sent", .status)])
    }

    /// An auxiliary opening a title that ends with "?" asks a question; a plain adverb starts no
    /// verb unless one follows it; and "un-" before a participle keeps it a participle.
    func testAuxiliaryQuestionsPlainAdverbsAndNegatedParticiples() {
        assertReadings([
            ("Is This Your Card?", .question), ("Are You Sure?", .question), ("Did You Mean %@?", .question),
            ("Is This Correct", nil), ("Do You Have an Account?", .question),
            ("Already a Member?", .adverb), ("Also on Apple TV", .adverb), ("Still Save", nil),
            ("Unplayed Episodes", .participle), ("Understand", nil),
            ("Overdue Tasks", .adjective), ("Unpaid Invoices", .adjective), ("Patient Summary", .noun),
        ])
    }

    /// A form of "be" or "have" after the value that is its subject makes a statement, not a
    /// command; opening a title, it asks a question only with "?", and after a verb it is no first word.
    func testStatementsAfterAValueSubject() {
        assertReadings([
            ("%@ Is Typing", .statement), ("{name} Has Joined", .statement), ("%d Are Selected", .statement),
            ("%@ Was Removed", .statement), ("Is This Correct", nil), ("Show %@ Is Live", nil),
        ])
    }

    /// "Forgot …?" asks a question, as "Can't …?" does.
    func testForgotOpensAQuestion() {
        assertReadings([("Forgot Password?", .question), ("Forgot PIN", nil)])
    }

    /// A pronoun with a contracted auxiliary is a pronoun; "frame" is a verb of media tools.
    func testContractedAuxiliariesAfterPronounsAndFrame() {
        assertReadings([
            ("I'll Do This Later", .pronoun), ("We’ve Got It", .pronoun), ("You're All Set", .pronoun),
            ("Frame All", nil), ("Frame Selected", nil), ("Outdoor Run", .adjective), ("Grocery List", .noun),
            ("Panorama", .noun),
        ])
    }

    /// "Not" before a state that ends the title is no answer like "Not Now"; "In-" compounds
    /// are modifiers; "-ful", "-ous", "-ical" and "-ional" words are adjectives.
    func testNegatedStatesInCompoundsAndAdjectiveForms() {
        assertReadings([
            ("Not Connected", .adverb), ("Not Available", .adverb), ("Not Now", nil),
            ("Always Allowed", .adverb), ("Never Synced", .adverb), ("Always Allow", nil), ("Always on Top", nil),
            ("Never Expires", nil), ("Preferred Language", .participle), ("Prefer Cross-Fade Transitions", nil),
            ("Magnifier", .noun), ("Eco Mode", .adjective), ("Vocabulary List", .noun),
            ("Refundable", .adjective), ("Shareable Link", .adjective), ("Usable Space", .adjective), ("Enable", nil),
            ("Disable Sync", nil), ("Text Size", .nounCompound), ("Cycle Sizes", nil), ("Test Coverage", .nounCompound),
            ("Nonstop Only", .adjective), ("Economy", .noun),
            ("In-Store Pickup", .modifier), ("In-App Purchases", .modifier), ("Up-Vote", nil),
            ("Mindful Minutes", .adjective), ("Nutritional Info", .adjective), ("Blood Pressure", .noun),
            ("Control Playback", nil), ("Commit History", .nounCompound), ("Commit Changes", nil),
        ])
    }

    /// Status lines: an end state after a verb/noun word, "Now"/"Just" before a state or -ing
    /// word, "Not" before a state and its particle; commands stay silent.
    func testStatusLinesAndTheirCommands() {
        assertReadings([
            ("Order Ready", .status), ("Retry Failed", nil), ("Mark Complete", nil),
            // An end state after a verb of information too, but not after one that sets or shows a state.
            ("Upload Complete", .status), ("Update Required", .status), ("Export Complete", .status),
            ("Set Required", nil), ("Show Complete", nil), ("Keep Ready", nil),
            ("Now Playing", .adverb), ("Just Added", .adverb), ("Now", nil), ("Just Once", nil), ("Just Ask", nil),
            ("Not Signed In", .adverb), ("Request Info", nil), ("Request Sent", .status),
            // The first word of a listed phrasal verb makes participles as a verb does.
            ("Backed Up", .participle), ("Not Backed Up", .adverb), ("Zeroed Out", .participle),
            ("Record 4K", nil), ("Use 5G", nil), ("Step 2", .nounCompound),
        ])
    }

    /// Adjective forms, counts joined to a word, and verbs of cooking and games that are nouns too.
    func testAdjectiveFormsCountCompoundsAndVerbNouns() {
        assertReadings([
            ("Flexible Dates", .adjective), ("Virtual Tour", .adjective), ("Enable Visual Effects", nil),
            ("Gapless Playback", .adjective), ("Contactless Payments", .adjective), ("Unless Muted", .clause),
            ("Avg Rating", .adjective), ("Max", nil), ("Max Out Volume", nil),
            ("30-Minute Meals", .modifier), ("7-Day Trial", .modifier), ("24-Hour", nil),
            ("Season Chicken", nil), ("Season 2", .nounCompound), ("Meal Plan", .noun), ("Flashcards", .pluralNoun),
            ("Graphics", .noun), ("Analytics", .noun), ("Offset Window Position", nil), ("Outline Selection", nil),
            ("Read-Only Files", .modifier), ("Associated Domains", .participle), ("Associate with Project", nil),
            // Second parts that make adjectives of any first part, a verb too.
            ("Contact-Free Delivery", .modifier), ("Print-Friendly Version", .modifier), ("Hands-Free", .modifier),
            ("Case-Sensitive Search", .modifier), ("Go Ad-Free", nil),
            // "In-", and "On-" before a noun-too word, name places and times; "At-", "Up-", "Off-" may
            // make verbs, and an object after the compound shows one.
            ("On-Call Schedule", .modifier), ("In-Store Pickup", .modifier), ("After-Hours Support", .modifier),
            ("Up-Vote", nil), ("Off-Load Apps", nil), ("Up-Vote Answer", nil), ("At-Mention Teammates", nil),
            ("At-Mention a Teammate", nil), ("At-Reply", nil), ("On-Sell Tickets", nil), ("On-Forward to Team", nil),
            ("On-Call a Doctor", nil),
            // A word, a preposition and the word again, whatever the word is alone; not two verbs.
            ("Step-by-Step Instructions", .modifier), ("Turn-by-Turn Directions", .modifier),
            ("End-to-End Encryption", .modifier), ("Drag-and-Drop Upload", nil), ("Print-on-Demand Orders", .modifier),
            // "Of" and "per" join nouns: the compound names a thing.
            ("Point-of-Sale Settings", .modifier), ("Pay-per-View Events", .modifier), ("Proof-of-Concept", .nounCompound),
            ("Change-of-Address Form", .modifier), ("Point-of-Sale: On", .nounCompound), ("Point-of-Sale", .nounCompound),
            ("Things to Do", .pluralNoun), ("Fresh Produce", .adjective),
            ("Skip 15", nil), ("Snooze 9", nil), ("Start 2", nil), ("Start 25:00 Focus", nil), ("Level 5", .nounCompound),
            // A value with a number sign and a state number the thing a verb/noun word names.
            ("Order #%@ Shipped", .status), ("Invoice #1042 Paid", .status), ("Merge #42 Complete", .status),
            ("Order #%@", nil), ("Order #%@ Again", nil), ("Order # %@ Shipped", nil), ("Order %@ Shipped", nil),
            ("Charging Stations", .noun), ("Good Morning", .adjective), ("Lap", nil), ("Row Machine", nil),
            ("Step 3 of 4", .nounCompound), ("Skip 3 of 4", nil), ("Non-Stop Flights", .modifier),
            ("Anti-Glare Coating", .modifier),
            ("Loading… Please Wait", nil), ("Payroll Summary", .noun), ("Role: Admin", .noun),
        ])
    }

    func testOpenExampleIsInTitleStyle() throws {
        let violation = try XCTUnwrap(VerbFirstRule().check(AnalyzedTitle("%@ files")))
        XCTAssertEqual(
            violation.message, "'files' is a plural noun; start with a verb that says what happens, e.g. 'Open Files'.")
    }

    func testMessageSaysWhatTheFirstWordWasTakenToBe() throws {
        let violation = try XCTUnwrap(VerbFirstRule().check(AnalyzedTitle("Settings")))
        XCTAssertEqual(violation.message, "'Settings' is a noun; start with a verb that says what happens, e.g. 'Open Settings'.")
        XCTAssertNil(violation.replacement)
    }
}
