import LabelCopyText

// MARK: - Noun compounds: listed two-word nouns (Lexicons/noun-compounds.txt) and heads after unlisted words

extension VerbFirstChecker {
    /// The index of the second word of the listed two-word noun (`Lexicons/noun-compounds.txt`)
    /// that the word at `index` opens, when the noun ends the title's clause, a mark follows it
    /// or "for" or "of" does ("Release Notes for 2.0"); nil otherwise ("Track Name Changes"
    /// tracks changes, "Sort Order by Date" sorts orders).
    func listedCompoundEnd(_ slots: [TitleSlot], _ index: Int, _ bytes: [UInt8]) -> Int? {
        let second = index + 1
        guard second < slots.count, slots[second].followsPrevious, slots[second].kind == .word else { return nil }
        // The two words joined by one space, whatever white space stands between them ("Release\u{A0}Notes").
        // Looked up first: most verbs that start a listed noun start it with another word.
        let info = lexicon.index.lookup(bytes, slots[index].range, slots[second].range)
        guard info?.classes.contains(.listedCompound) == true else { return nil }
        // A mark after the noun ends its phrase too ("Release Notes (v4.0)", "Track Name: %@"); of
        // the prepositions, only "for" and "of" go on with it ("Sort Order by Date" sorts orders).
        if !slots[second].endsClause, second + 1 < slots.count, slots[second + 1].followsPrevious {
            let after = slots[second + 1].range
            // A status after the noun is no object of a verb either ("Return Window Closed").
            guard
                ByteMatch.equals(bytes, after, "for") || ByteMatch.equals(bytes, after, "of")
                    || statusEnd(slots, from: index, bytes) != nil
            else { return nil }
        }
        return second
    }

    /// Compound heads that name how a thing is set or stands, which commands seldom take as
    /// their object: after a word no list knows, a noun phrase. History, results, queues,
    /// addresses and numbers are objects as often ("Shred History", "Whitelist Address").
    static let settingHeads: [StaticString] = ["mode", "preferences", "settings", "status", "summary"]

    /// Endings that make verbs ("calibrate", "optimize", "synchronise", "simplify").
    static let verbEndings: [StaticString] = ["ate", "ize", "ise", "ify"]

    /// A listed verb behind one of the prefixes that make verbs ("reindex", "unpair", "deselect").
    func isPrefixedVerb(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        Morphology.isPrefixedVerb(lexicon, bytes, range, prefixes: Self.verbPrefixes, shortestVerb: 3)
    }
}
