import LabelCopyText

/// Finds the word-like slots of a tokenized title.
public enum TitleSlots {
    /// The slots of `tokenization`, in order, with lexicon facts from `lexicon`; none when a
    /// token lies outside the tokenization's bytes (a tokenization made by hand, not by
    /// `Tokenizer`, whose tokens always cover the title's bytes).
    public static func build(_ tokenization: Tokenization, lexicon: Lexicon) -> [TitleSlot] {
        // The scan below reads bytes at token bounds through raw buffers, unchecked.
        let count = tokenization.utf8.count
        guard tokenization.tokens.allSatisfy({ !$0.range.isEmpty && $0.range.upperBound <= count }) else { return [] }
        var slots: [TitleSlot] = []
        build(tokens: tokenization.tokens, utf8: tokenization.utf8, lexicon: lexicon, into: &slots)
        return slots
    }

    /// Writes the slots of a tokenization's `tokens` over its `utf8` into `slots`, replacing
    /// what it held; its room is reused when no one else holds the array.
    static func build(tokens: [Token], utf8: [UInt8], lexicon: Lexicon, into slots: inout [TitleSlot]) {
        // Emptied slot by slot: a title has a few, and `removeAll(keepingCapacity:)` goes through
        // the general `replaceSubrange`, which costs more than popping them.
        while slots.popLast() != nil {}
        // The arrays rather than the tokenization: capturing the whole struct in the closures
        // copied and destroyed its four fields through their value witnesses on every title.
        tokens.withUnsafeBufferPointer { tokenBuffer in
            utf8.withUnsafeBufferPointer { buffer in
                build(tokenBuffer, buffer, utf8, lexicon: lexicon, into: &slots)
            }
        }
    }

    private static func build(
        _ tokens: UnsafeBufferPointer<Token>, _ bytes: UnsafeBufferPointer<UInt8>, _ array: [UInt8], lexicon: Lexicon,
        into slots: inout [TitleSlot]
    ) {
        slots.reserveCapacity(tokens.count / 2 + 1)
        var clauseBreak = true
        var onlySpacesSinceSlot = false
        // Fetched once: each fetch through the lexicon's storage costs a retain and a release.
        let words = lexicon.index
        // Tokens before this index belong to an address found at its "@", "#" or "/" (see
        // `addressRun`); the slots of its words before that sign are marked when it is found.
        var addressEnd = 0
        for index in tokens.indices {
            let token = tokens[index]
            switch token.kind {
            case .space:
                continue
            case .word, .compound, .number, .placeholder:
                guard isSlot(index, tokens, bytes) else {
                    onlySpacesSinceSlot = false
                    continue
                }
                // Words of an address are typed as they stand: a slot like a placeholder's, a word
                // for its neighbours but never cased or read.
                let inAddress = index < addressEnd
                // The lexicon facts and shape come after the loop (`describe`), for the slots
                // still words and numbers then.
                slots.append(
                    TitleSlot(
                        token: index, kind: inAddress && token.kind != .number ? .placeholder : token.kind,
                        range: token.range, info: WordInfo(),
                        startsClause: clauseBreak, endsClause: false, hasObject: hasObject(after: index, tokens, bytes),
                        followsPrevious: onlySpacesSinceSlot && !slots.isEmpty, shape: .uncased))
                clauseBreak = false
                onlySpacesSinceSlot = true
            case .colon, .ellipsis, .punctuation, .symbol:
                onlySpacesSinceSlot = false
                // "% of Screen", "# of Items": a sign read as a word takes the first word's place,
                // so the small word after it stays small. Emoji and other non-ASCII symbols do not.
                let first = bytes[token.range.lowerBound]
                if index >= addressEnd, first == 0x40 || first == 0x23 || first == 0x2F,
                    let run = addressRun(around: index, tokens, bytes)
                {
                    addressEnd = run.upperBound
                    markAddress(run, in: &slots)
                }
                if token.kind == .symbol ? first < 0x80 : first == 0x23 {
                    clauseBreak = false
                    continue
                }
                if breaksClause(index, tokens, bytes) {
                    clauseBreak = true
                    if !slots.isEmpty { slots[slots.count - 1].endsClause = true }
                } else if token.kind == .punctuation, first == 0xE2, token.range.count == 3 {
                    // A name in curly quotes is a title of its own: its first word starts one
                    // ("Read “The Swift Programming Language”"), its last word ends one ("Add to
                    // “The Best Of”"); the words after the closing quote go on as before.
                    if bytes[token.range.lowerBound + 1] == 0x80, bytes[token.range.lowerBound + 2] == 0x9C {
                        clauseBreak = true
                    } else if isClosingQuote(token.range, bytes), !slots.isEmpty {
                        slots[slots.count - 1].endsClause = true
                    }
                }
            }
        }
        if !slots.isEmpty { slots[slots.count - 1].endsClause = true }
        // In a pass of their own, the look-ups keep their constants in registers, which the
        // slot loop above needs for itself.
        words.describe(&slots, bytes, array)
    }

    /// The kind of a placeholder, read from the bytes without going through the tokenization.
    @inline(__always)
    private static func placeholderKind(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> PlaceholderKind {
        PlaceholderKind(token.range, in: bytes)
    }

    /// Markers and tags ("_Save", "<b>Save</b>") show nothing and belong to the word beside
    /// them; entities are single characters. Format values, links, inflections, code spans and
    /// protected elements are words.
    /// A word starting with an apostrophe is a possessive suffix ("{name}'s"), and a word glued
    /// to a value before it is a unit ("%.1fs", `<xliff:g>%d</xliff:g>s`) or the plural "s" of
    /// "image(s)": none is cased.
    @inline(__always)
    private static func isSlot(_ index: Int, _ tokens: UnsafeBufferPointer<Token>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let token = tokens[index]
        switch token.kind {
        case .word:
            let start = token.range.lowerBound
            if bytes[start] == 0x27 { return false }
            let curly =
                bytes[start] == 0xE2 && start + 2 < bytes.count && bytes[start + 1] == 0x80
                && (bytes[start + 2] == 0x98 || bytes[start + 2] == 0x99)
            if curly || index == 0 { return !curly }
            let previous = tokens[index - 1]
            // An extension written with its period (".jpeg", "(.txt)"), a handle ("@apple") and a
            // hashtag ("#swift") are typed as they stand.
            if previous.kind == .punctuation, previous.range.count == 1 {
                switch bytes[previous.range.lowerBound] {
                case 0x2E, 0x40, 0x23: return false
                default: break
                }
            }
            if previous.kind == .placeholder {
                let kind = placeholderKind(previous, bytes)
                if kind == .format || kind == .protectedElement { return false }
            }
            let pluralS = token.range.count == 1 && (bytes[start] | 0x20) == 0x73
            return !(pluralS && previous.kind == .punctuation && bytes[previous.range.lowerBound] == 0x28)
        case .placeholder:
            switch placeholderKind(token, bytes) {
            case .format, .inflection, .link, .code, .protectedElement: return true
            default: return false
            }
        default:
            return true
        }
    }

    private static func isWordLike(_ index: Int, _ tokens: UnsafeBufferPointer<Token>) -> Bool {
        guard tokens.indices.contains(index) else { return false }
        switch tokens[index].kind {
        case .word, .compound, .number: return true
        default: return false
        }
    }

    /// Colons, ellipses and "?", "!", ";" end a clause; a period does too unless it is glued
    /// to a word and more words follow ("vs. Last Year"), or after a word that ends a sentence
    /// when another word follows ("Try Again. Or Contact Support").
    private static func breaksClause(_ index: Int, _ tokens: UnsafeBufferPointer<Token>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let token = tokens[index]
        switch token.kind {
        case .colon, .ellipsis: return true
        case .punctuation:
            guard token.range.count == 1 else { return false }
            switch bytes[token.range.lowerBound] {
            case 0x3F, 0x21, 0x3B: return true
            case 0x2E:
                let glued = index > 0 && isWordLike(index - 1, tokens)
                // An extension written with its period (".csv" in "Export as .csv") ends nothing.
                if isExtensionPeriod(index, tokens) { return false }
                guard glued, let next = nextNonSpace(after: index, tokens) else { return true }
                // "Try Again. Or Contact Support": a word that is no abbreviation ends a sentence
                // before the next one's first word.
                return next > index + 1 && tokens[next].kind == .word && endsSentence(tokens[index - 1], bytes)
            default: return false
            }
        default: return false
        }
    }

    /// True when the word `token`, before a period, ends a sentence rather than being an
    /// abbreviation: three letters or more, written in lowercase after its first letter, and
    /// none of the abbreviations a period follows ("Inc.", "Approx.", "etc.", "vs.").
    private static func endsSentence(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let range = token.range
        guard token.kind == .word, range.count >= 3, range.upperBound <= bytes.count,
            (bytes[range.lowerBound] | 0x20) &- 0x61 < 26,
            bytes[(range.lowerBound + 1)..<range.upperBound].allSatisfy({ $0 &- 0x61 < 26 })
        else { return false }
        return !TrailingPunctuationRule.abbreviationList.contains(Array(bytes[range]), 0..<range.count)
    }

    /// True when the period token at `index` has a word written right after it: the period of
    /// an extension (".csv").
    private static func isExtensionPeriod(_ index: Int, _ tokens: UnsafeBufferPointer<Token>) -> Bool {
        index + 1 < tokens.count && tokens[index + 1].kind == .word
            && tokens[index + 1].range.lowerBound == tokens[index].range.upperBound
    }

    /// True for a closing curly double quote (U+201D), curly single quote (U+2019) or angle
    /// quote (U+00BB).
    private static func isClosingQuote(_ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let first = bytes[range.lowerBound]
        if first == 0xC2 { return range.count == 2 && bytes[range.lowerBound + 1] == 0xBB }
        guard first == 0xE2, range.count == 3, bytes[range.lowerBound + 1] == 0x80 else { return false }
        return bytes[range.lowerBound + 2] == 0x9D || bytes[range.lowerBound + 2] == 0x99
    }

    private static func nextNonSpace(after index: Int, _ tokens: UnsafeBufferPointer<Token>) -> Int? {
        var next = index + 1
        while next < tokens.count, tokens[next].kind == .space { next += 1 }
        return next < tokens.count ? next : nil
    }

    /// True for a symbol that pictures a thing: four UTF-8 bytes (U+10000 and up, most emoji),
    /// a symbol followed by the emoji presentation selector U+FE0F, or one of Miscellaneous
    /// Symbols (U+2600–U+26FF: ☀, ★, ♥).
    @inline(__always)
    static func isPictograph(_ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let lead = bytes[range.lowerBound]
        if lead >= 0xF0 { return true }
        guard lead == 0xE2 || lead == 0xEF, range.count >= 3 else { return false }
        if lead == 0xE2, bytes[range.lowerBound + 1] >= 0x98, bytes[range.lowerBound + 1] <= 0x9B { return true }
        let end = range.upperBound
        if end + 2 < bytes.count, bytes[end] == 0xEF, bytes[end + 1] == 0xB8, bytes[end + 2] == 0x8F { return true }
        return range.count >= 6 && bytes[end - 3] == 0xEF && bytes[end - 2] == 0xB8 && bytes[end - 1] == 0x8F
    }

    /// Whether what follows could be a preposition's object.
    @inline(__always)
    private static func hasObject(after index: Int, _ tokens: UnsafeBufferPointer<Token>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var next = index + 1
        // An abbreviation's period ("vs.") does not end the phrase.
        if next < tokens.count, tokens[next].kind == .punctuation, tokens[next].range.count == 1,
            bytes[tokens[next].range.lowerBound] == 0x2E
        {
            next += 1
        }
        while next < tokens.count, tokens[next].kind == .space { next += 1 }
        guard next < tokens.count else { return false }
        let token = tokens[next]
        switch token.kind {
        case .word, .compound, .number, .placeholder:
            return true
        case .punctuation:
            let first = bytes[token.range.lowerBound]
            // Opening quotes and brackets: ", ', (, [, and curly/angle quotes (multi-byte); not a
            // closing curly or angle quote ("”", "’", "»"), after which nothing of the phrase is left.
            if first == 0x22 || first == 0x27 || first == 0x28 || first == 0x5B { return true }
            if first >= 0xC2 { return !isClosingQuote(token.range, bytes) }
            // An extension written with its period: "as .csv", "to .zip".
            if first == 0x2E, token.range.count == 1, isExtensionPeriod(next, tokens) { return true }
            // A handle, tag or number written onto "@" or "#": "to @tim", "by @%@", "to #archive", "to #3".
            guard first == 0x40 || first == 0x23, token.range.count == 1, next + 1 < tokens.count,
                tokens[next + 1].range.lowerBound == token.range.upperBound
            else { return false }
            switch tokens[next + 1].kind {
            case .word, .compound, .number, .placeholder: return true
            default: return false
            }
        case .symbol:
            // A sign written onto a number or its placeholder is a quantity: "over $35", "with
            // €10 Credit", "from $%d". A pictograph is a thing: "React with 👍", "with ❤️" (emoji
            // presentation), "with ☀" (Miscellaneous Symbols); arrows and marks ("→", "✓") are not.
            if isPictograph(token.range, bytes) { return true }
            return next + 1 < tokens.count
                && (tokens[next + 1].kind == .number || tokens[next + 1].kind == .placeholder)
                && tokens[next + 1].range.lowerBound == token.range.upperBound
        default:
            return false
        }
    }
}
