/// A checksum over every suggestion and finding count, so the analysis cannot be optimised away.
///
/// Bytes are folded eight at a time (little-endian words, the last word zero-padded, then the
/// length), multiply-xorshift mixed. A byte-at-a-time FNV-1a is a chain of one multiply per
/// byte: over the benchmark's titles it cost about 80 ns a title by itself, a tenth of what
/// was being measured, while this reads the same bytes for a few nanoseconds.
struct SuggestionChecksum {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    private mutating func fold(_ word: UInt64) {
        var mixed = (value ^ word) &* 0x9E37_79B9_7F4A_7C15
        mixed ^= mixed >> 29
        value = mixed
    }

    /// Folds in every byte of `text` and then `count`.
    mutating func add(_ text: String, count: Int) {
        var text = text
        let length = text.withUTF8 { bytes -> Int in
            guard let base = bytes.baseAddress else { return 0 }
            let raw = UnsafeRawPointer(base)
            var offset = 0
            while offset &+ 8 <= bytes.count {
                fold(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                offset &+= 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while offset < bytes.count {
                tail |= UInt64(bytes[offset]) << shift
                shift &+= 8
                offset &+= 1
            }
            fold(tail)
            return bytes.count
        }
        fold(UInt64(truncatingIfNeeded: length) &<< 32 | UInt64(truncatingIfNeeded: count))
    }
}
