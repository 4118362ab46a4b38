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
        var pass = TitleCasePass(
            lexicon: lexicon, bytes: bytes, slots: slots, parts: tokenization.compoundParts,
            shouting: isShouting(bytes, slots))
        pass.run()
        return pass.edits.apply(to: bytes)
    }

    /// A title written entirely in capitals is converted; one all-caps word among others is
    /// an acronym and kept. A lone all-caps word is converted only when it is a known word.
    private func isShouting(_ bytes: [UInt8], _ slots: [TitleSlot]) -> Bool {
        var cased = 0
        var knownWord = false
        // A one-letter word ("a", "I", "A") says nothing about how the title is written.
        for slot in slots where (slot.kind == .word || slot.kind == .compound) && slot.range.count > 1 {
            switch WordShape.of(bytes, slot.range) {
            case .allCaps:
                cased += 1
                knownWord = knownWord || isKnownWord(bytes, slot)
            case .initialCap, .lower, .mixed:
                return false
            case .uncased:
                continue
            }
        }
        return cased >= 2 || (cased == 1 && knownWord)
    }

    /// A lone all-caps word is an ordinary word ("SETTINGS") when the lexicon knows it or its
    /// singular, or when it is longer than acronyms usually are.
    private func isKnownWord(_ bytes: [UInt8], _ slot: TitleSlot) -> Bool {
        if slot.info.term >= 0 { return false }
        if !slot.info.classes.isEmpty || slot.range.count >= 7 { return true }
        return Morphology.pluralBase(lexicon, bytes, slot.range) != nil
    }
}
