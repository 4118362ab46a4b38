/// The length of a longest common subsequence of every pair of suffixes of two sequences: the
/// table a value's character edits (`ValueUnitMap.hunks`) and the session's word highlighting
/// (`WordDiff`) walk to find what two texts share. It holds (a.count + 1) × (b.count + 1)
/// entries, so callers bound the sizes they give it.
public struct CommonSubsequenceTable {
    private let columns: Int
    private var lengths: [Int]

    /// The table for `a` and `b`.
    public init<Element: Equatable>(_ a: [Element], _ b: [Element]) {
        columns = b.count + 1
        lengths = [Int](repeating: 0, count: (a.count + 1) * columns)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i * columns + j] =
                    a[i] == b[j] ? lengths[(i + 1) * columns + j + 1] + 1 : max(lengths[(i + 1) * columns + j], lengths[i * columns + j + 1])
            }
        }
    }

    /// The length of a longest common subsequence of `a[i...]` and `b[j...]`.
    public subscript(i: Int, j: Int) -> Int {
        lengths[i * columns + j]
    }
}
