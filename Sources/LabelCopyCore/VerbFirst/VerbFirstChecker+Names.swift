import LabelCopyText

extension VerbFirstChecker {
    /// Prefixes that keep a hyphenated verb a verb ("Re-Enter Password", "Pre-Order").
    static let verbPrefixes: [StaticString] = ["re", "pre", "un", "de", "dis", "co", "mis"]

    /// Prefixes that make adjectives of what follows ("Non-Stop", "Anti-Glare").
    private static let adjectivePrefixes: [StaticString] = ["anti", "non"]

    /// Second parts of hyphenated compounds that make adjectives of any first part ("Read-Only",
    /// "Contact-Free", "Kid-Friendly", "Cloud-Based", "Case-Sensitive", "System-Wide").
    private static let adjectiveTails: [StaticString] = [
        "only", "free", "friendly", "based", "related", "specific", "sensitive", "wide", "compatible", "safe",
    ]

    /// Whether a compound of `prefix` and a verb `tail` names a place or a time rather than an
    /// action: "In-" always does ("In-Store Pickup", "In-App Purchases"); "On-" and "After-" do
    /// before a word that is a noun too ("On-Call Schedule", "After-Care Tips"), where "On-Sell"
    /// and "On-Forward" are verbs; "At-" is left out ("At-Mention", "At-Reply" are verbs), and so
    /// are "Up-", "Out-" and "Off-", which often make verbs ("Up-Vote", "Off-Load"). An article,
    /// pronoun or preposition after the compound shows a verb's object.
    private func namesPlaceOrTime(_ prefix: Range<Int>, _ tail: WordClass, _ context: FirstWordContext) -> Bool {
        let bytes = context.bytes
        if let next = context.next, next.info.isAny([.article, .determiner, .pronoun, .preposition]) { return false }
        if ByteMatch.equals(bytes, prefix, "in") { return true }
        return tail.contains(.verbNoun) && (ByteMatch.equals(bytes, prefix, "on") || ByteMatch.equals(bytes, prefix, "after"))
    }

    /// A product name first is a noun ("iCloud Settings", "Face ID & Passcode") unless a word a
    /// verb would govern follows it ("AirDrop to Mac", "FaceTime %@").
    func nameReading(_ context: FirstWordContext) -> (FirstWordReading, Int)? {
        var last = context.index
        if context.first.info.classes.contains(.termStart) {
            last = termEnd(context) ?? last
        }
        guard context.first.info.term >= 0 || last > context.index else { return nil }
        return nameReading(context, last: last)
    }

    /// True for a word of five letters or more the lists do not have, written with a capital
    /// after a small letter ("PeerTube Instances", "reCAPTCHA Challenge", "ExoPlayer Settings"):
    /// a name like a listed term. Not when the letters before that capital are a listed verb
    /// ("openFile", "signIn", "GoPro"), which may be a command typed as one word, or a pronoun
    /// or determiner ("yourName"), nor when a listed verb follows that capital ("AutoRotate",
    /// "MultiSelect", "\tRemove"); units are shorter ("kB", "GiB", "mAh"), and "AVFoundation"
    /// has no capital after its small letters.
    func isUnlistedName(_ context: FirstWordContext) -> Bool {
        let bytes = context.bytes
        let range = context.first.range
        guard range.count >= 5, var capital = bytes[range].firstIndex(where: { $0 &- 0x61 < 26 }) else { return false }
        while capital < range.upperBound, !ByteCase.isUpper(bytes[capital]) { capital += 1 }
        guard capital < range.upperBound,
            lexicon.info(bytes, range.lowerBound..<capital).classes.isDisjoint(with: [.verb, .pronoun, .determiner, .article])
        else { return false }
        // "AutoRotate", "MultiSelect", "\tRemove": a verb after its first capital is a compound
        // verb, or a verb after a letter that escapes a character.
        return !lexicon.info(bytes, capital..<range.upperBound).classes.contains(.verb)
    }

    /// A name that ends at slot `last`, read as a noun unless a value or a word a verb would govern follows it.
    func nameReading(_ context: FirstWordContext, last: Int) -> (FirstWordReading, Int)? {
        // "%.2f MB", "%@ GB": a term right after a value is what the value counts or measures.
        if context.index > 0, context.first.followsPrevious {
            switch context.slots[context.index - 1].kind {
            case .placeholder, .number: return nil
            default: break
            }
        }
        guard let next = context.slot(after: last) else { return (.name, last) }
        switch next.kind {
        case .placeholder, .number: return nil
        default: break
        }
        let functionWords: WordClass = [.preposition, .article, .determiner, .pronoun]
        if next.info.isAny(functionWords), !next.info.isAny([.noun, .verb]) { return nil }
        return (.name, last)
    }

    /// The index of the last slot of the longest multi-word term starting at the first word.
    private func termEnd(_ context: FirstWordContext) -> Int? {
        var count = 1
        while count < lexicon.maxTermWords, context.slot(after: context.index + count - 1) != nil { count += 1 }
        while count >= 2 {
            let last = context.index + count - 1
            let range = context.first.range.lowerBound..<context.slots[last].range.upperBound
            if lexicon.info(context.bytes, range).term >= 0 { return last }
            count -= 1
        }
        return nil
    }

    /// Hyphenated first words: a canonical term is a name; a verb + particle compound is a noun
    /// ("Add-Ons", "Sign-In Options"); a prefixed or plain verb stays a verb ("Re-Enter"), and
    /// a word before a verb may be one ("Double-Click"); any other compound is a modifier
    /// ("Two-Factor Authentication", "Built-in Apps").
    func compoundReading(_ context: FirstWordContext) -> (FirstWordReading, Int)? {
        let first = context.first
        let bytes = context.bytes
        if first.info.term >= 0 { return nameReading(context) }
        // A compound the verb list has whole ("Fine-Tune", "Color-Code", "Cherry-Pick") is a verb.
        if first.info.classes.contains(.verb) { return nil }
        guard let parts = context.tokenization.compoundParts[first.token], parts.count >= 2 else { return nil }
        // "30-Minute Meals", "7-Day Trial": a count joined to a word describes what follows.
        if parts[0].kind == .number, ByteMatch.isDigits(bytes, parts[0].range),
            parts[parts.count - 1].kind == .word, let next = context.next, next.kind == .word
        {
            return (.modifier, context.index)
        }
        guard parts[0].kind == .word else { return nil }
        // "Step-by-Step Guide", "Turn-by-Turn Directions", "End-to-End Encryption": a word, a
        // preposition and the same word again describe how, whatever the word is alone.
        if parts.count == 3, parts[2].kind == .word, ByteMatch.sameWord(bytes, parts[0].range, parts[2].range),
            lexicon.info(bytes, parts[1].range).classes.contains(.preposition)
        {
            return (.modifier, context.index)
        }
        // "Point-of-Sale Settings", "Pay-per-View Events", "Proof-of-Concept": "of" and "per" join
        // nouns, so the compound names a thing whatever its first word is alone.
        if parts.count >= 3, parts[1].kind == .word, parts[parts.count - 1].kind == .word,
            ByteMatch.equals(bytes, parts[1].range, "of") || ByteMatch.equals(bytes, parts[1].range, "per")
        {
            if let next = context.next, next.kind == .word { return (.modifier, context.index) }
            if first.endsClause { return (.nounCompound, context.index) }
        }
        // "Print-on-Demand Orders", "Pay-as-You-Go Plan", "Print-at-Home Tickets": a phrase with a
        // preposition inside, hyphenated before a noun, describes it; a command would not be
        // hyphenated ("Print on Demand"). "Drag-and-Drop" joins two verbs and stays unsure, and a
        // phrasal verb's particle or a verb prefix first is no such phrase ("Sign-Up-for", "Re-Up-Vote").
        // Alone, such a phrase ending in a noun names a feature ("Text-to-Speech", "Pay-as-You-Go").
        if parts.count >= 3, parts[0].range.count > 1,
            !Self.verbPrefixes.contains(where: { ByteMatch.equals(bytes, parts[0].range, $0) }),
            lexicon.index.lookup(bytes, parts[0].range, parts[1].range)?.classes.contains(.phrasalVerb) != true,
            parts.dropFirst().dropLast().contains(where: {
                $0.kind == .word && lexicon.info(bytes, $0.range).classes.contains(.preposition)
            })
        {
            if let next = context.next, isNounLike(next, bytes) { return (.modifier, context.index) }
            let last = parts[parts.count - 1]
            if context.index + 1 == context.slots.count, last.kind == .word,
                lexicon.info(bytes, last.range).isAny([.noun, .verbNoun])
            {
                return (.nounCompound, context.index)
            }
        }
        let head = lexicon.info(bytes, parts[0].range).classes
        let tail = parts[parts.count - 1]
        if head.contains(.verb), tail.kind == .word {
            // "Read-Only Files", "Contact-Free Delivery", "Print-Friendly Version": these second
            // parts make adjectives of whatever comes first.
            if parts.count == 2, Self.adjectiveTails.contains(where: { ByteMatch.equals(bytes, tail.range, $0) }) {
                return (.modifier, context.index)
            }
            if lexicon.info(bytes, tail.range).classes.contains(.particle) {
                return (.nounCompound, context.index)
            }
            if ByteMatch.hasSuffix(bytes, tail.range, "s"),
                lexicon.info(bytes, tail.range.lowerBound..<(tail.range.upperBound - 1)).classes.contains(.particle)
            {
                return (.pluralNoun, context.index)
            }
            // "Split-Screen Mode", "Read-Aloud Settings": before a head naming how a thing is set,
            // the compound describes; a command takes a thing, not a mode, as its object.
            if let next = context.next, next.kind == .word,
                Self.settingHeads.contains(where: { ByteMatch.equals(bytes, next.range, $0) })
            {
                return (.modifier, context.index)
            }
            return nil
        }
        if parts[0].range.count == 1 || Self.verbPrefixes.contains(where: { ByteMatch.equals(bytes, parts[0].range, $0) }) {
            // "Pre-Orders", "Re-Uploads", "E-Books": after "pre", "re" or the "e" of electronic,
            // which make nouns too, the -s form of a noun, alone, is its plural ("Un-Blocks" is a
            // verb's -s form).
            if parts.count == 2,
                ByteMatch.equals(bytes, parts[0].range, "pre") || ByteMatch.equals(bytes, parts[0].range, "re")
                    || ByteMatch.equals(bytes, parts[0].range, "e"),
                first.endsClause, context.index + 1 == context.slots.count,
                tail.kind == .word, ByteMatch.hasSuffix(bytes, tail.range, "s"),
                lexicon.info(bytes, tail.range.lowerBound..<(tail.range.upperBound - 1)).isAny([.noun, .verbNoun])
            {
                return (.pluralNoun, context.index)
            }
            return nil
        }
        // "Non-Stop Flights", "Anti-Glare Coating": prefixes of negation and opposition make
        // adjectives, never a verb.
        if parts.count == 2, Self.adjectivePrefixes.contains(where: { ByteMatch.equals(bytes, parts[0].range, $0) }) {
            return (.modifier, context.index)
        }
        // A word before a verb makes a compound verb as often as a modifier ("Double-Click",
        // "Right-Click", "Auto-Fill Password", "Fast-Forward"): a modifier for sure only after a
        // number or quantifier ("Two-Step Verification") or before a compound head, as a
        // verb/noun word is ("Auto-Renew Settings" like "Order Summary"), or as the name of a
        // setting before its value ("Auto-Lock: Never"). A compound verb ending in a verb whose
        // object is information takes a compound head as that object ("Double-Check Details",
        // as "Check Details" does).
        if parts.count == 2, tail.kind == .word, !head.contains(.determiner), !context.isFollowedByColon(first) {
            let tailClasses = lexicon.info(bytes, tail.range).classes
            // A place or a time is no verb (`namesPlaceOrTime`).
            if tailClasses.contains(.verb), !namesPlaceOrTime(parts[0].range, tailClasses, context) {
                guard let next = context.next, isCompoundHead(next, bytes), !tailClasses.contains(.informationVerb) else {
                    return nil
                }
            }
        }
        return (.modifier, context.index)
    }
}
