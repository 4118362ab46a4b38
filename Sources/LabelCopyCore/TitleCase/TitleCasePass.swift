import LabelCopyText

/// One run of the title-case decisions over a title's slots, collecting byte edits.
///
/// The pass itself never changes once made (the edits are the caller's, passed in): a
/// mutating pass was copied whole on the stack for every word's non-mutating questions.
struct TitleCasePass {
    /// The title's bytes, borrowed for the pass's lifetime. The lexicon and the bytes as an
    /// array (for the lexicon's look-ups) come in as arguments: held here, they cost a retain
    /// and a release each on every run.
    let buffer: UnsafeBufferPointer<UInt8>
    /// Borrowed from the caller for the pass's lifetime: an array here cost a retain and a
    /// release through the pass's value witness on every run.
    let slots: UnsafeBufferPointer<TitleSlot>
    /// The whole title is in capitals and is converted word by word.
    private(set) var shouting = false
    /// The title is a button's: an owner's button text (`WordClass.buttonText`) that is the
    /// whole title is written as the owner writes it; anywhere else it is cased as words.
    let isButton: Bool

    init(
        lexicon: Lexicon, bytes: [UInt8], buffer: UnsafeBufferPointer<UInt8>, slots: UnsafeBufferPointer<TitleSlot>,
        isButton: Bool = true
    ) {
        self.buffer = buffer
        self.slots = slots
        self.isButton = isButton
        shouting = !Self.startsUnshouted(slots) && isShouting(lexicon, bytes)
    }

    /// True when the bytes `range` spell `key` (lowercase ASCII without an apostrophe, so
    /// `ByteMatch.equals` would compare them byte for byte too), ignoring ASCII case.
    @inline(__always)
    func spells(_ range: Range<Int>, _ key: StaticString) -> Bool {
        guard range.count == key.utf8CodeUnitCount, range.lowerBound >= 0, range.upperBound <= buffer.count else { return false }
        return key.withUTF8Buffer { key in
            var offset = 0
            for index in range {
                if ByteCase.lower(buffer[index]) != key[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    /// Apple's fixed spelling of two hyphenated words whose second part stays lowercase
    /// (Apple Style Guide: "built-in", "plug-in"): an initial capital and nothing else.
    private func isFixedCompound(_ range: Range<Int>) -> Bool {
        spells(range, "built-in") || spells(range, "plug-in") || spells(range, "plug-ins")
    }

    /// Records every change title style makes to the title in `edits`.
    func run(_ lexicon: Lexicon, _ bytes: [UInt8], parts: [Int: [Token]], into edits: inout TitleEdits) {
        var index = 0
        let count = slots.count
        while index < count {
            // Most words of a title not in capitals are ordinary: neither the start of a phrase
            // or term nor of a minor word's class, so capitalized when lowercase and otherwise
            // kept. `caseWord` decides the same after all its tests ("as" and "to", the minor
            // words of no minor class, are two bytes long and go the long way). The fields are
            // read where the slot stands: a copy of the whole slot costs more than this test.
            if !shouting, slots[index].kind == .word, slots[index].info.term < 0, slots[index].range.count != 2,
                slots[index].info.classes.isDisjoint(with: [.fixedStart, .termStart, .article, .conjunction, .preposition])
            {
                if slots[index].shape == .lower, !keepsTypedCase(at: index) {
                    let range = slots[index].range
                    if range.count == 3, buffer[range.lowerBound + 1] == 0x26 {
                        capitalizeLetters(range, into: &edits)
                    } else {
                        edits.capitalize(range, lowerRest: false, in: buffer)
                    }
                }
                index += 1
                continue
            }
            let kind = slots[index].kind
            // matchPhrase's own first test, made here: most words start no phrase or term, and
            // the call alone costs more than the test.
            if kind != .placeholder, slots[index].info.isAny([.fixedStart, .termStart]),
                let length = matchPhrase(at: index, lexicon, bytes, into: &edits)
            {
                index += length
                continue
            }
            switch kind {
            case .word: caseWord(at: index, lexicon, bytes, into: &edits)
            case .compound: caseCompound(slots[index], lexicon, bytes, parts: parts, into: &edits)
            case .number:
                let term = slots[index].info.term
                if term >= 0 { spell(slots[index].range, term: term, lexicon, into: &edits) }
            default: break
            }
            index += 1
        }
    }

    // MARK: - All capitals

    /// A title written entirely in capitals is converted; one all-caps word among others is
    /// an acronym and kept. A lone all-caps word is converted only when it is a known word.
    /// One-letter words and terms whose spelling is fixed say nothing about how it is written.
    private func isShouting(_ lexicon: Lexicon, _ bytes: [UInt8]) -> Bool {
        var cased = 0
        var knownWord = false
        for (index, slot) in slots.enumerated() where (slot.kind == .word || slot.kind == .compound) && slot.range.count > 1 {
            if slot.info.term >= 0, !slot.info.classes.contains(.ordinary) || ordinaryIsTerm(at: index) { continue }
            // "V2", "H264": one letter before digits says nothing about how the title is written.
            if bytes[slot.range.upperBound - 1] &- 0x30 < 10, slot.shape != .allCaps { continue }
            switch slot.shape {
            case .allCaps:
                cased += 1
                knownWord = knownWord || isKnownWord(slot, lexicon, bytes)
            case .initialCap, .lower, .mixed:
                return false
            case .uncased, .dotted:
                continue
            }
        }
        return cased >= 2 || (cased == 1 && knownWord)
    }

    /// True when the first slot alone shows the title is not in capitals (`isShouting`'s own
    /// first answer for most titles, without the call): an ordinary word of two or more
    /// letters written in lowercase, with an initial capital or in mixed case.
    @inline(__always)
    private static func startsUnshouted(_ slots: UnsafeBufferPointer<TitleSlot>) -> Bool {
        // Read where the slot stands, as in `run`.
        guard !slots.isEmpty, slots[0].kind == .word || slots[0].kind == .compound, slots[0].range.count > 1,
            slots[0].info.term < 0
        else {
            return false
        }
        switch slots[0].shape {
        case .initialCap, .lower, .mixed: return true
        case .allCaps, .uncased, .dotted: return false
        }
    }

    /// A lone all-caps word is an ordinary word ("SETTINGS") when the lexicon knows it, its
    /// singular or the verb it is the "-ed" or "-ing" form of ("SAVED", "LOGGED", "SAVING"), or
    /// when it is longer than acronyms usually are; a hyphenated one ("ADD-ONS",
    /// "FOLLOW-UP") when the lexicon knows each part, or its form without a plural "s", and no
    /// part is a single letter ("USB-C", "E-MAIL" may be written so on purpose).
    private func isKnownWord(_ slot: TitleSlot, _ lexicon: Lexicon, _ bytes: [UInt8]) -> Bool {
        if !slot.info.classes.isEmpty { return true }
        if slot.kind == .compound { return knowsEveryPart(of: slot.range, lexicon, bytes) }
        guard slot.kind == .word else { return false }
        if slot.range.count >= 7 { return true }
        return Morphology.pluralBase(lexicon, bytes, slot.range) != nil
            || Morphology.isRegularParticiple(lexicon, bytes, slot.range) || Morphology.isIngOfVerb(lexicon, bytes, slot.range)
    }

    /// Whether every hyphen-separated part of `range` is a word of two or more letters that the
    /// lexicon knows, as it is or without a final "s".
    private func knowsEveryPart(of range: Range<Int>, _ lexicon: Lexicon, _ bytes: [UInt8]) -> Bool {
        var start = range.lowerBound
        while start < range.upperBound {
            var end = start
            while end < range.upperBound, bytes[end] != 0x2D { end += 1 }
            let part = start..<end
            guard part.count >= 2, part.allSatisfy({ (bytes[$0] | 0x20) &- 0x61 < 26 }) else { return false }
            let known =
                !lexicon.info(bytes, part).classes.isEmpty
                || (part.count >= 3 && bytes[end - 1] | 0x20 == 0x73
                    && !lexicon.info(bytes, part.lowerBound..<(end - 1)).classes.isEmpty)
            guard known else { return false }
            start = end + 1
        }
        return true
    }

    // MARK: - Phrases and terms

    /// Writes a fixed phrase or a multi-word canonical term starting at `index`; returns its word count.
    private func matchPhrase(at index: Int, _ lexicon: Lexicon, _ bytes: [UInt8], into edits: inout TitleEdits) -> Int? {
        let first = slots[index]
        guard first.kind != .placeholder, first.info.isAny([.fixedStart, .termStart]) else { return nil }
        let longest = max(lexicon.maxPhraseWords, lexicon.maxTermWords)
        var count = 1
        while count < longest, index + count < slots.count,
            slots[index + count].followsPrevious, slots[index + count].kind != .placeholder
        {
            count += 1
        }
        while count >= 2 {
            // No phrase or term of this many words starts with the first one: a look-up through
            // the general normalization could not find one.
            guard first.info.classes.contains(.starts(words: count)) else {
                count -= 1
                continue
            }
            let range = first.range.lowerBound..<slots[index + count - 1].range.upperBound
            let info = lexicon.info(bytes, range)
            // "Set up Apple Pay" is the text of Apple's button, not of a screen's title or of a
            // longer title ("Set Up Apple Pay on This iPhone"): there the words are cased.
            let ownersButton = isButton && index == 0 && index + count == slots.count
            let phrase = info.classes.contains(.buttonText) && !ownersButton ? -1 : info.phrase
            let spelling = phrase >= 0 ? phrase : info.term
            // A fixed phrase ends where its last word ends: "Sign In with Apple Watch" names the
            // watch, not the mandated "Sign in with Apple", and "Sign In with Google Account" the
            // account, its last word only a noun's modifier.
            if phrase >= 0,
                continuesIntoTerm(at: index + count - 1, lexicon, bytes) || modifiesNoun(at: index + count - 1)
            {
                count -= 1
                continue
            }
            if spelling >= 0 {
                let spelled = termRange(range, spelling, lexicon)
                if edits.spell(spelled, spelling, spellings: lexicon.spellings, in: buffer), phrase >= 0,
                    differsOnlyInCase(spelled, from: lexicon.spellings[Int(phrase)])
                {
                    edits.restoredPhrase = phrase
                }
                return count
            }
            count -= 1
        }
        return nil
    }

    /// Whether the bytes of `range` spell `spelling` but for the case of ASCII letters: a
    /// phrase respelled only in its capitals, not in its spaces.
    private func differsOnlyInCase(_ range: Range<Int>, from spelling: [UInt8]) -> Bool {
        guard range.count == spelling.count, range.lowerBound >= 0, range.upperBound <= buffer.count else { return false }
        var offset = 0
        for index in range {
            guard ByteCase.lower(buffer[index]) == ByteCase.lower(spelling[offset]) else { return false }
            offset += 1
        }
        return true
    }

    /// Whether the word at `index` starts a term of two or more words that goes on past it
    /// ("Apple Watch", "Apple ID").
    private func continuesIntoTerm(at index: Int, _ lexicon: Lexicon, _ bytes: [UInt8]) -> Bool {
        let first = slots[index]
        guard first.info.classes.contains(.termStart) else { return false }
        var count = 2
        while count <= lexicon.maxTermWords, index + count - 1 < slots.count, slots[index + count - 1].followsPrevious {
            let range = first.range.lowerBound..<slots[index + count - 1].range.upperBound
            if first.info.classes.contains(.starts(words: count)), lexicon.info(bytes, range).term >= 0 { return true }
            count += 1
        }
        return false
    }

    /// Whether the word at `index` is followed, in the same run of words, by a word the lexicon
    /// knows only as a noun, which it then modifies ("Google" in "Google Account").
    private func modifiesNoun(at index: Int) -> Bool {
        let next = index + 1
        guard next < slots.count, slots[next].followsPrevious, slots[next].kind == .word else { return false }
        let classes = slots[next].info.classes
        return !classes.isDisjoint(with: [.noun, .compoundHead])
            && classes.isDisjoint(with: [.verb, .preposition, .particle, .conjunction])
    }

    private func spell(_ range: Range<Int>, term: Int32, _ lexicon: Lexicon, into edits: inout TitleEdits) {
        edits.spell(termRange(range, term, lexicon), term, spellings: lexicon.spellings, in: buffer)
    }

    /// The bytes of `range` that the spelling `term` replaces: the words before the apostrophe
    /// of a possessive the lexicon files under its term ("iphone" of "iphone’s"), which keeps
    /// the "'s" as typed; the whole range otherwise.
    @inline(__always)
    private func termRange(_ range: Range<Int>, _ term: Int32, _ lexicon: Lexicon) -> Range<Int> {
        guard range.count >= 3, buffer[range.upperBound - 1] | 0x20 == 0x73,
            buffer[range.upperBound - 2] == 0x27 || buffer[range.upperBound - 2] == 0x99,
            Int(term) < lexicon.spellings.count, lexicon.spellings[Int(term)].last.map({ $0 | 0x20 != 0x73 }) ?? false
        else { return range }
        // A straight apostrophe is one byte, a curly one (E2 80 99) three.
        let apostrophe = buffer[range.upperBound - 2] == 0x27 ? 1 : 3
        guard range.count > apostrophe + 1 else { return range }
        return range.lowerBound..<(range.upperBound - apostrophe - 1)
    }

    // MARK: - Words

    private func caseWord(at index: Int, _ lexicon: Lexicon, _ bytes: [UInt8], into edits: inout TitleEdits) {
        // The fields are read where the slot stands, as in `run`: a whole copy costs more.
        if slots[index].info.term < 0 {
            if slots[index].shape == .lower, keepsTypedCase(at: index) { return }
            // In a title in capitals too: "VIEW Q&A" → "View Q&A".
            let range = slots[index].range
            if range.count == 3, buffer[range.lowerBound + 1] == 0x26 {
                capitalizeLetters(range, into: &edits)
                return
            }
            // A title in capitals keeps a unit's capitals too: "60 FPS", never "60 Fps"; and an
            // abbreviation's: "SET BPM" becomes "Set BPM".
            if shouting, slots[index].shape == .allCaps,
                isUnitAfterNumber(at: index) || isAbbreviationWithoutVowels(slots[index].range)
            {
                return
            }
            applyCase(
                slots[index].range, slots[index].shape, minor: isMinor(at: index, lexicon, bytes),
                convertCapitals: slots[index].shape == .allCaps && isEmphasizedFunctionWord(at: index), into: &edits)
            return
        }
        let slot = slots[index]
        // "6 pcs": a unit typed in lowercase after a number, not the plural of "PC".
        if slot.shape == .lower, isLowercaseUnitAfterNumber(at: index) { return }
        guard slot.info.classes.contains(.ordinary) else {
            spell(slot.range, term: slot.info.term, lexicon, into: &edits)
            return
        }
        // Capitals the author chose among lowercase words are a clue the role cannot beat for
        // a noun or pronoun ("Contact IT", "Email IT"), but a verb that starts a clause is the
        // ordinary word whatever its case ("PIN to Top" → "Pin to Top"): a term is never a verb.
        let startsAsVerb = slot.info.classes.contains(.verb) && slot.startsClause && !ordinaryIsTerm(at: index)
        if !shouting, slot.shape == .allCaps, !startsAsVerb { return }
        if ordinaryIsTerm(at: index) {
            spell(slot.range, term: slot.info.term, lexicon, into: &edits)
        } else {
            // The ordinary word: "pin to top" becomes "Pin to Top", "email us" becomes "Email Us".
            applyCase(slot.range, slot.shape, minor: isMinor(at: index, lexicon, bytes), convertCapitals: true, into: &edits)
        }
    }

    /// Lowercases a minor word written with an initial capital, or capitalizes any other word;
    /// words with internal capitals and acronyms in mixed-case titles are left as written.
    private func applyCase(
        _ range: Range<Int>, _ shape: WordShape, minor: Bool, convertCapitals: Bool = false, into edits: inout TitleEdits
    ) {
        let convert = shouting || convertCapitals
        switch shape {
        // File names, domains and abbreviations ("Info.plist", "e.g.") are typed as they stand.
        case .uncased, .mixed, .dotted: return
        case .allCaps where !convert: return
        default: break
        }
        if minor {
            guard shape == .initialCap || shape == .allCaps else { return }
            edits.lower(range, in: buffer)
        } else if shape == .initialCap && !convert {
            // Already capitalized, nothing to lowercase: its first cased letter is the only
            // capital, so it is no lowercase letter, and capitalization would find no change.
            return
        } else {
            edits.capitalize(range, lowerRest: convert, in: buffer)
        }
    }

    /// Capitalizes both letters of a word of two letters joined by "&" ("Q&A", "R&D", "B&W"): one
    /// word of capitals; a longer word with "&" inside is a mnemonic ("E&xit") and goes the usual way.
    private func capitalizeLetters(_ range: Range<Int>, into edits: inout TitleEdits) {
        edits.capitalize(range.lowerBound..<(range.lowerBound + 1), lowerRest: false, in: buffer)
        edits.capitalize((range.lowerBound + 2)..<range.upperBound, lowerRest: false, in: buffer)
    }

    /// An article, preposition or particle typed in capitals among lowercase words ("Connect VIA
    /// FTP", "Save TO Disk", "Check OUT") is emphasis, never an abbreviation, and takes the case
    /// its role gives it. A single letter may name something ("Plan A or B") and a conjunction in
    /// capitals an operator ("Join with OR Operator"): both keep their capitals.
    private func isEmphasizedFunctionWord(at index: Int) -> Bool {
        guard slots[index].shape == .allCaps, slots[index].range.count >= 2 else { return false }
        let classes = slots[index].info.classes
        return !classes.isDisjoint(with: [.article, .preposition, .particle]) && !classes.contains(.conjunction)
    }

    /// Words joined by a slash are alternatives and cased alike ("On/Off", "In/Out"): one is a
    /// minor word only when the other is too ("and/or").
    private func isMinor(at index: Int, _ lexicon: Lexicon, _ bytes: [UInt8]) -> Bool {
        guard isMinorAlone(at: index, lexicon, bytes) else { return false }
        // Nearly every minor word has no slash beside it: two byte tests answer for those.
        let range = slots[index].range
        let slashBefore = range.lowerBound >= 1 && buffer[range.lowerBound - 1] == 0x2F
        guard slashBefore || (range.upperBound < buffer.count && buffer[range.upperBound] == 0x2F),
            let partner = slashPartner(of: index)
        else { return true }
        return isMinorAlone(at: partner, lexicon, bytes)
    }

    private func isMinorAlone(at index: Int, _ lexicon: Lexicon, _ bytes: [UInt8]) -> Bool {
        // The last slot before a handle, tag or pictograph ("Reply to @tim", "React with 👍"),
        // which are no slots, is not the last word: its object follows.
        guard !slots[index].startsClause, !slots[index].endsClause || slots[index].hasObject else { return false }
        let classes = slots[index].info.classes
        let range = slots[index].range
        // "as" and "to" have no apostrophe, so only a two-byte word can spell them.
        let asOrTo = range.count == 2 && (spells(range, "as") || spells(range, "to"))
        if classes.contains(.article) || asOrTo {
            return !isLetterOfRange(at: index, lexicon, bytes)
        }
        if classes.contains(.conjunction) {
            return !classes.contains(.adverbToo) || joinsAdjectives(at: index, lexicon, bytes) || opensPurpose(at: index, bytes)
        }
        if classes.contains(.preposition), range.count <= 4 {
            // "plus" joins two things: right after the verb that opens the title nothing comes
            // before it to join, and it names something ("Try Plus Free", "Get Plus").
            if index == 1, range.count == 4, spells(range, "plus"), slots[0].info.classes.contains(.verb) { return false }
            if range.count == 4, spells(range, "like"), !likeIsPreposition(at: index, lexicon, bytes) { return false }
            return !isParticle(at: index, lexicon, bytes) && !isAdjective(at: index, lexicon, bytes)
                && !followsArticleOrPossessive(at: index, bytes)
        }
        return false
    }

    /// "like" compares only with what an article, determiner, pronoun, placeholder, number or
    /// name introduces ("More like This", "Find Songs like %@"); before a noun or another
    /// function word it is the Like of social apps ("Hide Like Counts", "Tap Like to Save"), and
    /// after a subject, a negation or "who" the verb ("I Don't Like It", "Posts You Like",
    /// "People Who Like You").
    private func likeIsPreposition(at index: Int, _ lexicon: Lexicon, _ bytes: [UInt8]) -> Bool {
        guard index + 1 < slots.count, slots[index + 1].followsPrevious else { return false }
        if slots[index].followsPrevious {
            let previous = slots[index - 1].range
            // "Isn't like", "aren't like": after a negated "be" it still compares.
            let negated = ByteMatch.hasSuffix(bytes, previous, "n't") || ByteMatch.hasSuffix(bytes, previous, "n\u{2019}t")
            let negatedBe =
                negated
                && (ByteMatch.hasPrefix(bytes, previous, "is") || ByteMatch.hasPrefix(bytes, previous, "are")
                    || ByteMatch.hasPrefix(bytes, previous, "was") || ByteMatch.hasPrefix(bytes, previous, "were"))
            if slots[index - 1].info.classes.contains(.pronoun) || (negated && !negatedBe) { return false }
            if previous.count == 3, spells(previous, "who") { return false }
            // "Double-Tap to Like a Photo": after the "to" of an infinitive, the verb.
            if previous.count == 2, spells(previous, "to") { return false }
        }
        let next = slots[index + 1]
        switch next.kind {
        case .placeholder, .number: return true
        case .word, .compound:
            if next.info.term >= 0 { return true }
            let classes = next.info.classes
            guard classes.isEmpty else { return !classes.isDisjoint(with: [.article, .determiner, .pronoun]) }
            // An unknown word is a name unless it is a listed noun's plural ("Counts").
            return Morphology.pluralBase(lexicon, bytes, next.range) == nil
        default: return false
        }
    }

    /// A preposition with no object is an adverb or a verb's particle, and is capitalized.
    private func isParticle(at index: Int, _ lexicon: Lexicon, _ bytes: [UInt8]) -> Bool {
        let slot = slots[index]
        if !slot.hasObject { return true }
        guard slot.info.classes.contains(.particle) else { return false }
        if precedesClause(at: index, lexicon, bytes) { return true }
        // "Signing In and Syncing", "Checking In or Out": a conjunction is no object.
        if index + 1 < slots.count, slots[index + 1].followsPrevious, slots[index + 1].kind == .word,
            slots[index + 1].info.classes.contains(.conjunction), !slots[index + 1].info.classes.contains(.adverbToo)
        {
            return true
        }
        // "in" before a number is a preposition of time or place: "Turn in 500 ft", "Remind Me in
        // 5 Minutes", even after a verb it can be a particle of; so is "on" ("Meet on 5 May")
        // but after a verb it is a particle of ("Turn On 2 Lights"). A term that starts with a
        // digit is a name, not a number ("Turn On 2FA", "Switch On 5G").
        let beforeNumber = index + 1 < slots.count && slots[index + 1].kind == .number && slots[index + 1].info.term < 0
        if beforeNumber, ByteMatch.equals(bytes, slot.range, "in") { return false }
        if followsPhrasalVerbStart(at: index, lexicon, bytes) { return true }
        if describesWithParticiple(at: index, lexicon, bytes) { return true }
        if beforeNumber, ByteMatch.equals(bytes, slot.range, "on") { return false }
        if index > 0, slot.followsPrevious, isAdverbialParticle(slot.range),
            slots[index - 1].info.classes.contains(.verb)
                || (slots[index - 1].startsClause && slots[index - 1].info.classes.isEmpty)
                || Morphology.isIngForm(bytes, slots[index - 1].range)
        {
            return true
        }
        // Before another preposition ("Zoom In on Photo"); a word in capitals among lowercase
        // ones, or one starting a term, is a name, not one ("Open in VS Code").
        if index + 1 < slots.count, slots[index + 1].followsPrevious,
            slots[index + 1].info.classes.contains(.preposition), !slots[index + 1].info.classes.contains(.article),
            shouting || slots[index + 1].shape != .allCaps, !continuesIntoTerm(at: index + 1, lexicon, bytes)
        {
            return true
        }
        return false
    }

    /// A word that is also an adjective modifies a noun right after it: "View Past Orders".
    private func isAdjective(at index: Int, _ lexicon: Lexicon, _ bytes: [UInt8]) -> Bool {
        guard slots[index].info.classes.contains(.adjective), index + 1 < slots.count else { return false }
        let next = slots[index + 1]
        guard next.followsPrevious, next.kind == .word else { return false }
        let classes = next.info.classes
        if !classes.isDisjoint(with: [.noun, .compoundHead, .verbNoun]) { return true }
        // "Past Due": the two make one adjective ("Pay Past Due Balance"), with no object.
        if next.range.count == 3, slots[index].range.count == 4, spells(next.range, "due"), spells(slots[index].range, "past") {
            return true
        }
        return classes.isEmpty && Morphology.pluralBase(lexicon, bytes, next.range) != nil
    }

    /// Right after a verb, "off", "up", "out" and "down" are nearly always its particle
    /// ("Pay Off Balance", "Cross Off Item"), even when the pair is not a listed phrasal verb.
    private func isAdverbialParticle(_ range: Range<Int>) -> Bool {
        spells(range, "off") || spells(range, "up") || spells(range, "out") || spells(range, "down")
    }

    /// "so" and "yet" are conjunctions only between two adjectives ("Simple yet Powerful",
    /// "Compact yet Readable"): listed ones, or unlisted words an adjective's ending marks. "yet"
    /// is one where a participle stands for either ("Approved yet Unpaid"); "so" after a participle is
    /// mostly an adverb ("Done So Far"), and is left to the adjectives.
    private func joinsAdjectives(at index: Int, _ lexicon: Lexicon, _ bytes: [UInt8]) -> Bool {
        guard index > 0, index + 1 < slots.count else { return false }
        func isUnlistedAdjective(_ slot: TitleSlot) -> Bool {
            slot.kind == .word && slot.info.classes.isEmpty
                && (Morphology.isAdjectiveForm(bytes, slot.range) || Morphology.isAbleAdjective(lexicon, bytes, slot.range))
        }
        let before = slots[index - 1]
        let after = slots[index + 1]
        let adjectiveBefore = before.info.classes.contains(.adjective) || isUnlistedAdjective(before)
        let adjectiveAfter = after.info.isAny([.adjective, .verbAdjective]) || isUnlistedAdjective(after)
        if adjectiveBefore && adjectiveAfter { return true }
        guard spells(slots[index].range, "yet"), adjectiveAfter || isParticiple(after, lexicon, bytes) else { return false }
        // Before a state, "yet" is the adverb after a negation ("Not Yet Available") or a plural
        // ("Invoices Yet Unpaid"); after another word no list knows it joins it as the first of
        // two qualities ("Lightweight yet Powerful").
        if adjectiveBefore || isParticiple(before, lexicon, bytes) { return true }
        // A plural is what is still in the state ("Invoices Yet Unpaid").
        return before.kind == .word && before.info.classes.isEmpty && !ByteMatch.hasSuffix(bytes, before.range, "n't")
            && !ByteMatch.hasSuffix(bytes, before.range, "n\u{2019}t") && !ByteMatch.hasSuffix(bytes, before.range, "s")
    }

    /// "so" before a subject opens a clause of purpose ("Save Now so You Don't Lose Changes",
    /// "Update Today so Your Data Stays Safe"): a conjunction. Before anything else it is the
    /// adverb ("Running So Slow", "Done So Far").
    private func opensPurpose(at index: Int, _ bytes: [UInt8]) -> Bool {
        // After "and" or "but" it means "therefore" ("And So It Begins").
        guard index > 0, index + 1 < slots.count, spells(slots[index].range, "so"), slots[index + 1].followsPrevious,
            slots[index + 1].kind == .word, !slots[index - 1].info.classes.contains(.conjunction)
        else { return false }
        let subject = slots[index + 1].range
        return ByteMatch.isPossessiveDeterminer(bytes, subject) || spells(subject, "you") || spells(subject, "we")
            || spells(subject, "they") || spells(subject, "i") || spells(subject, "he") || spells(subject, "she")
            || spells(subject, "it")
    }

    /// A listed participle, a lexicon verb's regular one, or either after "un-" ("Unpaid",
    /// "Unshipped").
    private func isParticiple(_ slot: TitleSlot, _ lexicon: Lexicon, _ bytes: [UInt8]) -> Bool {
        if Morphology.isParticiple(lexicon, bytes, slot) { return true }
        let range = slot.range
        return slot.kind == .word && slot.info.classes.isEmpty && range.count > 4 && ByteMatch.hasPrefix(bytes, range, "un")
            && lexicon.info(bytes, (range.lowerBound + 2)..<range.upperBound).classes.contains(.participle)
    }

    /// True when the slot at `index` is the particle of a participle that describes the noun
    /// after them: "Hide Sold Out Items", "Show Logged In Users", "Delete %d Backed Up Photos".
    /// The particle is "off", "up", "out" or "down" after any participle, or another that makes a
    /// listed phrasal verb with the participle's verb ("log in"). After a noun the participle
    /// tells how that noun stands, and the preposition has an object ("Show Cells Filled in Red",
    /// "Rotation Locked in Portrait"); so it has before an article, determiner or pronoun
    /// ("Printed on the Back"), and a number or placeholder after "in" or "on" is a time
    /// ("Signed in %@").
    private func describesWithParticiple(at index: Int, _ lexicon: Lexicon, _ bytes: [UInt8]) -> Bool {
        guard index > 0, index + 1 < slots.count, slots[index].followsPrevious, slots[index + 1].followsPrevious,
            slots[index - 1].kind == .word
        else { return false }
        let participle = index - 1
        if participle > 0, slots[participle].followsPrevious, !slots[participle].startsClause,
            isNounBefore(slots[participle - 1], lexicon, bytes)
        {
            return false
        }
        let next = slots[index + 1]
        guard next.kind == .word || next.kind == .compound, next.info.term < 0,
            next.info.classes.isDisjoint(with: [.article, .determiner, .pronoun, .preposition, .conjunction]),
            !ByteMatch.isPossessiveDeterminer(bytes, next.range)
        else { return false }
        let particle = slots[index].range
        if isAdverbialParticle(particle), isParticiple(slots[index - 1], lexicon, bytes) { return true }
        // "Backed Up Photos": "back" is listed only as the start of "back up".
        guard let stem = Morphology.regularParticipleStem(lexicon, bytes, slots[index - 1].range) else { return false }
        let phrase = stem + [0x20] + bytes[particle]
        return lexicon.info(phrase, 0..<phrase.count).classes.contains(.phrasalVerb)
    }

    /// Whether `slot` is a noun or reads as a plural: a noun no list calls a verb too, or a
    /// word in "-s" that is unlisted or a noun ("Cells", "Files", "Bags"); "-ss", "-us" and "-is"
    /// end singulars, and listed words of other kinds are none ("Always").
    private func isNounBefore(_ slot: TitleSlot, _ lexicon: Lexicon, _ bytes: [UInt8]) -> Bool {
        guard slot.kind == .word else { return false }
        let classes = slot.info.classes
        if !classes.isDisjoint(with: [.noun, .compoundHead]), !classes.contains(.verb) { return true }
        let range = slot.range
        guard range.count > 3, ByteMatch.hasSuffix(bytes, range, "s"), !ByteMatch.hasSuffix(bytes, range, "ss"),
            !ByteMatch.hasSuffix(bytes, range, "us"), !ByteMatch.hasSuffix(bytes, range, "is")
        else { return false }
        return classes.isEmpty || !classes.isDisjoint(with: [.noun, .compoundHead, .verbNoun])
    }

    /// True when the word before the slot at `index` and the slot's word make a listed phrasal verb.
    private func followsPhrasalVerbStart(at index: Int, _ lexicon: Lexicon, _ bytes: [UInt8]) -> Bool {
        guard index > 0, slots[index].followsPrevious, slots[index - 1].kind == .word,
            slots[index - 1].info.classes.contains(.phrasalStart)
        else { return false }
        let pair = slots[index - 1].range.lowerBound..<slots[index].range.upperBound
        return lexicon.info(bytes, pair).classes.contains(.phrasalVerb)
    }

    /// For a term that is also an ordinary word (PIN/pin, US/us, IT/it, AM/am): the term where it is a noun.
    private func ordinaryIsTerm(at index: Int) -> Bool {
        let slot = slots[index]
        let classes = slot.info.classes
        let next = index + 1 < slots.count && slots[index + 1].followsPrevious ? slots[index + 1] : nil
        let previous = index > 0 && slot.followsPrevious ? slots[index - 1] : nil
        // After an article, determiner or possessive only a noun fits: "the US Store", "Your PIN";
        // but a term that is also a verb ("pin") is the thing the verb acts on, the term only
        // where that verb takes a code ("Set a PIN", not "Drop a Pin"). A term whose ordinary
        // word is a verb alone ("zip") is the term ("Download ZIP").
        if let previous, previous.info.isAny([.article, .determiner]) {
            guard classes.contains(.verbNoun), index >= 2, previous.followsPrevious, slots[index - 2].info.classes.contains(.verb)
            else { return true }
            return takesCode(index - 2)
        }
        if classes.contains(.pronoun) {
            // The pronoun is the object of the word right before it ("Contact Us", "Got It");
            // "US Store", "IT Support", "English (US)" and "the US" are the term.
            let nonVerbs: WordClass = [.article, .determiner, .adjective, .noun, .pronoun]
            // At the start, "it" is the subject of a verb unless a noun follows ("It Works
            // Offline", "IT Support"); an object pronoun cannot start a title ("US Only").
            guard let previous else {
                guard spells(slot.range, "it") else { return true }
                // After a mark that parts it from the words before ("Save "Draft" It") "it" is
                // still the pronoun; alone it is the term ("IT").
                guard let next else { return index == 0 }
                return next.info.isAny([.noun, .verbNoun, .compoundHead])
            }
            if previous.info.isAny(nonVerbs), !previous.info.classes.contains(.verb) {
                // After a noun or adjective the term heads a noun ("Campus IT Help") or ends the
                // title ("Corporate IT"); before a particle or any other word the noun or adjective
                // is used as a verb and the pronoun is its object ("Figure It Out", "Piece It
                // Together", "Smooth It Over").
                guard let next else { return true }
                return next.info.isAny([.noun, .verbNoun, .compoundHead])
            }
            // "Send Us Feedback": after a verb that takes a person and a thing, the person.
            if previous.info.classes.contains(.takesTwoObjects) { return false }
            return next?.info.isAny([.noun, .verbNoun, .compoundHead]) ?? false
        }
        if classes.contains(.verb) {
            // "Pin to Top": a verb starts the title or follows "and"/"or"; "Enter PIN" is a noun,
            // and so is a first word heading a compound ("PIN Code"). After a verb that takes no
            // code it is the ordinary thing ("Drop Pin", "Remove Pin" on a map or board).
            if slot.startsClause {
                guard let next else { return false }
                return next.info.classes.contains(.compoundHead) || statesStatus(next)
            }
            guard let previous else { return true }
            if previous.info.classes.contains(.conjunction) { return false }
            // "Don't Pin", "Do Not Pin": a negated command's verb ("Use Passcode, Not PIN" sets
            // two things apart).
            if spells(previous.range, "don't") || spells(previous.range, "don\u{2019}t") || spells(previous.range, "dont")
                || (spells(previous.range, "not") && index >= 2 && spells(slots[index - 2].range, "do"))
            {
                return false
            }
            return !previous.info.classes.contains(.verb) || !classes.contains(.verbNoun) || takesCode(index - 1)
        }
        // "9 AM", "%@ PM": a time; "Why Am I" is the verb.
        guard let previous else { return false }
        return previous.kind == .number || previous.kind == .placeholder
    }

    /// Whether `next`, the word after a term that is also a verb at a clause's start, says what
    /// state the term is in, which makes the term its subject: a participle or state ending the
    /// clause ("PIN Required", "PIN Locked"), "not" ("PIN Not Set") or a form of "be" or "has"
    /// ("PIN Is Incorrect"), or a state only a code is in ("PIN Locked", "PIN Changed"); other
    /// participles leave the verb ("Pin Selected", "Pin Archived").
    private func statesStatus(_ next: TitleSlot) -> Bool {
        guard next.kind == .word else { return false }
        let range = next.range
        if spells(range, "not") { return true }
        if next.shape != .allCaps, VerbFirstChecker.isSubjectVerb(buffer, range) { return true }
        guard next.endsClause else { return false }
        return VerbFirstChecker.endStates.contains(where: { spells(range, $0) })
            || Self.codeStates.contains(where: { spells(range, $0) })
    }

    /// States a code is in ("PIN Locked", "ZIP Invalid"). Other participles after the verb may
    /// name the items it acts on ("Pin Archived", "Zip Exported").
    static let codeStates: [StaticString] = [
        "blocked", "changed", "expired", "incorrect", "invalid", "locked", "updated", "wrong",
    ]

    /// Verbs whose object is a code or number ("Enter PIN", "Change Your PIN", "Enter ZIP Code"),
    /// after which a term that is also a verb ("pin", "zip") is the term.
    static let codeVerbs: [StaticString] = [
        "change", "choose", "confirm", "create", "disable", "enable", "enter", "forget", "remember", "request",
        "require", "reset", "save", "send", "set", "show", "type", "update", "use", "verify",
    ]

    /// True when the slot at `index` is one of `codeVerbs`.
    private func takesCode(_ index: Int) -> Bool {
        let range = slots[index].range
        return Self.codeVerbs.contains { spells(range, $0) }
    }

    // MARK: - Compounds

    /// Hyphenated compounds capitalize every part except short minor words inside
    /// ("Up-to-Date", "End-to-End"); "Built-in" and "Plug-in" are Apple's fixed exceptions.
    private func caseCompound(
        _ slot: TitleSlot, _ lexicon: Lexicon, _ bytes: [UInt8], parts: [Int: [Token]], into edits: inout TitleEdits
    ) {
        if slot.info.term >= 0, !slot.info.classes.contains(.ordinary) {
            spell(slot.range, term: slot.info.term, lexicon, into: &edits)
            return
        }
        if isFixedCompound(slot.range) {
            // "Built-in" is its words with an initial capital and the rest lowercase.
            edits.capitalize(slot.range, lowerRest: true, in: buffer)
            return
        }
        guard let pieces = parts[slot.token], !pieces.isEmpty else {
            applyCase(slot.range, slot.shape, minor: false, into: &edits)
            return
        }
        for (position, piece) in pieces.enumerated() where piece.kind == .word {
            let info = lexicon.info(bytes, piece.range)
            if info.term >= 0, !info.classes.contains(.ordinary) {
                spell(piece.range, term: info.term, lexicon, into: &edits)
                continue
            }
            let inside = position > 0 && position < pieces.count - 1
            let minor =
                inside && piece.range.count <= 4
                && (info.isAny([.article, .preposition])
                    || (info.classes.contains(.conjunction) && !info.classes.contains(.adverbToo)))
            applyCase(piece.range, WordShape.of(bytes, piece.range), minor: minor, into: &edits)
        }
    }
}
