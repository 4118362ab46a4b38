// MARK: - Scalars, emoji clusters and keycaps

extension TitleBytes {
    /// Decodes the scalar at `index`: its value and length in bytes. Malformed bytes (which a Swift
    /// `String` never holds, but a future caller might pass) decode as U+FFFD of length one.
    @inline(__always) func decodeScalar(at index: Int) -> (value: UInt32, length: Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (UInt32(lead), 1) }
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF:
            length = 2
            value = UInt32(lead & 0x1F)
        case 0xE0...0xEF:
            length = 3
            value = UInt32(lead & 0x0F)
        case 0xF0...0xF4:
            length = 4
            value = UInt32(lead & 0x07)
        default:
            return (0xFFFD, 1)
        }
        guard index + length <= bytes.count else { return (0xFFFD, 1) }
        for offset in 1..<length {
            let continuation = bytes[index + offset]
            guard continuation & 0xC0 == 0x80 else { return (0xFFFD, 1) }
            value = value << 6 | UInt32(continuation & 0x3F)
        }
        return (value, length)
    }

    /// The length of the letter at `index` when its lead byte alone proves it is one (0 otherwise):
    /// U+0100–U+027F (Latin Extended and IPA), U+0400–U+047F (Cyrillic), U+5000–U+9FFF (CJK).
    /// Saves decoding and classifying the most common non-ASCII letters inside words.
    @inline(__always) func letterLengthByLeadByte(at index: Int) -> Int {
        let lead = bytes[index]
        switch lead {
        case 0xC4...0xC9, 0xD0...0xD1:
            return byte(index + 1) & 0xC0 == 0x80 ? 2 : 0
        case 0xE5...0xE9:
            return byte(index + 1) & 0xC0 == 0x80 && byte(index + 2) & 0xC0 == 0x80 ? 3 : 0
        default:
            return 0
        }
    }

    /// The class of the scalar at `index`, with its length; `nil` past the end.
    @inline(__always) func scalarClass(at index: Int) -> (ScalarClass, Int)? {
        guard index < bytes.count else { return nil }
        let lead = bytes[index]
        if lead < 0x80 {
            if ASCII.isLetter(lead) { return (.letter, 1) }
            if ASCII.isDigit(lead) { return (.digit, 1) }
            if ASCII.isSpace(lead) { return (.space, 1) }
            return (ASCII.isSymbol(lead) ? .symbol : .punctuation, 1)
        }
        let (value, length) = decodeScalar(at: index)
        return (ScalarClass.of(value), length)
    }

    /// The length of an apostrophe (', U+2019) at `index`, if there is one.
    @inline(__always) func apostropheLength(at index: Int) -> Int? {
        if byte(index) == UInt8(ascii: "'") { return 1 }
        if byte(index) == 0xE2, byte(index + 1) == 0x80, byte(index + 2) == 0x99 { return 3 }
        return nil
    }

    /// True when a letter or digit (of any script) starts at `index`.
    @inline(__always) func startsWord(at index: Int) -> Bool {
        guard index < bytes.count else { return false }
        let lead = bytes[index]
        if lead < 0x80 { return ASCII.isAlphanumeric(lead) }
        guard let (kind, _) = scalarClass(at: index) else { return false }
        return kind == .letter || kind == .digit
    }

    /// True when a letter (of any script) starts at `index`.
    @inline(__always) func startsLetter(at index: Int) -> Bool {
        guard index < bytes.count else { return false }
        let lead = bytes[index]
        if lead < 0x80 { return ASCII.isLetter(lead) }
        return scalarClass(at: index)?.0 == .letter
    }

    /// Where the emoji or symbol cluster starting at `start` ends: the scalar plus its combining
    /// marks, variation selectors, skin-tone modifiers and tag characters, joined by ZWJ to the
    /// next such cluster; two regional indicators make one flag.
    func symbolClusterEnd(at start: Int) -> Int {
        let (first, firstLength) = decodeScalar(at: start)
        var index = start + firstLength
        if Self.isRegionalIndicator(first) {
            if index < bytes.count {
                let next = decodeScalar(at: index)
                if Self.isRegionalIndicator(next.value) { index += next.length }
            }
            return index
        }
        while index < bytes.count, bytes[index] >= 0x80 {
            let (value, length) = decodeScalar(at: index)
            if value == 0x200D {
                // A joiner glues the next non-ASCII scalar on (👩‍👩‍👧, 🏳️‍🌈); no emoji sequence joins
                // ASCII, so a stray joiner never swallows the "%" of a following "%@".
                index += length
                if index < bytes.count, bytes[index] >= 0x80 { index += decodeScalar(at: index).length }
            } else if Self.extendsCluster(value) {
                index += length
            } else {
                break
            }
        }
        return index
    }

    /// Where a keycap sequence ("1️⃣", "#⃣") starting at `index` ends, if one does.
    func keycapEnd(after index: Int) -> Int? {
        var probe = index + 1
        // U+FE0F VARIATION SELECTOR-16 is optional before U+20E3 COMBINING ENCLOSING KEYCAP.
        if byte(probe) == 0xEF, byte(probe + 1) == 0xB8, byte(probe + 2) == 0x8F { probe += 3 }
        if byte(probe) == 0xE2, byte(probe + 1) == 0x83, byte(probe + 2) == 0xA3 { return probe + 3 }
        return nil
    }

    /// Regional indicator symbols, which pair up into flags.
    @inline(__always) static func isRegionalIndicator(_ value: UInt32) -> Bool {
        value &- 0x1F1E6 < 26
    }

    /// Scalars that attach to the preceding emoji or symbol.
    static func extendsCluster(_ value: UInt32) -> Bool {
        switch value {
        case 0xFE00...0xFE0F, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F, 0xE0100...0xE01EF:
            return true
        default:
            return ScalarClass.of(value) == .mark
        }
    }
}
