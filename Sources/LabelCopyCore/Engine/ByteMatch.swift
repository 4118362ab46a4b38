/// Case-insensitive comparisons of title bytes with ASCII keys, without building strings.
public enum ByteMatch {
    /// True when the bytes `range` are a possessive determiner: my, your, our, their, its, his.
    /// "her" is left out: it is as often an object ("Call Her at Home") as a possessive.
    public static func isPossessiveDeterminer(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard range.count >= 2, range.count <= 5 else { return false }
        return equals(bytes, range, "my") || equals(bytes, range, "your") || equals(bytes, range, "our")
            || equals(bytes, range, "their") || equals(bytes, range, "its") || equals(bytes, range, "his")
    }

    /// True when the bytes `range` spell `key`, ignoring ASCII case and reading "’" as "'".
    public static func equals(_ bytes: [UInt8], _ range: Range<Int>, _ key: StaticString) -> Bool {
        // A curly apostrophe is three bytes for one, so lengths can differ by two per apostrophe.
        let keyCount = key.utf8CodeUnitCount
        guard range.count >= keyCount, range.lowerBound >= 0, range.upperBound <= bytes.count else { return false }
        // A one-scalar literal may be stored as a scalar, which has no byte pointer.
        guard key.hasPointerRepresentation else {
            return key.withUTF8Buffer { equals(bytes, range, key: $0) }
        }
        // The key's bytes are read in place (no closure): this runs for several words of every title.
        return equals(bytes, range, key: UnsafeBufferPointer(start: key.utf8Start, count: keyCount))
    }

    /// `equals` with the key's bytes at hand.
    @inline(__always)
    private static func equals(_ bytes: [UInt8], _ range: Range<Int>, key keyBytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let keyCount = keyBytes.count
        // Only a curly apostrophe in the title can make it longer than a key with a "'".
        if range.count != keyCount, !keyBytes.contains(0x27) { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            var index = range.lowerBound
            while index < range.upperBound {
                guard offset < keyCount else { return false }
                var byte = buffer[index]
                if byte == 0xE2, index + 2 < range.upperBound, buffer[index + 1] == 0x80, buffer[index + 2] == 0x99 {
                    byte = 0x27
                    index += 2
                }
                if ByteCase.lower(byte) != keyBytes[offset] { return false }
                offset += 1
                index += 1
            }
            return offset == keyCount
        }
    }

    /// True when the bytes `range` end with the lowercase ASCII `suffix`, ignoring case.
    public static func hasSuffix(_ bytes: [UInt8], _ range: Range<Int>, _ suffix: StaticString) -> Bool {
        suffix.withUTF8Buffer { suffixBytes in
            guard range.count > suffixBytes.count else { return false }
            let start = range.upperBound - suffixBytes.count
            for offset in 0..<suffixBytes.count where ByteCase.lower(bytes[start + offset]) != suffixBytes[offset] {
                return false
            }
            return true
        }
    }

    /// True when the bytes `range` start with the lowercase ASCII `prefix`, ignoring case, and go on past it.
    public static func hasPrefix(_ bytes: [UInt8], _ range: Range<Int>, _ prefix: StaticString) -> Bool {
        prefix.withUTF8Buffer { prefixBytes in
            guard range.count > prefixBytes.count else { return false }
            for offset in 0..<prefixBytes.count where ByteCase.lower(bytes[range.lowerBound + offset]) != prefixBytes[offset] {
                return false
            }
            return true
        }
    }

    /// True when the bytes `first` and `second` spell the same word, ignoring ASCII case.
    public static func sameWord(_ bytes: [UInt8], _ first: Range<Int>, _ second: Range<Int>) -> Bool {
        guard first.count == second.count, first.lowerBound >= 0, second.lowerBound >= 0,
            first.upperBound <= bytes.count, second.upperBound <= bytes.count
        else { return false }
        return zip(first, second).allSatisfy { ByteCase.lower(bytes[$0]) == ByteCase.lower(bytes[$1]) }
    }

    /// True when the bytes `range` are ASCII digits only ("12", not "1.5" or "5K").
    public static func isDigits(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        range.allSatisfy { bytes[$0] &- 0x30 < 10 }
    }
}
