/// One of IBM's text-expansion tiers: how long a translation runs for English text up to a length.
public struct ExpansionTier: Sendable, Hashable {
    /// The longest English text, in characters, the tier covers; nil for "any longer".
    public var maxCharacters: Int?
    /// The low end of the translated length as a share of the English length (2.0 for 200 %).
    public var low: Double
    /// The high end of the share.
    public var high: Double

    /// Creates a tier.
    public init(maxCharacters: Int?, low: Double, high: Double) {
        self.maxCharacters = maxCharacters
        self.low = low
        self.high = high
    }

    /// "up to 10 characters" or "over 70 characters", for messages.
    func label(after previous: Int?) -> String {
        switch (previous, maxCharacters) {
        case (nil, let max?): "up to \(max) characters"
        case (let min?, let max?): "\(min + 1)–\(max) characters"
        case (let min?, nil): "over \(min) characters"
        case (nil, nil): "any length"
        }
    }
}
