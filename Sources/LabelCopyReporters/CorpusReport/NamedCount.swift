/// A count with its label ("xcstrings": 3, "ib-class": 12).
public struct NamedCount: Sendable, Hashable {
    /// What is counted.
    public var name: String
    /// How many.
    public var count: Int

    /// Creates a count.
    public init(_ name: String, _ count: Int) {
        self.name = name
        self.count = count
    }

    /// Counts of `names`, most first, ties by name, so output is stable.
    public static func tally(_ names: some Sequence<String>) -> [NamedCount] {
        var counts: [String: Int] = [:]
        for name in names { counts[name, default: 0] += 1 }
        return counts.map { NamedCount($0.key, $0.value) }.sorted { ($1.count, $0.name) < ($0.count, $1.name) }
    }
}
