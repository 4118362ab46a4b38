/// Finds the spelling a user most likely meant, for "Did you mean …?" messages.
enum NearestName {
    /// The candidate closest to `input` by edit distance, if it is close enough to be a typo:
    /// at most two edits, and fewer than half of the input's characters. Failing that, the
    /// only candidate that starts with an input of three or more characters (`butt` → `button`).
    static func find(_ input: String, among candidates: [String]) -> String? {
        nearest(input, among: candidates) ?? uniquePrefixMatch(input, among: candidates)
    }

    private static func uniquePrefixMatch(_ input: String, among candidates: [String]) -> String? {
        let stem = input.drop { $0 == "-" }
        guard stem.count >= 3 else { return nil }
        let matches = candidates.filter { $0.lowercased().hasPrefix(input.lowercased()) }
        return matches.count == 1 ? matches.first : nil
    }

    private static func nearest(_ input: String, among candidates: [String]) -> String? {
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(input, candidate)
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best, best.distance <= 2, best.distance * 2 < max(input.count, 2) else { return nil }
        return best.name
    }

    /// The optimal-string-alignment distance between `a` and `b`: insertions, deletions,
    /// substitutions and swaps of two neighbours each count one, since swapped letters are
    /// the commonest typo (`jsno`). Counted in characters, ignoring case so `--JSON` finds `--json`.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let source = Array(a.lowercased())
        let target = Array(b.lowercased())
        if source.isEmpty { return target.count }
        if target.isEmpty { return source.count }
        let columns = target.count + 1
        var table = [Int](repeating: 0, count: (source.count + 1) * columns)
        for j in 0...target.count { table[j] = j }
        for i in 1...source.count {
            table[i * columns] = i
            for j in 1...target.count {
                let cost = source[i - 1] == target[j - 1] ? 0 : 1
                var best = min(
                    table[(i - 1) * columns + j] + 1, table[i * columns + j - 1] + 1, table[(i - 1) * columns + j - 1] + cost)
                if i > 1, j > 1, source[i - 1] == target[j - 2], source[i - 2] == target[j - 1] {
                    best = min(best, table[(i - 2) * columns + j - 2] + 1)
                }
                table[i * columns + j] = best
            }
        }
        return table[source.count * columns + target.count]
    }
}
