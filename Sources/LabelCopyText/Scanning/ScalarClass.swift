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
    /// ZERO WIDTH JOINER or NON-JOINER: glue inside words (Persian, Indic) and emoji sequences.
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
        case 0x200C, 0x200D:
            return .joiner
        default:
            break
        }
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
}
