/// How the tokenizer treats one Unicode scalar.
enum ScalarClass: Sendable, Equatable {
    /// Horizontal or vertical white space, including no-break spaces.
    case space
    /// A letter (anything Unicode calls alphabetic: Latin, CJK, kana, Arabic, Cyrillic, Thai…).
    case letter
    /// A combining mark (Mn, Mc, Me): continues whatever it follows.
    case mark
    /// A decimal digit of any script.
    case digit
    /// ZERO WIDTH JOINER or NON-JOINER, SOFT HYPHEN, WORD JOINER: glue inside words (Persian, Indic,
    /// hyphenation hints) and emoji sequences.
    case joiner
    /// Punctuation (any P* category).
    case punctuation
    /// Symbols, emoji, controls, format characters and anything unassigned.
    case symbol

    /// Classifies a non-ASCII scalar value. ASCII bytes take faster paths in `TokenScanner`.
    static func of(_ value: UInt32) -> ScalarClass {
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
            return .space
        case 0x200C, 0x200D, 0x00AD, 0x2060:
            // ZWNJ, ZWJ, SOFT HYPHEN and WORD JOINER sit inside words ("Ein\u{AD}stellungen").
            return .joiner
        default:
            break
        }
        if let known = commonClass(value) { return known }
        return propertyClass(value)
    }

    /// Classifies by Unicode properties alone (the slow, general path).
    static func propertyClass(_ value: UInt32) -> ScalarClass {
        guard let scalar = Unicode.Scalar(value) else { return .symbol }
        let properties = scalar.properties
        if properties.isAlphabetic { return .letter }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark:
            return .mark
        case .decimalNumber:
            return .digit
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return .punctuation
        default:
            return .symbol
        }
    }

    /// The class of scalars from blocks UI text uses most, without a Unicode property lookup
    /// (which costs tens of nanoseconds). Ranges hold only code points whose class is certain.
    @inline(__always) static func commonClass(_ value: UInt32) -> ScalarClass? {
        switch value {
        case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2AF,  // Latin-1 letters, Latin Extended-A/B, IPA
            0x38E...0x3A1, 0x3A3...0x3F5,  // Greek
            0x400...0x481, 0x48A...0x52F,  // Cyrillic
            0x5D0...0x5EA, 0x620...0x64A,  // Hebrew, Arabic
            0x904...0x939, 0xE01...0xE30,  // Devanagari, Thai
            0x3041...0x3096, 0x309D...0x309F, 0x30A1...0x30FA, 0x30FC...0x30FF,  // kana and prolonged sound mark
            0x4E00...0x9FFF, 0xAC00...0xD7A3:  // CJK unified ideographs, Hangul syllables
            return .letter
        case 0x300...0x344, 0x346...0x362:
            return .mark
        case 0x2010...0x2027, 0x3001...0x3003, 0x300C...0x3011:
            return .punctuation
        default:
            return nil
        }
    }
}
