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

    /// `fill` in one pass for a title of ASCII letters, digits, spaces and tabs, and placeholders
    /// such as "%@" and "{name}" between them, with at most one closing mark; false for any other
    /// title, whose tokens and slots are then left as they were (its bytes may have been copied
    /// already: the caller refills it in full).
    static func fillPlain(_ text: String, lexicon: Lexicon, tokenization: inout Tokenization, slots: inout [TitleSlot]) -> Bool {
        let filled = text.utf8.withContiguousStorageIfAvailable { source -> Bool in
            // Longer text takes the general path, whose stack room and 32-bit offsets it suits.
            guard source.count <= Self.plainLimit, let mark = plainMark(source) else { return false }
            return fill(source, mark: mark, words: lexicon.index, tokenization: &tokenization, slots: &slots)
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

    /// The closing mark of `source` when only spaces and tabs follow it; `nil` for a closing run
    /// of periods the one pass does not take. Whether the bytes before it are plain is found
    /// while they are scanned.
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
        return mark
    }

    /// Writes the bytes, tokens and slots of the title `source`, which closes with `mark`;
    /// false, with its tokens and slots unchanged, when the title is not plain.
    private static func fill(
        _ source: UnsafeBufferPointer<UInt8>, mark: PlainMark, words: WordIndex, tokenization: inout Tokenization,
        slots: inout [TitleSlot]
    ) -> Bool {
        tokenization.utf8.replaceSubrange(tokenization.utf8.indices, with: source)
        let array = tokenization.utf8
        // Every token holds a byte; every slot but the last is followed by a space.
        return withUnsafeTemporaryAllocation(of: Token.self, capacity: source.count + 1) { tokenRoom in
            withUnsafeTemporaryAllocation(of: TitleSlot.self, capacity: source.count / 2 + 1) { slotRoom in
                guard
                    let (wordTokens, slotCount) = scanPlain(
                        UnsafeBufferPointer(rebasing: source[0..<mark.start]), array, words: words, tokens: tokenRoom,
                        slots: slotRoom)
                else { return false }
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
                return true
            }
        }
    }

    /// Initializes the tokens and slots of the plain title `source` (whose bytes are also
    /// `array`) at the start of `tokens` and `slots`; returns how many of each, or `nil` when a
    /// byte of `source` is not part of a word, a number, white space or a placeholder the one
    /// pass takes (the title is then not plain, and what was written is not used). Each byte is
    /// tested once, where it is read for its token.
    private static func scanPlain(
        _ source: UnsafeBufferPointer<UInt8>, _ array: [UInt8], words: WordIndex,
        tokens: UnsafeMutableBufferPointer<Token>, slots: UnsafeMutableBufferPointer<TitleSlot>
    ) -> (tokens: Int, slots: Int)? {
        guard let base = source.baseAddress else { return (0, 0) }
        let raw = UnsafeRawPointer(base)
        let count = source.count
        var index = 0
        var tokenCount = 0
        var slotCount = 0
        while index < count, tokenCount < tokens.count {
            let lead = source[index]
            if lead == 0x20 || lead == 0x09 {
                var end = index &+ 1
                while end < count, source[end] == 0x20 || source[end] == 0x09 { end &+= 1 }
                tokens.initializeElement(at: tokenCount, to: plainToken(.space, index, end))
                tokenCount &+= 1
                index = end
                continue
            }
            let kind: TokenKind
            let end: Int
            var info = WordInfo()
            var shape = WordShape.uncased
            if lead == 0x25 || lead == 0x7B {
                // A placeholder stands between white space (or the title's edges) in a plain title.
                guard index == 0 || source[index &- 1] == 0x20 || source[index &- 1] == 0x09,
                    let placeholderEnd = plainPlaceholderEnd(source, at: index)
                else { return nil }
                kind = .placeholder
                end = placeholderEnd
            } else {
                guard lead >= 0x30 else { return nil }
                let (length, first, second) = plainWord(at: index, raw, count: count)
                // The run's bytes, as far as `plainWord` read them, must be letters and digits. A
                // byte before the run's end that is not ASCII could have moved the end (a carry):
                // once every byte before it passes, the end is where the run truly ends.
                guard length > 0, (first | second) & WordIndex.highBits == 0,
                    isLettersAndDigits(first, length: length),
                    length <= 8 || isLettersAndDigits(second, length: length &- 8)
                else { return nil }
                end = index &+ length
                kind = lead < 0x3A ? .number : .word
                if length <= 16 {
                    (info, shape) = words.lookupASCII(first: first, second: second, length: length)
                    if kind == .number { shape = .uncased }
                } else if kind == .word {
                    (info, shape) = words.lookupLongWord(array, index..<end)
                } else {
                    info = words.lookupNumber(array, index..<end)
                }
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

    // Transparent, not `@inline(__always)`: the optimizer judged the scan loop too large and
    // called this once a word (about 50 instructions a call with its spills) despite the hint.
    /// The length of the run at `index` of a title of `count` bytes at `raw` up to the first byte
    /// below "0", with its first eight bytes and the eight after them as little-endian words, zero
    /// past the run (the second zero for a run of eight bytes or fewer). Runs of more than sixteen
    /// bytes are cut before their first byte that is no ASCII letter or digit (the caller then
    /// finds a byte it does not take there); the first sixteen are the caller's to test.
    @_transparent
    private static func plainWord(at index: Int, _ raw: UnsafeRawPointer, count: Int) -> (Int, UInt64, UInt64) {
        // An ASCII byte is below "0" (white space, a mark, a placeholder's sign: the run's end)
        // exactly when adding 0x50 leaves its high bit clear; so are the zeros past the title's end.
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
        while index &+ length < count {
            let byte = raw.load(fromByteOffset: index &+ length, as: UInt8.self)
            guard byte &- 0x30 < 10 || (byte | 0x20) &- 0x61 < 26 else { break }
            length &+= 1
        }
        return (length, first, second)
    }

    /// Whether the first `length` bytes (0 through 8) of the ASCII `word` are letters and digits.
    @inline(__always)
    private static func isLettersAndDigits(_ word: UInt64, length: Int) -> Bool {
        let wanted = length >= 8 ? WordIndex.highBits : ((1 << (UInt64(length) << 3)) &- 1) & WordIndex.highBits
        let letters = WordIndex.bytes(word | 0x2020_2020_2020_2020, from: 0x61, through: 0x7A)
        let digits = WordIndex.bytes(word, from: 0x30, through: 0x39)
        return (letters | digits) & wanted == wanted
    }

    /// Where the placeholder at `index` of a plain title ends, for the forms the one pass takes
    /// when white space or the title's end follows: "%@", "%d", "%lld", "%1$@" (an argument
    /// number, a length and a conversion, no flags, width or precision) and "{name}" (letters,
    /// digits and "_"). The tokenizer reads each of these as one placeholder token; `nil` for
    /// anything else, which the tokenizer reads in full.
    private static func plainPlaceholderEnd(_ source: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let count = source.count
        var probe = index &+ 1
        if source[index] == 0x7B {
            while probe < count, isNameByte(source[probe]) { probe &+= 1 }
            guard probe > index &+ 1, probe < count, source[probe] == 0x7D else { return nil }
            probe &+= 1
        } else {
            var digits = probe
            while digits < count, source[digits] &- 0x30 < 10 { digits &+= 1 }
            if digits > probe {
                guard digits < count, source[digits] == 0x24 else { return nil }
                probe = digits &+ 1
            }
            if probe < count {
                switch source[probe] {
                case 0x68, 0x6C:  // h, l: hh and ll too
                    probe &+= probe &+ 1 < count && source[probe &+ 1] == source[probe] ? 2 : 1
                case 0x71, 0x4C, 0x7A, 0x6A, 0x74:  // q, L, z, j, t
                    probe &+= 1
                default:
                    break
                }
            }
            guard probe < count, isConversion(source[probe]) else { return nil }
            probe &+= 1
        }
        guard probe == count || source[probe] == 0x20 || source[probe] == 0x09 else { return nil }
        return probe
    }

    /// A byte of a "{name}" placeholder's name.
    @inline(__always)
    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte &- 0x30 < 10 || (byte | 0x20) &- 0x61 < 26 || byte == 0x5F
    }

    /// The conversion characters of printf and `String(format:)` the tokenizer accepts.
    private static func isConversion(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x40, 0x64, 0x44, 0x69, 0x75, 0x55, 0x78, 0x58, 0x6F, 0x4F, 0x66, 0x46, 0x65, 0x45, 0x67, 0x47, 0x61, 0x41,
            0x63, 0x43, 0x73, 0x53, 0x70:  // @ d D i u U x X o O f F e E g G a A c C s S p
            return true
        default:
            return false
        }
    }
}
