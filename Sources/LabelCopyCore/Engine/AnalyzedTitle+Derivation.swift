import LabelCopyText

extension AnalyzedTitle {
    /// Makes this the analysis of `text`, which a fix of `shape` made from the text `base`
    /// analyzes, from `base`'s tokens and slots instead of tokenizing `text` (see
    /// `FixedTextDerivation`). False when that cannot be done exactly: this analysis must then be
    /// refilled with `reanalyze`.
    mutating func derive(_ text: String, shape: FixShape, from base: borrowing AnalyzedTitle) -> Bool {
        // The judgement was of other text; it is found again when asked.
        progressLabelEnd = .unknown
        guard base.tokenization.utf8.count <= FixedTextDerivation.maxBytes else { return false }
        if base.lexicon.storage !== lexicon.storage { lexicon = base.lexicon }
        context = base.context
        Self.copy(base.tokenization.tokens, into: &tokenization.tokens)
        Self.copy(base.slots, into: &slots)
        if !base.tokenization.compoundParts.isEmpty || !tokenization.compoundParts.isEmpty {
            tokenization.compoundParts = base.tokenization.compoundParts
        }
        guard base.tokenization.utf8.withUnsafeBufferPointer({ rewrite(text, shape: shape, old: $0) }) else { return false }
        Self.copyBytes(of: text, into: &tokenization.utf8)
        tokenization.text = text
        return true
    }

    /// Makes this analysis, of the text before a fix of `shape`, the analysis of `text`, the
    /// fixed text, in place. False when that cannot be done exactly: it must then be refilled
    /// with `reanalyze`.
    mutating func deriveInPlace(_ text: String, shape: FixShape) -> Bool {
        progressLabelEnd = .unknown
        guard tokenization.utf8.count <= FixedTextDerivation.maxBytes else { return false }
        // Taken out, so that the walk reads the old bytes while it rewrites the tokens.
        var bytes: [UInt8] = []
        swap(&bytes, &tokenization.utf8)
        let done = bytes.withUnsafeBufferPointer { rewrite(text, shape: shape, old: $0) }
        if done { Self.copyBytes(of: text, into: &bytes) }
        swap(&bytes, &tokenization.utf8)
        guard done else { return false }
        tokenization.text = text
        return true
    }

    /// Rewrites the tokens and slots, which are those of `old`, into those of `text`.
    private mutating func rewrite(_ text: String, shape: FixShape, old: UnsafeBufferPointer<UInt8>) -> Bool {
        var tokens: [Token] = []
        var found: [TitleSlot] = []
        swap(&tokens, &tokenization.tokens)
        swap(&found, &slots)
        defer {
            swap(&tokens, &tokenization.tokens)
            swap(&found, &slots)
        }
        let hasCompounds = !tokenization.compoundParts.isEmpty
        let count = tokens.count
        // Room for the "…" a progress label gains.
        if shape == .progressEllipsis { tokens.append(Token(kind: .ellipsis, range: 0..<0)) }
        let outcome = text.utf8.withContiguousStorageIfAvailable { new in
            tokens.withUnsafeMutableBufferPointer { tokenBuffer in
                found.withUnsafeMutableBufferPointer { slotBuffer in
                    var walk = FixedTextDerivation(
                        old: old, new: new, tokens: tokenBuffer, slots: slotBuffer, count: count,
                        recordsCompounds: hasCompounds)
                    return walk.run(shape) ? (walk.written, walk.compoundMoves) : nil
                }
            }
        }
        guard let result = outcome ?? nil else { return false }
        let (written, moves) = result
        while tokens.count > written { tokens.removeLast() }
        if moves.contains(where: { $0.old != $0.new || $0.shift != 0 }) {
            tokenization.compoundParts = Self.moved(tokenization.compoundParts, by: moves)
        }
        return true
    }

    /// Makes `target` a copy of `source` in its own storage, which is reused: a block copy, without
    /// the general `replaceSubrange`'s bookkeeping (the elements hold no references).
    @inline(__always)
    private static func copy<Element>(_ source: [Element], into target: inout [Element]) {
        source.withUnsafeBufferPointer { copy($0, into: &target) }
    }

    /// Makes `target` a copy of the elements `source` points to (which hold no references).
    @inline(__always)
    private static func copy<Element>(_ source: UnsafeBufferPointer<Element>, into target: inout [Element]) {
        let count = source.count
        while target.count > count { target.removeLast() }
        if target.count < count { target.append(contentsOf: UnsafeBufferPointer(rebasing: source[target.count...])) }
        target.withUnsafeMutableBufferPointer { buffer in
            guard let into = buffer.baseAddress, let from = source.baseAddress else { return }
            into.update(from: from, count: min(buffer.count, count))
        }
    }

    /// Makes `bytes` the UTF-8 bytes of `text`.
    @inline(__always)
    private static func copyBytes(of text: String, into bytes: inout [UInt8]) {
        // One replacement: the byte count changes with nearly every title, and shrinking the array
        // element by element costs more than the general replacement does.
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes.replaceSubrange(bytes.indices, with: $0) }
        if copied == nil { bytes.replaceSubrange(bytes.indices, with: text.utf8) }
    }

    /// The compounds' parts under their new token indices, their ranges moved with them
    /// (`moves` names every compound an edit moved; the others stay where they were).
    private static func moved(_ parts: [Int: [Token]], by moves: [(old: Int, new: Int, shift: Int)]) -> [Int: [Token]] {
        var result = parts
        for move in moves { result[move.old] = nil }
        for move in moves {
            guard let old = parts[move.old] else { continue }
            result[move.new] = old.map {
                Token(kind: $0.kind, range: ($0.range.lowerBound + move.shift)..<($0.range.upperBound + move.shift))
            }
        }
        return result
    }
}
