/// How much longer a pseudo-localized value is made than its source.
public enum PseudoExpansion: Sendable, Hashable {
    /// Every value grows by the same factor (1.0 leaves the length alone).
    case factor(Double)
    /// Short values grow most, by IBM's expansion tiers.
    case tiers

    /// Reads `--expand`'s value: a number of at least 1 and at most 10, or `tiers`; nil otherwise.
    public init?(argument: String) {
        if argument == "tiers" {
            self = .tiers
            return
        }
        guard let value = Double(argument), value.isFinite, value >= 1, value <= 10 else { return nil }
        self = .factor(value)
    }

    /// The factor for a value of `length` graphemes.
    public func factor(forLength length: Int) -> Double {
        switch self {
        case .factor(let value):
            return value
        case .tiers:
            // IBM's globalization guidance on English text expansion: the shorter the text,
            // the more its translations grow (up to 10 characters ×3 down to ×1.3 over 70).
            switch length {
            case ...10: return 3.0
            case 11...20: return 2.0
            case 21...30: return 1.8
            case 31...50: return 1.6
            case 51...70: return 1.4
            default: return 1.3
            }
        }
    }
}
