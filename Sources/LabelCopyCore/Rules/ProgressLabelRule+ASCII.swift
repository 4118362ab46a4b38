import LabelCopyText

/// The reading of progress labels whose text up to the end is ASCII, the usual case: the words
/// stay byte ranges, the lexicon's classes rule list look-ups out, and a string is made only to
/// confirm a class the index reports (the index also holds "vs" for "vs.", which a list does not).
extension ProgressLabelRule {
    /// One word before the end of the title, as a byte range.
    struct PlainWord {
        var range: Range<Int>
        var kind: TokenKind
        /// The lexicon's classes; empty for placeholders, which are asked about as written.
        var classes: WordClass
    }

    /// The rule's own word lists, for byte look-ups.
    static let gerundNounList = ASCIIWordList(gerundNouns)
    static let compoundHeadList = ASCIIWordList(compoundHeads)
    static let pageHeadList = ASCIIWordList(pageHeads)
    static let statusWordList = ASCIIWordList(statusWords)
    static let adverbialParticleList = ASCIIWordList(adverbialParticles)
    static let timeUnitList = ASCIIWordList(timeUnits)

    /// True when the title, ASCII up to `end`, reads as an action in progress; the same answer as
    /// `words`, `isGerund` and `readsAsAction` give.
    static func readsAsProgressASCII(
        _ tokenization: Tokenization, slots: [TitleSlot], before end: Int, lexicon: Lexicon
    ) -> Bool {
        let bytes = tokenization.utf8
        let tokens = tokenization.tokens
        return withUnsafeTemporaryAllocation(of: PlainWord.self, capacity: maxTailWords + 2) { room in
            var count = 0
            var slot = 0
            for (index, token) in tokens.enumerated() where token.range.lowerBound < end {
                switch token.kind {
                case .space: continue
                case .word, .compound, .number, .placeholder:
                    // The caller counted at most this many words; a longer list is not a progress label.
                    guard count < room.count else { return false }
                    let clipped = token.range.lowerBound..<min(token.range.upperBound, end)
                    var classes: WordClass = []
                    // The classes come from the slots when the slot's look-up saw the same bytes.
                    if token.kind != .placeholder {
                        while slot < slots.count, slots[slot].token < index { slot += 1 }
                        if slot < slots.count, slots[slot].token == index, slots[slot].range == clipped,
                            !hasSpaceOrTab(bytes, clipped)
                        {
                            classes = slots[slot].info.classes
                        } else {
                            classes = lexicon.info(bytes, clipped).classes
                        }
                    }
                    room[count] = PlainWord(range: clipped, kind: token.kind, classes: classes)
                    count += 1
                default:
                    return false
                }
            }
            let exact = exactClasses(lexicon)
            guard count > 0, room[0].kind == .word,
                isGerundASCII(bytes, room[0].range, lexicon, exact: exact)
                    || (count > 1 && isPhrasalGerundASCII(bytes, room[0].range, next: room[1], lexicon))
            else {
                return false
            }
            let words = UnsafeBufferPointer(rebasing: room[0..<count])
            return readsAsActionASCII(
                bytes, gerund: words[0], tail: UnsafeBufferPointer(rebasing: words[1...]), lexicon, exact: exact)
        }
    }

    /// True when the ASCII bytes `range` hold a space or a tab, read eight at a time.
    static func hasSpaceOrTab(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, range.lowerBound >= 0, range.upperBound <= buffer.count else {
                return false
            }
            var index = range.lowerBound
            while index + 8 <= range.upperBound {
                // Exact for ASCII lanes, which these are.
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                if ASCIIWord.bytesEqual(word, 0x20) | ASCIIWord.bytesEqual(word, 0x09) != 0 { return true }
                index += 8
            }
            while index < range.upperBound {
                if buffer[index] == 0x20 || buffer[index] == 0x09 { return true }
                index += 1
            }
            return false
        }
    }

    /// The classes whose index entries answer list questions without asking the list (see
    /// `LexiconStorage.exactClasses`).
    static func exactClasses(_ lexicon: Lexicon) -> WordClass {
        lexicon.storage.exactClasses
    }

    /// `isGerund` over the bytes of an ASCII word, lowered in stack room instead of a string.
    private static func isGerundASCII(_ bytes: [UInt8], _ range: Range<Int>, _ lexicon: Lexicon, exact: WordClass) -> Bool {
        guard range.count >= 5, range.lowerBound >= 0, range.upperBound <= bytes.count else { return false }
        if exact.contains(.verb) { return isGerundByIndex(bytes, range, lexicon) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: range.count) { room in
            for offset in 0..<range.count { room[offset] = ByteCase.lower(bytes[range.lowerBound + offset]) }
            return isGerund(bytes: UnsafeBufferPointer(room), verbs: lexicon.verbs)
        }
    }

    /// `isPhrasalGerund` over the title's bytes ("Backing Up iPhone"); asked only when the stem
    /// is no verb alone.
    private static func isPhrasalGerundASCII(_ bytes: [UInt8], _ range: Range<Int>, next: PlainWord, _ lexicon: Lexicon) -> Bool {
        guard next.kind == .word, next.classes.contains(.particle) else { return false }
        let particle = Word(text: lowercasedASCII(bytes, next.range), kind: .word, classes: next.classes)
        return isPhrasalGerund(lowercasedASCII(bytes, range), next: particle, lexicon: lexicon)
    }

    /// `isGerund` for a lexicon whose verb class is exact: each stem is one index look-up.
    static func isGerundByIndex(_ bytes: [UInt8], _ range: Range<Int>, _ lexicon: Lexicon) -> Bool {
        let count = range.count
        let start = range.lowerBound
        guard count >= 5, start >= 0, range.upperBound <= bytes.count else { return false }
        // The first sixteen lowercased letters as two little-endian words, so that a stem is
        // looked up as the slots' words are, with no key built byte by byte.
        var first: UInt64 = 0
        var second: UInt64 = 0
        for offset in 0..<count {
            let byte = ByteCase.lower(bytes[start + offset])
            guard byte &- 0x61 < 26 else { return false }
            if offset < 8 {
                first |= UInt64(byte) << (8 * UInt64(offset))
            } else if offset < 16 {
                second |= UInt64(byte) << (8 * UInt64(offset - 8))
            }
        }
        // Constants for the look-ups below: a nested function that captured the variables would
        // keep them in a box and check exclusive access to it at every look-up.
        let (firstWord, secondWord) = (first, second)
        func lower(_ offset: Int) -> UInt8 { ByteCase.lower(bytes[start + offset]) }
        // Whether the first `length` letters, followed by `extra` unless it is zero, are a verb.
        func isVerb(_ length: Int, _ extra: UInt8 = 0) -> Bool {
            let total = extra == 0 ? length : length + 1
            guard total <= 16 else {
                return lexicon.info(bytes, start..<(start + length), appending: extra == 0 ? nil : extra).classes.contains(.verb)
            }
            var head = firstWord
            var tail = secondWord
            if length < 8 {
                head = head & ((1 << (8 * UInt64(length))) &- 1) | UInt64(extra) << (8 * UInt64(length))
                tail = 0
            } else if length < 16 {
                tail = tail & ((1 << (8 * UInt64(length - 8))) &- 1) | UInt64(extra) << (8 * UInt64(length - 8))
            }
            return lexicon.index.lookupASCII(first: head, second: tail, length: total).info.classes.contains(.verb)
        }
        guard lower(count - 3) == 0x69, lower(count - 2) == 0x6E, lower(count - 1) == 0x67 else { return false }
        let stem = count - 3
        if isVerb(stem) || isVerb(stem, 0x65) { return true }
        let last = lower(stem - 1)
        if lower(stem - 2) == last, !"aeiouwxy".utf8.contains(last), isVerb(stem - 1) { return true }  // stop → stopping
        if lower(count - 4) == 0x79, lexicon.verbs[lowercasedASCII(bytes, start..<(start + count - 4)) + "ie"] != nil {
            return true  // die → dying
        }
        if lower(stem - 2) == 0x63, last == 0x6B, isVerb(stem - 1) { return true }  // panic → panicking
        // recalculate → recalculating: "re-" before a listed verb's -ing form.
        return count >= 8 && lower(0) == 0x72 && lower(1) == 0x65
            && isGerundByIndex(bytes, (start + 2)..<range.upperBound, lexicon)
    }

    private static func isListed(
        _ bytes: [UInt8], _ word: PlainWord, _ wordClass: WordClass, _ exact: WordClass,
        _ list: @autoclosure () -> Set<String>
    ) -> Bool {
        if word.kind == .placeholder { return list().contains(String(decoding: bytes[word.range], as: UTF8.self)) }
        guard word.classes.contains(wordClass) else { return false }
        return exact.contains(wordClass) || list().contains(lowercasedASCII(bytes, word.range))
    }

    /// True when `word` is in one of the rule's own lists.
    private static func isListed(_ bytes: [UInt8], _ word: PlainWord, _ list: ASCIIWordList, _ set: Set<String>) -> Bool {
        if word.kind == .placeholder { return set.contains(String(decoding: bytes[word.range], as: UTF8.self)) }
        return list.contains(bytes, word.range)
    }

    /// `readsAsAction` over byte ranges.
    private static func readsAsActionASCII(
        _ bytes: [UInt8], gerund: PlainWord, tail: UnsafeBufferPointer<PlainWord>, _ lexicon: Lexicon, exact: WordClass
    ) -> Bool {
        let gerundIsNoun = gerundNounList.contains(bytes, gerund.range) || !gerund.classes.isDisjoint(with: [.noun, .adjective])
        if tail.count > maxTailWords {
            guard tail.count == maxTailWords + 1 else { return false }
            if countsItems(tail.map(\.kind), of: { ByteMatch.equals(bytes, tail[$0].range, "of") }) { return true }
            // An object or particle and a preposition's phrase (`readsAsAction`).
            guard !gerundIsNoun, tail[0].kind == .word, !isCompoundHeadASCII(bytes, tail[0], lexicon, exact),
                !isListed(bytes, tail[0], statusWordList, statusWords),
                isListed(bytes, tail[1], .preposition, exact, lexicon.prepositions)
            else { return false }
            return tail.last.map { !isCompoundHeadASCII(bytes, $0, lexicon, exact) } ?? true
        }
        guard let next = tail.first else { return !gerundIsNoun }
        // A countdown (`readsAsAction`).
        if tail.count == 3, ByteMatch.equals(bytes, next.range, "in"), tail[1].kind == .number || tail[1].kind == .placeholder,
            tail[2].kind == .word, timeUnitList.contains(bytes, tail[2].range)
        {
            return false
        }
        let opensObject =
            next.kind == .number || next.kind == .placeholder
            || isListed(bytes, next, .article, exact, lexicon.articles)
            || isListed(bytes, next, .determiner, exact, lexicon.determiners)
            || isListed(bytes, next, .pronoun, exact, lexicon.pronouns)
        if opensObject { return true }
        // A lone "on" or "off" names a feature's state (`readsAsAction`).
        if gerundIsNoun, tail.count == 1, next.kind == .word,
            ByteMatch.equals(bytes, next.range, "on") || ByteMatch.equals(bytes, next.range, "off"),
            !isPhrasalGerundASCII(bytes, gerund.range, next: next, lexicon)
        {
            return false
        }
        // One word after an adverbial particle is its object, unless it names a page (`readsAsAction`).
        if tail.count == 2, next.kind == .word, isListed(bytes, next, adverbialParticleList, adverbialParticles),
            !isListed(bytes, tail[1], pageHeadList, pageHeads)
        {
            return true
        }
        if gerundIsNoun {
            // Still the verb before an adverbial particle ("Setting Up", "Backing Up iPhone").
            guard next.kind == .word, isListed(bytes, next, adverbialParticleList, adverbialParticles) else { return false }
            return tail.last.map { !isCompoundHeadASCII(bytes, $0, lexicon, exact) } ?? true
        }
        if tail.allSatisfy({ isListed(bytes, $0, .particle, exact, lexicon.particles) }) { return true }
        let preposition = isListed(bytes, next, .preposition, exact, lexicon.prepositions)
        if isListed(bytes, next, .particle, exact, lexicon.particles) || preposition {
            return tail.last.map { !isCompoundHeadASCII(bytes, $0, lexicon, exact) } ?? true
        }
        // A plain word as the object, alone, before a preposition's phrase or with a second plain
        // word (`readsAsAction`).
        guard next.kind == .word, !isCompoundHeadASCII(bytes, next, lexicon, exact),
            !isListed(bytes, next, statusWordList, statusWords)
        else { return false }
        if tail.count == 1 { return true }
        let second = tail[1]
        if isListed(bytes, second, .preposition, exact, lexicon.prepositions) {
            return tail.last.map { !isCompoundHeadASCII(bytes, $0, lexicon, exact) } ?? true
        }
        if second.kind == .number || second.kind == .placeholder { return tail.count == 2 }
        return tail.count == 2 && second.kind == .word && !isCompoundHeadASCII(bytes, second, lexicon, exact)
            && !isListed(bytes, second, statusWordList, statusWords)
    }

    /// `isCompoundHead` over a byte range.
    private static func isCompoundHeadASCII(_ bytes: [UInt8], _ word: PlainWord, _ lexicon: Lexicon, _ exact: WordClass) -> Bool {
        if isListed(bytes, word, compoundHeadList, compoundHeads)
            || isListed(bytes, word, .compoundHead, exact, lexicon.compoundHeads)
        {
            return true
        }
        // The plural of a head heads one too ("Typing Indicators", "Sharing Links").
        let range = word.range
        guard word.kind == .word, range.count > 3, bytes[range.upperBound - 1] | 0x20 == 0x73 else { return false }
        let singular = range.lowerBound..<(range.upperBound - 1)
        if compoundHeadList.contains(bytes, singular) { return true }
        let listed = PlainWord(range: singular, kind: .word, classes: lexicon.info(bytes, singular).classes)
        return isListed(bytes, listed, .compoundHead, exact, lexicon.compoundHeads)
    }
}
