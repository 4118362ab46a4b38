/// Finds the known name a misspelt one was probably meant to be, for "did you mean" hints.
enum SpellingSuggestion {
    /// The candidate closest to `name` by edit distance, when close enough to be a likely typo
    /// (at most a third of the longer name's length, and at least one edit allowed), else the
    /// only candidate `name` is the start of ("warn" → "warning").
    static func nearest(to name: String, in candidates: [String]) -> String? {
        let lowered = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates.sorted() {
            let distance = editDistance(lowered, Array(candidate.lowercased()))
            let allowed = max(1, max(lowered.count, candidate.count) / 3)
            guard distance <= allowed else { continue }
            if best == nil || distance < best?.distance ?? Int.max {
                best = (candidate, distance)
            }
        }
        if let best { return best.name }
        let extensions = candidates.filter { lowered.count >= 3 && $0.lowercased().hasPrefix(name.lowercased()) }
        return extensions.count == 1 ? extensions[0] : nil
    }

    /// " (did you mean 'x'?)" or "", ready to append to a message.
    static func hint(for name: String, in candidates: [String]) -> String {
        guard let match = nearest(to: name, in: candidates) else { return "" }
        return "; did you mean '\(match)'?"
    }

    /// Levenshtein distance, two rows at a time.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
