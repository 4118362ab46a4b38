// MARK: - Words, numbers and hyphenated compounds
//
// A part starting with a digit is a number ("4K", "2FA", "1080p", "1.5", "2,000"); one starting with
// a letter is a word ("MP3", "H.264", "v1.2", "Don't", "R&D"). Rules that skip numbers thus skip
// "4K" and "2FA", which title case leaves alone anyway.

extension TokenScanner {
    /// Scans a word or number, or a hyphenated compound of them ("Add-Ons", "USB-C", "End-to-End").
    mutating func scanWordOrCompound(at start: Int) -> Int {
        let firstEnd = partEnd(at: start)
        guard var next = compoundContinuation(at: firstEnd) else {
            return emit(partKind(at: start), start, firstEnd)
        }
        var parts: [Token] = []
        parts.reserveCapacity(4)
        parts.append(Token(kind: partKind(at: start), range: start..<firstEnd))
        var end = firstEnd
        while true {
            end = partEnd(at: next)
            parts.append(Token(kind: partKind(at: next), range: next..<end))
            guard let following = compoundContinuation(at: end) else { break }
            next = following
        }
        recordParts(parts, ofCompoundAt: tokens.count)
        return emit(.compound, start, end)
    }

    /// Where the next compound part starts, if a hyphen at `index` joins one on.
    func compoundContinuation(at index: Int) -> Int? {
        let after: Int
        if source.byte(index) == UInt8(ascii: "-") {
            after = index + 1
        } else if source.byte(index) == 0xE2, source.byte(index + 1) == 0x80,
            source.byte(index + 2) == 0x90 || source.byte(index + 2) == 0x91
        {
            // U+2010 HYPHEN and U+2011 NON-BREAKING HYPHEN.
            after = index + 3
        } else {
            return nil
        }
        return source.startsWord(at: after) ? after : nil
    }

    /// A part is a number when its first letter-or-digit is a digit.
    @inline(__always) func partKind(at start: Int) -> TokenKind {
        let first = bytes[start]
        if first < 0x80 && first != UInt8(ascii: "'") { return ASCII.isDigit(first) ? .number : .word }
        var index = start
        if let apostrophe = source.apostropheLength(at: index) { index += apostrophe }
        return source.scalarClass(at: index)?.0 == .digit ? .number : .word
    }

    /// Where the word or number starting at `start` ends (not following hyphens).
    func partEnd(at start: Int) -> Int {
        var index = start
        // Only reached with a leading apostrophe right after a placeholder: the "'s" of "{name}'s".
        if let apostrophe = source.apostropheLength(at: index) { index += apostrophe }
        while index < bytes.count {
            let current = bytes[index]
            if current < 0x80 {
                if ASCII.isAlphanumeric(current) {
                    index = source.alphanumericEnd(from: index + 1)
                } else if let joined = innerJoinEnd(current, at: index) {
                    index = joined
                } else {
                    break
                }
                continue
            }
            let letterLength = source.letterLengthByLeadByte(at: index)
            if letterLength > 0 {
                index += letterLength
                continue
            }
            let (value, length) = source.decodeScalar(at: index)
            if value == 0x2019 || value == 0xB7 || value == 0x5F3 || value == 0x5F4 {
                // U+2019 as an apostrophe ("Don’t"); U+00B7 as Catalan's "l·l" ("col·lecció");
                // Hebrew geresh and gershayim inside abbreviations ("צה״ל").
                guard source.startsLetter(at: index + length) else { break }
                index += length
                continue
            }
            switch ScalarClass.of(value) {
            case .letter, .digit, .mark:
                index += length
            case .joiner where source.startsWord(at: index + length):
                index += length
            default:
                return index
            }
        }
        return index
    }

    /// Where an ASCII joiner inside a word ends, if `current` at `index` is one: an apostrophe
    /// before a letter, a period between letters or digits, a thousands comma before a digit, "&", "_" or "*"
    /// between letters.
    @inline(__always) func innerJoinEnd(_ current: UInt8, at index: Int) -> Int? {
        switch current {
        case UInt8(ascii: "'"):
            return source.startsLetter(at: index + 1) ? index + 1 : nil
        case UInt8(ascii: "."):
            // "H.264", "v1.2", and also file names, domains and abbreviations ("Info.plist",
            // "example.com", "e.g."): a period with no space after it joins what it stands between.
            return ASCII.isAlphanumeric(source.byte(index + 1)) && ASCII.isAlphanumeric(source.byte(index - 1)) ? index + 1 : nil
        case UInt8(ascii: ","):
            return ASCII.isDigit(source.byte(index + 1)) && ASCII.isDigit(source.byte(index - 1)) ? index + 1 : nil
        case UInt8(ascii: "&"):
            // "R&D", "AT&T", and mid-word mnemonics ("E&xit") stay one word; "&amp;" ends it.
            return ASCII.isLetter(source.byte(index + 1)) && source.entityEnd(at: index) == nil ? index + 1 : nil
        case UInt8(ascii: "_"):
            // Mid-word GTK mnemonics ("Co_mment", "scrip_t") and identifiers ("file_name") stay one
            // word, so a rule never sees the lowercase tail "mment" as a word of its own.
            return source.startsWord(at: index + 1) ? index + 1 : nil
        case UInt8(ascii: "*"):
            // The German gender star: "Teilnehmer*innen" is one word.
            return source.startsLetter(at: index + 1) ? index + 1 : nil
        default:
            return nil
        }
    }
}
