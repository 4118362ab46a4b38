import XCTest

@testable import LabelCopyCore

/// Title-style capitalization, one table per rule of the Apple Style Guide as the project applies it.
final class TitleCaserTests: XCTestCase {
    private let caser = TitleCaser()

    private func assertCases(_ table: [(String, String)], file: StaticString = #filePath, line: UInt = #line) {
        for (input, expected) in table {
            XCTAssertEqual(caser.titleCased(input), expected, "title case of \"\(input)\"", file: file, line: line)
        }
    }

    func testSmallWordsAreLowercasedInside() {
        assertCases([
            ("Add To Cart", "Add to Cart"),
            ("Take A Photo", "Take a Photo"),
            ("Add A Photo Or Video", "Add a Photo or Video"),
            ("Pay With Card", "Pay with Card"),
            ("Share Via Messages", "Share via Messages"),
            ("Save As Draft", "Save as Draft"),
            ("Go To Page %d", "Go to Page %d"),
            // "past" is a preposition before its object, an adjective before a noun, and one
            // adjective with "due".
            ("skip past intro", "Skip past Intro"), ("show past orders", "Show Past Orders"),
            ("pay past due balance", "Pay Past Due Balance"), ("past due", "Past Due"),
        ])
    }

    func testLongPrepositionsAndOtherWordsAreCapitalized() {
        assertCases([
            ("learn more about privacy", "Learn More About Privacy"),
            ("show photos between dates", "Show Photos Between Dates"),
            ("continue without saving", "Continue Without Saving"),
            ("block this contact", "Block This Contact"),
            ("edit your profile", "Edit Your Profile"),
            ("view past orders", "View Past Orders"),
        ])
    }

    /// No preposition follows "the", "an" or a possessive: a short one there names or describes
    /// something. "A to Z" keeps its letter and its preposition.
    func testShortPrepositionsAfterArticlesAndPossessivesAreCapitalized() {
        assertCases([
            ("tap the plus icon", "Tap the Plus Icon"),
            ("show the past 7 days", "Show the Past 7 Days"),
            ("press the down arrow", "Press the Down Arrow"),
            ("add a like button", "Add a Like Button"),
            ("upgrade your plus plan", "Upgrade Your Plus Plan"),
            ("sort: a to z", "Sort: A to Z"),
            ("sort from a to z", "Sort from A to Z"),
            ("choose plan a or b", "Choose Plan A or B"),
            ("wait a minute", "Wait a Minute"),
            ("call her at home", "Call Her at Home"),
            ("show all in folder", "Show All in Folder"),
            ("save this for later", "Save This for Later"),
        ])
    }

    func testFirstLastAndAfterColonAreCapitalized() {
        assertCases([
            ("save as…", "Save As…"),
            ("what are you waiting for?", "What Are You Waiting For?"),
            ("sort by: name", "Sort By: Name"),
            ("filter: all items", "Filter: All Items"),
            ("step 2: choose a plan", "Step 2: Choose a Plan"),
            ("the basics", "The Basics"),
        ])
    }

    func testParticlesAreCapitalized() {
        assertCases([
            ("sign in to icloud", "Sign In to iCloud"),
            ("log out of all devices", "Log Out of All Devices"),
            ("turn passcode off", "Turn Passcode Off"),
            ("pick up in store", "Pick Up in Store"),
            ("zoom in on photo", "Zoom In on Photo"),
            ("turn on notifications", "Turn On Notifications"),
            ("pay off balance", "Pay Off Balance"),
            ("look up word", "Look Up Word"),
            ("open with...", "Open With..."),
        ])
    }

    func testParticlesOfLessCommonPhrasalVerbs() {
        assertCases([
            ("key in your code", "Key In Your Code"),
            ("cross out item", "Cross Out Item"),
            ("bring over contacts", "Bring Over Contacts"),
            ("turn in homework", "Turn In Homework"),
            ("hand in assignment", "Hand In Assignment"),
            ("carry over unfinished tasks", "Carry Over Unfinished Tasks"),
            ("roll over unused data", "Roll Over Unused Data"),
            ("round up purchases", "Round Up Purchases"),
            ("remind me to stand up every hour", "Remind Me to Stand Up Every Hour"),
            ("team up with friends", "Team Up with Friends"),
            ("setting up your mac", "Setting Up Your Mac"),
            // Before a name in capitals or a term, a preposition has its object.
            ("open in VS Code", "Open in VS Code"),
            ("open in vs code", "Open in VS Code"),
            ("zoom in on photo", "Zoom In on Photo"),
            // "in" or "on" before a number is a preposition of time or place.
            ("turn in 500 ft", "Turn in 500 ft"),
            ("turn in 5 minutes", "Turn in 5 Minutes"),
            // Particles of verbs that take no object are last words, capitalized as such.
            ("hang on wall", "Hang on Wall"),
            ("carry on luggage", "Carry on Luggage"),
            // Not phrasal verbs: the preposition has its object.
            ("join in browser", "Join in Browser"),
            ("open in new window", "Open in New Window"),
        ])
    }

    /// A participle's particle stays one before the noun the two describe: after any participle
    /// "off", "up", "out" and "down", after the participle of a listed phrasal verb its particle.
    func testParticlesOfParticiplesBeforeNouns() {
        assertCases([
            ("hide sold out items", "Hide Sold Out Items"),
            ("show logged in users", "Show Logged In Users"),
            ("list checked out books", "List Checked Out Books"),
            ("restore backed up photos", "Restore Backed Up Photos"),
            ("remove signed in devices", "Remove Signed In Devices"),
            ("copied out text", "Copied Out Text"),
            // A preposition keeps its object: before an article, a pronoun or a placeholder, and
            // after a participle whose verb makes no phrasal verb with it.
            ("printed on the back", "Printed on the Back"),
            ("checked in %@", "Checked in %@"),
            ("stored in documents", "Stored in Documents"),
            ("saved to photos", "Saved to Photos"),
            ("shared with me", "Shared with Me"),
            ("mentioned in messages", "Mentioned in Messages"),
            // After a noun the participle tells how it stands, and the preposition has its object.
            ("show cells filled in red", "Show Cells Filled in Red"),
            ("rotation locked in portrait", "Rotation Locked in Portrait"),
            ("show users logged on server", "Show Users Logged on Server"),
            ("hide items taken off sale", "Hide Items Taken off Sale"),
            ("view your backed up photos", "View Your Backed Up Photos"),
            ("delete %d backed up photos", "Delete %d Backed Up Photos"),
            ("show only logged in users", "Show Only Logged In Users"),
            ("filter by checked in guests", "Filter by Checked In Guests"),
            ("restock sold out products", "Restock Sold Out Products"),
            ("compress backed up files", "Compress Backed Up Files"),
            ("show bags checked in error", "Show Bags Checked in Error"),
            // A listed phrasal verb keeps its particle before an amount's placeholder.
            ("pitch in $%d", "Pitch In $%d"),
        ])
    }

    /// "in" before a number is a preposition; "on" is one too unless it is a verb's particle,
    /// and a term starting with a digit is no number.
    func testParticlesBeforeNumbers() {
        assertCases([
            ("turn in 500 ft", "Turn in 500 ft"),
            ("meet on 5 may", "Meet on 5 May"),
            ("turn on 2 lights", "Turn On 2 Lights"),
            ("Turn On 2FA", "Turn On 2FA"),
            ("turn on 5g", "Turn On 5G"),
            // A conjunction is no object: the particle before it is capitalized.
            ("signing in and syncing", "Signing In and Syncing"),
            ("checking in or out", "Checking In or Out"),
        ])
    }

    func testParticleBeforeAClauseOrAdverb() {
        assertCases([
            ("keep screen on while charging", "Keep Screen On While Charging"),
            ("leave lights on when away", "Leave Lights On When Away"),
            ("turn wi-fi on now", "Turn Wi-Fi On Now"),
            ("stay on if idle", "Stay On If Idle"),
            // Other prepositions take these words as objects, and so do these right after the
            // verb or before a name.
            ("skip for now", "Skip for Now"),
            ("save for when you need it", "Save for When You Need It"),
            ("focus on now", "Focus on Now"),
            ("show in now playing", "Show in Now Playing"),
        ])
    }

    func testAmountsAreObjects() {
        assertCases([
            ("free shipping over $35", "Free Shipping over $35"),
            ("pay with $10 credit", "Pay with $10 Credit"),
            ("save on orders over €50", "Save on Orders over €50"),
            ("go to #3", "Go to #3"),
            // So is a sign written onto a number's placeholder.
            ("rooms from $%d", "Rooms from $%d"),
            ("flights from €%@ per person", "Flights from €%@ per Person"),
            // A sign apart from its number is no amount.
            ("sort by #", "Sort By #"),
        ])
    }

    func testSoAndYetAreLowercasedOnlyAsConjunctions() {
        assertCases([
            ("not yet read", "Not Yet Read"),
            ("nothing yet", "Nothing Yet"),
            ("try yet again", "Try Yet Again"),
            // Between two adjectives, listed or marked by their ending, "yet" is a conjunction.
            ("simple yet powerful", "Simple yet Powerful"),
            ("use compact yet readable layout", "Use Compact yet Readable Layout"),
            ("powerful yet simple", "Powerful yet Simple"),
            // Between two participles too, listed, regular or negated; "so" after one is an adverb.
            ("approved yet unpaid", "Approved yet Unpaid"),
            ("shipped yet unconfirmed", "Shipped yet Unconfirmed"),
            ("delivered yet unpaid", "Delivered yet Unpaid"),
            ("done so far", "Done So Far"),
            ("saved so far", "Saved So Far"),
            ("not shipped yet", "Not Shipped Yet"),
            // After a word no list knows, "yet" joins it to a quality; after a negation it is the adverb.
            ("lightweight yet powerful text editor", "Lightweight yet Powerful Text Editor"),
            ("not yet available in your region", "Not Yet Available in Your Region"),
            ("NOT YET AVAILABLE", "Not Yet Available"), ("isn't yet ready", "Isn't Yet Ready"),
            ("invoices yet unpaid", "Invoices Yet Unpaid"),
            // "so" before a subject opens a clause of purpose.
            ("save now so you don't lose changes", "Save Now so You Don't Lose Changes"),
            ("update today so your data stays safe", "Update Today so Your Data Stays Safe"),
            ("SAVE NOW SO YOU DON'T LOSE CHANGES", "Save Now so You Don't Lose Changes"),
            ("running so slow?", "Running So Slow?"), ("so you want to code", "So You Want to Code"),
            ("and so it begins", "And So It Begins"),
        ])
    }

    func testHyphenatedCompounds() {
        assertCases([
            ("view add-ons", "View Add-Ons"),
            ("sign-in options", "Sign-In Options"),
            ("two-factor authentication", "Two-Factor Authentication"),
            ("keep up-to-date", "Keep Up-to-Date"),
            ("end-to-end encryption", "End-to-End Encryption"),
            ("Built-In Apps", "Built-in Apps"),
            ("install plug-in", "Install Plug-in"),
        ])
    }

    func testCanonicalTerms() {
        assertCases([
            ("share via airdrop", "Share via AirDrop"),
            ("Download For MacOS", "Download for macOS"),
            ("iphone storage", "iPhone Storage"),
            ("use face id", "Use Face ID"),
            ("open app store", "Open App Store"),
            ("connect to wi-fi", "Connect to Wi-Fi"),
            ("export as pdf", "Export as PDF"),
            ("edit sku", "Edit SKU"), ("scan isbn barcode", "Scan ISBN Barcode"), ("print upc labels", "Print UPC Labels"),
            // A name that is also an ordinary word is kept as written: "voiceover" is narration.
            ("record voiceover", "Record Voiceover"), ("Turn On VoiceOver", "Turn On VoiceOver"),
        ])
    }

    /// A name of several words written closed up is the name ("FaceID", "appstore"), in any case.
    func testClosedUpTermsAreWrittenTheOfficialWay() {
        assertCases([
            ("Use faceid", "Use Face ID"), ("Enable TouchID", "Enable Touch ID"), ("open appstore", "Open App Store"),
            ("Sign In with AppleID", "Sign In with Apple ID"), ("Watch on AppleTV", "Watch on Apple TV"),
            ("Set Up FaceID Now", "Set Up Face ID Now"),
        ])
    }

    /// Plurals of terms whose capitals plain capitalization would lose; ordinary words and
    /// terms that take "es" are not made plural.
    func testPluralsOfTermsKeepTheirCapitals() {
        assertCases([
            ("export pdfs", "Export PDFs"),
            ("copy urls", "Copy URLs"),
            ("compare iphones", "Compare iPhones"),
            ("turn off airtags", "Turn Off AirTags"),
            ("use 2 esims", "Use 2 eSIMs"),
            ("show ids", "Show IDs"),
            ("store pins", "Store Pins"),
            ("send sms", "Send SMS"),
            ("open macs", "Open Macs"),
        ])
    }

    func testAbbreviationsAndUnits() {
        assertCases([
            ("restore from mac or pc", "Restore from Mac or PC"),
            ("insert sd card", "Insert SD Card"),
            ("free up 2 gb", "Free Up 2 GB"),
            ("sign in with sso", "Sign In with SSO"),
            ("view in ar", "View in AR"),
            ("show 3d model", "Show 3D Model"),
            ("show distance in km", "Show Distance in km"),
            ("limit to 10 mbps", "Limit to 10 Mbps"),
            ("get applecare+", "Get AppleCare+"),
            ("upgrade to v2", "Upgrade to v2"),
            ("switch to arm64", "Switch to arm64"),
            ("use utf-8", "Use UTF-8"),
            ("UPGRADE TO V2", "Upgrade to V2"),
            ("add to up next", "Add to Up Next"),
            ("renew dhcp lease", "Renew DHCP Lease"),
            ("connect via wireguard", "Connect via WireGuard"),
            ("shoot in proraw", "Shoot in ProRAW"),
            ("set ntp server", "Set NTP Server"),
            ("copy commit sha", "Copy Commit SHA"),
            ("save as postscript", "Save as PostScript"),
            ("turn on filevault", "Turn On FileVault"),
            ("show hud", "Show HUD"),
            // Another spelling a term's list line names ("Wi-Fi [or wifi]") is written the official way.
            ("connect to wifi", "Connect to Wi-Fi"),
            ("Turn WiFi Off", "Turn Wi-Fi Off"),
            ("export to stl", "Export to STL"),
            ("export to quickbooks", "Export to QuickBooks"),
            ("hand off call", "Hand Off Call"),
            ("Tear Off Tab", "Tear Off Tab"),
            // Written either way in UIs, so left as typed.
            ("Record at 60 FPS", "Record at 60 FPS"),
            ("Export DB", "Export DB"),
        ])
    }

    func testUnitsAfterNumbersKeepTheirCase() {
        assertCases([
            ("resolution: 4k at 60 fps", "Resolution: 4K at 60 fps"),
            ("stream in 1080P", "Stream in 1080p"), ("convert to mov", "Convert to MOV"), ("paper size: a4", "Paper Size: A4"),
            ("set delay to 500 ms", "Set Delay to 500 ms"),
            ("use 12 pt text", "Use 12 pt Text"),
            ("RECORD AT 60 FPS", "Record at 60 FPS"),
            // A word with a vowel after a number is a word: "3 Items", "2 Hours".
            ("show 3 items", "Show 3 Items"),
            ("seat 12 c", "Seat 12 C"),
            ("wait 2 hours", "Wait 2 Hours"),
            // Units spelled with a vowel keep a lowercase spelling after a number, and only there.
            ("snooze 10 min", "Snooze 10 min"),
            ("set timer to 30 sec", "Set Timer to 30 sec"),
            ("print at 300 dpi", "Print at 300 dpi"),
            ("burn 200 kcal", "Burn 200 kcal"),
            ("walk 2 mi", "Walk 2 mi"),
            ("swim 500 m", "Swim 500 m"),
            // A placeholder a number is formatted into is a value too.
            ("resend code in %d s", "Resend Code in %d s"),
            ("wait %.1f ms", "Wait %.1f ms"),
            ("add 250 g of flour", "Add 250 g of Flour"),
            ("add 6 pcs to cart", "Add 6 pcs to Cart"),
            ("connect 2 PCs", "Connect 2 PCs"),
            ("export 3 pdfs", "Export 3 PDFs"),
            ("Snooze 10 Min", "Snooze 10 Min"),
            ("min price", "Min Price"),
            ("show min and max", "Show Min and Max"),
        ])
    }

    func testWordsJoinedBySlashes() {
        assertCases([
            ("show on/off labels", "Show On/Off Labels"),
            ("check in/out of files", "Check In/Out of Files"),
            ("add and/or remove", "Add and/or Remove"),
            ("read/write access", "Read/Write Access"),
            ("limit to 5 MB/s", "Limit to 5 MB/s"),
            ("set to 30 km/h", "Set to 30 km/h"),
            ("upgrade for %@/year", "Upgrade for %@/year"),
            ("save 20%/year", "Save 20%/year"),
            ("pay {price}/month", "Pay {price}/month"),
            ("run a/b test", "Run A/B Test"),
            ("save as pdf/a", "Save as PDF/A"),
            ("arm64 build", "arm64 Build"),
            ("mark as n/a", "Mark as N/A"),
            // A longer run is a path, its small words cased as in a title.
            ("/path/to/screenshot/folder", "/Path/to/Screenshot/Folder"),
        ])
    }

    func testOrdinaryTermsAreDecidedByRole() {
        assertCases([
            ("send us feedback", "Send Us Feedback"),
            ("give us a call", "Give Us a Call"),
            ("visit us store", "Visit US Store"),
            ("pin to top", "Pin to Top"),
            ("Pin to top", "Pin to Top"),
            // A negated command's verb.
            ("Don't Pin", "Don't Pin"), ("don\u{2019}t pin", "Don\u{2019}t Pin"), ("do not pin", "Do Not Pin"),
            ("dont zip", "Dont Zip"), ("PIN Not Set", "PIN Not Set"), ("use passcode, not pin", "Use Passcode, Not PIN"),
            ("export as folder, not zip", "Export as Folder, Not ZIP"),
            ("pin message", "Pin Message"),
            ("pin code", "PIN Code"),
            ("enter pin", "Enter PIN"),
            ("change your pin", "Change Your PIN"),
            ("contact us", "Contact Us"),
            ("email us", "Email Us"),
            ("Email it", "Email It"),
            // A mark between the verb and "it" leaves it the pronoun; alone it is the term.
            ("save \"draft\" it", "Save \"Draft\" It"),
            ("save (now) it", "Save (Now) It"),
            ("it", "IT"),
            ("visit the us store", "Visit the US Store"),
            ("contact it support", "Contact IT Support"),
            ("Language: English (US)", "Language: English (US)"),
            ("us store", "US Store"),
            ("send it now", "Send It Now"),
            ("open at 9 am", "Open at 9 AM"),
            ("why am i seeing this?", "Why Am I Seeing This?"),
            // After a noun or adjective the term heads a noun or ends the title; before a particle
            // or another word the noun is used as a verb and "it" is its object.
            ("campus it help", "Campus IT Help"),
            ("call local it", "Call Local IT"),
            ("figure it out", "Figure It Out"),
            ("Piece It Together", "Piece It Together"),
            ("smooth it over", "Smooth It Over"),
            // A term that is also a verb is the term after a verb that takes a code, and the
            // ordinary thing after other verbs; "zip" is a verb alone, so "ZIP" the noun.
            ("drop pin", "Drop Pin"),
            ("Drop a Pin", "Drop a Pin"),
            ("remove pin", "Remove Pin"),
            ("set a pin", "Set a PIN"),
            ("unlock with pin", "Unlock with PIN"),
            ("download zip", "Download ZIP"),
            ("open zip", "Open ZIP"),
        ])
    }

    /// A handle, tag or pictograph after a preposition is its object, though it is no word.
    func testHandlesTagsAndPictographsAreObjects() {
        assertCases([
            ("reply to @tim", "Reply to @tim"),
            ("share with @tim and @ann", "Share with @tim and @ann"),
            ("move to #archive", "Move to #archive"),
            ("shared by @%@", "Shared by @%@"),
            ("react with 👍", "React with 👍"),
            ("sign in as @tim", "Sign In as @tim"),
            // Arrows and marks are not things: the word before them is the last word.
            ("continue to →", "Continue To →"),
            ("log in ✓", "Log In ✓"),
        ])
    }

    /// Capitals among lowercase words keep a noun or pronoun reading, but never make a verb a term.
    func testCapitalsAmongLowercaseWordsAreTheTerm() {
        assertCases([
            ("Contact IT", "Contact IT"),
            ("Email IT", "Email IT"),
            ("call IT", "Call IT"),
            ("Email US", "Email US"),
            ("PIN to Top", "Pin to Top"),
            ("PIN Code", "PIN Code"),
            // The subject of a status is the term, whatever its case; before chosen items or an
            // object the word is the verb.
            ("PIN Required", "PIN Required"), ("pin required", "PIN Required"), ("Pin Locked", "PIN Locked"),
            ("pin not set", "PIN Not Set"), ("Pin Is Incorrect", "PIN Is Incorrect"), ("PIN Expired.", "PIN Expired."),
            ("PIN Selected", "Pin Selected"), ("pin starred", "Pin Starred"), ("PIN Message", "Pin Message"),
            ("pin red", "Pin Red"), ("Pin changed", "PIN Changed"), ("Pin Archived", "Pin Archived"),
            ("zip exported", "Zip Exported"), ("Pin Completed", "Pin Completed"),
            ("Why Am I Seeing This?", "Why Am I Seeing This?"),
            ("EMAIL US", "Email Us"),
            ("CONTACT IT SUPPORT", "Contact IT Support"),
        ])
    }

    func testGluedLettersFileNamesAndAbbreviationsAreKept() {
        assertCases([
            ("Speed: %@x", "Speed: %@x"),
            ("speed up by %@x", "Speed Up by %@x"),
            ("delay %.1fs", "Delay %.1fs"),
            ("show subtitle(s)", "Show Subtitle(s)"),
            ("export as JPEG (.jpeg)", "Export as JPEG (.jpeg)"),
            ("Ignore frontmost.app", "Ignore frontmost.app"),
            ("visit example.com", "Visit example.com"),
            ("edit Info.plist", "Edit Info.plist"),
            ("use a tag, e.g. work", "Use a Tag, e.g. Work"),
            ("i.e. all files", "i.e. All Files"),
            ("follow @apple", "Follow @apple"),
            ("search #swift posts", "Search #swift Posts"),
        ])
    }

    /// Every word of an e-mail or web address, handle or hashtag is typed as it stands, and the
    /// address still counts as the object after it ("Go to", not "Go To").
    func testAddressesAreKept() {
        assertCases([
            ("contact support@apple.com", "Contact support@apple.com"),
            ("write to john.doe@example.com for help", "Write to john.doe@example.com for Help"),
            ("follow @johnny-appleseed", "Follow @johnny-appleseed"),
            ("search #wwdc-2024", "Search #wwdc-2024"),
            ("go to apple.com/support", "Go to apple.com/support"),
            ("open https://www.apple.com", "Open https://www.apple.com"),
            ("wi-fi/bluetooth", "Wi-Fi/Bluetooth"),
            ("show #1 hits", "Show #1 Hits"),
            ("and/or", "And/Or"),
            ("connect to 192.168.1.1/24", "Connect to 192.168.1.1/24"),
            // A price's decimal point is no domain: the unit after it is a word of the title.
            ("SUBSCRIBE FOR $4.99/MONTH", "Subscribe for $4.99/Month"),
            ("subscribe for $4.99/month", "Subscribe for $4.99/month"),
        ])
    }

    /// A leading sign takes the first word's place: the HIG's rule is about words, and a small
    /// word after a sign is no less small.
    func testLeadingSymbolOrNumberIsTheFirstWord() {
        assertCases([
            ("% of screen", "% of Screen"),
            ("# of items", "# of Items"),
            ("2x video size", "2x Video Size"),
            ("2 of 3", "2 of 3"),
            ("🔥 hot deals", "🔥 Hot Deals"),
        ])
    }

    func testFixedPhrasesAreWrittenExactly() {
        assertCases([
            ("sign in with apple", "Sign in with Apple"),
            ("SIGN IN WITH APPLE", "Sign in with Apple"),
            ("Sign In With Apple", "Sign in with Apple"),
            // The phrase ends where its last word does: a longer term is another name.
            ("sign in with apple id", "Sign In with Apple ID"),
            ("Sign In with Apple Watch", "Sign In with Apple Watch"),
            ("sign up with apple music", "Sign Up with Apple Music"),
            // A noun after it makes its last word a modifier, naming that noun.
            ("sign in with microsoft account", "Sign In with Microsoft Account"),
            ("Continue With Google Account", "Continue with Google Account"),
            // Not a noun: the mandated phrase stays.
            ("sign in with apple to continue", "Sign in with Apple to Continue"),
            ("sign in with google instead", "Sign in with Google Instead"),
        ])
    }

    /// A change that restores a mandated phrase says so, since title style alone would write
    /// the particle in capitals; other changes keep the title-style message.
    func testMandatedPhraseChangesNameThePhrase() {
        let rule = TitleCaseRule()
        func message(_ title: String) -> String? { rule.check(AnalyzedTitle(title))?.message }
        XCTAssertEqual(message("Sign In with Google"), TitleCaseRule.mandatedMessage("Sign in with Google"))
        XCTAssertEqual(message("SIGN UP WITH APPLE"), TitleCaseRule.mandatedMessage("Sign up with Apple"))
        XCTAssertEqual(message("sign in with apple to continue"), TitleCaseRule.mandatedMessage("Sign in with Apple"))
        let plain = rule.check(AnalyzedTitle("add to cart"))?.message
        XCTAssertEqual(plain?.hasPrefix("Use title-style capitalization"), true, plain ?? "no finding")
        // Title style changed the words around the phrase, and the phrase was already as mandated.
        let around = rule.check(AnalyzedTitle("use Sign in with Apple"))?.message
        XCTAssertEqual(around?.hasPrefix("Use title-style capitalization"), true, around ?? "no finding")
        // A longer name is no mandated phrase: "Sign In with Apple Watch" is title style's.
        let longer = rule.check(AnalyzedTitle("sign in with apple watch"))?.message
        XCTAssertEqual(longer?.hasPrefix("Use title-style capitalization"), true, longer ?? "no finding")
        XCTAssertEqual(message("continue with apple"), TitleCaseRule.mandatedMessage("Continue with Apple"))
        // Only its capitals: spaces put right are the whitespace rule's to name.
        let spaced = rule.check(AnalyzedTitle("Sign in  with Google"))?.message
        XCTAssertEqual(spaced?.hasPrefix("Use title-style capitalization"), true, spaced ?? "no finding")
        XCTAssertEqual(TitleCaseRule.mandatedMessage("Sign in with Google").contains("'Sign in with Google'"), true)
    }

    /// An owner's button text ("Set up Apple Pay") is written so only as a button's whole title;
    /// in a longer title, or in another context, its words are cased. Sign-in phrases that are
    /// also the names of features keep their wording inside longer titles.
    func testButtonTextsOnlyAsWholeButtonTitles() {
        assertCases([
            ("set up apple pay", "Set up Apple Pay"), ("BUY WITH APPLE PAY", "Buy with Apple Pay"),
            ("Set Up Apple Pay on This iPhone", "Set Up Apple Pay on This iPhone"),
            ("set up apple pay cash", "Set Up Apple Pay Cash"),
            ("how to set up apple pay", "How to Set Up Apple Pay"), ("sign in with microsoft", "Sign in with Microsoft"),
            ("sign in with microsoft teams", "Sign In with Microsoft Teams"),
            ("Sign In with Google Chrome", "Sign In with Google Chrome"),
            ("use sign in with apple", "Use Sign in with Apple"),
        ])
        let engine = TitleEngine()
        XCTAssertEqual(engine.analyze("Set Up Apple Pay", context: .navigationTitle).suggestion, "Set Up Apple Pay")
        XCTAssertEqual(engine.analyze("set up apple pay…", context: .menuItem).suggestion, "Set Up Apple Pay…")
        XCTAssertEqual(engine.analyze("set up apple pay", context: .button).suggestion, "Set up Apple Pay")
        XCTAssertEqual(engine.analyze("sign in with apple", context: .menuItem).suggestion, "Sign in with Apple")
    }

    func testCapitals() {
        assertCases([
            ("SIGN IN WITH EMAIL", "Sign In with Email"),
            ("SETTINGS", "Settings"),
            ("GOT IT", "Got It"),
            // A lone word in capitals that is a listed verb's "-ed" or "-ing" form; not an
            // acronym that only ends so ("QWED").
            ("LOGGED", "Logged"), ("SAVED", "Saved"), ("SAVING", "Saving"), ("PAIRED", "Paired"), ("QWED", "QWED"),
            // A lone hyphenated word in capitals whose parts are all known words.
            ("POWER-UPS", "Power-Ups"), ("ADD-ONS", "Add-Ons"), ("FOLLOW-UP", "Follow-Up"), ("UP-TO-DATE", "Up-to-Date"),
            ("USB-C", "USB-C"), ("E-MAIL", "E-MAIL"), ("X-RAY", "X-RAY"), ("QWZX-UPS", "QWZX-UPS"),
            ("Get ADD-ONS", "Get ADD-ONS"),
            ("Export as HEIF", "Export as HEIF"),
            ("convert to RAW", "Convert to RAW"),
            ("TestFlight builds", "TestFlight Builds"),
        ])
    }

    func testPlaceholdersAndMarkupAreKept() {
        assertCases([
            ("reply to %@", "Reply to %@"),
            ("delete %1$@ and %2$@", "Delete %1$@ and %2$@"),
            ("open {name}'s profile", "Open {name}'s Profile"),
            ("%#@items@ selected", "%#@items@ Selected"),
            ("[learn more](https://example.com)", "[learn more](https://example.com)"),
            ("_save as...", "_Save As..."),
            ("<b>save</b> changes", "<b>Save</b> Changes"),
            ("audio delay + %.1fs", "Audio Delay + %.1fs"),
            ("posted %lld image(s)", "Posted %lld Image(s)"),
            // A Markdown code span is typed as the user must type it, and counts as a word.
            ("run `npm install`", "Run `npm install`"),
            ("copy `git clone` command", "Copy `git clone` Command"),
            ("`sudo` is required", "`sudo` Is Required"),
            // So is an element marked as not to be translated, and it is a word of the title.
            ("open <xliff:g id=\"app\">firefox</xliff:g> settings", "Open <xliff:g id=\"app\">firefox</xliff:g> Settings"),
            ("press <kbd>cmd</kbd> and <kbd>q</kbd>", "Press <kbd>cmd</kbd> and <kbd>q</kbd>"),
            ("open <mrk translate=\"no\">my app</mrk> now", "Open <mrk translate=\"no\">my app</mrk> Now"),
            ("sign in to <xliff:g id=\"s\">%s</xliff:g>", "Sign In to <xliff:g id=\"s\">%s</xliff:g>"),
            ("<xliff:g id=\"n\">%d</xliff:g>s left", "<xliff:g id=\"n\">%d</xliff:g>s Left"),
            ("open <mrk translate=\"yes\">the file</mrk>", "Open <mrk translate=\"yes\">the File</mrk>"),
        ])
    }

    func testOtherScriptsAreLeftAlone() {
        assertCases([
            ("ファイルを保存", "ファイルを保存"),
            ("сохранить файл", "сохранить файл"),
            ("café menu", "Café Menu"),
        ])
    }

    /// Casing a cased title changes nothing, for any input, and never crashes.
    func testCasingIsIdempotentOnRandomInput() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        let pieces = [
            "sign", "IN", "to", "a", "The", "pin", "us", "-", "--", ":", "…", "...", "%@", "{name}", "'s", "’",
            "up-to-date", "WI-FI", "iphone", " ", "  ", "?", "!", ".", "é", "Ж", "😀", "&", "_", "[x](y)", "AM", "9",
        ]
        for _ in 0..<2_000 {
            var title = ""
            for _ in 0..<(next() % 8) { title += pieces[Int(next() % UInt64(pieces.count))] }
            let once = caser.titleCased(title)
            XCTAssertEqual(caser.titleCased(once), once, "casing \"\(title)\" twice")
        }
    }

    /// An article or preposition in capitals among lowercase words is emphasis, not an
    /// abbreviation; a single letter and a conjunction in capitals keep them.
    func testEmphasizedMinorWordsTakeTheirCase() {
        assertCases([
            ("connect VIA ftp", "Connect via FTP"), ("save TO disk", "Save to Disk"), ("Save THE File", "Save the File"),
            ("Move ONTO Layer", "Move onto Layer"), ("Plan A or B", "Plan A or B"),
            ("Join with OR Operator", "Join with OR Operator"), ("Build AND Run", "Build AND Run"),
        ])
    }

    /// A particle after the verb's object before an adverb of time, place or manner that ends
    /// the title has no object; the same adverbs are objects right after a preposition.
    func testParticleBeforeAFinalAdverb() {
        assertCases([
            ("pick me up here", "Pick Me Up Here"), ("drop me off here", "Drop Me Off Here"),
            ("log me in automatically", "Log Me In Automatically"), ("set it up later", "Set It Up Later"),
            ("save for later", "Save for Later"), ("skip for now", "Skip for Now"),
            ("show events in weekly", "Show Events in Weekly"), ("pick me up early", "Pick Me Up Early"),
            // A manner adverb made from a listed adjective ends the title as the listed ones do;
            // an "-ly" word made from a noun may name a view, and stays an object.
            ("wake me up gently", "Wake Me Up Gently"), ("set it up quickly", "Set It Up Quickly"),
            ("log me in securely", "Log Me In Securely"), ("turn it on automatically", "Turn It On Automatically"),
            ("show events in monthly", "Show Events in Monthly"), ("save for family", "Save for Family"),
            ("get 50% off today", "Get 50% Off Today"), ("get 50% off your order", "Get 50% off Your Order"),
            // A short duration at the end is no object either, except after "in".
            ("hold on a second", "Hold On a Second"), ("scroll down a bit", "Scroll Down a Bit"),
            ("back in a minute", "Back in a Minute"), ("sign in on a second device", "Sign In on a Second Device"),
        ])
    }

    /// "plus" right after the opening verb joins nothing: it names something.
    func testPlusAfterTheOpeningVerbIsAName() {
        assertCases([
            ("try plus free for 14 days", "Try Plus Free for 14 Days"), ("Get plus", "Get Plus"),
            ("save 10 plus tax", "Save 10 plus Tax"), ("Photos plus Videos", "Photos plus Videos"),
        ])
    }

    /// Formats, standards and tools of media and developer apps.
    func testMediaAndDeveloperTerms() {
        assertCases([
            ("apply lut to all clips", "Apply LUT to All Clips"), ("convert hdr to sdr", "Convert HDR to SDR"),
            ("export h.264 at 1080p", "Export H.264 at 1080p"), ("open in davinci resolve", "Open in DaVinci Resolve"),
            ("run swiftlint", "Run SwiftLint"), ("publish to npm", "Publish to npm"),
            ("enable javascript", "Enable JavaScript"), ("attach to process by pid", "Attach to Process by PID"),
            ("start 5k run", "Start 5K Run"), ("use sf symbols", "Use SF Symbols"),
            ("burn in timecode", "Burn In Timecode"), ("key out green", "Key Out Green"),
            ("cheer on your team", "Cheer On Your Team"), ("cash in points", "Cash In Points"),
            ("export kpi report", "Export KPI Report"), ("purge cdn cache", "Purge CDN Cache"),
            ("connect to postgresql", "Connect to PostgreSQL"), ("deploy to aws", "Deploy to AWS"),
            ("set up scim provisioning", "Set Up SCIM Provisioning"), ("send via docusign", "Send via DocuSign"),
            ("add to apple cash", "Add to Apple Cash"), ("listen in apple podcasts", "Listen in Apple Podcasts"),
            ("set up ipad mini", "Set Up iPad mini"), ("browse smb shares", "Browse SMB Shares"),
            ("open vnc viewer", "Open VNC Viewer"), ("use wi-fi 6e", "Use Wi-Fi 6E"), ("try chatgpt", "Try ChatGPT"),
        ])
    }

    /// A word of two to four letters without a vowel or "y" is an abbreviation, kept as typed
    /// after the first word (and in capitals in a title in capitals); titles before a name and
    /// keys joined by "+" are cased as words.
    func testAbbreviationsWithoutVowelsKeepTheirLetters() {
        assertCases([
            ("show fps counter", "Show fps Counter"), ("SET BPM TO 120", "Set BPM to 120"),
            ("SHOW FPS COUNTER", "Show FPS Counter"),
            ("open mpv options", "Open mpv Options"), ("zhm failure", "Zhm Failure"),
            ("contact dr smith", "Contact Dr Smith"), ("press ctrl+c to copy", "Press Ctrl+C to Copy"),
            ("go by car", "Go by Car"),
            // "etc." keeps its lowercase even as the last word.
            ("import photos, videos, etc.", "Import Photos, Videos, etc."),
        ])
    }

    /// A period after a word that is no abbreviation ends a sentence: the next word opens one and
    /// is capitalized as a first word; after an abbreviation, an initialism or before a number
    /// the title goes on.
    func testPeriodsEndSentencesButNotAbbreviations() {
        assertCases([
            ("try again. or contact support", "Try Again. Or Contact Support"), ("Save. Then Quit", "Save. Then Quit"),
            ("contact acme inc. for help", "Contact Acme Inc. for Help"), ("e.g. a file", "e.g. a File"),
            ("go to st. louis", "Go to St. Louis"), ("approx. 5 min", "Approx. 5 min"),
            ("song feat. the band", "Song Feat. the Band"),
        ])
    }

    /// A single letter before a dash or arrow and another letter is one end of a range.
    func testLetterRangesWithDashesAndArrows() {
        assertCases([
            ("Sort A–Z", "Sort A–Z"), ("sort a—z", "Sort A—Z"), ("Sort A → Z", "Sort A → Z"), ("sort a-z", "Sort A-Z"),
            // Before a conjunction or "vs." no article stands: the letter does.
            ("compare side a vs. side b", "Compare Side A vs. Side B"),
            ("CHOOSE OPTION A OR OPTION B", "Choose Option A or Option B"),
            ("give it a like", "Give It a Like"), ("make a down payment", "Make a Down Payment"),
            ("rate a – good", "Rate a – Good"),
            // Nor before a plural or a day that ends the title; a plural naming a kind goes on to its noun.
            ("Show Plan A Details", "Show Plan A Details"), ("select plan a today", "Select Plan A Today"),
            ("Open a Savings Account", "Open a Savings Account"), ("Give Us a Thumbs Up", "Give Us a Thumbs Up"),
            ("start a series", "Start a Series"), ("add a today widget", "Add a Today Widget"),
        ])
    }

    /// "it" opening a title is the subject unless a noun follows; "us" cannot open one.
    func testItOpeningATitle() {
        assertCases([
            ("It Works Offline", "It Works Offline"), ("it happens", "It Happens"), ("it support", "IT Support"),
            ("US Only", "US Only"), ("Contact IT", "Contact IT"),
        ])
    }

    /// A term's possessive keeps the term's spelling and the apostrophe as typed.
    func testPossessivesOfTerms() {
        assertCases([
            ("open iphone's settings", "Open iPhone's Settings"), ("open iphone’s settings", "Open iPhone’s Settings"),
            ("show face id's options", "Show Face ID's Options"), ("see the pdf's pages", "See the PDF's Pages"),
            ("mac's name", "Mac's Name"),
        ])
    }

    /// A particle or long preposition in capitals among lowercase words is emphasis too.
    func testEmphasizedParticlesAndLongPrepositions() {
        assertCases([("check OUT", "Check Out"), ("Zoom IN", "Zoom In"), ("Learn ABOUT Privacy", "Learn About Privacy")])
    }

    /// "like" compares only before what introduces a thing; before a noun or function word it is
    /// the Like of social apps, and after a subject, a negation or an infinitive's "to" the verb.
    func testLikeAsPrepositionNounAndVerb() {
        assertCases([
            ("more like this", "More like This"), ("find songs like %@", "Find Songs like %@"),
            ("hide like counts", "Hide Like Counts"), ("tap like to save", "Tap Like to Save"),
            ("i don't like it", "I Don't Like It"), ("posts you like", "Posts You Like"),
            ("people who like you", "People Who Like You"),
            ("%@ isn’t like other browsers", "%@ Isn’t like Other Browsers"),
            // After the "to" of an infinitive, the verb.
            ("double-tap to like a photo", "Double-Tap to Like a Photo"), ("swipe to like this post", "Swipe to Like This Post"),
        ])
    }

    /// An extension written with its period is the object of the preposition before it, and a
    /// name in curly quotes is a title of its own.
    func testExtensionsAndQuotedNames() {
        assertCases([
            ("export as .csv", "Export as .csv"), ("save to .zip", "Save to .zip"),
            ("Read “The Swift Programming Language”", "Read “The Swift Programming Language”"),
            ("add to “the best of”", "Add to “The Best Of”"), ("play “in the end” on repeat", "Play “In the End” on Repeat"),
            ("rename “untitled” to “final”", "Rename “Untitled” to “Final”"), ("show it’s time", "Show It’s Time"),
            ("view q&a", "View Q&A"), ("b&w filter", "B&W Filter"), ("VIEW Q&A", "View Q&A"), ("E&xit", "E&xit"),
        ])
    }

    func testCorrectTitlesAreUnchanged() {
        for title in ["Add to Cart", "Sign In to iCloud", "Done", "Share via AirDrop", "Reply to %@", "Not Now"] {
            XCTAssertEqual(caser.titleCased(title), title)
        }
    }
}
