// MARK: - Plain runs: ASCII words, numbers, spaces and "…"
//
// Most of a title is words of ASCII letters and digits between spaces. For those bytes the
// general scan ends a word at the first byte that is neither a letter, a digit nor a joiner it
// may take in ("'", ".", ",", "&", "_", "*", "-"), and a white-space run at the first byte that
// is not white space; no lookahead reaches further than the byte after a period or comma, and
// no lookbehind reaches before the token. This loop produces exactly those tokens (and "…",
// which is always an ellipsis of its own) with a few comparisons a byte; at the first token
// that could be anything else the general scan takes one token, and this loop goes on after
// it. Neither depends on which of them wrote the tokens before, so the token list is the same.

extension TokenScanner {
    /// Appends the tokens of the plain run starting at `start`; returns where it stops, which
    /// is the end of the title or the start of a token the general scan must decide.
    mutating func scanPlain(from start: Int) -> Int {
        // Local copies stay in registers: stores through the writer could otherwise alias `self`.
        let source = self.source
        let count = source.bytes.count
        // Every offset then fits a token's 32 bits as it is; longer text takes the general scan.
        guard count <= Int(UInt32.max) else { return start }
        var index = start
        var tokens = self.tokens
        defer { self.tokens = tokens }
        while index < count {
            let first = source.bytes[index]
            if first == 0x20 || first == 0x09 {
                var end = index &+ 1
                while end < count, source.bytes[end] == 0x20 || source.bytes[end] == 0x09 { end &+= 1 }
                if end < count, !Self.endsPlainSpace(at: end, in: source) { return index }
                tokens.append(Self.token(.space, index, end))
                index = end
            } else if ASCII.isAlphanumeric(first) {
                // Words separated by single spaces, the bulk of most titles, go round this inner loop.
                var wordStart = index
                while true {
                    let end = Self.wordEnd(from: wordStart, in: source)
                    if end < count, !Self.endsPlainWord(at: end, in: source) { return wordStart }
                    // A digit first makes a number ("4K"); a keycap needs a non-ASCII byte other than "…" after the digit.
                    let kind: TokenKind = ASCII.isDigit(source.bytes[wordStart]) ? .number : .word
                    tokens.append(Self.token(kind, wordStart, end))
                    // One space before a letter or digit is a whole white-space run.
                    guard end &+ 1 < count, source.bytes[end] == 0x20, ASCII.isAlphanumeric(source.bytes[end &+ 1]) else {
                        index = end
                        break
                    }
                    tokens.append(Self.token(.space, end, end &+ 1))
                    wordStart = end &+ 1
                }
            } else if first == 0xE2, Self.isEllipsisCharacter(at: index, in: source) {
                tokens.append(Self.token(.ellipsis, index, index &+ 3))
                index &+= 3
            } else {
                return index
            }
        }
        return index
    }

    /// Where the run of ASCII letters and digits starting at `start` (one of them) ends: for a
    /// word of fewer than eight bytes in a title of eight or more, one load and test, inline.
    @inline(__always) static func wordEnd(from start: Int, in source: TitleBytes) -> Int {
        let count = source.bytes.count
        if count >= 8, let base = source.bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            let word: UInt64
            if start &+ 8 <= count {
                word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: start, as: UInt64.self))
            } else {
                // The last eight bytes, shifted so that `start` comes first; the zeros shifted in stop the run.
                let past = UInt64(truncatingIfNeeded: start &+ 8 &- count)
                word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)) >> (8 &* past)
            }
            let stops = ~ByteMask.alphanumeric(word) & ByteMask.high
            if stops != 0 { return start &+ stops.trailingZeroBitCount >> 3 }
            // Eight letters and digits from `start` (the shifted tail always stops): the run goes on after them.
            return runEnd(from: start &+ 8, in: source)
        }
        return runEnd(from: start &+ 1, in: source)
    }

    /// `wordEnd` for words of eight bytes or more and titles of fewer, from a byte that
    /// continues the run (kept out of line, so that the common case stays small enough to inline).
    @inline(never) static func runEnd(from index: Int, in source: TitleBytes) -> Int {
        source.alphanumericEnd(from: index)
    }

    /// A token over `start..<end`, offsets within a title whose length fits 32 bits.
    @inline(__always) static func token(_ kind: TokenKind, _ start: Int, _ end: Int) -> Token {
        Token(kind: kind, start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: end))
    }

    /// True when a run of spaces and tabs certainly ends before `end` (which is in the title):
    /// line breaks and Unicode spaces would join the run, "…" and ASCII non-spaces do not.
    @inline(__always) static func endsPlainSpace(at end: Int, in source: TitleBytes) -> Bool {
        let byte = source.bytes[end]
        if byte < 0x80 { return byte &- 0x0A >= 4 }
        return isEllipsisCharacter(at: end, in: source)
    }

    /// True when an ASCII word certainly ends before `end` (which is in the title): at a byte
    /// that is neither a joiner the general scan may take into the word nor a hyphen that may
    /// start a compound, at a period not followed by a letter or digit, at a comma not between
    /// digits, or at "…".
    @inline(__always) static func endsPlainWord(at end: Int, in source: TitleBytes) -> Bool {
        let byte = source.bytes[end]
        switch byte {
        case UInt8(ascii: "."):
            return !ASCII.isAlphanumeric(source.byte(end + 1))
        case UInt8(ascii: ","):
            return !(ASCII.isDigit(source.byte(end + 1)) && ASCII.isDigit(source.byte(end - 1)))
        case UInt8(ascii: "'"), UInt8(ascii: "&"), UInt8(ascii: "_"), UInt8(ascii: "*"), UInt8(ascii: "-"):
            return false
        case 0xE2:
            return isEllipsisCharacter(at: end, in: source)
        default:
            return byte < 0x80
        }
    }

    /// True when U+2026 HORIZONTAL ELLIPSIS starts at `index`.
    @inline(__always) static func isEllipsisCharacter(at index: Int, in source: TitleBytes) -> Bool {
        index &+ 2 < source.bytes.count && source.bytes[index] == 0xE2 && source.bytes[index &+ 1] == 0x80
            && source.bytes[index &+ 2] == 0xA6
    }
}
