/// Replacements of byte ranges of a title, applied in one pass.
struct TitleEdits {
    private var edits: [(range: Range<Int>, bytes: [UInt8])] = []

    /// True when nothing is replaced.
    var isEmpty: Bool { edits.isEmpty }

    /// Replaces `range` with `bytes` unless they are already equal. Ranges must be added in order.
    mutating func replace(_ range: Range<Int>, with bytes: [UInt8], in source: [UInt8]) {
        guard !source[range].elementsEqual(bytes) else { return }
        edits.append((range, bytes))
    }

    /// Replaces `range` with `bytes`, known to differ. Ranges must be added in order.
    mutating func replace(_ range: Range<Int>, with bytes: [UInt8]) {
        edits.append((range, bytes))
    }

    /// The edited text, or nil when there are no edits.
    func apply(to source: [UInt8]) -> String? {
        guard !edits.isEmpty else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(source.count + 8)
        var position = 0
        for edit in edits {
            out.append(contentsOf: source[position..<edit.range.lowerBound])
            out.append(contentsOf: edit.bytes)
            position = edit.range.upperBound
        }
        out.append(contentsOf: source[position...])
        return String(decoding: out, as: UTF8.self)
    }
}
