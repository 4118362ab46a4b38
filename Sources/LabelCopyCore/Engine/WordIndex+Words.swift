// MARK: - Word tokens, eight bytes at a time
//
// Building a title's slots looks up every word. For a word of ASCII letters and digits (nearly
// all of them) the look-up reads the word as little-endian eight-byte words: one load, a few
// masks to find its capitals and small letters, one OR to lowercase it and one multiply to hash
// it, instead of a dozen tests, a store and a multiply for each byte. The hash is the one the
// table was built with (`WordIndex.hash`), over the same lowercased bytes.

extension WordIndex {
    /// Looks up a word token and finds how it is written in the same pass over its bytes, so
    /// building a title's slots reads each word once. Words with non-ASCII bytes or a period,
    /// and keys too long for the stack buffer, take the general paths.
    @inline(__always)
    func lookupWord(_ bytes: [UInt8], _ range: Range<Int>) -> (info: WordInfo, shape: WordShape) {
        guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= bytes.count, range.count <= 8 else {
            return lookupLongWord(bytes, range)
        }
        // Most words: one load, and the key is compared by its eight-byte prefix alone.
        if let found = bytes.withUnsafeBufferPointer({ Self.readShortWord($0, range) }) {
            let hash = Self.finish(Self.mix(Self.hashBasis, found.lowered), length: range.count)
            let info = find(hash: hash, prefix: found.lowered, length: range.count, key: nil)
            return (info ?? WordInfo(), Self.shape(capitals: found.capitals, small: found.small))
        }
        return lookupGeneral(bytes, range)
    }

    /// `lookupWord` for words longer than eight bytes (kept out of line: its key buffer would
    /// cost every short word a zeroed stack frame).
    @inline(never)
    private func lookupLongWord(_ bytes: [UInt8], _ range: Range<Int>) -> (info: WordInfo, shape: WordShape) {
        guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= bytes.count, range.count < Self.shortKey else {
            return lookupGeneral(bytes, range)
        }
        var storage: ShortKey = (0, 0, 0, 0, 0, 0, 0, 0)
        let found = bytes.withUnsafeBufferPointer { buffer in
            withUnsafeMutableBytes(of: &storage) { raw in
                Self.readWord(buffer, range, into: raw).map { word in
                    (find(word), word.shape)
                }
            }
        }
        if let found { return (found.0 ?? WordInfo(), found.1) }
        return lookupGeneral(bytes, range)
    }

    /// Curly apostrophes, periods ("Info.plist") and other scripts need the general normalization and shape.
    @inline(never)
    private func lookupGeneral(_ bytes: [UInt8], _ range: Range<Int>) -> (info: WordInfo, shape: WordShape) {
        (lookup(bytes, range) ?? WordInfo(), WordShape.of(bytes, range))
    }

    /// A word's look-up key as `readWord` leaves it: its hash, its first eight bytes and, for
    /// longer words, where all of them were written.
    struct LoweredWord {
        /// The key's hash, as `WordIndex.hash` takes it.
        var hash: UInt64
        /// The first eight bytes of the key, zero-padded.
        var prefix: UInt64
        /// The key's length in bytes.
        var length: Int
        /// The key's bytes.
        var key: UnsafePointer<UInt8>
        /// How the word is written.
        var shape: WordShape
    }

    /// Looks up a word read by `readWord`.
    @inline(__always)
    private func find(_ word: LoweredWord) -> WordInfo? {
        find(hash: word.hash, prefix: word.prefix, length: word.length, key: word.key)
    }

    /// The ASCII word `range` of `buffer` (eight bytes at most) lowercased into one word, with
    /// its capitals and small letters; `nil` when it holds a non-ASCII byte or a period.
    @inline(__always)
    private static func readShortWord(
        _ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>
    ) -> (lowered: UInt64, capitals: UInt64, small: UInt64)? {
        guard let base = buffer.baseAddress else { return nil }
        let chunk = Self.chunk(UnsafeRawPointer(base), count: buffer.count, at: range.lowerBound, end: range.upperBound)
        guard chunk & Self.highBits == 0, Self.bytes(chunk, equalTo: 0x2E) == 0 else { return nil }
        let capitals = Self.bytes(chunk, from: 0x41, through: 0x5A)
        return (chunk | capitals >> 2, capitals, Self.bytes(chunk, from: 0x61, through: 0x7A))
    }

    /// The shape of a word of at most eight bytes from the masks of its capitals and small
    /// letters, as `WordShape.classify` gives it from their counts.
    @inline(__always)
    private static func shape(capitals: UInt64, small: UInt64) -> WordShape {
        if capitals == 0 { return small == 0 ? .uncased : .lower }
        let several = capitals & (capitals &- 1) != 0
        if small == 0 { return several ? .allCaps : .initialCap }
        // The lowest set byte is the first cased letter.
        let cased = capitals | small
        let firstIsCapital = capitals & cased & (0 &- cased) != 0
        return firstIsCapital && !several ? .initialCap : .mixed
    }

    /// Lowercases and hashes the ASCII word `range` of `buffer` into `room` (at least
    /// `range.count` rounded up to eight bytes), and finds its shape; `nil` when the word holds
    /// a non-ASCII byte or a period, which only the general paths read exactly.
    @inline(__always)
    static func readWord(
        _ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, into room: UnsafeMutableRawBufferPointer
    ) -> LoweredWord? {
        guard let base = buffer.baseAddress, let out = room.baseAddress else { return nil }
        let source = UnsafeRawPointer(base)
        var hash = hashBasis
        var prefix: UInt64 = 0
        // What the shape needs: whether there are capitals, two or more, small letters, and
        // whether a capital is the first cased letter (no counts: popcount is not a single
        // instruction on the baseline x86-64 the package builds for).
        var capitalSeen = false
        var capitalsSeveral = false
        var smallSeen = false
        var firstUpper = false
        var offset = range.lowerBound
        var written = 0
        while offset < range.upperBound {
            let chunk = Self.chunk(source, count: buffer.count, at: offset, end: range.upperBound)
            guard chunk & Self.highBits == 0, Self.bytes(chunk, equalTo: 0x2E) == 0 else { return nil }
            let capitals = Self.bytes(chunk, from: 0x41, through: 0x5A)
            let small = Self.bytes(chunk, from: 0x61, through: 0x7A)
            let cased = capitals | small
            // The first cased letter decides "Save" against "sAVE"; the lowest byte comes first.
            if !capitalSeen && !smallSeen && cased != 0 { firstUpper = capitals & cased & (0 &- cased) != 0 }
            if capitals != 0 {
                capitalsSeveral = capitalsSeveral || capitalSeen || capitals & (capitals &- 1) != 0
                capitalSeen = true
            }
            smallSeen = smallSeen || small != 0
            let lowered = chunk | capitals >> 2
            if written == 0 { prefix = lowered }
            out.storeBytes(of: lowered.littleEndian, toByteOffset: written, as: UInt64.self)
            hash = mix(hash, lowered)
            offset &+= 8
            written &+= 8
        }
        let length = range.count
        return LoweredWord(
            hash: finish(hash, length: length), prefix: prefix, length: length,
            key: UnsafePointer(out.assumingMemoryBound(to: UInt8.self)),
            shape: WordShape.classify(
                upper: capitalsSeveral ? 2 : capitalSeen ? 1 : 0, lower: smallSeen ? 1 : 0, firstUpper: firstUpper))
    }

    /// The bytes `offset..<min(offset + 8, end)` of the `count` bytes at `source` as a
    /// little-endian word, zero-padded; never reads outside the bytes.
    @inline(__always)
    private static func chunk(_ source: UnsafeRawPointer, count: Int, at offset: Int, end: Int) -> UInt64 {
        let wanted = end &- offset
        var value: UInt64
        if offset &+ 8 <= count {
            value = UInt64(littleEndian: source.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        } else if count >= 8 {
            // The last eight bytes, shifted so that the byte at `offset` comes first.
            let past = offset + 8 - count
            value = UInt64(littleEndian: source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) >> (8 * UInt64(past))
        } else {
            value = 0
            for index in offset..<count {
                value |= UInt64(source.load(fromByteOffset: index, as: UInt8.self)) << (8 * UInt64(index - offset))
            }
        }
        if wanted < 8 { value &= (1 << (8 * UInt64(wanted))) &- 1 }
        return value
    }

    // Eight bytes at once: each answer has 0x80 set in the bytes that pass, nothing else.
    // (The tokenizer has the same tests in `ByteMask`; calls into another module are not inlined.)

    /// The high bit of every byte.
    @inline(__always) private static var highBits: UInt64 { 0x8080_8080_8080_8080 }

    /// The bytes of the ASCII `word` from `low` through `high`; no sum carries into the next byte.
    @inline(__always)
    private static func bytes(_ word: UInt64, from low: UInt8, through high: UInt8) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        return (word &+ ones &* UInt64(0x80 &- low)) & ~(word &+ ones &* UInt64(0x7F &- high)) & highBits
    }

    /// The bytes of `word` equal to `byte`.
    @inline(__always)
    private static func bytes(_ word: UInt64, equalTo byte: UInt8) -> UInt64 {
        let difference = word ^ 0x0101_0101_0101_0101 &* UInt64(byte)
        return ~((difference & ~highBits) &+ ~highBits | difference) & highBits
    }
}
