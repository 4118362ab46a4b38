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

    /// The Levenshtein distance between `a` and `b`, counted in characters, with the
    /// comparison case-insensitive so `--JSON` still finds `--json`.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let source = Array(a.lowercased())
        let target = Array(b.lowercased())
        if source.isEmpty { return target.count }
        if target.isEmpty { return source.count }
        var previous = Array(0...target.count)
        var current = [Int](repeating: 0, count: target.count + 1)
        for i in 1...source.count {
            current[0] = i
            for j in 1...target.count {
                let substitution = previous[j - 1] + (source[i - 1] == target[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[target.count]
    }
}
