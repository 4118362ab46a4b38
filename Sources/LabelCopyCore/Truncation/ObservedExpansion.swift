/// How much wider a locale's translated titles are than their source in a project: the median
/// and 90th percentile of translated width over source width.
public struct ObservedExpansion: Sendable, Hashable {
    /// The median ratio.
    public var median: Double
    /// The 90th percentile ratio (nearest rank).
    public var p90: Double
    /// How many titles were measured.
    public var count: Int

    /// Creates an observation.
    public init(median: Double, p90: Double, count: Int) {
        self.median = median
        self.p90 = p90
        self.count = count
    }

    /// The observation of `ratios`, or nil when there are none.
    public init?(ratios: [Double]) {
        let sorted = ratios.filter { $0.isFinite && $0 > 0 }.sorted()
        guard !sorted.isEmpty else { return nil }
        median = Self.percentile(sorted, 0.5)
        p90 = Self.percentile(sorted, 0.9)
        count = sorted.count
    }

    /// Nearest-rank percentile of sorted, non-empty values (`fraction` in 0...1).
    static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}
