/// Case changes on UTF-8 bytes: ASCII in place, anything else through Unicode scalar mappings.
enum ByteCase {
    /// The change that capitalizes the word, or nil when it is already capitalized.
    static func capitalization(_ bytes: [UInt8], _ range: Range<Int>, lowerRest: Bool) -> TitleEdits.Change? {
        guard let first = range.first else { return nil }
        if bytes[range].contains(where: { $0 >= 0x80 }) {
            return unicodeCapitalized(bytes, range, lowerRest: lowerRest).map { .bytes($0) }
        }
        var changed = bytes[first] &- 0x61 < 26
        if lowerRest, !changed {
            changed = bytes[(first + 1)..<range.upperBound].contains { $0 &- 0x41 < 26 }
        }
        return changed ? .capitalize(lowerRest: lowerRest) : nil
    }

    /// The change that lowercases the word, or nil when it is already lowercase.
    static func lowering(_ bytes: [UInt8], _ range: Range<Int>) -> TitleEdits.Change? {
        if bytes[range].contains(where: { $0 >= 0x80 }) {
            return lowercased(bytes, range).map { .bytes($0) }
        }
        return bytes[range].contains(where: { $0 &- 0x41 < 26 }) ? .lowercase : nil
    }

    /// The word lowercased, or nil when that changes nothing.
    static func lowercased(_ bytes: [UInt8], _ range: Range<Int>) -> [UInt8]? {
        if bytes[range].contains(where: { $0 >= 0x80 }) {
            let text = String(decoding: bytes[range], as: UTF8.self)
            guard isLatin(text) else { return nil }
            let lowered = text.lowercased()
            return lowered == text ? nil : Array(lowered.utf8)
        }
        guard bytes[range].contains(where: { $0 &- 0x41 < 26 }) else { return nil }
        return bytes[range].map(lower)
    }

    /// Title style is an English rule: words with letters outside the Latin script
    /// (Cyrillic, Greek, Armenian …) are left as written.
    static func isLatin(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            guard scalar.properties.isAlphabetic else { return true }
            switch scalar.value {
            case 0x41...0x5A, 0x61...0x7A, 0xAA, 0xBA, 0xC0...0x24F, 0x1E00...0x1EFF, 0x2C60...0x2C7F,
                0xA720...0xA7FF, 0xAB30...0xAB6F, 0xFF21...0xFF3A, 0xFF41...0xFF5A:
                return true
            default:
                return false
            }
        }
    }

    @inline(__always) static func upper(_ byte: UInt8) -> UInt8 { byte &- 0x61 < 26 ? byte - 0x20 : byte }
    @inline(__always) static func lower(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte + 0x20 : byte }

    private static func unicodeCapitalized(_ bytes: [UInt8], _ range: Range<Int>, lowerRest: Bool) -> [UInt8]? {
        let text = String(decoding: bytes[range], as: UTF8.self)
        guard isLatin(text), let firstScalar = text.unicodeScalars.first else { return nil }
        let rest = String(text.unicodeScalars.dropFirst())
        // Title case mapping, not uppercase: "ǆ" becomes "ǅ"; uncased scripts map to themselves.
        let head = firstScalar.properties.isLowercase ? firstScalar.properties.titlecaseMapping : String(firstScalar)
        let result = head + (lowerRest ? rest.lowercased() : rest)
        return result == text ? nil : Array(result.utf8)
    }
}
