/// A fixed list of lowercase ASCII words, asked about a title's bytes without building a string.
struct ASCIIWordList: Sendable {
    /// The words of each length, concatenated, indexed by length.
    private let buckets: [[UInt8]]
    /// The words of up to eight bytes, each packed little-endian into one integer, by length:
    /// a title's word is then lowered and packed once and compared in one step per listed word.
    private let packed: [[UInt64]]

    /// Lists the ASCII words of `words`; other words are left out, as no ASCII text can equal them.
    init(_ words: Set<String>) {
        var buckets: [[UInt8]] = []
        var packed: [[UInt64]] = Array(repeating: [], count: 9)
        for word in words.sorted() where word.utf8.allSatisfy({ $0 < 0x80 }) {
            let length = word.utf8.count
            while buckets.count <= length { buckets.append([]) }
            buckets[length] += word.utf8
            if length <= 8 { packed[length].append(Self.pack(word.utf8)) }
        }
        self.buckets = buckets
        self.packed = packed
    }

    /// Up to eight bytes, the first in the lowest byte.
    private static func pack<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var key: UInt64 = 0
        var shift: UInt64 = 0
        for byte in bytes {
            key |= UInt64(byte) &<< shift
            shift &+= 8
        }
        return key
    }

    /// True when the bytes `range` of `bytes`, with A–Z lowered, are one of the words.
    func contains(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        let length = range.count
        guard length > 0, length < buckets.count, range.lowerBound >= 0, range.upperBound <= bytes.count else {
            return false
        }
        if length <= 8 {
            // Equal keys are equal bytes, lane by lane, exactly as the byte comparison below.
            return packed[length].contains(Self.pack(bytes[range].lazy.map(ByteCase.lower)))
        }
        let bucket = buckets[length]
        var start = 0
        while start + length <= bucket.count {
            var offset = 0
            while offset < length, ByteCase.lower(bytes[range.lowerBound + offset]) == bucket[start + offset] { offset += 1 }
            if offset == length { return true }
            start += length
        }
        return false
    }
}
