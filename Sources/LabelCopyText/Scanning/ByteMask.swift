/// Tests on eight bytes at once, held in one little-endian word: each answer has 0x80 set in
/// the bytes that pass and nothing else, so a word is scanned with a few arithmetic steps
/// instead of a branch per byte, and the first passing byte is `trailingZeroBitCount / 8`.
enum ByteMask {
    /// The high bit of every byte: set in a byte that is not ASCII.
    static var high: UInt64 { 0x8080_8080_8080_8080 }

    /// One in every byte.
    static var ones: UInt64 { 0x0101_0101_0101_0101 }

    /// The bytes of `word` from `low` through `high` (both ASCII). Every byte of `word` must be
    /// ASCII, so that no sum carries into the next byte.
    @inline(__always)
    static func inRange(_ word: UInt64, _ low: UInt8, _ high: UInt8) -> UInt64 {
        let atLeastLow = word &+ ones &* UInt64(0x80 &- low)
        let aboveHigh = word &+ ones &* UInt64(0x7F &- high)
        return atLeastLow & ~aboveHigh & Self.high
    }

    /// The ASCII letters and digits of `word` (any bytes: those that are not ASCII are neither).
    @inline(__always)
    static func alphanumeric(_ word: UInt64) -> UInt64 {
        let ascii = word & ~high
        let letters = inRange(ascii | ones &* 0x20, 0x61, 0x7A)
        return (letters | inRange(ascii, 0x30, 0x39)) & ~word
    }
}
