import LabelCopyText

/// Applies Apple's title-style capitalization to a tokenized English title.
///
/// Apple Style Guide, "title-style capitalization": capitalize every word except articles,
/// coordinating conjunctions, prepositions of four or fewer letters, `as` and the `to` of
/// an infinitive; always capitalize the first and the last word and the word after a colon.
public struct TitleCaser: Sendable {
    /// The word knowledge used.
    public let lexicon: Lexicon

    /// Creates a caser using `lexicon`.
    public init(lexicon: Lexicon = .standard) {
        self.lexicon = lexicon
    }

    /// `title` in title style.
    public func titleCased(_ title: String) -> String {
        let tokenization = Tokenizer.tokenize(title)
        return titleCased(tokenization) ?? title
    }

    /// The title in title style, or nil when it already is.
    public func titleCased(_ tokenization: Tokenization) -> String? {
        titleCased(tokenization, slots: TitleSlots.build(tokenization, lexicon: lexicon))
    }

    /// The title in title style, or nil when it already is, from slots already found.
    public func titleCased(_ tokenization: Tokenization, slots: [TitleSlot]) -> String? {
        guard !slots.isEmpty else { return nil }
        let bytes = tokenization.utf8
        let parts = tokenization.compoundParts
        // Room for an edit per slot and per compound part, the most a pass makes, on the stack.
        var room = slots.count
        if !parts.isEmpty {
            for pieces in parts.values { room += pieces.count }
        }
        return bytes.withUnsafeBufferPointer { buffer in
            slots.withUnsafeBufferPointer { slots in
                withUnsafeTemporaryAllocation(of: TitleEdits.Edit.self, capacity: room) { scratch in
                    let pass = TitleCasePass(lexicon: lexicon, bytes: bytes, buffer: buffer, slots: slots)
                    var edits = TitleEdits(scratch: scratch)
                    pass.run(lexicon, bytes, parts: parts, into: &edits)
                    // The edits are plain values: the room needs no deinitialization.
                    return edits.apply(to: buffer, spellings: lexicon.spellings)
                }
            }
        }
    }
}
