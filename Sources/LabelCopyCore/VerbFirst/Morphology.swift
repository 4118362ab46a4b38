/// Regular English inflections, undone to find a word's base form in the lexicon.
/// Every stem is a prefix of the word plus at most one byte, so no string is built.
enum Morphology {
    /// The lexicon entry of the singular of a regular plural ("Photos", "Boxes", "Libraries").
    static func pluralBase(_ lexicon: Lexicon, _ bytes: [UInt8], _ range: Range<Int>) -> WordInfo? {
        guard range.count >= 4, ByteMatch.hasSuffix(bytes, range, "s") else { return nil }
        // "Access", "Status", "Analysis" end in s but are not plurals; "Menus" and "Taxis" are,
        // which only a listed singular tells.
        if ByteMatch.hasSuffix(bytes, range, "ss") { return nil }
        let end = range.upperBound
        if ByteMatch.hasSuffix(bytes, range, "us") || ByteMatch.hasSuffix(bytes, range, "is") {
            let info = lexicon.info(bytes, range.lowerBound..<(end - 1))
            return info.isAny(WordClass.anyNoun) ? info : nil
        }
        if ByteMatch.hasSuffix(bytes, range, "ies") {
            let info = lexicon.info(bytes, range.lowerBound..<(end - 3), appending: 0x79)
            if info.isAny(WordClass.anyNoun) { return info }
        }
        if ByteMatch.hasSuffix(bytes, range, "es") {
            let info = lexicon.info(bytes, range.lowerBound..<(end - 2))
            if info.isAny(WordClass.anyNoun) { return info }
        }
        let info = lexicon.info(bytes, range.lowerBound..<(end - 1))
        if info.isAny(WordClass.anyNoun) { return info }
        // "Lives", "Shelves": nouns in "-fe" and "-f" make "-ves", where no listed verb ends the
        // word with its "-s" ("Leaves" is the verb's too, and read as it above).
        if range.count >= 5, ByteMatch.hasSuffix(bytes, range, "ves"), !info.classes.contains(.verb) {
            let stem = range.lowerBound..<(end - 3)
            let f = lexicon.info(bytes, stem, appending: 0x66)
            if f.isAny(WordClass.anyNoun) { return f }
            let fe = lexicon.info(String(decoding: bytes[stem], as: UTF8.self).lowercased() + "fe")
            if fe.isAny(WordClass.anyNoun) { return fe }
        }
        // "Bookings", "Settings": plurals of -ing nouns.
        return isIngForm(bytes, range.lowerBound..<(end - 1)) ? WordInfo(classes: .noun) : nil
    }

    /// True for the third person of a lexicon verb that is no noun, which the lists do not have:
    /// the verb and "-s" ("Requires"), "-es" ("Pushes", "Does") or "-ies" for "-y" ("Applies").
    /// A verb that is also a noun makes a plural as well (`pluralBase`); "-ss", "-us" and "-is"
    /// end words of their own ("Dismiss", "Focus").
    static func isThirdPersonOfVerb(_ lexicon: Lexicon, _ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard range.count >= 4, ByteMatch.hasSuffix(bytes, range, "s") else { return false }
        if ByteMatch.hasSuffix(bytes, range, "ss") || ByteMatch.hasSuffix(bytes, range, "us")
            || ByteMatch.hasSuffix(bytes, range, "is")
        {
            return false
        }
        let end = range.upperBound
        func isVerbOnly(_ info: WordInfo) -> Bool { info.classes.contains(.verb) && !info.isAny(WordClass.anyNoun) }
        if isVerbOnly(lexicon.info(bytes, range.lowerBound..<(end - 1))) { return true }
        if ByteMatch.hasSuffix(bytes, range, "es"), isVerbOnly(lexicon.info(bytes, range.lowerBound..<(end - 2))) { return true }
        return ByteMatch.hasSuffix(bytes, range, "ies")
            && isVerbOnly(lexicon.info(bytes, range.lowerBound..<(end - 3), appending: 0x79))
    }

    /// True for a word of six letters or more, written in lowercase or with one initial
    /// capital, that ends in "s" as plurals do ("Payouts", "Webhooks", "Entitlements",
    /// "Studies"), asked of words no list knows. Not: "-ss", "-us", "-is", "-as" and "-os",
    /// which end singulars and verbs ("Emboss", "Focus", "Canvas"); "-ways" and "-wards"
    /// adverbs ("Sideways", "Backwards"); a listed verb with the "-s" of its third person
    /// ("Deletes All Positions", "Requires Restart": a description, not a plural); thanks, perhaps.
    static func isUnlistedPlural(_ lexicon: Lexicon, _ bytes: [UInt8], _ range: Range<Int>, shortest: Int = 6) -> Bool {
        guard range.count >= shortest, ByteMatch.hasSuffix(bytes, range, "s"),
            bytes[(range.lowerBound + 1)..<range.upperBound].allSatisfy({ $0 &- 0x61 < 26 }),
            (bytes[range.lowerBound] | 0x20) &- 0x61 < 26
        else { return false }
        let singularEnds: [StaticString] = ["ss", "us", "is", "as", "os", "ways", "wards"]
        if singularEnds.contains(where: { ByteMatch.hasSuffix(bytes, range, $0) }) { return false }
        if ByteMatch.equals(bytes, range, "thanks") || ByteMatch.equals(bytes, range, "congratulations")
            || ByteMatch.equals(bytes, range, "perhaps")
        {
            return false
        }
        let end = range.upperBound
        if lexicon.info(bytes, range.lowerBound..<(end - 1)).classes.contains(.verb) { return false }
        if ByteMatch.hasSuffix(bytes, range, "es"), lexicon.info(bytes, range.lowerBound..<(end - 2)).classes.contains(.verb) {
            return false
        }
        if ByteMatch.hasSuffix(bytes, range, "ies"),
            lexicon.info(bytes, range.lowerBound..<(end - 3), appending: 0x79).classes.contains(.verb)
        {
            return false
        }
        return true
    }

    /// True for an "-ing" word whose stem has at least three letters and a vowel
    /// ("Shipping", "Having"), so "Bring", "Thing" and "String" are not taken for -ing forms.
    static func isIngForm(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard range.count >= 6, ByteMatch.hasSuffix(bytes, range, "ing") else { return false }
        return bytes[range.lowerBound..<(range.upperBound - 3)].contains { byte in
            switch ByteCase.lower(byte) {
            case 0x61, 0x65, 0x69, 0x6F, 0x75, 0x79: true
            default: false
            }
        }
    }

    /// True for a possessive ("Today's", "Apple’s").
    static func isPossessive(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        ByteMatch.hasSuffix(bytes, range, "'s") || ByteMatch.hasSuffix(bytes, range, "\u{2019}s")
    }

    /// The word before its "'s" or "’s" ("Today" of "Today's"), or nil when it has none.
    static func possessiveStem(_ bytes: [UInt8], _ range: Range<Int>) -> Range<Int>? {
        guard isPossessive(bytes, range) else { return nil }
        // A straight apostrophe is one byte, a curly one three.
        return range.lowerBound..<(range.upperBound - (bytes[range.upperBound - 2] == 0x27 ? 2 : 4))
    }

    /// The word before a contracted "will", "am", "are", "have" or "would" ("I" of "I'll", "We"
    /// of "We’ve"), or nil when it has none.
    static func contractionStem(_ bytes: [UInt8], _ range: Range<Int>) -> Range<Int>? {
        for suffix: StaticString in [
            "'ll", "'m", "'re", "'ve", "'d", "\u{2019}ll", "\u{2019}m", "\u{2019}re", "\u{2019}ve", "\u{2019}d",
        ]
        where range.count > suffix.utf8CodeUnitCount && ByteMatch.hasSuffix(bytes, range, suffix) {
            return range.lowerBound..<(range.upperBound - suffix.utf8CodeUnitCount)
        }
        return nil
    }

    /// True for a word of seven or more letters ending in "-ful", "-ous", "-ible", "-ual", "-ical"
    /// "-ional", "-tive", "-sive", "-less" or "-ic" ("Mindful", "Previous", "Flexible", "Virtual",
    /// "Medical", "Nutritional", "Selective", "Exclusive", "Gapless", "Cinematic"), or of eight or more
    /// ending in "-al" or "-ar" ("Seasonal", "Granular"): an adjective (or a noun such as a
    /// "-ful" measure, "Directive", "Terminal", "Calendar"), never a verb. Left out: "-able" and
    /// "-ive" alone ("Enable", "Disable", "Archive", "Receive"), shorter "-al" and "-ic" words
    /// ("Reveal", "Signal", "Initial", "Panic", "Mimic") and "-ear" ("Disappear").
    static func isAdjectiveForm(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard range.count >= 7 else { return false }
        return ByteMatch.hasSuffix(bytes, range, "ful") || ByteMatch.hasSuffix(bytes, range, "ous")
            || ByteMatch.hasSuffix(bytes, range, "ible") || ByteMatch.hasSuffix(bytes, range, "ual")
            || ByteMatch.hasSuffix(bytes, range, "ical") || ByteMatch.hasSuffix(bytes, range, "ional")
            || ByteMatch.hasSuffix(bytes, range, "tive") || ByteMatch.hasSuffix(bytes, range, "sive")
            || ByteMatch.hasSuffix(bytes, range, "less") || ByteMatch.hasSuffix(bytes, range, "ic")
            || (range.count >= 8
                && ((ByteMatch.hasSuffix(bytes, range, "al") || ByteMatch.hasSuffix(bytes, range, "ar"))
                    && !ByteMatch.hasSuffix(bytes, range, "ear")))
    }

    /// True for an "-able" word of six letters or more made from a lexicon verb ("Refundable",
    /// "Editable", "Shareable", "Downloadable", "Usable" from "use"): an adjective. Verbs that end
    /// in "-able" have no verb before it ("Enable", "Disable").
    static func isAbleAdjective(_ lexicon: Lexicon, _ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard range.count >= 6, ByteMatch.hasSuffix(bytes, range, "able") else { return false }
        let stem = range.lowerBound..<(range.upperBound - 4)
        if isVerbStem(lexicon, bytes, stem) { return true }
        // "usable", "storable": the verb's final "e" dropped before the suffix.
        return stem.count >= 2 && lexicon.info(bytes, stem, appending: 0x65).classes.contains(.verb)
    }

    /// True for an "-ly" word of six or more letters ("Recently", "Weekly"): an adverb or adjective.
    /// Not a listed verb ending so after a verb's prefix ("Autoreply", "Reapply", "Resupply"): a
    /// verb; "Totally" is no "to-" and "tally".
    static func isLyForm(_ lexicon: Lexicon, _ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard range.count >= 6, ByteMatch.hasSuffix(bytes, range, "ly") else { return false }
        return !isPrefixedVerb(lexicon, bytes, range, prefixes: lyVerbPrefixes, shortestVerb: 5)
    }

    /// True for the "-ly" adverb of a listed adjective: "quickly" (quick), "safely" (safe),
    /// "easily" (easy), "gently" (gentle), "automatically" (automatic). Words whose stem is a
    /// noun ("weekly", "friendly") are not.
    static func isMannerAdverb(_ lexicon: Lexicon, _ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard range.count >= 5, range.upperBound <= bytes.count, ByteMatch.hasSuffix(bytes, range, "ly") else { return false }
        func isAdjective(dropping count: Int, appending extra: UInt8? = nil) -> Bool {
            lexicon.info(bytes, range.lowerBound..<(range.upperBound - count), appending: extra).classes.contains(.adjective)
        }
        // "quickly"; "easily" ("y" became "i"); "gently", "simply" ("-le" became "-ly");
        // "automatically" ("-ic" takes "-ally").
        return isAdjective(dropping: 2)
            || (bytes[range.upperBound - 3] | 0x20 == 0x69 && isAdjective(dropping: 3, appending: 0x79))
            || isAdjective(dropping: 1, appending: 0x65)
            || (ByteMatch.hasSuffix(bytes, range, "ically") && isAdjective(dropping: 4))
    }

    /// Prefixes that make verbs of verbs, "-ly" ones included ("Re-", "Auto-", "Over-").
    static let lyVerbPrefixes = VerbFirstChecker.verbPrefixes + ["auto", "over", "under", "out"]

    /// True when the word `range` is a listed verb of at least `shortestVerb` letters behind one
    /// of `prefixes` ("reindex", "unpair", "autoreply").
    static func isPrefixedVerb(
        _ lexicon: Lexicon, _ bytes: [UInt8], _ range: Range<Int>, prefixes: [StaticString], shortestVerb: Int
    ) -> Bool {
        prefixes.contains { prefix in
            // The stem is made only behind a prefix the word has, so it is never shorter than nothing.
            guard range.count - prefix.utf8CodeUnitCount >= shortestVerb, ByteMatch.hasPrefix(bytes, range, prefix) else {
                return false
            }
            let stem = (range.lowerBound + prefix.utf8CodeUnitCount)..<range.upperBound
            return lexicon.info(bytes, stem).classes.contains(.verb)
        }
    }

    /// Verbs whose past participle is their base form, which Lexicons/participles.txt leaves to
    /// verbs.txt ("Not Yet Read", "Not Yet Set").
    static let baseFormParticiples: [StaticString] = ["cut", "put", "quit", "read", "reset", "run", "set", "shut"]

    /// Whether `range` is one of `baseFormParticiples`.
    static func isBaseFormParticiple(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard range.count >= 3, range.count <= 5 else { return false }
        return baseFormParticiples.contains { ByteMatch.equals(bytes, range, $0) }
    }

    /// True for a listed participle, or the regular participle of a lexicon verb that the lists do
    /// not have themselves ("Made", "Shared").
    static func isParticiple(_ lexicon: Lexicon, _ bytes: [UInt8], _ slot: TitleSlot) -> Bool {
        guard slot.kind == .word else { return false }
        if slot.info.classes.contains(.participle) { return true }
        return slot.info.classes.isEmpty && isRegularParticiple(lexicon, bytes, slot.range)
    }

    /// True when the word is the regular past participle of a lexicon verb ("Saved", "Stopped",
    /// "Copied"), or one with "un-" ("Unplayed").
    static func isRegularParticiple(_ lexicon: Lexicon, _ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard range.count >= 4, ByteMatch.hasSuffix(bytes, range, "ed") else { return false }
        // "Unplayed", "Unwanted": "un-" before the participle of a lexicon verb.
        if range.count >= 8, ByteCase.lower(bytes[range.lowerBound]) == 0x75, ByteCase.lower(bytes[range.lowerBound + 1]) == 0x6E,
            isPlainParticiple(lexicon, bytes, (range.lowerBound + 2)..<range.upperBound)
        {
            return true
        }
        return isPlainParticiple(lexicon, bytes, range)
    }

    /// The verb whose regular participle the word is, spelled as the title spells it: a lexicon
    /// verb or the first word of a listed phrasal verb ("Backed" → "Back", "Logged" → "Log",
    /// "copied" → "copy"); nil for any other word.
    static func regularParticipleStem(_ lexicon: Lexicon, _ bytes: [UInt8], _ range: Range<Int>) -> [UInt8]? {
        guard let (stem, y) = participleStem(lexicon, bytes, range) else { return nil }
        return y ? Array(bytes[stem]) + [0x79] : Array(bytes[stem])
    }

    /// `isRegularParticiple` without a prefix.
    private static func isPlainParticiple(_ lexicon: Lexicon, _ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        participleStem(lexicon, bytes, range) != nil
    }

    /// Where the verb of a regular participle is spelled in `range`, and whether it ends in a
    /// "y" the participle spells "i" ("copied"): "Saved" → "Save", "Stopped" → "Stop". The verb
    /// is a lexicon verb or the first word of a listed phrasal verb ("Backed", "Zeroed").
    private static func participleStem(
        _ lexicon: Lexicon, _ bytes: [UInt8], _ range: Range<Int>
    ) -> (stem: Range<Int>, y: Bool)? {
        guard range.count >= 4, ByteMatch.hasSuffix(bytes, range, "ed") else { return nil }
        let verbs: WordClass = [.verb, .phrasalStart]
        let end = range.upperBound
        if ByteMatch.hasSuffix(bytes, range, "ied"), end - 3 - range.lowerBound >= 2,
            !lexicon.info(bytes, range.lowerBound..<(end - 3), appending: 0x79).classes.isDisjoint(with: verbs)
        {
            return (range.lowerBound..<(end - 3), true)
        }
        if isVerbStem(lexicon, bytes, range.lowerBound..<(end - 1), classes: verbs) {
            return (range.lowerBound..<(end - 1), false)
        }
        if isVerbStem(lexicon, bytes, range.lowerBound..<(end - 2), classes: verbs) {
            return (range.lowerBound..<(end - 2), false)
        }
        // "Stopped" → "stop".
        guard isDoubledStem(lexicon, bytes, range.lowerBound..<(end - 2), classes: verbs) else { return nil }
        return (range.lowerBound..<(end - 3), false)
    }

    /// True when the word, not listed itself, is the comparative or superlative of a lexicon
    /// adjective ("Higher", "Older", "Longest", "Largest", "Biggest", "Earliest"). Listed words
    /// ("lower", "enter", "order") never get here; "Test" and "Request" have no adjective stem.
    static func isComparison(_ lexicon: Lexicon, _ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        let suffix: Int
        if range.count >= 6, ByteMatch.hasSuffix(bytes, range, "est") {
            suffix = 3
        } else if range.count >= 5, ByteMatch.hasSuffix(bytes, range, "er") {
            suffix = 2
        } else {
            return false
        }
        let end = range.upperBound
        func isAdjective(_ stem: Range<Int>, appending extra: UInt8? = nil) -> Bool {
            stem.count >= 2 && lexicon.info(bytes, stem, appending: extra).classes.contains(.adjective)
        }
        let stem = range.lowerBound..<(end - suffix)
        if isAdjective(stem) || isAdjective(stem, appending: 0x65) { return true }  // long, large
        let last = ByteCase.lower(bytes[stem.upperBound - 1])
        if last == 0x69, isAdjective(stem.lowerBound..<(stem.upperBound - 1), appending: 0x79) { return true }  // early
        // big → biggest: a doubled final consonant.
        return stem.count >= 3 && last == ByteCase.lower(bytes[stem.upperBound - 2])
            && isAdjective(stem.lowerBound..<(stem.upperBound - 1))
    }

    /// True for an "-ed" word made from a lexicon noun ("Designed", "Hearted", "Spaced"): a
    /// participle or adjective, never a command. Asked only of words the lists do not have.
    static func isNounParticiple(_ lexicon: Lexicon, _ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard range.count >= 5, ByteMatch.hasSuffix(bytes, range, "ed") else { return false }
        let end = range.upperBound
        return lexicon.info(bytes, range.lowerBound..<(end - 2)).classes.contains(.noun)
            || lexicon.info(bytes, range.lowerBound..<(end - 1)).classes.contains(.noun)
    }

    /// True for a word the lists do not have whose ending makes it an abstract noun: "-ation"
    /// ("Saturation"), "-ness" ("Brightness"), "-ity" ("Visibility"), "-ics" ("Graphics",
    /// "Analytics"). No verb ends so at these lengths ("Station", "Harness", "City" and "Mimics"
    /// are shorter). So do "-ism" ("Journalism"), "-ship" ("Membership"; "Worship" is
    /// shorter), "-hood" ("Childhood"), "-ology" ("Technology") and "-bar", a bar written as
    /// one word with what it holds ("Statusbar"; "Disbar" is shorter).
    static func isAbstractNoun(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        (range.count >= 8
            && (ByteMatch.hasSuffix(bytes, range, "ation") || ByteMatch.hasSuffix(bytes, range, "ness")
                || ByteMatch.hasSuffix(bytes, range, "ship")))
            || (range.count >= 6 && (ByteMatch.hasSuffix(bytes, range, "ity") || ByteMatch.hasSuffix(bytes, range, "ism")))
            || (range.count >= 7
                && (ByteMatch.hasSuffix(bytes, range, "ics") || ByteMatch.hasSuffix(bytes, range, "hood")
                    || ByteMatch.hasSuffix(bytes, range, "ology") || ByteMatch.hasSuffix(bytes, range, "bar")))
    }

    /// True for a word of eight or more letters made of "un-" and an "-ed" ending ("Unsolicited",
    /// "Unexpected", "Unlimited"): a negated participle or adjective, whatever its verb. Verbs in
    /// "-eed" are left out, and the few verbs so made are shorter ("Unembed", "Unshred").
    static func isNegatedParticiple(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard range.count >= 8, ByteMatch.hasSuffix(bytes, range, "ed"), !ByteMatch.hasSuffix(bytes, range, "eed") else {
            return false
        }
        return ByteMatch.hasPrefix(bytes, range, "un")
    }

    /// True for a word the lists do not have that names who or what does a lexicon verb's
    /// action, or the action itself: the verb and "-er" or "-or" ("Processor", "Editor",
    /// "Player"), the verb's final "e" dropped ("Creator", "Trader"), its "y" made "i"
    /// ("Modifier") or its last consonant doubled ("Planner", "Shopper"); the verb and "-ment"
    /// ("Deployment", "Enrollment"); and their plurals ("Editors", "Deployments"). Listed words
    /// ("Order", "Answer", "Lower", "Counter", "Comment") never get here; "Augment" and
    /// "Segment" have no verb before "-ment".
    static func isAgentOrActionNoun(_ lexicon: Lexicon, _ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        var word = range
        if ByteMatch.hasSuffix(bytes, word, "s"), !ByteMatch.hasSuffix(bytes, word, "ss") {
            word = word.lowerBound..<(word.upperBound - 1)
        }
        if word.count >= 7, ByteMatch.hasSuffix(bytes, word, "ment") {
            return isVerbStem(lexicon, bytes, word.lowerBound..<(word.upperBound - 4))
        }
        guard word.count >= 6, ByteMatch.hasSuffix(bytes, word, "er") || ByteMatch.hasSuffix(bytes, word, "or") else {
            return false
        }
        let stem = word.lowerBound..<(word.upperBound - 2)
        // "Modifier", "Classifier": the verb's final "y" became "i".
        let iStem = stem.count >= 3 && bytes[stem.upperBound - 1] | 0x20 == 0x69
        return isVerbStem(lexicon, bytes, stem) || isDoubledStem(lexicon, bytes, stem)
            || lexicon.info(bytes, stem, appending: 0x65).classes.contains(.verb)
            || (iStem && lexicon.info(bytes, stem.lowerBound..<(stem.upperBound - 1), appending: 0x79).classes.contains(.verb))
    }

    /// True for the -ing form of a lexicon verb ("Following", "Including", "Barring"), not for an
    /// -ing word without one ("During", "Pending").
    static func isIngOfVerb(_ lexicon: Lexicon, _ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard isIngForm(bytes, range) else { return false }
        let stem = range.lowerBound..<(range.upperBound - 3)
        return isVerbStem(lexicon, bytes, stem) || isDoubledStem(lexicon, bytes, stem)
            || lexicon.info(bytes, stem, appending: 0x65).classes.contains(.verb)
    }

    /// Whether `stem` is a lexicon word of one of `classes` (a verb unless told).
    private static func isVerbStem(
        _ lexicon: Lexicon, _ bytes: [UInt8], _ stem: Range<Int>, classes: WordClass = .verb
    ) -> Bool {
        stem.count >= 2 && !lexicon.info(bytes, stem).classes.isDisjoint(with: classes)
    }

    /// "stopp" → "stop": a doubled final consonant is dropped before the suffix.
    private static func isDoubledStem(
        _ lexicon: Lexicon, _ bytes: [UInt8], _ stem: Range<Int>, classes: WordClass = .verb
    ) -> Bool {
        guard stem.count >= 3, ByteCase.lower(bytes[stem.upperBound - 1]) == ByteCase.lower(bytes[stem.upperBound - 2]) else {
            return false
        }
        return isVerbStem(lexicon, bytes, stem.lowerBound..<(stem.upperBound - 1), classes: classes)
    }
}
