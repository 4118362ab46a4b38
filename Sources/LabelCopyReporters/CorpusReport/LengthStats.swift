/// The five-number summary of title lengths (in grapheme clusters) drawn as a box plot.
public struct LengthStats: Sendable, Hashable {
    /// How many titles.
    public var count: Int
    /// The shortest.
    public var minimum: Int
    /// The first quartile (nearest rank).
    public var lowerQuartile: Int
    /// The median (nearest rank).
    public var median: Int
    /// The third quartile (nearest rank).
    public var upperQuartile: Int
    /// The longest.
    public var maximum: Int

    /// Creates a summary from its figures.
    public init(count: Int, minimum: Int, lowerQuartile: Int, median: Int, upperQuartile: Int, maximum: Int) {
        self.count = count
        self.minimum = minimum
        self.lowerQuartile = lowerQuartile
        self.median = median
        self.upperQuartile = upperQuartile
        self.maximum = maximum
    }

    /// The summary of `lengths`, or nil when there are none.
    public init?(lengths: [Int]) {
        let sorted = lengths.sorted()
        guard let first = sorted.first, let last = sorted.last else { return nil }
        // Nearest rank, as ObservedExpansion computes its percentiles, so the two agree.
        func rank(_ fraction: Double) -> Int {
            let index = Int((fraction * Double(sorted.count)).rounded(.up))
            return sorted[min(max(index, 1), sorted.count) - 1]
        }
        self.init(
            count: sorted.count, minimum: first, lowerQuartile: rank(0.25), median: rank(0.5), upperQuartile: rank(0.75),
            maximum: last)
    }
}
