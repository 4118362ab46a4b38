/// Byte tests for the ASCII fast paths of the tokenizer.
enum ASCII {
    /// `A`–`Z` or `a`–`z`.
    @inline(__always) static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26
    }

    /// `0`–`9`.
    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool {
        byte &- 0x30 < 10
    }

    /// A letter or a digit.
    @inline(__always) static func isAlphanumeric(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte)
    }

    /// Space, tab, line feed, vertical tab, form feed, carriage return.
    @inline(__always) static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte &- 0x09 < 5
    }

    /// A hexadecimal digit.
    @inline(__always) static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20) &- 0x61 < 6
    }

    /// A character allowed in placeholder names (`{user_name}`, `%#@files@`, `%(count)d`).
    @inline(__always) static func isNameCharacter(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte == UInt8(ascii: "_")
    }

    /// ASCII characters Unicode files under symbols (Sm, Sc, Sk) rather than punctuation.
    @inline(__always) static func isSymbol(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: ">"),
            UInt8(ascii: "^"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"), UInt8(ascii: "&"):
            return true
        default:
            return byte < 0x20 || byte == 0x7F
        }
    }
}
