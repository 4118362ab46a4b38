extension TitleCasePass {
    /// A short preposition right after "the", "an" or a possessive ("Tap the Plus Icon", "Show the
    /// Past 7 Days", "My Plus Plan") names or describes something: no preposition follows them, so
    /// it is capitalized. "a" counts only before a word of two letters or more, since "A to Z" is a
    /// letter and a preposition.
    func followsArticleOrPossessive(at index: Int, _ bytes: [UInt8]) -> Bool {
        guard index > 0, slots[index].followsPrevious else { return false }
        let previous = slots[index - 1]
        guard previous.kind == .word else { return false }
        let range = previous.range
        if previous.info.classes.contains(.article) {
            guard range.count == 1 else { return true }
            guard index + 1 < slots.count else { return false }
            let next = slots[index + 1]
            return next.followsPrevious && next.kind == .word && next.range.count >= 2
        }
        return previous.info.classes.contains(.pronoun) && ByteMatch.isPossessiveDeterminer(bytes, range)
    }

    /// "a" before a preposition or conjunction and another single letter is a letter, not the
    /// article: "Sort from A to Z", "Plan A or B"; so is "a" before any conjunction or "vs."
    /// ("Option A or Option B", "Side A vs. Side B").
    @inline(__always)
    func isLetterOfRange(at index: Int, _ lexicon: Lexicon, _ bytes: [UInt8]) -> Bool {
        guard slots[index].range.count == 1 else { return false }
        // "Q&A", "R&D", "B&W": a letter joined to another by "&" with no space.
        let range = slots[index].range
        if (range.upperBound < buffer.count && buffer[range.upperBound] == 0x26)
            || (range.lowerBound > 0 && buffer[range.lowerBound - 1] == 0x26)
        {
            return true
        }
        // "Sort A–Z", "A → Z": a dash or arrow, and only spaces beside it, between two letters
        // (so the next word does not follow with spaces alone).
        if index + 1 < slots.count, !slots[index + 1].followsPrevious, slots[index + 1].kind == .word,
            slots[index + 1].range.count == 1,
            isDashOrArrow(slots[index].range.upperBound..<slots[index + 1].range.lowerBound)
        {
            return true
        }
        // "Option A or Option B", "Side A vs. Side B": no article comes before a conjunction or
        // "vs.", so a letter does.
        if index + 1 < slots.count, slots[index + 1].followsPrevious, slots[index + 1].kind == .word {
            let next = slots[index + 1]
            if next.info.classes.contains(.conjunction) || spells(next.range, "vs") || spells(next.range, "versus") {
                return true
            }
        }
        // "Vitamin A Supplements", "Show Plan A Details", "Plan A Today": no article comes before
        // a plural or a day that ends the title ("Open a Savings Account" goes on to its noun).
        if index + 1 < slots.count, slots[index + 1].followsPrevious, slots[index + 1].kind == .word,
            slots[index + 1].endsClause, !slots[index + 1].hasObject, endsWithPluralOrDay(at: index + 1, lexicon, bytes)
        {
            return true
        }
        guard index + 2 < slots.count else { return false }
        let joiner = slots[index + 1]
        let other = slots[index + 2]
        return joiner.followsPrevious && other.followsPrevious && joiner.info.isAny([.preposition, .conjunction])
            && other.kind == .word && other.range.count == 1
    }

    /// "second", "sec", "minute", "moment", "bit", "while": what "a" makes a short duration of.
    private func isDuration(_ range: Range<Int>) -> Bool {
        spells(range, "second") || spells(range, "sec") || spells(range, "minute") || spells(range, "moment")
            || spells(range, "bit") || spells(range, "while")
    }

    /// True when the word at `index` is a plural of a listed noun ("Details", "Supplements") or
    /// a day named without an article ("Today", "Tonight", "Tomorrow").
    private func endsWithPluralOrDay(at index: Int, _ lexicon: Lexicon, _ bytes: [UInt8]) -> Bool {
        let range = slots[index].range
        if spells(range, "today") || spells(range, "tonight") || spells(range, "tomorrow") { return true }
        // Plurals other than the listed singular's "-s" form are read by `Morphology.pluralBase`.
        return Morphology.pluralBase(lexicon, bytes, range) != nil
    }

    /// True when the slot at `index` follows a number with a percent sign written onto it, and
    /// only spaces after the sign ("50% Off Today").
    private func followsPercentage(at index: Int) -> Bool {
        guard slots[index - 1].kind == .number else { return false }
        var position = slots[index - 1].range.upperBound
        guard position < buffer.count, buffer[position] == 0x25 else { return false }
        position += 1
        while position < slots[index].range.lowerBound, buffer[position] == 0x20 { position += 1 }
        return position == slots[index].range.lowerBound
    }

    /// True when `gap` holds one en dash, em dash, hyphen or arrow, with spaces around it or not.
    private func isDashOrArrow(_ gap: Range<Int>) -> Bool {
        var start = gap.lowerBound
        var end = gap.upperBound
        while start < end, buffer[start] == 0x20 { start += 1 }
        while end > start, buffer[end - 1] == 0x20 { end -= 1 }
        if end - start == 1 { return buffer[start] == 0x2D }
        guard end - start == 3, buffer[start] == 0xE2 else { return false }
        // U+2013 en dash, U+2014 em dash (E2 80 93/94); U+2192 rightwards arrow (E2 86 92).
        return (buffer[start + 1] == 0x80 && (buffer[start + 2] == 0x93 || buffer[start + 2] == 0x94))
            || (buffer[start + 1] == 0x86 && buffer[start + 2] == 0x92)
    }

    /// "On", "Off", "In", "Out", "Up", "Down" or "Over" after a verb's object, right before a word
    /// that opens a clause ("Keep Screen On While Charging") or an adverb that ends the title
    /// ("Turn Wi-Fi On Now"), has no object there: it is the verb's particle. Other prepositions
    /// take such words as objects ("Skip for Now", "Save for When You Need It"), and so do these
    /// right after the verb ("Focus on Now") or before a name ("Show in Now Playing").
    func precedesClause(at index: Int, _ lexicon: Lexicon, _ bytes: [UInt8]) -> Bool {
        guard index + 1 < slots.count, slots[index + 1].followsPrevious, slots[index + 1].kind == .word else { return false }
        let range = slots[index].range
        guard range.count <= 4,
            ByteMatch.equals(bytes, range, "on") || ByteMatch.equals(bytes, range, "off") || ByteMatch.equals(bytes, range, "in")
                || ByteMatch.equals(bytes, range, "out") || ByteMatch.equals(bytes, range, "up")
                || ByteMatch.equals(bytes, range, "down") || ByteMatch.equals(bytes, range, "over")
        else { return false }
        let follower = slots[index + 1]
        guard !follower.info.classes.contains(.termStart) else { return false }
        let next = follower.range
        // No preposition takes these clauses as its object.
        if ByteMatch.equals(bytes, next, "while") || ByteMatch.equals(bytes, next, "whenever")
            || ByteMatch.equals(bytes, next, "if") || ByteMatch.equals(bytes, next, "unless")
            || ByteMatch.equals(bytes, next, "because")
        {
            return true
        }
        // "Hold On a Second", "Scroll Down a Bit": a duration at the end is no object ("in" takes
        // one: "Back in a Minute").
        if ByteMatch.equals(bytes, next, "a"), !ByteMatch.equals(bytes, range, "in"), index + 2 < slots.count,
            slots[index + 2].followsPrevious, slots[index + 2].endsClause, !slots[index + 2].hasObject,
            isDuration(slots[index + 2].range)
        {
            return true
        }
        // "when", "now", "here", "later" can be objects ("Focus on Now", "Save for Later"), except
        // after a verb's object: at least two words before the particle, and the adverb ends the
        // title ("Pick Me Up Here", "Log Me In Automatically").
        guard index >= 2, slots[index].followsPrevious || followsPercentage(at: index), slots[index - 1].followsPrevious else {
            return false
        }
        if ByteMatch.equals(bytes, next, "when") { return true }
        guard follower.endsClause, next.count >= 3 else { return false }
        if next.count <= 13, Self.finalAdverbs.contains(where: { ByteMatch.equals(bytes, next, $0) }) { return true }
        // "Wake Me Up Gently", "Log Me In Securely": the manner adverb of a listed adjective.
        return follower.info.classes.isEmpty && Morphology.isMannerAdverb(lexicon, bytes, next)
    }

    /// Adverbs of time, place and manner that end a title after a verb's particle ("Turn It Off
    /// Now", "Drop Me Off Here", "Set It Up Later"). A closed list: words like "daily" or "weekly"
    /// also name views ("Show Events in Weekly") and are left out; other manner adverbs are
    /// derived from the adjectives they come from (`Morphology.isMannerAdverb`).
    static let finalAdverbs: [StaticString] = [
        "now", "again", "always", "here", "there", "later", "soon", "early", "late", "today", "tonight", "instead", "anyway",
        "automatically", "manually", "remotely", "securely", "quickly",
    ]
}
