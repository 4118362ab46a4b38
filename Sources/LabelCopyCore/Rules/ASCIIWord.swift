/// Tests on eight ASCII bytes at once, packed little-endian in a `UInt64`.
enum ASCIIWord {
    /// The high bit of each byte lane.
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The high bit set in each byte lane of `word` that equals `byte`, and no other bits.
    /// Exact only when every byte of `word` and `byte` itself are below 0x80.
    @inline(__always) static func bytesEqual(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        // XOR zeroes the equal lanes; adding 0x7F sets a lane's high bit exactly when the lane is
        // non-zero, and no lane can carry into the next one as none exceeds 0x7F.
        let difference = word ^ (UInt64(byte) &* 0x0101_0101_0101_0101)
        return ~(difference &+ 0x7F7F_7F7F_7F7F_7F7F) & highBits
    }
}
