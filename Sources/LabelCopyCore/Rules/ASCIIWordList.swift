/// A fixed list of lowercase ASCII words, asked about a title's bytes without building a string.
struct ASCIIWordList: Sendable {
    /// The words of each length, concatenated, indexed by length.
    private let buckets: [[UInt8]]

    /// Lists the ASCII words of `words`; other words are left out, as no ASCII text can equal them.
    init(_ words: Set<String>) {
        var buckets: [[UInt8]] = []
        for word in words.sorted() where word.utf8.allSatisfy({ $0 < 0x80 }) {
            let length = word.utf8.count
            while buckets.count <= length { buckets.append([]) }
            buckets[length] += word.utf8
        }
        self.buckets = buckets
    }

    /// True when the bytes `range` of `bytes`, with A–Z lowered, are one of the words.
    func contains(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        let length = range.count
        guard length > 0, length < buckets.count, range.lowerBound >= 0, range.upperBound <= bytes.count else {
            return false
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
