// MARK: - Word tokens, eight bytes at a time
//
// Building a title's slots looks up every word. For a word of ASCII letters and digits (nearly
// all of them) the look-up reads the word as little-endian eight-byte words: a load for each
// eight bytes, a few masks to find its capitals and small letters, an OR to lowercase them and a multiply to hash
// it, instead of a dozen tests, a store and a multiply for each byte. The hash is the one the
// table was built with (`WordIndex.hash`), over the same lowercased bytes.

extension WordIndex {
    /// Looks up a word token and finds how it is written in the same pass over its bytes, so
    /// building a title's slots reads each word once. Words with non-ASCII bytes or a period,
    /// and keys too long for the stack buffer, take the general paths.
    @inline(__always)
    func lookupWord(_ bytes: [UInt8], _ range: Range<Int>) -> (info: WordInfo, shape: WordShape) {
        // Most words: one or two loads, and the key is compared by whole words.
        if let found = bytes.withUnsafeBufferPointer({ lookupASCII($0, range) }) { return found }
        return lookupLongWord(bytes, range)
    }

    /// Fills in what the lexicon knows about each word, compound and number of `slots` over the
    /// title's bytes (`buffer`, the contents of `array`), and how each word and compound is
    /// written. Slots of other kinds (placeholders, address words) are left as they are.
    func describe(_ slots: inout [TitleSlot], _ buffer: UnsafeBufferPointer<UInt8>, _ array: [UInt8]) {
        guard !slots.isEmpty else { return }
        slots.withUnsafeMutableBufferPointer { slots in
            for index in slots.indices {
                let kind = slots[index].kind
                guard kind == .word || kind == .compound || kind == .number else { continue }
                let range = slots[index].range
                guard kind != .number else {
                    slots[index].info = lookupNumber(array, range)
                    continue
                }
                (slots[index].info, slots[index].shape) = lookupASCII(buffer, range) ?? lookupLongWord(array, range)
            }
        }
    }

    /// `lookup` for a number slot, out of line so that the word loop stays small.
    @inline(never)
    func lookupNumber(_ bytes: [UInt8], _ range: Range<Int>) -> WordInfo {
        lookup(bytes, range) ?? WordInfo()
    }

    /// The lexicon facts and shape of the ASCII word `range` of `buffer` of up to sixteen bytes,
    /// read as one or two little-endian words; `nil` for a longer word, a range outside the
    /// buffer, or a word holding a non-ASCII byte or a period (only the general paths read those
    /// exactly).
    @inline(__always)
    func lookupASCII(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> (info: WordInfo, shape: WordShape)? {
        let length = range.count
        guard length > 0, length <= 16, range.lowerBound >= 0, range.upperBound <= buffer.count,
            let base = buffer.baseAddress
        else { return nil }
        let source = UnsafeRawPointer(base)
        let first = Self.chunk(source, count: buffer.count, at: range.lowerBound, end: range.upperBound)
        let second = length > 8 ? Self.chunk(source, count: buffer.count, at: range.lowerBound &+ 8, end: range.upperBound) : 0
        // Zero padding is neither high, a period nor a letter.
        guard (first | second) & Self.highBits == 0, Self.bytes(first, equalTo: 0x2E) | Self.bytes(second, equalTo: 0x2E) == 0
        else { return nil }
        return lookupASCII(first: first, second: second, length: length)
    }

    /// The lexicon facts and shape of an ASCII word of `length` bytes (1 through 16) without a
    /// period, given as its first eight bytes and the rest, each a little-endian word with zeros
    /// past the word's end.
    @inline(__always)
    func lookupASCII(first: UInt64, second: UInt64, length: Int) -> (info: WordInfo, shape: WordShape) {
        length > 8 ? lookupASCII(first: first, rest: second, length: length) : lookupASCII(first, length: length)
    }

    /// `lookupASCII(first:second:length:)` for a word of at most eight bytes (most words): small
    /// enough to inline into the loops that call it.
    @inline(__always)
    private func lookupASCII(_ word: UInt64, length: Int) -> (info: WordInfo, shape: WordShape) {
        let capitals = Self.bytes(word, from: 0x41, through: 0x5A)
        let lowered = word | capitals >> 2
        let hash = Self.finish(Self.mix(Self.hashBasis, lowered), length: length)
        let info = find(hash: hash, prefix: lowered, length: length, key: nil)
        return (info ?? WordInfo(), Self.shape(capitals: capitals, small: Self.bytes(word, from: 0x61, through: 0x7A)))
    }

    /// `lookupASCII(first:second:length:)` for a word of nine to sixteen bytes, out of line.
    @inline(never)
    private func lookupASCII(first: UInt64, rest second: UInt64, length: Int) -> (info: WordInfo, shape: WordShape) {
        let capitals = Self.bytes(first, from: 0x41, through: 0x5A)
        let small = Self.bytes(first, from: 0x61, through: 0x7A)
        let lowered = first | capitals >> 2
        let moreCapitals = Self.bytes(second, from: 0x41, through: 0x5A)
        let moreSmall = Self.bytes(second, from: 0x61, through: 0x7A)
        let loweredMore = second | moreCapitals >> 2
        let hash = Self.finish(Self.mix(Self.mix(Self.hashBasis, lowered), loweredMore), length: length)
        let info = find(hash: hash, prefix: lowered, suffix: loweredMore, length: length)
        return (
            info ?? WordInfo(),
            Self.shape(capitals: capitals, small: small, moreCapitals: moreCapitals, moreSmall: moreSmall)
        )
    }

    /// `lookupWord` for the words `lookupASCII` does not read (kept out of line: its key buffer
    /// would cost every short word a zeroed stack frame).
    @inline(never)
    func lookupLongWord(_ bytes: [UInt8], _ range: Range<Int>) -> (info: WordInfo, shape: WordShape) {
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

    /// The shape of a word of nine to sixteen bytes from the masks of its capitals and small
    /// letters in its first eight bytes and in the rest.
    @inline(__always)
    private static func shape(capitals: UInt64, small: UInt64, moreCapitals: UInt64, moreSmall: UInt64) -> WordShape {
        let anyCapital = capitals | moreCapitals != 0
        if !anyCapital { return small | moreSmall == 0 ? .uncased : .lower }
        let several =
            capitals & (capitals &- 1) != 0 || moreCapitals & (moreCapitals &- 1) != 0 || (capitals != 0 && moreCapitals != 0)
        if small | moreSmall == 0 { return several ? .allCaps : .initialCap }
        // The first cased letter is in the first eight bytes when any is.
        let cased = capitals | small
        let firstIsCapital =
            cased != 0 ? capitals & cased & (0 &- cased) != 0 : moreCapitals & (moreCapitals | moreSmall) & (0 &- (moreCapitals | moreSmall)) != 0
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
    static func chunk(_ source: UnsafeRawPointer, count: Int, at offset: Int, end: Int) -> UInt64 {
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
    @inline(__always) static var highBits: UInt64 { 0x8080_8080_8080_8080 }

    /// The bytes of the ASCII `word` from `low` through `high`; no sum carries into the next byte.
    @inline(__always)
    static func bytes(_ word: UInt64, from low: UInt8, through high: UInt8) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        return (word &+ ones &* UInt64(0x80 &- low)) & ~(word &+ ones &* UInt64(0x7F &- high)) & highBits
    }

    /// The bytes of `word` equal to `byte`.
    @inline(__always)
    static func bytes(_ word: UInt64, equalTo byte: UInt8) -> UInt64 {
        let difference = word ^ 0x0101_0101_0101_0101 &* UInt64(byte)
        return ~((difference & ~highBits) &+ ~highBits | difference) & highBits
    }
}
