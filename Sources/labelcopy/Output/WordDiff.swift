import LabelCopyFormats

/// Which words of a title changed in its suggestion, so the terminal can highlight them.
enum WordDiff {
    /// A run of text and whether it differs from the other title.
    struct Segment: Sendable, Hashable {
        /// The text, a word or the spaces between words.
        var text: String
        /// True when this word is not matched in the other title.
        var changed: Bool
    }

    /// Beyond this many word pairs the comparison is skipped and every word counts as
    /// changed, so a pathological title cannot make the table quadratic in memory.
    static let pairLimit = 250_000

    /// `new` split into words and spaces, words not kept from `old` marked changed.
    /// Matching is a longest common subsequence of words, compared exactly.
    static func segments(of new: String, against old: String) -> [Segment] {
        let newParts = split(new)
        let oldWords = split(old).filter { !$0.isSpace }.map(\.text)
        let newWordIndices = newParts.indices.filter { !newParts[$0].isSpace }
        let newWords = newWordIndices.map { newParts[$0].text }
        let kept = commonWords(newWords, oldWords)
        var keptParts = Set<Int>()
        for wordIndex in kept { keptParts.insert(newWordIndices[wordIndex]) }
        return newParts.indices.map { index in
            Segment(text: newParts[index].text, changed: !newParts[index].isSpace && !keptParts.contains(index))
        }
    }

    private static func split(_ text: String) -> [(text: String, isSpace: Bool)] {
        var parts: [(text: String, isSpace: Bool)] = []
        for character in text {
            let isSpace = character == " "
            if let last = parts.last, last.isSpace == isSpace {
                parts[parts.count - 1].text.append(character)
            } else {
                parts.append((String(character), isSpace))
            }
        }
        return parts
    }

    /// Indices into `a` of the words in a longest common subsequence of `a` and `b`.
    private static func commonWords(_ a: [String], _ b: [String]) -> Set<Int> {
        guard !a.isEmpty, !b.isEmpty, a.count * b.count <= pairLimit else { return [] }
        let table = CommonSubsequenceTable(a, b)
        var result = Set<Int>()
        var i = 0
        var j = 0
        while i < a.count, j < b.count {
            if a[i] == b[j] {
                result.insert(i)
                i += 1
                j += 1
            } else if table[i + 1, j] >= table[i, j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return result
    }
}
