// MARK: - Counts, numbered things and durations

extension VerbFirstChecker {
    /// A count in digits before what it counts ("2 New Matches", "3 Photos Selected", "1 Contact") is
    /// a quantifier, as "Two" is. Durations and measures after a number are choices and stay
    /// silent ("1 Hour", "30 sec", "5 km"), and so do numbers with more than digits ("0.5x Video
    /// Size", "15sec Back", "5K Run") and counts before anything the lists do not call a noun or
    /// adjective ("1 of 3", "2 Step"). A number in thousands or millions counts only before a
    /// plural ("1.2K Likes", "3M Views"; "5K Run" is a distance), and "more" or "other" may come
    /// between a count and a plural ("20 More Replies", "2 Other Devices").
    func countReading(_ context: FirstWordContext) -> (FirstWordReading, Int)? {
        let first = context.first
        let bytes = context.bytes
        guard first.info.term < 0, let next = context.next, next.kind == .word, next.info.term < 0 else { return nil }
        if Self.isMagnitudeCount(bytes, first.range) {
            return isPlural(next, bytes) ? (.count, context.index) : nil
        }
        guard ByteMatch.isDigits(bytes, first.range), !isTimeWord(bytes, next.range) else { return nil }
        if ByteMatch.equals(bytes, next.range, "more") || ByteMatch.equals(bytes, next.range, "other") {
            guard let counted = context.slot(after: context.index + 1), counted.kind == .word, isPlural(counted, bytes),
                !isTimeWord(bytes, counted.range)
            else { return nil }
            return (.count, context.index)
        }
        let classes = next.info.classes
        if qualifiesCounted(next, context.slot(after: context.index + 1), bytes) { return (.count, context.index) }
        if !classes.isDisjoint(with: [.verb, .preposition, .particle, .conjunction, .article, .determiner, .pronoun]),
            !classes.contains(.verbNoun)
        {
            return nil
        }
        // "3 Selected", "2 Downloaded": a count and the state its items are in; "12 Watching",
        // "3 Attending": what that many are doing.
        let counted =
            !classes.isDisjoint(with: [.noun, .adjective, .compoundHead, .verbNoun, .participle])
            || (classes.isEmpty && Morphology.pluralBase(lexicon, bytes, next.range) != nil)
            || (next.endsClause && Morphology.isParticiple(lexicon, bytes, next))
            || (next.endsClause && classes.isEmpty && Morphology.isIngOfVerb(lexicon, bytes, next.range))
        return counted ? (.count, context.index) : nil
    }

    /// "%d Open Tabs", "{count} Clear Days": after a placeholder that holds a count, the first
    /// word tells what is counted.
    func tellsWhatIsCounted(_ context: FirstWordContext) -> Bool {
        followsCount(context) && qualifiesCounted(context.first, context.next, context.bytes)
    }

    /// Whether the first word follows a placeholder that holds a count ("%d", "{count}").
    func followsCount(_ context: FirstWordContext) -> Bool {
        context.index > 0 && context.first.followsPrevious && Self.holdsCount(context.slots[context.index - 1], context.bytes)
    }

    /// Whether `slot` is a placeholder that holds a count: a whole number's ("%d") or one named
    /// for a count ("{count}").
    static func holdsCount(_ slot: TitleSlot, _ bytes: [UInt8]) -> Bool {
        slot.kind == .placeholder && (isCountPlaceholder(slot.range, bytes) || namesCount(slot.range, bytes))
    }

    /// After a count, a verb that is an adjective too before a plural noun tells what is counted
    /// ("3 Open Tickets", "%d Clear Days"): no command follows a count.
    private func qualifiesCounted(_ word: TitleSlot, _ counted: TitleSlot?, _ bytes: [UInt8]) -> Bool {
        guard word.kind == .word, word.info.classes.contains(.verbAdjective), let counted else { return false }
        return isPlural(counted, bytes)
    }

    /// A word ending in "s" that a list calls a noun, or that reads as the plural of one.
    private func isPlural(_ word: TitleSlot, _ bytes: [UInt8]) -> Bool {
        guard word.kind == .word, word.range.count >= 3, ByteMatch.hasSuffix(bytes, word.range, "s") else { return false }
        return isNounLike(word, bytes) || (word.info.classes.isEmpty && Morphology.isUnlistedPlural(lexicon, bytes, word.range))
    }

    /// A number of thousands, millions or billions as counters write them: digits, maybe a decimal
    /// part, and "K", "M" or "B" ("1.2K", "3M", "10k").
    static func isMagnitudeCount(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard range.count >= 2, range.upperBound <= bytes.count else { return false }
        switch bytes[range.upperBound - 1] | 0x20 {
        case 0x6B, 0x6D, 0x62: break  // k, m, b
        default: return false
        }
        let digits = range.lowerBound..<(range.upperBound - 1)
        guard let separator = digits.firstIndex(where: { bytes[$0] == 0x2E || bytes[$0] == 0x2C }) else {
            return ByteMatch.isDigits(bytes, digits)
        }
        return separator > digits.lowerBound && separator + 1 < digits.upperBound
            && ByteMatch.isDigits(bytes, digits.lowerBound..<separator)
            && ByteMatch.isDigits(bytes, (separator + 1)..<digits.upperBound)
    }

    /// A placeholder whose name says it holds a count: "{count}", "{{itemCount}}", "%(count)d".
    static func namesCount(_ range: Range<Int>, _ bytes: [UInt8]) -> Bool {
        guard range.count >= 7, range.upperBound <= bytes.count else { return false }
        return bytes[range].indices.dropLast(4).contains { start in
            (0..<5).allSatisfy { ByteCase.lower(bytes[start + $0]) == countName[$0] }
        }
    }

    /// "count", as `namesCount` looks for it.
    private static let countName: [UInt8] = Array("count".utf8)

    /// Units of time, singular or plural: after a number they make a duration.
    func isTimeWord(_ bytes: [UInt8], _ whole: Range<Int>) -> Bool {
        let range = ByteMatch.hasSuffix(bytes, whole, "s") ? whole.lowerBound..<(whole.upperBound - 1) : whole
        return Self.timeWords.contains { ByteMatch.equals(bytes, range, $0) }
    }

    /// Units of time a number makes a duration of.
    static let timeWords: [StaticString] = [
        "millisecond", "second", "minute", "hour", "day", "night", "week", "month", "year", "time", "hr", "yr",
    ]

    /// A printf placeholder of a whole number ("%d", "%lld", "%1$u"): a count; "%@", "%.1f" and
    /// "{name}" may hold anything.
    static func isCountPlaceholder(_ range: Range<Int>, _ bytes: [UInt8]) -> Bool {
        guard range.count >= 2, range.upperBound <= bytes.count, bytes[range.lowerBound] == 0x25 else { return false }
        switch bytes[range.upperBound - 1] {
        case 0x64, 0x69, 0x75: return true
        default: return false
        }
    }

    /// "Order #%@ Shipped", "Invoice #1042 Paid": a value written with a number sign after a word
    /// that is both verb and noun, and a state ending the clause, number the thing the word names.
    /// Without the state the value is what a command acts on as often ("Merge #42", "Pay #1234").
    /// The index of the value's slot.
    func numberedBySign(_ context: FirstWordContext) -> Int? {
        let tokens = context.tokenization.tokens
        let bytes = context.bytes
        var sign = context.first.token + 1
        while sign < tokens.count, tokens[sign].kind == .space { sign += 1 }
        let at = context.index + 1
        guard sign > context.first.token + 1, sign < tokens.count, tokens[sign].range.count == 1,
            bytes[tokens[sign].range.lowerBound] == 0x23, at < context.slots.count
        else { return nil }
        let value = context.slots[at]
        guard value.token == sign + 1, value.kind == .number || value.kind == .placeholder else { return nil }
        guard let state = context.slot(after: at), state.endsClause, state.kind == .word else { return nil }
        let stated =
            isStatusParticiple(state, bytes) || Self.endStates.contains(where: { ByteMatch.equals(bytes, state.range, $0) })
        return stated ? at : nil
    }
}
