// MARK: - Readings of a first word's -s and -ly forms

extension VerbFirstChecker {
    /// What a first word whose plural base is `base` reads as: a statement after the value that
    /// is its subject, a verb's -s form with its subject left out, or a plural noun.
    func pluralFormReading(_ context: FirstWordContext, base: WordInfo) -> FirstWordReading {
        let bytes = context.bytes
        guard base.classes.contains(.verb), let next = context.next, next.kind == .word else { return .pluralNoun }
        // "%@ Shares a Photo", "{name} Wants Your Attention": after the value that is its
        // subject, a verb's -s form before the start of its object states what it does.
        if context.index > 0, context.first.followsPrevious, context.slots[context.index - 1].kind == .placeholder,
            next.info.classes.contains(.article) || ByteMatch.isPossessiveDeterminer(bytes, next.range)
                || isObjectPronoun(bytes, next.range, it: true) || isDemonstrative(bytes, next.range)
        {
            return .statement
        }
        // "Wants Your Attention", "Needs It": with its subject left out, a verb's -s form is still
        // no plural noun before a possessive or an object pronoun, which no noun takes. The object
        // ends the title: after a possessive one noun, so that a noun and the clause that tells
        // it ("Notes Your Team Wrote") stays a plural noun.
        guard context.index == 0, next.shape != .allCaps else { return .pluralNoun }
        // "Looks Good", "Looks Great": a verb of seeming links its subject to a quality, which
        // no plural noun is followed by.
        let stem = context.first.range.lowerBound..<(context.first.range.upperBound - 1)
        if Self.linkingVerbs.contains(where: { ByteMatch.equals(bytes, stem, $0) }),
            next.info.classes.contains(.adjective), !next.info.isAny([.noun, .verb])
        {
            return .subjectless
        }
        let object = isObjectPronoun(bytes, next.range, it: true) ? next : nil
        let possessed = ByteMatch.isPossessiveDeterminer(bytes, next.range) ? context.slot(after: context.index + 1) : nil
        if let end = object ?? possessed, end.kind == .word, end.endsClause { return .subjectless }
        // "Joins a Group Chat", "Shares This Photo": no noun phrase goes on with an article or
        // "this", where an object does; unless a participle ends the clause, which makes the
        // rest a clause that tells the noun ("Changes the Admin Made").
        if next.info.classes.contains(.article) || isDemonstrative(bytes, next.range),
            let last = clauseEnd(context, from: context.index + 1), last > context.index + 1,
            !Morphology.isParticiple(lexicon, bytes, context.slots[last])
        {
            return .subjectless
        }
        return .pluralNoun
    }

    /// The index of the last slot of the clause that the slot at `start` is in: the run of slots
    /// that follow one another with only spaces between, up to one that ends a clause.
    private func clauseEnd(_ context: FirstWordContext, from start: Int) -> Int? {
        var end = start
        while !context.slots[end].endsClause {
            guard context.slot(after: end) != nil else { return nil }
            end += 1
        }
        return end
    }

    /// Verbs of seeming whose "-s" form may be a plural noun too ("Looks", "Feels").
    static let linkingVerbs: [StaticString] = ["look", "sound", "feel", "seem", "smell", "taste"]

    /// True for a five-letter "-ly" word made from a listed adjective, before a state ("Fully
    /// Charged", "Newly Added", "Truly Unlimited"): an adverb. Other "-ly" words of five letters
    /// are verbs and names as often ("Tally Selected Items", "Kelly Added").
    func isShortAdverbBeforeState(_ context: FirstWordContext) -> Bool {
        let bytes = context.bytes
        let range = context.first.range
        guard range.count == 5, isAdverbOfAdjective(bytes, range), let next = context.next, next.kind == .word else {
            return false
        }
        return statesState(next, bytes)
    }

    /// Whether the "-ly" word at `range` is made from a listed adjective: "newly" (new),
    /// "fully" (full, one "l" dropped), "truly" (true, its "e" dropped).
    private func isAdverbOfAdjective(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard ByteMatch.hasSuffix(bytes, range, "ly") else { return false }
        let stem = range.lowerBound..<(range.upperBound - 2)
        return lexicon.info(bytes, stem).classes.contains(.adjective)
            || lexicon.info(bytes, stem, appending: 0x6C).classes.contains(.adjective)
            || lexicon.info(bytes, stem, appending: 0x65).classes.contains(.adjective)
    }

    /// Whether `slot` names a state: a participle or adjective that is no verb, or an unlisted
    /// regular participle of a listed verb ("Charged", "Added").
    private func statesState(_ slot: TitleSlot, _ bytes: [UInt8]) -> Bool {
        let classes = slot.info.classes
        if classes.contains(.verb) { return false }
        if !classes.isDisjoint(with: [.participle, .adjective]) { return true }
        return classes.isEmpty && Morphology.isRegularParticiple(lexicon, bytes, slot.range)
    }
}
