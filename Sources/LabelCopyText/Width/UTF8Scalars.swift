/// Decodes Unicode scalars straight from a string's UTF-8 bytes, without `String` machinery.
enum UTF8Scalars {
    /// The scalar at `position` of `bytes`, advancing `position` past it. Swift strings are valid
    /// UTF-8; a truncated sequence at the end still advances and yields U+FFFD, never reads past.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at position: inout Int) -> UInt32 {
        let lead = UInt32(bytes[position])
        if lead < 0x80 {
            position += 1
            return lead
        }
        let length = lead >= 0xF0 ? 4 : (lead >= 0xE0 ? 3 : 2)
        guard position + length <= bytes.count else {
            position = bytes.count
            return 0xFFFD
        }
        var value = lead & (0xFF >> UInt32(length + 1))
        for offset in 1..<length {
            value = value << 6 | UInt32(bytes[position + offset] & 0x3F)
        }
        position += length
        return value
    }
}
