/// Case-insensitive comparisons of title bytes with ASCII keys, without building strings.
public enum ByteMatch {
    /// True when the bytes `range` spell `key`, ignoring ASCII case and reading "’" as "'".
    public static func equals(_ bytes: [UInt8], _ range: Range<Int>, _ key: StaticString) -> Bool {
        // A curly apostrophe is three bytes for one, so lengths can differ by two per apostrophe.
        guard range.count >= key.utf8CodeUnitCount else { return false }
        return key.withUTF8Buffer { keyBytes in
            // Only a curly apostrophe in the title can make it longer than a key with a "'".
            if range.count != keyBytes.count, !keyBytes.contains(0x27) { return false }
            var offset = 0
            var index = range.lowerBound
            while index < range.upperBound {
                guard offset < keyBytes.count else { return false }
                var byte = bytes[index]
                if byte == 0xE2, index + 2 < range.upperBound, bytes[index + 1] == 0x80, bytes[index + 2] == 0x99 {
                    byte = 0x27
                    index += 2
                }
                if ByteCase.lower(byte) != keyBytes[offset] { return false }
                offset += 1
                index += 1
            }
            return offset == keyBytes.count
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
}
