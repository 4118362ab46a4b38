import LabelCopyText

// MARK: - Titles of ASCII words between spaces, in one pass
//
// Most titles are ASCII letters and digits between spaces and tabs, perhaps with one closing
// mark ("!", "?", ".", "..." or "…", and white space after it), and nothing else. The tokenizer
// splits such a title into runs of letters and digits (a number when the run starts with a
// digit), runs of white space and the mark, and every word and number is a slot: the first
// starts the title's one clause and the last ends it, each has the next as its object, and each
// after the first follows the one before across spaces only (the mark ends the last slot's
// clause, which the title's end does anyway). One pass over the bytes then finds the tokens, the
// slots and each word's lexicon facts from the same eight-byte loads, instead of a tokenizer
// pass, a slot pass over the tokens and a look-up that reads every word again.

extension TitleSlots {
    /// Refills `tokenization` with the tokens of `text` and `slots` with its slots by `lexicon`,
    /// as `Tokenizer.retokenize` and `build(tokens:utf8:lexicon:into:)` do; the arrays' room is
    /// reused when no one else holds them.
    static func fill(_ text: String, lexicon: Lexicon, tokenization: inout Tokenization, slots: inout [TitleSlot]) {
        if fillPlain(text, lexicon: lexicon, tokenization: &tokenization, slots: &slots) { return }
        Tokenizer.retokenize(text, into: &tokenization)
        build(tokens: tokenization.tokens, utf8: tokenization.utf8, lexicon: lexicon, into: &slots)
    }

    /// `fill` in one pass for a title of ASCII letters, digits, spaces and tabs with at most one
    /// closing mark; false, with nothing changed, for any other title.
    static func fillPlain(_ text: String, lexicon: Lexicon, tokenization: inout Tokenization, slots: inout [TitleSlot]) -> Bool {
        let filled = text.utf8.withContiguousStorageIfAvailable { source -> Bool in
            // Longer text takes the general path, whose stack room and 32-bit offsets it suits.
            guard source.count <= Self.plainLimit, let mark = plainMark(source) else { return false }
            fill(source, mark: mark, words: lexicon.index, tokenization: &tokenization, slots: &slots)
            return true
        }
        guard filled == true else { return false }
        tokenization.text = text
        if !tokenization.compoundParts.isEmpty { tokenization.compoundParts = [:] }
        return true
    }

    /// The longest title `fillPlain` takes, in bytes.
    static let plainLimit = 4096

    /// Where a plain title's words end: its closing mark (`start..<end`, of `kind`), or
    /// `start == end == count` without one.
    struct PlainMark {
        var start: Int
        var end: Int
        var kind: TokenKind
    }

    /// The closing mark of `source` when the bytes before it are ASCII letters, digits, spaces
    /// and tabs and only spaces and tabs follow it; `nil` for any other title.
    private static func plainMark(_ source: UnsafeBufferPointer<UInt8>) -> PlainMark? {
        let count = source.count
        var end = count
        while end > 0, source[end &- 1] == 0x20 || source[end &- 1] == 0x09 { end &-= 1 }
        var mark = PlainMark(start: count, end: count, kind: .space)
        if end > 0 {
            switch source[end &- 1] {
            case 0x21, 0x3F:
                mark = PlainMark(start: end &- 1, end: end, kind: .punctuation)
            case 0x2E:
                // One period is punctuation, three an ellipsis; the tokenizer has more forms for other runs.
                var dots = end &- 1
                while dots > 0, source[dots &- 1] == 0x2E { dots &-= 1 }
                switch end &- dots {
                case 1: mark = PlainMark(start: dots, end: end, kind: .punctuation)
                case 3: mark = PlainMark(start: dots, end: end, kind: .ellipsis)
                default: return nil
                }
            case 0xA6 where end >= 3 && source[end &- 3] == 0xE2 && source[end &- 2] == 0x80:
                mark = PlainMark(start: end &- 3, end: end, kind: .ellipsis)
            default:
                break
            }
        }
        return isPlain(UnsafeBufferPointer(rebasing: source[0..<mark.start])) ? mark : nil
    }

    /// Whether every byte is an ASCII letter, digit, space or tab (eight bytes a test).
    private static func isPlain(_ source: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = source.baseAddress, source.count >= 8 else {
            return source.allSatisfy { byte in
                byte == 0x20 || byte == 0x09 || byte &- 0x30 < 10 || (byte | 0x20) &- 0x61 < 26
            }
        }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while true {
            // The last eight bytes are read from the end, overlapping bytes already tested.
            let at = min(offset, source.count &- 8)
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt64.self))
            guard word & WordIndex.highBits == 0 else { return false }
            let letters = WordIndex.bytes(word | 0x2020_2020_2020_2020, from: 0x61, through: 0x7A)
            let digits = WordIndex.bytes(word, from: 0x30, through: 0x39)
            let blanks = WordIndex.bytes(word, equalTo: 0x20) | WordIndex.bytes(word, equalTo: 0x09)
            guard letters | digits | blanks == WordIndex.highBits else { return false }
            offset &+= 8
            if offset >= source.count { return true }
        }
    }

    /// Writes the bytes, tokens and slots of the plain title `source`, which closes with `mark`.
    private static func fill(
        _ source: UnsafeBufferPointer<UInt8>, mark: PlainMark, words: WordIndex, tokenization: inout Tokenization,
        slots: inout [TitleSlot]
    ) {
        tokenization.utf8.replaceSubrange(tokenization.utf8.indices, with: source)
        let array = tokenization.utf8
        // Every token holds a byte; every slot but the last is followed by a space.
        withUnsafeTemporaryAllocation(of: Token.self, capacity: source.count + 1) { tokenRoom in
            withUnsafeTemporaryAllocation(of: TitleSlot.self, capacity: source.count / 2 + 1) { slotRoom in
                let (wordTokens, slotCount) = scanPlain(
                    UnsafeBufferPointer(rebasing: source[0..<mark.start]), array, words: words, tokens: tokenRoom, slots: slotRoom)
                var tokenCount = wordTokens
                // The mark and the white space after it (every token holds a byte, so the room has places for them).
                if mark.start < mark.end, tokenCount < tokenRoom.count {
                    tokenRoom.initializeElement(at: tokenCount, to: plainToken(mark.kind, mark.start, mark.end))
                    tokenCount &+= 1
                }
                if mark.end < source.count, tokenCount < tokenRoom.count {
                    tokenRoom.initializeElement(at: tokenCount, to: plainToken(.space, mark.end, source.count))
                    tokenCount &+= 1
                }
                tokenization.tokens.replaceSubrange(
                    tokenization.tokens.indices, with: UnsafeBufferPointer(rebasing: tokenRoom[0..<tokenCount]))
                // One replacement: popping the old slots one by one checked the array's uniqueness for each.
                slots.replaceSubrange(slots.indices, with: UnsafeBufferPointer(rebasing: slotRoom[0..<slotCount]))
            }
        }
    }

    /// Initializes the tokens and slots of the plain title `source` (whose bytes are also
    /// `array`) at the start of `tokens` and `slots`; returns how many of each.
    private static func scanPlain(
        _ source: UnsafeBufferPointer<UInt8>, _ array: [UInt8], words: WordIndex,
        tokens: UnsafeMutableBufferPointer<Token>, slots: UnsafeMutableBufferPointer<TitleSlot>
    ) -> (tokens: Int, slots: Int) {
        guard let base = source.baseAddress else { return (0, 0) }
        let raw = UnsafeRawPointer(base)
        let count = source.count
        var index = 0
        var tokenCount = 0
        var slotCount = 0
        while index < count, tokenCount < tokens.count {
            let lead = source[index]
            // In a plain title, bytes below "0" are the spaces and tabs.
            if lead < 0x30 {
                var end = index &+ 1
                while end < count, source[end] < 0x30 { end &+= 1 }
                tokens.initializeElement(at: tokenCount, to: plainToken(.space, index, end))
                tokenCount &+= 1
                index = end
                continue
            }
            let (length, first, second) = plainWord(at: index, raw, count: count)
            let end = index &+ length
            let kind: TokenKind = lead < 0x3A ? .number : .word
            var info = WordInfo()
            var shape = WordShape.uncased
            if length <= 16 {
                (info, shape) = words.lookupASCII(first: first, second: second, length: length)
                if kind == .number { shape = .uncased }
            } else if kind == .word {
                (info, shape) = words.lookupLongWord(array, index..<end)
            } else {
                info = words.lookupNumber(array, index..<end)
            }
            tokens.initializeElement(at: tokenCount, to: plainToken(kind, index, end))
            guard slotCount < slots.count else { break }
            if slotCount > 0 { slots[slotCount &- 1].hasObject = true }
            slots.initializeElement(
                at: slotCount,
                to: TitleSlot(
                    token: UInt32(truncatingIfNeeded: tokenCount), kind: kind, start: UInt32(truncatingIfNeeded: index),
                    end: UInt32(truncatingIfNeeded: end), info: info, startsClause: slotCount == 0,
                    followsPrevious: slotCount > 0, shape: shape))
            tokenCount &+= 1
            slotCount &+= 1
            index = end
            // One space before a letter or digit (most gaps) is a white-space token of its own.
            if end &+ 1 < count, source[end] == 0x20, source[end &+ 1] >= 0x30, tokenCount < tokens.count {
                tokens.initializeElement(at: tokenCount, to: plainToken(.space, end, end &+ 1))
                tokenCount &+= 1
                index = end &+ 1
            }
        }
        if slotCount > 0 { slots[slotCount &- 1].endsClause = true }
        return (tokenCount, slotCount)
    }

    /// A token over `start..<end` of a title short enough (`plainLimit`) for 32-bit offsets.
    @inline(__always)
    private static func plainToken(_ kind: TokenKind, _ start: Int, _ end: Int) -> Token {
        Token(kind: kind, start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: end))
    }

    /// The length of the run of letters and digits at `index` of a plain title of `count` bytes
    /// at `raw`, with its first eight bytes and the eight after them as little-endian words, zero
    /// past the run (the second zero for a run of eight bytes or fewer).
    @inline(__always)
    private static func plainWord(at index: Int, _ raw: UnsafeRawPointer, count: Int) -> (Int, UInt64, UInt64) {
        // A byte of a plain title is a space or tab exactly when adding 0x50 leaves its high bit
        // clear; so are the zeros past the title's end.
        let bias: UInt64 = 0x5050_5050_5050_5050
        let first = WordIndex.chunk(raw, count: count, at: index, end: count)
        let stops = ~(first &+ bias) & WordIndex.highBits
        if stops != 0 {
            let length = stops.trailingZeroBitCount >> 3
            return (length, first & ((1 << (UInt64(length) << 3)) &- 1), 0)
        }
        guard index &+ 8 < count else { return (8, first, 0) }
        let second = WordIndex.chunk(raw, count: count, at: index &+ 8, end: count)
        let more = ~(second &+ bias) & WordIndex.highBits
        if more != 0 {
            let length = more.trailingZeroBitCount >> 3
            return (8 &+ length, first, second & ((1 << (UInt64(length) << 3)) &- 1))
        }
        var length = 16
        while index &+ length < count, raw.load(fromByteOffset: index &+ length, as: UInt8.self) >= 0x30 { length &+= 1 }
        return (length, first, second)
    }
}
