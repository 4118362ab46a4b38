/// Writes strings as JSON string literals (RFC 8259, section 7).
enum JSONString {
    /// `text` as a quoted JSON string.
    static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` as a quoted JSON string to `bytes`.
    ///
    /// Only what RFC 8259 requires is escaped: the quote, the backslash and the control
    /// characters U+0000–U+001F. Everything else, non-ASCII included, stays UTF-8.
    static func append(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0x08: bytes.append(contentsOf: [0x5C, UInt8(ascii: "b")])
            case 0x0C: bytes.append(contentsOf: [0x5C, UInt8(ascii: "f")])
            case 0x00..<0x20:
                bytes.append(contentsOf: Array("\\u00".utf8))
                bytes.append(hexDigit(byte >> 4))
                bytes.append(hexDigit(byte & 0x0F))
            default:
                // UTF-8 continuation and lead bytes are never below 0x80, so copying bytes
                // one by one keeps multi-byte characters intact.
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
