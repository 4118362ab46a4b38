/// Case changes on UTF-8 bytes: ASCII in place, anything else through Unicode scalar mappings.
enum ByteCase {
    /// True when every byte of `bytes` is an ASCII letter and none is a vowel or "y" ("fps",
    /// "GB", "km"): how abbreviations and units are told from words. True for no bytes.
    @inline(__always)
    static func isLettersWithoutVowels<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
        // Bits of the letters a, e, i, o, u and y, by their offset from "a".
        let vowels: UInt32 = 1 << 0 | 1 << 4 | 1 << 8 | 1 << 14 | 1 << 20 | 1 << 24
        for byte in bytes {
            let letter = UInt32(byte | 0x20) &- 0x61
            guard letter < 26, vowels >> letter & 1 == 0 else { return false }
        }
        return true
    }

    /// The word `range` lowercased, or nil when that changes nothing (non-Latin scripts are kept).
    static func unicodeLowercased(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> [UInt8]? {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        guard isLatin(text) else { return nil }
        let lowered = text.lowercased()
        return lowered == text ? nil : Array(lowered.utf8)
    }

    /// The word `range` capitalized (its other letters lowered when `lowerRest`), or nil when
    /// that changes nothing (non-Latin scripts are kept).
    static func unicodeCapitalized(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, lowerRest: Bool) -> [UInt8]? {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        guard isLatin(text), let firstScalar = text.unicodeScalars.first else { return nil }
        let rest = String(text.unicodeScalars.dropFirst())
        // Title case mapping, not uppercase: "ǆ" becomes "ǅ"; uncased scripts map to themselves.
        let head = firstScalar.properties.isLowercase ? firstScalar.properties.titlecaseMapping : String(firstScalar)
        let result = head + (lowerRest ? rest.lowercased() : rest)
        return result == text ? nil : Array(result.utf8)
    }

    /// Title style is an English rule: words with letters outside the Latin script
    /// (Cyrillic, Greek, Armenian …) are left as written.
    static func isLatin(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            guard scalar.properties.isAlphabetic else { return true }
            switch scalar.value {
            case 0x41...0x5A, 0x61...0x7A, 0xAA, 0xBA, 0xC0...0x24F, 0x1E00...0x1EFF, 0x2C60...0x2C7F,
                0xA720...0xA7FF, 0xAB30...0xAB6F, 0xFF21...0xFF3A, 0xFF41...0xFF5A:
                return true
            default:
                return false
            }
        }
    }

    /// Writes the bytes `range` of `source` to `target` with ASCII capitals lowered.
    ///
    /// With `inPlace`, the output buffer that `target` points into, which already holds
    /// `source` at the same offsets, eight bytes are read and written at a time wherever eight
    /// bytes from there lie inside `source` (and so inside the output): the bytes past the range
    /// in such a window are written back as they were.
    static func lowerASCII(
        _ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, to target: UnsafeMutablePointer<UInt8>,
        inPlace: UnsafeMutableBufferPointer<UInt8>?
    ) {
        guard let from = source.baseAddress else { return }
        var index = range.lowerBound
        var out = target
        if let inPlace, inPlace.count >= source.count {
            while index < range.upperBound, index &+ 8 <= source.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(from + index).loadUnaligned(as: UInt64.self))
                var capitals = capitalMask(word)
                let left = range.upperBound &- index
                if left < 8 { capitals &= (1 &<< (8 &* UInt64(left))) &- 1 }
                UnsafeMutableRawPointer(out).storeBytes(of: (word | capitals &>> 2).littleEndian, as: UInt64.self)
                index &+= 8
                out += 8
            }
        }
        while index < range.upperBound {
            out.pointee = lower(from[index])
            index &+= 1
            out += 1
        }
    }

    /// The bytes `range` of `source` as one number, the first byte lowest, zero above the
    /// last; nil when the range is longer than eight bytes or the title shorter than eight.
    /// Eight bytes are read from the range's start, or ending at its end, whichever lies
    /// inside `source`, so no read leaves the buffer.
    @inline(__always)
    static func packed(_ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64? {
        let count = range.count
        guard count >= 1, count <= 8, range.lowerBound >= 0, let base = source.baseAddress else { return nil }
        let keep: UInt64 = count == 8 ? ~0 : (1 &<< (8 &* UInt64(count))) &- 1
        if range.lowerBound &+ 8 <= source.count {
            return UInt64(littleEndian: UnsafeRawPointer(base + range.lowerBound).loadUnaligned(as: UInt64.self)) & keep
        }
        guard range.upperBound >= 8, range.upperBound <= source.count else { return nil }
        let window = UInt64(littleEndian: UnsafeRawPointer(base + (range.upperBound &- 8)).loadUnaligned(as: UInt64.self))
        return window &>> (8 &* UInt64(8 &- count))
    }

    /// The high bit of every byte of `word` at or above 0x80, others clear.
    @inline(__always)
    static func nonASCIIMask(_ word: UInt64) -> UInt64 { word & 0x8080_8080_8080_8080 }

    /// The high bit of every byte of `word` that is an ASCII capital ("A" to "Z"), others clear.
    @inline(__always)
    static func capitalMask(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        // Seven bits per byte, so adding cannot carry into the next byte: the high bit says
        // "at least 0x41" in the first sum and "at least 0x5B" in the second.
        let low = word & (0x7F &* ones)
        let atLeastA = low &+ 0x3F &* ones
        let pastZ = low &+ 0x25 &* ones
        return (atLeastA ^ pastZ) & ~word & (0x80 &* ones)
    }

    @inline(__always) static func upper(_ byte: UInt8) -> UInt8 { byte &- 0x61 < 26 ? byte - 0x20 : byte }
    @inline(__always) static func lower(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte + 0x20 : byte }

    /// True for an ASCII capital letter.
    @inline(__always) static func isUpper(_ byte: UInt8) -> Bool { byte &- 0x41 < 26 }

    /// True for an ASCII letter or digit.
    @inline(__always) static func isAlphanumeric(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10 }
}
