/// A value's characters mapped onto the raw content they were read from, and the edit that
/// turns the value into a new one while keeping every byte the edit does not need: comments,
/// processing instructions, CDATA sections, references and white-space layout stay as written.
struct ValueUnitMap {
    /// The raw content.
    var raw: [UInt8]
    /// The value's characters in order, each with its raw bytes.
    var units: [ValueUnit]

    /// The new raw content for `newValue`, or nil when the change cannot be placed exactly: it
    /// would edit a markup tag, replace text on both sides of a comment or processing
    /// instruction, or `encode` cannot write new text where it goes (nil from `encode`).
    /// `encode` escapes new text for its context; its Bool says the text starts the value.
    func rewritten(to newValue: String, encode: (String, ValueUnitContext, Bool) -> String?) -> [UInt8]? {
        let old = units.map(\.scalar)
        let new = Array(newValue.unicodeScalars)
        guard let hunks = Self.hunks(old, new) else { return nil }
        var edits: [(range: Range<Int>, text: [UInt8])] = []
        for hunk in hunks {
            guard let hunkEdits = place(hunk, new: new, encode: encode) else { return nil }
            edits += hunkEdits
        }
        edits.sort { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        var output: [UInt8] = []
        output.reserveCapacity(raw.count + 16)
        var cursor = 0
        for edit in edits {
            guard edit.range.lowerBound >= cursor else { return nil }
            output += raw[cursor..<edit.range.lowerBound]
            output += edit.text
            cursor = edit.range.upperBound
        }
        output += raw[cursor...]
        return output
    }

    /// One run of old characters replaced by new ones.
    struct Hunk {
        var old: Range<Int>
        var new: Range<Int>
    }

    /// The raw edits for one hunk.
    private func place(
        _ hunk: Hunk, new: [Unicode.Scalar], encode: (String, ValueUnitContext, Bool) -> String?
    ) -> [(range: Range<Int>, text: [UInt8])]? {
        let text = String(String.UnicodeScalarView(new[hunk.new]))
        let atStart = hunk.new.lowerBound == 0
        if hunk.old.isEmpty {
            // Inserted text goes after the character before it (or before the first one), in its context.
            let anchor: (offset: Int, context: ValueUnitContext)
            if hunk.old.lowerBound > 0 {
                let before = units[hunk.old.lowerBound - 1]
                anchor = (before.raw.upperBound, before.context == .markup ? .text : before.context)
            } else if let first = units.first {
                anchor = (first.raw.lowerBound, first.context == .markup ? .text : first.context)
            } else {
                return nil
            }
            guard let encoded = encode(text, anchor.context, atStart) else { return nil }
            return [(anchor.offset..<anchor.offset, Array(encoded.utf8))]
        }
        let replaced = units[hunk.old]
        if replaced.contains(where: { $0.context == .markup }) { return nil }
        // As many new characters as old ones: each replaces its own (a case change), wherever they stand.
        if hunk.old.count == hunk.new.count && hunk.old.count > 1 && spansMarkedGap(hunk.old) {
            var edits: [(range: Range<Int>, text: [UInt8])] = []
            for (offset, index) in hunk.old.enumerated() {
                let scalar = String(String.UnicodeScalarView([new[hunk.new.lowerBound + offset]]))
                guard let encoded = encode(scalar, units[index].context, atStart && offset == 0) else { return nil }
                edits.append((units[index].raw, Array(encoded.utf8)))
            }
            return edits
        }
        // New text on both sides of a comment or processing instruction has no one right place.
        if !text.isEmpty && spansMarkedGap(hunk.old) { return nil }
        var edits: [(range: Range<Int>, text: [UInt8])] = []
        let first = replaced[replaced.startIndex]
        guard let encoded = encode(text, first.context, atStart) else { return nil }
        edits.append((first.raw, Array(encoded.utf8)))
        for unit in replaced.dropFirst() { edits.append((unit.raw, [])) }
        return edits
    }

    /// True when a comment or processing instruction stands between two of the old characters.
    private func spansMarkedGap(_ range: Range<Int>) -> Bool {
        guard range.count > 1 else { return false }
        for index in range.dropLast() {
            let gap = units[index].raw.upperBound..<units[index + 1].raw.lowerBound
            guard gap.count >= 2 else { continue }
            for offset in gap.dropLast() where raw[offset] == 0x3C && (raw[offset + 1] == 0x21 || raw[offset + 1] == 0x3F) {
                // `<![CDATA[` is a section boundary, not a comment.
                if raw[offset + 1] == 0x21, offset + 2 < gap.upperBound, raw[offset + 2] == 0x5B { continue }
                return true
            }
        }
        return false
    }

    /// The hunks that turn `old` into `new` with the fewest edits (Myers' greedy algorithm,
    /// "An O(ND) Difference Algorithm and Its Variations", 1986), or nil when more than
    /// `limit` characters must be inserted or deleted: then the value is rewritten whole.
    static func fewEdits(_ old: [Unicode.Scalar], _ new: [Unicode.Scalar], limit: Int = 256) -> [Hunk]? {
        let n = old.count
        let m = new.count
        let bound = min(limit, n + m)
        let offset = bound + 1
        var v = [Int](repeating: 0, count: 2 * bound + 3)
        var trace: [[Int]] = []
        var found: Int?
        search: for d in 0...bound {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n && y >= m {
                    found = d
                    break search
                }
            }
        }
        guard let edits = found else { return nil }
        // Back from the end: the characters both keep, last first.
        var kept: [(old: Int, new: Int)] = []
        var x = n
        var y = m
        for d in stride(from: edits, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? k + 1 : k - 1
            let previousX = v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                kept.append((x - 1, y - 1))
                x -= 1
                y -= 1
            }
            x = previousX
            y = previousY
        }
        // The gaps between kept characters are the hunks.
        var hunks: [Hunk] = []
        var oldAt = 0
        var newAt = 0
        for pair in kept.reversed() + [(old: n, new: m)] {
            if pair.old > oldAt || pair.new > newAt { hunks.append(Hunk(old: oldAt..<pair.old, new: newAt..<pair.new)) }
            oldAt = pair.old + 1
            newAt = pair.new + 1
        }
        return hunks
    }

    /// The runs where `old` and `new` differ, from a longest common subsequence of the part
    /// between their common prefix and suffix; nil when that part is too long to compare.
    static func hunks(_ old: [Unicode.Scalar], _ new: [Unicode.Scalar]) -> [Hunk]? {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        if oldMiddle.isEmpty && newMiddle.isEmpty { return [] }
        if oldMiddle.isEmpty || newMiddle.isEmpty {
            return [Hunk(old: prefix..<(prefix + oldMiddle.count), new: prefix..<(prefix + newMiddle.count))]
        }
        guard oldMiddle.count * newMiddle.count <= 250_000 else {
            // Long values: fixes change a few characters, which the edit-distance search finds
            // in time proportional to the length times the edits.
            return fewEdits(oldMiddle, newMiddle)?.map {
                Hunk(old: (prefix + $0.old.lowerBound)..<(prefix + $0.old.upperBound), new: (prefix + $0.new.lowerBound)..<(prefix + $0.new.upperBound))
            }
        }
        let lengths = CommonSubsequenceTable(oldMiddle, newMiddle)
        var hunks: [Hunk] = []
        var i = 0
        var j = 0
        var open: (old: Int, new: Int)?
        func close() {
            if let start = open {
                hunks.append(Hunk(old: (prefix + start.old)..<(prefix + i), new: (prefix + start.new)..<(prefix + j)))
            }
            open = nil
        }
        while i < oldMiddle.count || j < newMiddle.count {
            if i < oldMiddle.count, j < newMiddle.count, oldMiddle[i] == newMiddle[j] {
                close()
                i += 1
                j += 1
            } else if open == nil {
                open = (i, j)
            } else if j < newMiddle.count && (i == oldMiddle.count || lengths[i, j + 1] >= lengths[i + 1, j]) {
                j += 1
            } else {
                i += 1
            }
        }
        close()
        return hunks
    }
}
