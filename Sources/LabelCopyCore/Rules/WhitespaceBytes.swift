/// Byte tests shared by the byte rules' quick checks.
enum WhitespaceBytes {
    /// True for every byte that can be part of a horizontal white-space character as
    /// `WhitespaceRule.whitespaceLength` reads them (tab, space, U+00A0, U+1680, U+2000–200A,
    /// U+202F, U+205F, U+3000). A byte outside this set is certainly not white space, so a
    /// title's text without its white space starts at or before the first such byte.
    @inline(__always) static func mayBelong(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x09, 0x20, 0xC2, 0xA0, 0xE1, 0x9A, 0x80...0x8A, 0xAF, 0xE2, 0x81, 0x9F, 0xE3: return true
        default: return false
        }
    }

    /// The offset after the last byte that is certainly not white space, or 0 when there is none.
    @inline(__always) static func certainEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var end = bytes.count
        while end > 0, mayBelong(bytes[end - 1]) { end -= 1 }
        return end
    }

    /// The offset of the first byte that is certainly not white space, or the count when there is none.
    @inline(__always) static func certainStart(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var start = 0
        while start < bytes.count, mayBelong(bytes[start]) { start += 1 }
        return start
    }
}
