import LabelCopyText

/// Decides whether a button title starts with something that is surely not an imperative verb.
/// Silent (nil) whenever unsure: unknown words, verbs, and verb/noun words with an object.
public struct VerbFirstChecker: Sendable {
    /// The word knowledge used.
    public let lexicon: Lexicon

    /// Creates a checker using `lexicon`.
    public init(lexicon: Lexicon = .standard) {
        self.lexicon = lexicon
    }

    /// What the first word was taken to be, and the words it covers, or nil when the title
    /// starts with a verb, is exempt, or the checker is unsure.
    public func reading(of tokenization: Tokenization) -> (reading: FirstWordReading, range: Range<Int>)? {
        reading(of: tokenization, slots: TitleSlots.build(tokenization, lexicon: lexicon))
    }

    /// The reading of the first word, from slots already found.
    public func reading(of tokenization: Tokenization, slots: [TitleSlot]) -> (reading: FirstWordReading, range: Range<Int>)? {
        reading(of: tokenization, slots: slots, progressLabelEnd: .unknown)
    }

    /// The reading of the first word, from slots already found and progress-label's judgement of
    /// the title when its analysis holds it.
    func reading(
        of tokenization: Tokenization, slots: [TitleSlot], progressLabelEnd: ProgressLabelEnd
    ) -> (reading: FirstWordReading, range: Range<Int>)? {
        guard let found = firstWordReading(of: tokenization, slots: slots, progressLabelEnd: progressLabelEnd) else { return nil }
        switch found.reading {
        case .noun, .pluralNoun, .nounCompound, .name, .modifier:
            // Asked only of titles already judged: a noun phrase that states the state it is in
            // is reported as the status it is, with no place to open.
            let bytes = tokenization.utf8
            guard let start = slots.firstIndex(where: { $0.range.lowerBound == found.range.lowerBound }) else { return found }
            if let end = statusEnd(slots, from: start, bytes) {
                return (.status, found.range.lowerBound..<slots[end].range.upperBound)
            }
            // "Item Added to Cart", "Payment Sent to %@": one thing, what happened to it and where.
            // A plural may name the things by it ("Files Shared with You").
            if found.reading != .pluralNoun, let end = placedStatusEnd(slots, from: start, bytes) {
                return (.status, found.range.lowerBound..<slots[end].range.upperBound)
            }
            return found
        default:
            return found
        }
    }

    /// The first word's reading before a status is told apart (`reading`).
    private func firstWordReading(
        of tokenization: Tokenization, slots: [TitleSlot], progressLabelEnd: ProgressLabelEnd
    ) -> (reading: FirstWordReading, range: Range<Int>)? {
        let bytes = tokenization.utf8
        guard let firstIndex = slots.firstIndex(where: { $0.kind != .placeholder }) else { return nil }
        let first = slots[firstIndex]
        // "%lld%% Complete": a share done, whatever the word after the sign is alone (a verb here).
        if firstIndex == 2,
            let (start, last) = percentRange(FirstWordContext(slots: slots, index: firstIndex, tokenization: tokenization))
        {
            return (.amount, slots[start].range.lowerBound..<slots[last].range.upperBound)
        }
        // A first word that is a verb reads as nil unless it is also a noun heading a noun
        // phrase (`wordReading`), and every exemption below reads as nil too: most titles are
        // answered here without the exemptions' byte comparisons.
        // "Release Notes", "Sample Rate": a listed noun, whose first word is mostly a verb too
        // (a project's list may open with any word), read as a noun phrase unless an exemption
        // below answers (a project may list it as conventional).
        var listedEnd: Int?
        if first.kind == .word, first.info.classes.contains(.listedCompoundStart) {
            listedEnd = listedCompoundEnd(slots, firstIndex, bytes)
        }
        if first.kind == .word, first.info.classes.contains(.verb) {
            // "Do You Want to Save?": "do" asks before a subject; "Do Not Disturb" is exempt below.
            if first.range.count == 2, asksWithDo(FirstWordContext(slots: slots, index: firstIndex, tokenization: tokenization)) {
                return (.question, first.range)
            }
            if listedEnd == nil {
                let context = FirstWordContext(slots: slots, index: firstIndex, tokenization: tokenization)
                if firstIndex > 0, first.info.classes.contains(.verbAdjective), tellsWhatIsCounted(context) {
                    return (.adjective, first.range)
                }
                guard first.info.classes.contains(.verbNoun) else { return nil }
                guard nounPhraseEnd(context) != nil || namesSettingValue(context) || asksWhetherNeeded(context) else {
                    return nil
                }
            }
        }
        let whole = first.range.lowerBound..<slots[slots.count - 1].range.upperBound
        if first.info.isAny([.conventional, .conventionalStart]),
            lexicon.info(bytes, whole).classes.contains(.conventional)
        {
            return nil
        }
        if first.info.isAny([.conventional, .conventionalStart]),
            opensWithConventionalTitle(slots, from: firstIndex, tokenization)
        {
            return nil
        }
        if isExemptOpening(first, tokenization) { return nil }
        if let listedEnd { return (.nounCompound, first.range.lowerBound..<slots[listedEnd].range.upperBound) }
        let context = FirstWordContext(
            slots: slots, index: firstIndex, tokenization: tokenization, progressLabelEnd: progressLabelEnd)
        // "2 GB Remaining", "%d MB Used": the amount opens with its value, a placeholder too.
        if let (start, last) = amountRange(context) {
            return (.amount, slots[start].range.lowerBound..<slots[last].range.upperBound)
        }
        let found: (FirstWordReading, Int)?
        switch first.kind {
        case .word: found = wordReading(context)
        case .compound: found = compoundReading(context)
        case .number: found = countReading(context)
        default: found = nil
        }
        guard let (reading, lastSlot) = found else { return nil }
        return (reading, first.range.lowerBound..<slots[lastSlot].range.upperBound)
    }

    /// True when the first slot that is not a placeholder, after at most one placeholder, is a word
    /// that is only a verb, neither a noun too nor the start of a listed noun: `reading` is then
    /// nil whatever follows (a conventional title, an exempt opening, a phrasal verb or the verb
    /// itself all read as nil), so most titles, which start with such a verb, are answered from
    /// that slot's classes alone.
    @inline(__always)
    static func startsWithPlainVerb(_ slots: [TitleSlot]) -> Bool {
        // Fields read where the slot stands: a copy of each whole slot costs more than the test.
        for index in slots.indices where slots[index].kind != .placeholder {
            let classes = slots[index].info.classes
            // After two placeholders the word may state a share done ("%lld%% Complete"): `reading` decides.
            // A verb of two letters may be "Do" opening a question: `reading` decides. So it does
            // for an adjective too after a placeholder, which may be a count ("%d Open Tabs").
            return index < 2 && slots[index].kind == .word && classes.contains(.verb)
                && classes.isDisjoint(with: [.verbNoun, .listedCompoundStart]) && slots[index].range.count != 2
                && (index == 0 || !classes.contains(.verbAdjective))
        }
        return false
    }

    /// "OK, Got It!", "Not Now, Thanks", "Next: Payment Details": a conventional title set off by
    /// a comma, or by a colon when it is no noun, is still the conventional answer, whatever
    /// follows; "Info: Account" names a place and is not.
    private func opensWithConventionalTitle(_ slots: [TitleSlot], from start: Int, _ tokenization: Tokenization) -> Bool {
        let bytes = tokenization.utf8
        let tokens = tokenization.tokens
        var last = start
        while last < slots.count, last - start < 4 {
            let next = last + 1
            if next == slots.count || !slots[next].followsPrevious {
                let after = slots[last].token + 1
                // A colon too after an answer that names nothing ("Next: Payment Details"); a noun
                // before a colon names a place ("Info: Account").
                guard after < tokens.count,
                    (tokens[after].kind == .punctuation && bytes[tokens[after].range.lowerBound] == 0x2C)
                        || (tokens[after].kind == .colon && slots[start].info.classes.isDisjoint(with: [.noun, .compoundHead]))
                else { return false }
                let range = slots[start].range.lowerBound..<slots[last].range.upperBound
                return lexicon.info(bytes, range).classes.contains(.conventional)
            }
            last = next
        }
        return false
    }

    /// "Don't …" and "Do Not …" (HIG "Don't Allow") and progress labels ("Saving…").
    private func isExemptOpening(_ first: TitleSlot, _ tokenization: Tokenization) -> Bool {
        let bytes = tokenization.utf8
        // All three start with "d", so other words skip the comparisons.
        let startsWithD = !first.range.isEmpty && bytes[first.range.lowerBound] | 0x20 == 0x64
        if startsWithD, ByteMatch.equals(bytes, first.range, "do") { return true }
        // "Don't Allow" is a command; "Don't Have an Account?" asks whether the user has none
        // (`isNegatedQuestion`), as no command ends with a question mark.
        if startsWithD, ByteMatch.equals(bytes, first.range, "don't") || ByteMatch.equals(bytes, first.range, "dont") {
            return !FirstWordContext.endsWithQuestionMark(tokenization)
        }
        guard ByteMatch.hasSuffix(bytes, first.range, "ing") else { return false }
        // "Saving…", or "Loading… Please Wait": the ellipsis ends the title or the -ing word.
        let tokens = tokenization.tokens
        if first.token + 1 < tokens.count, tokens[first.token + 1].kind == .ellipsis { return true }
        guard let last = tokens.last(where: { $0.kind != .space }), last.kind == .ellipsis else { return false }
        return true
    }

    /// The reading of a first word and the index of the last slot it covers.
    private func wordReading(_ context: FirstWordContext) -> (FirstWordReading, Int)? {
        let first = context.first
        let bytes = context.bytes
        let classes = first.info.classes
        let at = context.index
        if classes.contains(.phrasalStart), let next = context.next, next.kind == .word,
            lexicon.info(bytes, first.range.lowerBound..<next.range.upperBound).classes.contains(.phrasalVerb)
        {
            return nil
        }
        if classes.contains(.verb) {
            guard classes.contains(.verbNoun) else { return nil }
            if asksWhetherNeeded(context) { return (.question, at) }
            if let end = nounPhraseEnd(context) { return (.nounCompound, end) }
            // "Speed: 1.5×", "Zoom: 150%": the name of a setting before its value.
            return namesSettingValue(context) ? (.noun, at) : nil
        }
        if isQuestionWord(bytes, first.range) {
            // "When Finished", "When a Transfer Fails": without a question mark "when" opens a
            // clause of time, as "whenever" does.
            if ByteMatch.equals(bytes, first.range, "when"), !context.endsWithQuestionMark { return (.clause, at) }
            return (.question, at)
        }
        // "More Options", "Less Data", "More like This": alone "more" and "less" are
        // conventional titles; before another word they open a noun phrase.
        if classes.contains(.conventional), context.next != nil,
            ByteMatch.equals(bytes, first.range, "more") || ByteMatch.equals(bytes, first.range, "less")
        {
            return (.determiner, at)
        }
        if isNegatedQuestion(context) { return (.question, at) }
        if isNegatedAuxiliary(context) { return (.auxiliary, at) }
        if classes.isEmpty, Self.isSubordinator(bytes, first.range) { return (.clause, at) }
        if classes.isEmpty, isGreeting(context) { return (.greeting, at) }
        // "Accessory Not Supported": a thing no list knows, and a state it is not in.
        if classes.isEmpty, first.kind == .word,
            Self.nounEndings.contains(where: { ByteMatch.hasSuffix(bytes, first.range, $0) }),
            isNegatedState(context, bytes)
        {
            return (.status, at + 2)
        }
        // "Mesh Is Non-Manifold", "Widget Has Moved": a word no list knows before "is", "are",
        // "was", "were" or "has" is the subject of a statement; no command goes on so. "There
        // Are No Items" opens with the adverb.
        if classes.isEmpty, first.kind == .word, let next = context.next, next.kind == .word, next.shape != .allCaps,
            Self.isSubjectVerb(bytes, next.range)
        {
            let adverb = ByteMatch.equals(bytes, first.range, "there") || ByteMatch.equals(bytes, first.range, "here")
            return (adverb ? .adverb : .noun, at)
        }
        if let reading = auxiliaryOrAdverbReading(context) { return (reading, at) }
        if !classes.isDisjoint(with: [.noun, .adjective]) {
            // "Setting Up Your Mac": an -ing word the lists call a noun or adjective that
            // progress-label reads as an action in progress (before an adverbial particle) is the
            // verb's -ing form; progress-label adds the "…" it lacks.
            if Morphology.isIngForm(bytes, first.range), isUnfinishedProgressLabel(context) { return nil }
            // "Figure It Out", "Smooth It Over", "Ping Me": a noun or adjective before an object
            // pronoun is used as a verb ("IT" or "US" in capitals among lowercase words is the
            // term: "Corporate IT"). "Only Me" chooses who, as "Only Friends" does.
            if let next = context.next, next.kind == .word, next.shape != .allCaps, isObjectPronoun(bytes, next.range, it: true),
                !ByteMatch.equals(bytes, first.range, "only")
            {
                return nil
            }
            // "Partner with Us", "Team Up with Me": a singular noun whose phrase goes on with "with"
            // and an object pronoun is used as a verb ("Photos with Me", "Photo of Me" stay nouns).
            if classes.contains(.noun), !ByteMatch.hasSuffix(bytes, first.range, "s"), let next = context.next,
                ByteMatch.equals(bytes, next.range, "with"), let object = context.slot(after: context.index + 1),
                object.kind == .word, object.shape != .allCaps, isObjectPronoun(bytes, object.range, it: false)
            {
                return nil
            }
        }
        if let reading = closedClassReading(context) { return (reading, at) }
        if classes.contains(.participle) { return (.participle, at) }
        if classes.contains(.preposition) {
            // A verb's -ing form used as a preposition ("following", "including") is an -ing form
            // first: as a title it is mostly a state or a tab ("Following"), not a preposition
            // with an object; "During" and "Pending" are no verb's.
            return (Morphology.isIngOfVerb(lexicon, context.bytes, first.range) ? .gerund : .preposition, at)
        }
        if first.info.term >= 0 || classes.contains(.termStart) { return nameReading(context) }
        if classes.isEmpty, first.shape == .mixed, isUnlistedName(context) { return nameReading(context, last: at) }
        if !classes.isDisjoint(with: [.conjunction, .particle]) { return nil }
        // A listed noun or adjective that the lists' reading took for a verb before its object
        // ("Counter the Offer", "Letter the Pages") is not read again by its form ("count" +
        // "-er" would make it a noun).
        if classes.isDisjoint(with: [.noun, .compoundHead, .adjective]), let reading = derivedReading(context) {
            return (reading, at)
        }
        // "Theremin Settings", "Sentry Mode": a word no list knows before a head that is seldom
        // a command's object (`settingHeads`), ending the title, names what the head belongs to;
        // a listed verb with a prefix ("Reindex Settings") and a word with a verb's ending
        // ("Consolidate Settings") may still be a verb, and an -ing word is read as one above.
        if classes.isEmpty, let next = context.next, next.endsClause, next.kind == .word,
            Self.settingHeads.contains(where: { ByteMatch.equals(bytes, next.range, $0) }),
            !Morphology.isIngForm(bytes, first.range), !isPrefixedVerb(bytes, first.range),
            !Self.verbEndings.contains(where: { ByteMatch.hasSuffix(bytes, first.range, $0) })
        {
            return (.nounCompound, at + 1)
        }
        // "Autosave: Off", "Hyperlapse: 2×": a word no list knows, named as a setting with its value.
        if classes.isEmpty, first.kind == .word, namesSettingValue(context) { return (.noun, at) }
        return nil
    }

    /// Articles, determiners, pronouns, adjectives and nouns from the lists.
    private func closedClassReading(_ context: FirstWordContext) -> FirstWordReading? {
        let info = context.first.info
        let classes = info.classes
        if classes.contains(.article) { return .article }
        if classes.contains(.determiner) { return .determiner }
        if classes.contains(.pronoun) {
            // "IT Support": a term that is also a pronoun names something when a noun follows.
            if classes.contains(.ordinary), let next = context.next, isNounLike(next, context.bytes) { return .name }
            // "Mine Ore": "mine" stands alone as a pronoun and opens no phrase; before a word it is
            // the verb.
            if context.next?.kind == .word, ByteMatch.equals(context.bytes, context.first.range, "mine") { return nil }
            return .pronoun
        }
        if classes.contains(.adjective) {
            // "Smooth the Edges", "Double Your Storage": an adjective opening the title before
            // the start of an object is used as a verb; "Only", "Such" and the like stand before
            // a noun phrase's determiner ("Only My Followers"), and after a value the word
            // states what it did ("%@ Left the Chat").
            let predeterminer = Self.isPredeterminer(context.bytes, context.first.range)
            if context.index == 0, opensObject(context), !predeterminer, !endsWithTimeAdverbial(context) { return nil }
            // "Only Show Unread", "Only Me": before a verb or a pronoun the word is an adverb.
            if predeterminer, let next = context.next, next.kind == .word,
                next.info.classes.contains(.verb) || isObjectPronoun(context.bytes, next.range, it: true)
            {
                return .adverb
            }
            return .adjective
        }
        if !classes.isDisjoint(with: [.noun, .compoundHead]) {
            // "Slide to Unlock": a noun-looking word before "to" is used as a verb; so is one
            // before an article or a possessive, which open its object ("Design Your Card",
            // "Frame the Photo"): no noun phrase goes on that way.
            // The one-word form of a phrasal verb is its noun whatever follows: before an object
            // it is the verb written as one word ("Backup My iPhone", "Login to Continue").
            // The split is asked last: it looks the word up at each place it could split.
            // "Time to Stand" says it is time, as "It's time to" does; "to" before an object
            // pronoun is no infinitive's ("Letter to Him"). "Onto" says where the verb moves its
            // object ("Project onto Surface").
            if let next = context.next,
                ByteMatch.equals(context.bytes, next.range, "onto")
                    || (ByteMatch.equals(context.bytes, next.range, "to")
                        && !ByteMatch.equals(context.bytes, context.first.range, "time")
                        && !(context.slot(after: context.index + 1).map {
                            $0.kind == .word && isObjectPronoun(context.bytes, $0.range, it: false)
                        } ?? false))
                    || opensObject(context) || isDemonstrative(context.bytes, next.range)
                    || namesChosenItems(context),
                phrasalVerbSplit(context.bytes, context.first.range) == nil
            {
                return nil
            }
            // "Checkout", "Backup Now": the one-word form of a phrasal verb is its noun (Apple Style
            // Guide: "log in" the verb, "login" the noun); the rule names the two-word verb.
            return .noun
        }
        return nil
    }

    /// "me", "us", "him", "them" and, when `it`, "it": pronouns that only stand as an object
    /// ("her" may be a possessive: "Her Profile").
    func isObjectPronoun(_ bytes: [UInt8], _ range: Range<Int>, it: Bool) -> Bool {
        switch range.count {
        case 2:
            (it && ByteMatch.equals(bytes, range, "it")) || ByteMatch.equals(bytes, range, "me")
                || ByteMatch.equals(bytes, range, "us")
        case 3: ByteMatch.equals(bytes, range, "him")
        case 4: ByteMatch.equals(bytes, range, "them")
        default: false
        }
    }

    /// True when the first word stands alone before a colon and a value: a number ("Speed:
    /// 1.5×") or a count's placeholder ("Score: %d"), or a state that ends the title, an
    /// adjective, particle or participle and no verb ("Flash: Auto", "Repeat: Off", "Sync:
    /// Paused"). No command puts a colon between its verb and its object; a verb after the colon
    /// may be a category's command ("File: Save"), a noun may name what to act by ("Sort:
    /// Name"), and a value of several words is the verb's setting as often ("Sort: Newest
    /// First", "Filter: All Items", "Show: All").
    private func namesSettingValue(_ context: FirstWordContext) -> Bool {
        guard context.next == nil, context.isFollowedByColon(context.first), context.index + 1 < context.slots.count else {
            return false
        }
        let value = context.slots[context.index + 1]
        // "Score: 12", "Score: %d": a number, or a placeholder for one.
        guard value.kind == .word, context.index + 2 == context.slots.count else {
            return value.kind == .number || (value.kind == .placeholder && Self.isCountPlaceholder(value.range, context.bytes))
        }
        let classes = value.info.classes
        // "Sync: Paused": a state the lists derive, a verb's regular participle.
        if classes.isEmpty { return Morphology.isRegularParticiple(lexicon, context.bytes, value.range) }
        return !classes.contains(.verb) && !classes.isDisjoint(with: [.adjective, .particle, .participle])
    }

    /// Whether the word after the first opens an object and a word follows it: an article, a
    /// possessive determiner, "this", "these", "those", or "all", "every", "each" ("Number All
    /// Pages", "Total This Column", "Value Your Trade-In"). A letter set apart ("Total A/V Sync")
    /// opens nothing.
    private func opensObject(_ context: FirstWordContext) -> Bool {
        let bytes = context.bytes
        guard let next = context.next, next.kind == .word, let object = context.slot(after: context.index + 1),
            object.kind == .word || object.kind == .compound
        else {
            return false
        }
        return next.info.classes.contains(.article) || ByteMatch.isPossessiveDeterminer(bytes, next.range)
            || isDemonstrative(bytes, next.range)
            || ByteMatch.equals(bytes, next.range, "all") || ByteMatch.equals(bytes, next.range, "every")
            || ByteMatch.equals(bytes, next.range, "each")
    }

    /// "Popular This Week", "Due Every Month": "this" or "every" and a span of time ending the
    /// clause say when, not what is acted on; an adjective before them states a quality.
    private func endsWithTimeAdverbial(_ context: FirstWordContext) -> Bool {
        let bytes = context.bytes
        guard let next = context.next, let span = context.slot(after: context.index + 1), span.endsClause,
            ByteMatch.equals(bytes, next.range, "this") || ByteMatch.equals(bytes, next.range, "every")
        else { return false }
        return Self.timeSpans.contains { ByteMatch.equals(bytes, span.range, $0) }
    }

    /// Spans of time "this" or "every" names as a time ("This Week", "Every Morning").
    static let timeSpans: [StaticString] = [
        "afternoon", "day", "evening", "month", "morning", "night", "quarter", "season", "week", "weekend", "year",
    ]

    /// "Chart Selected Data", "Budget Selected Items": a participle naming the items a command
    /// acts on (`chosenItems`) and a word after it open an object; a noun phrase has no such
    /// participle inside ("Photo Selected" states it at the end).
    private func namesChosenItems(_ context: FirstWordContext) -> Bool {
        guard let next = context.next, next.kind == .word, !next.endsClause, let object = context.slot(after: context.index + 1),
            object.kind == .word || object.kind == .compound
        else { return false }
        return Self.chosenItems.contains { ByteMatch.equals(context.bytes, next.range, $0) }
    }

    /// Adjectives that stand before a noun phrase's own determiner ("Only My Followers", "Such a
    /// Deal", "Half the Price"), so that one after them opens no object.
    static let predeterminers: [StaticString] = ["only", "such", "quite", "rather", "half", "just"]

    /// Whether `range` is one of `predeterminers`.
    static func isPredeterminer(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        predeterminers.contains { ByteMatch.equals(bytes, range, $0) }
    }

    /// "this", "these", "those": like an article, they open the object of a noun used as a verb
    /// ("Map This Address"); "that" also joins a clause to a noun ("Items That Match").
    func isDemonstrative(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        ByteMatch.equals(bytes, range, "this") || ByteMatch.equals(bytes, range, "these")
            || ByteMatch.equals(bytes, range, "those")
    }

    /// Readings from word form alone, for words the lists do not have.
    private func derivedReading(_ context: FirstWordContext) -> FirstWordReading? {
        let bytes = context.bytes
        let range = context.first.range
        // Told first: an -ing word is none of the forms tested before it used to be (possessives
        // and plurals end in "s", participles in "ed"), and -ing words are the commonest here.
        if Morphology.isIngForm(bytes, range) { return gerundReading(context) }
        if let stemRange = Morphology.possessiveStem(bytes, range) {
            let stem = lexicon.info(bytes, stemRange)
            // "Today's Deals" is a noun phrase; "Let's Go" is a verb with a contracted "us"; "It's
            // Me" and "That's Not Me" are a pronoun or determiner with a contracted "is", "Here's
            // How" an adverb with one.
            if ByteMatch.equals(bytes, stemRange, "here") || ByteMatch.equals(bytes, stemRange, "there") { return .adverb }
            if !stem.classes.contains(.verb) {
                if stem.classes.contains(.pronoun) { return .pronoun }
                return stem.classes.contains(.determiner) ? .determiner : .noun
            }
        }
        // "I'll Do This Later", "We’ve Got It": a pronoun with a contracted auxiliary.
        if let stemRange = Morphology.contractionStem(bytes, range), lexicon.info(bytes, stemRange).classes.contains(.pronoun) {
            return .pronoun
        }
        if let base = Morphology.pluralBase(lexicon, bytes, range) { return pluralFormReading(context, base: base) }
        // "Requires Restart", "Expires in 3 Days": the -s form of a verb that is no noun opening
        // the title is its third person, with the subject left out; no imperative ends so.
        if context.index == 0, Morphology.isThirdPersonOfVerb(lexicon, bytes, range) { return .subjectless }
        if Morphology.isRegularParticiple(lexicon, bytes, range) || Morphology.isNounParticiple(lexicon, bytes, range)
            || Morphology.isNegatedParticiple(bytes, range)
        {
            return .participle
        }
        if Morphology.isComparison(lexicon, bytes, range) { return .adjective }
        if Morphology.isAbstractNoun(bytes, range) { return .noun }
        if Morphology.isAgentOrActionNoun(lexicon, bytes, range) {
            return ByteMatch.hasSuffix(bytes, range, "s") && !ByteMatch.hasSuffix(bytes, range, "ss") ? .pluralNoun : .noun
        }
        if Morphology.isAdjectiveForm(bytes, range) || Morphology.isAbleAdjective(lexicon, bytes, range) { return .adjective }
        if Morphology.isLyForm(lexicon, bytes, range) { return .adverb }
        if isShortAdverbBeforeState(context) { return .adverb }
        // An unlisted plural, but not a verb's third person after its subject ("%@ Contains…") or
        // before its particle ("Rounds Up").
        if context.index == 0, Morphology.isUnlistedPlural(lexicon, bytes, range),
            context.next.map({ !$0.info.isAny([.particle, .pronoun]) }) ?? true
        {
            return .pluralNoun
        }
        // "%d Coins", "{count} Gems": after a count, a shorter unlisted word in -s is what is counted;
        // before "per" it is what a rate counts ("Beats per Minute").
        if followsCount(context) || context.next.map({ ByteMatch.equals(bytes, $0.range, "per") }) == true,
            Morphology.isUnlistedPlural(lexicon, bytes, range, shortest: 4)
        {
            return .pluralNoun
        }
        return nil
    }

    /// The reading of an -ing first word.
    private func gerundReading(_ context: FirstWordContext) -> FirstWordReading? {
        // "Saving", "Checking Out": a progress label missing its "…", which progress-label adds.
        let last = context.slots.count - 1
        // "%d Watching", "{count} Going": after a count, what that many are doing.
        if context.index == last { return followsCount(context) ? .statement : nil }
        if context.index + 1 == last, let next = context.next, next.info.classes.contains(.particle) { return nil }
        // "Checking for Updates", "Connecting to %@": progress-label adds the "…" they lack.
        return isUnfinishedProgressLabel(context) ? nil : .gerund
    }

    /// True when progress-label reads the title as the label of an action in progress that
    /// lacks its "…": its judgement stored with the analysis, or found here.
    private func isUnfinishedProgressLabel(_ context: FirstWordContext) -> Bool {
        if case .found(let end) = context.progressLabelEnd { return end != nil }
        return ProgressLabelRule.unfinishedLabelEnd(context.tokenization, slots: context.slots, lexicon: lexicon) != nil
    }

    /// The last slot of the noun phrase a word that is both verb and noun heads, or nil when
    /// it is not sure to head one (`nounPhraseFollows`, `joinedNounPhraseEnd`).
    private func nounPhraseEnd(_ context: FirstWordContext) -> Int? {
        if nounStandsAlone(context) { return context.index }
        if nounPhraseFollows(context) { return context.index + 1 }
        if let numbered = numberedBySign(context) { return numbered }
        return joinedNounPhraseEnd(context)
    }

    /// After a word that is both verb and noun, what makes the word alone a noun, the subject
    /// of what follows: "is", "was" or "has" ("Branch Is Up-to-Date", "Download Was
    /// Interrupted"; no command is followed so), "not" and a state ("Record Not Found"), or "in
    /// progress" after a process ("Review in Progress"). Verbs that set or show a state take
    /// what follows as theirs ("Show Has Attachments", "Mark Not Spam").
    private func nounStandsAlone(_ context: FirstWordContext) -> Bool {
        guard let next = context.next, next.kind == .word, !next.endsClause else { return false }
        let bytes = context.bytes
        if next.shape != .allCaps, Self.isSubjectVerb(bytes, next.range) { return !opensWithStateVerb(context) }
        if next.range.count == 3 { return isNegatedState(context, bytes) }
        // "Sync in Progress": other verbs may take it as the items they act on ("Pause in
        // Progress", "Show in Progress"), so only the names of processes (`processes`) are read so.
        guard next.range.count == 2, ByteMatch.equals(bytes, next.range, "in"),
            let progress = context.slot(after: context.index + 1),
            progress.endsClause, ByteMatch.equals(bytes, progress.range, "progress")
        else { return false }
        return namesProcess(context.first, bytes)
    }

    /// The last slot of the clause that the noun phrase at `start` opens, when the clause states
    /// the phrase's state: it ends in a participle or a state ("Upload Failed", "Password Sent",
    /// "Storage Full", "Update Available", "Level 3 Complete"), in "not" and a state ("Record Not
    /// Found"), in "in progress", or in "on" or "off", a switch's state ("Notifications Off"),
    /// or a form of "be" or "has" follows the phrase ("Branch Is
    /// Up-to-Date"). Asked only of a title whose first word is already judged a noun, name or
    /// modifier; an -ing word opens a phrase that names an activity ("Getting Started").
    func statusEnd(_ slots: [TitleSlot], from start: Int, _ bytes: [UInt8]) -> Int? {
        var end = start
        while end + 1 < slots.count, !slots[end].endsClause { end += 1 }
        guard end > start else { return nil }
        // A bracket opens an aside, which states nothing of the phrase ("Badge (Lower Left)").
        let span = slots[start].range.lowerBound..<slots[end].range.upperBound
        guard span.upperBound <= bytes.count, !bytes[span].contains(where: { $0 == 0x28 || $0 == 0x5B }) else { return nil }
        if (start + 1..<end).contains(where: {
            slots[$0].kind == .word && slots[$0].shape != .allCaps && Self.isSubjectVerb(bytes, slots[$0].range)
        }) {
            return end
        }
        // "Update Ready to Install", "Order Ready for Pickup".
        if (start + 1..<end).contains(where: {
            slots[$0].range.count == 5 && ByteMatch.equals(bytes, slots[$0].range, "ready")
                && (ByteMatch.equals(bytes, slots[$0 + 1].range, "to") || ByteMatch.equals(bytes, slots[$0 + 1].range, "for"))
        }) {
            return end
        }
        var last = slots[end]
        guard last.kind == .word else { return nil }
        // "Camera Not Working".
        if end - 1 > start, Morphology.isIngForm(bytes, last.range), ByteMatch.equals(bytes, slots[end - 1].range, "not") {
            return end
        }
        // "Connection Timed Out", "Account Signed In": a participle with its particle.
        if end - 1 > start, last.info.classes.contains(.particle), slots[end - 1].kind == .word,
            isParticipleForm(slots[end - 1], bytes)
        {
            last = slots[end - 1]
        }
        if ByteMatch.equals(bytes, last.range, "progress") {
            return end - 1 > start && ByteMatch.equals(bytes, slots[end - 1].range, "in") ? end : nil
        }
        let classes = last.info.classes
        let state =
            isParticipleForm(last, bytes) || ByteMatch.equals(bytes, last.range, "failed")
            || ByteMatch.equals(bytes, last.range, "done")
            || Self.endStates.contains(where: { ByteMatch.equals(bytes, last.range, $0) })
            || (classes.isEmpty
                && (ByteMatch.hasSuffix(bytes, last.range, "able") || ByteMatch.hasSuffix(bytes, last.range, "ible")))
            || (classes.contains(.adjective)
                && (isPredicateAdjective(bytes, last.range)
                    || (last.range.count >= 5 && ByteMatch.hasSuffix(bytes, last.range, "ed"))))
            || Self.heldStates.contains(where: { ByteMatch.equals(bytes, last.range, $0) })
            || ByteMatch.equals(bytes, last.range, "on") || ByteMatch.equals(bytes, last.range, "off")
        return state ? end : nil
    }

    /// The last slot of the clause that the noun phrase at `start` opens, when a participle that
    /// states what happened follows the phrase's first or second word and a preposition with its
    /// object ends the clause ("Item Added to Cart", "Rain Expected Within the Hour").
    private func placedStatusEnd(_ slots: [TitleSlot], from start: Int, _ bytes: [UInt8]) -> Int? {
        var end = start
        while end + 1 < slots.count, !slots[end].endsClause { end += 1 }
        var participle = start + 1
        if participle < end, !isStatusParticiple(slots[participle], bytes), isNounLike(slots[participle], bytes) {
            participle += 1
        }
        guard participle + 1 < end, slots[participle].followsPrevious, isStatusParticiple(slots[participle], bytes),
            slots[participle + 1].kind == .word, slots[participle + 1].info.classes.contains(.preposition)
        else { return nil }
        return end
    }

    /// A listed participle, the regular participle of a listed verb, or a word no list knows
    /// with the ending "-ed" ("Interrupted"; not "-eed": "Speed", "Feed").
    private func isParticipleForm(_ slot: TitleSlot, _ bytes: [UInt8]) -> Bool {
        let classes = slot.info.classes
        if classes.contains(.participle) { return true }
        guard classes.isEmpty else { return false }
        if Morphology.isRegularParticiple(lexicon, bytes, slot.range) { return true }
        return slot.range.count >= 5 && ByteMatch.hasSuffix(bytes, slot.range, "ed")
            && !ByteMatch.hasSuffix(bytes, slot.range, "eed")
    }

    /// States a thing is in that the lists call adjectives and that end a status line after its
    /// name ("Storage Full", "Subscription Active", "Server Offline", "Purchase Successful").
    static let heldStates: [StaticString] = ["active", "full", "inactive", "low", "offline", "online"] + outcomes

    /// How an action turned out ("Purchase Successful"): after a word both verb and noun, the word
    /// is the action's name, not a command.
    static let outcomes: [StaticString] = ["successful", "unsuccessful"]

    /// Whether the first word is one of `stateVerbs`.
    private func opensWithStateVerb(_ context: FirstWordContext) -> Bool {
        Self.stateVerbs.contains(where: { ByteMatch.equals(context.bytes, context.first.range, $0) })
    }

    /// Participles that name the items a command acts on by a state the user gave them ("Pause
    /// Selected", "Delete Watched", "Remove Played"): after a verb they are its object, not a status.
    static let chosenItems: [StaticString] = [
        "archived", "changed", "checked", "completed", "downloaded", "flagged", "highlighted", "marked", "modified", "paused",
        "pinned", "played", "selected", "starred", "unchecked", "watched",
    ]

    /// Endings that make nouns ("accessory", "integration", "availability"): a word no list
    /// knows with one of them is read as a thing before "not" and a state; other unknown words
    /// may be verbs ("Declutter Not Used", "Prefetch Not Loaded").
    static let nounEndings: [StaticString] = ["ance", "ence", "hood", "ion", "ism", "ist", "ity", "ment", "ness", "ory", "ship"]

    /// How a process stands, which names no items it could act on ("Sync Paused", "Upload
    /// Canceled", "Import Finished").
    static let processStates: [StaticString] = [
        "canceled", "cancelled", "finished", "interrupted", "paused", "started", "stopped", "succeeded",
    ]

    /// A participle that states what happened ("Sent", "Deleted", "Reached"), not one that is
    /// also an adjective or noun, nor one naming chosen items (`chosenItems`).
    func isStatusParticiple(_ slot: TitleSlot, _ bytes: [UInt8]) -> Bool {
        guard slot.kind == .word else { return false }
        let classes = slot.info.classes
        let participle =
            classes.contains(.participle)
            ? classes.isDisjoint(with: [.adjective, .noun])
            : classes.isEmpty && Morphology.isRegularParticiple(lexicon, bytes, slot.range)
        // The list is read only for participles, the few words it can hold.
        return participle && !Self.chosenItems.contains(where: { ByteMatch.equals(bytes, slot.range, $0) })
    }

    /// "Quote of the Day", "Review of Terms": a verb's object never follows it with "of", so
    /// the word heads a noun phrase that runs to the end of the clause or to a status there.
    /// "Cast & Crew", "Display and Brightness": joined to a word that is only a noun, it is one
    /// of two nouns ("Save & Close", "Copy and Paste" join two verbs).
    private func joinedNounPhraseEnd(_ context: FirstWordContext) -> Int? {
        let bytes = context.bytes
        let at = context.index
        // "&" is no slot and breaks the run of words: asked only where no word follows right away.
        guard let next = context.next else {
            guard at + 1 < context.slots.count, context.isFollowedByAmpersand(context.first),
                isOnlyNoun(context.slots[at + 1], bytes)
            else { return nil }
            return at + 1
        }
        guard next.kind == .word, let following = context.slot(after: at + 1) else { return nil }
        // The classes first: most words after the first are neither a preposition nor a conjunction.
        let classes = next.info.classes
        if classes.contains(.preposition), ByteMatch.equals(bytes, next.range, "of") {
            // A status at the end is not part of it ("Download of the Blocklist Failed").
            var end = at + 2
            while let after = context.slot(after: end),
                !(after.endsClause
                    && (isStatusParticiple(after, bytes) || !after.info.classes.isDisjoint(with: [.adjective, .participle])))
            {
                end += 1
            }
            return end
        }
        if classes.contains(.conjunction) {
            return ByteMatch.equals(bytes, next.range, "and") && isOnlyNoun(following, bytes) ? at + 2 : nil
        }
        // "Upload Limit Reached", "Transfer Request Sent": a noun compound (the phrase named) with
        // a status, as "Request Sent" is ("Mark Email Read", "Show Items Hidden" are a verb with a state).
        if following.endsClause, isStatusParticiple(following, bytes), isNounLike(next, bytes),
            !context.first.info.classes.contains(.informationVerb)
        {
            return at + 1
        }
        return nil
    }

    /// A word the lists call a noun and not a verb, or the plural of a listed noun ("Crew",
    /// "Brightness", "Filters").
    private func isOnlyNoun(_ slot: TitleSlot, _ bytes: [UInt8]) -> Bool {
        guard slot.kind == .word else { return false }
        let classes = slot.info.classes
        if classes.contains(.verb) { return false }
        if !classes.isDisjoint(with: [.noun, .compoundHead]) { return true }
        return classes.isEmpty && Morphology.pluralBase(lexicon, bytes, slot.range) != nil
    }

    /// After a word that is both verb and noun, what makes the pair a noun phrase:
    /// a compound head ("Order Summary"), a number ("Step 2"), a predicate at the end
    /// ("Update Available", "Request Sent"), or a second verb/noun before a colon ("Sort Order:").
    private func nounPhraseFollows(_ context: FirstWordContext) -> Bool {
        guard let next = context.next else { return false }
        // "Level %d", "Step %lld of %lld": a count filled in is numbered as a written one is.
        let counted = next.kind == .placeholder && Self.isCountPlaceholder(next.range, context.bytes)
        guard next.kind == .word || next.kind == .number || counted else { return false }
        // "Step 2", "Page 3": a noun numbered; "Show 20 per Page" goes on, so the number must end the
        // clause. Steps and pages are numbered with one or two digits; "Call 911" dials a number.
        // A number with a sign written onto it is an amount: "Tip 15%", "Zoom 200%".
        // A term that starts with a digit is a name, not a number ("Record 4K", "Use 5G"). Only
        // the parts of a sequence are numbered so; after other words that are verbs too a number
        // is a count or an amount ("Skip 15", "Snooze 9", "Start 2").
        if next.kind == .number || counted {
            guard counted || (next.range.count <= 2 && next.info.term < 0), !context.hasSignAfter(next),
                Self.numberedParts.contains(where: { ByteMatch.equals(context.bytes, context.first.range, $0) })
            else { return false }
            // "Step 3", or "Step 3 of 4".
            if next.endsClause { return true }
            var numbered = context.index + 1
            if let of = context.slot(after: numbered), ByteMatch.equals(context.bytes, of.range, "of"),
                let total = context.slot(after: numbered + 1),
                total.kind == .number || (total.kind == .placeholder && Self.isCountPlaceholder(total.range, context.bytes))
            {
                if total.endsClause { return true }
                numbered += 2
            }
            // "Level 3 Complete", "Step %d of %d Done": the part, then the state it has reached
            // ("Level 5 Completed", "Chapter 2 Unlocked").
            // Adjectives and participles that name chosen items are left out: after a part that is
            // also a verb they may be what it counts ("Book 2 Selected", "Stage 2 Changed",
            // "Book 2 Free").
            guard let state = context.slot(after: numbered), state.endsClause, state.kind == .word else { return false }
            let stateBytes = context.bytes
            return isStatusParticiple(state, stateBytes) || ByteMatch.equals(stateBytes, state.range, "done")
                || ByteMatch.equals(stateBytes, state.range, "completed")
                || Self.endStates.contains(where: { ByteMatch.equals(stateBytes, state.range, $0) })
        }
        if isCompoundHead(next, context.bytes) {
            return !context.first.info.classes.contains(.informationVerb)
                && !OperatedThings.isCommand(context.bytes, verb: context.first.range, head: next.range)
                && !sendsOnward(context, after: context.index + 1)
        }
        let bytes = context.bytes
        guard next.endsClause else { return false }
        // "Request Sent", "Email Deleted": a status. "Mark Starred", "Show Selected" are a verb
        // with a state, and "Swipe Left" a direction, so verbs of state and participles that are
        // also adjectives or nouns are not taken for one.
        if !context.first.info.classes.contains(.informationVerb), isStatusParticiple(next, bytes) { return true }
        if next.info.classes.contains(.adjective), isPredicateAdjective(bytes, next.range) { return true }
        // "Purchase Successful", "Sync Unsuccessful": how an action turned out.
        if !opensWithStateVerb(context), Self.outcomes.contains(where: { ByteMatch.equals(bytes, next.range, $0) }) {
            return true
        }
        // "Order Ready": a state an action ends in; verbs of state take it as what they set
        // ("Mark Complete").
        if !opensWithStateVerb(context), Self.endStates.contains(where: { ByteMatch.equals(bytes, next.range, $0) }) {
            return true
        }
        // "Upload Failed", "Sync Failed": how a process ended. Other verbs may take "failed" as
        // the items they act on ("Retry Failed", "Archive Failed"), so only the names of
        // processes (`processes`) are read so.
        if next.range.count == 6, ByteMatch.equals(bytes, next.range, "failed") { return namesProcess(context.first, bytes) }
        // "Sync Paused", "Download Canceled": how a process stands. Other participles may name the
        // items the process acts on ("Export Edited", "Download Purchased", "Save Modified").
        if ByteMatch.hasSuffix(bytes, next.range, "ed"),
            Self.processStates.contains(where: { ByteMatch.equals(bytes, next.range, $0) })
        {
            return namesProcess(context.first, bytes)
        }
        // "Sync Error", "Upload Error": what went wrong in a process. "Review Error" reviews it, and
        // other verbs act on an error ("Report Error", "Copy Error"), so only the names of processes
        // that do not inspect their object are read so.
        if next.range.count == 5, ByteMatch.equals(bytes, next.range, "error") {
            return namesProcess(context.first, bytes) && !ByteMatch.equals(bytes, context.first.range, "review")
        }
        return next.info.classes.contains(.verbNoun) && context.isFollowedByColon(next)
    }

    /// Whether the slot after `index` is "to", "into" or "onto" with a slot after it: a verb sends
    /// its object there ("Release Results to Patient", "Process Results into Report"); a noun
    /// phrase is seldom followed so.
    private func sendsOnward(_ context: FirstWordContext, after index: Int) -> Bool {
        // The class first: most words after a compound head are no preposition.
        guard let preposition = context.slot(after: index), preposition.info.classes.contains(.preposition),
            !preposition.endsClause, context.slot(after: index + 1) != nil
        else { return false }
        let bytes = context.bytes
        return Self.destinations.contains { ByteMatch.equals(bytes, preposition.range, $0) }
    }

    /// The prepositions that name where a verb's object goes.
    static let destinations: [StaticString] = ["into", "onto", "to"]

    /// Where a listed phrasal verb written as one word ("checkout", "login") splits into its
    /// verb and particle, or nil when the word is not one.
    public func phrasalVerbSplit(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
        guard range.count >= 5, range.upperBound <= bytes.count else { return nil }
        for split in (range.lowerBound + 2)...(range.upperBound - 2) {
            let verb = range.lowerBound..<split
            let particle = split..<range.upperBound
            if lexicon.index.lookup(bytes, verb, particle)?.classes.contains(.phrasalVerb) == true {
                return split
            }
        }
        return nil
    }

    /// "-able", "-ible" and "-ing" adjectives describe a state ("Available", "Pending");
    /// unlike "Unread" in "Mark Unread" they are not the result of an action.
    private func isPredicateAdjective(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        ByteMatch.hasSuffix(bytes, range, "able") || ByteMatch.hasSuffix(bytes, range, "ible")
            || ByteMatch.hasSuffix(bytes, range, "ing")
    }

    /// "Can't Sign In?", "Didn't Get a Code?", "Forgot Password?": an auxiliary with "n't" or
    /// the past tense "forgot" opening a question ("Don't Allow" is exempt before this is
    /// asked). Without the question mark the rule is unsure.
    private func isNegatedQuestion(_ context: FirstWordContext) -> Bool {
        let bytes = context.bytes
        let range = context.first.range
        // All end in "t": other words skip the comparisons.
        guard let last = range.last, last < bytes.count, bytes[last] | 0x20 == 0x74,
            ByteMatch.hasSuffix(bytes, range, "n't") || ByteMatch.hasSuffix(bytes, range, "n\u{2019}t")
                || ByteMatch.equals(bytes, range, "forgot")
        else { return false }
        return context.endsWithQuestionMark
    }

    /// "Can't Connect", "Won't Play", "Cannot Load": an auxiliary with "n't" (or "cannot")
    /// before a word, without a question mark, states what does not happen; "Don't" opens a
    /// command and is exempt before this is asked.
    private func isNegatedAuxiliary(_ context: FirstWordContext) -> Bool {
        let bytes = context.bytes
        let range = context.first.range
        // All end in "'t", "’t" (whose last byte before "t" is 0x99) or "ot": others skip the comparisons.
        guard range.count >= 4, let last = range.last, last < bytes.count, bytes[last] | 0x20 == 0x74, context.next != nil else {
            return false
        }
        switch bytes[last - 1] | 0x20 {
        case 0x27: return ByteMatch.hasSuffix(bytes, range, "n't")
        case 0x99, 0xB9: return ByteMatch.hasSuffix(bytes, range, "n\u{2019}t")
        case 0x6F: return ByteMatch.equals(bytes, range, "cannot")
        default: return false
        }
    }

    /// "Hi, {name}", "Hello", "Congratulations!", "Oops": a greeting or exclamation, which no
    /// list knows as a verb. "Welcome" is a verb too ("Welcome New Members"): a greeting only
    /// alone, before "back" or "to", before a last "home" or "aboard", or before "," or "!"
    /// ("Welcome Back", "Welcome Home!", "Welcome, %@").
    /// "Thanks" answers as "OK" does, alone; before "for" it thanks ("Thanks for Your Order").
    private func isGreeting(_ context: FirstWordContext) -> Bool {
        let bytes = context.bytes
        let range = context.first.range
        // Each first letter and length leaves one word or two to compare, or none.
        guard range.count >= 2, range.count <= 15, range.upperBound <= bytes.count else { return false }
        switch bytes[range.lowerBound] | 0x20 {
        case 0x63:
            return ByteMatch.equals(bytes, range, "congrats") || ByteMatch.equals(bytes, range, "congratulations")
                || ByteMatch.equals(bytes, range, "cheers")
        case 0x67: return ByteMatch.equals(bytes, range, "goodbye")
        case 0x68:
            return ByteMatch.equals(bytes, range, "hi") || ByteMatch.equals(bytes, range, "hey")
                || ByteMatch.equals(bytes, range, "hello")
                || ByteMatch.equals(bytes, range, "howdy")
        case 0x6F: return ByteMatch.equals(bytes, range, "oops")
        case 0x74:
            guard ByteMatch.equals(bytes, range, "thanks"), let next = context.next else { return false }
            return ByteMatch.equals(bytes, next.range, "for")
        case 0x77:
            guard ByteMatch.equals(bytes, range, "welcome") else { return false }
            guard let next = context.next else {
                return context.slots.count == context.index + 1 || context.isFollowedByCommaOrExclamation(context.first)
            }
            if ByteMatch.equals(bytes, next.range, "back") || ByteMatch.equals(bytes, next.range, "to") { return true }
            // "Welcome Home!" ends there; "Welcome Home Buyers" welcomes them.
            return context.index + 2 == context.slots.count
                && (ByteMatch.equals(bytes, next.range, "home") || ByteMatch.equals(bytes, next.range, "aboard"))
        default: return false
        }
    }

    /// Whether the first word is "Do" opening a question: a subject pronoun follows it and the
    /// title ends with "?" ("Do You Want to Save Changes?", "Do We Have Your Email?").
    private func asksWithDo(_ context: FirstWordContext) -> Bool {
        let bytes = context.bytes
        guard ByteMatch.equals(bytes, context.first.range, "do"), let subject = context.next, subject.kind == .word,
            context.endsWithQuestionMark
        else { return false }
        return ByteMatch.equals(bytes, subject.range, "you") || ByteMatch.equals(bytes, subject.range, "we")
            || ByteMatch.equals(bytes, subject.range, "i") || ByteMatch.equals(bytes, subject.range, "they")
    }

    /// Modal auxiliaries that state what can or will happen before a verb ("Can Edit", "Will
    /// Retry Soon", "Could Not Load"); with a question mark they ask.
    static let modals: [StaticString] = ["can", "could", "should", "will", "would"]

    /// Forms of "be" and "have" that state something after their subject.
    static let statementVerbs: [StaticString] = ["is", "are", "was", "were", "has", "have", "had"]

    /// Auxiliaries that open a question when the title ends with "?" ("Is This Your Card?", "Are
    /// You Sure?", "Did You Mean %@?"); "Do" is left to the "Do Not …" exemption. A closed class,
    /// listed here.
    static let auxiliaries: [StaticString] = [
        "is", "are", "was", "were", "has", "have", "had", "did", "does", "can", "could", "will", "would", "should",
    ]

    /// Words that are verbs too but, before a number, name one part of a sequence ("Step 2",
    /// "Level 5", "Season 3"). A closed list: after any other such word a number is what the
    /// verb counts.
    static let numberedParts: [StaticString] = [
        "act", "book", "chapter", "episode", "floor", "level", "page", "part", "phase", "question", "round",
        "scene", "season", "section", "slide", "stage", "step", "track", "volume",
    ]

    /// States an action ends in that the lists call adjectives ("Order Ready", "Setup Complete"):
    /// after a word that is both verb and noun they make a status line, not a command. States
    /// that also name items to act on are left out ("Delete Expired", "Approve Pending");
    /// "failed" is read apart, after the names of processes (`processes`).
    static let endStates: [StaticString] = ["complete", "ready", "required"]

    /// "Record Not Found", "Update Not Available": the thing, and a state it is not in. Verbs
    /// that set, show or pick out items take the state as theirs ("Mark Not Spam", "Filter
    /// Not Started").
    private func isNegatedState(_ context: FirstWordContext, _ bytes: [UInt8]) -> Bool {
        guard let next = context.next, ByteMatch.equals(bytes, next.range, "not"),
            let state = context.slot(after: context.index + 1), state.endsClause, state.kind == .word
        else { return false }
        guard !opensWithStateVerb(context),
            !Self.subsetVerbs.contains(where: { ByteMatch.equals(bytes, context.first.range, $0) })
        else { return false }
        let classes = state.info.classes
        // "Accessory Not Responding", "Camera Not Working": what it fails to do now.
        return isStatusParticiple(state, bytes) || (classes.contains(.adjective) && !classes.contains(.verb))
            || Morphology.isIngForm(bytes, state.range)
    }

    /// Verbs that pick out the items in a state ("Filter Not Started", "View Not Read").
    static let subsetVerbs: [StaticString] = ["filter", "group", "list", "sort", "view"]

    /// Whether the word `first` is one of `processes`.
    private func namesProcess(_ first: TitleSlot, _ bytes: [UInt8]) -> Bool {
        Self.processes.contains(where: { ByteMatch.equals(bytes, first.range, $0) })
    }

    /// Words both verb and noun that name a process a status reports on ("Upload Failed",
    /// "Sync in Progress"): after other verbs "failed" and "in progress" may name the items
    /// acted on ("Retry Failed", "Pause in Progress").
    static let processes: [StaticString] = [
        "build", "call", "download", "export", "import", "install", "load", "refresh", "render", "request", "restore",
        "review", "save", "scan", "search", "sync", "transfer", "update", "upload",
    ]

    /// "Need Help?", "Need a Ride?", "Want to Try Again?": "need" or "want" before a question mark
    /// asks whether the user does ("Do you need help?"). The length and first letter first: this is asked for most titles
    /// that open with a word both verb and noun.
    @inline(__always)
    private func asksWhetherNeeded(_ context: FirstWordContext) -> Bool {
        let range = context.first.range
        guard range.count == 4, range.upperBound <= context.bytes.count else { return false }
        let initial = context.bytes[range.lowerBound] | 0x20
        guard initial == 0x6E || initial == 0x77 else { return false }
        return (ByteMatch.equals(context.bytes, range, "need") || ByteMatch.equals(context.bytes, range, "want"))
            && context.next != nil
            && context.endsWithQuestionMark
    }

    /// Whether `range` spells "is", "are", "was", "were" or "has", in any case: the forms of
    /// "be" and "has" that follow a subject ("have" may follow a verb: "Must Have"). Read byte
    /// by byte, as this is asked for most titles that open with a word both verb and noun.
    @inline(__always)
    static func isSubjectVerb<Bytes: RandomAccessCollection>(_ bytes: Bytes, _ range: Range<Int>) -> Bool
    where Bytes.Element == UInt8, Bytes.Index == Int {
        let count = range.count
        guard count >= 2, count <= 4, range.lowerBound >= 0, range.upperBound <= bytes.count else { return false }
        let start = range.lowerBound
        let first = bytes[start] | 0x20
        let second = bytes[start + 1] | 0x20
        switch count {
        case 2: return first == 0x69 && second == 0x73  // is
        case 3:
            let third = bytes[start + 2] | 0x20
            if first == 0x61 { return second == 0x72 && third == 0x65 }  // are
            return (first == 0x77 || first == 0x68) && second == 0x61 && third == 0x73  // was, has
        default:
            return first == 0x77 && second == 0x65 && bytes[start + 2] | 0x20 == 0x72 && bytes[start + 3] | 0x20 == 0x65  // were
        }
    }

    /// Verbs that set or show a state, which take an end state as what they set ("Mark
    /// Complete", "Set Required", "Show Complete"); after any other verb/noun word the state is
    /// where the action ended ("Upload Complete", "Update Required").
    static let stateVerbs: [StaticString] = ["hide", "keep", "leave", "make", "mark", "set", "show"]

    /// Adverbs that are no -ly form ("Already a Member?", "Still There?", "Also on Apple TV"): the
    /// title starts with no verb unless one follows ("Just Tap to Start"). "Always" and
    /// "Never" are read like "Not": only before a state.
    static let plainAdverbs: [StaticString] = ["already", "also", "almost", "even", "just", "now", "still"]

    /// A question opened by an auxiliary, or a plain adverb not followed by a verb; nil otherwise.
    private func auxiliaryOrAdverbReading(_ context: FirstWordContext) -> FirstWordReading? {
        let bytes = context.bytes
        let range = context.first.range
        guard range.count >= 2, range.count <= 7 else { return nil }
        if Self.auxiliaries.contains(where: { ByteMatch.equals(bytes, range, $0) }) {
            // "%@ Is Typing", "{name} Has Joined", "%d Are Selected": after the value that is its
            // subject, a form of "be" or "have" states something; no command opens so.
            if context.index > 0, context.first.followsPrevious, context.slots[context.index - 1].kind == .placeholder,
                Self.statementVerbs.contains(where: { ByteMatch.equals(bytes, range, $0) })
            {
                return .statement
            }
            guard let next = context.next else { return nil }
            if context.endsWithQuestionMark { return .question }
            // "Can Edit", "Could Not Load": a modal before a verb, or before "not".
            guard next.kind == .word, next.shape != .allCaps, Self.modals.contains(where: { ByteMatch.equals(bytes, range, $0) })
            else { return nil }
            return next.info.classes.contains(.verb) || ByteMatch.equals(bytes, next.range, "not") ? .auxiliary : nil
        }
        // "Not Connected", "Not Available": a state, not an answer like "Not Now" (exempt before).
        // "Always Allowed", "Never Synced" likewise; before a verb or anything else "Always" and
        // "Never" may open a command or a setting ("Always Allow", "Always on Top").
        let isNot = ByteMatch.equals(bytes, range, "not")
        // "Not You?", "Not %@?", "Not Sure?": a question mark makes "not" ask, as in "(Is this) not
        // you?", at the title's end or right after the next word ("Not You? Switch Account").
        if isNot, let next = context.next,
            context.endsWithQuestionMark || (next.range.upperBound < bytes.count && bytes[next.range.upperBound] == 0x3F)
        {
            return .question
        }
        // "Not Enough Space", "Not Enough Credits": too little of something, a state.
        if isNot, let next = context.next, ByteMatch.equals(bytes, next.range, "enough") { return .adverb }
        if isNot || ByteMatch.equals(bytes, range, "always") || ByteMatch.equals(bytes, range, "never") {
            // The state ends the title, or a particle after it does ("Not Signed In"); "yet" may
            // come before it ("Not Yet Available"; "Not Yet" alone is a conventional answer).
            guard var next = context.next, next.kind == .word else { return nil }
            var at = context.index + 1
            if isNot, next.range.count == 3, ByteMatch.equals(bytes, next.range, "yet"), let after = context.slot(after: at),
                after.kind == .word
            {
                next = after
                at += 1
            }
            // So may "yet" ("Not Synced Yet") or a preposition's phrase ("Not Connected to the
            // Internet", "Not Available in Your Region").
            guard
                next.endsClause || context.slot(after: at).map({ $0.endsClause && $0.info.classes.contains(.particle) }) == true
                    || context.slot(after: at).map({ $0.endsClause && ByteMatch.equals(bytes, $0.range, "yet") }) == true
                    || context.slot(after: at).map({
                        $0.kind == .word && !$0.endsClause && $0.info.classes.contains(.preposition)
                    })
                        == true
            else { return nil }
            let classes = next.info.classes
            // After "not", a verb whose participle is its base form is in that state ("Not Set", "Not
            // Yet Read"; "Always Run" is a setting), and an adjective that is a verb too is the
            // adjective ("Not Secure", "Not Empty").
            if classes.contains(.verb),
                !(isNot && (Morphology.isBaseFormParticiple(bytes, next.range) || classes.contains(.verbAdjective)))
            {
                return nil
            }
            let state =
                classes.contains(.verb) || !classes.isDisjoint(with: [.participle, .adjective])
                || (classes.isEmpty
                    && (Morphology.isRegularParticiple(lexicon, bytes, next.range)
                        || Morphology.isAdjectiveForm(bytes, next.range)))
            return state ? .adverb : nil
        }
        guard Self.plainAdverbs.contains(where: { ByteMatch.equals(bytes, range, $0) }) else { return nil }
        if let next = context.next, next.kind == .word, next.info.classes.contains(.verb) { return nil }
        // "Now" and "Just" alone or before "Once" are answers of a time choice ("Now", "Later",
        // "Just Once"); before a state or an -ing word they open a status line ("Now Playing",
        // "Just Added").
        if ByteMatch.equals(bytes, range, "now") || ByteMatch.equals(bytes, range, "just") {
            guard let next = context.next, next.kind == .word, !ByteMatch.equals(bytes, next.range, "once") else { return nil }
        }
        return .adverb
    }

    /// Subordinating conjunctions that open a clause and are nothing else ("While Using the App",
    /// "If Needed", "Because You Liked %@"): a closed class, listed here. "Before", "after",
    /// "until" and "since" are prepositions too, "once" and "as" read otherwise.
    static let subordinators: [StaticString] = [
        "although", "because", "if", "though", "unless", "whenever", "whereas", "wherever", "whether", "while",
    ]

    /// Whether the word `range` is one of `subordinators`: compared only when its length and first
    /// letter could make one, as most words the lists do not know are none.
    static func isSubordinator(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard range.count >= 2, range.count <= 8, range.upperBound <= bytes.count else { return false }
        switch bytes[range.lowerBound] | 0x20 {
        case 0x61, 0x62, 0x69, 0x74, 0x75, 0x77:  // a, b, i, t, u, w
            return subordinators.contains { ByteMatch.equals(bytes, range, $0) }
        default:
            return false
        }
    }

    /// Interrogatives are a closed class, so they are listed here rather than in Lexicons/.
    private func isQuestionWord(_ bytes: [UInt8], _ whole: Range<Int>) -> Bool {
        // "What's New", "Where’s My Order": the contracted "is" does not change the word.
        // Every question word starts with "w" or "h": other words skip the comparisons.
        guard let lead = whole.first, lead >= 0, lead < bytes.count, bytes[lead] | 0x20 == 0x77 || bytes[lead] | 0x20 == 0x68
        else { return false }
        let range = Morphology.possessiveStem(bytes, whole) ?? whole
        return ByteMatch.equals(bytes, range, "what") || ByteMatch.equals(bytes, range, "why")
            || ByteMatch.equals(bytes, range, "how") || ByteMatch.equals(bytes, range, "where")
            || ByteMatch.equals(bytes, range, "when") || ByteMatch.equals(bytes, range, "who")
            || ByteMatch.equals(bytes, range, "which") || ByteMatch.equals(bytes, range, "whose")
    }

    /// Nouns that make a verb/noun first word a modifier: compound heads and their plurals.
    func isCompoundHead(_ slot: TitleSlot, _ bytes: [UInt8]) -> Bool {
        guard slot.kind == .word else { return false }
        if slot.info.classes.contains(.compoundHead) { return true }
        guard slot.info.classes.isEmpty, let base = Morphology.pluralBase(lexicon, bytes, slot.range) else { return false }
        // "Text Size" is a setting, "Cycle Sizes" a command: measures head a compound only
        // in the singular.
        if Self.singularHeads.contains(where: { ByteMatch.hasPrefix(bytes, slot.range, $0) }) { return false }
        return base.classes.contains(.compoundHead)
    }

    /// Compound heads that name a measure of one thing ("Text Size", "Test Score"); in the
    /// plural they are more often what a verb acts on ("Compare Scores", "Export Addresses").
    static let singularHeads: [StaticString] = ["address", "coverage", "score", "size"]

    /// A word that can only be, or is commonly, a noun.
    func isNounLike(_ slot: TitleSlot, _ bytes: [UInt8]) -> Bool {
        guard slot.kind == .word || slot.kind == .compound else { return false }
        let classes = slot.info.classes
        if classes.contains(.verb) { return classes.contains(.verbNoun) }
        if !classes.isDisjoint(with: [.noun, .compoundHead]) || slot.info.term >= 0 { return true }
        return classes.isEmpty && Morphology.pluralBase(lexicon, bytes, slot.range) != nil
    }
}
