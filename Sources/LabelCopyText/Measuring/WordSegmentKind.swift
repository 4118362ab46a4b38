/// What a word segment holds, from ICU's word-break rule status.
public enum WordSegmentKind: Sendable, Hashable {
    /// Spaces, punctuation and symbols.
    case none
    /// A number.
    case number
    /// Letters of an alphabetic script.
    case letter
    /// Kana.
    case kana
    /// Ideographs (found by dictionary for Chinese and Japanese).
    case ideographic

    /// Maps ICU's UWordBreak status ranges (0, 100, 200, 300, 400, each 100 wide).
    init(ruleStatus: Int32) {
        switch ruleStatus {
        case 100..<200: self = .number
        case 200..<300: self = .letter
        case 300..<400: self = .kana
        case 400..<500: self = .ideographic
        default: self = .none
        }
    }

    /// True for anything but spaces and punctuation.
    public var isWord: Bool { self != .none }
}
