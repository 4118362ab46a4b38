/// How a word is written, judged by its cased letters only.
enum WordShape: Sendable, Hashable {
    /// No cased letters (digits, uncased scripts).
    case uncased
    /// Every cased letter lowercase ("save").
    case lower
    /// Only the first letter uppercase ("Save", "I").
    case initialCap
    /// Two or more letters, all uppercase ("HEIF").
    case allCaps
    /// Anything else: internal capitals ("iPhone", "McDonald").
    case mixed
    /// A period between letters: a file name, domain or abbreviation ("Info.plist", "e.g"),
    /// typed as it stands and never re-cased.
    case dotted

    /// The shape of the bytes `range` of `bytes`.
    static func of(_ bytes: [UInt8], _ range: Range<Int>) -> WordShape {
        guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return .uncased }
        var upper = 0
        var lower = 0
        var firstUpper = false
        var dotted = false
        let ascii = bytes.withUnsafeBufferPointer { buffer in
            for index in range {
                let byte = buffer[index]
                if byte >= 0x80 { return false }
                // "1.5" and "H.264" have digits after the period; "Info.plist" has a letter.
                if byte == 0x2E, index + 1 < range.upperBound, buffer[index + 1] &- 0x30 >= 10 { dotted = true }
                if byte &- 0x41 < 26 {
                    if upper + lower == 0 { firstUpper = true }
                    upper += 1
                } else if byte &- 0x61 < 26 {
                    lower += 1
                }
            }
            return true
        }
        guard ascii else { return ofUnicode(bytes, range) }
        if dotted { return .dotted }
        return classify(upper: upper, lower: lower, firstUpper: firstUpper)
    }

    private static func ofUnicode(_ bytes: [UInt8], _ range: Range<Int>) -> WordShape {
        var upper = 0
        var lower = 0
        var firstUpper = false
        for scalar in String(decoding: bytes[range], as: UTF8.self).unicodeScalars {
            let properties = scalar.properties
            if properties.isUppercase {
                if upper + lower == 0 { firstUpper = true }
                upper += 1
            } else if properties.isLowercase {
                lower += 1
            }
        }
        return classify(upper: upper, lower: lower, firstUpper: firstUpper)
    }

    /// The shape from counts of capitals and small letters, and whether a capital came first.
    @inline(__always)
    static func classify(upper: Int, lower: Int, firstUpper: Bool) -> WordShape {
        if upper == 0 { return lower == 0 ? .uncased : .lower }
        if lower == 0 { return upper >= 2 ? .allCaps : .initialCap }
        return firstUpper && upper == 1 ? .initialCap : .mixed
    }
}
