/// Whether a width fits its budget.
public enum TruncationVerdict: String, Sendable, Hashable {
    /// Wider than the budget.
    case likelyTruncated = "likely truncated"
    /// Within the margin below the budget (10 % by default): a little more text, a larger
    /// Dynamic Type size or a narrower font and it truncates.
    case atRisk = "at risk"
    /// Comfortably inside the budget.
    case fits

    /// The verdict for `width` against `budget`, with "at risk" from `(1 − margin) × budget` on.
    public init(width: Double, budget: Double, margin: Double = 0.1) {
        if width > budget {
            self = .likelyTruncated
        } else if width >= budget * (1 - margin) {
            self = .atRisk
        } else {
            self = .fits
        }
    }
}
