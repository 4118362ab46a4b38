// MARK: - The plain prefix: ASCII words, numbers and spaces
//
// Most titles start with, and many consist only of, words of ASCII letters and digits between
// spaces. For those bytes the general scan always ends a word at the first byte that is neither a
// letter, a digit nor one of the joiners it looks at ("'", ".", ",", "&", "_", "*", "-"), and a
// white-space run at the first byte that is not white space; no lookahead reaches further. This
// loop produces exactly those tokens with a few comparisons a byte and hands over to the general
// scan at the first token that could be anything else, so the result is the same token list.

extension TokenScanner {
    /// Appends the tokens of the title's plain prefix; returns where the general scan continues.
    mutating func scanPlainPrefix() -> Int {
        let count = bytes.count
        var index = 0
        // A local copy of the writer stays in registers; it is handed back however the loop ends.
        var tokens = self.tokens
        defer { self.tokens = tokens }
        while index < count {
            let first = bytes[index]
            if first == 0x20 || first == 0x09 {
                var end = index + 1
                while end < count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
                // Line breaks and Unicode spaces would join the run: the general scan decides.
                if end < count, bytes[end] &- 0x0A < 4 || bytes[end] >= 0x80 { return index }
                tokens.append(Token(kind: .space, range: index..<end))
                index = end
                continue
            }
            guard ASCII.isAlphanumeric(first) else { return index }
            let end = source.alphanumericEnd(from: index + 1)
            if end < count, !Self.endsPlainWord(bytes[end]) { return index }
            // A digit first makes a number ("4K"); a keycap needs a non-ASCII byte after the digit.
            tokens.append(Token(kind: ASCII.isDigit(first) ? .number : .word, range: index..<end))
            index = end
        }
        return index
    }

    /// True when an ASCII word certainly ends before `byte`: it is ASCII and neither a joiner
    /// the general scan may take into the word nor a hyphen that may start a compound.
    @inline(__always) static func endsPlainWord(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "'"), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: "&"), UInt8(ascii: "_"),
            UInt8(ascii: "*"), UInt8(ascii: "-"):
            return false
        default:
            return byte < 0x80
        }
    }
}
