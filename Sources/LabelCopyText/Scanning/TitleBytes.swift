/// A title's UTF-8 bytes with the lookups and pattern matchers the tokenizer needs: scalar
/// decoding and classes, emoji clusters, printf and brace placeholders, tags and entities.
/// Each matcher answers where a form starting at an offset ends, or `nil`; none keeps state.
struct TitleBytes {
    /// The bytes; only valid while `Tokenizer.tokenize` holds the array they point into.
    let bytes: UnsafeBufferPointer<UInt8>

    /// How far a bracket search looks before giving up, so that a long run of unmatched
    /// openers costs linear time per opener at most this much (titles are far shorter).
    static let bracketSearchLimit = 4096

    /// The byte at `index`, or 0 past the end (0 never starts or continues anything).
    @inline(__always) func byte(_ index: Int) -> UInt8 {
        index >= 0 && index < bytes.count ? bytes[index] : 0
    }

    /// Where the run of ASCII letters and digits starting at `start` ends: eight bytes at a
    /// time, since most of a title's bytes are in such runs.
    @inline(__always) func alphanumericEnd(from start: Int) -> Int {
        var index = start
        let count = bytes.count
        if count >= 8, index < count, let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            // Offsets here are below `count`, so the wrapping arithmetic never wraps.
            while true {
                let word: UInt64
                if index &+ 8 <= count {
                    word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                } else {
                    // The last eight bytes, shifted so that `index` comes first; the zeros shifted in stop the run.
                    let past = UInt64(truncatingIfNeeded: index &+ 8 &- count)
                    word =
                        UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)) >> (8 &* past)
                }
                let stops = ~ByteMask.alphanumeric(word) & ByteMask.high
                if stops != 0 { return index &+ stops.trailingZeroBitCount >> 3 }
                index &+= 8
                if index >= count { return count }
            }
        }
        while index < count, ASCII.isAlphanumeric(bytes[index]) { index += 1 }
        return index
    }
}
